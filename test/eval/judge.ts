/**
 * Judging a case by the tool calls its request caused: each expected call must be met by a
 * call of that tool whose arguments match and which succeeded; no other call may change data;
 * a request of the must-run-nothing part may run no tool at all.
 * @module
 */
import { findTool } from "@asst/shared";
import type { EvalCase, Matcher } from "./corpus.ts";

/** A call the model made and what it gave. */
export interface MadeCall {
  call: { name: string; input: Record<string, unknown> };
  result: { ok: true; summary: string; data: unknown } | { ok: false; error: string };
}

/** Tools whose success depends on the outside world (a shop's page): judged by arguments only. */
const OUTSIDE_TOOLS: ReadonlySet<string> = new Set(["price_watches_start"]);

/** What became of one expected call. */
export interface ExpectedOutcome {
  tool: string;
  matched: boolean;
  /** What ran instead: a tool name, "tool (wrong arguments)", "tool (failed)" or "nothing". */
  got: string;
}

/** The verdict on one case. */
export interface Verdict {
  right: boolean;
  expected: ExpectedOutcome[];
  /** Calls nobody asked for that change data (or, for must-run-nothing, any call). */
  extra: string[];
  /**
   * Wrong writes: calls that succeeded, change data (any level but "read") and meet no expected
   * call, so data changed that should not have: an unexpected write, or an expected write tool
   * called with wrong arguments. A failed call changed nothing and is not one.
   */
  wrongWrites: string[];
}

/** Words of a text, any case, without punctuation: how loose strings are compared. */
export function words(s: string): string {
  return s.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}@+]+/gu, " ").trim();
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function summaryOf(made: MadeCall): string {
  return made.result.ok ? words(made.result.summary) : "";
}

/** True when `actual` satisfies `expected` (see {@link Matcher}); `made` is the call, for `$ref`. */
export function matches(expected: Matcher, actual: unknown, made: MadeCall): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    const used = new Set<number>();
    return expected.every((e) => {
      const i = actual.findIndex((a, j) => !used.has(j) && matches(e, a, made));
      if (i < 0) return false;
      used.add(i);
      return true;
    });
  }
  if (isRecord(expected)) {
    if ("$absent" in expected) return actual === undefined;
    if ("$any" in expected) {
      return (expected.$any as Matcher[]).some((m) => matches(m, actual, made));
    }
    if ("$contains" in expected) {
      return typeof actual === "string" &&
        ` ${words(actual)} `.includes(` ${words(expected.$contains as string)} `);
    }
    if ("$ref" in expected) {
      // The item reached may be named by its correspondent's address ("Jenny" for jenny@…).
      const summary = summaryOf(made);
      const ref = ` ${words(expected.$ref as string)} `;
      return typeof actual === "string" && made.result.ok &&
        [summary, summary.replaceAll("@", " ")].some((s) => ` ${s} `.includes(ref));
    }
    if (!isRecord(actual)) return false;
    return Object.entries(expected).every(([k, m]) => matches(m, actual[k], made));
  }
  if (typeof expected === "string") {
    if (typeof actual !== "string") return false;
    if (DATE_TIME.test(expected) && DATE_TIME.test(actual)) {
      return Date.parse(expected) === Date.parse(actual);
    }
    return words(expected) === words(actual);
  }
  if (typeof expected === "number") {
    return typeof actual === "number" && Math.abs(actual - expected) < 0.005;
  }
  return actual === expected;
}

function fits(want: EvalCase["expect"][number], made: MadeCall): boolean {
  if (made.call.name !== want.tool) return false;
  if (!made.result.ok && !OUTSIDE_TOOLS.has(want.tool)) return false;
  return matches(want.args ?? {}, made.call.input, made);
}

function changesData(name: string): boolean {
  return findTool(name)?.level !== "read";
}

/** Judges one case by the calls its request made. */
export function judge(c: Pick<EvalCase, "expect">, made: readonly MadeCall[]): Verdict {
  const used = new Set<number>();
  const expected = c.expect.map((want): ExpectedOutcome => {
    const i = made.findIndex((m, j) => !used.has(j) && fits(want, m));
    if (i >= 0) {
      used.add(i);
      return { tool: want.tool, matched: true, got: want.tool };
    }
    return { tool: want.tool, matched: false, got: "" };
  });
  for (const out of expected.filter((o) => !o.matched)) {
    const same = made.find((m, j) => !used.has(j) && m.call.name === out.tool);
    const other = made.find((m, j) => !used.has(j) && changesData(m.call.name)) ??
      made.find((_, j) => !used.has(j));
    out.got = same
      ? `${out.tool} (${same.result.ok ? "wrong arguments" : "failed"})`
      : other?.call.name ?? "nothing";
  }
  const left = made.filter((_, j) => !used.has(j));
  const extra = c.expect.length === 0
    ? left.map((m) => m.call.name)
    : left.filter((m) => changesData(m.call.name)).map((m) => m.call.name);
  const wrongWrites = left.filter((m) => m.result.ok && changesData(m.call.name))
    .map((m) => m.call.name);
  return {
    right: expected.every((o) => o.matched) && extra.length === 0,
    expected,
    extra,
    wrongWrites,
  };
}
