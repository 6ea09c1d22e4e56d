import assert from "node:assert/strict";
import { ANSWER_ONLY, everything, GROUPS, normalizePermissions } from "./permissions.ts";
import { findTool, toolAllowed, toolInputJsonSchema, TOOLS, toolsFor } from "./tools.ts";

Deno.test("every permission group has tools, and tool names are unique", () => {
  assert.equal(new Set(TOOLS.map((t) => t.name)).size, TOOLS.length);
  for (const g of GROUPS) assert.ok(TOOLS.some((t) => t.group === g), g);
  for (const t of TOOLS) {
    assert.match(t.name, /^[a-z_]{3,64}$/);
    assert.equal(findTool(t.name), t);
  }
});

Deno.test("no tool does what no key may do", () => {
  const names = TOOLS.map((t) => t.name).join(" ");
  assert.doesNotMatch(
    names,
    /send_email|email_send|calendar_create|calendar_update|calendar_delete/,
  );
  assert.doesNotMatch(names, /contacts_delete|invoice|account_delete|password|passport|health/);
  assert.ok(TOOLS.filter((t) => t.group === "calendar").every((t) => t.level === "read"));
});

Deno.test("toolsFor() gives a key exactly its groups and levels", () => {
  assert.deepEqual(toolsFor(ANSWER_ONLY, { businessMode: true }), []);
  const shoppingOnly = normalizePermissions({
    groups: { shopping: ["read", "act"] },
    propose: false,
  });
  assert.deepEqual(
    toolsFor(shoppingOnly, { businessMode: false }).map((t) => t.name),
    ["shopping_list", "shopping_add", "shopping_remove", "shopping_clear"],
  );
  const readOnly = normalizePermissions({
    groups: { shopping: ["read"], calendar: ["read", "act"] },
    propose: false,
  });
  assert.deepEqual(toolsFor(readOnly, { businessMode: false }).map((t) => t.name), [
    "shopping_list",
    "calendar_list",
  ]);
});

Deno.test("toolsFor() gives an add-level key the tools that only add, and act every change", () => {
  const add = normalizePermissions({ groups: { shopping: ["read", "add"] }, propose: false });
  assert.deepEqual(toolsFor(add, { businessMode: false }).map((t) => t.name), [
    "shopping_list",
    "shopping_add",
  ]);
  const tasks = normalizePermissions({ groups: { tasks: ["add"] }, propose: false });
  assert.deepEqual(toolsFor(tasks, { businessMode: false }).map((t) => t.name), ["tasks_create"]);
  const removeTool = findTool("shopping_clear")!;
  assert.ok(!toolAllowed(removeTool, add, { businessMode: false }));
  assert.ok(toolAllowed(removeTool, { groups: { shopping: ["act"] }, propose: false }, {
    businessMode: false,
  }));
});

Deno.test("expense tools exist only with Business Mode on", () => {
  const off = toolsFor(everything(), { businessMode: false });
  const on = toolsFor(everything(), { businessMode: true });
  assert.ok(!off.some((t) => t.group === "expenses"));
  assert.equal(on.filter((t) => t.group === "expenses").length, 4);
});

Deno.test("annotations follow what a tool does", () => {
  for (const t of TOOLS) {
    assert.equal(t.annotations.readOnlyHint, t.level === "read", t.name);
    // MCP clients see the same truth as the levels: only `act` tools may destroy.
    assert.equal(t.annotations.destructiveHint, t.level === "act", t.name);
  }
  assert.equal(findTool("shopping_add")?.level, "add");
  assert.equal(findTool("tasks_update")?.level, "act");
  assert.equal(findTool("shopping_clear")?.annotations.destructiveHint, true);
  assert.equal(findTool("shopping_add")?.annotations.idempotentHint, false);
});

Deno.test("every tool has a JSON Schema a model can use, refusing unknown fields", () => {
  for (const t of TOOLS) {
    const schema = toolInputJsonSchema(t);
    assert.equal(schema.type, "object", t.name);
    assert.equal(schema.additionalProperties, false, t.name);
  }
  const add = toolInputJsonSchema(findTool("shopping_add")!);
  assert.deepEqual((add as { required: string[] }).required, ["items"]);
});

Deno.test("tool inputs refuse bad values", () => {
  const create = findTool("reminders_create")!.input;
  assert.ok(create.safeParse({ text: "call mum", at: "2026-11-23T09:00:00+01:00" }).success);
  assert.ok(!create.safeParse({ text: "", at: "2026-11-23T09:00:00+01:00" }).success);
  assert.ok(!create.safeParse({ text: "x", at: "tomorrow" }).success);
  assert.ok(!create.safeParse({ text: "x", at: "2026-11-23T09:00:00Z", extra: 1 }).success);
  const watch = findTool("price_watches_start")!.input;
  assert.ok(!watch.safeParse({ url: "file:///etc/passwd" }).success);
  assert.ok(!watch.safeParse({ url: "javascript:alert(1)" }).success);
});
