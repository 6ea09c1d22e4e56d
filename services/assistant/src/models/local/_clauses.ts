/**
 * How a message is cut into requests: sentences, then clauses at "and", "then", commas and dashes
 * where a new request starts. A clause that only explains ("..., the tank is nearly empty", "I found
 * a tin in the cupboard, ...") is dropped when the request beside it stands without it; a clause
 * that instructs about the other one through a pronoun ("hotel in Milan, €310 - put it in my
 * expenses", "got the bananas, tick them off") takes the other clause as its object.
 * @module
 */
import { LATEST_WATCH } from "../../tools/prices/latest_watch.ts";
import { isAsk, type Parsed } from "./_ask.ts";
import { GROUP_WORDS, type Kind, NOUN } from "./groups/mod.ts";
import {
  addedBeside,
  changes,
  inKindOf,
  KIND_RE,
  kindsNamed,
  labelled,
  saidOf,
  sameVerb,
  TOOL_KIND,
} from "./_clause_kind.ts";
import {
  isStatement,
  namedSubject,
  PERSON,
  PRONOUN,
  referents,
  TOLD,
} from "./_clause_statements.ts";
import { aboutMade, countdownToMade, doneAfter } from "./_tool_reminders_about.ts";
import { type Group, groupsOf, startsWithVerb } from "./_clause_groups.ts";
import { forDayAsked, itOfReason, withPointedDays } from "./_clause_days.ts";
import { withMonthBeside } from "./_tool_tasks_month.ts";
import { withDayOfEmail } from "./_propose_event_beside.ts";
import { bothSaid } from "./_clause_both.ts";
import { withNamedDays } from "./_clause_named_day.ts";
import { inPlaceOf, withoutReasons } from "./_clause_instead.ts";
import { saidOfNamed, toldOfContact } from "./_tool_contacts_person.ts";
import { tokenize } from "./_tokens.ts";

/** Reads a clause once: the call it asks for (or the detail it lacks), or null. */
export interface ClauseReading {
  read(segment: string): Parsed | null;
}

const ABBREVIATIONS =
  /\b(?:dr|mr|mrs|ms|mx|prof|st|sr|jr|e\.g|i\.e|etc|vs|approx|no|ltd|inc|co)\.$/iu;

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

const EMPTY_WORDS = new Set(
  (
    "it them that this those these one ones the a an already just too as well please now off " +
    "done again all both thing things stuff item items"
  ).split(" "),
);

/** A reference that names only the kind ("the countdown", see `theOne()`): the one there is. */
const KIND_ONLY = new RegExp(String.raw`^the\s+(?:${Object.values(NOUN).join("|")})$`, "iu");

/**
 * True when a value only points at something said elsewhere ("it", "them already", the latest
 * watch a price parser reads "it" as, "the countdown").
 */
function isEmptyValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isEmptyValue);
  if (typeof value !== "string") return false;
  if (value === LATEST_WATCH || KIND_ONLY.test(value)) return true;
  const words = value.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return words.length > 0 && words.every((w) => EMPTY_WORDS.has(w));
}

/** The call a clause asks for by itself, or null when it asks for nothing or only points ("it"). */
export function standalone(reader: ClauseReading, text: string): Parsed | null {
  const parsed = reader.read(text);
  if (!parsed) return null;
  if (isAsk(parsed)) return parsed;
  return Object.values(parsed.input).some(isEmptyValue) ? null : parsed;
}

/** Each kind's first noun, in the singular: what a dictated request starts with ("expense: …"). */
const HEAD_NOUN = new Map<string, string>(
  GROUP_WORDS.map((w) => [w.kind, (w.nouns[0] ?? w.kind).replace(/\(e?s\)$/u, "")]),
);

const HEAD_NOUNS = new Set([...HEAD_NOUN.values()].map((n) => n.toLowerCase()));

/** True when `parsed` is a call of a kind the instruction names, or it names none. */
export function fits(parsed: Parsed, named: Set<string>): boolean {
  if (named.size === 0) return true;
  const tool = isAsk(parsed) ? parsed.ask : parsed.name;
  const kind = TOOL_KIND.get(tool) ?? "";
  // An event is put "in my calendar"; an expense's supplier is the supplier named.
  return named.has(kind) || (kind === "proposal" && named.has("calendar" satisfies Kind)) ||
    (kind === "expense" && named.has("supplier" satisfies Kind));
}

/**
 * What an instruction about the other clause asks for ("mark it done" after "I fixed the bike"):
 * the other clause by itself when it is a request of the kind the instruction names, else the
 * instruction with its pronoun replaced by what the other clause is about. Null when neither reads.
 */
function resolveInstruction(
  reader: ClauseReading,
  instruction: string,
  other: string,
  together: string,
): string | null {
  // "the follow-up about the generator service, clear it": what the pronoun points at is of the
  // kind said beside it, when the instruction names none.
  const said = kindsNamed(instruction);
  const named = said.size > 0 ? said : kindsNamed(other);
  // A parser that reads the two together itself ("Sara answered about the lease, dismiss that
  // follow-up": the lease) knows better than a pronoun swapped for a guess.
  const both = standalone(reader, together);
  if (both && !isAsk(both) && fits(both, named)) return together;
  const alone = standalone(reader, other);
  if (alone && fits(alone, named)) return other;
  const pronoun = PRONOUN.exec(instruction);
  if (!pronoun) return null;
  const creating = CREATING.test(instruction);
  // "I met Carlos Ruiz at the conference, save him": the person named.
  // "we use Kwik Couriers a lot, save them as a supplier": the name said, for a supplier.
  const people = /^(?:him|her)$/iu.test(pronoun[0])
    ? [...[...other.matchAll(PERSON)].map((m) => m[0]), namedSubject(other) ?? ""].filter(Boolean)
    : named.has("supplier" satisfies Kind)
    ? [...other.matchAll(PERSON)].map((m) => m[0])
    : [];
  const refs = [...people, ...referents(other, creating)];
  for (const ref of refs) {
    const text = instruction.slice(0, pronoun.index) + ref +
      instruction.slice(pronoun.index + pronoun[0].length);
    const parsed = standalone(reader, text);
    if (parsed && !isAsk(parsed) && fits(parsed, named) && !thingAsName(parsed, ref)) return text;
  }
  // "hotel in Milan, €310 - put it in my expenses": dictated to the kind named, "expense: …",
  // with what the instruction says after the noun ("make it a task for Monday").
  if (!creating) return null;
  for (const { kind, re } of KIND_RE) {
    const noun = re.exec(instruction);
    const head = HEAD_NOUN.get(kind);
    if (!noun || !head) continue;
    const tail = instruction.slice(noun.index + noun[0].length).trim();
    for (const ref of refs) {
      const text = `${head}: ${ref}${tail ? ` ${tail}` : ""}`;
      const parsed = standalone(reader, text);
      if (parsed && !isAsk(parsed) && fits(parsed, named) && !thingAsName(parsed, ref)) return text;
    }
  }
  return null;
}

/** Tools whose item is someone's name: what a pronoun points at is theirs only with a capital. */
const NAMED_ITEMS = new Set(["expenses_suppliers_save"]);

/** Words a name may hold in lower case: "Harper & Sons", "Bank of Ireland". */
const NAME_JOINERS = new Set(["&", "and", "of", "de", "the"]);

/**
 * "the taxi was from bolt, make that the supplier": a thing pointed at is no supplier's name, nor
 * are the words after one ("we use Kwik Couriers a lot"); a name is said with its capitals
 * ("Harper & Sons, put them down as a supplier").
 */
function thingAsName(parsed: Parsed, ref: string): boolean {
  if (isAsk(parsed) || !NAMED_ITEMS.has(parsed.name)) return false;
  const ws = tokenize(ref);
  return !ws[0]?.cap || ws.some((t) => !t.cap && !NAME_JOINERS.has(t.w));
}

export const CREATING =
  /^(?:please\s+)?(?:can\s+you\s+)?(?:add|put|save|log|record|make|note|keep|create|set|book|track|watch|jot|write|store|stick|pop|remind)\b/iu;

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
        countdownToMade((t) => standalone(reader, t), prev.text, g.text)
      : null;
    if (about) {
      out[i] = { ...g, text: about };
      continue;
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
      if (!side) continue;
      out.splice(side.from, 2, { text: side.text, joiner: out[side.from]?.joiner ?? "" });
      return settle(out, reader);
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
    if (
      prev && request === prev && !TOLD.test(g.text) &&
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
    if (pointing && request && fits(reader.read(request.text)!, kindsNamed(g.text))) {
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
    if (beside && isStatement(g.text) && !content && !keeps && !lacking) {
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
 * The groups that ask for nothing by themselves and name no kind, each read in the kind of the
 * request before it, else after it (`_clause_kind.ts`).
 */
function inKinds(groups: Group[], reader: ClauseReading): Group[] {
  const calls = groups.map((g) => {
    const parsed = standalone(reader, g.text);
    return parsed && !isAsk(parsed) ? parsed : null;
  });
  const kinds = calls.map((c) => (c ? TOOL_KIND.get(c.name) : undefined));
  return groups.map((g, i) => {
    if (kindsNamed(g.text).size > 0) return g;
    const near = [...kinds.slice(0, i).reverse(), ...kinds.slice(i + 1)];
    if (calls[i] && addedBeside(g.text, calls[i]!.name, calls.filter((c) => c !== null))) {
      // "remove the Lisbon trip and add Rome": added where the other request's items are, or not
      // read at all; never a shopping item by default.
      const other = calls.find((c) => c && changes(c.name) && TOOL_KIND.get(c.name) !== "shopping");
      const kind = TOOL_KIND.get(other!.name) ?? "";
      const [verb, ...rest] = g.text.trim().split(" ");
      // "add Rome 2-5 May" of the trips: "… to my trips", else "add a trip: Rome 2-5 May".
      const said = [saidOf(g.text, kind), labelled(verb ?? "", kind, rest.join(" "))].find((t) => {
        const read = t === null ? null : reader.read(t);
        return read && !isAsk(read) && TOOL_KIND.get(read.name) === kind;
      });
      return { ...g, text: said ?? saidOf(g.text, kind) };
    }
    if (kinds[i] !== undefined || reader.read(g.text)) return g;
    // "dismiss the roof quote follow-up and the one from Jenny": the verb said once for both.
    const before = i > 0 ? calls[i - 1] : null;
    const again = before ? sameVerb(groups[i - 1]!.text, g.text) : null;
    const kind = before ? TOOL_KIND.get(before.name) : undefined;
    const said = again && kind ? inKindOf(again, kind, reader) : null;
    const read = said === null ? null : reader.read(said);
    if (read && !isAsk(read) && read.name === before?.name) return { ...g, text: said! };
    for (const kind of near) {
      const text = kind === undefined ? null : inKindOf(g.text, kind, reader);
      if (text !== null && standalone(reader, text)) return { ...g, text };
    }
    return g;
  });
}

/**
 * "the Lisbon trip: delete it": a thing named before a colon is what the instruction after it
 * points at, when that reads in a kind the instruction allows; else the text as it is.
 */
function namedBefore(text: string, reader: ClauseReading): string {
  const at = text.indexOf(": ");
  if (at <= 0) return text;
  const thing = text.slice(0, at).trim();
  const rest = text.slice(at + 2).trim();
  const pronoun = PRONOUN.exec(rest);
  if (!pronoun || isStatement(rest) || isStatement(thing) || LABEL.test(thing)) return text;
  if (standalone(reader, text) || standalone(reader, thing)) return text;
  const said = rest.slice(0, pronoun.index) + thing + rest.slice(pronoun.index + pronoun[0].length);
  const parsed = standalone(reader, said);
  return parsed && !isAsk(parsed) && fits(parsed, kindsNamed(rest)) ? said : text;
}

/** Requests of one sentence: split at "and", "then", commas and dashes where a new request starts. */
export function clauses(sentence: string, reader: ClauseReading): string[] {
  // "record 250 CHF for the hotel and a 48 CHF dinner, both on 3 march": one each.
  const both = bothSaid(sentence, (t) => reader.read(t));
  if (both) return both;
  const cut = groupsOf(sentence)?.map((g) => ({ ...g, text: namedBefore(g.text, reader) }));
  if (!cut) return [sentence];
  // "… on the 28th and remind me that morning at 8 …": the day pointed at is said.
  // "… and to renew my residence card, the card by the end of the month": that one's day.
  const read = (t: string) => reader.read(t);
  // "check what's on Thursday because … the school pickup, and remind me … to sort it": that thing.
  const said = withoutReasons(itOfReason(cut, read), read, (t) => standalone(reader, t));
  // "what's on Friday, and remind me … to iron a shirt for it": for what the day holds.
  const pointed = withMonthBeside(withPointedDays(said, read), read);
  const named = withNamedDays(forDayAsked(pointed, read), read);
  // "email X that dinner's at 7 on Friday and put the dinner in my calendar": the email's day.
  const groups = withDayOfEmail(named, read);
  // A group that is not a request of its own, or follows one that is not, belongs to the one before.
  const out: string[] = [];
  for (
    const g of inPlaceOf(settle(inKinds(groups, reader), reader), (t) => standalone(reader, t))
  ) {
    const last = out[out.length - 1];
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
