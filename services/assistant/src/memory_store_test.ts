import assert from "node:assert/strict";
import { withMigratedDatabase } from "@asst/shared/testing";
import { MemoryStore } from "./memory_store.ts";

const MIGRATIONS = new URL("../migrations/", import.meta.url);
const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

Deno.test("answerContext() reads in one statement what profile() and memories(false) read", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const store = new MemoryStore(sql);
    assert.deepEqual(await store.answerContext(A), {
      profile: { name: null, timezone: null, email: null },
      memories: [],
    });
    await store.setProfile(A, "name", "Ada");
    await store.setProfile(A, "timezone", "Europe/Paris");
    await store.remember(A, "my dentist is Dr Lee", false);
    await store.remember(A, "my PIN is 1234", true);
    await store.remember(A, 'quotes " and \\ and ünïcode', false);
    await store.remember(B, "someone else's fact", false);
    const context = await store.answerContext(A);
    assert.deepEqual(context, {
      profile: await store.profile(A),
      memories: await store.memories(A, false),
    });
    assert.equal(context.memories.length, 2, "the private memory is left out");
  });
});
