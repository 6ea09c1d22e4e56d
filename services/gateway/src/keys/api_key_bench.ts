import { Fingerprinter, generateApiKey, isWellFormedApiKey } from "./api_key.ts";

const key = generateApiKey();
const mistyped = key.slice(0, -1) + (key.endsWith("a") ? "b" : "a");
const fingerprinter = new Fingerprinter("bench-pepper-0123456789abcdefghijklmnop");

Deno.bench(
  "isWellFormedApiKey() on a valid key (every request pays this)",
  { group: "shape" },
  () => {
    isWellFormedApiKey(key);
  },
);

Deno.bench(
  "isWellFormedApiKey() on a mistyped key (refused without a lookup)",
  { group: "shape" },
  () => {
    isWellFormedApiKey(mistyped);
  },
);

Deno.bench("Fingerprinter.fingerprint() (HMAC-SHA256 before each lookup)", async () => {
  await fingerprinter.fingerprint(key);
});

Deno.bench("generateApiKey()", () => {
  generateApiKey();
});
