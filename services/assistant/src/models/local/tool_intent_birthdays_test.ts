import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the birthdays group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  birthdays_list: [
    ["when are the next birthdays", {}],
    ["whose birthday is coming up?", {}],
    ["any birthdays this month?", {}],
    ["when is Ana's birthday?", {}],
    ["show birthdays", {}],
    ["upcoming birthdays?", {}],
  ],
  birthdays_save: [
    ["Ana's birthday is on 12 March", { "name": "Ana", "date": "--03-12" }],
    ["save Priya's birthday - 29th Feb", { "name": "Priya", "date": "--02-29" }],
    ["remember that Bob was born on 1990-05-02", { "name": "Bob", "date": "1990-05-02" }],
    ["my mum's birthday is on 4 July", { "name": "Mum", "date": "--07-04" }],
    ["save Leo's birthday: 2019-08-14", { "name": "Leo", "date": "2019-08-14" }],
    ["add a birthday for Carla on 5/6", { "name": "Carla", "date": "--06-05" }],
    ["Mia was born on 12 March 1988", { "name": "Mia", "date": "1988-03-12" }],
    ["Bob turns 40 on 2 May", { "name": "Bob", "date": "1986-05-02" }],
    ["the birthday of Ana is 12 March", { "name": "Ana", "date": "--03-12" }],
    ["My sister Emma was born on 3rd of June 1995", { "name": "Emma", "date": "1995-06-03" }],
    ["add Tom's birthday, it's on 9 September", { "name": "Tom", "date": "--09-09" }],
    ["Leo's bday is 14 Aug", { "name": "Leo", "date": "--08-14" }],
  ],
  birthdays_remove: [
    ["remove Bob's birthday", { "birthday": "Bob" }],
    ["delete Carla's birthday", { "birthday": "Carla" }],
    ["forget Mia's birthday", { "birthday": "Mia" }],
    ["remove the birthday of Sam", { "birthday": "Sam" }],
    ["take Tom's birthday off the list", { "birthday": "Tom" }],
    ["stop tracking Leo's birthday", { "birthday": "Leo" }],
  ],
};

testPhrasings("birthdays", PHRASINGS);
