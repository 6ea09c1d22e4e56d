/**
 * A clause that says its day by pointing at the day of a request beside it: "countdown to the party
 * on the 28th and remind me that morning at 8 to pick up the cake", "add Noor's birthday, 12 march,
 * and remind me the day before at 6pm to get her a card", "look at my calendar for the 17th and add
 * a task to prep the slides for that day". The pointer is said as that day; when no request beside
 * it says a day, a reminder is asked when, and any other request is left unread.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { MONTHS } from "./_dates_words.ts";

/** The ways a clause points at the day of another: its words, the days after it, the hour's side. */
const POINTERS: readonly { words: string; days: number; part: "" | "am" | "pm" }[] = [
  { words: "on that day", days: 0, part: "" },
  { words: "for that day", days: 0, part: "" },
  { words: "for then", days: 0, part: "" },
  { words: "that same day", days: 0, part: "" },
  { words: "the same day", days: 0, part: "" },
  { words: "that day", days: 0, part: "" },
  { words: "that morning", days: 0, part: "am" },
  { words: "that afternoon", days: 0, part: "pm" },
  { words: "that evening", days: 0, part: "pm" },
  { words: "that night", days: 0, part: "pm" },
  { words: "the day before", days: -1, part: "" },
  { words: "the morning before", days: -1, part: "am" },
  { words: "the evening before", days: -1, part: "pm" },
  { words: "the night before", days: -1, part: "pm" },
  { words: "the day after", days: 1, part: "" },
  { words: "the morning after", days: 1, part: "am" },
];

/** The input fields that hold the day a request is for, in the order they are looked at. */
const DAY_FIELDS = ["date", "start_date", "from", "due", "at"];

/** Each month's name said in full (the longest of its names), January first. */
const MONTH_NAMES = Array.from(
  { length: 12 },
  (_, m) =>
    Object.keys(MONTHS).filter((n) => MONTHS[n] === m + 1)
      .reduce((a, b) => (b.length > a.length ? b : a), ""),
);

/** The day a call is for ("2026-03-28", "--03-12"), or null. */
export function dayOf(
  parsed: Parsed | null,
): { year: number | null; month: number; day: number } | null {
  if (!parsed || isAsk(parsed)) return null;
  for (const field of DAY_FIELDS) {
    const v = parsed.input[field];
    if (typeof v !== "string") continue;
    const yearless = v.startsWith("--");
    const iso = yearless ? `2000${v.slice(1)}` : v;
    const [y, m, d] = [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)].map(Number);
    if (iso.charAt(4) !== "-" || iso.charAt(7) !== "-" || !y || !m || !d) continue;
    return { year: yearless ? null : y, month: m, day: d };
  }
  return null;
}

/** The day `days` after `day`, said as chrono reads it ("27 March 2026", "11 March"). */
export function said(
  day: { year: number | null; month: number; day: number },
  days: number,
): string {
  const at = new Date(Date.UTC(day.year ?? 2001, day.month - 1, day.day + days));
  const month = MONTH_NAMES[at.getUTCMonth()] ?? "";
  const name = month.charAt(0).toUpperCase() + month.slice(1);
  return `${at.getUTCDate()} ${name}${day.year === null ? "" : ` ${at.getUTCFullYear()}`}`;
}

/** What follows a pointer's words when they say a day of their own ("the day after tomorrow"). */
const OWN_DAY = ["tomorrow", "yesterday", "next", "that"];

/** Where in `text` a pointer is said, as character offsets, or null. */
function pointerIn(
  text: string,
): { start: number; end: number; p: (typeof POINTERS)[number] } | null {
  const lower = ` ${text.toLowerCase()} `;
  for (const p of POINTERS) {
    for (const end of [" ", ",", "."]) {
      const at = lower.indexOf(` ${p.words}${end}`);
      if (at < 0) continue;
      const next = lower.slice(at + p.words.length + 2).split(" ")[0] ?? "";
      if (!OWN_DAY.includes(next)) return { start: at, end: at + p.words.length, p };
    }
  }
  return null;
}

/**
 * True when a date found says a day by pointing at another ("the day before at 6pm"): the day is
 * the one the request beside it says, held by the call read with it.
 */
export function pointsAtDay(found: string): boolean {
  return pointerIn(found) !== null;
}

/** "at 8" after a pointer to a morning is "at 8am". */
function withPart(rest: string, part: string): string {
  if (!part) return rest;
  const ws = rest.split(" ");
  const at = ws.findIndex((_w, i) => i > 0 && ws[i - 1]?.toLowerCase() === "at");
  const hour = at < 0 ? "" : ws[at] ?? "";
  if (
    at > 2 || !hour ||
    !hour.split("").every((c) => (c >= "0" && c <= "9") || c === "." || c === ":")
  ) {
    return rest;
  }
  ws[at] = `${hour}${part}`;
  return ws.join(" ");
}

/** The words a reminder's time is said in, dropped when the day it points at is not said. */
const REMINDING = ["remind ", "ping ", "nudge "];

/**
 * The clauses of a sentence, each one that points at the day of another said with that day; one
 * that points at a day no clause says is asked when (a reminder), else left as it is.
 */
export function withPointedDays<T extends { text: string; joiner: string }>(
  groups: readonly T[],
  read: (text: string) => Parsed | null,
): T[] {
  const joined = (gs: readonly T[]) =>
    gs.map((g, n) => (n === 0 ? "" : g.joiner) + g.text).join("");
  return groups.map((g, i) => {
    const text = g.text;
    const at = pointerIn(text);
    if (!at) return g;
    // The request said before it, else after it ("add Noor's birthday, 12 march, and …").
    const others = [joined(groups.slice(0, i)), joined(groups.slice(i + 1))];
    const day = others.map((o) => (o ? dayOf(read(o)) : null)).find((d) => d !== null) ?? null;
    const before = text.slice(0, at.start).trimEnd();
    const after = text.slice(at.end);
    if (day === null) {
      // "remind me that morning at 8 to …" said of no day: asked when, never this morning.
      if (!REMINDING.some((r) => text.toLowerCase().startsWith(r))) return g;
      const rest = after.trimStart().split(" ");
      const timeWords = rest[0]?.toLowerCase() === "at" ? 2 : 0;
      return { ...g, text: `${before} ${rest.slice(timeWords).join(" ")}`.trim() };
    }
    const lead = before.endsWith(" for") || before.endsWith(" on") ? "" : " on";
    return { ...g, text: `${before}${lead} ${said(day, at.p.days)}${withPart(after, at.p.part)}` };
  });
}

/**
 * "what's on Friday, and remind me Thursday at 8 to iron a shirt for it": "for it" points at what
 * the day asked about holds, which the request said beside it needs no more than its own words
 * for ("iron a shirt"). Only after a look at the calendar of one day; else the clause as it is.
 */
export function forDayAsked<T extends { text: string; joiner: string }>(
  groups: readonly T[],
  read: (text: string) => Parsed | null,
): T[] {
  return groups.map((g, i) => {
    const ws = g.text.split(" ");
    const at = ws.findIndex((w, n) => n > 2 && w.toLowerCase() === "for" && ws[n + 1] === "it");
    if (at < 0 || ws.slice(at + 2).some((w) => w.toLowerCase() === "it")) return g;
    const asked = groups.slice(0, i).some((o) => {
      const call = read(o.text);
      return call !== null && !isAsk(call) && call.name === "calendar_list" &&
        typeof call.input.from === "string" && call.input.from === call.input.to;
    });
    if (!asked) return g;
    const text = [...ws.slice(0, at), ...ws.slice(at + 2)].join(" ");
    const call = read(text);
    return call && !isAsk(call) ? { ...g, text } : g;
  });
}

/** Words that open a reason said after a look at the calendar. */
const REASON_WORDS = new Set(["because", "since", "cos", "cause", "as"]);
/** Words that open the thing a reason ends in ("… to move the school pickup"). */
const THING_OPENERS = new Set(["the", "my", "our"]);

/**
 * "check what's on Thursday because I might need to move the school pickup, and remind me at 8
 * tonight to sort it": "it" after "to" and a verb, in the request after a look at the calendar
 * whose reason ends in a thing of two to four words ("the school pickup"), is that thing, when the
 * request then reads; else the clause as it is.
 */
export function itOfReason<T extends { text: string; joiner: string }>(
  groups: readonly T[],
  read: (text: string) => Parsed | null,
): T[] {
  return groups.map((g, i) => {
    if (i === 0) return g;
    const ws = g.text.split(" ");
    const its = ws.flatMap((w, n) => (w.toLowerCase() === "it" ? [n] : []));
    // "… to sort it": the thing a doing is about ("add it to my tasks" would lose the reason's verb).
    if (its.length !== 1 || ws[its[0]! - 2]?.toLowerCase() !== "to") return g;
    const before = groups[i - 1]!.text.trim().split(" ");
    const because = before.findIndex((w, n) => n > 1 && REASON_WORDS.has(w.toLowerCase()));
    const look = because < 0 ? null : read(before.slice(0, because).join(" "));
    if (!look || isAsk(look) || look.name !== "calendar_list") return g;
    const reason = before.slice(because + 1);
    const the = reason.findLastIndex((w) => THING_OPENERS.has(w.toLowerCase()));
    const length = reason.length - the;
    if (the < 1 || length < 2 || length > 4) return g;
    const thing = reason.slice(the);
    const letters = thing.every((w) => [...w].every((ch) => ch.toLowerCase() !== ch.toUpperCase()));
    if (!letters) return g;
    const text = [...ws.slice(0, its[0]), ...thing, ...ws.slice(its[0]! + 1)].join(" ");
    const call = read(text);
    return call && !isAsk(call) ? { ...g, text } : g;
  });
}
