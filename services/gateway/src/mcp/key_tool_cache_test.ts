import assert from "node:assert/strict";
import type { Permissions } from "@asst/shared";
import { KeyToolCache } from "./key_tool_cache.ts";

const SHOPPING: Permissions = { groups: { shopping: ["read", "act"] }, propose: false };
const NOTES: Permissions = { groups: { notes: ["read"] }, propose: false };

function setup() {
  let now = 0;
  const loads: string[] = [];
  let tools = ["shopping_list"];
  const cache = new KeyToolCache({ ttlMs: 1000, now: () => now });
  const get = (account: string, permissions: Permissions) =>
    cache.get(account, permissions, () => {
      loads.push(`${account}:${Object.keys(permissions.groups).join()}`);
      return Promise.resolve(tools);
    });
  return {
    cache,
    get,
    loads,
    setTools: (t: string[]) => (tools = t),
    advance: (ms: number) => (now += ms),
  };
}

Deno.test("a key's tool list is asked for once per account and permissions, then kept", async () => {
  const t = setup();
  assert.deepEqual(await t.get("a", SHOPPING), ["shopping_list"]);
  assert.deepEqual(await t.get("a", SHOPPING), ["shopping_list"]);
  await t.get("a", NOTES);
  await t.get("b", SHOPPING);
  assert.deepEqual(t.loads, ["a:shopping", "a:notes", "b:shopping"]);
});

Deno.test("a change of the account's context drops its lists at once; the TTL bounds a missed one", async () => {
  const t = setup();
  await t.get("a", SHOPPING);
  await t.get("b", SHOPPING);
  t.setTools(["shopping_list", "expenses_record"]);
  t.cache.invalidate("a");
  assert.deepEqual(await t.get("a", SHOPPING), ["shopping_list", "expenses_record"]);
  assert.deepEqual(await t.get("b", SHOPPING), ["shopping_list"]);
  t.advance(1000);
  assert.deepEqual(await t.get("b", SHOPPING), ["shopping_list", "expenses_record"]);
  t.cache.clear();
  await t.get("a", SHOPPING);
  assert.equal(t.loads.length, 5);
});

Deno.test("a list loaded while the account's context changed is not kept", async () => {
  const t = setup();
  const { promise: started, resolve: start } = Promise.withResolvers<void>();
  const { promise: held, resolve: finish } = Promise.withResolvers<void>();
  const slow = t.cache.get("a", SHOPPING, async () => {
    start();
    await held;
    return ["stale"];
  });
  await started;
  t.cache.invalidate("a");
  finish();
  assert.deepEqual(await slow, ["stale"]);
  assert.deepEqual(await t.get("a", SHOPPING), ["shopping_list"]);
});
