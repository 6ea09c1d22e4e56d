import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the keepsakes group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  keepsakes_list: [
    ["what keepsakes do I have", {}],
    ["show my keepsakes", {}],
    ["list keepsakes", {}],
    ["what have I saved?", {}],
    ["show me my keepsakes please", {}],
    ["any keepsakes?", {}],
  ],
  keepsakes_save: [
    ['save this quote: "Stay hungry, stay foolish"', { "text": "Stay hungry, stay foolish" }],
    ["keep this: the first time we met was in Rome", {
      "text": "the first time we met was in Rome",
    }],
    ["keep this poem for me: Roses are red", { "text": "Roses are red" }],
    ["store this memory: our first trip to Paris", { "text": "our first trip to Paris" }],
    ["add this to my keepsakes: grandma's apple pie recipe", {
      "text": "grandma's apple pie recipe",
    }],
    ['save "carpe diem" as a keepsake', { "text": "carpe diem" }],
    ['keepsake: Leo\'s first word was "cat"', { "text": 'Leo\'s first word was "cat"' }],
  ],
  keepsakes_forget: [
    ["forget the keepsake about the quote", { "keepsake": "quote" }],
    ["delete the keepsake about grandma's recipe", { "keepsake": "grandma recipe" }],
    ["remove carpe diem from my keepsakes", { "keepsake": "carpe diem" }],
    ["forget the poem keepsake", { "keepsake": "poem" }],
    ["get rid of the keepsake about Rome", { "keepsake": "Rome" }],
    ["erase the Paris keepsake", { "keepsake": "Paris" }],
  ],
};

testPhrasings("keepsakes", PHRASINGS);
