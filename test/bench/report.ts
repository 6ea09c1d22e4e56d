/** The table a benchmark run prints. @module */
import type { Load, WrkResult } from "./wrk.ts";

/** One measured load. */
export interface Row {
  what: string;
  result: WrkResult;
  /** Database transactions per request (the background loops' rate taken out); null: none. */
  txPerRequest: number | null;
  /** CPU milliseconds per request on each side (the floor's processes, a service, Postgres). */
  cpu: Record<string, number>;
  /** What else the run says about itself (the outcomes of /actions), printed under the table. */
  note?: string;
  /** The floor this load is compared against (the {@link meanOfRuns} of the floor's runs around it). */
  floor?: WrkResult;
}

/**
 * Several runs of one load as one: the means of their req/s and latencies, the sums of their
 * counts. The floor of a load is the mean of the floor's runs just before and just after it: the
 * machine's own speed drifts within a benchmark (a warmer cache, a busier neighbour), so a load
 * is not compared against a floor from minutes before.
 */
export function meanOfRuns(runs: readonly WrkResult[]): WrkResult {
  const total = (of: (r: WrkResult) => number) => runs.reduce((sum, r) => sum + of(r), 0);
  const mean = (of: (r: WrkResult) => number) => total(of) / runs.length;
  return {
    requests: total((r) => r.requests),
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    non2xx: total((r) => r.non2xx),
    socketErrors: total((r) => r.socketErrors),
  };
}

/**
 * A Markdown table: one row per load, then each service's memory. A load is compared against its
 * own {@link Row.floor} when it has one, else against `floor` (for the floor's runs: the mean of
 * them all, which shows how far the machine drifted).
 */
export function formatTable(
  rows: Row[],
  floor: WrkResult,
  idle: Record<string, number>,
  after: Record<string, number>,
  load: Load,
): string {
  const lines = [
    `wrk -t${load.threads} -c${load.connections} -d${load.seconds}s, ${
      new Date().toISOString().slice(0, 16)
    }Z, ${navigator.hardwareConcurrency} cores`,
    "",
    "| run | req/s | p50 | p99 | non-2xx | of floor | p99 / floor's | db tx/req | CPU ms/req |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { what, result: r, txPerRequest, cpu, floor: own } of rows) {
    const f = own ?? floor;
    // "postgres:<service>" is the part of Postgres's CPU spent on that service's connections.
    const part = (side: string) =>
      Object.entries(cpu).filter(([k]) => k.startsWith(`${side}:`))
        .map(([k, ms]) => `${k.slice(side.length + 1)} ${ms.toFixed(2)}`).join(", ");
    const cpuText = Object.entries(cpu).filter(([side]) => !side.includes(":"))
      .map(([side, ms]) => `${side} ${ms.toFixed(2)}${part(side) ? ` (${part(side)})` : ""}`)
      .join(", ");
    lines.push(
      `| ${what} | ${Math.round(r.rps).toLocaleString("en")} | ${r.p50.toFixed(1)} ms | ${
        r.p99.toFixed(1)
      } ms | ${r.non2xx + r.socketErrors} | ${(100 * r.rps / f.rps).toFixed(0)}% | ${
        (r.p99 / f.p99).toFixed(1)
      }× | ${txPerRequest === null ? "–" : txPerRequest.toFixed(1)} | ${cpuText} |`,
    );
  }
  const notes = [...rows.flatMap((r) => r.note ?? []), ...spreadOfRepeats(rows)];
  if (notes.length > 0) lines.push("", ...notes);
  lines.push("", "| service | RSS idle | RSS after load |", "|---|---|---|");
  for (const name of Object.keys(idle)) {
    lines.push(`| ${name} | ${idle[name]!.toFixed(0)} MB | ${after[name]!.toFixed(0)} MB |`);
  }
  return lines.join("\n");
}

/**
 * For each load run more than once against its own floor (`--repeat`), the median and the range
 * of its share of the floor's req/s and of its p99 against the floor's: one run says little on a
 * machine whose floor moves by a fifth from one minute to the next.
 */
export function spreadOfRepeats(rows: readonly Row[]): string[] {
  const byLoad = Map.groupBy(rows.filter((r) => r.floor !== undefined), (r) => r.what);
  return [...byLoad].filter(([, runs]) => runs.length > 1).map(([what, runs]) => {
    const share = runs.map((r) => 100 * r.result.rps / r.floor!.rps);
    const p99 = runs.map((r) => r.result.p99 / r.floor!.p99);
    const spread = (xs: number[], digits: number, unit: string) => {
      const sorted = [...xs].sort((a, b) => a - b);
      const mid = sorted.length / 2;
      const median = sorted.length % 2 === 1
        ? sorted[Math.floor(mid)]!
        : (sorted[mid - 1]! + sorted[mid]!) / 2;
      const f = (x: number) => `${x.toFixed(digits)}${unit}`;
      return `median ${f(median)} (${f(sorted[0]!)}–${f(sorted.at(-1)!)})`;
    };
    return `${what}, ${runs.length} runs: of floor ${spread(share, 0, "%")}, ` +
      `p99 / floor's ${spread(p99, 1, "×")}`;
  });
}

/**
 * How runs `a` fared against runs `b` of another load: the means of their req/s and p99s, and of
 * their CPU per request (services and Postgres together), which other work on the machine moves
 * less than req/s.
 */
export function compareRuns(a: Row[], b: Row[]): string {
  const ofA = meanOfRuns(a.map((r) => r.result));
  const ofB = meanOfRuns(b.map((r) => r.result));
  const cpu = (rows: Row[]) =>
    rows.reduce(
      (sum, r) =>
        sum + Object.entries(r.cpu).filter(([k]) => !k.includes(":"))
          .reduce((s, [, ms]) => s + ms, 0),
      0,
    ) / rows.length;
  return `${a.length} runs against ${b.length}: ${(100 * ofA.rps / ofB.rps).toFixed(0)}% of its ` +
    `req/s, ${(ofA.p99 / ofB.p99).toFixed(2)}× its p99, ${(cpu(a) / cpu(b)).toFixed(2)}× its ` +
    "CPU ms/req";
}

/** Prints {@link formatTable}. */
export function printTable(...args: Parameters<typeof formatTable>): void {
  console.log("\n" + formatTable(...args));
}
