import assert from "node:assert/strict";
import { clauseWords, each, fits, read, type Shape, shapes, stepsOf, wordsOf } from "./_shapes.ts";
import {
  endsWithAny,
  findPhrase,
  isWhole,
  opensWith,
  restAfter,
  saidPlainly,
  shapeEnd,
  slotBefore,
  trimPhrases,
} from "./_shapes_spans.ts";

Deno.test("words keep where they are in the text, signs apart", () => {
  const text = "Lisbon trip: we leave, then";
  const ws = wordsOf(text);
  assert.deepEqual(ws.map((w) => w.w), ["lisbon", "trip", ":", "we", "leave", ",", "then"]);
  for (const w of ws) assert.equal(text.slice(w.index, w.end), w.raw);
  assert.ok(ws[0]!.cap && !ws[1]!.cap && ws[2]!.punct);
  assert.deepEqual(clauseWords("what's on, tomorrow?").map((w) => w.raw), [
    "what's",
    "on",
    "tomorrow",
  ]);
});

Deno.test("a step may be left out, said as a run, or any word", () => {
  const shape: Shape = ["how many", "?more", "days", "*left|to go", "until"];
  assert.ok(opensWith(wordsOf("how many days until Christmas"), [shape]));
  assert.ok(opensWith(wordsOf("how many more days left to go until it"), [shape]));
  assert.ok(!opensWith(wordsOf("how many weeks until it"), [shape]));
  assert.equal(shapeEnd(wordsOf("which trip am I on"), 0, ["which ~", "am i"]), 4);
  assert.equal(shapeEnd(wordsOf("which 3 am I on"), 0, ["which ~", "am i"]), 4);
  assert.equal(shapeEnd(wordsOf("which 3 am I on"), 0, ["which _", "am i"]), -1);
});

Deno.test("an empty phrase leaves a step out where it is written", () => {
  const ws = wordsOf("staying two extra days");
  // "?~" takes a word when it can; "|~" leaves it out first.
  assert.equal(shapeEnd(ws, 0, ["staying", "?~"]), 2);
  assert.equal(shapeEnd(ws, 0, ["staying", "|~"]), 1);
  assert.equal(shapeEnd(ws, 0, ["staying", "|~", "|~", "extra"]), 3);
});

Deno.test("the descriptions' notation: a plural, and a hyphen said as one or two words", () => {
  for (const text of ["countdowns", "count-down", "countdown", "count down"]) {
    assert.ok(isWhole(wordsOf(text), ["count-down(s)"]), text);
  }
  assert.ok(!isWhole(wordsOf("counts"), ["count-down(s)"]));
  assert.ok(endsWithAny(wordsOf("delete the wedding countdowns"), ["countdown(s)"]));
});

Deno.test("^ is a word written with a capital; x's a word said with its possessive", () => {
  const shape: Shape = ["^", "?^", "trip"];
  assert.ok(isWhole(wordsOf("New York trip"), shape));
  assert.ok(!isWhole(wordsOf("new york trip"), shape));
  const role = shapes([["my", "_'s"]]);
  assert.ok(fits("my dentist's", role));
  assert.ok(!fits("my dentist", role));
  assert.ok(fits("what's on today", shapes([["what's", "on"]]), "start"));
});

Deno.test("steps end where they are said, backtracking when a later step needs it", () => {
  const ws = wordsOf("i am off on holiday to Crete");
  const bounds = stepsOf(ws, ["i", "*am", "off|off on holiday", "to"]);
  assert.deepEqual(bounds, [1, 2, 5, 6]);
});

Deno.test("the words after a shape, and a slot before a tail said to the end", () => {
  const text = "count the days to  the move, 4 May";
  const at = restAfter(text, wordsOf(text), ["count the days", "to"]);
  assert.equal(text.slice(at), "the move, 4 May");
  const ws = wordsOf("take New York off my trips");
  assert.equal(slotBefore(ws, 1, ["off", "my", "trips"]), 3);
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

Deno.test("a clause fits whole, from its start, up to its end or anywhere; signs aside", () => {
  const advice = shapes([["should", "i|we"], ["what is|what's", "?a|an", "good|nice"]]);
  assert.ok(fits("should I buy a car?", advice, "start"));
  assert.ok(fits("what's a good present", advice, "start"));
  assert.ok(!fits("should I buy a car?", advice));
  const end = shapes([["in|on|at", "the"]]);
  assert.ok(fits("put it in the", end, "end"));
  assert.ok(fits("it is in the, ", end, "end"));
  assert.ok(!fits("in the box", end, "end"));
  assert.ok(fits("show me all the tasks", shapes([["all|every"]]), "anywhere"));
});

Deno.test("slots are read as typed, the fewest words that let the rest be said", () => {
  const unneeded = shapes([["i|we", "don't need|do not need", "{x}", "?any more|anymore"]]);
  assert.deepEqual(read("I don't need Aunt May's birthday any more", unneeded), [
    "Aunt May's birthday",
  ]);
  const change = shapes([["change|move", "{what}", "to", "{day}"]]);
  assert.deepEqual(read("change the dentist to Friday, 3pm", change), [
    "the dentist",
    "Friday, 3pm",
  ]);
  assert.equal(read("change it", change), null);
});

Deno.test("'!' is one word that is none of its words; '...' any words", () => {
  const can = shapes([["can you", "!tell|show", "..."]]);
  assert.ok(fits("can you add milk", can));
  assert.ok(!fits("can you tell me the time", can));
  assert.ok(!fits("can you", can));
  assert.equal(each("about|of", "me|myself"), "about me|about myself|of me|of myself");
});
