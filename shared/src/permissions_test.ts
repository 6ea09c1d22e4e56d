import assert from "node:assert/strict";
import {
  allows,
  describePermissions,
  GROUP_ACTIONS,
  GROUPS,
  normalizePermissions,
  permissionsSchema,
} from "./permissions.ts";
import { TOOLS } from "./tools.ts";

Deno.test("allows() lets act imply add, and add grant neither read nor act", () => {
  const add = { groups: { shopping: ["read", "add"] as const }, propose: false };
  const parsed = permissionsSchema.parse(add);
  assert.ok(allows(parsed, "shopping", "read"));
  assert.ok(allows(parsed, "shopping", "add"));
  assert.ok(!allows(parsed, "shopping", "act"));
  const act = permissionsSchema.parse({ groups: { shopping: ["act"] }, propose: false });
  assert.ok(allows(act, "shopping", "add"));
  assert.ok(allows(act, "shopping", "act"));
  assert.ok(!allows(act, "shopping", "read"));
});

Deno.test("a key stored before the add level keeps what its act meant", () => {
  const stored = permissionsSchema.parse({
    groups: { shopping: ["read", "act"], reminders: ["act"] },
    propose: false,
  });
  assert.deepEqual(normalizePermissions(stored), stored);
  assert.ok(allows(stored, "shopping", "act") && allows(stored, "reminders", "add"));
});

Deno.test("normalizePermissions() drops add beside act, in read-only groups and where nothing only adds", () => {
  assert.deepEqual(
    normalizePermissions({
      groups: {
        shopping: ["act", "add", "read"],
        calendar: ["read", "add", "act"],
        email_followups: ["add"],
        notes: ["add"],
      },
      propose: false,
    }),
    { groups: { notes: ["add"], shopping: ["read", "act"], calendar: ["read"] }, propose: false },
  );
});

Deno.test("permissionsSchema refuses unknown levels and more than three", () => {
  assert.ok(
    !permissionsSchema.safeParse({ groups: { shopping: ["write"] }, propose: false }).success,
  );
  assert.ok(
    !permissionsSchema.safeParse({
      groups: { shopping: ["read", "add", "act", "read"] },
      propose: false,
    }).success,
  );
});

Deno.test("describePermissions() names what a key can remove or clear only when it can", () => {
  const add = describePermissions({ groups: { shopping: ["read", "add"] }, propose: false });
  assert.deepEqual(add, [
    "answer questions from your profile and memory",
    "shopping list: view and add items",
  ]);
  const act = describePermissions({ groups: { shopping: ["read", "act"] }, propose: false });
  assert.equal(act[1], "shopping list: view, add items, and remove items and empty the list");
  const blind = describePermissions({
    groups: { reminders: ["add"], notes: ["read"], trips: ["read"] },
    propose: false,
  });
  assert.deepEqual(blind.slice(1), [
    "view your notes and trips",
    "reminders: create reminders (without viewing)",
  ]);
});

Deno.test("each group's words for add and act exist exactly where it has such tools", () => {
  for (const group of GROUPS) {
    const levels = new Set(TOOLS.filter((t) => t.group === group).map((t) => t.level));
    assert.equal(GROUP_ACTIONS[group].add !== null, levels.has("add"), `${group} add`);
    assert.equal(GROUP_ACTIONS[group].act !== null, levels.has("act"), `${group} act`);
  }
});
