/**
 * Birthdays in what people write: "Ana's birthday is on 12 March", "remember that Bob was born on
 * 1990-05-02", "birthday: Sofia Rossi, 8 September", "when are the next birthdays", "remove Bob's
 * birthday", "take Zoe off my birthdays". The verbs and nouns come from the group's description
 * (`groups/birthdays.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { withoutAside } from "./_tool_aside.ts";
import { type DateHit, findDates, isoDate, localNow } from "./_tool_dates.ts";
import { type Clause, cleanRef } from "./_tool_text.ts";
import { readTemplate, saysTemplate, template, templates } from "./_templates.ts";
import {
  asksToList,
  DET_ROW,
  isWord,
  namesOnlyKind,
  saysWord,
  theOne,
  trimWords,
  wordSet,
} from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { MONTHS, WEEKDAY_NAMES } from "./_dates_words.ts";
import { tokenize } from "./_tokens.ts";
import { expandContractions, STOP_WORDS, stripPoliteness } from "../../text/normalize.ts";
import { BIRTHDAY_OFF_VERBS, BIRTHDAYS, NOT_KIN } from "./groups/birthdays.ts";
import { NAME_PARTICLES, PEOPLE, PEOPLE_PLURAL } from "./groups/_people.ts";
import { personIn } from "./_tool_contacts_said.ts";

const W = words("birthday");
const BDAY = W.noun;
const SAVE_VERB = W.verb("birthdays_save");
const REMOVE_VERB = W.verb("birthdays_remove");
const LISTS = {
  save: SAVE_VERB,
  remove: REMOVE_VERB,
  off: BIRTHDAY_OFF_VERBS,
  noun: BDAY,
  det: DET_ROW,
  kin: PEOPLE.filter((p) => !NOT_KIN.includes(p)),
};
/** "remember that …", "it's Jack's birthday on …": the request's and the announcement's words. */
const REMEMBER = "[{save}] [that/down]";
const ANNOUNCE = "[it_is/it_will_be/today_is/tomorrow_is]";

interface SaveShape {
  shape: RegExp;
  /** The name and the date in one slot, in either order ("Sofia Rossi, 8 September"). */
  together?: boolean;
  /** The name said without its "'s": a name only when said with its capitals ("Wei Ling"). */
  bare?: boolean;
  /** No word of a birthday said: the slot holds a day of the year named by its month, only. */
  dayOnly?: boolean;
}

/** How a birthday is said: `{name}`, `{date}` and an `{age}` it turns on that day. */
const SAVE: SaveShape[] = [
  // "Rosa's birthday: 17 March, she'll be 30": the age said after the day is the age on that day.
  `${REMEMBER} ${ANNOUNCE} {name}'s {noun}/{noun}'s [is/on/:/=/-]* {date} ,/- she_will_be/he_will_be/they_will_be/she_is_turning/he_is_turning/they_are_turning/turning {age#} [years_old]`,
  `${REMEMBER} ${ANNOUNCE} {name}'s {noun}/{noun}'s [is/falls/will_be/was/as/on/date/is_on/falls_on/comes_on/:/=/-]* [-] [it_is/which_is/that_is] {date}`,
  `${REMEMBER} [the] {noun} of/for {name} is/on/as/falls_on/is_on/:/- {date}`,
  `${REMEMBER} {name} was/were/got born [on/in] {date}`,
  // "hattie born 2 march 1988, save it": the verb left out.
  `${REMEMBER} {name} born [on/in] {date}`,
  `${REMEMBER} {name} turns/will_turn/is_turning/will_be {age#} [years_old] [on] {date}`,
].map((t): SaveShape => ({ shape: template(t, LISTS) })).concat(
  [
    // "save birthday Harry 1995-06-30", "add a birthday: Grandma, 30 January"
    "{save} [a/the/my/new/another]* {noun} [for/of/:/-] {date}",
    // "birthday: Sofia Rossi, 8 September": the noun as a label.
    "[new] {noun} [for/of] :/- {date}",
  ].map((t) => ({ shape: template(t, LISTS), together: true })),
  // "my colleague Wei Ling birthday is 14/3": the possessive's "'s" left out.
  { shape: template(`${REMEMBER} {name} {noun} is/falls_on/is_on {date}`, LISTS), bare: true },
  // "mi daughter Keisha turn 7 pon August 4": the verb without its "s", as Caribbean English says
  // it; a name only with its capitals ("the dials turn 7 …" is none).
  {
    shape: template(`${REMEMBER} {name} turn {age#} [years_old] [on] {date}`, LISTS),
    bare: true,
  },
  // "Jonah is 30 on November 21": the age it turns on a day said with "is" (a name only with its
  // capitals: "the bill is 30 on Friday" is none).
  { shape: template(`${REMEMBER} {name} is {age#} [years_old] on {date}`, LISTS), bare: true },
  // "save mi granny birthday, 1 March": the same, asked for.
  { shape: template(`{save} {name} {noun} [on/,/:/=/-]* {date}`, LISTS), bare: true },
  // "add my goddaughter Ines, 2 July": kin added with a day of the year and nothing else.
  { shape: template(`add/save/remember my/our {kin} {name} ,/- {date}`, LISTS), dayOnly: true },
);

/** How a birthday is said to go, `{who}` naming it. */
const REMOVE = templates([
  "{remove} [the] {who}'s {noun}",
  "{remove} [the] {noun} of/for {who}",
  "{remove} {who} from/off/out_of {det} {noun} [list/calendar]",
  "{off} [the] {who}'s {noun} off/out …",
  "{off} {who} off/out_of/from {det} {noun} [list/calendar]",
], LISTS);

/** Words that say a slot is no one's name ("when", "a present"). */
const NOT_A_NAME = wordSet(
  "when what who where how which whose remind reminder task note trip countdown present gift " +
    "party cake card buy get order plan organise organize book count add list shopping calendar " +
    "event meeting",
);
/** The one-word verbs that ask for a birthday to be saved ("save", "add"). */
const SAVE_WORDS: ReadonlySet<string> = new Set(BIRTHDAYS.verbs?.birthdays_save ?? []);
/** The user, not someone named. */
const SELF = wordSet("my i me mine your you");
/** Linking words at either end of a name said beside its date ("for Ana", "4 tyler", "Ana is"). */
const LINK_FIRST = wordSet("for of is on 4");
const LINK_LAST = wordSet("on is was born = the");
const OWN = template("my/our {who}");

/**
 * The one a possessive typed without its apostrophe names ("mums" for "mum's", from the texting
 * forms of `normalize.ts`), else the words as typed.
 */
function owner(typed: string): string {
  const full = expandContractions(typed);
  return full !== typed && full.endsWith("'s") ? full.slice(0, -2) : typed;
}

/** "Ana", "my mum" ("Mum"), or null for the user ("my", "I"). */
function personName(typed: string): string | null {
  let n = trimWords(owner(typed).replace(/[\s,:;\-–]+$/u, ""), wordSet("that the"), new Set());
  if (isWord(n, SELF)) return null;
  if (saysWord(n, NOT_A_NAME)) return null;
  // "the twins Hugo and Chloe", "my nephews Ali and Sami": the names after the relation, each
  // one birthday (`perItem`), never "Twins Hugo" and "Chloe".
  const several = namesAfterRelation(n);
  if (several) return several;
  // "the twins were born …": people said only by how they are related are no one's name.
  if (tokenize(n).every((t) => MANY.has(t.w) || t.w === "my" || t.w === "our")) return null;
  // "grandpa Walt" is Walt, as "my grandpa Walt" is.
  // "mi granny" is "my granny" (while "Mi Ling" is a name).
  const dialect = OWN.exec(expandContractions(n))?.groups?.who;
  const own = OWN.exec(n)?.groups?.who ?? (relationThenName(n) ? n : undefined) ??
    (dialect && !tokenize(dialect)[0]?.cap ? dialect : undefined);
  if (own) {
    // "my sister Emma" is Emma; "my mum" is Mum.
    const named = personIn(own);
    n = named && own.endsWith(named) ? named : own.charAt(0).toUpperCase() + own.slice(1);
  }
  // "save hina baji number 0321 …": a name holds no figures, nor the request's verb first.
  const said = tokenize(n);
  if (said.some((t) => [...t.w].some((ch) => ch >= "0" && ch <= "9"))) return null;
  if (!said[0]?.cap && SAVE_WORDS.has(said[0]?.w ?? "")) return null;
  // "I had Tom" (from "I had Tom's birthday wrong"): a name holds no clause of the user's.
  if (tokenize(n).some((t) => t.w === "i" || (!t.cap && CLAUSE_WORDS.has(t.w)))) return null;
  if (n.length === 0 || n.length > 200 || n.split(/\s+/u).length > 6 || !/\p{L}/u.test(n)) {
    return null;
  }
  return n;
}

/**
 * True when every word of `name` is written with its capital ("Wei Ling", never "the next"), its
 * last not ending in "s": "Brodys bday" may be Brody's or Brodys', never guessed.
 */
function saidWithCapitals(name: string): boolean {
  const ws = tokenize(name);
  const last = ws.at(-1)?.w ?? "";
  return ws.length > 0 && ws[0]!.cap && ws.every((t) => t.cap || PARTICLES.has(t.w)) &&
    (!last.endsWith("s") || last.endsWith("ss"));
}

/**
 * The names joined by "and" after relations said in lowercase ("twins Hugo and Chloe", "my
 * nephews Ali and Sami" is "Ali and Sami"), or null when `n` is not said so.
 */
function namesAfterRelation(n: string): string | null {
  const ws = tokenize(n).filter((t) => !t.punct);
  let at = ws[0]?.w === "my" || ws[0]?.w === "our" ? 1 : 0;
  const from = at;
  while (at < ws.length && !ws[at]!.cap && (RELATIONS.has(ws[at]!.w) || MANY.has(ws[at]!.w))) {
    at++;
  }
  const names = ws.slice(at);
  const joined = names.some((t) => t.w === "and") && names.at(-1)?.cap && names[0]?.cap;
  const each = names.every((t) => t.cap || t.w === "and" || PARTICLES.has(t.w));
  if (at === from || !joined || !each) return null;
  return names.map((t) => t.raw).join(" ");
}

const MANY: ReadonlySet<string> = new Set(PEOPLE_PLURAL);

/** True when a relation said in lowercase comes before a capitalised name: "grandpa Walt". */
function relationThenName(n: string): boolean {
  const ws = tokenize(n);
  return ws.length >= 2 && !ws[0]!.cap && RELATIONS.has(ws[0]!.w) &&
    ws.slice(1).every((t) => t.cap && !t.punct);
}

const RELATIONS: ReadonlySet<string> = new Set(PEOPLE);
const PARTICLES: ReadonlySet<string> = new Set(NAME_PARTICLES);
/** Words of a clause a name never holds in lowercase ("and" and "of" may join names). */
const CLAUSE_WORDS: ReadonlySet<string> = new Set([
  ...[...STOP_WORDS].filter((w) => w !== "and" && w !== "of"),
  // "Ella turns ten on …": the age said in words is no part of the name.
  ..."turn turns turning years old".split(" "),
  ..."one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
    .split(" "),
  ..."sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety"
    .split(" "),
]);

/** A birth year only when one was written: "tomorrow" is a day of the year, not a birth date. */
const WRITTEN_YEAR = /\b\d{4}\b|\d[/.]\d{1,2}[/.]\d{2}\b/u;

function birthdayDate(hit: DateHit, age: number | null, now: { year: number }): string | null {
  if (!hit.dayCertain || hit.weekdayOnly) return null;
  const { month, day } = hit.date;
  const md = `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  if (age !== null && age > 0 && age < 130) {
    const born = hit.date.year - age;
    // "Leo turns 3 on the 29th of February": no one born on a leap day turns 3 on one.
    const leap = born % 4 === 0 && (born % 100 !== 0 || born % 400 === 0);
    if (md === "02-29" && !leap) return null;
    return `${String(born).padStart(4, "0")}-${md}`;
  }
  if (
    hit.yearCertain && WRITTEN_YEAR.test(hit.text) && hit.date.year >= 1850 &&
    hit.date.year <= now.year
  ) {
    return isoDate(hit.date);
  }
  return `--${md}`;
}

/** "22.12", "17.03": a day and its month written with a dot, said with the month's name. */
function dottedDays(text: string): string {
  let out = text;
  for (const t of tokenize(text)) {
    const parts = t.raw.split(".");
    if (parts.length !== 2 || !parts.every(isSmallNumber)) continue;
    const [day = 0, month = 0] = parts.map(Number);
    const name = Object.entries(MONTHS).find(([, n]) => n === month)?.[0];
    if (name && day >= 1 && day <= 31) out = out.replace(t.raw, `${day} ${name}`);
  }
  return out;
}

/** One or two digits. */
function isSmallNumber(part: string): boolean {
  return part.length >= 1 && part.length <= 2 && [...part].every((ch) => ch >= "0" && ch <= "9");
}

/** True when `after`, said after a birthday's day, is the day it is not: "not the 12th". */
function correctsDay(after: string, c: Clause): boolean {
  const ws = tokenize(after).filter((t) => !t.punct);
  return ws[0]?.w === "not" && findDates(after, c.ctx, "future").some((h) => h.dayCertain);
}

/**
 * Words that say the day after them is not the one ("not 11 july", "never the 3rd"), or that the
 * day kept was wrong ("I got Finn's birthday wrong, it's the 21st of May": the old one goes).
 */
const NEGATED = wordSet("not never no wrong incorrect");

/**
 * A birthday read without its year, in a clause that writes a year ("… the twenty eighth of march
 * born 1990"): the year after "born" ("born in") is its year; any other is a year not read, so
 * nothing is saved (null).
 */
function withYearSaid(monthDay: string, c: Clause, thisYear: number): string | null {
  const ws = tokenize(c.text).filter((t) => !t.punct);
  const at = ws.findIndex((t) =>
    t.w.length === 4 && [...t.w].every((ch) => ch >= "0" && ch <= "9") &&
    Number(t.w) >= 1850 && Number(t.w) <= thisYear
  );
  if (at < 0) return monthDay;
  const born = ws[at - 1]?.w === "born" || (ws[at - 1]?.w === "in" && ws[at - 2]?.w === "born");
  return born ? `${ws[at]!.w}${monthDay.slice(1)}` : null;
}

/**
 * Words of a day counted from today ("last week", "2 weeks ago", "in 3 days", "yesterday"): a
 * birthday is saved only from a day of the year said as one ("3 May", "tomorrow").
 */
const COUNTED = wordSet("yesterday last ago week weeks weekend fortnight days months years");

/**
 * True when `typed` is only the day `hit` read, said with its month's name or figures ("2 July",
 * "02/07"): no time, no weekday, no other words, no day counted from today ("tomorrow").
 */
function onlyDayOfYear(typed: string, hit: DateHit): boolean {
  const said = tokenize(typed).filter((t) => !t.punct);
  const read = tokenize(hit.text).filter((t) => !t.punct);
  const month = said.some((t) => t.w in MONTHS || [...t.w].some((ch) => ch === "/"));
  // "Friday 2 July": a day of the week says an occasion, not the day someone was born.
  const weekday = said.some((t) => WEEKDAY_NAMES.has(t.w));
  return hit.time === null && said.length === read.length && month && !weekday;
}

/** A day in a leap year, to read "29th Feb" said without its year. */
const LEAP_YEAR = new Date("2028-01-01T12:00:00Z");

function save(c: Clause): ToolCall | null {
  for (const said of SAVE) {
    const found = readTemplate(c, said.shape);
    const dateSpan = found?.span("date");
    if (!found || !dateSpan) continue;
    const typedDay = c.text.slice(dateSpan[0], dateSpan[1]);
    // "Hannah's bday - 22.12": a day and month written with a dot (not where a name is beside it).
    const day = said.together ? typedDay : dottedDays(typedDay);
    // A day of the year without its year may be the 29th of February: read in a leap year too.
    const hit = [c.ctx, { ...c.ctx, now: LEAP_YEAR }].map((at) =>
      findDates(day, at, "future").find((h) => h.dayCertain && !h.weekdayOnly && !h.instant)
    ).find((h) => h !== undefined);
    if (!hit) continue;
    if (said.dayOnly && !onlyDayOfYear(typedDay, hit)) return null;
    // "my sister's birthday was last week": a day counted from today is no day of the year.
    if (saysWord(hit.text, COUNTED)) return null;
    // "Jo's birthday isn't 11 july, it's the 17th": a day said under a negation, or after the
    // birthday was said wrong, is never only saved (the day put right is read by `rephrase` in the
    // description).
    if (saysWord(day.slice(0, hit.index), NEGATED)) return null;
    // "Jo's birthday is the 21st, not the 12th": a day put right is the old one's removal and
    // the new one saved (`rephrase` in the description), never only a save.
    if (!said.together && correctsDay(day.slice(hit.end), c)) return null;
    let typedName = found.slot("name");
    if (said.together) {
      // The name is what is left of the slot without the date and its linking words.
      const before = c.typed(dateSpan[0], dateSpan[0] + hit.index);
      const after = c.typed(dateSpan[0] + hit.end, dateSpan[1]);
      typedName = trimWords(/\p{L}/u.test(before) ? before : after, LINK_FIRST, LINK_LAST);
    }
    const name = personName(typedName);
    if (!name || (said.bare && !saidWithCapitals(name))) continue;
    if (said.dayOnly && !tokenize(name).every((t) => t.cap || PARTICLES.has(t.w))) continue;
    const age = found.slot("age") ? Number(found.slot("age")) : null;
    const read = birthdayDate(hit, age, localNow(c.ctx).date);
    if (!read) continue;
    const date = read.startsWith("--") ? withYearSaid(read, c, localNow(c.ctx).date.year) : read;
    if (!date) return null;
    return { name: "birthdays_save", input: { name, date } };
  }
  return null;
}

function remove(c: Clause): ToolCall | null {
  const found = readTemplate(c, ...REMOVE);
  if (found) {
    const who = found.slot("who");
    if (isWord(who, SELF)) return null;
    // "remove oops Leo's birthday" (a correction said as its removal): the word said first is none.
    const ref = cleanRef(owner(stripPoliteness(who)), /^(?:birthdays?|bdays?)$/iu);
    return ref ? { name: "birthdays_remove", input: { birthday: ref } } : null;
  }
  // "remove the birthday": named by its kind alone ("my birthday" is the user's own).
  if (namesOnlyKind(c, REMOVE_VERB, BDAY) && !saysWord(c.text, OURS)) {
    return { name: "birthdays_remove", input: { birthday: theOne("birthday") } };
  }
  return null;
}

const OURS = wordSet("my our");

/** Questions about the birthdays kept. */
const ASKS = templates([
  "when is/are … {noun} …",
  "when was {who}'s {noun}",
  "whose {noun} …",
  "is_it/is_there/are_there anyone/any/somebody/someone/anyone's/somebody's/someone's {noun} …",
  "who has/is_having/celebrates [a/their] {noun} …",
], LISTS);
/** The user's own birthday ("my birthday", not "my birthdays"). */
const MINE = template("… my {noun} …", LISTS);
/** Someone's birthday as the reason of a question: "what should I get Anna for her birthday". */
const THEIRS = template("… for/on her/his/their/your {noun} …", LISTS);

function asksForBirthdays(c: Clause): boolean {
  const t = c.text;
  if (MINE.test(t) && !saysWord(t, PLURAL)) return false;
  if (THEIRS.test(t)) return false;
  // "I had Finn's birthday wrong, it's …": a day put right, never a list.
  if (saysWord(t, WRONG)) return false;
  return asksToList(c, BDAY) || saysTemplate(t, ASKS);
}

const PLURAL = wordSet("birthdays");
const WRONG = wordSet("wrong incorrect");

function parseWhole(c: Clause): ToolCall | null {
  const removed = remove(c);
  if (removed) return removed;
  const saved = save(c);
  if (saved) return saved;
  return asksForBirthdays(c) ? { name: "birthdays_list", input: {} } : null;
}

/** The birthdays call a clause asks for, or null. */
export function parseBirthday(c: Clause): ToolCall | null {
  return parseWhole(c) ?? withoutAside(c, (part) => remove(part));
}
