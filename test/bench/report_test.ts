import assert from "node:assert/strict";
import { formatTable, meanOfRuns, type Row } from "./report.ts";
import type { WrkResult } from "./wrk.ts";

const result = (rps: number, p99: number): WrkResult => ({
  requests: rps * 8,
  rps,
  p50: p99 / 3,
  p99,
  non2xx: 0,
  socketErrors: 0,
});
const load = { threads: 1, connections: 32, seconds: 8 };

Deno.test("meanOfRuns averages the runs' req/s and latencies and adds up their counts", () => {
  const floor = meanOfRuns([result(4000, 20), result(3000, 30)]);
  assert.equal(floor.rps, 3500);
  assert.equal(floor.p99, 25);
  assert.equal(floor.requests, 56_000);
});

Deno.test("a load is compared against the floor measured around it, not the run's first", () => {
  const before = result(4000, 20);
  const after = result(2000, 40);
  const rows: Row[] = [
    { what: "floor", result: before, txPerRequest: null, cpu: {} },
    {
      what: "POST /actions",
      result: result(750, 60),
      txPerRequest: 0.7,
      cpu: {},
      floor: meanOfRuns([before, after]),
    },
    { what: "floor", result: after, txPerRequest: null, cpu: {} },
  ];
  const table = formatTable(rows, meanOfRuns([before, after]), {}, {}, load);
  const actions = table.split("\n").find((l) => l.startsWith("| POST /actions"))!;
  // 750 of the floor's 3,000 around it, and a p99 of twice its 30 ms; against the first floor
  // alone it would read 19% and 3.0×.
  assert.match(actions, /\| 25% \| 2\.0× \|/);
  const floors = table.split("\n").filter((l) => l.startsWith("| floor"));
  assert.match(floors[0]!, /\| 133% \|/);
  assert.match(floors[1]!, /\| 67% \|/);
});
