import assert from "node:assert/strict";
import { hmacSha256, sha256, toHex } from "./digest.ts";

Deno.test("sha256() and toHex() give the standard digest of UTF-8 text", async () => {
  assert.equal(
    toHex(await sha256("abc")),
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
  assert.equal((await sha256("é")).length, 32);
});

Deno.test("hmacSha256() matches RFC 4231 test case 2", async () => {
  assert.equal(
    toHex(await hmacSha256("Jefe", "what do ya want for nothing?")),
    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
  );
});
