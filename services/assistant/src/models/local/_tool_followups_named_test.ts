import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

function dismissed(cases: [string, string][]): void {
  for (const [text, followup] of cases) {
    assert.deepEqual(
      calls(text),
      [{ name: "email_followups_dismiss", input: { followup } }],
      text,
    );
  }
}

Deno.test("a call settles a follow-up as a reply does ('X rang me about Y, drop that follow-up')", () => {
  dismissed([
    ["Jo phoned me back about the boiler, you can dismiss that follow-up", "boiler"],
    ["the plumber texted me about the leak so drop the follow-up", "leak"],
    ["Priya rang us about the venue, so you can clear that follow-up", "venue"],
  ]);
});

Deno.test("a follow-up named 'regarding', 'concerning', or as pending, with a reason after", () => {
  dismissed([
    [
      "dismiss the follow-up regarding the flat registration, the builder replied",
      "flat registration",
    ],
    ["please remove the follow-up concerning my tax code, HMRC wrote back", "tax code"],
    ["clear the outstanding follow-up about the van hire", "van hire"],
    ["remove the open follow-up with Dana", "Dana"],
  ]);
});

Deno.test("a follow-up named first, then 'clear it' (what settled it may come between)", () => {
  dismissed([
    ["the follow-up about the generator service, clear it", "generator service"],
    ["the follow-up about the school fees, you can drop it now", "school fees"],
    ["that follow-up about the church fete, Maria sorted it, get rid of it", "church fete"],
    ["you know the follow-up about the gas bill? Sam paid it, drop it", "gas bill"],
    ["y'know that follow-up about the roof quote? Dev sorted it, get rid of it", "roof quote"],
    ["we're no longer chasing the venue deposit, drop it", "venue deposit"],
  ]);
  // Not chasing, said without asking: nothing. Another kind named first is never read as a
  // countdown or a follow-up.
  assert.deepEqual(calls("I'm not chasing the sponsorship thing"), []);
  assert.deepEqual(
    calls("the reminder about the bins, clear it").filter((c) =>
      c.name.endsWith("_remove") || c.name.endsWith("_dismiss")
    ),
    [],
  );
});

Deno.test("the one meant said after the one not meant ('don't dismiss X, just the one about Y')", () => {
  dismissed([
    ["don't dismiss the landlord one, just the one about the parcel", "parcel"],
    ["do not dismiss the gym one, only the dentist one", "dentist"],
    ["don't clear the landlord follow-up, just the one with Priya", "Priya"],
  ]);
  // Only what not to dismiss: nothing.
  assert.deepEqual(calls("don't dismiss the landlord one"), []);
});

Deno.test("'am I meant to' asks, it puts nothing right ('which emails am I meant to chase')", () => {
  for (
    const text of [
      "which emails am I meant to be following up this week",
      "who am I supposed to be chasing today",
      "which threads am I supposed to follow up on",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "email_followups_list", input: {} }], text);
  }
  // "I meant" after what was said still puts it right.
  assert.deepEqual(calls("remind me at 5, I mean 6, to call Jo").map((c) => c.input.at), [
    "2026-03-11T18:00:00+01:00",
  ]);
});

Deno.test("a thing said with no kind's noun, then a bare 'clear it', removes nothing", () => {
  for (
    const text of [
      "the milk, clear it",
      "the dentist, cancel it",
      "the wedding, delete that",
      "the bins, remove it",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
  // Its kind said, the thing is that kind's.
  assert.deepEqual(calls("the wedding countdown, clear it"), [
    { name: "countdowns_remove", input: { countdown: "wedding" } },
  ]);
  assert.deepEqual(calls("I pulled out of the marathon, get rid of that countdown"), [
    { name: "countdowns_remove", input: { countdown: "marathon" } },
  ]);
  dismissed([["the follow-up about the bins, clear it", "bins"]]);
});

Deno.test("who answered, said as a pronoun, and the answering never name the follow-up", () => {
  // The one there is (the tool asks which when there are several), never "replied" or "me".
  for (
    const text of [
      "he replied, dismiss that follow-up",
      "they answered, so you can drop that follow-up",
      "she finally got back to me, so you can drop that follow-up",
      "they replied so that follow-up can go",
    ]
  ) {
    assert.deepEqual(calls(text), [
      { name: "email_followups_dismiss", input: { followup: "the follow-up" } },
    ], text);
  }
  // Said by name, who answered names it; what they answered about, when said, names it.
  dismissed([
    ["Ms Dunne finally replied so that follow-up can go", "Ms Dunne"],
    ["Mr Okafor answered, that follow-up can go", "Mr Okafor"],
    ["Tom got back to me about the lease so that follow-up can go", "lease"],
  ]);
});

Deno.test("'get rid of that follow-up' is a dismissal, never the list", () => {
  dismissed([
    ["Lena sent the contract, get rid of that follow-up", "contract"],
    ["the council wrote back about the permit, get rid of that follow-up", "permit"],
  ]);
  // Pointing at nothing said: nothing, not the list.
  assert.deepEqual(calls("get rid of that follow-up"), []);
  // The list is still got.
  assert.deepEqual(calls("get me my follow-ups"), [{ name: "email_followups_list", input: {} }]);
});
