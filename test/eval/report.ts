/**
 * The figures of an evaluation run: accuracy per group and per tool, the must-run-nothing
 * violations and the confusions, as a table and as JSON.
 * @module
 */
import { NOTHING_FILE } from "./corpus.ts";
import type { CorpusCase } from "./corpus.ts";
import type { Verdict } from "./judge.ts";

/** One judged case. */
export interface Judged {
  case: CorpusCase;
  verdict: Verdict;
  /** The tools that ran, in order. */
  ran: string[];
  reply: string;
  error?: string;
}

/** Right out of total. */
export interface Score {
  right: number;
  total: number;
}

/** A kind of miss: what was expected and what happened instead. */
export interface Confusion {
  expected: string;
  got: string;
  count: number;
  /** The first few texts that missed this way. */
  examples: string[];
}

/** The whole run's figures. */
export interface Report {
  model: string;
  overall: Score;
  groups: Record<string, Score>;
  tools: Record<string, Score>;
  violations: { text: string; ran: string[] }[];
  /** Must-run-nothing cases that ran nothing, out of all of them. */
  nothing: Score;
  /** Wrong writes in all (see `Verdict.wrongWrites`), and the cases that made them. */
  wrongWrites: number;
  wrongWriteCases: { text: string; wrote: string[] }[];
  /** Requests that failed outright (the model unreachable, a refused request). */
  errors: { text: string; error: string }[];
  confusions: Confusion[];
  failures: { file: string; line: number; text: string; ran: string[]; reply: string }[];
}

const EXAMPLES = 3;

function bump(scores: Record<string, Score>, key: string, right: boolean): void {
  const s = scores[key] ??= { right: 0, total: 0 };
  s.total++;
  if (right) s.right++;
}

/** Sums judged cases into a report. */
export function summarise(model: string, judged: readonly Judged[]): Report {
  const overall: Score = { right: 0, total: 0 };
  const groups: Record<string, Score> = {};
  const tools: Record<string, Score> = {};
  const confusions = new Map<string, Confusion>();
  const confuse = (expected: string, got: string, text: string) => {
    const key = `${expected}\u0000${got}`;
    const c = confusions.get(key) ?? { expected, got, count: 0, examples: [] };
    c.count++;
    if (c.examples.length < EXAMPLES) c.examples.push(text);
    confusions.set(key, c);
  };
  const report: Report = {
    model,
    overall,
    groups,
    tools,
    violations: [],
    nothing: { right: 0, total: 0 },
    wrongWrites: 0,
    wrongWriteCases: [],
    errors: [],
    confusions: [],
    failures: [],
  };
  for (const j of judged) {
    const { verdict: v, case: c } = j;
    overall.total++;
    if (v.right) overall.right++;
    bump(groups, c.file, v.right);
    for (const o of v.expected) {
      bump(tools, o.tool, o.matched);
      if (!o.matched) confuse(o.tool, j.error && o.got === "nothing" ? "error" : o.got, c.text);
    }
    if (c.expect.length === 0) bump(tools, "(nothing)", v.extra.length === 0);
    if (v.expected.every((o) => o.matched)) {
      for (const e of v.extra) confuse("(nothing)", e, c.text);
    }
    if (j.error) report.errors.push({ text: c.text, error: j.error });
    if (c.file === NOTHING_FILE) {
      report.nothing.total++;
      if (v.extra.length > 0) report.violations.push({ text: c.text, ran: v.extra });
      else report.nothing.right++;
    }
    if (v.wrongWrites.length > 0) {
      report.wrongWrites += v.wrongWrites.length;
      report.wrongWriteCases.push({ text: c.text, wrote: v.wrongWrites });
    }
    if (!v.right) {
      report.failures.push({
        file: c.file,
        line: c.line,
        text: c.text,
        ran: j.ran,
        reply: j.reply,
      });
    }
  }
  report.confusions = [...confusions.values()].sort((a, b) =>
    b.count - a.count || a.expected.localeCompare(b.expected)
  );
  return report;
}

function pct(s: Score): string {
  return s.total === 0 ? "-" : `${(100 * s.right / s.total).toFixed(1)}%`;
}

function rows(title: string, scores: Record<string, Score>): string[] {
  const width = Math.max(title.length, ...Object.keys(scores).map((k) => k.length));
  const lines = [`${title.padEnd(width)}  right/total  accuracy`];
  for (const [k, s] of Object.entries(scores).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(
      `${k.padEnd(width)}  ${`${s.right}/${s.total}`.padStart(11)}  ${pct(s).padStart(8)}`,
    );
  }
  return lines;
}

/** The report as the table `deno task eval` prints. */
export function formatReport(r: Report, confusionsShown = 25): string {
  const out = [
    `Model: ${r.model}`,
    `Overall: ${r.overall.right}/${r.overall.total} right (${pct(r.overall)})`,
    "",
    ...rows("group", r.groups),
    "",
    ...rows("tool", r.tools),
    "",
    `Must-run-nothing violations: ${r.violations.length} of ${r.nothing.total}`,
    ...r.violations.map((v) => `  ${JSON.stringify(v.text)} ran ${v.ran.join(", ")}`),
    "",
    `Wrong writes: ${r.wrongWrites} (in ${r.wrongWriteCases.length} cases)`,
    ...r.wrongWriteCases.map((w) => `  ${JSON.stringify(w.text)} wrote ${w.wrote.join(", ")}`),
    "",
  ];
  if (r.errors.length > 0) {
    out.push(`Requests that failed outright: ${r.errors.length}`);
    for (const e of r.errors.slice(0, EXAMPLES)) {
      out.push(`  ${JSON.stringify(e.text)}: ${e.error}`);
    }
    out.push("");
  }
  out.push(`Confusions (expected → got, count; first texts):`);
  for (const c of r.confusions.slice(0, confusionsShown)) {
    out.push(`  ${c.expected} → ${c.got}: ${c.count}`);
    for (const e of c.examples) out.push(`      ${JSON.stringify(e)}`);
  }
  if (r.confusions.length > confusionsShown) {
    out.push(`  … ${r.confusions.length - confusionsShown} more kinds (see --json)`);
  }
  return out.join("\n");
}

/**
 * A part's figures without any of its cases: what may be shown of the sealed part, whose misses
 * nobody may read (no texts, no confusions, no per-tool rows that would point at single cases).
 */
export interface Aggregate {
  model: string;
  overall: Score;
  groups: Record<string, Score>;
  /** Must-run-nothing cases that ran nothing, out of all of them. */
  nothing: Score;
  wrongWrites: number;
  /** How many cases made at least one wrong write. */
  wrongWriteCases: number;
  /** How many requests failed outright. */
  errors: number;
}

/** The aggregate of a report: counts only. */
export function aggregate(r: Report): Aggregate {
  return {
    model: r.model,
    overall: r.overall,
    groups: r.groups,
    nothing: r.nothing,
    wrongWrites: r.wrongWrites,
    wrongWriteCases: r.wrongWriteCases.length,
    errors: r.errors.length,
  };
}

/** The aggregate as `deno task eval` prints it. */
export function formatAggregate(a: Aggregate): string {
  return [
    `Model: ${a.model}`,
    `Overall: ${a.overall.right}/${a.overall.total} right (${pct(a.overall)})`,
    "",
    ...rows("group", a.groups),
    "",
    `Must-run-nothing: ${a.nothing.right}/${a.nothing.total} ran nothing (${pct(a.nothing)})`,
    `Wrong writes: ${a.wrongWrites} (in ${a.wrongWriteCases} cases)`,
    `Requests that failed outright: ${a.errors}`,
  ].join("\n");
}
