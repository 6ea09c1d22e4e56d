import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

Deno.test("counting the days (or sleeps) to something sets a countdown", () => {
  assert.deepEqual(calls("count the sleeps until the camping trip, 10 April"), [
    { name: "countdowns_set", input: { title: "camping trip", date: "2026-04-10" } },
  ]);
  assert.deepEqual(calls("start counting the days to graduation on 2 July"), [
    { name: "countdowns_set", input: { title: "graduation", date: "2026-07-02" } },
  ]);
});

Deno.test("a holiday with its date repeated is titled by the holiday", () => {
  assert.deepEqual(calls("countdown to Christmas Eve, 24 December"), [
    { name: "countdowns_set", input: { title: "Christmas Eve", date: "2026-12-24" } },
  ]);
});

Deno.test("a misspelt countdown is still a countdown", () => {
  assert.deepEqual(calls("new coundown: dad's retirement, 30 June"), [
    { name: "countdowns_set", input: { title: "dad's retirement", date: "2026-06-30" } },
  ]);
});

Deno.test("asking what one counts down to lists the countdowns", () => {
  assert.deepEqual(calls("what are we counting down to"), [
    { name: "countdowns_list", input: {} },
  ]);
});

Deno.test("a countdown whose title names another kind of item is still removed", () => {
  assert.deepEqual(calls("end the birthday trip countdown"), [
    { name: "countdowns_remove", input: { countdown: "birthday trip" } },
  ]);
});

Deno.test("'no more countdown' and a removal with its reason after a comma remove it", () => {
  assert.deepEqual(calls("no more countdown to the exam"), [
    { name: "countdowns_remove", input: { countdown: "exam" } },
  ]);
  assert.deepEqual(calls("remove the countdown to the gig, the band split up"), [
    { name: "countdowns_remove", input: { countdown: "gig" } },
  ]);
});

Deno.test("a removal of 'that countdown' takes the item from the explanation", () => {
  assert.deepEqual(calls("the recital was moved to next year, delete that countdown"), [
    { name: "countdowns_remove", input: { countdown: "recital" } },
  ]);
  // Naming nothing anywhere, it is the one there is: the tool takes the only countdown, or asks
  // which when there are several.
  assert.deepEqual(calls("delete that countdown"), [
    { name: "countdowns_remove", input: { countdown: "the countdown" } },
  ]);
});

Deno.test("a holiday named beside a day said in full, on another day, is part of the title", () => {
  assert.deepEqual(calls("start a countdown to our Easter camping trip, 10 April"), [
    { name: "countdowns_set", input: { title: "our Easter camping trip", date: "2026-04-10" } },
  ]);
});

Deno.test("countdowns asked for in the plural are one per thing, never one named by both", () => {
  assert.deepEqual(calls("start countdowns to the move on 5 June and our holiday on 9 July"), [
    { name: "countdowns_set", input: { title: "move", date: "2026-06-05" } },
    { name: "countdowns_set", input: { title: "our holiday", date: "2026-07-09" } },
  ]);
  assert.deepEqual(calls("set countdowns for Halloween and Bonfire Night"), [
    { name: "countdowns_set", input: { title: "Halloween", date: "2026-10-31" } },
    { name: "countdowns_set", input: { title: "Bonfire Night", date: "2026-11-05" } },
  ]);
  // One day for two things: which is which is not guessed.
  assert.deepEqual(calls("set countdowns for the wedding and the honeymoon on 9 June"), []);
  // A second holiday is never the title of a countdown on the first's day.
  assert.deepEqual(calls("countdown to halloween and bonfire night"), []);
});

Deno.test("a holiday on the 1st of a month is a day said, not a month alone", () => {
  assert.deepEqual(calls("countdown to New Year"), [
    { name: "countdowns_set", input: { title: "New Year", date: "2027-01-01" } },
  ]);
  assert.deepEqual(calls("countdown tae Hogmanay please").length <= 1, true);
  assert.deepEqual(calls("countdown to hogmanay"), [
    { name: "countdowns_set", input: { title: "Hogmanay", date: "2026-12-31" } },
  ]);
  // A month said alone is still no day.
  assert.deepEqual(calls("countdown to the move in June"), []);
});
