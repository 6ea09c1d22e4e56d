import assert from "node:assert/strict";
import type { Entry } from "./client.ts";
import { judge, type LedgerData } from "./ledger.ts";

function entry(seq: number, over: Partial<Entry>): Entry {
  return {
    seq,
    kind: "action",
    token: `chaosxn${seq}`,
    path: "/actions",
    body: {},
    idempotencyKey: "k",
    gateway: "gateway-0",
    start: 1_000,
    end: 1_100,
    status: 200,
    retryAfter: null,
    code: null,
    error: null,
    applied: true,
    proposalId: null,
    replayed: false,
    ...over,
  };
}

const quiet: LedgerData = {
  rows: new Map(),
  dueReminders: [],
  confirmed: [],
  tappedStatus: [],
  events: [],
  price: { page: 90, watched: 90 },
};

Deno.test("the ledger counts a 2xx applied twice as doubled, an error its replay cannot place as lost, and a request past the timeout as hung", () => {
  const entries = [
    entry(1, {}), // fine: one row
    entry(2, {}), // two rows: doubled
    entry(3, { status: 503, retryAfter: "2", applied: null }), // replayed, applied once: fine
    entry(4, { status: null, error: "TypeError: fetch failed", applied: null }), // no replay
    entry(5, { kind: "message", end: 1_000 + 13_000 }), // hung
  ];
  const verdict = judge({
    entries,
    replays: new Map([[3, { status: 200, replayed: true, applied: true }]]),
    data: {
      ...quiet,
      rows: new Map([["chaosxn1", 1], ["chaosxn2", 2], ["chaosxn3", 1], ["chaosxn4", 1]]),
    },
    faults: [{ name: "SIGKILL gateway-0", at: 900, until: 1_200 }],
    timeoutMs: 10_000,
  });
  assert.deepEqual(
    verdict.problems.map((p) => [p.what, p.entry?.seq]),
    [["doubled", 2], ["lost", 4], ["hung", 5]],
  );
  const [fault, outside, all] = verdict.rows;
  assert.equal(fault!.affected, 5);
  assert.deepEqual([fault!.lost, fault!.doubled, fault!.hung], [1, 1, 1]);
  assert.deepEqual(fault!.errors, { unavailable: 1, conflict: 0, dropped: 1, other: 0 });
  assert.equal(outside!.affected, 0);
  assert.equal(all!.affected, 5);
  assert.deepEqual(verdict.otherErrors, []);
});

Deno.test("the ledger counts a reminder fired twice, an email sent twice and an event never delivered", () => {
  const verdict = judge({
    entries: [],
    replays: new Map(),
    data: {
      ...quiet,
      dueReminders: [{ token: "chaosxn7", firedCount: 1, firedEvents: 2 }],
      confirmed: [{ token: "chaosxn8", sent: 2, resolvedEvents: 1 }],
      events: [{ id: "e1", type: "price.drop", delivered: false }],
    },
    faults: [],
    timeoutMs: 10_000,
  });
  assert.deepEqual(verdict.problems.map((p) => p.what), ["doubled", "doubled", "lost"]);
  assert.deepEqual(verdict.rows.at(-1)!.doubled, 2);
});
