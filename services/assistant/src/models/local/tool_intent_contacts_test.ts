import { type Phrasings, testPhrasings } from "./_intent_test_util.ts";

/** Phrasings of the contacts group's requests, and the one call each must give (now: Friday 27 March 2026, 11:00 in Paris). */
const PHRASINGS: Phrasings = {
  contacts_list: [
    ["find Ana in my contacts", { "query": "Ana" }],
    ["show my contacts", {}],
    ["look up Carla in my address book", { "query": "Carla" }],
    ["search my contacts for Lopez", { "query": "Lopez" }],
    ["what's Leo's phone number?", { "query": "Leo" }],
    ["do I have Mia in my contacts?", { "query": "Mia" }],
    ["what email have I got for Dara", { "query": "Dara" }],
    ["what address have I got for Aunt Jo", { "query": "Aunt Jo" }],
    ["which number do I have for Priya?", { "query": "Priya" }],
    ["get me Tom's contact details", { "query": "Tom" }],
    ["who do I know at Acme?", { "query": "Acme" }],
  ],
  contacts_create: [
    ["save Ana Lopez as a contact, ana@example.com, +34 600 000 000", {
      "name": "Ana Lopez",
      "email": "ana@example.com",
      "phone": "+34 600 000 000",
    }],
    ["add a contact Bob Smith with phone 0612345678", {
      "name": "Bob Smith",
      "phone": "0612345678",
    }],
    ["add Bob Smith to my contacts, bob@smith.example", {
      "name": "Bob Smith",
      "email": "bob@smith.example",
    }],
    ["new contact: Carla Diaz, +1 415 555 0100, carla@diaz.example", {
      "name": "Carla Diaz",
      "email": "carla@diaz.example",
      "phone": "+1 415 555 0100",
    }],
    ["create a contact called Mia Wong (yoga teacher)", {
      "name": "Mia Wong",
      "notes": "yoga teacher",
    }],
    ["put Leo Martin in my address book, his mobile is 06 12 34 56 78", {
      "name": "Leo Martin",
      "phone": "06 12 34 56 78",
    }],
    ["please save Tom Baker's number: 07700 900456", {
      "name": "Tom Baker",
      "phone": "07700 900456",
    }],
    ["store Julia Roberts, julia@roberts.example, as a contact", {
      "name": "Julia Roberts",
      "email": "julia@roberts.example",
    }],
  ],
  contacts_update: [
    ["update Ana's email to ana@new.example", { "contact": "Ana", "email": "ana@new.example" }],
    ["Rob moved jobs, his email's rob@fastmail.example now", {
      "contact": "Rob",
      "email": "rob@fastmail.example",
    }],
    ["change Bob's phone number to +44 7700 900123", {
      "contact": "Bob",
      "phone": "+44 7700 900123",
    }],
    ["Carla's new email is carla.d@work.example", {
      "contact": "Carla",
      "email": "carla.d@work.example",
    }],
    ["set the email of Mia Wong to mia@wong.example", {
      "contact": "Mia Wong",
      "email": "mia@wong.example",
    }],
    ["add a note to Ana's contact: prefers WhatsApp", {
      "contact": "Ana",
      "notes": "prefers WhatsApp",
    }],
    ["rename contact Bob to Robert Smith", { "contact": "Bob", "name": "Robert Smith" }],
    ["change the phone number for Julia Roberts to +33 6 12 34 56 78", {
      "contact": "Julia Roberts",
      "phone": "+33 6 12 34 56 78",
    }],
  ],
};

testPhrasings("contacts", PHRASINGS);
