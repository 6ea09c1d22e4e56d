import assert from "node:assert/strict";
import { toBase64 } from "./digest.ts";
import { SecretBox, SecretDecryptError, SecretKeyError } from "./secret_box.ts";

function randomKey(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32)));
}

const AAD = "4b1f1c7e-8d0f-4a53-9a53-0c7c5d1e2f3a:todoist";
const TOKEN = "0123456789abcdef0123456789abcdef01234567";

Deno.test("SecretBox decrypts what it encrypted, including non-ASCII text", async () => {
  const box = SecretBox.fromBase64Key(randomKey());
  for (const secret of [TOKEN, "", "héllo wörld 🙂"]) {
    const { ciphertext, iv } = await box.encrypt(secret, AAD);
    assert.equal(await box.decrypt(ciphertext, iv, AAD), secret);
  }
});

Deno.test("SecretBox ciphertext does not contain the plaintext", async () => {
  const box = SecretBox.fromBase64Key(randomKey());
  const { ciphertext } = await box.encrypt(TOKEN, AAD);
  const asText = new TextDecoder("latin1").decode(ciphertext);
  assert.ok(!asText.includes(TOKEN.slice(0, 8)));
  assert.equal(ciphertext.length, TOKEN.length + 16, "AES-GCM adds a 16-byte tag");
});

Deno.test("SecretBox uses a fresh 12-byte IV for every encryption", async () => {
  const box = SecretBox.fromBase64Key(randomKey());
  const a = await box.encrypt(TOKEN, AAD);
  const b = await box.encrypt(TOKEN, AAD);
  assert.equal(a.iv.length, 12);
  assert.notDeepEqual(a.iv, b.iv);
  assert.notDeepEqual(a.ciphertext, b.ciphertext);
});

Deno.test("SecretBox refuses a ciphertext with one bit flipped", async () => {
  const box = SecretBox.fromBase64Key(randomKey());
  const { ciphertext, iv } = await box.encrypt(TOKEN, AAD);
  for (let i = 0; i < ciphertext.length; i += 7) {
    const tampered = Uint8Array.from(ciphertext);
    tampered[i] = tampered[i]! ^ 0x01;
    await assert.rejects(box.decrypt(tampered, iv, AAD), SecretDecryptError);
  }
  await assert.rejects(box.decrypt(ciphertext.slice(0, -1), iv, AAD), SecretDecryptError);
  await assert.rejects(box.decrypt(new Uint8Array(0), iv, AAD), SecretDecryptError);
});

Deno.test("SecretBox refuses a tampered or missized IV", async () => {
  const box = SecretBox.fromBase64Key(randomKey());
  const { ciphertext, iv } = await box.encrypt(TOKEN, AAD);
  const tampered = Uint8Array.from(iv);
  tampered[0] = tampered[0]! ^ 0x80;
  await assert.rejects(box.decrypt(ciphertext, tampered, AAD), SecretDecryptError);
  await assert.rejects(box.decrypt(ciphertext, iv.slice(0, 11), AAD), SecretDecryptError);
});

Deno.test("SecretBox refuses a ciphertext moved to another account or kind", async () => {
  const box = SecretBox.fromBase64Key(randomKey());
  const { ciphertext, iv } = await box.encrypt(TOKEN, AAD);
  await assert.rejects(
    box.decrypt(ciphertext, iv, "9e0c8a3b-0000-4000-8000-000000000000:todoist"),
    SecretDecryptError,
  );
  await assert.rejects(
    box.decrypt(ciphertext, iv, AAD.replace("todoist", "ics")),
    SecretDecryptError,
  );
});

Deno.test("SecretBox refuses a ciphertext made with another key", async () => {
  const sealed = await SecretBox.fromBase64Key(randomKey()).encrypt(TOKEN, AAD);
  const other = SecretBox.fromBase64Key(randomKey());
  const err = await other.decrypt(sealed.ciphertext, sealed.iv, AAD).then(
    () => assert.fail("decrypted with the wrong key"),
    (e: unknown) => e,
  );
  assert.ok(err instanceof SecretDecryptError);
  assert.ok(!String(err.message).includes(TOKEN));
});

Deno.test("SecretBox.fromBase64Key refuses keys that are not base64 of 32 bytes", () => {
  const short = btoa("x".repeat(16));
  const long = btoa("x".repeat(33));
  for (const key of ["", "not base64!", short, long, "a".repeat(44) + "==="]) {
    assert.throws(() => SecretBox.fromBase64Key(key), SecretKeyError, `accepted ${key}`);
  }
  assert.throws(() => SecretBox.fromBase64Key(short), /has 16 bytes, not 32/);
});

Deno.test("SecretBox.fromBase64Key accepts a key with surrounding whitespace", async () => {
  const key = randomKey();
  const a = SecretBox.fromBase64Key(`  ${key}\n`);
  const b = SecretBox.fromBase64Key(key);
  const sealed = await a.encrypt(TOKEN, AAD);
  assert.equal(await b.decrypt(sealed.ciphertext, sealed.iv, AAD), TOKEN);
});
