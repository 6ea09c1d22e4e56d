import assert from "node:assert/strict";
import Stripe from "stripe";
import { signatureHeader, verifyWebhookSignature } from "./signature.ts";

const stripe = new Stripe("sk_test_unused");
const SECRET = "whsec_0123456789abcdefABCDEF0123456789abcdefABC";
const BODY =
  '{"id":"e1","type":"reminder.fired","created_at":"2026-05-01T10:00:00.000Z","data":{}}';
const AT = new Date("2026-05-01T10:00:00Z");
const T = AT.getTime() / 1000;

Deno.test("signatureHeader() is the HMAC-SHA256 of t.body, in Stripe's scheme", async () => {
  const header = await signatureHeader([SECRET], T, BODY);
  // The same value from Stripe's own test helper: an independent implementation of the scheme.
  const expected = await stripe.webhooks.generateTestHeaderStringAsync({
    payload: BODY,
    secret: SECRET,
    timestamp: T,
  });
  assert.equal(header, expected);
});

Deno.test("verifyWebhookSignature() accepts any matching v1 and refuses everything else", async () => {
  const other = "whsec_other";
  const both = await signatureHeader([other, SECRET], T, BODY);
  const at = { now: AT };
  assert.ok(await verifyWebhookSignature(SECRET, both, BODY, at));
  assert.ok(await verifyWebhookSignature(other, both, BODY, at));
  assert.ok(!await verifyWebhookSignature("whsec_third", both, BODY, at));
  assert.ok(!await verifyWebhookSignature(SECRET, both, `${BODY} `, at), "a changed body");
  const single = await signatureHeader([SECRET], T, BODY);
  for (
    const hostile of [
      "",
      "garbage",
      single.replace(/^t=\d+,/, ""), // no timestamp
      single.replace(/,v1=.*/, ""), // no signature
      single.replace("v1=", "v0="), // another scheme
      single.replace(/v1=(.)/, "v1=X"), // one character changed
      single.slice(0, -1), // one character short
      single.replace(/^t=\d+/, `t=${T + 1}`), // another timestamp
      single.replace(/^t=\d+/, "t=1e9"),
      `t=${T},v1=`,
    ]
  ) {
    assert.ok(!await verifyWebhookSignature(SECRET, hostile, BODY, at), hostile);
  }
  // Spaces after commas, as some proxies write them, are tolerated.
  assert.ok(await verifyWebhookSignature(SECRET, both.replaceAll(",", ", "), BODY, at));
});

Deno.test("verifyWebhookSignature() accepts a timestamp within 5 minutes either way, and no further", async () => {
  const header = await signatureHeader([SECRET], T, BODY);
  const shifted = (s: number) => ({ now: new Date(AT.getTime() + s * 1000) });
  assert.ok(await verifyWebhookSignature(SECRET, header, BODY, shifted(300)));
  assert.ok(await verifyWebhookSignature(SECRET, header, BODY, shifted(-300)));
  assert.ok(!await verifyWebhookSignature(SECRET, header, BODY, shifted(301)));
  assert.ok(!await verifyWebhookSignature(SECRET, header, BODY, shifted(-301)));
  assert.ok(
    await verifyWebhookSignature(SECRET, header, BODY, {
      ...shifted(3600),
      toleranceSeconds: 3600,
    }),
  );
});
