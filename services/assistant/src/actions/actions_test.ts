import assert from "node:assert/strict";
import { turnAction } from "./actions.ts";

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
