import assert from "node:assert/strict";
import { type IntentContext, readToolIntent } from "./tool_intent.ts";
import { notedNotSpent } from "./_expenses_noted.ts";

/** Wednesday 11 March 2026, 10:30 in Johannesburg: a bare "R" is rand. */
const JOBURG: IntentContext = {
  now: new Date("2026-03-11T08:30:00Z"),
  timezone: "Africa/Johannesburg",
};

const names = (text: string) => readToolIntent(text, JOBURG).calls.map((c) => c.name);

Deno.test("a fact noted or a note or keepsake named, with an amount in it, is never an expense", () => {
  const cases: [string, string[]][] = [
    ["Can you jot down that the plumber quoted R4 500 for the geyser", ["notes_create"]],
    ["note that the gardener charges R350 a visit", ["notes_create"]],
    ["write down that the school fees go up to R2 100 in April", ["notes_create"]],
    ["save this keepsake first king salmon Jack ever caught 22 pounds on the Kenai", [
      "keepsakes_save",
    ]],
    ["keepsake: Jack caught a 22 pound salmon", ["keepsakes_save"]],
  ];
  for (const [text, tools] of cases) {
    assert.deepEqual(names(text), tools, text);
  }
  const note = readToolIntent("jot down that the plumber quoted R4 500 for the geyser", JOBURG);
  assert.match(String(note.calls[0]?.input.text), /R4 500/u);
});

Deno.test("an amount noted with an expense's own words is still an expense", () => {
  for (
    const text of [
      "note down 18 euro for the taxi",
      "jot down 40 for the taxi yesterday",
      "save 12 euros for parking as an expense",
      "put down R85 for the car wash",
    ]
  ) assert.deepEqual(names(text), ["expenses_record"], text);
  assert.equal(notedNotSpent("note down 18 euro for the taxi"), false);
  assert.equal(notedNotSpent("put 30 quid for the train in my notes"), true);
});

Deno.test("an amount in an expense's own words is a second amount, not one the expense holds", () => {
  const johannesburg = { now: new Date("2026-07-31T05:45:00Z"), timezone: "Africa/Johannesburg" };
  const { calls } = readToolIntent(
    "Record R350 for airtime and R1 100 for diesel for the generator",
    johannesburg,
  );
  assert.deepEqual(calls.map((c) => c.input.amount), [350, 1100]);
  assert.ok(calls.every((c) => !String(c.input.description).includes("R1 100")));
});

Deno.test("amounts said in words of any size are read whole, or not at all", () => {
  const watch = readToolIntent(
    "watch https://shop.example/lg-c4 and ping me under one thousand two hundred dollars",
    JOBURG,
  ).calls;
  assert.equal(watch[0]?.input.target_price, 1200);
  const cases: [string, number][] = [
    ["spent two hundred and fifty euros on the hotel", 250],
    ["log twelve hundred quid for the laptop", 1200],
    ["paid a thousand pounds for the course", 1000],
    ["spent twenty five euros on lunch", 25],
  ];
  for (const [text, amount] of cases) {
    assert.equal(readToolIntent(text, JOBURG).calls[0]?.input.amount, amount, text);
  }
});

Deno.test('an expense labelled after it (", business") is that expense', () => {
  const london = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/London" };
  for (
    const text of [
      "£18.40 for train tickets to Swansea, business",
      "£18.40 for train tickets to Swansea - business expense",
    ]
  ) {
    const { calls } = readToolIntent(text, london);
    assert.deepEqual(calls.map((c) => [c.name, c.input.amount]), [["expenses_record", 18.4]], text);
  }
  // A reminder labelled so is no expense.
  const reminder = readToolIntent("remind me at 5 to email Jo, business", london).calls;
  assert.ok(reminder.every((c) => c.name !== "expenses_record"), JSON.stringify(reminder));
});

Deno.test("a business meal said bare, with its amount after, is an expense", () => {
  const adelaide = { now: new Date("2027-02-15T20:45:00Z"), timezone: "Australia/Adelaide" };
  const { calls } = readToolIntent(
    "business lunch w client at the Central Market, seventy-two dollars",
    adelaide,
  );
  assert.deepEqual(calls.map((c) => [c.name, c.input.amount, c.input.currency]), [
    ["expenses_record", 72, "AUD"],
  ]);
  // A business trip said bare is no expense of it.
  const trip = readToolIntent("business trip to Leeds 3 to 5 May", adelaide).calls;
  assert.deepEqual(trip.map((c) => c.name), ["trips_create"]);
});
