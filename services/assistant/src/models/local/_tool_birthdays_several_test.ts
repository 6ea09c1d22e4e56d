import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

function saved(name: string, date: string) {
  return { name: "birthdays_save", input: { name, date } };
}

Deno.test("several birthdays said in one request, each person with their day: one save each", () => {
  assert.deepEqual(calls("save birthdays: Jo Bell 3 March, Sam 4 April and Kit 9 May"), [
    saved("Jo Bell", "--03-03"),
    saved("Sam", "--04-04"),
    saved("Kit", "--05-09"),
  ]);
  assert.deepEqual(calls("birthdays: Ravi on 2 June and Mina on the 14th of July"), [
    saved("Ravi", "--06-02"),
    saved("Mina", "--07-14"),
  ]);
  assert.deepEqual(calls("new birthdays - Ola 5 Jan 1990, Bo 6 Feb"), [
    saved("Ola", "1990-01-05"),
    saved("Bo", "--02-06"),
  ]);
});

Deno.test("one day said once for two people ('both …'): a save for each", () => {
  assert.deepEqual(calls("birthdays: Tia and Noor, both 4 June 2018"), [
    saved("Tia", "2018-06-04"),
    saved("Noor", "2018-06-04"),
  ]);
  assert.deepEqual(calls("save the twins' birthdays: Ed and Al, both born 9 Dec 2020"), [
    saved("Ed", "2020-12-09"),
    saved("Al", "2020-12-09"),
  ]);
  assert.deepEqual(calls("add birthdays - twins Lou and Max - both on 1 August"), [
    saved("Lou", "--08-01"),
    saved("Max", "--08-01"),
  ]);
});

Deno.test("a part of several birthdays said without its day saves nothing", () => {
  assert.deepEqual(calls("add birthdays: Amy 1 Feb, Chris likes cake"), []);
  assert.deepEqual(calls("birthdays: Amy 1 Feb and Chris"), []);
  assert.deepEqual(calls("save birthdays - Amy 1 Feb, Chris the builder"), []);
});

Deno.test("twins said with the day they were born: one birthday each", () => {
  const put = (text: string) => calls(text).map((c) => c.input);
  assert.deepEqual(put("the twins Mia and Zoe were born on 3 May 2019"), [
    { name: "Mia", date: "2019-05-03" },
    { name: "Zoe", date: "2019-05-03" },
  ]);
  assert.deepEqual(put("twins Leo and Max born 4 June, add both"), [
    { name: "Leo", date: "--06-04" },
    { name: "Max", date: "--06-04" },
  ]);
  assert.deepEqual(put("the twins and I were born on 3 May"), []);
});

Deno.test("a birthday named by a relation, then the name: the name's birthday removed", () => {
  const put = (text: string) => calls(text);
  assert.deepEqual(put("remove my old boss's birthday, Gerald"), [
    { name: "birthdays_remove", input: { birthday: "Gerald" } },
  ]);
  assert.deepEqual(put("delete my ex's birthday, Kyle, we broke up"), [
    { name: "birthdays_remove", input: { birthday: "Kyle" } },
  ]);
  // A second request after the name is not swallowed as a reason.
  assert.ok(
    !put("delete my ex's birthday, Kyle, and add a task to call mum").some((c) =>
      c.name === "birthdays_remove" && c.input.birthday !== "Kyle"
    ),
  );
});
