/**
 * The chaos run of `deno task chaos` (test/chaos/README.md), compressed to 90 s of load with the
 * whole fault schedule: the deployed topology as processes (3 NATS nodes, 2 replicas of every
 * service), and nothing lost, doubled or hung.
 */
import assert from "node:assert/strict";
import { formatTable } from "./chaos/ledger.ts";
import { runChaos } from "./chaos/run.ts";

Deno.test({
  name:
    "under load, with replicas killed, drained and frozen, NATS nodes and database connections lost, nothing is lost, doubled or hung",
  // Its processes and servers are its own; the services' pools end with their processes.
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const lines: string[] = [];
    const result = await runChaos({ minutes: 1.5, rate: 20, log: (l) => lines.push(l) });
    const report = [
      ...lines,
      formatTable(result.rows),
      ...result.problems.map((p) => `${p.what}: ${p.detail}`),
    ].join("\n");
    assert.ok(result.requests >= 1500, report);
    assert.deepEqual(result.problems, [], report);
    assert.deepEqual(result.crashed, [], `no replica exits by itself:\n${report}`);
    const all = result.rows.at(-1)!;
    assert.equal(all.errors.other, 0, `only 503, 409 or a lost connection:\n${report}`);
  },
});
