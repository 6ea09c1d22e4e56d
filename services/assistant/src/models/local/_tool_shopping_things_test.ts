import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";

/** Friday 27 November 2026, 10:00 in London. */
const LONDON: IntentContext = { now: new Date("2026-11-27T10:00:00Z"), timezone: "Europe/London" };

/** What a message runs and what it asks. */
function read(text: string): { calls: ToolCall[]; asks: string[] } {
  const r = readToolIntent(text, LONDON);
  return { calls: r.calls, asks: r.asks.map((a) => a.tool) };
}

const removed = (...items: string[]): ToolCall => ({ name: "shopping_remove", input: { items } });
const nothing = { calls: [], asks: [] };

Deno.test("a word of time is never a shopping item: 'take the day off' removes nothing", () => {
  for (
    const text of [
      "take the day off",
      "take the week off",
      "take the afternoon off",
      "take the whole weekend off",
      "take the morning off tomorrow",
      "we don't need the weekend anymore",
    ]
  ) assert.deepEqual(read(text), nothing, text);
  // A thing named after a word of time is still a thing.
  assert.deepEqual(read("we don't need day cream anymore").calls, [removed("day cream")]);
  assert.deepEqual(read("take the milk off").calls, [removed("milk")]);
});

Deno.test("a person's detail is never a shopping item: 'I don't need Gary's number anymore'", () => {
  for (
    const text of [
      "I don't need Gary's number anymore",
      "I no longer need mum's address",
      "we don't need her email any more",
      "remove Gary's number from the list",
      "I don't need Priya's birthday anymore",
    ]
  ) assert.deepEqual(read(text).calls.filter((c) => c.name.startsWith("shopping")), [], text);
  assert.deepEqual(read("I don't need Gary's number anymore"), nothing);
  // A thing whose first word is one of those is still a thing.
  assert.deepEqual(read("we don't need address labels anymore").calls, [
    removed("address labels"),
  ]);
});

Deno.test("'take X off' with no list named takes off only a thing", () => {
  assert.deepEqual(read("take the coffee off").calls, [removed("coffee")]);
  assert.deepEqual(read("scratch the dog food off").calls, [removed("dog food")]);
  for (const text of ["take the dog off", "take the kids off", "take off early today"]) {
    assert.deepEqual(read(text), nothing, text);
  }
});

Deno.test("things are not tasks: a remove verb before things surely bought is the list's", () => {
  const fruit = removed("apples", "pears", "grapes");
  assert.deepEqual(read("strike apples pears and grapes off the list").calls, [fruit]);
  assert.deepEqual(read("strike apples, pears and grapes off the list").calls, [fruit]);
  assert.deepEqual(read("got the fruit already, strike apples pears and grapes").calls, [fruit]);
  assert.deepEqual(read("cross bananas and potatoes off the list").calls, [
    removed("bananas", "potatoes"),
  ]);
  // A task stays a task, and a to-do list named keeps its own reading.
  assert.deepEqual(read("tick off the report").calls, [
    { name: "tasks_complete", input: { task: "report" } },
  ]);
  assert.deepEqual(read("cross eggs off my to-do list").calls, [
    { name: "tasks_complete", input: { task: "eggs" } },
  ]);
  // Without "the", only things surely bought are struck.
  assert.deepEqual(read("strike bananas").calls, [removed("bananas")]);
  assert.deepEqual(read("strike the report"), nothing);
});

Deno.test("a run of things without commas after a remove verb is asked about unless each is sure", () => {
  for (
    const text of [
      "strike apples chocolate ice cream off the list",
      "remove kitchen sponges dish cloths and kitchen roll from the list",
    ]
  ) assert.deepEqual(read(text), { calls: [], asks: ["shopping_remove:apart"] }, text);
  assert.deepEqual(read("remove lemons limes and oranges from the shopping list").calls, [
    removed("lemons", "limes", "oranges"),
  ]);
});

Deno.test("a journey to a place is no thing to buy: 'to' or 'a' before a capitalised word runs nothing", () => {
  for (
    const text of [
      "add un viaje a Sevilla",
      "add flights to Rome to the shopping list",
      "put a weekend away a Lisboa on the list",
      "need train tickets to Leeds",
      "add una escapada a Granada",
    ]
  ) assert.deepEqual(read(text).calls, [], text);
  // An article after a quantity, or a brand, is still one thing to buy.
  assert.deepEqual(read("add half a Toblerone").calls, [
    { name: "shopping_add", input: { items: ["half a Toblerone"] } },
  ]);
  assert.deepEqual(read("add a Mars bar and milk").calls, [
    { name: "shopping_add", input: { items: ["Mars bar", "milk"] } },
  ]);
});

Deno.test("a place at home said after an item is where it is, no part of it", () => {
  const cases: [string, ToolCall][] = [
    [
      "found a jar of coffee at the back of the cupboard so take it off the list",
      removed("a jar of coffee"),
    ],
    ["found a tin of beans in the pantry, take it off the list", removed("a tin of beans")],
    [
      "we have loads of rice at the back of the cupboard so scratch it off the list",
      removed("rice"),
    ],
    ["I found some cheese in the fridge, take it off the list", removed("cheese")],
  ];
  for (const [text, call] of cases) assert.deepEqual(read(text).calls, [call], text);
  // A place that is part of the thing's name stays ("kitchen roll", "shelf brackets").
  assert.deepEqual(read("remove kitchen roll from the shopping list").calls, [
    removed("kitchen roll"),
  ]);
});

Deno.test("what holds a thing, said without the thing, is never put on the list", () => {
  for (const text of ["add a bottle to my shopping list", "add a box of eggs and a bag"]) {
    const read = readToolIntent(text, LONDON);
    assert.deepEqual(read.calls, [], `${text}: ${JSON.stringify(read)}`);
  }
  const kept = readToolIntent(
    "keep the name of that wine we loved, Kanonkop Pinotage, and add a bottle to my shopping list",
    LONDON,
  );
  assert.ok(kept.calls.every((c) => c.name !== "shopping_add"), JSON.stringify(kept));
  const named: [string, string][] = [
    ["add a water bottle to the list", "water bottle"],
    ["add two bottles of wine to the list", "two bottles of wine"],
    ["add bin bags", "bin bags"],
  ];
  for (const [text, item] of named) {
    assert.deepEqual(readToolIntent(text, LONDON).calls[0]?.input.items, [item], text);
  }
});

Deno.test("items said on after a purpose are never cut off with it", () => {
  for (
    const text of [
      "add eggs for the cake and flour to the list",
      "add flour and sugar for the cake and candles",
      "add eggs for Sunday's lunch and milk",
    ]
  ) {
    const found = readToolIntent(text, LONDON).calls;
    // Read whole or not at all: an item left behind the purpose is never lost.
    assert.ok(
      found.every((c) => c.name !== "shopping_add" || (c.input.items as string[]).length >= 2),
      `${text}: ${JSON.stringify(found)}`,
    );
  }
  assert.deepEqual(readToolIntent("add flour and sugar for the cake", LONDON).calls[0]?.input, {
    items: ["flour", "sugar"],
  });
});
