/**
 * `deno task chaos [--minutes N] [--rate R]`: the deployed topology as processes on this machine,
 * a mixed load with a fault schedule, then the ledger check and its table. Exits 1 when anything
 * was lost, doubled or hung. See README.md beside it.
 * @module
 */
import { formatTable } from "./ledger.ts";
import { parseChaosArgs } from "./options.ts";
import { runChaos } from "./run.ts";

if (import.meta.main) {
  const options = parseChaosArgs(Deno.args);
  const result = await runChaos(options);
  console.log(`\n${result.requests} requests (${result.skipped} skipped: too many open)\n`);
  console.log(formatTable(result.rows));
  for (const p of result.problems) console.log(`${p.what}: ${p.detail}`);
  for (const e of result.otherErrors.slice(0, 20)) {
    console.log(`other error: ${e.kind} #${e.seq} ${e.status} ${e.code ?? ""} via ${e.gateway}`);
  }
  for (const name of result.crashed) console.log(`crashed: ${name} exited by itself (see its log)`);
  console.log(`logs: ${result.logDir}`);
  Deno.exit(result.problems.length > 0 ? 1 : 0);
}
