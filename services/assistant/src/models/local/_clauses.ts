/**
 * How a message is cut into requests: sentences, then clauses at "and", "then", commas and dashes
 * where a new request starts. A clause that only explains ("..., the tank is nearly empty", "I found
 * a tin in the cupboard, ...") is dropped when the request beside it stands without it; a clause
 * that instructs about the other one through a pronoun ("hotel in Milan, €310 - put it in my
 * expenses", "got the bananas, tick them off") takes the other clause as its object.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { NOUN } from "./groups/mod.ts";
import { changes, inKindOf, kindsNamed, ownKindSaid, TOOL_KIND } from "./_clause_kind.ts";
import { afterBut, isApology, isStatement, PRONOUN, TOLD } from "./_clause_statements.ts";
import { aboutMade, anotherOfMade, countdownToMade, doneAfter } from "./_tool_reminders_about.ts";
import { type Group, groupsOf, startsWithVerb } from "./_clause_groups.ts";
import { forDayAsked, itOfReason, withPointedDays } from "./_clause_days.ts";
import { withTimeBeside } from "./_clause_time_beside.ts";
import { withMonthBeside } from "./_tool_tasks_month.ts";
import { withDayOfEmail } from "./_propose_event_beside.ts";
import { bothSaid } from "./_clause_both.ts";
import { withNamedDays } from "./_clause_named_day.ts";
import { inPlaceOf, withoutReasons } from "./_clause_instead.ts";
import { saidOfNamed, toldOfContact } from "./_tool_contacts_person.ts";
import { isAside } from "./_coverage.ts";
import { runOn } from "./_clause_run_on.ts";
import { inKinds } from "./_clause_in_kinds.ts";
import {
  fits,
  HEAD_NOUNS,
  labelledAfter,
  resolveInstruction,
  standalone,
} from "./_clause_pointing.ts";

/** Reads a clause once: the call it asks for (or the detail it lacks), or null. */
export interface ClauseReading {
  read(segment: string): Parsed | null;
}

const ABBREVIATIONS =
  /\b(?:dr|mr|mrs|ms|mx|prof|st|sr|jr|e\.g|i\.e|etc|vs|approx|no|ltd|inc|co|tel|mob)\.$/iu;

/** The sentences of a message: split at . ! ? ; and line breaks, not inside "Dr." or "42.50". */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const piece of text.split(/(?<=[.!?;])\s+|\n+/u)) {
    current = current ? `${current} ${piece}` : piece;
    if (ABBREVIATIONS.test(current.trim())) continue;
    out.push(current.trim());
    current = "";
  }
  if (current.trim()) out.push(current.trim());
  return out.filter((s) => s.length > 0).slice(0, 40);
}

/** True when two readings are the same call. */
function sameCall(a: Parsed | null, b: Parsed | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * True when the request read with the clause after it says more ("..., I want it under 60"): a
 * detail more, or the year of a day said without one ("…'s birthday is 9 May, he'll be 7").
 */
function adds(reader: ClauseReading, alone: string, merged: string): boolean {
  const a = reader.read(alone);
  const b = reader.read(merged);
  if (!a || !b || isAsk(a) || isAsk(b) || a.name !== b.name) return false;
  return Object.entries(b.input).some(([k, v]) => {
    const before = a.input[k];
    return !(k in a.input) ||
      (typeof before === "string" && typeof v === "string" && before.startsWith("--") &&
        v.length === before.length + 3 && v.endsWith(before.slice(1)));
  });
}

/** True when a request records a thing paid for, which a past fact said beside it tells of. */
function paidFor(call: Parsed | null): boolean {
  return call !== null && !isAsk(call) && call.name === "expenses_record";
}

/** Tools whose text is what the user dictates: a statement beside them is part of it. */
const DICTATED = new Set(["keepsakes_save", "notes_create", "propose_action"]);

/**
 * Pairs a clause that asks for nothing by itself with the one beside it: an instruction pointing
 * at it ("..., tick them off") becomes one request; a statement beside a request is dropped.
 */
function settle(groups: Group[], reader: ClauseReading): Group[] {
  const out = [...groups];
  for (let i = 0; i < out.length; i++) {
    const g = out[i];
    const alone = g ? standalone(reader, g.text) : null;
    const prev = out[i - 1];
    // "note that the tyre pressure should be 36 psi, and remind me … to check them".
    const done = g && prev && alone
      ? doneAfter((t) => standalone(reader, t), prev.text, g.text)
      : null;
    if (g && done) out[i] = { ...g, text: done };
    if (!g || (alone && !isAsk(alone))) continue;
    const next = out[i + 1];
    // "add a task to X and remind me about it at 9": the reminder is about the item just made.
    // "add a trip to Tokyo 1-12 April and a countdown to it": the countdown to the trip.
    const about = prev
      ? aboutMade((t) => standalone(reader, t), prev.text, g.text) ??
        countdownToMade((t) => standalone(reader, t), prev.text, g.text) ??
        anotherOfMade((t) => standalone(reader, t), prev.text, g.text)
      : null;
    if (about) {
      out[i] = { ...g, text: about };
      continue;
    }
    // "…, tick that off and add one to collect the receipt": one of the kind of the request before.
    const one = prev && !alone ? oneOfKind(prev.text, g.text, reader) : null;
    if (one !== null) {
      out[i] = { ...g, text: one };
      continue;
    }
    // "note that the landlord is Mr Okafor and save his number …": of the person named before.
    const ofNamed = prev && alone && standalone(reader, prev.text)
      ? saidOfNamed(g.text, reader.read(prev.text), (t) => standalone(reader, t))
      : null;
    if (ofNamed) {
      out[i] = { ...g, text: ofNamed };
      return settle(out, reader);
    }
    if (alone) {
      // "the bank got back to me on the mortgage, drop the follow-up": a request lacking which item
      // it means, beside a clause that says it, read together.
      const named = kindsNamed(g.text);
      const sides = [
        prev && { from: i - 1, text: prev.text + g.joiner + g.text },
        next && { from: i, text: g.text + next.joiner + next.text },
      ];
      const side = sides.find((s) => {
        const both = s ? standalone(reader, s.text) : null;
        return both !== null && !isAsk(both) && fits(both, named);
      });
      // "the gate code is 4417, note it": a request asked without its thing, pointing back at
      // what is told before it, is read as the instruction it is below.
      if (side) {
        out.splice(side.from, 2, { text: side.text, joiner: out[side.from]?.joiner ?? "" });
        return settle(out, reader);
      }
      if (!isAsk(alone) || !PRONOUN.test(g.text)) continue;
    }
    // What the instruction points at: the run of clauses before it that ask for nothing ("got the
    // bananas and the apples, tick them off"), else the clause after it.
    let start = i;
    while (start > 0 && out[start - 1] && !standalone(reader, out[start - 1]!.text)) start--;
    const before = out.slice(start, i).map((o, n) => (n === 0 ? "" : o.joiner) + o.text).join("");
    const sides = [
      { text: before, from: start, count: i - start + 1 },
      { text: next?.text ?? "", from: i, count: 2 },
    ];
    for (const other of sides) {
      if (!other.text || other.count < 2 || !PRONOUN.test(g.text)) continue;
      // "mark that done, and add …": a request after the instruction is not what it points at.
      if (
        other.from === i && (!next || standalone(reader, next.text) || startsWithVerb(next.text))
      ) {
        continue;
      }
      const together = other.from === i
        ? g.text + (next?.joiner ?? " ") + other.text
        : other.text + g.joiner + g.text;
      const resolved = resolveInstruction(reader, g.text, other.text, together);
      if (resolved === null) continue;
      out.splice(other.from, other.count, {
        text: resolved,
        joiner: out[other.from]?.joiner ?? "",
      });
      return settle(out, reader);
    }
    const pointing = PRONOUN.test(g.text) && !isStatement(g.text);
    const request = [prev, next].find((o) => o && standalone(reader, o.text));
    // "save Jules Moreau as a contact, …, and his birthday is 14 July": said of the person named.
    const theirs = prev && request === prev
      ? saidOfNamed(g.text, reader.read(prev.text), (t) => standalone(reader, t))
      : null;
    if (theirs) {
      out[i] = { ...g, text: theirs };
      return settle(out, reader);
    }
    // "log 1.2k for the laptop, got it at Best Buy yesterday": what is told of a thing paid for
    // (where, when) is the expense's.
    if (
      prev && request === prev && (!TOLD.test(g.text) || paidFor(reader.read(prev.text))) &&
      adds(reader, prev.text, prev.text + g.joiner + g.text)
    ) {
      continue;
    }
    // "add my new mechanic, Thabo Nkosi, …, he does Toyotas": what is said of the person is kept.
    if (
      prev && request === prev &&
      toldOfContact(
        g.text,
        reader.read(prev.text),
        () => reader.read(prev.text + g.joiner + g.text),
      )
    ) {
      continue;
    }
    // "Maya rode her bike today, save that as a keepsake": a request lacking its thing finds it in
    // the statement on its turn.
    const wanting = request ? reader.read(request.text) : null;
    if (pointing && wanting && !isAsk(wanting) && fits(wanting, kindsNamed(g.text))) {
      // "my colleague Fatima's birthday is 17 October, save it": the statement is asked for, so
      // it stays with the request that points at it when the two read as it does alone.
      const asked = prev && request === prev ? prev.text + g.joiner + g.text : "";
      // "the reminder about the bins, clear it": a kind's items asked to see, then a change of
      // the one named, read together.
      const whole = asked !== "" ? reader.read(asked) : null;
      const shown = reader.read(prev?.text ?? "");
      const changed = whole !== null && shown !== null && !isAsk(whole) && !isAsk(shown) &&
        !changes(shown.name) && changes(whole.name) &&
        TOOL_KIND.get(whole.name) === TOOL_KIND.get(shown.name);
      // "the reminder for the braai charcoal, move it to Saturday 5pm": an item named, then a
      // request about it that the two do not read as together, is no list asked to see.
      const unread = asked !== "" && whole === null && shown !== null && !isAsk(shown) &&
        shown.name.endsWith("_list") && startsWithVerb(g.text);
      const same = asked !== "" &&
        (changed || unread || sameCall(whole, reader.read(prev!.text)));
      if (same) out[i - 1] = { ...prev!, text: asked };
      out.splice(i, 1);
      if (i === 0 && out[0]) out[0] = { ...out[0], joiner: "" };
      return settle(out, reader);
    }
    const content = out.slice(0, i).some((o) => /:(?:\s|$)/u.test(o.text));
    const beside = [prev, next].find((o) => o && standalone(reader, o.text));
    const call = beside ? reader.read(beside.text) : null;
    // An email's message, or a request that says no more than its kind ("Reminder"): the
    // statement is what it is about.
    const keeps = call !== null && !isAsk(call) &&
      (DICTATED.has(call.name) ||
        Object.values(call.input).some((v) =>
          typeof v === "string" && HEAD_NOUNS.has(v.trim().toLowerCase())
        ));
    // A request lacking which item it means may find it in the statement: leave that to its turn.
    const lacking = call !== null && isAsk(call);
    // "Sorry to be a pain, could you write down …": an apology is never what is dictated.
    const aside = isApology(g.text) || (isStatement(g.text) && !content && !keeps);
    if (beside && aside && !lacking) {
      out.splice(i, 1);
      if (i === 0 && out[0]) out[0] = { ...out[0], joiner: "" };
      return settle(out, reader);
    }
  }
  return out;
}

const LABEL = new RegExp(
  String.raw`^(?:(?:my|the|our)\s+)?(?:${Object.values(NOUN).join("|")})(?:\s+list)?\s*[:\-–]?$`,
  "iu",
);

/** True when `text` only names a kind ("groceries - add rice") and `next` is a request of it. */
function labels(text: string, next: Parsed | null): boolean {
  if (!next || !LABEL.test(text.trim())) return false;
  return fits(next, kindsNamed(text));
}

/**
 * "the Lisbon trip: delete it": a thing named before a colon is what the instruction after it
 * points at, when that reads in a kind the instruction allows; else the text as it is.
 */
function namedBefore(text: string, reader: ClauseReading): string {
  const at = text.indexOf(": ");
  if (at <= 0) return text;
  // "for mum: remind me sunday to call her": the one it is for is the thing named.
  const named = text.slice(0, at).trim();
  const thing = named.toLowerCase().startsWith("for ") ? named.slice(4).trim() : named;
  const rest = text.slice(at + 2).trim();
  const pronoun = PRONOUN.exec(rest);
  if (!pronoun || isStatement(rest) || isStatement(thing) || LABEL.test(thing)) return text;
  if (standalone(reader, text) || standalone(reader, thing)) return text;
  const said = rest.slice(0, pronoun.index) + thing + rest.slice(pronoun.index + pronoun[0].length);
  const parsed = standalone(reader, said);
  return parsed && !isAsk(parsed) && fits(parsed, kindsNamed(rest)) ? said : text;
}

/**
 * "I know it's late, but remind me at 6 to call mum": the request after the "but" of a statement
 * said first, when it reads by itself; else the text as it is.
 */
function butSaid(text: string, reader: ClauseReading): string {
  const after = afterBut(text);
  const call = after === null ? null : standalone(reader, after);
  return call !== null && !isAsk(call) ? after! : text;
}

/**
 * "dont need the reminder about the library books any more, returned them yesterday": a clause
 * that reads as nothing, read without a last part that only tells something; else as it is.
 */
function withoutLastAside(text: string, reader: ClauseReading): string {
  const at = text.lastIndexOf(", ");
  const last = text.slice(at + 2);
  if (at <= 0 || !isAside(last, text.slice(0, at)) || reader.read(text) !== null) return text;
  const call = standalone(reader, text.slice(0, at));
  return call !== null && !isAsk(call) ? text.slice(0, at) : text;
}

/**
 * A clause that reads as nothing ("add one to collect the receipt"), said of the kind of the
 * request before it once that one is read whole (`inKindOf`); null when it does not read so.
 */
function oneOfKind(last: string, text: string, reader: ClauseReading): string | null {
  if (reader.read(text) !== null) return null;
  const call = standalone(reader, last);
  const kind = call === null || isAsk(call) ? undefined : TOOL_KIND.get(call.name);
  const said = kind === undefined ? null : inKindOf(text, kind, reader);
  const read = said === null ? null : standalone(reader, said);
  return read !== null && !isAsk(read) ? said : null;
}

/** Requests of one sentence: split at "and", "then", commas and dashes where a new request starts. */
export function clauses(sentence: string, reader: ClauseReading): string[] {
  // "log $86 at Home Depot, business expense": the kind's label said after its content.
  const labelled = labelledAfter(reader, sentence);
  if (labelled !== null) return clauses(labelled, reader);
  // "record 250 CHF for the hotel and a 48 CHF dinner, both on 3 march": one each.
  const both = bothSaid(sentence, (t) => reader.read(t));
  if (both) return both;
  // "put dentist in my calendar friday at 3 email ana@… saying …": two requests, no joining word.
  const apart = runOn(sentence, (t) => standalone(reader, t));
  if (apart) return apart.flatMap((part) => clauses(part, reader));
  const cut = groupsOf(sentence)?.map((g) => ({
    ...g,
    text: namedBefore(withoutLastAside(butSaid(g.text, reader), reader), reader),
  }));
  if (!cut) return [sentence];
  // "the builder's quote is sorted, dismiss that one": the follow-up, by its verb.
  for (let i = 1; i < cut.length; i++) {
    const own = isStatement(cut[i - 1]!.text) ? ownKindSaid(cut[i]!.text) : null;
    if (own !== null) cut[i] = { ...cut[i]!, text: own };
  }
  // "… on the 28th and remind me that morning at 8 …": the day pointed at is said.
  // "… and to renew my residence card, the card by the end of the month": that one's day.
  const read = (t: string) => reader.read(t);
  // "check what's on Thursday because … the school pickup, and remind me … to sort it": that thing.
  const said = withoutReasons(itOfReason(cut, read), read, (t) => standalone(reader, t));
  // "what's on Friday, and remind me … to iron a shirt for it": for what the day holds.
  // "add … on Thursday at 6 and remind me at 5 to leave": the reminder on the event's day.
  const pointed = withMonthBeside(withTimeBeside(withPointedDays(said, read), read), read);
  const named = withNamedDays(forDayAsked(pointed, read), read);
  // "email X that dinner's at 7 on Friday and put the dinner in my calendar": the email's day.
  const groups = withDayOfEmail(named, read);
  // A group that is not a request of its own, or follows one that is not, belongs to the one before.
  const out: string[] = [];
  for (
    const g of inPlaceOf(settle(inKinds(groups, reader), reader), (t) => standalone(reader, t))
  ) {
    const last = out[out.length - 1];
    // "I've paid the fees, so tick that off and add one to collect the receipt": "one" is of the
    // kind the request before is once its pointing is read.
    const one = last === undefined ? null : oneOfKind(last, g.text, reader);
    if (one !== null) {
      out.push(one);
      continue;
    }
    if (
      last !== undefined &&
      (!reader.read(g.text) || !reader.read(last) || labels(last, reader.read(g.text)))
    ) {
      out[out.length - 1] = last + g.joiner + g.text;
      continue;
    }
    out.push(g.text);
  }
  return out;
}
