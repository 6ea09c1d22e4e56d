/**
 * `deno task eval`: runs the corpus against the configured model and prints accuracy per group
 * and per tool, the must-run-nothing violations and the confusions.
 *
 *   deno task eval [--group NAME] [--json FILE] [--failures]
 * @module
 */
import { parseArgs } from "node:util";
import { CORPUS_FILES, readCorpus } from "./corpus.ts";
import { judge } from "./judge.ts";
import { formatReport, type Judged, summarise } from "./report.ts";
import { startEvalSystem } from "./run.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    group: { type: "string" },
    json: { type: "string" },
    failures: { type: "boolean", default: false },
  },
});

if (values.group !== undefined && !CORPUS_FILES.includes(values.group)) {
  console.error(`Unknown group "${values.group}"; one of: ${CORPUS_FILES.join(", ")}`);
  Deno.exit(2);
}

const cases = await readCorpus(values.group === undefined ? CORPUS_FILES : [values.group]);
const system = await startEvalSystem();
const judged: Judged[] = [];
try {
  for (const c of cases) {
    const run = await system.run(c);
    judged.push({
      case: c,
      verdict: judge(c, run.calls),
      ran: run.calls.map((m) => `${m.call.name} ${JSON.stringify(m.call.input)}`),
      reply: run.reply,
      ...(run.error === undefined ? {} : { error: run.error }),
    });
  }
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
