import type { Sql } from "@asst/shared/db";
import { KeyActivity } from "./key_activity.ts";

// Recording never reaches the database: the pool is never asked.
const activity = new KeyActivity(null as unknown as Sql);
const call = {
  keyId: crypto.randomUUID(),
  accountId: crypto.randomUUID(),
  endpoint: "actions" as const,
  tool: "shopping_add",
  outcome: "allowed",
};

Deno.bench("KeyActivity.record() (every call of a known key pays this)", () => {
  activity.record(call);
});
