import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const KARACHI = { now: new Date("2027-03-02T02:40:00Z"), timezone: "Asia/Karachi" };

function calls(text: string) {
  return readToolIntent(text, KARACHI).calls;
}

function set(title: string, date: string) {
  return { name: "countdowns_set", input: { title, date } };
}

Deno.test("what happens on a holiday, said after it, names the countdown with it", () => {
  assert.deepEqual(calls("count down to the Pakistan Day parade"), [
    set("Pakistan Day parade", "2027-03-23"),
  ]);
  assert.deepEqual(calls("countdown to Pakistan Day"), [set("Pakistan Day", "2027-03-23")]);
  assert.deepEqual(calls("countdown to the Christmas parade"), [
    set("Christmas parade", "2027-12-25"),
  ]);
  assert.deepEqual(calls("countdown to the Easter egg hunt"), [
    set("Easter egg hunt", "2027-03-28"),
  ]);
});

Deno.test("a holiday's own words after it keep its name alone", () => {
  assert.deepEqual(calls("countdown to Christmas for the kids"), [set("Christmas", "2027-12-25")]);
  assert.deepEqual(calls("countdown to Christmas this year"), [set("Christmas", "2027-12-25")]);
  assert.deepEqual(calls("countdown to Christmas Eve"), [set("Christmas Eve", "2027-12-24")]);
  assert.deepEqual(calls("countdown to Christmas morning"), [set("Christmas", "2027-12-25")]);
  assert.deepEqual(calls("countdown to my Christmas party on 19 December"), [
    set("my Christmas party", "2027-12-19"),
  ]);
});

Deno.test("a second thing beside a holiday, with no day of its own, sets nothing", () => {
  assert.deepEqual(calls("countdown to Halloween and my birthday"), []);
  assert.deepEqual(calls("countdown to Christmas and the school play"), []);
  assert.deepEqual(calls("countdown to the school play and Christmas"), []);
  assert.deepEqual(calls("countdown to Christmas and New Year"), []);
});

Deno.test("how many days until a thing on a day, then 'set it up': the countdown", () => {
  assert.deepEqual(calls("i want to see how many days till the bac, 15 june, set it up"), [
    set("bac", "2027-06-15"),
  ]);
  assert.deepEqual(calls("i want to see how many days till the bac, soon, set it up"), []);
});
