/**
 * A request with an explanation said before or after it, as people write: "delete Uncle Bob's
 * birthday, we're not in touch any more", "I pulled out of the marathon, get rid of that
 * countdown". The parsers read the request without the aside when the whole clause says nothing
 * they understand.
 * @module
 */
import { type Clause, makeClause } from "./_tool_text.ts";

/** Where a clause breaks into parts: a comma, a semicolon or a spaced dash. */
const BREAK = /\s*(?:[,;]|\s[-–—]\s)\s*/gu;

/** The parts of a clause between its breaks, as clauses, with the typed text of each. */
export function asideParts(c: Clause): { clause: Clause; typed: string }[] {
  const parts: { clause: Clause; typed: string }[] = [];
  let at = 0;
  for (const m of c.text.matchAll(BREAK)) {
    if (m.index > at) parts.push(part(c, at, m.index));
    at = m.index + m[0].length;
    if (parts.length >= 8) return [];
  }
  if (parts.length === 0) return [];
  if (at < c.text.length) parts.push(part(c, at, c.text.length));
  return parts;
}

function part(c: Clause, start: number, end: number): { clause: Clause; typed: string } {
  const typed = c.typed(start, end);
  return { clause: makeClause(typed, c.ctx), typed };
}

/**
 * The first call `parse` reads from one part of the clause on its own, trying the first part, then
 * the last ("X, because Y" and "because Y, X"); null when the clause has one part or neither reads.
 */
export function withoutAside<T>(c: Clause, parse: (part: Clause) => T | null): T | null {
  const parts = asideParts(c);
  if (parts.length < 2) return null;
  const first = parts[0];
  const last = parts[parts.length - 1];
  return (first ? parse(first.clause) : null) ?? (last ? parse(last.clause) : null);
}

/** Where a clause may be cut between a request and an explanation: at most six breaks. */
function cuts(text: string): { at: number; end: number }[] {
  const out: { at: number; end: number }[] = [];
  for (const m of text.matchAll(BREAK)) {
    out.push({ at: m.index, end: m.index + m[0].length });
    if (out.length === 6) break;
  }
  return out;
}

/**
 * The call `parse` reads from the clause without an explanation said before or after the request
 * ("add batteries to the list, the remote died", "I did the shopping, empty the list"): the
 * longest beginning that reads, else the longest end that reads; null when none does.
 */
export function withoutExplanation<T>(c: Clause, parse: (part: Clause) => T | null): T | null {
  const at = cuts(c.text);
  for (const cut of [...at].reverse()) {
    const call = parse(makeClause(c.typed(0, cut.at), c.ctx));
    if (call) return call;
  }
  for (const cut of at) {
    const call = parse(makeClause(c.typed(cut.end, c.text.length), c.ctx));
    if (call) return call;
  }
  return null;
}
