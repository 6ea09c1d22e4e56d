import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

Deno.test("the thing said settled first ('the X has been signed'), then 'dismiss that one'", () => {
  const cases: [string, string][] = [
    ["the lease has been signed, so you can dismiss that one", "lease"],
    ["the invoice was paid, so dismiss that one", "invoice"],
    ["the deposit has been returned, so dismiss that one", "deposit"],
  ];
  for (const [text, followup] of cases) {
    assert.deepEqual(
      calls(text),
      [{ name: "email_followups_dismiss", input: { followup } }],
      text,
    );
  }
});

Deno.test("a department answered ('legal sent X back', 'HR replied about X'), then 'stop tracking that follow-up'", () => {
  const cases: [string, string][] = [
    ["finance sent the receipts back, stop tracking that follow-up", "receipts"],
    ["the plumber sent the invoice over, so drop that follow-up", "invoice"],
    ["hr got back to me on the leave form, dismiss it", "leave form"],
    ["payroll replied about the overtime, you can dismiss that follow-up", "overtime"],
  ];
  for (const [text, followup] of cases) {
    assert.deepEqual(
      calls(text),
      [{ name: "email_followups_dismiss", input: { followup } }],
      text,
    );
  }
});

Deno.test("a follow-up let go is dismissed; 'got any follow-ups' and 'pending from' ask for them", () => {
  const dismissed: [string, string][] = [
    ["Priya got back to me about the venue so you can let that follow-up go", "venue"],
    ["the bank replied about the mortgage, let that follow-up go", "mortgage"],
    ["you can let the boiler quote follow-up go", "boiler quote"],
  ];
  for (const [text, followup] of dismissed) {
    assert.deepEqual(calls(text), [{ name: "email_followups_dismiss", input: { followup } }], text);
  }
  assert.deepEqual(calls("let the dog go"), []);
  for (
    const text of [
      "got any follow ups that are due tomorrow",
      "got any follow-ups",
      "anything pending from the plumber?",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "email_followups_list", input: {} }], text);
  }
  assert.deepEqual(calls("anything pending?"), []);
});

Deno.test("a follow-up dismissed, then who settled it said without a comma", () => {
  const cases: [string, string][] = [
    ["dismiss the follow up about the car inspection the garage called me", "car inspection"],
    ["drop the follow-up about the roof quote the builder rang me", "roof quote"],
    ["clear the followup about the deposit the landlord emailed me", "deposit"],
  ];
  for (const [text, followup] of cases) {
    assert.deepEqual(
      calls(text),
      [{ name: "email_followups_dismiss", input: { followup } }],
      text,
    );
  }
  // Said of no follow-up, it is no dismissal.
  assert.deepEqual(calls("dismiss the reminder about the car inspection the garage called me"), []);
});

Deno.test("the follow-ups asked for by who owes the reply: 'show pending follow-ups from X'", () => {
  for (
    const text of [
      "show pending follow-ups from the school",
      "list my open follow ups from Parkview Primary",
      "show me all my follow-ups from the bank",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "email_followups_list", input: {} }], text);
  }
  assert.deepEqual(calls("show pending invoices from the school"), []);
});

Deno.test("what came settled it ('the bond refund came through'), then 'clear that follow-up'", () => {
  const cases: [string, string][] = [
    ["bond refund came through, clear that follow-up", "bond refund"],
    ["the deposit came in, you can drop the follow-up", "deposit"],
    ["the signed lease arrived, dismiss it", "signed lease"],
    ["my visa got approved - you can drop that follow-up", "visa"],
  ];
  for (const [text, followup] of cases) {
    assert.deepEqual(calls(text), [{ name: "email_followups_dismiss", input: { followup } }], text);
  }
  // What came, said alone, asks for nothing.
  assert.deepEqual(calls("bond refund came through"), []);
});

Deno.test("a follow-up let be: named, then 'leave it' or 'let it go'", () => {
  const cases: [string, string][] = [
    ["the follow up on the school fees, leave it, they paid", "school fees"],
    ["the follow-up about the gas bill, let it go", "gas bill"],
    ["I'm not going to chase the deck quote anymore, let it go", "deck quote"],
    ["we are not going to follow up with the landlord again", "landlord"],
  ];
  for (const [text, followup] of cases) {
    assert.deepEqual(calls(text), [{ name: "email_followups_dismiss", input: { followup } }], text);
  }
  // "leave it for now" lets nothing go; a follow-up asked about is a question, never dismissed.
  assert.deepEqual(calls("the follow-up on the lease, leave it for now"), []);
  assert.deepEqual(calls("the school tour, leave it"), []);
  assert.deepEqual(calls("the follow-up about the gas bill?"), [
    { name: "email_followups_list", input: {} },
  ]);
});

Deno.test("a follow-up needed no more, texted ('no need 2 follow up w …')", () => {
  const cases: [string, string][] = [
    ["no need 2 follow up w the roofer anymore", "roofer"],
    ["no need to follow up w the landlord", "landlord"],
    ["no need 2 follow up on the visa form thx", "visa form"],
  ];
  for (const [text, followup] of cases) {
    assert.deepEqual(calls(text), [{ name: "email_followups_dismiss", input: { followup } }], text);
  }
  // "2" stays a number anywhere else.
  assert.deepEqual(calls("no need 2 buy milk"), []);
});

Deno.test("a fact, then 'so that X follow-up can go'; the one not meant said first", () => {
  const cases: [string, string][] = [
    ["I've heard from the council so that parking permit follow-up can go", "parking permit"],
    ["the roofer rang, so that quote follow up can be dismissed", "quote"],
    ["not the gas one, drop the follow-up about the electricity bill", "electricity bill"],
    ["not the tax return one, dismiss the refund query follow-up", "refund query"],
  ];
  for (const [text, followup] of cases) {
    assert.deepEqual(calls(text), [{ name: "email_followups_dismiss", input: { followup } }], text);
  }
  assert.deepEqual(calls("call the council so that parking permit can go"), []);
  assert.deepEqual(calls("not the blue one, dismiss it"), []);
});

Deno.test("two settled together, then 'clear both': each follow-up dismissed", () => {
  const cases: [string, string[]][] = [
    ["the venue and the caterer both answered, clear both follow-ups", ["venue", "caterer"]],
    ["the plumber and the roofer both rang, dismiss both of them", ["plumber", "roofer"]],
    ["Ana and Tom both got back to me, clear both follow-ups", ["Ana", "Tom"]],
    ["the landlord and the agent both replied, drop them both", ["landlord", "agent"]],
    // "both" names neither of them.
    ["the bank and the school both emailed back, close those follow-ups", ["bank", "school"]],
  ];
  for (const [text, refs] of cases) {
    assert.deepEqual(
      calls(text),
      refs.map((followup) => ({ name: "email_followups_dismiss", input: { followup } })),
      text,
    );
  }
  // Settled, but not asked to clear: nothing.
  assert.deepEqual(
    calls("the venue and the caterer both answered, don't clear the follow-ups yet"),
    [],
  );
  assert.deepEqual(calls("the venue and the caterer both answered"), []);
});
