/**
 * An event asked for beside an email that says when it is: "email hine@… that dinner's at 7 on
 * Friday and put the dinner in my calendar as well". The event names what the email's message is
 * about ("the dinner") and says no day; the day and time the message says of it are the event's.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { findDates } from "./_tool_dates.ts";
import { words } from "../../text/normalize.ts";

/** Any clock: the hits are only used for where they are and what they hold, not their day. */
const CTX = { now: new Date(0), timezone: "UTC" };

/** The title of an event draft asked when, or null. */
function whenAsked(parsed: Parsed | null): string | null {
  if (!parsed || isAsk(parsed) || parsed.name !== "propose_action") return null;
  const draft = parsed.input.draft as { kind?: string; problem?: string; title?: unknown } | null;
  if (draft?.kind !== "event" || draft.problem !== "when") return null;
  return typeof draft.title === "string" ? draft.title : null;
}

/** The message of an email call, or null. */
function bodyOf(parsed: Parsed | null): string | null {
  if (!parsed || isAsk(parsed) || parsed.name !== "propose_action") return null;
  const mail = parsed.input.email as { body?: unknown } | undefined;
  return typeof mail?.body === "string" ? mail.body : null;
}

/**
 * The clauses of a sentence, an event said without its day beside an email whose message names it
 * and says one day and time for it, said with them; every other clause as it is.
 */
export function withDayOfEmail<T extends { text: string; joiner: string }>(
  groups: readonly T[],
  read: (text: string) => Parsed | null,
): T[] {
  if (groups.length < 2) return [...groups];
  return groups.map((g, i) => {
    const title = whenAsked(read(g.text));
    const named = title === null ? [] : words(title);
    if (named.length === 0 || named.length > 2) return g;
    const bodies = groups.filter((_o, n) => n !== i).map((o) => bodyOf(read(o.text)))
      .filter((b): b is string => b !== null);
    if (bodies.length !== 1) return g;
    const body = bodies[0]!;
    const said = words(body);
    if (!named.every((w) => said.includes(w))) return g;
    const hits = findDates(body, CTX);
    const hit = hits[0];
    // One day and one time, said of it: "dinner's at 7 on Friday".
    if (hits.length !== 1 || !hit || !hit.dayCertain || hit.time === null || hit.endDate) return g;
    const text = `${g.text} ${body.slice(hit.index, hit.end)}`;
    const again = read(text);
    return again && !isAsk(again) && whenAsked(again) === null ? { ...g, text } : g;
  });
}
