/**
 * Precision first, across a reading's calls and the whole message: the checks a single slot cannot
 * make. A call that changes an item must reach it as the message says it: not by a reference taken
 * from what the user says they do not mean ("not the cat one, the one about the dog — forget
 * that"), by a place in a list ("the first one"), by no word at all ("it's fine"), across a break
 * ("the drill, got both"), nor in the kind of a word that only describes another thing ("forget the
 * holiday memory" is a keepsake, not a trip: in English the last noun of a compound names the
 * thing). And a reading must hold every request the message makes: a reminder or "another" asked
 * for beside it, a note said whole and as said, a day said (not a month read as one), a correction
 * ("… instead", "a day later") rather than a new item.
 * @module
 */
import { findTool } from "@asst/shared";
import type { ToolCall } from "../../tools/types.ts";
import { stem, STOP_WORDS } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";
import { BREAK, REQUEST_VERB, VERB_STEMS } from "./_coverage.ts";
import { changes, kindsNamed, TOOL_KIND } from "./_clause_kind.ts";
import { type Kind, NOUN } from "./groups/mod.ts";
import { holidays } from "./_dates_phrases.ts";
import { isoDate } from "./_tool_dates.ts";
import { hasDigit } from "./_tokens.ts";

/** Slots naming an existing item, by the tools that change one. */
export const REFERENCE_SLOTS: ReadonlySet<string> = new Set([
  "reminder",
  "task",
  "note",
  "keepsake",
  "trip",
  "countdown",
  "birthday",
  "watch",
  "followup",
  "expense",
  "contact",
]);

/** Words that say which item the user does not mean, right before it: "not the cat one". */
const NOT = new Set(["not", "no"]);
/** Words allowed between "not" and the item: "not the cat one", "not my old one". */
const BETWEEN = new Set(["the", "a", "an", "my", "our", "that", "this"]);

/** True when the first word of `value` is said right after "not" ("not the cat one"). */
function saidAsNotMeant(message: string[], value: string): boolean {
  const first = words(value).find((w) => !STOP_WORDS.has(w));
  if (first === undefined) return false;
  return message.some((w, i) => {
    if (w !== first) return false;
    let j = i - 1;
    while (j >= 0 && BETWEEN.has(message[j]!)) j--;
    return j >= 0 && NOT.has(message[j]!);
  });
}

const OWN_NOUN = new Map<string, RegExp>();

/**
 * A kind's nouns as a whole-word pattern, capturing the word right after it (letters only, no
 * break between).
 */
export function ownNoun(kind: Kind): RegExp {
  let re = OWN_NOUN.get(kind);
  if (re === undefined) {
    re = new RegExp(String.raw`\b(?:${NOUN[kind]})\b(?=\s+(\p{L}+)|)`, "giu");
    OWN_NOUN.set(kind, re);
  }
  return re;
}

/** Words that may follow an item's noun without being another noun: when, and how it is said. */
const AFTER_NOUN = new Set(
  ("today tomorrow tonight yesterday now too also anymore again please pls thanks asap " +
    "regarding concerning " +
    // "cancel my gym reminder tbh": a hedge said last is no thing the noun describes.
    "tbh tbf imo idk lol haha honestly anyway though " +
    "monday tuesday wednesday thursday friday saturday sunday weekend week month year").split(" "),
);

/** A word that names a thing: not a little word, a verb, or when. */
function noun(w: string | undefined): boolean {
  return w !== undefined && !STOP_WORDS.has(w) && !AFTER_NOUN.has(w) && !VERB_STEMS.has(stem(w));
}

/**
 * True when the message names the call's kind only to describe another thing: every time one of
 * the kind's nouns is said, another noun follows it ("the holiday memory"). A message that never
 * names the kind is not judged here.
 */
function kindOnlyDescribes(text: string, kind: Kind): boolean {
  let said = 0;
  for (const m of text.matchAll(ownNoun(kind))) {
    said++;
    // The word as read ("the note aboot the boiler": "about"), not as typed.
    if (!noun(words(m[1] ?? "")[0])) return false;
  }
  return said > 0;
}

/** Words that point at an item by its place in a list, which no reference is read by. */
const PLACES = new Set([
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "last",
  "latter",
  "former",
  "top",
  "bottom",
  "previous",
  "1st",
  "2nd",
  "3rd",
]);
/** What such a word is said with: "the first one", "the last item". */
const PLACE_NOUNS = new Set(["one", "ones", "item", "items", "thing", "things", "entry"]);

/**
 * True when a reference names an item only by a place the message says ("mark the first one done"
 * read as the task "first"): it would reach whichever item holds the word, not the one meant. (A
 * reference the reading wrote itself, "the last one" for "it", is not the user's.)
 */
function byPlaceOnly(message: readonly string[], value: string): boolean {
  const ws = words(value).filter((w) => !STOP_WORDS.has(w) && !PLACE_NOUNS.has(w));
  return ws.length > 0 && ws.every((w) => PLACES.has(w) && message.includes(w));
}

/** Words a reference may hold that name nothing: how it is, not which one ("it's fine"). */
const NAMES_NOTHING = new Set(["fine", "ok", "okay", "good", "great", "done", "thing", "stuff"]);

/**
 * True when a reference holds no word that could name an item ("forget about it, it's fine"). Only
 * the kind's noun ("drop the follow-up") is left to the tool, which asks which one when several
 * could be meant.
 */
function namesNoItem(value: string): boolean {
  return words(value).every((w) => STOP_WORDS.has(w) || NAMES_NOTHING.has(w));
}

/**
 * A reminder asked for beside another request that no call holds ("save Jo's birthday 12 May and
 * remind me the day before" saved only the birthday): every word of it is filler or a time, so it
 * reads as accounted for, yet one request of two would run.
 */
export function reminderLeftOut(text: string, calls: readonly ToolCall[]): string[] {
  // "do not remind me, just make a note …": a reminder turned down is none asked for.
  const asked = /(?<!(?:\bnot|n['’]?t)\s+)\bremind\s+(?:me|us)\b/iu.exec(text);
  if (!asked || calls.some((c) => c.name.startsWith("reminders_"))) return [];
  // Words a call keeps ("note that Tom will remind me") are its own.
  if (calls.some((c) => /\bremind\s+(?:me|us)\b/iu.test(JSON.stringify(c.input)))) return [];
  return [text.slice(asked.index).trim()];
}

/**
 * A second item asked for as "another" ("…: kids' dentist, and another at 2") that no second call
 * of its kind holds: one request of two would run.
 */
export function anotherLeftOut(text: string, calls: readonly ToolCall[]): string[] {
  const m =
    /(?:\band|,)\s+(?:also\s+)?(?:another|one\s+more)(?:\s+one)?\b(?!\s+(?:pack|pint|bag|bottle|box|tin|loaf|dozen|of)\b)/iu
      .exec(text);
  if (!m) return [];
  const made = calls.filter((c) => c.name === "reminders_create" || c.name === "countdowns_set");
  return made.length === 1 && calls.length === 1 ? [text.slice(m.index).trim()] : [];
}

/** Dated tools whose day a month alone does not give ("going to Rome in April" is no 1 April). */
const DAY_SLOTS: Readonly<Record<string, string>> = {
  trips_create: "start_date",
  countdowns_set: "date",
};

/** Whether a holiday the text names falls on the day (YYYY-MM-DD): "New Year" is 1 January. */
function holidayOn(text: string, day: string): boolean {
  return holidays(text, { now: new Date(`${day}T12:00:00Z`), timezone: "UTC" }, "future")
    .some((h) => isoDate(h.date).slice(4) === day.slice(4));
}

/**
 * "Tom's shoe size is a 39" of "I got Tom's shoe size wrong in my notes, it's a 39": a text put
 * right, the thing then what it is, each said by the user in that order, the second after "it's".
 */
function saidAsIts(text: string, kept: string): boolean {
  const at = kept.indexOf(" is ");
  if (at < 0) return false;
  const said = words(text).join(" ");
  const thing = words(kept.slice(0, at)).join(" ");
  const value = words(kept.slice(at + 4)).join(" ");
  const start = said.indexOf(thing);
  return start >= 0 && value.length > 0 &&
    [`it s ${value}`, `it is ${value}`].some((v) => said.indexOf(v, start + thing.length) >= 0);
}

/**
 * Calls whose day was read from a month said without one ("going to Rome and Paris in April" read
 * as a trip from 1 April), and free texts cut where the message goes on ("note that the boiler was
 * serviced today and the next one is due in March" kept only its first half).
 */
export function partsNotSaid(text: string, calls: readonly ToolCall[]): string[] {
  const out: string[] = [];
  const digits = hasDigit(text);
  for (const c of calls) {
    const slot = DAY_SLOTS[c.name];
    const day = slot ? c.input[slot] : undefined;
    if (
      typeof day === "string" && day.endsWith("-01") && !digits &&
      !/\b(?:first|1st)\b/iu.test(text) && !holidayOn(text, day)
    ) {
      out.push(day);
    }
    if (c.name !== "notes_create" && c.name !== "keepsakes_save") continue;
    const kept = String(c.input.text ?? "");
    const at = text.toLowerCase().indexOf(kept.toLowerCase());
    if (kept.length === 0) continue;
    // The user's own words are kept as said: a text the reading rewrote ("next is due in March"
    // for "the next one is due in March") is no note of theirs.
    if (at < 0) {
      if (!words(text).join(" ").includes(words(kept).join(" ")) && !saidAsIts(text, kept)) {
        out.push(kept);
      }
      continue;
    }
    const rest = text.slice(at + kept.length).trim();
    // What another call holds ("keep two things: …, and he wants to be a vet") is that call's.
    const others = calls.filter((o) => o !== c).map((o) => JSON.stringify(o.input).toLowerCase());
    const said = rest.replace(/^[\s,;]+/u, "");
    const restWords = words(said.split(/,|\bbecause\b/u)[0] ?? said).filter((w) =>
      !STOP_WORDS.has(w) && !ANOTHER_SAID.has(w)
    );
    if (restWords.length > 0 && restWords.every((w) => others.some((o) => o.includes(w)))) continue;
    // "…, and remind me at 6": a second request is the other call's; "and the next one is due in
    // March" is the note's own words, left out.
    if (
      /^(?:and|but|so|,\s*and)\s/iu.test(rest) &&
      !SECOND_REQUEST_AFTER.test(rest)
    ) {
      out.push(rest);
    }
  }
  return out;
}

/**
 * The words that ask for one more text of the kind ("…, and another one saying …"): the other
 * call's request, not its text.
 */
const ANOTHER_SAID: ReadonlySet<string> = new Set(["another", "one", "more", "saying", "says"]);

/** A second request said after a free text: "…, and remind me at 6". Compiled once. */
const SECOND_REQUEST_AFTER = new RegExp(
  String.raw`^(?:,\s*)?(?:and|but|so)\s+(?:also\s+|then\s+)?${REQUEST_VERB}\b`,
  "iu",
);

/** A thing named with two owners ("Leo's birthday Mia's"): two items' words run together. */
export function twoOwners(calls: readonly ToolCall[]): string[] {
  const out: string[] = [];
  for (const c of calls) {
    for (const key of ["title", "destination", "description"]) {
      const v = c.input[key];
      if (typeof v === "string" && (v.match(/\p{L}'s\b/gu)?.length ?? 0) >= 2) out.push(v);
    }
  }
  return out;
}

/** A shift said from an item's own day ("a day later", "two weeks earlier"), which no clock gives. */
const SHIFT =
  /\b(?:a|an|one|two|three|four|\d+)\s+(?:day|days|week|weeks|month|months)\s+(?:later|earlier|sooner|back|forward)\b/iu;

/**
 * The kinds an item of another kind stands in for: a follow-up dismissed is chased another way ("drop
 * the passport office follow-up, and remind me monday to phone them instead").
 */
const STANDS_IN = new Map<string | undefined, readonly string[]>([["followup", [
  "reminder",
  "task",
]]]);

/**
 * Calls a correction would misread: a new item said "instead" with nothing of its kind removed or
 * changed ("Rome trip: back on the 9th instead" would add a second Rome trip), and a change of an
 * item's day said as a shift from that day ("the Rome trip starts a day later" read from today).
 */
export function correctionsMisread(text: string, calls: readonly ToolCall[]): string[] {
  const out: string[] = [];
  const kinds = (pred: (c: ToolCall) => boolean) =>
    new Set(calls.filter(pred).map((c) => TOOL_KIND.get(c.name)));
  const changed = kinds((c) => !makes(c));
  for (const kind of [...changed]) for (const k of STANDS_IN.get(kind) ?? []) changed.add(k);
  if (/\binstead\b/iu.test(text)) {
    for (const c of calls) {
      const made = makes(c);
      if (made && !changed.has(TOOL_KIND.get(c.name))) out.push(c.name);
    }
  }
  if (SHIFT.test(text)) {
    out.push(...calls.filter((c) => c.name.endsWith("_update")).map((c) => c.name));
  }
  return out;
}

/**
 * Slots that put right what an item was called: "it's not Porto, it's Faro - change the
 * destination" names the trip by the place said as not meant, which is the trip there is.
 */
const CORRECTED_NAMES = ["destination"];

/** True when a call puts right an item's name, with a value not said as not meant itself. */
function correctsName(message: string[], call: ToolCall): boolean {
  return CORRECTED_NAMES.some((k) => {
    const v = call.input[k];
    return typeof v === "string" && !saidAsNotMeant(message, v);
  });
}

/** True when a call makes a new item: its tool's level is "add". */
function makes(call: ToolCall): boolean {
  return findTool(call.name)?.level === "add";
}

/**
 * The verb after which "a" and a kind's noun is the one item there is: "dismiss a follow-up" (a
 * follow-up is dismissed, never made). "remove a note", which "no need for a note" is read as, is
 * none of them.
 */
const ENDING_BEFORE = new Set(["dismiss"]);

/** Words said before a kind's noun that name no item of it. */
const BEFORE_NOUN = new Set(["the", "a", "an", "my", "our"]);

/**
 * True when a reference is only its kind's noun, said in the message with "a" ("no need for a
 * note", "don't need a reminder", "delete a note"): any one of the kind, never a saved one, so none
 * is ended; "dismiss a follow-up" is the one there is (`ENDING_BEFORE`).
 */
function saidAsAny(message: readonly string[], value: string, kind: Kind | undefined): boolean {
  if (kind === undefined) return false;
  const rest = words(value).filter((w) => !BEFORE_NOUN.has(w));
  if (rest.length === 0 || !rest.every((w) => kindsNamed(w).has(kind))) return false;
  return message.some((w, i) =>
    (w === "a" || w === "an") && !ENDING_BEFORE.has(message[i - 1] ?? "") &&
    kindsNamed(message[i + 1] ?? "").has(kind)
  );
}

/**
 * The references of calls that change an existing item which the message says as not meant, names
 * only by a place in a list, or whose kind it names only to describe another thing: each reaches
 * the wrong item.
 */
export function referencesMisread(text: string, calls: readonly ToolCall[]): string[] {
  const message = words(text);
  const out: string[] = [];
  for (const call of calls) {
    const kind = TOOL_KIND.get(call.name) as Kind | undefined;
    for (const [key, v] of Object.entries(call.input)) {
      if (!REFERENCE_SLOTS.has(key) || typeof v !== "string") continue;
      if (
        namesNoItem(v) || (saidAsNotMeant(message, v) && !correctsName(message, call)) ||
        byPlaceOnly(message, v) || saidAsAny(message, v, kind) ||
        (kind && changes(call.name) && kindOnlyDescribes(text, kind))
      ) out.push(v);
    }
  }
  return out;
}

/**
 * The references of calls whose words the message says only across a break ("delete the note about
 * the parking bay, found the car" read as "parking bay found car", "the drill, got both" as "drill
 * got both"): a reference that swallowed the part after it, so it may reach the wrong item.
 */
export function referencesAcrossBreaks(text: string, calls: readonly ToolCall[]): string[] {
  const parts = text.split(BREAK).map((p) => new Set(words(p)));
  if (parts.length < 2) return [];
  const quoted = new Set(["'", '"'].flatMap((q) => {
    const [from, to] = [text.indexOf(q), text.lastIndexOf(q)];
    return from >= 0 && to > from ? words(text.slice(from + 1, to)) : [];
  }));
  const out: string[] = [];
  for (const call of calls) {
    for (const [key, v] of Object.entries(call.input)) {
      if (!(REFERENCE_SLOTS.has(key) || key === "items") || typeof v !== "string") continue;
      // Only words the message says count: a reference may be rewritten ("it" resolved).
      const said = words(v).filter((w) => parts.some((p) => p.has(w)));
      // Quoted whole ("delete note 'parking spot is level 3, bay 42'"): the user's own words.
      if (said.length < 2 || said.every((w) => quoted.has(w))) continue;
      if (!parts.some((p) => said.every((w) => p.has(w)))) out.push(v);
    }
  }
  return out;
}
