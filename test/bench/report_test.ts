import assert from "node:assert/strict";
import { compareRuns, formatTable, meanOfRuns, type Row } from "./report.ts";
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

Deno.test("a load run several times is summed up by the median and range of its runs against their own floors", () => {
  const run = (rps: number, p99: number, floorRps: number, floorP99: number): Row => ({
    what: "POST /actions",
    result: result(rps, p99),
    txPerRequest: 0.7,
    cpu: {},
    floor: result(floorRps, floorP99),
  });
  const rows: Row[] = [
    { what: "floor", result: result(4000, 20), txPerRequest: null, cpu: {} },
    run(1000, 60, 4000, 20), // 25%, 3.0×
    run(900, 50, 4500, 25), // 20%, 2.0×
    run(1100, 88, 5000, 40), // 22%, 2.2×
    run(1200, 60, 4000, 24), // 30%, 2.5×
    {
      what: "POST /messages",
      result: result(2000, 30),
      txPerRequest: 0.2,
      cpu: {},
      floor: result(4000, 20),
    },
  ];
  const table = formatTable(rows, result(4000, 20), {}, {}, load);
  const spread = table.split("\n").filter((l) => l.includes(" runs: "));
  // One line for the load run four times (the median of an even count is the mean of the middle
  // two); none for the load run once.
  assert.deepEqual(spread, [
    "POST /actions, 4 runs: of floor median 24% (20%–30%), p99 / floor's median 2.4× (2.0×–3.0×)",
  ]);
});

Deno.test("compareRuns() gives one load's req/s, p99 and CPU per request against another's", () => {
  const row = (rps: number, p99: number, gateway: number, assistant: number): Row => ({
    what: "POST /messages",
    result: result(rps, p99),
    txPerRequest: 0.1,
    // A part of Postgres ("postgres:assistant") is in "postgres" already: not counted twice.
    cpu: { gateway, assistant, postgres: 0.1, "postgres:assistant": 0.05 },
  });
  const large = [row(900, 30, 0.3, 0.2), row(1100, 50, 0.3, 0.2)];
  const fresh = [row(1000, 40, 0.3, 0.1), row(1000, 40, 0.3, 0.1)];
  assert.equal(
    compareRuns(large, fresh),
    "2 runs against 2: 100% of its req/s, 1.00× its p99, 1.20× its CPU ms/req",
  );
});
