import assert from "node:assert/strict";
import {
  constantTimeEqual,
  fromBase64,
  fromBase64Url,
  hmacSha256,
  sha256,
  sha256Hex,
  sha256HexSync,
  toBase64,
  toBase64Url,
  toHex,
} from "./digest.ts";

Deno.test("sha256() and toHex() give the standard digest of UTF-8 text", async () => {
  assert.equal(
    toHex(await sha256("abc")),
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
  assert.equal((await sha256("é")).length, 32);
});

Deno.test("sha256HexSync() gives the same digest as sha256Hex(), for any text", async () => {
  for (const text of ["", "abc", "é and 日本 and 🙂", "x".repeat(10_000)]) {
    assert.equal(sha256HexSync(text), await sha256Hex(text));
  }
  assert.equal(
    sha256HexSync("abc"),
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
});

Deno.test("hmacSha256() matches RFC 4231 test case 2", async () => {
  assert.equal(
    toHex(await hmacSha256("Jefe", "what do ya want for nothing?")),
    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
  );
});

Deno.test("sha256Hex() is the hex of sha256()", async () => {
  assert.equal(await sha256Hex("abc"), toHex(await sha256("abc")));
});

Deno.test("hmacSha256() matches RFC 4231 test case 1 (a binary key given as text)", async () => {
  // Key 0x0b × 20 is valid UTF-8, so the text key is the RFC's key.
  assert.equal(
    toHex(await hmacSha256("\x0b".repeat(20), "Hi There")),
    "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
  );
});

// RFC 4648 §10 test vectors.
const VECTORS: [string, string][] = [
  ["", ""],
  ["f", "Zg=="],
  ["fo", "Zm8="],
  ["foo", "Zm9v"],
  ["foob", "Zm9vYg=="],
  ["fooba", "Zm9vYmE="],
  ["foobar", "Zm9vYmFy"],
];

Deno.test("toBase64() and fromBase64() follow RFC 4648 §10", () => {
  const encoder = new TextEncoder();
  for (const [plain, encoded] of VECTORS) {
    assert.equal(toBase64(encoder.encode(plain)), encoded);
    assert.deepEqual(fromBase64(encoded), encoder.encode(plain));
    assert.deepEqual(fromBase64(encoded.replace(/=+$/, "")), encoder.encode(plain), "unpadded");
  }
});

Deno.test("toBase64Url() uses - and _ and no padding; fromBase64Url() reads it back", () => {
  const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0x01]);
  assert.equal(toBase64(bytes), "+/+/AQ==");
  assert.equal(toBase64Url(bytes), "-_-_AQ");
  assert.deepEqual(fromBase64Url("-_-_AQ"), bytes);
  assert.deepEqual(fromBase64Url("-_-_AQ=="), bytes);
  assert.equal(toBase64Url(new TextEncoder().encode("fooba")), "Zm9vYmE");
});

Deno.test("fromBase64() and fromBase64Url() refuse hostile input with null", () => {
  for (
    const bad of ["Z", "Zm9v\nYmFy", " Zm9v", "Zm9v!", "Zm9v===", "=Zm9", "Zm=9v", "\u00e9", "-_-_"]
  ) {
    assert.equal(fromBase64(bad), null, JSON.stringify(bad));
  }
  for (const bad of ["Z", "+/+/", "Zm9v YQ", "Zm9v%", "Zm9v==="]) {
    assert.equal(fromBase64Url(bad), null, JSON.stringify(bad));
  }
  assert.equal(fromBase64("A".repeat(1_000_001))?.length ?? null, null, "length 4n+1");
  assert.equal(fromBase64("A".repeat(1_000_000))?.length, 750_000);
});

Deno.test("constantTimeEqual() compares bytes and UTF-8 text exactly", () => {
  const a = new Uint8Array([1, 2, 3]);
  assert.equal(constantTimeEqual(a, new Uint8Array([1, 2, 3])), true);
  assert.equal(constantTimeEqual(a, new Uint8Array([1, 2, 4])), false);
  assert.equal(constantTimeEqual(a, new Uint8Array([1, 2])), false, "a prefix");
  assert.equal(constantTimeEqual(new Uint8Array([1, 2]), a), false, "a longer one");
  assert.equal(constantTimeEqual(new Uint8Array([]), new Uint8Array([])), true);
  assert.equal(constantTimeEqual(new Uint8Array([]), a), false);
  assert.equal(constantTimeEqual("whsec_é", "whsec_é"), true);
  assert.equal(constantTimeEqual("whsec_é", "whsec_e"), false);
  assert.equal(constantTimeEqual("abc", new TextEncoder().encode("abc")), true);
  assert.equal(constantTimeEqual("", "\u0000"), false, "a NUL is not nothing");
});
