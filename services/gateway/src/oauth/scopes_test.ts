import assert from "node:assert/strict";
import { everything, normalizePermissions } from "@asst/shared";
import { permissionsOfScope, scopeOf, SCOPES } from "./scopes.ts";

Deno.test("permissionsOfScope() reads groups and levels, and scopeOf() spells them back", () => {
  const read = permissionsOfScope("shopping:read shopping:act reminders:add propose");
  assert.ok(read.ok);
  assert.deepEqual(read.permissions, {
    groups: { reminders: ["add"], shopping: ["read", "act"] },
    propose: true,
  });
  assert.equal(scopeOf(read.permissions), "reminders:add shopping:read shopping:act propose");
});

Deno.test("an absent or empty scope asks for everything a key can be allowed", () => {
  for (const scope of [undefined, "", "  "]) {
    const read = permissionsOfScope(scope);
    assert.ok(read.ok);
    assert.deepEqual(read.permissions, normalizePermissions(everything()));
  }
  assert.equal(scopeOf(everything()).split(" ").length <= SCOPES.length, true);
});

Deno.test("a scope that is not known is named, and nothing is read", () => {
  assert.deepEqual(permissionsOfScope("shopping:read calendar:act openid"), {
    ok: false,
    unknown: ["calendar:act", "openid"],
  });
});
