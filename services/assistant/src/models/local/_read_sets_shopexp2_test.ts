/**
 * Fresh everyday kinds of the shopping, expenses, contacts, birthdays and price-watch groups: a
 * money several countries name alike said where it was spent ("30 dollars in Canada") or with its
 * country ("30 Canadian dollars"), two details of one contact said as facts ("her email is … and
 * her number is …"), the year someone was born said apart from the day, "Jonah is 30 on …", a leap
 * day with an age no one can turn on it, twins who share a birthday, a watch's target in words
 * ("under a hundred") or after "hit", and "instead of" on the list; each with look-alikes that
 * must read as before (an empty string: nothing run).
 */
import assert from "node:assert/strict";
import { readCalls as read } from "./_intent_test_util.ts";

function check(table: [string, string][]): void {
  for (const [text, expected] of table) assert.equal(read(text), expected, text);
}

Deno.test("a money said bare is the money of the place it was spent in, or of the country said with it", () => {
  check([
    [
      "spent 30 dollars in Canada on lunch",
      'expenses_record {"amount":30,"currency":"CAD","description":"lunch in Canada"}',
    ],
    [
      "lunch in Sydney, 28 dollars",
      'expenses_record {"amount":28,"currency":"AUD","description":"lunch in Sydney"}',
    ],
    [
      "spent $40 on dinner in Toronto",
      'expenses_record {"amount":40,"currency":"CAD","description":"dinner in Toronto"}',
    ],
    [
      "spent 900 kr in Oslo on dinner",
      'expenses_record {"amount":900,"currency":"NOK","description":"dinner in Oslo"}',
    ],
    [
      "spent 20 pounds in Cairo on a taxi",
      'expenses_record {"amount":20,"currency":"EGP","description":"taxi in Cairo"}',
    ],
    [
      "spent 25 dollars in Auckland on a ferry",
      'expenses_record {"amount":25,"currency":"NZD","description":"ferry in Auckland"}',
    ],
    [
      "paid 12 dollars for parking in Perth",
      'expenses_record {"amount":12,"currency":"AUD","description":"parking in Perth"}',
    ],
    [
      "spent 15 dollars in Vancouver on coffee",
      'expenses_record {"amount":15,"currency":"CAD","description":"coffee in Vancouver"}',
    ],
    [
      "paid 60 dollars for a boat trip in Melbourne",
      'expenses_record {"amount":60,"currency":"AUD","description":"boat trip in Melbourne"}',
    ],
    [
      "spent 35 dollars in Singapore on dinner",
      'expenses_record {"amount":35,"currency":"SGD","description":"dinner in Singapore"}',
    ],
    [
      "paid 35 dollars for the Uber in New York yesterday",
      'expenses_record {"amount":35,"currency":"USD","description":"Uber in New York","date":"2026-03-10"}',
    ],
    [
      "spent 40 dollars on dinner",
      'expenses_record {"amount":40,"currency":"USD","description":"dinner"}',
    ],
    [
      "spent 200 euros on the hotel in Spain",
      'expenses_record {"amount":200,"currency":"EUR","description":"hotel in Spain"}',
    ],
    [
      "spent 20 pounds in Spain on a taxi",
      'expenses_record {"amount":20,"currency":"GBP","description":"taxi in Spain"}',
    ],
    [
      "paid 50 francs for the museum in Zurich",
      'expenses_record {"amount":50,"currency":"CHF","description":"museum in Zurich"}',
    ],
    [
      "dinner in Mumbai 1200 rupees",
      'expenses_record {"amount":1200,"currency":"INR","description":"dinner in Mumbai"}',
    ],
    [
      "dinner in Tokyo cost 4500 yen",
      'expenses_record {"amount":4500,"currency":"JPY","description":"dinner in Tokyo"}',
    ],
    [
      "spent £30 in Canada on lunch",
      'expenses_record {"amount":30,"currency":"GBP","description":"lunch in Canada"}',
    ],
    [
      "spent 30 euros in Canada on lunch",
      'expenses_record {"amount":30,"currency":"EUR","description":"lunch in Canada"}',
    ],
    [
      "spent 30 on lunch in Canada",
      'expenses_record {"amount":30,"currency":"GBP","description":"lunch in Canada"}',
    ],
    [
      "spent 30 CAD on lunch",
      'expenses_record {"amount":30,"currency":"CAD","description":"lunch"}',
    ],
    [
      "spent 30 US dollars in Canada on lunch",
      'expenses_record {"amount":30,"currency":"USD","description":"lunch in Canada"}',
    ],
    ["paid $18 for lunch", 'expenses_record {"amount":18,"currency":"USD","description":"lunch"}'],
    ["lunch was 12 dollars", ""],
    [
      "spent 45 dollars on shoes in Boston",
      'expenses_record {"amount":45,"currency":"USD","description":"shoes in Boston"}',
    ],
    [
      "spent 10 dollars on stamps",
      'expenses_record {"amount":10,"currency":"USD","description":"stamps"}',
    ],
    [
      "spent 30 Canadian dollars on lunch",
      'expenses_record {"amount":30,"currency":"CAD","description":"lunch"}',
    ],
    [
      "spent 30 Aussie dollars on lunch",
      'expenses_record {"amount":30,"currency":"AUD","description":"lunch"}',
    ],
    [
      "paid 40 US dollars for the hotel",
      'expenses_record {"amount":40,"currency":"USD","description":"hotel"}',
    ],
    [
      "paid 20 NZ dollars for the ferry",
      'expenses_record {"amount":20,"currency":"NZD","description":"ferry"}',
    ],
  ]);
});

Deno.test("two details of one contact said as facts are both written", () => {
  check([
    [
      "Jess's email is jess@x.com and her number is 07700 900777",
      'contacts_update {"contact":"Jess","email":"jess@x.com","phone":"07700 900777"}',
    ],
    [
      "Jess's number is 07700 900777 and her email is jess@x.com",
      'contacts_update {"contact":"Jess","email":"jess@x.com","phone":"07700 900777"}',
    ],
    [
      "Tom's email is t@x.com and his mobile is 07700 900111",
      'contacts_update {"contact":"Tom","email":"t@x.com","phone":"07700 900111"}',
    ],
    [
      "Tom's new email is t@x.com and his new number is 07700 900111",
      'contacts_update {"contact":"Tom","email":"t@x.com","phone":"07700 900111"}',
    ],
    [
      "Amir's phone is 07700 900222 and his email is amir@mail.com",
      'contacts_update {"contact":"Amir","email":"amir@mail.com","phone":"07700 900222"}',
    ],
    [
      "Grace's email is grace@g.org and her phone number is 020 7946 0123",
      'contacts_update {"contact":"Grace","email":"grace@g.org","phone":"020 7946 0123"}',
    ],
    [
      "Olu's mobile is 07700 900333 and his email is olu@olu.ng",
      'contacts_update {"contact":"Olu","email":"olu@olu.ng","phone":"07700 900333"}',
    ],
    [
      "Ben's number is 07700 900444 and his email is ben@b.co.uk",
      'contacts_update {"contact":"Ben","email":"ben@b.co.uk","phone":"07700 900444"}',
    ],
    ["my email is me@x.com and my number is 07700 900111", ""],
    [
      "Jess's email is jess@x.com and her number is the same",
      'contacts_update {"contact":"Jess","email":"jess@x.com"}',
    ],
    ["Jess's email is jess@x.com", 'contacts_update {"contact":"Jess","email":"jess@x.com"}'],
    ["Tom's number is 020 7946 0011", 'contacts_update {"contact":"Tom","phone":"020 7946 0011"}'],
    ["Liz's mobile is 07700 900444 and her home number is 01632 960000", ""],
    [
      "Yuki changed her number to 07700 900123 and her email to y@k.jp",
      'contacts_update {"contact":"Yuki","email":"y@k.jp","phone":"07700 900123"}',
    ],
    [
      "change Priya's email to priya@newmail.com",
      'contacts_update {"contact":"Priya","email":"priya@newmail.com"}',
    ],
    ["what's Tom's number", 'contacts_list {"query":"Tom"}'],
    ["Tom's email is t@x.com and his birthday is 3 May", ""],
  ]);
});

Deno.test("a birthday with its year said apart, an age said with 'is', a leap day, twins", () => {
  check([
    [
      "Harriet's birthday is the 2nd of Jan, she was born in 1990",
      'birthdays_save {"name":"Harriet","date":"1990-01-02"}',
    ],
    [
      "Tom's birthday is on 3 March, he was born in 1985",
      'birthdays_save {"name":"Tom","date":"1985-03-03"}',
    ],
    [
      "Nia's birthday is 14 July, she was born in 2001",
      'birthdays_save {"name":"Nia","date":"2001-07-14"}',
    ],
    ["Rav's bday is 9 Sept, he was born 1979", 'birthdays_save {"name":"Rav","date":"1979-09-09"}'],
    [
      "Kofi's birthday is on the 1st of December, he was born in 1960",
      'birthdays_save {"name":"Kofi","date":"1960-12-01"}',
    ],
    ["the twins' birthday is 4 June, they were born in 2015", ""],
    [
      "Harriet's birthday is the 2nd of Jan, she was born in Leeds",
      'birthdays_save {"name":"Harriet","date":"--01-02"}',
    ],
    [
      "Tom's birthday is 3 March, he was born in the 80s",
      'birthdays_save {"name":"Tom","date":"--03-03"}',
    ],
    ["Harriet's birthday is the 2nd of Jan", 'birthdays_save {"name":"Harriet","date":"--01-02"}'],
    [
      "remember that Jonah is 30 on November 21",
      'birthdays_save {"name":"Jonah","date":"1996-11-21"}',
    ],
    ["Priya is 40 on the 2nd of June", 'birthdays_save {"name":"Priya","date":"1986-06-02"}'],
    ["Sam is 5 on 12 March", 'birthdays_save {"name":"Sam","date":"2021-03-12"}'],
    ["Dev is 18 on 7 August", 'birthdays_save {"name":"Dev","date":"2008-08-07"}'],
    ["Marta is 60 on the 3rd of October", 'birthdays_save {"name":"Marta","date":"1966-10-03"}'],
    ["Jonah is 30 on Friday", ""],
    ["the bill is 30 on Friday", ""],
    ["the rent is 900 on the 1st", ""],
    ["the meeting is 30 on 2 June", ""],
    ["room 4 is 20 on 3 May", ""],
    ["Leo turns 3 on the 29th of February", ""],
    ["Leo is 3 on the 29th of February", ""],
    ["Ella turns 40 on the 29th of February", 'birthdays_save {"name":"Ella","date":"1988-02-29"}'],
    ["Ella turns 41 on 1 March", 'birthdays_save {"name":"Ella","date":"1986-03-01"}'],
    [
      "Grandad was born on 29 February 1944",
      'birthdays_save {"name":"Grandad","date":"1944-02-29"}',
    ],
    [
      "the twins Ava and Mia have their birthday on 9 October",
      'birthdays_save {"name":"Ava","date":"--10-09"} | birthdays_save {"name":"Mia","date":"--10-09"}',
    ],
    [
      "twins Ava and Mia share their birthday on 9 October",
      'birthdays_save {"name":"Ava","date":"--10-09"} | birthdays_save {"name":"Mia","date":"--10-09"}',
    ],
    [
      "the twins Ava and Mia have their birthdays on 9/10/2019",
      'birthdays_save {"name":"Ava","date":"2019-10-09"} | birthdays_save {"name":"Mia","date":"2019-10-09"}',
    ],
    ["the twins Ava and Mia have their party on 9 October", ""],
    [
      "the twins Ava and Mia were born on 3 May 2020",
      'birthdays_save {"name":"Ava","date":"2020-05-03"} | birthdays_save {"name":"Mia","date":"2020-05-03"}',
    ],
  ]);
});

Deno.test("a watch's target said in words or after 'hit', and 'instead of' on the list", () => {
  check([
    [
      "let me know when the airpods pro hit 120",
      'price_watches_set_target {"watch":"airpods pro","target_price":120}',
    ],
    [
      "let me know when the airpods hit 120 quid",
      'price_watches_set_target {"watch":"airpods","target_price":120}',
    ],
    [
      "tell me if the headphones reach 80",
      'price_watches_set_target {"watch":"headphones","target_price":80}',
    ],
    [
      "let me know if the lego set drops below a hundred and twenty",
      'price_watches_set_target {"watch":"lego set","target_price":120}',
    ],
    [
      "tell me if the dyson goes under a hundred",
      'price_watches_set_target {"watch":"dyson","target_price":100}',
    ],
    [
      "set a target of ninety nine for the headphones",
      'price_watches_set_target {"watch":"headphones","target_price":99}',
    ],
    [
      "watch the Dyson V15 and tell me if it goes under a hundred",
      'price_watches_set_target {"watch":"Dyson V15","target_price":100}',
    ],
    [
      "let me know when the airpods get to ninety",
      'price_watches_set_target {"watch":"airpods","target_price":90}',
    ],
    [
      "set the dyson target to three hundred",
      'price_watches_set_target {"watch":"dyson","target_price":300}',
    ],
    [
      "tell me when the ps5 hits £380",
      'price_watches_set_target {"watch":"ps5","target_price":380}',
    ],
    ["let me know if the kindle drops by 20%", ""],
    ["if the kettle drops by a tenner let me know", ""],
    ["let me know when the kids get to three", ""],
    ["tell me when the kettle drops to one", ""],
    ["let me know when the two tickets go on sale", ""],
    ["remind me to go to two shops", ""],
    ["let me know when the sales hit", ""],
    ["let me know when the bus gets here", ""],
    ["let me know when you hit a snag", ""],
    ["tell me if the dyson goes under", ""],
    [
      "get Lurpak instead of butter on the list",
      'shopping_remove {"items":["butter"]} | shopping_add {"items":["Lurpak"]}',
    ],
    [
      "add oat milk instead of cow's milk",
      'shopping_remove {"items":["cow\'s milk"]} | shopping_add {"items":["oat milk"]}',
    ],
    [
      "put Yorkshire Tea on the shopping list instead of PG Tips",
      'shopping_remove {"items":["PG Tips"]} | shopping_add {"items":["Yorkshire Tea"]}',
    ],
    [
      "add brown bread instead of white bread to the list",
      'shopping_remove {"items":["white bread"]} | shopping_add {"items":["brown bread"]}',
    ],
    [
      "add salmon instead of cod",
      'shopping_remove {"items":["cod"]} | shopping_add {"items":["salmon"]}',
    ],
    [
      "put oat milk on the list instead of semi-skimmed",
      'shopping_remove {"items":["semi-skimmed"]} | shopping_add {"items":["oat milk"]}',
    ],
    ["get the 9am train instead of the 10am", ""],
    ["add Tom instead of Jo to the meeting", ""],
    ["buy a new one instead of fixing it", ""],
    ["get a taxi instead of the bus", ""],
    ["add a task to call Jo instead of emailing", ""],
    ["remind me to take the train instead of the car tomorrow at 8", ""],
    ["get Lurpak instead of butter", ""],
  ]);
});

Deno.test("both twins' birthdays removed by the names said after, and how it was paid kept out of what was bought", () => {
  check([
    [
      "take both of the twins' birthdays off, Amara and Chidi",
      'birthdays_remove {"birthday":"Amara"} | birthdays_remove {"birthday":"Chidi"}',
    ],
    [
      "delete both the twins' birthdays, Ava and Mia",
      'birthdays_remove {"birthday":"Ava"} | birthdays_remove {"birthday":"Mia"}',
    ],
    [
      "remove both of the twins' birthdays - Ava and Mia",
      'birthdays_remove {"birthday":"Ava"} | birthdays_remove {"birthday":"Mia"}',
    ],
    [
      "cross both of the twins' birthdays off, Leo and Max",
      'birthdays_remove {"birthday":"Leo"} | birthdays_remove {"birthday":"Max"}',
    ],
    ["take both of the twins' birthdays off, the cake and the card", ""],
    ["take both of the twins' birthdays off", ""],
    ["remove both of the twins' birthdays, they moved away", ""],
    [
      "take Amara and Chidi's birthdays off",
      'birthdays_remove {"birthday":"Amara"} | birthdays_remove {"birthday":"Chidi"}',
    ],
    [
      "paid the plumber £120 by card",
      'expenses_record {"amount":120,"currency":"GBP","description":"plumber"}',
    ],
    [
      "spent £20 on a taxi in cash",
      'expenses_record {"amount":20,"currency":"GBP","description":"taxi"}',
    ],
    [
      "paid the plumber £120 cash",
      'expenses_record {"amount":120,"currency":"GBP","description":"plumber"}',
    ],
    [
      "spent £15 on lunch with cash",
      'expenses_record {"amount":15,"currency":"GBP","description":"lunch"}',
    ],
    [
      "paid £60 on the company card for dinner",
      'expenses_record {"amount":60,"currency":"GBP","description":"dinner"}',
    ],
    [
      "spent £22 on parking by card",
      'expenses_record {"amount":22,"currency":"GBP","description":"parking"}',
    ],
    [
      "paid £8 for the car wash in cash",
      'expenses_record {"amount":8,"currency":"GBP","description":"car wash"}',
    ],
    [
      "spent £20 on petty cash",
      'expenses_record {"amount":20,"currency":"GBP","description":"petty cash"}',
    ],
    [
      "spent £30 on a gift card",
      'expenses_record {"amount":30,"currency":"GBP","description":"gift card"}',
    ],
    [
      "paid £12 for a birthday card",
      'expenses_record {"amount":12,"currency":"GBP","description":"birthday card"}',
    ],
    [
      "spent 25 on a phone card",
      'expenses_record {"amount":25,"currency":"GBP","description":"phone card"}',
    ],
    [
      "spent £9 on cash back",
      'expenses_record {"amount":9,"currency":"GBP","description":"cash back"}',
    ],
    [
      "paid £35 for a card reader",
      'expenses_record {"amount":35,"currency":"GBP","description":"card reader"}',
    ],
    [
      "spent £14 on a card for Mum",
      'expenses_record {"amount":14,"currency":"GBP","description":"card for Mum"}',
    ],
  ]);
});

Deno.test("a kin's birthday with the year said apart, twins said without 'the', one thing off the list and another on instead", () => {
  check([
    [
      "my nephew Caleb's birthday is 7/4, he was born in 2015",
      'birthdays_save {"name":"Caleb","date":"2015-04-07"}',
    ],
    [
      "twins' birthday - Alfie and Rosa, both 19 October 2021",
      'birthdays_save {"name":"Alfie","date":"2021-10-19"} | birthdays_save {"name":"Rosa","date":"2021-10-19"}',
    ],
    [
      "twins' birthday: Alfie and Rosa, both 19 October",
      'birthdays_save {"name":"Alfie","date":"--10-19"} | birthdays_save {"name":"Rosa","date":"--10-19"}',
    ],
    ["twins' birthday - Alfie and Rosa, both next week", ""],
    [
      "take crisps off the list and put rice cakes on instead",
      'shopping_remove {"items":["crisps"]} | shopping_add {"items":["rice cakes"]}',
    ],
    [
      "cross the white bread off the list and add brown bread instead",
      'shopping_remove {"items":["white bread"]} | shopping_add {"items":["brown bread"]}',
    ],
    [
      "take crisps off the shopping list and put rice cakes on instead",
      'shopping_remove {"items":["crisps"]} | shopping_add {"items":["rice cakes"]}',
    ],
    ["take crisps off the list and put rice cakes on", ""],
    ["take crisps off the list", 'shopping_remove {"items":["crisps"]}'],
  ]);
});
