/**
 * Countdowns in what people write: "count down to Christmas", "start a countdown to the wedding on
 * 2027-06-12", "count the days to moving day, 1 May", "how many days until the wedding" (the list:
 * it shows the days left), "remove the Christmas countdown", "I pulled out of the marathon, get rid
 * of that countdown". The verbs and nouns come from the group's description
 * (`groups/countdowns.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Parsed } from "./_ask.ts";
import { asideParts } from "./_tool_aside.ts";
import {
  compareDates,
  type DateHit,
  findDates,
  holidayName,
  isoDate,
  validNow,
  wallClock,
} from "./_tool_dates.ts";
import { type Clause, cleanRef, tidy, typedWithout } from "./_tool_text.ts";
import { asksToList, namesOnlyKind, othersThan, removalTarget, theOne } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { COUNTDOWNS } from "./groups/countdowns.ts";
import { type Shape, type Word, wordsOf } from "./_shapes.ts";
import {
  allNamedIn,
  calledAt,
  COUNTDOWN_WORD,
  countdownNamed,
  namedIn,
  saysCalledOff,
  soParts,
  STATED,
} from "./_tool_countdowns_named.ts";
import {
  endsWithAny,
  isWhole,
  opensWith,
  restAfter,
  saysAny,
  trimPhrases,
} from "./_shapes_spans.ts";

const W = words("countdown");
const NOUN = W.noun;
const REMOVE_VERB = W.verb("countdowns_remove");
const OTHER = othersThan("countdown");

/** The description's words, as the shapes below read them. */
const NOUNS = COUNTDOWNS.nouns;
const VERBS = COUNTDOWNS.verbs ?? {};
const SET_VERBS = VERBS.countdowns_set ?? [];
const COUNTING = VERBS["countdowns_set:counting"] ?? [];
const REMOVE_VERBS = VERBS.countdowns_remove ?? [];

const UNTIL = "to|until|till|til";

/** A countdown asked for, the thing and its day after: "start a countdown to {the wedding, 2 May}". */
const SET: readonly Shape[] = [
  [
    SET_VERBS.join("|"),
    "?up",
    "?a|an|the|my|new|another",
    "?new",
    NOUNS.join("|"),
    "?timer",
    "?please|pls|plz",
    `?${UNTIL}|for|:|-`,
  ],
  [COUNTING.join("|"), "?the", "?days|sleeps", `${UNTIL}|for`],
  // "countdown 2 my bday": "2" written for "to".
  // "countdown please for Makar Sankranti, 14 Jan": asked nicely before what it counts to.
  [NOUNS.join("|"), "?please|pls|plz", `${UNTIL}|2|for|:|-`],
];

/** A countdown asked for, said with the thing it counts down to: "countdown for our trip …". */
const ASKED_FOR: Shape = [NOUNS.join("|"), `${UNTIL}|for`, "my|our|the|a|an"];

/** How long until …: questions the countdowns answer. */
const LIST: readonly Shape[] = [
  [
    "how many|how much",
    "?more",
    "days|weeks|sleeps|months|hours|time",
    "*is it|are there|are left|is left|left|remain|remaining|to go|do i have left" +
    "|do we have left|do i have|do we have|have i got|more",
    `${UNTIL}|before`,
  ],
  [
    "how long",
    "*is it|is left|do i have|do we have|have i got|to go",
    `${UNTIL}|before`,
  ],
  ["?how many", "days", "?left|remaining|to go", `${UNTIL}|before`],
  ["is it|are we", "close to|nearly|almost", "~"],
  // "what am I counting down to?"
  [
    "what|which ~",
    "am i|are we|is there to",
    "?still",
    "count down|counting down",
    "to|for|until",
  ],
];

/** "stop counting down to the wedding": a removal said by the counting it stops. */
const STOP_COUNTING: Shape = [
  "stop|quit",
  "counting",
  "?down",
  "?the days",
  "to|until|till|for",
];

/** "I don't need that countdown any more": a removal said by the countdown no longer needed. */
const NOT_NEEDED: Shape = [
  "?i|we",
  "do not|no longer|will not|won't",
  "need|want",
  "that|this|the|my|our",
  NOUNS.join("|"),
  "?any more|anymore|now",
];

/** "delete that countdown": the item is named elsewhere in the message, or not at all. */
const UNNAMED = "";

/** Words saying several countdowns named elsewhere: "remove both countdowns". */
const EACH = ["both", "all", "all the", "both the", "both of the", "both of them"];

/** The countdown a removal names ("" when it names none: "get rid of that countdown"), or null. */
function removal(c: Clause): string | null {
  const ws = wordsOf(c.text);
  const endsWithNoun = endsWithAny(ws, NOUNS);
  const target = removalTarget(c, REMOVE_VERB, NOUN, endsWithNoun ? null : OTHER);
  if (target) {
    const ref = cleanRef(c.typed(target.start, target.end), COUNTDOWN_WORD) ?? UNNAMED;
    // "remove both countdowns": the items are named elsewhere in the message.
    return EACH.includes(ref.toLowerCase()) ? UNNAMED : ref;
  }
  if (isWhole(ws, [REMOVE_VERBS.join("|"), "it|that|this"]) || isWhole(ws, NOT_NEEDED)) {
    return UNNAMED;
  }
  const stop = restAfter(c.text, ws, STOP_COUNTING);
  if (stop >= 0) return cleanRef(c.typed(stop, c.text.length), COUNTDOWN_WORD);
  return null;
}

/** A put-right's word: "count down to the gig on 3 May instead" replaces the countdown removed. */
const INSTEAD = "instead";

/** Words a title does not end with: "the wedding which is …", "the party on …". */
const TITLE_TRAIL = [
  ...["which is", "that is", "happening", "on", "in", "at", "this year", INSTEAD],
  // "the detox, 30 days from today": what a span of days is counted from.
  ...["from today", "from now"],
  // "my graduation, is on 11 December": the day said after, its subject left out.
  "is",
  // "the last day of school its the 26th of june": "it's" written without its apostrophe.
  ...["its", "it is"],
  // "… for the wedding on 3 June too": one more request, said so, adds nothing to the name.
  ...["too", "as well", "also"],
  // "countdown till Merdeka Day can?", "…, shiok": Singlish asking or cheering, no name's words.
  ...["can", "shiok", "can or not"],
];

/** What joins a clause after a statement's verb: "… is [3 June] and …". */
const JOINS = ["and", "but", "so", ","];

/** The units of a span of time counted from now: "100 days", "in 6 weeks". */
const SPAN_UNITS = ["day", "days", "week", "weeks", "month", "months", "year", "years"];

/** "X and for Y", "X and to Y": a second thing counted down to, said with its own "for". */
function saysTwo(title: string): boolean {
  const ws = wordsOf(title);
  return ws.some((w, i) =>
    w.w === "and" && ["for", "to", "until", "till"].includes(ws[i + 1]?.w ?? "")
  );
}

/** "100 days", "in 6 weeks" (not "labor day", "New Year's Eve"): a number of units. */
function isSpan(said: string): boolean {
  const ws = wordsOf(said);
  return ws.some((w, i) => {
    const before = ws[i - 1]?.raw ?? "";
    return SPAN_UNITS.includes(w.w) && before >= "0" && before < ":";
  });
}

/** The title of a countdown to `hit`: the words around the date, or the holiday's name. */
function titleOf(c: Clause, span: [number, number], hits: DateHit[]): string {
  const hit = hits[0]!;
  const same = hits.filter((h) =>
    h.date.year === hit.date.year && h.date.month === hit.date.month && h.date.day === hit.date.day
  );
  // "Easter Sunday 5 April": the holiday names the countdown, the date only repeats it.
  const named = same.length > 1 && same.some((h) => holidayName(h.text) !== null);
  const cuts = (named ? same.filter((h) => holidayName(h.text) === null) : [hit])
    .map((h) => ({ index: h.index + span[0], end: h.end + span[0] }));
  const left = typedWithout(c, span[0], span[1], cuts);
  // "Christmas and for the sevens": two things counted down to are two countdowns, never one.
  if (saysTwo(c.typed(span[0], span[1]))) return "";
  // "Halloween and add a countdown for my birthday": a second countdown asked for is no title.
  if (wordsOf(left).some((w) => w.w !== "down" && COUNTDOWN_WORD.test(w.w))) return "";
  // "bonfire night for the kids": what is left after a holiday is who it is for, no title ("the
  // end of the month for payday" is named by what follows).
  const holiday = holidayName(hit.text);
  if (holiday && wordsOf(left)[0]?.w === "for") return holiday;
  // "Halloween and my birthday": a second thing beside a holiday has no day of its own said.
  if (holiday && !named && wordsOf(left).some((w) => w.w === "and" || w.w === "&")) return "";
  // "the Pakistan Day parade": a holiday said before what happens on it names it with it.
  const on = holiday && !named ? heldOn(c, span, hit) : null;
  if (on) return on;
  const said = tidy(left);
  // "my exam is 3 June and I'm nervous": a statement's verb left where its day was cut, then
  // another clause, is no title.
  if (
    wordsOf(said).some((w, i, ws) => STATED.includes(w.w) && JOINS.includes(ws[i + 1]?.w ?? ""))
  ) {
    return "";
  }
  // "8 November next year": a year the day was not read in is never guessed.
  if (endsWithAny(wordsOf(said), ["next year"])) return "";
  // "the 10k", "the 50th": a thing named by a number keeps its "the", or it reads as a count.
  const byNumber = isWhole(wordsOf(said).slice(0, 2), ["the", "!_"]);
  const trimmed = trimPhrases(said, byNumber ? [] : ["the"], TITLE_TRAIL);
  // "Diwali, this year": what the trailing words leave is tidied again.
  let title = trimmed.endsWith(",") ? tidy(trimmed) : trimmed;
  // "100 days from today": a span of days names nothing counted down to.
  if (title.length === 0 && isSpan(hit.text)) return "";
  if (title.length === 0) {
    title = holidayName(hit.text) ?? c.typed(hit.index + span[0], hit.end + span[0]);
  }
  // "Christmas and New Year": a second day left in the title is a second thing counted down to,
  // never part of the first's name.
  if (hits.some((h) => isoDate(h.date) !== isoDate(hit.date) && title.includes(h.text))) return "";
  return title;
}

/**
 * The title of what happens on a holiday said right before it, "the", "our" or "my" alone before
 * them ("the Christmas parade", "our Easter egg hunt"), or null.
 */
function heldOn(c: Clause, span: [number, number], hit: DateHit): string | null {
  const before = wordsOf(c.typed(span[0], span[0] + hit.index));
  const after = c.typed(span[0] + hit.end, span[1]);
  const next = wordsOf(after)[0];
  if (!before.every((w) => OPENING.includes(w.w))) return null;
  if (!next || next.punct || (next.w.charAt(0) >= "0" && next.w.charAt(0) <= "9")) return null;
  if (NOT_HELD.includes(next.w) || wordsOf(after).some((w) => JOINS.includes(w.w))) return null;
  return tidy(c.typed(span[0] + hit.index, span[1]));
}

/** Words before a holiday that name nothing: "the", "our", "my". */
const OPENING = ["the", "our", "my"];
/** Words after a holiday that start no name of what happens on it ("Christmas in Paris"). */
const NOT_HELD = [
  ...TITLE_TRAIL,
  ...["for", "with", "to", "till", "until", "this", "next", "eve", "day", "weekend", "morning"],
];

/** Whether the words name countdowns in the plural: "set countdowns for …". */
function pluralAsked(ws: readonly Word[]): boolean {
  return ws.some((w) => w.w.endsWith("s") && COUNTDOWN_WORD.test(w.w));
}

/** "the 25th", "on the 3rd": a day said without its month. */
function dayAlone(said: string): boolean {
  const ws = wordsOf(said).filter((w) => !["the", "on", "of"].includes(w.w));
  const raw = ws[0]?.raw ?? "";
  return ws.length === 1 && raw >= "0" && raw < ":" && ![..."/.-"].some((ch) => raw.includes(ch));
}

function set(c: Clause): Parsed | null {
  const ws = wordsOf(c.text);
  for (const shape of SET) {
    const at = restAfter(c.text, ws, shape);
    if (at < 0) continue;
    // "count down to christmas, call it xmas": the name said last is the title.
    const called = calledAt(c.text, at);
    const span: [number, number] = [at, called?.start ?? c.text.length];
    const body = c.text.slice(span[0], span[1]);
    // "countdown: last night shift 6 nov": a day gone by is never counted down to, only words.
    const today = wallClock(validNow(c.ctx), c.ctx.timezone).date;
    const read = findDates(body, c.ctx, "future").filter((h) =>
      (h.dayCertain || h.monthOnly) && compareDates(h.date, today) >= 0
    );
    // "our Labor Day weekend trip, Sept 5": a holiday named beside a day said in full, on
    // another day, is part of the title.
    const said = read.filter((h) => holidayName(h.text) === null);
    const apart = said.length === 1 &&
      read.some((h) => holidayName(h.text) !== null && isoDate(h.date) !== isoDate(said[0]!.date));
    const hits = apart ? said : read;
    if (hits.length === 0) return null;
    // A countdown put right to a day without its month: the month is the one kept, not a guess.
    if (endsWithAny(wordsOf(body), [INSTEAD]) && dayAlone(hits[0]!.text)) {
      return { ask: "countdowns_set:month", known: {} };
    }
    const title = called ? tidy(c.typed(called.from, c.text.length)) : titleOf(c, span, hits);
    if (title.length === 0 || title.length > 200 || saysCalledOff(body)) return null;
    // "set countdowns for the wedding and the honeymoon on 9 June": several asked for, never one
    // named by both.
    if (pluralAsked(wordsOf(c.text.slice(0, at))) && wordsOf(title).some((w) => w.w === "and")) {
      return null;
    }
    return { name: "countdowns_set", input: { title, date: isoDate(hits[0]!.date) } };
  }
  return null;
}

function removeCall(ref: string): ToolCall {
  return { name: "countdowns_remove", input: { countdown: ref } };
}

/**
 * "I pulled out of the marathon, get rid of that countdown": the removal names no countdown, the
 * explanation does ("the marathon").
 */
function removalWithAside(c: Clause): ToolCall | null {
  const parts = asideParts(c).length > 0 ? asideParts(c) : soParts(c);
  if (parts.length < 2) return null;
  for (const [i, p] of parts.entries()) {
    const ref = removal(p.clause);
    if (ref === null) continue;
    if (ref !== UNNAMED) return removeCall(ref);
    // "the milk, clear it": a thing said beside a bare "clear it", no countdown named, is none.
    if (!parts.some((q) => saysAny(wordsOf(q.typed), NOUNS))) return null;
    const several = wordsOf(p.clause.text).some((w) => EACH.includes(w.w)) ||
      pluralAsked(wordsOf(p.clause.text));
    for (const other of parts.filter((_, j) => j !== i)) {
      const found = several
        ? allNamedIn(other.typed)
        : countdownNamed(other.typed) ?? namedIn(other.typed);
      if (found) return removeCall(found);
    }
    return null;
  }
  return null;
}

/** The countdowns call a clause asks for, or null. */
export function parseCountdown(c: Clause): Parsed | null {
  const ref = removal(c);
  if (ref !== null) {
    if (ref !== UNNAMED && !c.text.includes(",")) return removeCall(ref);
    if (ref !== UNNAMED) return removalWithAside(c) ?? removeCall(ref);
    // "delete my countdown": named by its kind alone, it is the one there is.
    const bare = namesOnlyKind(c, REMOVE_VERB, NOUN) ? removeCall(theOne("countdown")) : null;
    return removalWithAside(c) ?? bare;
  }
  const created = set(c);
  if (created) return created;
  // "countdown for our trip to Japan", "count down the days to Diwali": one asked for, its day
  // said apart or not at all, is no list.
  const ws = wordsOf(c.text);
  if (
    !c.question && (opensWith(ws, [ASKED_FOR]) || SET.some((s) => restAfter(c.text, ws, s) >= 0))
  ) {
    return null;
  }
  if (bareOne(ws)) return null;
  // "the countdown to the wedding, delete it", "what's on friday, set a countdown for it": a part
  // that sets or removes one makes the message no list; it is read as that, or not at all.
  const other = saysAny(ws, NOUNS) ? asksOther(c) : null;
  if (other === "remove") return removalWithAside(c);
  if (other === "set") return removalWithAside(c) ?? { ask: "countdowns_set:what", known: {} };
  // "the countdown to the wedding": one countdown named, no verb, asks nothing of its own (the
  // request is said beside it, "…, delete it"); "my countdowns" still lists them.
  const alone = asideParts(c).length === 0;
  if (alone && !c.question && !pluralAsked(ws) && countdownNamed(c.text) !== null) return null;
  if (asksToList(c, NOUN) || opensWith(ws, LIST)) {
    return { name: "countdowns_list", input: {} };
  }
  return removalWithAside(c);
}

/** Words that only ask nicely, said after a bare noun ("countdown pls"). */
const NICELY = new Set(["please", "pls", "plz"]);

/**
 * "countdown please": one countdown named alone asks for one (to what the clause before says, "we
 * move house a week on Friday, countdown please"; a rephrase row of `groups/countdowns.ts`), never
 * the list, which is asked for in the plural ("countdowns please").
 */
function bareOne(ws: readonly Word[]): boolean {
  const said = ws.filter((w) => !NICELY.has(w.w) && !w.punct);
  return said.length === 1 && COUNTDOWN_WORD.test(said[0]!.w) && !said[0]!.w.endsWith("s") &&
    !["count", "down"].includes(said[0]!.w);
}

/** Whether a part of the clause after its first asks to set or remove a countdown, or null. */
function asksOther(c: Clause): "set" | "remove" | null {
  for (const p of asideParts(c).slice(1)) {
    const ws = wordsOf(p.clause.text);
    if (SET.some((s) => restAfter(p.clause.text, ws, s) >= 0)) return "set";
    if (removal(p.clause) !== null) return "remove";
  }
  return null;
}
