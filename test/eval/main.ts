/**
 * `deno task eval`: runs the development part (`corpus/`, then `corpus_dev2/` and `corpus_dev3/`)
 * and the sealed part (`sealed/`) against the configured model and prints each separately (each
 * development set under its own heading): for the development part accuracy per group and per
 * tool, the must-run-nothing violations, the wrong writes and the confusions; for the sealed part
 * counts only (per group, must-run-nothing, wrong writes), never a case.
 *
 *   deno task eval [--part dev|sealed|both] [--group NAME] [--json FILE] [--failures]
 *                  [--concurrency N]
 *
 * `--failures` lists the development part's failing cases; `--json` writes the development
 * report and the sealed aggregate. `--concurrency` runs that many cases at once (for a provider's
 * model, whose turns take seconds).
 * @module
 */
import { parseArgs } from "node:util";
import {
  CORPUS_DEV2_DIR,
  CORPUS_DEV3_DIR,
  CORPUS_DIR,
  CORPUS_FILES,
  type CorpusCase,
  DEFAULT_NOW,
  readCorpus,
  SEALED_DIR,
} from "./corpus.ts";
import { judge } from "./judge.ts";
import {
  type Aggregate,
  aggregate,
  formatAggregate,
  formatReport,
  type Judged,
  type Report,
  summarise,
} from "./report.ts";
import { type EvalSystem, startEvalSystem } from "./run.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    part: { type: "string", default: "both" },
    group: { type: "string" },
    json: { type: "string" },
    failures: { type: "boolean", default: false },
    concurrency: { type: "string", default: "1" },
  },
});

const concurrency = Number(values.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
  console.error("--concurrency takes a whole number from 1 to 64");
  Deno.exit(2);
}
if (!["dev", "sealed", "both"].includes(values.part)) {
  console.error(`--part takes dev, sealed or both, not "${values.part}"`);
  Deno.exit(2);
}
if (values.group !== undefined && !CORPUS_FILES.includes(values.group)) {
  console.error(`Unknown group "${values.group}"; one of: ${CORPUS_FILES.join(", ")}`);
  Deno.exit(2);
}

const files = values.group === undefined ? CORPUS_FILES : [values.group];
const runDev = values.part !== "sealed";
const runSealed = values.part !== "dev";

async function runCase(system: EvalSystem, c: CorpusCase): Promise<Judged> {
  const run = await system.run(c);
  return {
    case: c,
    verdict: judge(c, run.calls),
    ran: run.calls.map((m) => `${m.call.name} ${JSON.stringify(m.call.input)}`),
    reply: run.reply,
    ...(run.error === undefined ? {} : { error: run.error }),
  };
}

/** Runs cases, those that share a clock side by side; the result keeps their order. */
async function runAll(system: EvalSystem, cases: CorpusCase[]): Promise<Judged[]> {
  const byClock = Map.groupBy(cases, (c) => c.now ?? DEFAULT_NOW);
  const results = new Map<CorpusCase, Judged>();
  for (const batch of byClock.values()) {
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const c = batch[next++]!;
        results.set(c, await runCase(system, c));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
  }
  return cases.map((c) => results.get(c)!);
}

const devCases = runDev ? await readCorpus(files, CORPUS_DIR) : [];
const dev2Cases = runDev ? await readCorpus(files, CORPUS_DEV2_DIR, true) : [];
const dev3Cases = runDev ? await readCorpus(files, CORPUS_DEV3_DIR, true) : [];
const sealedCases = runSealed ? await readCorpus(files, SEALED_DIR) : [];
const system = await startEvalSystem();
let dev: Report | undefined;
let dev2: Report | undefined;
let dev3: Report | undefined;
let sealed: Aggregate | undefined;
try {
  if (runDev) dev = summarise(system.model, await runAll(system, devCases));
  if (dev2Cases.length > 0) dev2 = summarise(system.model, await runAll(system, dev2Cases));
  if (dev3Cases.length > 0) dev3 = summarise(system.model, await runAll(system, dev3Cases));
  // The sealed part is summed at once: its judged cases never leave this block.
  if (runSealed) sealed = aggregate(summarise(system.model, await runAll(system, sealedCases)));
} finally {
  await system.stop();
}
function printDev(title: string, r: Report): void {
  console.log(`== ${title} ==`);
  console.log(formatReport(r));
  if (!values.failures) return;
  console.log("\nFailing cases:");
  for (const f of r.failures) {
    console.log(`  ${f.file}:${f.line} ${JSON.stringify(f.text)} ran [${f.ran.join(", ")}]`);
    console.log(`      reply: ${JSON.stringify(f.reply)}`);
  }
}

if (dev !== undefined) printDev("Development part (test/eval/corpus/)", dev);
if (dev2 !== undefined) printDev("\nDevelopment part, second set (test/eval/corpus_dev2/)", dev2);
if (dev3 !== undefined) printDev("\nDevelopment part, third set (test/eval/corpus_dev3/)", dev3);
if (sealed !== undefined) {
  console.log(`${dev === undefined ? "" : "\n"}== Sealed part (test/eval/sealed/), counts only ==`);
  console.log(formatAggregate(sealed));
}
if (values.json !== undefined) {
  const out = {
    ...(dev ? { development: dev } : {}),
    ...(dev2 ? { development2: dev2 } : {}),
    ...(dev3 ? { development3: dev3 } : {}),
    ...(sealed ? { sealed } : {}),
  };
  await Deno.writeTextFile(values.json, JSON.stringify(out, null, 2) + "\n");
  console.log(`\nReport written to ${values.json}`);
}
