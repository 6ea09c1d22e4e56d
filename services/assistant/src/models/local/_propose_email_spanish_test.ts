import assert from "node:assert/strict";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";
import { emailed } from "./_intent_test_util.ts";

/** Friday 16 January 2026, 12:40 in Mexico City. */
const MEXICO: IntentContext = {
  now: new Date("2026-01-16T18:40:00Z"),
  timezone: "America/Mexico_City",
};

const emailedIn = (text: string) => emailed(text, MEXICO);

Deno.test("an email asked in Spanish or Portuguese, to an address, saying what follows 'que'", () => {
  assert.deepEqual(emailedIn("envía un correo a marco@x.example diciendo que llego tarde"), {
    to: ["marco@x.example"],
    body: "Llego tarde",
  });
  assert.deepEqual(
    emailedIn("mándale un email a ana@x.example diciéndole que la cena es a las 8"),
    { to: ["ana@x.example"], body: "La cena es a las 8" },
  );
  assert.deepEqual(emailedIn("mande um email para pedro@x.example dizendo que chego amanhã"), {
    to: ["pedro@x.example"],
    body: "Chego amanhã",
  });
  // No message said: nothing is sent.
  for (
    const t of [
      "manda un correo a marco@x.example",
      "manda un correo a marco@x.example sobre la cena",
    ]
  ) {
    assert.deepEqual(parseToolIntent(t, MEXICO), [], t);
  }
});
