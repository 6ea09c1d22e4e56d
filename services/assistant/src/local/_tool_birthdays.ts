/**
 * Birthdays in what people write: "Ana's birthday is on 12 March", "remember that Bob was born on
 * 1990-05-02", "when are the next birthdays", "remove Bob's birthday".
 * @module
 */
import type { ToolCall } from "../tools/types.ts";
import { type DateHit, findDates, isoDate, localNow } from "./_tool_dates.ts";
import { type Clause, cleanRef, match } from "./_tool_text.ts";
import { asksToList, DET, NOUN, REMOVE_VERB } from "./_tool_words.ts";

const BDAY = String.raw`(?:birthday|bday|b-day|birth\s+day|date\s+of\s+birth|dob)`;
const REMEMBER = String
  .raw`(?:(?:save|add|remember|note|put|store|set|record|log|enter|keep\s+in\s+mind|note\s+down|for\s+the\s+record)\s+(?:that\s+|down\s+)?)?`;

const SAVE: { re: RegExp; name: number; date: number; age?: number }[] = [
  {
    re: new RegExp(
      String
        .raw`^${REMEMBER}(.+?)'s\s+${BDAY}(?:\s+(?:is|falls|will\s+be|was|as|on|:|=|-|date|is\s+on|falls\s+on|comes\s+on))*\s*[,:\-]?\s*(?:(?:it|which)\s+is\s+|that\s+is\s+)?(\S.*)$`,
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
    re: new RegExp(
      String
        .raw`^(?:save|add|new|create|set|record|log|enter|put\s+in|store)\s+(?:a\s+|the\s+)?${BDAY}\s*(?:for|of|:)?\s+(.+?)\s*(?:\bon\b|\bis\b|:|-|,)\s*(.+)$`,
      "iud",
    ),
    name: 1,
    date: 2,
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

const NOT_A_NAME =
  /\b(?:when|what|who|where|how|which|whose|remind|reminder|task|note|trip|countdown|present|gift|party|cake|card|buy|get|order|plan|organi[sz]e|book|count|add|list|shopping|calendar|event|meeting)\b/iu;

/** "Ana", "my mum" ("Mum"), or null for the user ("my", "I"). */
function personName(typed: string): string | null {
  let n = typed.trim().replace(/^(?:that|the)\s+/iu, "").trim();
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

function birthdayDate(hit: DateHit, age: number | null, now: { year: number }): string | null {
  if (!hit.dayCertain || hit.weekdayOnly) return null;
  const { month, day } = hit.date;
  const md = `${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  if (age !== null && age > 0 && age < 130) {
    return `${String(hit.date.year - age).padStart(4, "0")}-${md}`;
  }
  if (hit.yearCertain && hit.date.year >= 1850 && hit.date.year <= now.year) {
    return isoDate(hit.date);
  }
  return `--${md}`;
}

/** The birthdays call a clause asks for, or null. */
export function parseBirthday(c: Clause): ToolCall | null {
  const remove = [
    new RegExp(
      String
        .raw`^(?:${REMOVE_VERB}|stop\s+tracking|no\s+longer\s+track)\s+(?:the\s+)?(.+?)'s\s+${BDAY}$`,
      "iud",
    ),
    new RegExp(
      String.raw`^(?:${REMOVE_VERB}|stop\s+tracking)\s+(?:the\s+)?${BDAY}\s+(?:of|for)\s+(.+)$`,
      "iud",
    ),
    new RegExp(
      String
        .raw`^(?:${REMOVE_VERB})\s+(.+?)\s+from\s+${DET}(?:birthdays|birthday\s+list|birthday\s+calendar)$`,
      "iud",
    ),
    new RegExp(
      String.raw`^(?:take|cross|strike|scratch)\s+(?:the\s+)?(.+?)'s\s+${BDAY}\s+(?:off|out)\b.*$`,
      "iud",
    ),
  ];
  for (const re of remove) {
    const found = match(c, re);
    if (!found) continue;
    const who = found.slot(1);
    if (/^(?:my|i|me)$/iu.test(who.trim())) return null;
    const ref = cleanRef(who, /^(?:birthdays?|bdays?)$/iu);
    return ref ? { name: "birthdays_remove", input: { birthday: ref } } : null;
  }
  for (const shape of SAVE) {
    const found = match(c, shape.re);
    const dateSpan = found?.m.indices?.[shape.date];
    if (!found || !dateSpan) continue;
    const name = personName(found.slot(shape.name));
    if (!name) return null;
    const hit = findDates(c.text.slice(dateSpan[0], dateSpan[1]), c.ctx, "future")
      .find((h) => h.dayCertain && !h.weekdayOnly && !h.instant);
    if (!hit) return null;
    const age = shape.age ? Number(found.m[shape.age]) : null;
    const date = birthdayDate(hit, age, localNow(c.ctx).date);
    if (!date) return null;
    return { name: "birthdays_save", input: { name, date } };
  }
  if (
    asksToList(c, NOUN.birthday) ||
    new RegExp(String.raw`^when\s+(?:is|are|was)\s+(?!my\b)(.+?)'s\s+${BDAY}$`, "iu").test(
      c.text,
    ) ||
    (new RegExp(String.raw`^when\s+(?:is|are)\b.*\b(?:${NOUN.birthday})\b`, "iu").test(c.text) &&
      !/\bmy\s+(?:birthday|bday)\b/iu.test(c.text)) ||
    /^whose\s+(?:birthday|bday)\b/iu.test(c.text) ||
    /^(?:is\s+(?:it|there)|are\s+there)\s+(?:anyone|any|somebody|someone)'?s?\s+(?:birthdays?|bdays?)\b/iu
      .test(c.text) ||
    /^who\s+(?:has|is\s+having|celebrates)\s+(?:a\s+|their\s+)?(?:birthday|bday)\b/iu.test(c.text)
  ) {
    if (/\bmy\s+(?:birthday|bday)\b/iu.test(c.text) && !/\bbirthdays\b/iu.test(c.text)) return null;
    return { name: "birthdays_list", input: {} };
  }
  return null;
}
