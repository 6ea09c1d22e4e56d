/**
 * `deno task eval`: runs the corpus against the configured model and prints accuracy per group
 * and per tool, the must-run-nothing violations and the confusions.
 *
 *   deno task eval [--group NAME] [--json FILE] [--failures] [--concurrency N]
 *
 * `--concurrency` runs that many cases at once (for a provider's model, whose turns take seconds).
 * @module
 */
import { parseArgs } from "node:util";
import { CORPUS_FILES, type CorpusCase, DEFAULT_NOW, readCorpus } from "./corpus.ts";
import { judge } from "./judge.ts";
import { formatReport, type Judged, summarise } from "./report.ts";
import { startEvalSystem } from "./run.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
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

if (values.group !== undefined && !CORPUS_FILES.includes(values.group)) {
  console.error(`Unknown group "${values.group}"; one of: ${CORPUS_FILES.join(", ")}`);
  Deno.exit(2);
}

const cases = await readCorpus(values.group === undefined ? CORPUS_FILES : [values.group]);
const system = await startEvalSystem();
const judged: Judged[] = [];

async function runCase(c: CorpusCase): Promise<Judged> {
  const run = await system.run(c);
  return {
    case: c,
    verdict: judge(c, run.calls),
    ran: run.calls.map((m) => `${m.call.name} ${JSON.stringify(m.call.input)}`),
    reply: run.reply,
    ...(run.error === undefined ? {} : { error: run.error }),
  };
}

try {
  // Cases that share a clock run side by side, `concurrency` at a time; the report keeps their order.
  const byClock = Map.groupBy(cases, (c) => c.now ?? DEFAULT_NOW);
  const results = new Map<CorpusCase, Judged>();
  for (const batch of byClock.values()) {
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const c = batch[next++]!;
        results.set(c, await runCase(c));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
  }
  for (const c of cases) judged.push(results.get(c)!);
} finally {
  await system.stop();
}
const report = summarise(system.model, judged);
console.log(formatReport(report));
if (values.failures) {
  console.log("\nFailing cases:");
  for (const f of report.failures) {
    console.log(`  ${f.file}:${f.line} ${JSON.stringify(f.text)} ran [${f.ran.join(", ")}]`);
  }
}
if (values.json !== undefined) {
  await Deno.writeTextFile(values.json, JSON.stringify(report, null, 2) + "\n");
  console.log(`\nReport written to ${values.json}`);
}
