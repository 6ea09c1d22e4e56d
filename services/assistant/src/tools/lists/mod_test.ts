import assert from "node:assert/strict";
import { type Group, TOOLS } from "@asst/shared";
import { ToolRegistry } from "../registry.ts";
import { listHandlers } from "./mod.ts";

const LIST_GROUPS: ReadonlySet<Group> = new Set<Group>([
  "notes",
  "keepsakes",
  "shopping",
  "contacts",
  "birthdays",
  "trips",
  "countdowns",
  "email_followups",
  "expenses",
]);

Deno.test("listHandlers has a handler for every tool of the list groups, and nothing else", () => {
  const defined = TOOLS.filter((t) => t.group !== null && LIST_GROUPS.has(t.group));
  assert.deepEqual(new ToolRegistry(listHandlers).missingHandlers(defined), []);
  assert.deepEqual(
    Object.keys(listHandlers).sort(),
    defined.map((t) => t.name).sort(),
  );
});
