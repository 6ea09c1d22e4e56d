/**
 * An event asked for beside an email that says when it is: "email hine@… that dinner's at 7 on
 * Friday and put the dinner in my calendar as well". The event names what the email's message is
 * about ("the dinner") and says no day; the day and time the message says of it are the event's.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { findDates } from "./_tool_dates.ts";
import { trimEnd } from "./_propose_drafts.ts";
import { words } from "../../text/normalize.ts";
import { NOT_A_SUBJECT, PERSON_POINTERS, SAME_DAY, SUBJECT_ENDS } from "./_propose_event_words.ts";

/** Any clock: the hits are only used for where they are and what they hold, not their day. */
const CTX = { now: new Date(0), timezone: "UTC" };

/** The title of an event draft asked when, or null. */
function whenAsked(parsed: Parsed | null): string | null {
  if (!parsed || isAsk(parsed) || parsed.name !== "propose_action") return null;
  const draft = parsed.input.draft as { kind?: string; problem?: string; title?: unknown } | null;
  if (draft?.kind !== "event" || draft.problem !== "when") return null;
  return typeof draft.title === "string" ? draft.title : null;
}

/** True when an event draft lacks its day or its title. */
function eventAsked(parsed: Parsed | null): boolean {
  if (!parsed || isAsk(parsed) || parsed.name !== "propose_action") return false;
  const draft = parsed.input.draft as { kind?: string; problem?: string } | null;
  return draft?.kind === "event" && ["when", "what"].includes(draft.problem ?? "");
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
  said: readonly T[],
  read: (text: string) => Parsed | null,
): T[] {
  if (said.length < 2) return [...said];
  const groups = withStartSaid(said, read);
  return groups.map((g, i) => {
    const first = read(g.text);
    if (eventAsked(first) && words(g.text).includes("it")) return itOfEmail(g, groups, i, read);
    const pointed = words(g.text).some((w) => PERSON_POINTERS.includes(w));
    if (eventAsked(first) && pointed) return whomOfEmail(g, groups, i, read);
    const title = whenAsked(first);
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

/**
 * "email the team that the offsite is moving to the 24th, and add it to my calendar for that day":
 * "it" is what the email's one message is about (its words before "is", "has", …), on the one day
 * it says; the clause as it is when the message names no thing ("that I'm off on the 24th") or says
 * several days. A message saying no day ("that the call's moved") leaves the day to the clause
 * ("… and put it in my calendar for thursday at 4"), which must then say it whole.
 */
function itOfEmail<T extends { text: string; joiner: string }>(
  g: T,
  groups: readonly T[],
  i: number,
  read: (text: string) => Parsed | null,
): T {
  const bodies = groups.filter((_o, n) => n !== i).map((o) => bodyOf(read(o.text)))
    .filter((b): b is string => b !== null);
  const body = bodies.length === 1 ? bodies[0]! : "";
  const hits = findDates(body, CTX);
  const hit = hits[0];
  if (hits.length > 1 || (hit && (!hit.dayCertain || hit.endDate))) return g;
  const said = body.slice(0, hit?.index ?? body.length).split(" ");
  const verb = said.findIndex((w) => SUBJECT_ENDS.includes(w.toLowerCase()));
  // "the call's moved": the thing said before "'s" (is, has) and the verb.
  const subject = said.slice(0, verb).map((w, n) =>
    n === verb - 1 && (w.endsWith("'s") || w.endsWith("’s")) ? w.slice(0, -2) : w
  );
  if (verb < 1 || verb > 4 || subject.some((w) => NOT_A_SUBJECT.includes(w.toLowerCase()))) {
    return g;
  }
  const ws = g.text.split(" ");
  const it = ws.findIndex((w) => w.toLowerCase() === "it");
  if (it < 1 || ws.slice(it + 1).some((w) => w.toLowerCase() === "it")) return g;
  let text = [...ws.slice(0, it), subject.join(" ").toLowerCase(), ...ws.slice(it + 1)].join(" ");
  if (!hit) {
    const own = read(text);
    return own && !isAsk(own) && !eventAsked(own) ? { ...g, text } : g;
  }
  const day = body.slice(hit.index, hit.end);
  const pointer = SAME_DAY.find((p) => ` ${text.toLowerCase()} `.includes(` ${p} `));
  const at = pointer ? ` ${text.toLowerCase()} `.indexOf(` ${pointer} `) : -1;
  text = pointer
    ? `${text.slice(0, at)} on ${day}${text.slice(at + pointer.length)}`
    : `${text} ${day}`;
  const again = read(text);
  return again && !isAsk(again) && !eventAsked(again) ? { ...g, text } : g;
}

/** Who an email is said to be for before its address: "my", "our", "the" and the role. */
const OWNERS = ["the", "my", "our"];

/**
 * Whom the one email beside says it is for, said before its address ("email the plumber at f@… …"
 * is "the plumber", "email Tom Reid, t@…, …" is "Tom Reid"), or null.
 */
function whomSaid(text: string): string | null {
  const ws = text.split(" ");
  const at = ws.findIndex((w) => w.includes("@"));
  if (at < 2) return null;
  const joined = ws[at - 1]!.endsWith(",");
  const end = joined ? at : ws[at - 1]!.toLowerCase() === "at" ? at - 1 : -1;
  if (end < 1) return null;
  const said = ws.slice(0, end).map((w, n) => n === end - 1 ? trimEnd(w) : w);
  // "the plumber", "my landlord": a role of at most three words after its owner.
  const owner = said.findLastIndex((w) => OWNERS.includes(w.toLowerCase()));
  const role = owner >= 0 ? said.slice(owner + 1) : [];
  if (owner >= 1 && role.length >= 1 && role.length <= 3 && role.every(plain)) {
    return said.slice(owner).join(" ").toLowerCase();
  }
  // "Tom Reid": a name written with capitals, straight after the verb.
  const named = said.slice(1);
  const capital = (w: string) => plain(w) && w.charAt(0) !== w.charAt(0).toLowerCase();
  const few = named.length >= 1 && named.length <= 2;
  return few && named.every(capital) ? named.join(" ") : null;
}

/** A word of letters only (an apostrophe or a hyphen within): no address, no mark. */
function plain(w: string): boolean {
  return w.length > 0 &&
    [...w].every((ch) => ch.toLowerCase() !== ch.toUpperCase() || ch === "'" || ch === "-");
}

/**
 * "email the plumber at fixit@… that Thursday works, and put him in the calendar for Thursday 8am":
 * "him" is whom the one email beside is for, said before its address ("the plumber"), and the event
 * is about them; the clause as it is (asked) when the email names no one so, or says several.
 */
function whomOfEmail<T extends { text: string; joiner: string }>(
  g: T,
  groups: readonly T[],
  i: number,
  read: (text: string) => Parsed | null,
): T {
  const ws = g.text.split(" ");
  const pointers = ws.filter((w) => PERSON_POINTERS.includes(w.toLowerCase()));
  if (pointers.length !== 1) return g;
  const emails = groups.filter((o, n) => n !== i && bodyOf(read(o.text)) !== null);
  if (emails.length !== 1) return g;
  const whom = whomSaid(emails[0]!.text);
  if (whom === null) return g;
  const text = ws.map((w) => PERSON_POINTERS.includes(w.toLowerCase()) ? whom : w).join(" ");
  const again = read(text);
  return again && !isAsk(again) && !eventAsked(again) ? { ...g, text } : g;
}

/** How a statement after an event says when it starts: "it starts …", "it's …". */
const STARTS = [["it", "starts"], ["it", "begins"], ["it", "is"]];

/**
 * "put the supplier webinar in my calendar, it starts in an hour and a half": an event asked when,
 * then a statement about "it" that says only when it starts ("it's on Friday at 1"), is the event
 * on that day and time, the statement one with it; every clause as it is when the statement says
 * anything more ("it starts at 3 but I might be late") or the event is still asked about.
 */
function withStartSaid<T extends { text: string; joiner: string }>(
  groups: readonly T[],
  read: (text: string) => Parsed | null,
): T[] {
  const out: T[] = [];
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    const next = groups[i + 1];
    const opening = next ? words(next.text).slice(0, 2) : [];
    const starts = STARTS.some((s) => s[0] === opening[0] && s[1] === opening[1]);
    if (!next || !starts || whenAsked(read(g.text)) === null) {
      out.push(g);
      continue;
    }
    // What follows "it starts", "it is" or "it's": one day or time, said whole.
    const rest = next.text.split(" ").slice(next.text.split(" ")[0]!.includes("'") ? 1 : 2)
      .join(" ");
    const hits = findDates(rest, CTX);
    const hit = hits[0];
    const whole = hits.length === 1 && hit !== undefined && hit.index === 0 &&
      rest.slice(hit.end).trim() === "";
    const text = `${g.text} ${rest}`;
    const again = whole ? read(text) : null;
    if (again && !isAsk(again) && !eventAsked(again)) {
      out.push({ ...g, text });
      i++;
    } else out.push(g);
  }
  return out;
}
