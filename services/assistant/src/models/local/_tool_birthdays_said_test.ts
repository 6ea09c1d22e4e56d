import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

function saved(text: string): unknown {
  const [call, ...more] = calls(text);
  assert.equal(more.length, 0, text);
  assert.equal(call?.name, "birthdays_save", text);
  return call?.input;
}

Deno.test("a birthday's day and month written with a dot: '22.12' is 22 December", () => {
  assert.deepEqual(saved("Tom's birthday is on 3.7"), { name: "Tom", date: "--07-03" });
  assert.deepEqual(saved("save Dan's birthday 09.11"), { name: "Dan", date: "--11-09" });
  assert.deepEqual(saved("Mia's bday: 28.02"), { name: "Mia", date: "--02-28" });
  // No such month: nothing is saved.
  assert.deepEqual(calls("Tom's birthday is 31.13"), []);
});

Deno.test("'X born <day>': a birthday said without 'was'", () => {
  assert.deepEqual(saved("Sam born 14 May 2001"), { name: "Sam", date: "2001-05-14" });
  assert.deepEqual(saved("Nora born on 3 June"), { name: "Nora", date: "--06-03" });
  assert.deepEqual(saved("Grandad born 1 April 1950, please save"), {
    name: "Grandad",
    date: "1950-04-01",
  });
});

Deno.test("the age said after a birthday's day is the age on that day", () => {
  assert.deepEqual(saved("Rosie's birthday: 20 March, she'll be 30"), {
    name: "Rosie",
    date: "1996-03-20",
  });
  assert.deepEqual(saved("Ana's bday - 20 March, turning 9"), { name: "Ana", date: "2017-03-20" });
  assert.deepEqual(saved("Olly's birthday: 4 June, he'll be 12"), {
    name: "Olly",
    date: "2014-06-04",
  });
});

Deno.test("a possessive typed without its apostrophe names the person: 'mums' is mum", () => {
  assert.deepEqual(saved("save mums birthday, 2nd feb 1961"), { name: "mum", date: "1961-02-02" });
  assert.deepEqual(saved("dads bday is 3 march"), { name: "dad", date: "--03-03" });
  assert.deepEqual(calls("remove mums birthday"), [
    { name: "birthdays_remove", input: { birthday: "mum" } },
  ]);
});

Deno.test("a birthday's day put right: the old one removed, the right one saved", () => {
  const putRight = (who: string, date: string) => [
    { name: "birthdays_remove", input: { birthday: who } },
    { name: "birthdays_save", input: { name: who, date } },
  ];
  assert.deepEqual(
    calls("aunt jo's birthday is the 21st of september not the 12th"),
    putRight("aunt jo", "--09-21"),
  );
  assert.deepEqual(
    calls("oops Leo's birthday is the 3rd of May not the 2nd"),
    putRight("Leo", "--05-03"),
  );
  assert.deepEqual(
    calls("Sam's bday is actually 4 June, not 14 June"),
    putRight("Sam", "--06-04"),
  );
  // A day without its month is the birthday's own month, not a guess: the month is asked.
  assert.deepEqual(calls("Lucy's birthday is actually the 19th not the 9th"), []);
  assert.deepEqual(saved("Tom's birthday is 3 May"), { name: "Tom", date: "--05-03" });
});

Deno.test("a relation's possessive written without its apostrophe names the person", () => {
  const cases: [string, string, string][] = [
    ["my wifes birthday is november twenty second please save it", "Wife", "--11-22"],
    ["my hubbys birthday is 3 may", "Hubby", "--05-03"],
    ["wifes bday 4th june, save it", "wife", "--06-04"],
  ];
  for (const [text, name, date] of cases) {
    assert.deepEqual(calls(text), [{ name: "birthdays_save", input: { name, date } }], text);
  }
  // The plural of a word that is one ("my sisters") is left as it is.
  assert.deepEqual(calls("my sisters birthdays are both in may"), []);
});

Deno.test("a birthday said as a fact, then asked to be kept: '…, pop it in'", () => {
  const cases: [string, string, string][] = [
    ["it's grandad's birthday on the 30th of october, pop it in", "grandad", "--10-30"],
    ["it's Auntie Mo's birthday on 2 June, stick it in", "Auntie Mo", "--06-02"],
    ["Kemi's bday's 9 July, save it", "Kemi", "--07-09"],
    ["Rob's birthday is 14 February, put it in", "Rob", "--02-14"],
  ];
  for (const [text, name, date] of cases) {
    assert.deepEqual(calls(text), [{ name: "birthdays_save", input: { name, date } }], text);
  }
  // Not a birthday kept: something else put in, or the user's own birthday, or no month.
  assert.deepEqual(calls("it's grandad's birthday on the 30th of october, pop it in the oven"), []);
  assert.deepEqual(calls("it's my birthday on 4 May, add it"), []);
  assert.deepEqual(calls("Kemi's birthday is the 9th, save it"), []);
});

Deno.test("a relation said in lowercase before a name is no part of it", () => {
  assert.deepEqual(saved("auntie Jo's birthday is 3 May"), { name: "Jo", date: "--05-03" });
  assert.deepEqual(saved("grandad Bill's birthday's on the 4th of June"), {
    name: "Bill",
    date: "--06-04",
  });
  assert.deepEqual(saved("cousin Mia Ray's birthday is 3 May"), {
    name: "Mia Ray",
    date: "--05-03",
  });
  // A relation alone is the name; a capitalised relation is said as one.
  assert.deepEqual(saved("grandpa's birthday is 3 May"), { name: "grandpa", date: "--05-03" });
});

Deno.test("a birthday said to be had wrong, then the right day, is put right", () => {
  const put = (text: string) => calls(text).map((c) => [c.name, c.input]);
  assert.deepEqual(put("I got Amy's birthday wrong, it's the 2nd of March, not the 3rd"), [
    ["birthdays_remove", { birthday: "Amy" }],
    ["birthdays_save", { name: "Amy", date: "--03-02" }],
  ]);
  assert.deepEqual(put("I had Tom's bday wrong, it's actually the 4th of July, not the 3rd"), [
    ["birthdays_remove", { birthday: "Tom" }],
    ["birthdays_save", { name: "Tom", date: "--07-04" }],
  ]);
  // A name never holds the user's clause: no birthday of "I had Tom".
  for (
    const text of [
      "I had Tom's birthday wrong, it's 3 May",
      "I got Tom's birthday wrong, it's 3 May",
    ]
  ) {
    assert.ok(!calls(text).some((c) => String(c.input.name ?? "").includes("I ")), text);
  }
});

Deno.test("a day said under a negation is never saved; the right one said after it is", () => {
  const put = (text: string) => calls(text).map((c) => [c.name, c.input]);
  // The right day said without its month is in the month of the day said wrong.
  assert.deepEqual(put("Ravi's bday isn't 2 March, it's actually the 4th"), [
    ["birthdays_remove", { birthday: "Ravi" }],
    ["birthdays_save", { name: "Ravi", date: "--03-04" }],
  ]);
  assert.deepEqual(put("Jo's birthday isn't on 3 May, it's on the 5th of June"), [
    ["birthdays_remove", { birthday: "Jo" }],
    ["birthdays_save", { name: "Jo", date: "--06-05" }],
  ]);
  assert.deepEqual(put("Nell's birthday is the 21st, not 12 July"), [
    ["birthdays_remove", { birthday: "Nell" }],
    ["birthdays_save", { name: "Nell", date: "--07-21" }],
  ]);
  // Nothing runs: only the day it is not, no month anywhere, or a weekday for the right day.
  for (
    const text of [
      "grace's birthday isn't 11 july",
      "Grace's birthday is definitely not 11 July",
      "Jo's birthday isn't the 12th, it's the 21st",
      "Nia's birthday isn't 3 May, it's Tuesday",
      "Nia's birthday is Tuesday, not 3 May",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // A negation of the request is no negation of its day.
  assert.deepEqual(saved("don't forget Marco's birthday, 9 June"), {
    name: "Marco",
    date: "--06-09",
  });
});
