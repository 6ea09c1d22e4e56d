import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const NEW_YORK = { now: new Date("2026-11-01T01:15:00Z"), timezone: "America/New_York" };

function calls(text: string) {
  return readToolIntent(text, NEW_YORK).calls;
}

Deno.test("who answered, news, then the follow-up let go, said with no comma", () => {
  const cases: [string, string][] = [
    [
      "the daycare lady got back to me we got the spot you can take that follow up off",
      "daycare lady",
    ],
    ["the daycare lady got back to me you can take that follow up off", "daycare lady"],
    ["Mr Okafor got back to me you can drop that follow-up", "Mr Okafor"],
    ["the landlord emailed me back you can drop that follow-up", "landlord"],
    ["the school got back to us you can drop the followup", "school"],
    ["the vet called back you can take the follow up off", "vet"],
    ["the plumber replied you can remove the follow up", "plumber"],
  ];
  for (const [text, followup] of cases) {
    assert.deepEqual(
      calls(text),
      [{ name: "email_followups_dismiss", input: { followup } }],
      text,
    );
  }
});

Deno.test("a run-on reply that lets go of no follow-up dismisses none", () => {
  for (
    const text of [
      "the plumber got back to me you can take that reminder off",
      "the kids got back to me you can take the bins out",
      "the plumber got back to me you can take the afternoon off",
      "the plumber got back to me we got a quote",
      "the daycare lady got back to me we got the spot",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name === "email_followups_dismiss"), text);
  }
});

Deno.test("a question whether someone answered is no dismissal", () => {
  const read = calls("has the plumber got back to me you can drop the follow up");
  assert.ok(!read.some((c) => c.name === "email_followups_dismiss"), JSON.stringify(read));
});
