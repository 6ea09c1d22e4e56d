/**
 * `deno task eval`: runs the development part (`corpus/`, then `corpus_dev2/` … `corpus_dev25/`)
 * and the sealed part (`sealed20/`, the set written blind and not read yet) against
 * the configured model and prints each set under its own heading: for the development part accuracy
 * per group and per tool, the must-run-nothing violations, the wrong writes and the confusions; for
 * each set of the sealed part counts only (per group, must-run-nothing, wrong writes), never a case.
 *
 *   deno task eval [--part dev|sealed|both] [--set KEY,...] [--group NAME] [--json FILE]
 *                  [--failures] [--concurrency N]
 *
 * `--set` runs only the sets of those keys (`development10`, `sealed20`, …: one sealed
 * set read at the end of a change while the next stays unread). `--failures` lists the development
 * part's failing cases; `--json` writes the development report and the sealed aggregates run.
 * `--concurrency` runs that many cases at once (for a provider's model, whose turns take seconds).
 * @module
 */
import { parseArgs } from "node:util";
import {
  CORPUS_FILES,
  type CorpusCase,
  DEFAULT_NOW,
  DEVELOPMENT_SETS,
  readCorpus,
  SEALED20_DIR,
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
    set: { type: "string" },
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

/** The sets, in the order they run and print; a sealed set is kept and shown as counts only. */
const SETS = [
  ...DEVELOPMENT_SETS.map(({ n, name, dir, ordinal }) => ({
    key: n === 1 ? "development" : `development${n}`,
    title: n === 1
      ? "Development part (test/eval/corpus/)"
      : `Development part, ${ordinal} set (test/eval/${name}/)`,
    dir,
    // A later set need not have every file.
    optional: n > 1,
    sealed: false,
  })),
  {
    key: "sealed20",
    title: "Sealed part 20 (test/eval/sealed20/), counts only",
    dir: SEALED20_DIR,
    optional: false,
    sealed: true,
  },
].filter((set) => (set.sealed ? runSealed : runDev));

// "--set sealed20": the named sets alone (a sealed set read once, the next one kept unread).
const named = values.set?.split(",").map((k) => k.trim());
const unknown = named?.filter((k) => !SETS.some((set) => set.key === k)) ?? [];
if (unknown.length > 0) {
  console.error(
    `Unknown set "${unknown.join(", ")}" for --part ${values.part}; one of: ${
      SETS.map((set) => set.key).join(", ")
    }`,
  );
  Deno.exit(2);
}
const RUN = named === undefined ? SETS : SETS.filter((set) => named.includes(set.key));

const parts: { title: string; key: string; report?: Report; counts?: Aggregate }[] = [];
const system = await startEvalSystem();
try {
  for (const set of RUN) {
    const cases = await readCorpus(files, set.dir, set.optional ?? false);
    if (set.optional && cases.length === 0) continue;
    const report = summarise(system.model, await runAll(system, cases));
    // A sealed set is summed at once: its judged cases never leave this line.
    parts.push(set.sealed ? { ...set, counts: aggregate(report) } : { ...set, report });
  }
} finally {
  await system.stop();
}

function printDev(r: Report): void {
  console.log(formatReport(r));
  if (!values.failures) return;
  console.log("\nFailing cases:");
  for (const f of r.failures) {
    console.log(`  ${f.file}:${f.line} ${JSON.stringify(f.text)} ran [${f.ran.join(", ")}]`);
    console.log(`      reply: ${JSON.stringify(f.reply)}`);
  }
}

parts.forEach((part, i) => {
  console.log(`${i === 0 ? "" : "\n"}== ${part.title} ==`);
  if (part.report) printDev(part.report);
  else console.log(formatAggregate(part.counts!));
});
if (values.json !== undefined) {
  const out = Object.fromEntries(parts.map((p) => [p.key, p.report ?? p.counts]));
  await Deno.writeTextFile(values.json, JSON.stringify(out, null, 2) + "\n");
  console.log(`\nReport written to ${values.json}`);
}
