import assert from "node:assert/strict";
import { parseToolIntent, readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

function saved(text: string): string | undefined {
  const [call, ...more] = calls(text);
  assert.equal(more.length, 0, text);
  assert.equal(call?.name, "keepsakes_save", text);
  return call?.input.text as string;
}

Deno.test("a keepsake named after a saving verb, then its text after a colon or a dash", () => {
  assert.equal(saved("add a keepsake: Mia tied her own shoes"), "Mia tied her own shoes");
  assert.equal(
    saved("save a keepsake - the first tomato from the garden"),
    "the first tomato from the garden",
  );
  assert.equal(
    saved("create a new keepsake: Dad's 70th, everyone sang"),
    "Dad's 70th, everyone sang",
  );
  assert.equal(
    saved("make a keepsake out of this: the note Ivy left on the fridge"),
    "the note Ivy left on the fridge",
  );
});

Deno.test("a keepsake asked for in one sentence, its text in the next", () => {
  assert.equal(
    saved("Can you save a keepsake? We saw a whale off the coast"),
    "We saw a whale off the coast",
  );
  assert.equal(saved("please add a keepsake for me? Ben's first goal"), "Ben's first goal");
});

Deno.test("a keep verb with how or where it is kept, without the word keepsake", () => {
  assert.equal(saved("keep as a memory: the picnic at the lake"), "the picnic at the lake");
  assert.equal(
    saved("store this forever - Nana's laugh on the video"),
    "Nana's laugh on the video",
  );
  assert.equal(
    saved("hold on to this one for me: the card from the twins"),
    "the card from the twins",
  );
  assert.equal(
    saved("keep safe please: our first flat was on Elm Road"),
    "our first flat was on Elm Road",
  );
  // "keep: …" alone keeps only something said whole: "keep: going" is a saying.
  assert.deepEqual(calls("keep: going"), []);
  assert.equal(
    saved("keep: the ticket stub from our first gig"),
    "the ticket stub from our first gig",
  );
});

Deno.test("the keepsakes named before the text, with 'that' or a colon", () => {
  assert.equal(saved("add to my keepsakes that Mia read a whole book"), "Mia read a whole book");
  assert.equal(
    saved("put in my keepsakes - the ticket from the final"),
    "the ticket from the final",
  );
});

Deno.test("'keepsake' with a few words before its colon", () => {
  assert.equal(saved("keepsake please: Leo's first haircut"), "Leo's first haircut");
  assert.equal(saved("keepsake of the week: we all fell in the river"), "we all fell in the river");
  // A removal is not a keepsake's text.
  assert.equal(calls("keepsake forget: the river")[0]?.name, undefined);
});

Deno.test("'save as a keepsake' with the text after it", () => {
  assert.equal(
    saved("keep as a keepsake the ticket from our first concert"),
    "the ticket from our first concert",
  );
});

Deno.test("the keepsakes asked for as what was kept", () => {
  for (
    const text of [
      "let me see what I've saved",
      "show me the things we kept",
      "what are the memories I've kept",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "keepsakes_list", input: {} }], text);
  }
});

Deno.test("forgetting a keepsake: with a reason after it, 'the one about', no longer needed", () => {
  assert.deepEqual(calls("remove the poem keepsake, I have it printed anyway"), [
    { name: "keepsakes_forget", input: { keepsake: "poem" } },
  ]);
  assert.deepEqual(calls("forget the one about the snowman"), [
    { name: "keepsakes_forget", input: { keepsake: "snowman" } },
  ]);
  assert.deepEqual(calls("I don't need the keepsake about the old car anymore"), [
    { name: "keepsakes_forget", input: { keepsake: "old car" } },
  ]);
});

Deno.test("a question about what keepsakes are lists nothing", () => {
  for (
    const text of [
      "what is a keepsake?",
      "how do keepsakes work?",
      "what's the difference between keepsakes and notes",
    ]
  ) {
    assert.deepEqual(readToolIntent(text, PARIS), { calls: [], drafts: [], asks: [] }, text);
  }
});

Deno.test("kept 'for the memories', and the memories asked for", () => {
  assert.equal(
    saved("save this for the scrapbook: the ferry ride to Skye"),
    "the ferry ride to Skye",
  );
  assert.deepEqual(calls("what moments have we kept?"), [{ name: "keepsakes_list", input: {} }]);
  assert.deepEqual(calls("erase the keepsake about the ferry, we have photos"), [
    { name: "keepsakes_forget", input: { keepsake: "ferry" } },
  ]);
});

Deno.test("a keepsake asked for without its text asks what to keep, and nothing runs", () => {
  const intent = readToolIntent("could you add a new keepsake?", PARIS);
  assert.deepEqual(intent.calls, []);
  assert.deepEqual(intent.asks.map((a) => a.tool), ["keepsakes_save"]);
  // The text in the next sentence is the keepsake.
  assert.equal(
    saved("could you add a new keepsake? The twins learned to swim"),
    "The twins learned to swim",
  );
});

Deno.test("a keepsake said to be over, or forgotten about, is forgotten", () => {
  assert.deepEqual(calls("the ferry keepsake can go"), [
    { name: "keepsakes_forget", input: { keepsake: "ferry" } },
  ]);
  assert.deepEqual(calls("forget about the keepsake with the ferry ride"), [
    { name: "keepsakes_forget", input: { keepsake: "ferry ride" } },
  ]);
});

Deno.test("what follows a head of only keeping words is the keepsake", () => {
  const ctx = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };
  const cases: [string, string][] = [
    [
      "keep this one for me forever: Ada's first drawing of a cat",
      "Ada's first drawing of a cat",
    ],
    ["I'd like to treasure this: Dad's speech at the wedding", "Dad's speech at the wedding"],
    ["save this as a memory: the day we got the keys", "the day we got the keys"],
    // A dash ends the head too, and any verb of the group's saves with a word of keeping.
    ["record this memory - the first snow in the garden", "the first snow in the garden"],
    ["make a new keepsake - Ava's first steps", "Ava's first steps"],
  ];
  for (const [text, kept] of cases) {
    assert.deepEqual(parseToolIntent(text, ctx), [
      { name: "keepsakes_save", input: { text: kept } },
    ], text);
  }
  // "save:" or "remember:" alone keeps nothing dear: a contact, a note or a memory may be meant.
  assert.deepEqual(parseToolIntent("save: Ruth 07700 900222", ctx), []);
  assert.deepEqual(parseToolIntent("save the date: 3 May wedding", ctx), []);
  assert.deepEqual(
    parseToolIntent("remember: the bins go out on Tuesday", ctx).map((c) => c.name),
    [],
  );
});

Deno.test("a keepsake named by a thing kept, after a removal or a wish to let it go", () => {
  assert.deepEqual(calls("forget the penguin joke"), [
    { name: "keepsakes_forget", input: { keepsake: "penguin" } },
  ]);
  assert.deepEqual(calls("delete the wedding poem"), [
    { name: "keepsakes_forget", input: { keepsake: "wedding" } },
  ]);
  assert.deepEqual(calls("i really dont want to keep that message from jess anymore"), [
    { name: "keepsakes_forget", input: { keepsake: "message jess" } },
  ]);
  assert.deepEqual(calls("we just don't want to keep the drawing of the cat"), [
    { name: "keepsakes_forget", input: { keepsake: "drawing cat" } },
  ]);
  // Not a thing kept dear: nothing forgotten.
  assert.deepEqual(calls("i really dont want to keep the car"), []);
});

Deno.test("a keepsake said to be wrong, then what is right: forgotten and kept anew", () => {
  assert.deepEqual(calls("the recipe keepsake's wrong, it was nan's not gran's"), [
    { name: "keepsakes_forget", input: { keepsake: "recipe" } },
    { name: "keepsakes_save", input: { text: "nan's not gran's" } },
  ]);
  assert.deepEqual(calls("the keepsake about our first dance is wrong, it was Moon River"), [
    { name: "keepsakes_forget", input: { keepsake: "first dance" } },
    { name: "keepsakes_save", input: { text: "Moon River" } },
  ]);
  assert.deepEqual(calls("the beach keepsake is wrong"), []);
});

Deno.test("the keepsakes looked through are listed", () => {
  for (const text of ["browse my keepsakes", "let me flick through the keepsakes i saved"]) {
    assert.deepEqual(calls(text).map((c) => c.name), ["keepsakes_list"], text);
  }
  assert.deepEqual(calls("scroll through all my keepsakes please").map((c) => c.name), [
    "keepsakes_list",
  ]);
  // Looking through something else is no keepsake.
  assert.deepEqual(calls("browse the web for keepsake ideas"), []);
  assert.deepEqual(calls("scroll through my photos"), []);
});
