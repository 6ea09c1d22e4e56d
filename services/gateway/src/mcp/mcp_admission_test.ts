import assert from "node:assert/strict";
import { AppError, ERROR_CODE } from "@asst/shared";
import { waitFor } from "@asst/shared/testing";
import type { KeyPrincipal } from "../keys/key_store.ts";
import type { CallKind } from "./mcp.ts";
import { setup, SHOPPING } from "../../testing/mcp_fixtures.ts";

/** An admission the test decides: `beforeCall` returns it, unsettled until told. */
function heldAdmissions() {
  const held: PromiseWithResolvers<void>[] = [];
  return {
    held,
    beforeCall: (_kind: CallKind, _principal: KeyPrincipal) => {
      const admission = Promise.withResolvers<void>();
      held.push(admission);
      return admission.promise;
    },
  };
}

const callTool = (name: string, args: Record<string, unknown>) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name, arguments: args },
});

const tooMany = () =>
  new AppError(ERROR_CODE.rateLimited, "Too many calls for this key; wait 30 seconds", {
    retryAfter: 30,
  });

type Setup = Awaited<ReturnType<typeof setup>>;

/** The states of the account's duplicate-protection records. */
async function records(t: Setup, account: string): Promise<string[]> {
  return (await t.sql`select state from gateway.idempotency where account_id = ${account}`)
    .map((r) => r.state as string);
}

/** How many times the assistant was asked to run a tool. */
const toolRuns = (t: Setup) => t.calls.filter((c) => c.subject === "tool").length;

Deno.test("a tool call's claim is in the database while its admission is decided, and the tool runs only once it is admitted", async () => {
  const admissions = heldAdmissions();
  const t = await setup({ withIdempotency: true, beforeCall: admissions.beforeCall });
  try {
    const { key, account } = await t.key(SHOPPING);
    const answer = t.post(callTool("shopping_add", { items: ["milk"] }), {
      authorization: `Bearer ${key}`,
    });
    await waitFor(
      "the claim was written",
      async () => (await records(t, account)).length === 1,
      2_000,
    );
    assert.deepEqual(await records(t, account), ["running"]);
    assert.equal(admissions.held.length, 1);
    assert.equal(toolRuns(t), 0, "ran before admitted");

    admissions.held[0]!.resolve();
    const res = await answer;
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.result.content[0].text, "Added milk to your shopping list.");
    assert.equal(toolRuns(t), 1);
    assert.deepEqual(await records(t, account), ["done"]);
  } finally {
    await t.cleanup();
  }
});

Deno.test("a refused admission answers 429 instead of running, of a replay and of an unknown tool, and releases the claim it took", async () => {
  const admissions = heldAdmissions();
  const t = await setup({ withIdempotency: true, beforeCall: admissions.beforeCall });
  try {
    const { key, account } = await t.key(SHOPPING);
    const auth = { authorization: `Bearer ${key}` };

    // Refused while its claim is in the database: 429, nothing runs, the claim is gone.
    const refused = t.post(callTool("shopping_add", { items: ["eggs"] }), auth);
    await waitFor(
      "the claim was written",
      async () => (await records(t, account)).length === 1,
      2_000,
    );
    admissions.held[0]!.reject(tooMany());
    const res = await refused;
    assert.equal(res.status, 429);
    assert.equal(res.headers.get("retry-after"), "30");
    assert.match((await res.json()).detail, /Too many calls/);
    assert.deepEqual(await records(t, account), [], "the refused call's claim was not released");
    assert.equal(toolRuns(t), 0);

    // Admitted, it runs and is kept; the same call refused gets 429, not the kept result.
    const first = t.post(callTool("shopping_add", { items: ["eggs"] }), auth);
    await waitFor("the second admission began", () => admissions.held.length === 2, 2_000);
    admissions.held[1]!.resolve();
    assert.equal((await first).status, 200);
    const repeat = t.post(callTool("shopping_add", { items: ["eggs"] }), auth);
    await waitFor("the third admission began", () => admissions.held.length === 3, 2_000);
    admissions.held[2]!.reject(tooMany());
    assert.equal((await repeat).status, 429);
    assert.deepEqual(await records(t, account), ["done"]);

    // A tool the key may not use, or a read-only one: the refusal is the answer.
    for (const [i, name] of [[3, "notes_add"], [4, "shopping_list"]] as const) {
      const other = t.post(callTool(name, {}), auth);
      await waitFor(`the admission of ${name}`, () => admissions.held.length === i + 1, 2_000);
      admissions.held[i]!.reject(tooMany());
      assert.equal((await other).status, 429, name);
    }
    assert.equal(toolRuns(t), 1);
  } finally {
    await t.cleanup();
  }
});

Deno.test("a read-only tool, which has no claim, runs only once its admission is decided", async () => {
  const admissions = heldAdmissions();
  const t = await setup({ withIdempotency: true, beforeCall: admissions.beforeCall });
  try {
    const { key } = await t.key(SHOPPING);
    const answer = t.post(callTool("shopping_list", {}), { authorization: `Bearer ${key}` });
    await waitFor("the admission began", () => admissions.held.length === 1, 2_000);
    // The fake assistant answers at once: give the call a few turns of the event loop to run.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal(toolRuns(t), 0, "ran before admitted");
    admissions.held[0]!.resolve();
    assert.equal((await answer).status, 200);
    assert.equal(toolRuns(t), 1);
  } finally {
    await t.cleanup();
  }
});
