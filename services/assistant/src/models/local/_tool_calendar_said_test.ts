import assert from "node:assert/strict";
import {
  endsWithAny,
  findPhrase,
  isWhole,
  opensWith,
  restAfter,
  saidPlainly,
  type Shape,
  shapeEnd,
  slotBefore,
  stepsOf,
  trimPhrases,
  wordsOf,
} from "./_tool_calendar_said.ts";

Deno.test("words keep where they are in the text, signs apart", () => {
  const text = "Lisbon trip: we leave, then";
  const ws = wordsOf(text);
  assert.deepEqual(ws.map((w) => w.w), ["lisbon", "trip", ":", "we", "leave", ",", "then"]);
  for (const w of ws) assert.equal(text.slice(w.index, w.end), w.raw);
  assert.ok(ws[0]!.cap && !ws[1]!.cap && ws[2]!.punct);
});

Deno.test("a step may be left out, said as a run, or any word", () => {
  const shape: Shape = [["how many"], ["more", ""], ["days"], { many: ["left", "to go"] }, [
    "until",
  ]];
  assert.ok(opensWith(wordsOf("how many days until Christmas"), [shape]));
  assert.ok(opensWith(wordsOf("how many more days left to go until it"), [shape]));
  assert.ok(!opensWith(wordsOf("how many weeks until it"), [shape]));
  assert.equal(shapeEnd(wordsOf("which trip am I on"), 0, [["which *"], ["am i"]]), 4);
});

Deno.test("the descriptions' notation is read: a plural, and a hyphen said as one or two words", () => {
  for (const text of ["countdowns", "count-down", "countdown", "count down"]) {
    assert.ok(isWhole(wordsOf(text), [["count-down(s)"]]), text);
  }
  assert.ok(!isWhole(wordsOf("counts"), [["count-down(s)"]]));
  assert.ok(endsWithAny(wordsOf("delete the wedding countdowns"), ["countdown(s)"]));
});

Deno.test("{Name} is a word written with a capital", () => {
  const shape: Shape = [["{Name}"], ["{Name}", ""], ["trip"]];
  assert.ok(isWhole(wordsOf("New York trip"), shape));
  assert.ok(!isWhole(wordsOf("new york trip"), shape));
});

Deno.test("steps end where they are said, backtracking when a later step needs it", () => {
  const ws = wordsOf("i am off on holiday to Crete");
  const bounds = stepsOf(ws, [["i"], { many: ["am"] }, ["off", "off on holiday"], ["to"]]);
  assert.deepEqual(bounds, [1, 2, 5, 6]);
});

Deno.test("the words after a shape, and a slot before a tail said to the end", () => {
  const text = "count the days to  the move, 4 May";
  const at = restAfter(text, wordsOf(text), [["count the days"], ["to"]]);
  assert.equal(text.slice(at), "the move, 4 May");
  const ws = wordsOf("take New York off my trips");
  assert.equal(slotBefore(ws, 1, [["off"], ["my"], ["trips"]]), 3);
});

Deno.test("phrases found, trimmed at either end, and words said plainly", () => {
  assert.deepEqual(findPhrase(wordsOf("what is on next week"), ["next week", "week"]), {
    at: 3,
    end: 5,
  });
  assert.equal(trimPhrases("the wedding which is on", ["the"], ["which is", "on"]), "wedding");
  assert.equal(trimPhrases("on", [], ["on"]), "");
  const text = "schedule 'call with Ana' tomorrow";
  const ws = wordsOf(text);
  assert.ok(saidPlainly(text, ws, 2, 4));
  assert.ok(!saidPlainly(text, ws, 0, 2));
});
