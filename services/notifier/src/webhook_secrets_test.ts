import assert from "node:assert/strict";
import { redactSecrets, toBase64 } from "@asst/shared";
import {
  generateWebhookSecret,
  WebhookKeyError,
  WebhookSecretDecryptError,
  WebhookSecrets,
} from "./webhook_secrets.ts";
import { TEST_KEY } from "../testing/test_env.ts";

Deno.test("generateWebhookSecret() gives whsec_ and 43 base62 characters, never twice the same", () => {
  const seen = new Set<string>();
  for (let i = 0; i < 500; i++) {
    const s = generateWebhookSecret();
    assert.match(s, /^whsec_[0-9A-Za-z]{43}$/);
    seen.add(s);
  }
  assert.equal(seen.size, 500);
  // Every character is one the log redaction masks, so a stray secret is hidden whole.
  const secret = generateWebhookSecret();
  assert.equal(redactSecrets(`x ${secret} y`), "x whsec_[redacted] y");
});

Deno.test("a sealed secret opens only for the same account and endpoint with the same key", async () => {
  const box = WebhookSecrets.fromBase64Key(TEST_KEY);
  const [account, endpoint] = [crypto.randomUUID(), crypto.randomUUID()];
  const secret = generateWebhookSecret();
  const sealed = await box.seal(secret, account, endpoint);
  assert.ok(!new TextDecoder().decode(sealed.ciphertext).includes(secret.slice(6)));
  assert.equal(await box.open(sealed, account, endpoint), secret);
  const again = await box.seal(secret, account, endpoint);
  assert.notDeepEqual(again.iv, sealed.iv, "a fresh IV each time");

  await assert.rejects(box.open(sealed, crypto.randomUUID(), endpoint), WebhookSecretDecryptError);
  await assert.rejects(box.open(sealed, account, crypto.randomUUID()), WebhookSecretDecryptError);
  const other = WebhookSecrets.fromBase64Key(
    toBase64(crypto.getRandomValues(new Uint8Array(32))),
  );
  await assert.rejects(other.open(sealed, account, endpoint), WebhookSecretDecryptError);
  const tampered = { ...sealed, ciphertext: sealed.ciphertext.map((b, i) => i === 0 ? b ^ 1 : b) };
  await assert.rejects(box.open(tampered, account, endpoint), WebhookSecretDecryptError);
  await assert.rejects(
    box.open({ ...sealed, iv: sealed.iv.slice(1) }, account, endpoint),
    WebhookSecretDecryptError,
  );
});

Deno.test("WebhookSecrets refuses a key that is not base64 of 32 bytes, without echoing it", () => {
  for (const key of ["", "not base64!", btoa("short"), btoa("x".repeat(33))]) {
    assert.throws(() => WebhookSecrets.fromBase64Key(key), (err: unknown) => {
      assert.ok(err instanceof WebhookKeyError);
      assert.ok(key === "" || !err.message.includes(key));
      return true;
    });
  }
});
