/**
 * Other ways of saying a request, read when the message as written was not read whole: a reason
 * given with it is dropped ("…, since we ran out this morning"), and a negation or an indirect
 * request is said as the removal it means ("I don't need the wedding countdown any more" is
 * "remove the wedding countdown", "stop reminding me about the bins" is "cancel the reminder
 * about the bins", from the reminders' description). Each rephrasing is read, and checked, like
 * the message itself.
 * @module
 */
import { GROUP_WORDS, NOUN } from "./groups/mod.ts";
import { template } from "./_rephrase_templates.ts";
import { isAside, REASON_REST } from "./_coverage.ts";
import { ANY_TIME, findDates } from "./_dates_find.ts";
import { indirect } from "./_rephrase_indirect.ts";
import { EMAIL } from "./_tool_text_links.ts";
import { countedRequests } from "./_rephrase_counted.ts";
import { removalAbout } from "./_rephrase_removal.ts";
import { placedRequests } from "./_rephrase_placed.ts";
import { addressSaidAfter } from "./_propose_email_after.ts";
import { ENDINGS } from "./groups/_endings.ts";
import { REASON_ALT, STOP_WORDS, stripPoliteness, words } from "../../text/normalize.ts";
import { beforeEnd, each, fits, read, shapes } from "./_shapes.ts";
import { startsWithVerb } from "./_clause_groups.ts";
import { isStatement } from "./_clause_statements.ts";
import { purposeDoing } from "./_rephrase_purpose.ts";
import { withoutKept } from "./_rephrase_kept.ts";
import { dateAside, onlyWhen, STOPS_END, timeOffered } from "./_rephrase_aside.ts";

/** A reason given with a request: ", because we're nearly out", " since we ran out". */
const REASON = new RegExp(
  String
    .raw`\s*(?:[,;]\s*|\s[-–]\s*|\s)(?:${REASON_ALT}|as)\s+(?:we|i|it|they|he|she|the|there|you|my|our|that|this|\p{Lu}[\p{L}-]*'s)\b${REASON_REST}`,
  "giu",
);

/** Words pointing at something said elsewhere. */
const POINTING = shapes([["it|them|that|this|those|these"]]);

/** Where a message breaks into parts: a comma (never one between digits, "9,90"), ";" or a dash. */
const BREAK = /\s*(?:(?<!\d),|,(?!\d)|;|\s[-–—]\s)\s*/u;

/**
 * "I don't need X any more", "no longer want X", "not bothered about X any more", "X is no use any
 * more".
 */
const NOT_WANTED = shapes([
  [
    "{x}",
    // "the follow-up of the email to X is not necessary anymore"
    each("is not|isn't|is no longer|are not|aren't", "needed|necessary|required") +
    "|is no use|is of no use",
    // "that note with her gate code is no use now"
    "?any more|anymore|now",
  ],
  [
    "?i|we|i am|we are|i'm|we're",
    "do not|don't|dont|no longer|not|won't|will not",
    // "don't bother with the skates task": no longer wanted, as "don't need" is.
    "need|want|bothered about|interested in|care about|fussed about|bother with|bother about",
    "?to keep|to have|to save|keeping",
    "{x}",
    "?saved|kept|stored|on there|in there|on the list|in the list",
    "?any more|anymore|now",
    // "…, let it go": the same wish said again, no second request.
    "?let it go|let that go|let them go|you can let it go|so let it go",
  ],
  // "no need for the reminder about the bach any more"
  ["no need for|no more need for", "{x}", "?any more|anymore|now"],
]);

/** The endings said of any kind's item (`groups/_endings.ts`), longest first. */
const ENDING_TEMPLATES = Object.entries(ENDINGS).sort(([a], [b]) => b.length - a.length)
  .map(([from, to]) => ({ ...template(from), to }));

/** The removal an ending means, when the item it is said of names its kind; or null. */
function ending(text: string): string | null {
  for (const { re, to } of ENDING_TEMPLATES) {
    const x = re.exec(text.trim())?.[1];
    if (x && ANY_NOUN.test(x)) return to.replace("{x}", x);
  }
  return null;
}

const ANY_NOUN = new RegExp(String.raw`\b(?:${Object.values(NOUN).join("|")})\b`, "iu");

/** The rephrasings of a message to read when it was not read whole, most faithful first. */
export function rephrasings(text: string): string[] {
  const out: string[] = [];
  const t = text.trim().replace(STOPS_END, "");
  const withoutReason = t.replace(REASON, "").trim();
  if (withoutReason !== t && withoutReason.length > 0) out.push(withoutReason);
  // "… on 19 April so I stay motivated, and add a task …": a purpose ends at the second request.
  const purpose = purposeBefore(t);
  if (purpose) out.push(purpose);
  // "… put a reminder the day before at 6pm so I get her a card": the purpose is its doing.
  const doing = purposeDoing(t);
  if (doing) out.push(doing);
  // "…, the warden comes at 11": an aside after the request (or before it) is not part of it.
  const parts = withoutReason.split(BREAK);
  const bases = [withoutReason, t];
  if (parts.length > 1) {
    let from = 0;
    let to = parts.length;
    const rest = (a: number, b: number) => parts.slice(a, b).join(", ");
    while (to - from > 1 && isAside(parts[to - 1]!, rest(from, to - 1))) to--;
    while (to - from > 1 && isAside(parts[from]!, rest(from + 1, to))) from++;
    const kept = parts.slice(from, to).join(", ");
    // "…, stop watching it": what "it" is was said in the aside; without it, nothing is read.
    if (to - from < parts.length && !fits(kept, POINTING, "anywhere")) {
      out.push(kept);
      bases.push(kept);
    }
    // "…'s birthday; it falls on the 2nd of August, though I confess …": the day said, the
    // asides after it left out.
    const dated = to < parts.length ? dateAside(parts.slice(0, to + 1).join(", ")) : null;
    if (dated) out.push(dated);
    // "…; it is due back on Friday, so Thursday at 08:40 would suffice": the time offered.
    const offered = timeOffered(parts);
    if (offered) out.push(offered);
  }
  // "dismiss the thesis one but keep the conference one": what stays needs nothing done.
  const kept = withoutKept(withoutReason);
  if (kept) {
    out.push(kept);
    bases.push(kept);
  }
  // "forget the Nibbles one": the one about Nibbles.
  for (const said of kept ? [withoutReason, kept] : [withoutReason]) {
    const one = oneAbout(said);
    if (one) {
      out.push(one);
      bases.push(one);
    }
  }
  // "email the landlord, j@lettings.example, that …", "tell rob (rob@x.example) …": the address
  // said beside the name is the name's, "at" it.
  const beside = besideName(withoutReason);
  if (beside) {
    out.push(beside);
    bases.push(beside);
  }
  // "tell the babysitter we'll be home by 11 — her email's c@…": the address said after it.
  const after = addressSaidAfter(withoutReason);
  if (after) out.push(after);
  // "two tasks please: …, and …": one request a part.
  const counted = countedRequests(withoutReason);
  if (counted) out.push(counted);
  // "every monday at 9 I need reminding to …": the time said first is said after the request.
  const first = timeFirst(withoutReason);
  if (first) {
    out.push(first);
    bases.push(first);
  }
  for (const said of bases) {
    const base = read(said, PLEASE_AFTER)?.[0] ?? said;
    // "Please, the follow-up of … is not necessary anymore": the courtesy first is none of it.
    const unwanted = (read(stripPoliteness(base), NOT_WANTED) ?? read(base, NOT_WANTED) ??
      read(base.split(BREAK)[0] ?? "", NOT_WANTED))?.[0];
    // Only what names its kind ("the wedding countdown"): "the kettle" could be on any list.
    if (unwanted && ANY_NOUN.test(unwanted)) out.push(`remove ${unwanted}`);
    // "actually, don't bother reminding me about …": a word opening the message is no template's,
    // nor part of its slot ("actually our dinner was at Zuma, fix the keepsake").
    const meant = indirect(stripPoliteness(base)) ?? indirect(base);
    if (meant) out.push(meant);
    const ended = ending(base) ?? ending(base.split(BREAK)[0] ?? "");
    if (ended) out.push(ended);
  }
  // "remove the Lyon trip from my list": the list is the trips, named already.
  const named = beforeEnd(withoutReason, FROM_LIST) ?? withoutReason;
  if (named !== withoutReason && ANY_NOUN.test(named)) out.push(named);
  // "change the library books task to next Monday": a new day is a move.
  const [what, day] = read(withoutReason, CHANGE_TO) ?? [];
  // Only what names its kind: "change my flight to tuesday" is no task of the user's.
  if (what && day && ANY_NOUN.test(what) && findDates(day, ANY_TIME).length > 0) {
    out.push(`move ${what} to ${day}`);
  }
  // "2 april, 9am: renew the car insurance. reminder please": the kind asked for after what it is.
  const dictated = kindAfter(t);
  if (dictated) out.push(dictated);
  // "save to keepsakes the poem Jess read …": what follows the list named first is its item.
  const listFirst = namedFirst(withoutReason);
  if (listFirst) out.push(listFirst);
  // "set up a countdown to my 40th, it's the 2nd of feb": the date the thing is on.
  const itsOn = dateAside(withoutReason);
  if (itsOn) out.push(itsOn);
  // "booked Rome! 14-21 May": a sentence that only says when belongs to the one before.
  const when = WHEN_AFTER.exec(t);
  if (when?.[1] && when[2] && onlyWhen(when[2])) out.push(`${when[1]} ${when[2]}`);
  // "log a taxi for 45 and a dinner for 30": the verb said once is said for each.
  const each = EACH.exec(withoutReason);
  // "…, and add a task to order the cake by the 1st": a second request, no second object.
  if (each?.[1] && each[2] && each[3] && !startsWithVerb(each[3])) {
    out.push(`${each[1]} ${each[2]}. ${each[1]} ${each[3]}`);
    // "set countdowns for Mia's 18th on 4 June and our anniversary on …": the kind said once too.
    const noun = ANY_NOUN.exec(each[2]);
    if (noun) {
      const end = noun.index + noun[0].length;
      const next = each[2].slice(end).trim().split(" ")[0]?.toLowerCase() ?? "";
      const head = `${each[1]} ${each[2].slice(0, end)}${
        next === "for" || next === "to" ? ` ${next}` : ""
      }`;
      out.push(`${each[1]} ${each[2]}. ${head} ${each[3]}`);
    }
  }
  // "yoga is cancelled this week, remove the reminder": the item is what the statement is about.
  const about = removalAbout(withoutReason.split(BREAK));
  if (about) out.push(about);
  // "bung bananas on my list", "scribble in my notes that …": any verb, said of a place.
  out.push(...placedRequests(stripPoliteness(withoutReason)));
  return [...new Set(out)];
}

/** Who a purpose said after "so" is of: "so I stay motivated", "so we don't forget". */
const PURPOSE_SUBJECTS = new Set(["i", "we", "you", "he", "she", "they"]);

/**
 * A request with a purpose after "so", then ", and" a second request ("set a countdown to the
 * marathon on 19 April so I stay motivated, and add a task to …"), said without the purpose; null
 * otherwise ("so I won't need that reminder" alone is the request itself).
 */
function purposeBefore(text: string): string | null {
  const ws = text.split(" ");
  const lower = ws.map((w) => w.toLowerCase());
  const so = lower.findIndex((w, i) => i > 1 && w === "so" && PURPOSE_SUBJECTS.has(lower[i + 1]!));
  if (so < 0) return null;
  const and = lower.findIndex((w, i) => i > so + 2 && w === "and" && lower[i - 1]!.endsWith(","));
  if (and < 0 || !startsWithVerb(ws.slice(and + 1).join(" "))) return null;
  const said = ws.slice(so + 1, and).join(" ");
  if (!isStatement(said.slice(0, -1))) return null;
  return [...ws.slice(0, so), ...ws.slice(and)].join(" ");
}

/** "the Nibbles one" said as "the one about Nibbles", or null when the text says no such one. */
function oneAbout(text: string): string | null {
  const ws = text.split(" ");
  const at = ws.findIndex((w, i) => i >= 2 && w.toLowerCase() === "one");
  const the = ws.slice(0, at).map((w) => w.toLowerCase()).lastIndexOf("the");
  if (at < 0 || the < 0 || at - the < 2 || at - the > 4) return null;
  const what = ws.slice(the + 1, at);
  if (what.some((w) => w.endsWith(",") || STOP_WORDS.has(w.toLowerCase()))) return null;
  return [...ws.slice(0, the), "the one about", ...what, ...ws.slice(at + 1)].join(" ");
}

/** An address said between commas or in brackets after a name, said "at" it instead, or null. */
function besideName(text: string): string | null {
  const address = EMAIL.exec(text);
  if (!address) return null;
  const before = text.slice(0, address.index).trimEnd();
  const after = text.slice(address.index + address[0].length).trimStart();
  const pair = before.slice(-1) + after.slice(0, 1);
  if (pair !== ",," && pair !== "()") return null;
  return `${before.slice(0, -1).trimEnd()} at ${address[0]} ${after.slice(1).trimStart()}`.trim();
}

/** Words that may come before a time said first ("every monday at 9"). */
const BEFORE_TIME = new Set(["", "every", "each", "on", "at", "by"]);

/**
 * A request after the time it is for ("every monday at 9 I need reminding to …", "tomorrow at 5,
 * remind me to …"), said with the time after it; null when the message does not start so.
 */
function timeFirst(text: string): string | null {
  const hit = findDates(text, ANY_TIME)[0];
  if (!hit || !BEFORE_TIME.has(text.slice(0, hit.index).trim().toLowerCase())) return null;
  let from = hit.end;
  while (from < text.length && " ,:;-–—".includes(text.charAt(from))) from++;
  const rest = text.slice(from);
  if (rest.length === 0 || rest.includes(". ")) return null;
  return `${rest} ${text.slice(0, hit.end).trim()}`;
}

/** Words that say nothing of what a request is for: "please", "set me a …". */
const ONLY_ASKING = new Set(["please", "pls", "plz", "me", "a", "an", "set", "add", "make", "it"]);

/** How the names of the tools that make an item end. */
const CREATES = ["_create", "_set", "_save", "_add", "_record"];

/** Each group's item noun (singular), keyed by that noun and by its tools' one-word create verbs. */
const KIND_SAID = new Map<string, string>(
  GROUP_WORDS.flatMap((g) => {
    const noun = (g.nouns[0] ?? g.kind).split("(")[0]!;
    const creating = Object.entries(g.verbs ?? {})
      .filter(([tool]) => CREATES.some((end) => tool.endsWith(end)))
      .flatMap(([, list]) => list)
      .filter((v) => !v.includes(" ") && !ONLY_ASKING.has(v));
    return [noun, ...(g.nouns[0]?.endsWith("(s)") ? [`${noun}s`] : []), ...creating].map((
      w,
    ) => [w.toLowerCase(), noun]);
  }),
);

/**
 * A message whose last sentence only asks for a kind ("…. Remind me pls", "…. reminder please"):
 * the sentences before it dictated to that kind ("reminder: …"), or null.
 */
function kindAfter(text: string): string | null {
  const at = text.lastIndexOf(". ");
  if (at < 0) return null;
  const said = words(text.slice(at + 2)).filter((w) => !ONLY_ASKING.has(w));
  const noun = said.length === 1 ? KIND_SAID.get(said[0]!) : undefined;
  return noun ? `${noun}: ${text.slice(0, at)}` : null;
}

/** Words between a verb and the list it names first: "save to my keepsakes …". */
const TO_LIST = new Set(["to", "on", "onto", "in", "into", "my", "the", "our"]);
const INTO = new Set(["to", "on", "onto", "in", "into"]);
/** Words that link a kind's noun to what the item is: "the followup regarding the newsletter". */
const LINKS = new Set([
  "about",
  "regarding",
  "re",
  "for",
  "from",
  "with",
  "to",
  "on",
  "of",
  "called",
  "named",
  "saying",
  "that",
]);

/**
 * "save to keepsakes the poem …" said as "save to keepsakes: the poem …", "ignore the followup
 * regarding …" as "ignore the followup: regarding …", or null.
 */
function namedFirst(text: string): string | null {
  const noun = ANY_NOUN.exec(text);
  if (!noun || noun.index === 0) return null;
  const [verb, ...between] = text.slice(0, noun.index).trim().split(" ");
  const rest = text.slice(noun.index + noun[0].length).trim();
  const lower = between.map((w) => w.toLowerCase());
  if (!verb || lower.length === 0 || !lower.every((w) => TO_LIST.has(w))) return null;
  // "forget the holiday memory": a kind's noun said right before a thing describes it; only a
  // link ("the followup regarding …") says the noun is the kind's.
  const link = rest.split(" ")[0]!.toLowerCase();
  if (!lower.some((w) => INTO.has(w)) && !LINKS.has(link)) return null;
  return rest.length > 0 && !rest.startsWith(":")
    ? `${text.slice(0, noun.index + noun[0].length)}: ${rest}`
    : null;
}

/** A request with "please" after it. */
const PLEASE_AFTER = shapes([["{request}", "please"]]);

/** A message of two sentences, the second perhaps only a date. */
const WHEN_AFTER = /^(.+?)[!.]+\s+(.+)$/u;

/** "… from my list": said of a list the request has already named. */
const FROM_LIST = shapes([["from|off", "my|the|our", "list"]]);

/** "change X to <a day>". */
const CHANGE_TO = shapes([["change|switch|make|set|update", "{what}", "to", "{day}"]]);

/** A verb with two objects, each with its own number, joined by "and". */
const EACH =
  /^(\p{L}+(?:\s+(?:me|up|down|in))?)\s+((?:(?!\band\b).)*?\d(?:(?!\band\b).)*?)\s*,?\s+and\s+((?:(?!\band\b).)*?\d(?:(?!\band\b).)*)$/iu;
