import assert from "node:assert/strict";
import { ContextCache } from "./context_cache.ts";

function setup() {
  let now = 0;
  let loads = 0;
  let value = "v1";
  const cache = new ContextCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => now });
  const load = () => {
    loads++;
    return Promise.resolve(value);
  };
  return {
    cache,
    load,
    loads: () => loads,
    set: (v: string) => (value = v),
    advance: (ms: number) => (now += ms),
  };
}

Deno.test("a value is loaded once and kept for its TTL, then loaded again", async () => {
  const t = setup();
  assert.equal(await t.cache.get("a", t.load), "v1");
  t.set("v2");
  assert.equal(await t.cache.get("a", t.load), "v1");
  assert.equal(t.loads(), 1);
  t.advance(1000);
  assert.equal(await t.cache.get("a", t.load), "v2");
  assert.equal(t.loads(), 2);
});

Deno.test("invalidate() drops one account's value, clear() every one", async () => {
  const t = setup();
  await t.cache.get("a", t.load);
  await t.cache.get("b", t.load);
  t.set("v2");
  t.cache.invalidate("a");
  assert.equal(await t.cache.get("a", t.load), "v2");
  assert.equal(await t.cache.get("b", t.load), "v1");
  t.set("v3");
  t.cache.clear();
  assert.equal(await t.cache.get("b", t.load), "v3");
});

Deno.test("a load that raced with a change is returned but not kept", async () => {
  const t = setup();
  let release: () => void = () => {};
  const slow = () =>
    new Promise<string>((resolve) => {
      release = () => resolve("stale");
    });
  const pending = t.cache.get("a", slow);
  t.cache.invalidate("a"); // the change lands while the old value is being read
  release();
  assert.equal(await pending, "stale");
  t.set("fresh");
  assert.equal(await t.cache.get("a", t.load), "fresh");
});

Deno.test("at most maxEntries accounts are kept, the oldest dropped first", async () => {
  const t = setup();
  await t.cache.get("a", t.load);
  await t.cache.get("b", t.load);
  await t.cache.get("c", t.load);
  assert.equal(t.loads(), 3);
  await t.cache.get("c", t.load);
  await t.cache.get("b", t.load);
  assert.equal(t.loads(), 3);
  await t.cache.get("a", t.load);
  assert.equal(t.loads(), 4);
});
