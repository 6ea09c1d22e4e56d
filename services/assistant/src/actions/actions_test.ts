import assert from "node:assert/strict";
import { everything, type Permissions } from "@asst/shared";
import { withMigratedDatabase } from "@asst/shared/testing";
import { ActionRunner, turnAction } from "./actions.ts";
import { MemoryStore } from "../memory/memory_store.ts";
import type { ActOutcome, ActRequest, Model, ModelAnswer } from "../models/model.ts";
import { listHandlers } from "../tools/lists/mod.ts";
import { ToolRegistry } from "../tools/registry.ts";
import type { ToolResult } from "../tools/types.ts";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);

const ID = "0d9f3c1a-5b2e-4f70-8a61-2c4e6b8d0f13";

Deno.test("turnAction() gives a successful propose_action call its proposal's id, and nothing else", () => {
  const propose = { name: "propose_action", input: {} };
  assert.deepEqual(
    turnAction(propose, { ok: true, summary: "Proposed", data: { request_id: ID } }),
    { tool: "propose_action", ok: true, request_id: ID },
  );
  assert.deepEqual(turnAction(propose, { ok: false, error: "No address" }), {
    tool: "propose_action",
    ok: false,
  });
  assert.deepEqual(turnAction(propose, { ok: true, summary: "odd", data: null }), {
    tool: "propose_action",
    ok: true,
  });
  assert.deepEqual(
    turnAction({ name: "notes_create", input: {} }, {
      ok: true,
      summary: "Saved",
      data: { request_id: ID },
    }),
    { tool: "notes_create", ok: true },
  );
});

/** A model that reads saved items as context, then reports what it could read and did. */
class ReadingModel implements Model {
  readonly name = "reading";
  read: ToolResult[] = [];

  answer(): Promise<ModelAnswer> {
    return Promise.reject(new Error("not asked"));
  }

  async act(req: ActRequest): Promise<ActOutcome> {
    this.read = [];
    for (const name of ["notes_list", "notes_delete", "shopping_list", "shopping_clear"]) {
      this.read.push(await req.readSaved!({ name, input: {} }));
    }
    return {
      reply: "read",
      model: this.name,
      usage: { input_tokens: 0, output_tokens: 0 },
      calls: [],
    };
  }
}

Deno.test("readSaved runs only read tools the key may use, as that key, and reports no action", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const registry = new ToolRegistry(listHandlers);
    const model = new ReadingModel();
    const runner = new ActionRunner({
      sql,
      store: new MemoryStore(sql),
      registry,
      model,
      businessMode: () => Promise.resolve(false),
      maxToolCalls: 5,
    });
    const account = crypto.randomUUID();
    const env = {
      accountId: account,
      timezone: "UTC",
      now: new Date(),
      sql,
      requestId: "seed",
      keyId: null,
      owner: true,
    };
    const all = { permissions: everything(), context: { businessMode: false } };
    await registry.execute(
      { name: "notes_create", input: { text: "the bins go out on Thursdays" } },
      all,
      env,
    );
    await registry.execute(
      { name: "notes_create", input: { text: "my passport number is X1234567" } },
      all,
      env,
    );
    await registry.execute({ name: "shopping_add", input: { items: ["oat milk"] } }, all, env);
    // A key that may read and change notes, and nothing of the shopping list.
    const notesOnly = { groups: { notes: ["read", "act"] }, propose: false } as Permissions;
    const turn = await runner.act(account, notesOnly, "anything", "r1", { keyId: "k1" });
    assert.deepEqual(turn.actions, []);
    const [notes, deleted, shopping, cleared] = model.read;
    assert.ok(notes?.ok);
    const texts = (notes.data as { notes: { text: string }[] }).notes.map((n) => n.text);
    assert.deepEqual(texts, ["the bins go out on Thursdays"], "a key never reads a private note");
    assert.ok(deleted && !deleted.ok && /not a read tool/.test(deleted.error));
    assert.ok(shopping && !shopping.ok && /not allowed/.test(shopping.error));
    assert.ok(cleared && !cleared.ok && /not a read tool/.test(cleared.error));
    const left = await registry.execute({ name: "shopping_list", input: {} }, all, env);
    assert.ok(left.ok && (left.data as { items: unknown[] }).items.length === 1);
  });
});
