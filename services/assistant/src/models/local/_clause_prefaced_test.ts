import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Wednesday 11 March 2026, 09:30 in Paris (UTC+1). */
const PARIS: IntentContext = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string): ToolCall[] {
  return parseToolIntent(text, PARIS);
}

function names(text: string): string[] {
  return calls(text).map((c) => c.name);
}

Deno.test("an item named, then a request pointing back that reads with it, is no list asked", () => {
  for (
    const text of [
      "that reminder for the school run, move it to Monday 7am",
      "the reminder about the bins, move it to Friday at 8am",
      "the reminder for the braai charcoal, move it to Saturday 5pm instead",
    ]
  ) {
    assert.deepEqual(names(text), ["reminders_cancel", "reminders_create"], text);
  }
  // Said without the new time, nothing runs: no list shown in place of the change.
  assert.deepEqual(calls("the reminder about the bins, move it"), []);
  // Named, then cleared: still the one reminder cancelled.
  assert.deepEqual(calls("the reminder about the bins, clear it"), [
    { name: "reminders_cancel", input: { reminder: "bins" } },
  ]);
});

Deno.test("the kind named right after 'any' is the one asked about", () => {
  assert.deepEqual(names("any keepsakes from our trip to Kerry?"), ["keepsakes_list"]);
  assert.deepEqual(names("any notes about the Lisbon trip?"), ["notes_list"]);
  assert.deepEqual(names("any reminders about my birthday?"), ["reminders_list"]);
  assert.deepEqual(names("any countdowns to my trip?"), ["countdowns_list"]);
  // Asked about trips, a countdown named after is what they are about.
  assert.deepEqual(names("any trips with a countdown?"), ["trips_list"]);
});

Deno.test("an apology or a statement before '…, but <request>' is no request", () => {
  assert.deepEqual(calls("sorry to bother you, remind me at 6 to call mum"), [
    { name: "reminders_create", input: { text: "call mum", at: "2026-03-11T18:00:00+01:00" } },
  ]);
  assert.deepEqual(calls("sorry, I know it's a lot, but add milk to the shopping list"), [
    { name: "shopping_add", input: { items: ["milk"] } },
  ]);
  assert.deepEqual(calls("I know it's late, but remind me at 6 to call mum"), [
    { name: "reminders_create", input: { text: "call mum", at: "2026-03-11T18:00:00+01:00" } },
  ]);
  assert.deepEqual(
    calls("Sorry to be a pain, could you write down that the bins go out on Thursdays?"),
    [{ name: "notes_create", input: { text: "the bins go out on Thursdays" } }],
  );
  // Look-alikes: "sorry" inside what is noted stays; an apology alone, or a "but" that refuses,
  // asks for nothing.
  assert.deepEqual(calls("note that sorry is the hardest word"), [
    { name: "notes_create", input: { text: "sorry is the hardest word" } },
  ]);
  assert.deepEqual(calls("sorry, delete that"), []);
  assert.deepEqual(calls("the milk is off, but don't take it off the list"), []);
});

Deno.test("a removal said as a fact after a bare 'so' is the request", () => {
  const rice = calls("Dad brought a bag of rice from the shop so we don't need it any more");
  assert.deepEqual(rice.map((c) => c.name), ["shopping_remove"]);
  assert.match(String((rice[0]!.input.items as string[])[0]), /rice/u);
  assert.deepEqual(calls("the neighbours gave us eggs so we don't need any eggs"), [
    { name: "shopping_remove", input: { items: ["eggs"] } },
  ]);
  const coffee = calls(
    "found a jar of coffee at the back of the cupboard so we don't need it after all",
  );
  assert.deepEqual(coffee.map((c) => c.name), ["shopping_remove"]);
  assert.doesNotMatch(JSON.stringify(coffee), /cupboard/u);
  // Look-alike: what is not needed is a doing, no thing on a list.
  assert.deepEqual(calls("we're going out so we don't need to cook"), []);
});

Deno.test("a last part that only tells, said without its subject, is an aside", () => {
  assert.deepEqual(
    calls("dont need the reminder to renew the car tax any more, paid it online"),
    [{ name: "reminders_cancel", input: { reminder: "renew car tax" } }],
  );
  assert.deepEqual(calls("take the milk off the list, bought some earlier"), [
    { name: "shopping_remove", input: { items: ["milk"] } },
  ]);
  assert.deepEqual(
    calls("dont need the reminder about the library books any more, returned them yesterday"),
    [{ name: "reminders_cancel", input: { reminder: "library books" } }],
  );
  // Look-alike: the aside adds nothing to the item.
  assert.deepEqual(calls("add milk to the list, finished the last of it"), [
    { name: "shopping_add", input: { items: ["milk"] } },
  ]);
});

Deno.test("'dismiss' pointing back at a statement dismisses a follow-up", () => {
  assert.deepEqual(calls("the builder's quote is sorted, dismiss that one"), [
    { name: "email_followups_dismiss", input: { followup: "builder quote" } },
  ]);
  assert.deepEqual(calls("the boiler warranty one is sorted, so dismiss it"), [
    { name: "email_followups_dismiss", input: { followup: "boiler warranty" } },
  ]);
  assert.deepEqual(calls("Lucy replied, dismiss this one too"), [
    { name: "email_followups_dismiss", input: { followup: "Lucy" } },
  ]);
  // Look-alikes: with nothing before it, "that one" names nothing; a kind named is kept.
  assert.deepEqual(calls("dismiss that one"), []);
  assert.deepEqual(calls("I've done it, dismiss the reminder"), []);
});

Deno.test("a second request dictated without a joining word starts a new one", () => {
  assert.deepEqual(
    names("put dentist in my calendar friday at 3 email ana@example.com saying I'll be late"),
    ["propose_action", "propose_action"],
  );
  assert.deepEqual(
    calls("email ana@example.com saying I'll be late remind me at 5 to call mum")[1],
    { name: "reminders_create", input: { text: "call mum", at: "2026-03-11T17:00:00+01:00" } },
  );
  assert.deepEqual(calls("remind me at 5 to call mum add milk to the shopping list"), [
    { name: "reminders_create", input: { text: "call mum", at: "2026-03-11T17:00:00+01:00" } },
    { name: "shopping_add", input: { items: ["milk"] } },
  ]);
  assert.deepEqual(
    names("note that the bins go out on thursday remind me at 7 to take them out"),
    ["notes_create", "reminders_create"],
  );
  // Look-alikes: what someone is asked to do stays in the email; what someone will do, in what
  // is noted or reminded; a contact's detail is no email.
  assert.deepEqual(names("email ana@example.com saying please remind me at 5 to call mum"), [
    "propose_action",
  ]);
  assert.ok(!names("note that Sam will add milk to the shopping list").includes("shopping_add"));
  assert.ok(
    !names("remind me to tell Tom to add milk to the shopping list").includes("shopping_add"),
  );
  assert.deepEqual(names("new contact Priya Shah email priya@shah.example"), ["contacts_create"]);
});
