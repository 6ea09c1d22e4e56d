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
import { type Clause, cleanRef, match } from "./_tool_text.ts";
import { asksToList, DET, namesOnlyKind, theOne } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";

const W = words("birthday");
const BDAY = W.noun;
const SAVE_VERB = W.verb("birthdays_save");
const REMOVE_VERB = W.verb("birthdays_remove");
/** Verbs that remove with "off": "take Zoe off my birthdays", "cross Bob's birthday off". */
const OFF_VERB = String.raw`(?:take|cross|strike|scratch|knock|tick)`;
const REMEMBER = String.raw`(?:${SAVE_VERB}\s+(?:that\s+|down\s+)?)?`;
/** "it's Jack's birthday on ...": the announcement's own words, not the name. */
const ANNOUNCE = String.raw`(?:(?:it\s+is|it\s+will\s+be|today\s+is|tomorrow\s+is)\s+)?`;

interface SaveShape {
  re: RegExp;
  name: number;
  date: number;
  age?: number;
  /** The name and the date in one slot, in either order ("Sofia Rossi, 8 September"). */
  together?: boolean;
}

const SAVE: SaveShape[] = [
  {
    re: new RegExp(
      String
        .raw`^${REMEMBER}${ANNOUNCE}(.+?)'s\s+${BDAY}(?:\s+(?:is|falls|will\s+be|was|as|on|:|=|-|date|is\s+on|falls\s+on|comes\s+on))*\s*[,:\-]?\s*(?:(?:it|which)\s+is\s+|that\s+is\s+)?(\S.*)$`,
      "iud",
    ),
    name: 1,
    date: 2,
  },
  {
    re: new RegExp(
      String
        .raw`^${REMEMBER}(?:the\s+)?${BDAY}\s+(?:of|for)\s+(.+?)\s+(?:is|on|as|:|-|falls\s+on|is\s+on)\s+(.+)$`,
      "iud",
    ),
    name: 1,
    date: 2,
  },
  {
    // "save birthday Harry 1995-06-30", "add a birthday: Grandma, 30 January"
    re: new RegExp(
      String
        .raw`^${SAVE_VERB}\s+(?:(?:a|the|my|new|another)\s+)*${BDAY}\s*(?:(?:for|of)\s+|[:\-]\s*)?(.+)$`,
      "iud",
    ),
    name: 1,
    date: 1,
    together: true,
  },
  {
    // "birthday: Sofia Rossi, 8 September": the noun as a label.
    re: new RegExp(String.raw`^(?:new\s+)?${BDAY}\s*(?:for\s+|of\s+)?[:\-–]\s*(.+)$`, "iud"),
    name: 1,
    date: 1,
    together: true,
  },
  {
    re: new RegExp(
      String.raw`^${REMEMBER}(.+?)\s+(?:was|were|got)\s+born\s+(?:on\s+|in\s+)?(.+)$`,
      "iud",
    ),
    name: 1,
    date: 2,
  },
  {
    re: new RegExp(
      String
        .raw`^${REMEMBER}(.+?)\s+(?:turns|will\s+turn|is\s+turning|will\s+be)\s+(\d{1,3})\s+(?:years\s+old\s+)?(?:on\s+)?(.+)$`,
      "iud",
    ),
    name: 1,
    date: 3,
    age: 2,
  },
];

const REMOVE: RegExp[] = [
  new RegExp(String.raw`^${REMOVE_VERB}\s+(?:the\s+)?(.+?)'s\s+${BDAY}$`, "iud"),
  new RegExp(String.raw`^${REMOVE_VERB}\s+(?:the\s+)?${BDAY}\s+(?:of|for)\s+(.+)$`, "iud"),
  new RegExp(
    String
      .raw`^${REMOVE_VERB}\s+(.+?)\s+(?:from|off|out\s+of)\s+${DET}${BDAY}(?:\s+(?:list|calendar))?$`,
    "iud",
  ),
  new RegExp(String.raw`^${OFF_VERB}\s+(?:the\s+)?(.+?)'s\s+${BDAY}\s+(?:off|out)\b.*$`, "iud"),
  new RegExp(
    String
      .raw`^${OFF_VERB}\s+(.+?)\s+(?:off|out\s+of|from)\s+${DET}${BDAY}(?:\s+(?:list|calendar))?$`,
    "iud",
  ),
];

const NOT_A_NAME =
  /\b(?:when|what|who|where|how|which|whose|remind|reminder|task|note|trip|countdown|present|gift|party|cake|card|buy|get|order|plan|organi[sz]e|book|count|add|list|shopping|calendar|event|meeting)\b/iu;

/** "Ana", "my mum" ("Mum"), or null for the user ("my", "I"). */
function personName(typed: string): string | null {
  let n = typed.trim().replace(/^(?:that|the)\s+/iu, "").replace(/[\s,:;\-–]+$/u, "").trim();
  if (/^(?:my|i|me|mine|your|you)$/iu.test(n)) return null;
  if (NOT_A_NAME.test(n)) return null;
  const own = /^(?:my|our)\s+(.+)$/iu.exec(n);
  if (own?.[1]) {
    // "my sister Emma" is Emma; "my mum" is Mum.
    const named = /(?:^|\s)(\p{Lu}[\p{L}\p{M}'.-]*(?:\s+\p{Lu}[\p{L}\p{M}'.-]*)*)$/u.exec(own[1]);
    n = named?.[1] ?? own[1].charAt(0).toUpperCase() + own[1].slice(1);
  }
  if (n.length === 0 || n.length > 200 || n.split(/\s+/u).length > 6 || !/\p{L}/u.test(n)) {
    return null;
  }
  return n;
}

/** A birth year only when one was written: "tomorrow" is a day of the year, not a birth date. */
const WRITTEN_YEAR = /\b\d{4}\b|\d[/.]\d{1,2}[/.]\d{2}\b/u;

function birthdayDate(hit: DateHit, age: number | null, now: { year: number }): string | null {
  if (!hit.dayCertain || hit.weekdayOnly) return null;
  const { month, day } = hit.date;
  const md = `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  if (age !== null && age > 0 && age < 130) {
    return `${String(hit.date.year - age).padStart(4, "0")}-${md}`;
  }
  if (
    hit.yearCertain && WRITTEN_YEAR.test(hit.text) && hit.date.year >= 1850 &&
    hit.date.year <= now.year
  ) {
    return isoDate(hit.date);
  }
  return `--${md}`;
}

/** A day in a leap year, to read "29th Feb" said without its year. */
const LEAP_YEAR = new Date("2028-01-01T12:00:00Z");

function save(c: Clause): ToolCall | null {
  for (const shape of SAVE) {
    const found = match(c, shape.re);
    const dateSpan = found?.m.indices?.[shape.date];
    if (!found || !dateSpan) continue;
    const said = c.text.slice(dateSpan[0], dateSpan[1]);
    // A day of the year without its year may be the 29th of February: read in a leap year too.
    const hit = [c.ctx, { ...c.ctx, now: LEAP_YEAR }].map((at) =>
      findDates(said, at, "future").find((h) => h.dayCertain && !h.weekdayOnly && !h.instant)
    ).find((h) => h !== undefined);
    if (!hit) continue;
    let typedName = found.slot(shape.name);
    if (shape.together) {
      // The name is what is left of the slot without the date and its linking words.
      const before = c.typed(dateSpan[0], dateSpan[0] + hit.index);
      const after = c.typed(dateSpan[0] + hit.end, dateSpan[1]);
      typedName = (/\p{L}/u.test(before) ? before : after)
        .replace(/\s+(?:on|is|was|born|=)$/iu, "").replace(/^(?:for|of|is|on)\s+/iu, "");
    }
    const name = personName(typedName);
    if (!name) continue;
    const age = shape.age ? Number(found.m[shape.age]) : null;
    const date = birthdayDate(hit, age, localNow(c.ctx).date);
    if (!date) continue;
    return { name: "birthdays_save", input: { name, date } };
  }
  return null;
}

function remove(c: Clause): ToolCall | null {
  for (const re of REMOVE) {
    const found = match(c, re);
    if (!found) continue;
    const who = found.slot(1);
    if (/^(?:my|i|me)$/iu.test(who.trim())) return null;
    const ref = cleanRef(who, /^(?:birthdays?|bdays?)$/iu);
    return ref ? { name: "birthdays_remove", input: { birthday: ref } } : null;
  }
  // "remove the birthday": named by its kind alone ("my birthday" is the user's own).
  if (namesOnlyKind(c, REMOVE_VERB, BDAY) && !/\b(?:my|our)\b/iu.test(c.text)) {
    return { name: "birthdays_remove", input: { birthday: theOne("birthday") } };
  }
  return null;
}

function asksForBirthdays(c: Clause): boolean {
  const t = c.text;
  const mine = new RegExp(String.raw`\bmy\s+${BDAY}`, "iu");
  if (mine.test(t) && !/\bbirthdays\b/iu.test(t)) return false;
  // "what should I get Anna for her birthday" asks about a present, not the list.
  if (new RegExp(String.raw`\b(?:for|on)\s+(?:her|his|their|your)\s+${BDAY}`, "iu").test(t)) {
    return false;
  }
  return asksToList(c, BDAY) ||
    new RegExp(String.raw`^when\s+(?:is|are|was)\s+(?!my\b)(.+?)'s\s+${BDAY}$`, "iu").test(t) ||
    new RegExp(String.raw`^when\s+(?:is|are)\b.*\b${BDAY}\b`, "iu").test(t) ||
    new RegExp(String.raw`^whose\s+${BDAY}\b`, "iu").test(t) ||
    new RegExp(
      String
        .raw`^(?:is\s+(?:it|there)|are\s+there)\s+(?:anyone|any|somebody|someone)(?:'s)?\s+${BDAY}\b`,
      "iu",
    ).test(t) ||
    new RegExp(
      String.raw`^who\s+(?:has|is\s+having|celebrates)\s+(?:a\s+|their\s+)?${BDAY}\b`,
      "iu",
    ).test(t);
}

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
