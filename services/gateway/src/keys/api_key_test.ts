import assert from "node:assert/strict";
import {
  Fingerprinter,
  generateApiKey,
  isWellFormedApiKey,
  KEY_LENGTH,
  KEY_PREFIX,
} from "./api_key.ts";

Deno.test("generateApiKey() makes asst_ keys of fixed length that pass their checksum", () => {
  for (let i = 0; i < 200; i++) {
    const key = generateApiKey();
    assert.ok(key.startsWith(KEY_PREFIX));
    assert.equal(key.length, KEY_LENGTH);
    assert.match(key, /^asst_[0-9A-Za-z]+$/);
    assert.ok(isWellFormedApiKey(key), key);
  }
});

Deno.test("generateApiKey() never repeats itself", () => {
  const keys = new Set(Array.from({ length: 1000 }, generateApiKey));
  assert.equal(keys.size, 1000);
});

Deno.test("isWellFormedApiKey() rejects a key with one character changed", () => {
  const key = generateApiKey();
  let rejected = 0;
  for (let i = KEY_PREFIX.length; i < key.length; i++) {
    const c = key[i] === "a" ? "b" : "a";
    if (!isWellFormedApiKey(key.slice(0, i) + c + key.slice(i + 1))) rejected++;
  }
  assert.equal(rejected, key.length - KEY_PREFIX.length);
});

Deno.test("isWellFormedApiKey() rejects other prefixes, lengths and characters", () => {
  const key = generateApiKey();
  for (
    const bad of [
      "",
      KEY_PREFIX,
      key.slice(0, -1),
      key + "a",
      key.replace(KEY_PREFIX, "sk_"),
      key.replace(KEY_PREFIX, "ASST_"),
      key.slice(0, 10) + "-" + key.slice(11),
      ` ${key}`,
      "asst_" + "a".repeat(10_000),
    ]
  ) {
    assert.equal(isWellFormedApiKey(bad), false, bad.slice(0, 50));
  }
});

Deno.test("Fingerprinter gives the same key the same fingerprint, and depends on the pepper", async () => {
  const key = generateApiKey();
  const a = new Fingerprinter("pepper-one-xxxxxxxxxxxxxxxxxxxxxxxx");
  const b = new Fingerprinter("pepper-two-xxxxxxxxxxxxxxxxxxxxxxxx");
  assert.equal(await a.fingerprint(key), await a.fingerprint(key));
  assert.match(await a.fingerprint(key), /^[0-9a-f]{64}$/);
  assert.notEqual(await a.fingerprint(key), await b.fingerprint(key));
  assert.notEqual(await a.fingerprint(key), await a.fingerprint(generateApiKey()));
  assert.ok(!(await a.fingerprint(key)).includes(key.slice(5, 15)));
});
