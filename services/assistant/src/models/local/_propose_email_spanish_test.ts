import assert from "node:assert/strict";
import { type IntentContext, parseToolIntent } from "./tool_intent.ts";

/** Friday 16 January 2026, 12:40 in Mexico City. */
const MEXICO: IntentContext = {
  now: new Date("2026-01-16T18:40:00Z"),
  timezone: "America/Mexico_City",
};

function emailed(text: string): { to: string[]; body: string } {
  const calls = parseToolIntent(text, MEXICO);
  assert.equal(calls.length, 1, `"${text}" gives one call, not ${JSON.stringify(calls)}`);
  const email = (calls[0]!.input as { email: { to: string[]; body: string } }).email;
  return { to: email.to, body: email.body };
}

Deno.test("an email asked in Spanish or Portuguese, to an address, saying what follows 'que'", () => {
  assert.deepEqual(emailed("envía un correo a marco@x.example diciendo que llego tarde"), {
    to: ["marco@x.example"],
    body: "Llego tarde",
  });
  assert.deepEqual(
    emailed("mándale un email a ana@x.example diciéndole que la cena es a las 8"),
    { to: ["ana@x.example"], body: "La cena es a las 8" },
  );
  assert.deepEqual(emailed("mande um email para pedro@x.example dizendo que chego amanhã"), {
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
