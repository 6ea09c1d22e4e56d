import assert from "node:assert/strict";
import { cleanRef, makeClause, match, splitItems, tidy } from "./_tool_text.ts";
import { currencyForZone, findMoney, readNumber } from "./_tool_text_money.ts";
import { findPhone, findUrl } from "./_tool_text_links.ts";

const CTX = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

Deno.test("makeClause() matches the expanded text but gives slots as the user typed them", () => {
  const c = makeClause("Hey, could you please jot down that the router isn't working?", CTX);
  assert.equal(c.text, "jot down that the router is not working");
  assert.ok(c.question);
  const found = match(c, /^jot down that (.+)$/d);
  assert.equal(found?.slot(1), "the router isn't working");
});

Deno.test("findMoney() reads amounts with symbols, codes and words", () => {
  const read = (t: string) => findMoney(t).map((m) => [m.amount, m.currency]);
  assert.deepEqual(read("I spent 42.50 EUR"), [[42.5, "EUR"]]);
  assert.deepEqual(read("it was $120"), [[120, "USD"]]);
  assert.deepEqual(read("£9.99 and 30 euros"), [[9.99, "GBP"], [30, "EUR"]]);
  assert.deepEqual(read("42,50 €"), [[42.5, "EUR"]]);
  assert.deepEqual(read("1,200 dollars"), [[1200, "USD"]]);
  assert.deepEqual(read("2k CHF"), [[2000, "CHF"]]);
  assert.deepEqual(read("2 lemons at 10am"), []);
});

Deno.test("findMoney() reads the rand's capital R, its thousands spaced or not", () => {
  const read = (t: string) => findMoney(t).map((m) => [m.amount, m.currency]);
  assert.deepEqual(read("add R1 850 for lunch"), [[1850, "ZAR"]]);
  assert.deepEqual(read("under R450"), [[450, "ZAR"]]);
  assert.deepEqual(read("R 95,50 for coffee"), [[95.5, "ZAR"]]);
  assert.deepEqual(read("320 rand"), [[320, "ZAR"]]);
  // A lowercase r, or an R inside a word, is no rand.
  assert.deepEqual(read("the r5 bus"), []);
  assert.deepEqual(read("R2D2 and 5 rooms"), []);
  assert.deepEqual(read("BR 40 at the gate"), []);
});

Deno.test("readNumber() reads decimal commas and thousands separators", () => {
  assert.equal(readNumber("42.50"), 42.5);
  assert.equal(readNumber("42,50"), 42.5);
  assert.equal(readNumber("1,200"), 1200);
  assert.equal(readNumber("1.200,50"), 1200.5);
  assert.ok(Number.isNaN(readNumber("abc")));
});

Deno.test("currencyForZone() guesses the currency of where the user is, EUR when unsure", () => {
  assert.equal(currencyForZone("Europe/London"), "GBP");
  assert.equal(currencyForZone("Europe/Paris"), "EUR");
  assert.equal(currencyForZone("America/New_York"), "USD");
  assert.equal(currencyForZone("Asia/Tokyo"), "JPY");
  assert.equal(currencyForZone("UTC"), "EUR");
});

Deno.test("splitItems() splits a list into items, keeping quantities and dropping filler", () => {
  assert.deepEqual(splitItems("milk, eggs and bread"), ["milk", "eggs", "bread"]);
  // "an'" written for "and", never inside a word ("Dan's").
  assert.deepEqual(splitItems("saltfish, ackee an' two breadfruit"), [
    "saltfish",
    "ackee",
    "two breadfruit",
  ]);
  assert.deepEqual(splitItems("Dan's cake, flour"), ["Dan's cake", "flour"]);
  assert.deepEqual(splitItems("2 lemons"), ["2 lemons"]);
  assert.deepEqual(splitItems("some cheese, a loaf of bread & the butter"), [
    "cheese",
    "a loaf of bread",
    "butter",
  ]);
  assert.deepEqual(splitItems("milk, milk, MILK"), ["milk"]);
  assert.equal(splitItems(Array.from({ length: 80 }, (_, i) => `item${i}`).join(", ")).length, 50);
  assert.deepEqual(splitItems(" , ,"), []);
});

Deno.test("cleanRef() keeps only the words that name an item", () => {
  assert.equal(cleanRef("the note about the wifi", /^notes?$/iu), "wifi");
  assert.equal(cleanRef("my trip to Lisbon", /^trips?$/iu), "Lisbon");
  assert.equal(cleanRef("Grandma's recipe", /^x$/iu), "Grandma recipe");
  assert.equal(cleanRef("the", /^x$/iu), null);
});

Deno.test("findPhone(), findUrl() and the email pattern find contact details, not dates", () => {
  assert.equal(findPhone("call +34 600 000 000 now")?.value, "+34 600 000 000");
  assert.equal(findPhone("on 2026-05-01"), null);
  assert.equal(findPhone("room 42"), null);
  assert.equal(findUrl("watch https://shop.example/p/123.")?.value, "https://shop.example/p/123");
  assert.equal(findUrl("no link here"), null);
});

Deno.test("tidy() drops a connecting word left at the end, written as shorthand too", () => {
  assert.equal(tidy("post the forms b4"), "post the forms");
  assert.equal(tidy("post the forms before"), "post the forms");
  // Shorthand for a day is no connecting word.
  assert.equal(tidy("post the forms"), "post the forms");
});

Deno.test("tidy() sets aside what is said in brackets, never a day or a correction", () => {
  assert.equal(tidy("renew the car tax (boring)"), "renew the car tax");
  assert.equal(tidy("renew the car tax (by friday)"), "renew the car tax (by friday)");
  assert.equal(tidy("renew the car tax ( not )"), "renew the car tax ( not )");
});
