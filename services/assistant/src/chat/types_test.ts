import assert from "node:assert/strict";
import { secretShownOnce } from "./types.ts";

Deno.test("a new secret is in the reply once and never in the transcript, which keeps its hint", () => {
  const secret = "whsec_0123456789abcdef";
  const out = secretShownOnce(
    (shown) => `Signing secret:\n\n${shown}\n\nCopy it now.`,
    secret,
    "whsec_…",
  );
  assert.equal(out.text, `Signing secret:\n\n${secret}\n\nCopy it now.`);
  assert.equal(
    out.transcript_text,
    "Signing secret:\n\nwhsec_… (hidden: it was shown once)\n\nCopy it now.",
  );
  assert.ok(!out.transcript_text?.includes(secret));
});
