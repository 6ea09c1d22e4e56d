import assert from "node:assert/strict";
import { withDb } from "../../../testing/lists_env.ts";
import { getBusinessMode, setBusinessMode } from "./business_mode.ts";

Deno.test("Business Mode is off for an account that never turned it on", async () => {
  await withDb(async (db) => {
    assert.equal(await getBusinessMode(db.sql, crypto.randomUUID()), false);
  });
});

Deno.test("setBusinessMode turns Business Mode on and off for that account only", async () => {
  await withDb(async (db) => {
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    await setBusinessMode(db.sql, a, true);
    assert.equal(await getBusinessMode(db.sql, a), true);
    assert.equal(await getBusinessMode(db.sql, b), false);
    await setBusinessMode(db.sql, a, true);
    assert.equal(await getBusinessMode(db.sql, a), true);
    await setBusinessMode(db.sql, a, false);
    assert.equal(await getBusinessMode(db.sql, a), false);
  });
});
