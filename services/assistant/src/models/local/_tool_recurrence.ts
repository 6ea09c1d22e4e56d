/**
 * Recurrence in what people write ("every weekday at 9", "every first Monday", "every 2 weeks on
 * Friday", "every year on 3 March") as the RFC 5545 RRULE the reminder tool takes. The text is read
 * as words (`_tool_recurrence_words.ts`: the days, units and "every" words, and a reader of them),
 * each shape a rule may be said in one function of them, tried the more particular first; the rule
 * is validated and scheduled with the rrule library (`_tool_recurrence_schedule.ts`).
 * @module
 */
import { type LocalTime, partOfDayTime } from "./_tool_dates.ts";
import { isValidRule } from "./_tool_recurrence_schedule.ts";
import { ownEntry } from "../../text/normalize.ts";
import {
  EACH,
  EVERY,
  MAX_INTERVAL,
  OTHER_DAY,
  PLURAL_DAY_JOINS,
  Reader,
  SAID_WHOLE,
  UNITS,
  type Units,
  WEEKDAY_NAMES,
  WEEKDAYS_ALONE,
  WEEKEND_NAMES,
  wordsOf,
} from "./_tool_recurrence_words.ts";

export { firstOccurrence, isValidRule } from "./_tool_recurrence_schedule.ts";

/** A recurrence found in a text. */
export interface Recurrence {
  /** The RRULE without DTSTART, such as "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR". */
  rule: string;
  /** Where it was said. */
  index: number;
  end: number;
  /** The time its words imply ("every morning": 09:00), or null. */
  time: LocalTime | null;
}

/** Words the shapes below read at a place, each list made once. */
const ON = ["on"];
const LAST_DAY = ["last day"];
const THE_LAST_DAY = ["the last day"];
const MONTHLY_ON_THE = ["monthly on the", "once a month on the"];
const DAY = ["day"];
const MONTH_ON_THE = ["month on the"];
const OF_A_MONTH = ["of every month", "of each month", "of the month", "of month"];
const OF = ["of"];
const THE = ["the"];
const EVERY_DAY = ["every day"];
const FROM = ["from"];
const TO = ["to", "through", "thru", "-"];
const WEEKLY_ON = ["weekly on", "every week on", "once a week on"];
const OF_THE_MONTH = ["of the month"];
const NONE: string[] = [];
const LEADS = ["every single", "each single", "on single", ...EACH, "on"];

/** The words of the text with the rule's own blanked: where a rule finds what it also takes. */
type Rest = Reader;

/** A rule said at a place: where it ends, and the rule it means given the rest of the text. */
interface Said {
  next: number;
  rule: (rest: Rest) => string | null;
  /** An interval that cannot run ("every 0 days", "every 5000 years"). */
  bad?: boolean;
}

type Shape = (r: Reader, i: number) => Said | null;

const PLAIN = (rule: string | null) => () => rule;

function withInterval(freq: string, n: number, rest = ""): string {
  return `FREQ=${freq}${n > 1 ? `;INTERVAL=${n}` : ""}${rest}`;
}

function byDay(codes: readonly string[]): string {
  return codes.length > 0 ? `;BYDAY=${codes.join(",")}` : "";
}

/** Where "on <days>" is said in the rest: its span and days ("weekly on Monday"). */
function daysSaid(r: Rest): { index: number; next: number; codes: string[] } | null {
  for (let i = 0; i < r.t.length; i++) {
    const days = r.at(i) === "on" ? r.days(i + 1) : null;
    if (days) return { index: i, ...days };
  }
  return null;
}

/** Where "[on] the <nth>" or "the last day" is said in the rest ("monthly on the 15th"). */
function monthDaySaid(r: Rest): { index: number; next: number; n: number } | null {
  for (let i = 0; i < r.t.length; i++) {
    const j = r.phrase(r.maybe(i, ON), THE);
    if (j < 0) continue;
    const last = r.phrase(j, LAST_DAY);
    if (last >= 0) return { index: i, next: last, n: -1 };
    const o = r.ordinal(j) ?? r.dayNumber(j, "never");
    if (o) return { index: i, next: o.next, n: o.n };
  }
  return null;
}

/** Where "[on] [the] <day> <month>" is said in the rest ("every year on 3 March"). */
function yearDaySaid(r: Rest): { index: number; next: number; month: number; day: number } | null {
  for (let i = 0; i < r.t.length; i++) {
    const d = r.date(r.maybe(r.maybe(i, ON), THE));
    if (d) return { index: i, ...d };
  }
  return null;
}

/** What a rule of `freq` takes from the rest of the text ("weekly … on Monday"). */
function nearby(freq: string, r: Rest): string {
  if (freq === "WEEKLY") return byDay(daysSaid(r)?.codes ?? []);
  if (freq === "MONTHLY") {
    if (r.t.some((_, i) => r.phrase(i, THE_LAST_DAY) >= 0)) return ";BYMONTHDAY=-1";
    const m = monthDaySaid(r);
    return m && m.n >= 1 && m.n <= 31 ? `;BYMONTHDAY=${m.n}` : "";
  }
  if (freq === "YEARLY") {
    let d: ReturnType<Reader["date"]> = null;
    for (let i = 0; i < r.t.length && !d; i++) if (r.dayNumber(i, "may")) d = r.date(i);
    for (let i = 0; i < r.t.length && !d; i++) d = r.date(i);
    return d && d.day >= 1 && d.day <= 31 ? `;BYMONTH=${d.month};BYMONTHDAY=${d.day}` : "";
  }
  return "";
}

const EVERY_MONTH = ["of every month", "every month", "of each month", "each month"];

/** "every first Monday (of the month)", "the last Friday of every month". */
const nthWeekday: Shape = (r, i) => {
  const monthly = (j: number, ends: readonly string[], optional: boolean): Said | null => {
    const o = j < 0 ? null : r.ordinal(j);
    const code = o ? r.day(o.next, "never") : undefined;
    if (!o || !code) return null;
    const end = optional ? r.maybe(o.next + 1, ends) : r.phrase(o.next + 1, ends);
    if (end < 0) return null;
    return {
      next: end,
      rule: PLAIN(o.n === 0 || o.n > 5 ? null : `FREQ=MONTHLY;BYDAY=${o.n}${code}`),
    };
  };
  const the = r.phrase(r.maybe(i, ON), THE);
  return monthly(r.phrase(i, EVERY), OF_A_MONTH, true) ??
    monthly(the, EVERY_MONTH, false) ?? monthly(the, OF_THE_MONTH, false) ??
    monthly(r.phrase(i, MONTHLY_ON_THE), NONE, true);
};

/** "every month on the 15th", "the 1st of every month", "every 12th". */
const monthDay: Shape = (r, i) => {
  const said = (j: number): { n: number; next: number } | null => {
    const o = j < 0 ? null : r.ordinal(j) ?? r.dayNumber(j, "never");
    return o ? { n: o.n, next: r.maybe(o.next, DAY) } : null;
  };
  const every = r.phrase(i, EVERY);
  let d = said(every < 0 ? -1 : r.phrase(every, MONTH_ON_THE)) ??
    said(r.phrase(i, MONTHLY_ON_THE));
  if (!d) {
    const the = said(r.phrase(r.maybe(i, ON), THE));
    const end = the ? r.phrase(the.next, OF_A_MONTH) : -1;
    d = the && end >= 0 ? { n: the.n, next: end } : null;
  }
  if (!d && every >= 0) {
    // "every first day of (the) month": the day, then its month.
    const o = said(every);
    const end = o ? r.phrase(o.next, OF_A_MONTH) : -1;
    d = o && end >= 0 ? { n: o.n, next: end } : null;
  }
  if (!d && every >= 0) {
    // "every 3rd of March" is a day of the year.
    const n = r.dayNumber(every, "must");
    d = n && !r.month(r.maybe(n.next, OF)) ? n : null;
  }
  if (!d) return null;
  const n = d.n;
  return { next: d.next, rule: PLAIN(n === 0 || n > 31 ? null : `FREQ=MONTHLY;BYMONTHDAY=${n}`) };
};

const YEARLY_ON = [
  ...EVERY.map((e) => `${e} year on`),
  "yearly on",
  "annually on",
  "once a year on",
];

/** "every year on 3 March", "every March 3rd", "annually on the 3rd of March". */
const yearDay: Shape = (r, i) => {
  const on = r.phrase(i, YEARLY_ON);
  const every = r.phrase(i, EVERY);
  const d = (on >= 0 ? r.date(r.maybe(on, THE)) : null) ?? (every >= 0 ? r.date(every) : null);
  if (!d) return null;
  const rule = d.day >= 1 && d.day <= 31
    ? `FREQ=YEARLY;BYMONTH=${d.month};BYMONTHDAY=${d.day}`
    : null;
  return { next: d.next, rule: PLAIN(rule) };
};

/**
 * Named sets of days: "every weekday", "on weekdays", "on weekends", and the set said as its first
 * and last day ("(every day) from Monday to Friday", a dash between them spaced).
 */
const daysNamed = (
  names: readonly string[],
  alone: readonly string[],
  codes: string,
  range?: readonly [string, string],
): Shape =>
(r, i) => {
  const lead = r.phrase(i, LEADS);
  let next = lead < 0 ? -1 : r.phrase(lead, names);
  if (next < 0) next = r.phrase(i, alone);
  if (next < 0 && range) {
    const from = r.maybe(r.maybe(i, EVERY_DAY), FROM);
    const to = r.at(from) === range[0] ? r.phrase(from + 1, TO) : -1;
    const spaced = r.at(from + 1) !== "-" || (!r.touching(from + 1) && !r.touching(from + 2));
    if (to >= 0 && spaced && r.at(to) === range[1]) next = to + 1;
  }
  return next < 0 ? null : { next, rule: PLAIN(`FREQ=WEEKLY;BYDAY=${codes}`) };
};

/** "every 2 weeks on Friday", "every 3 days", "every other month", "every hour", "hourly". */
const everyN = (units: Units): Shape => (r, i) => {
  const alone = r.phrase(i, units.alone ?? NONE);
  if (alone >= 0) return { next: alone, rule: PLAIN("FREQ=HOURLY") };
  const every = r.phrase(i, EVERY);
  if (every < 0) return null;
  const n = r.interval(every) ?? (units.bare ? { n: 1, next: every } : null);
  const freq = n ? ownEntry(units.words, r.at(n.next)) : undefined;
  if (!n || !freq) return null;
  let next = n.next + 1;
  const bad = n.n < 1 || n.n > (MAX_INTERVAL[freq] ?? 1);
  if (freq !== "WEEKLY") {
    return { next, bad, rule: (rest) => withInterval(freq, n.n, nearby(freq, rest)) };
  }
  const on = r.at(next) === "on" ? r.days(next + 1) : null;
  if (on) next = on.next;
  next = r.part(next);
  return {
    next,
    bad,
    rule: (rest) => withInterval(freq, n.n, on ? byDay(on.codes) : nearby(freq, rest)),
  };
};

/** "every other Friday", "every 2nd Tuesday". */
const everyOtherDay: Shape = (r, i) => {
  const every = r.phrase(i, EVERY);
  const other = every < 0 ? -1 : r.phrase(every, OTHER_DAY);
  const days = other < 0 ? null : r.days(other);
  return days
    ? { next: r.part(days.next), rule: PLAIN(withInterval("WEEKLY", 2, byDay(days.codes))) }
    : null;
};

/** "every Monday and Thursday", "weekly on Tuesday", "on Mondays, Wednesdays". */
const weekly: Shape = (r, i) => {
  const every = r.phrase(i, EVERY);
  const on = r.phrase(i, WEEKLY_ON);
  const days = (every >= 0 ? r.days(every) : null) ?? (on >= 0 ? r.days(on) : null) ??
    r.days(r.maybe(i, ON), PLURAL_DAY_JOINS, "must");
  return days ? { next: r.part(days.next), rule: PLAIN(`FREQ=WEEKLY${byDay(days.codes)}`) } : null;
};

/** "every day", "daily", "every morning", "weekly", "once a month", "annually". */
const saidWhole = (phrases: readonly string[], freq: string): Shape => (r, i) => {
  const next = r.phrase(i, phrases);
  return next < 0 ? null : { next, rule: (rest) => `FREQ=${freq}${nearby(freq, rest)}` };
};

/** The shapes a recurrence is said in, the more particular first. */
const SHAPES: Shape[] = [
  nthWeekday,
  monthDay,
  yearDay,
  daysNamed(WEEKDAY_NAMES, WEEKDAYS_ALONE, "MO,TU,WE,TH,FR", ["monday", "friday"]),
  daysNamed(WEEKEND_NAMES, ["weekends"], "SA,SU"),
  everyN(UNITS[0]!),
  everyOtherDay,
  weekly,
  ...UNITS.slice(1).map(everyN),
  ...SAID_WHOLE.map((s) => saidWhole(s.phrases, s.freq)),
];

/** Spans of the rest that the rule also used ("on the 15th", "on Monday", "on 3 March"). */
function usedModifiers(r: Rest, rule: string): { index: number; end: number }[] {
  const said = rule.startsWith("FREQ=WEEKLY") && rule.includes("BYDAY")
    ? daysSaid(r)
    : rule.startsWith("FREQ=MONTHLY") && rule.includes("BYMONTHDAY")
    ? monthDaySaid(r)
    : rule.startsWith("FREQ=YEARLY") && rule.includes("BYMONTH")
    ? yearDaySaid(r)
    : null;
  const first = said ? r.t[said.index] : undefined;
  const last = said ? r.t[said.next - 1] : undefined;
  return first && last ? [{ index: first.index, end: last.end }] : [];
}

/**
 * The recurrence `text` asks for, or null. Spans returned cover the words that said it, so the
 * caller can take them out of the reminder's text. A recurrence said with an interval that cannot
 * run ("every 0 days", "every 5000 years") is found with no rule (`recurrence` null): nothing
 * should run.
 */
export function findRecurrence(
  text: string,
): { recurrence: Recurrence | null; spans: { index: number; end: number }[] } | null {
  const r = new Reader(wordsOf(text));
  for (const shape of SHAPES) {
    let said: Said | null = null;
    let at = 0;
    for (; at < r.t.length && !said; at++) said = shape(r, at);
    const first = r.t[at - 1], last = said ? r.t[said.next - 1] : undefined;
    if (!said || !first || !last) continue;
    const span = { index: first.index, end: last.end };
    if (said.bad) return { recurrence: null, spans: [span] };
    const rest = text.slice(0, span.index) + " ".repeat(span.end - span.index) +
      text.slice(span.end);
    const restWords = new Reader(wordsOf(rest));
    const rule = said.rule(restWords);
    if (!rule || !isValidRule(rule)) continue;
    return {
      recurrence: {
        rule,
        index: span.index,
        end: span.end,
        time: partOfDayTime(text.slice(span.index, span.end)),
      },
      spans: [span, ...usedModifiers(restWords, rule)],
    };
  }
  return null;
}
