import assert from "node:assert/strict";
import { randomBase62 } from "./random.ts";

Deno.test("randomBase62() gives the length asked, in [0-9A-Za-z], never the same twice", () => {
  for (const n of [1, 6, 30, 43, 100]) {
    assert.match(randomBase62(n), new RegExp(`^[0-9A-Za-z]{${n}}$`));
  }
  assert.equal(new Set(Array.from({ length: 500 }, () => randomBase62(22))).size, 500);
});

Deno.test("randomBase62() uses every character about equally often", () => {
  const counts = new Map<string, number>();
  for (const c of randomBase62(62_000)) counts.set(c, (counts.get(c) ?? 0) + 1);
  assert.equal(counts.size, 62);
  // Each is expected 1000 times; 6 standard deviations (~190) either way is far outside chance.
  for (const [c, n] of counts) assert.ok(n > 800 && n < 1200, `${c}: ${n}`);
});
