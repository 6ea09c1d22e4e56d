import assert from "node:assert/strict";
import { readCalls } from "./_intent_test_util.ts";

/** A phone number labelled short ("tel.", "mob."): the number saved, the label in no name. */
const LABELLED: readonly [string, string, string][] = [
  ["add contact Maria dos Santos tel. 0049-171-555 0199", "Maria dos Santos", "0049-171-555 0199"],
  ["add contact Tom Baker mob. 07700 900123", "Tom Baker", "07700 900123"],
  ["add contact Tom Baker mob 07700 900123", "Tom Baker", "07700 900123"],
  ["add contact Tom Baker, tel. +44 7700 900123", "Tom Baker", "+44 7700 900123"],
  ["save Tom, tel. 555 1234, email tom@x.com", "Tom", "555 1234"],
  ["new contact Ines Ferreira, mob. 912 345 678", "Ines Ferreira", "912 345 678"],
  ["add contact Jean-Luc Picard tel. 01 23 45 67 89", "Jean-Luc Picard", "01 23 45 67 89"],
  ["add Priya Nair to contacts, mob. 98450 12345", "Priya Nair", "98450 12345"],
];

Deno.test("a phone number's short label is no part of the name and the number is kept", () => {
  for (const [text, name, phone] of LABELLED) {
    const got = readCalls(text);
    assert.ok(got.includes(`"name":"${name}"`) && got.includes(`"phone":"${phone}"`), got);
  }
});

/** Look-alikes: names and labels said in full, a name that starts with a label's letters. */
const KEPT: readonly [string, string][] = [
  ["add contact Mob Jones 07700 900123", '"name":"Mob Jones"'],
  ["add contact Anna Schmidt, phone +49 (0)30 1234-5678", '"phone":"+49 (0)30 1234-5678"'],
  ["save Marc Dupont's number 06 12 34 56 78", '"name":"Marc Dupont"'],
  ["add contact Tom Baker, mobile 07700 900123", '"name":"Tom Baker"'],
  ["add contact Tom Baker mobile number 07700 900123", '"name":"Tom Baker"'],
  ["change Tom's mob to 07700 900124", '"phone":"07700 900124"'],
  ["add Sam O'Neill, 07700 900123, sam.oneill@mail.co.uk", '"name":"Sam O\'Neill"'],
  ["new contact: Ludwig van Beethoven, email ludwig@music.de", '"name":"Ludwig van Beethoven"'],
  ["add contact: Zoë O'Brien-Walsh, zoe@obw.ie", '"name":"Zoë O\'Brien-Walsh"'],
  ["update Anna's email to anna.s@gmail.com", '"email":"anna.s@gmail.com"'],
  ["add contact Maria dos Santos phone 0049-171-555 0199", '"name":"Maria dos Santos"'],
  ["add contact Maria dos Santos tel 0171 5550199", '"phone":"0171 5550199"'],
  ["add contact Maria dos Santos tel: 0171 5550199", '"phone":"0171 5550199"'],
  ["put Dr. Smith's surgery number in contacts, 020 7946 0018", '"phone":"020 7946 0018"'],
  ["Pieter van den Broek's email is pieter@vdb.nl pls save", '"email":"pieter@vdb.nl"'],
];

Deno.test("look-alikes: contacts with labels said in full are saved as before", () => {
  for (const [text, part] of KEPT) assert.ok(readCalls(text).includes(part), readCalls(text));
});
