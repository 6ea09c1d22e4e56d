/**
 * The end of a time range said for an event ("from 3 to 5pm", "2 to 4pm on Monday", "9 till 5"),
 * and the start's half of the day read from it ("11 to 1pm" is 11:00, never 23:00), for
 * `_propose_event.ts`.
 * @module
 */
import { countOf, type DateHit, findDates, type LocalTime } from "./_tool_dates.ts";
import { digitsOnly } from "./_tokens.ts";
import type { Clause } from "./_tool_text.ts";
import { type Word, wordsOf } from "./_shapes.ts";
import { NOT_A_RANGE_START, RANGE_WORDS, SPOKEN_TIME_START } from "./_propose_event_words.ts";

/** How a clock time says it is the morning's or the afternoon's. */
const MERIDIEM = ["am", "pm", "a.m", "p.m", "noon", "morning", "afternoon", "evening", "tonight"];

/**
 * The end time of "from 3 to 5pm", "3-4pm", "at 3 until 5", "2 to 4pm on Monday" (the day said
 * after the end is the start's own), or null; never a time of another day ("… to Friday 5pm").
 */
export function endTime(hit: DateHit, c: Clause): LocalTime | null {
  const tail = /(?:\s+(?:to|until|till|til|through)\s+|\s*[-–]\s*)([^-–]+)$/iu.exec(hit.text);
  if (!tail?.[1] || !hit.time) return null;
  // "quarter to 7", "ten to 12": a spoken time (its minutes said), never a range ending at 7.
  const before = wordsOf(hit.text.slice(0, tail.index)).at(-1)?.w ?? "";
  if (SPOKEN_TIME_START.includes(before) && hit.time.minute !== 0) return null;
  const timeOf = (said: string) =>
    findDates(said, c.ctx).find((h) => h.time !== null && !h.dayCertain)?.time ?? null;
  // "4pm on Monday", "5 on Tuesday": the time said first, then its day.
  const [first = "", next = ""] = tail[1].trim().split(" ");
  return timeOf(tail[1]) ?? timeOf(`${first} ${next}`) ?? bareHour(first);
}

/**
 * "11 to 1pm": a start said without am or pm takes the end's only when that keeps it before the
 * end; otherwise it is the morning's (11:00, not 23:00). The hours to take off, 12 or 0.
 */
export function startAfterEnd(hit: DateHit, until: LocalTime): number {
  const start = hit.time;
  const word = wordsOf(hit.text).find((w) => RANGE_WORDS.includes(w.w));
  const dash = [hit.text.indexOf("-"), hit.text.indexOf("–")].filter((i) => i >= 0);
  const first = hit.text.slice(0, word?.index ?? Math.min(hit.text.length, ...dash)).toLowerCase();
  // Only an end said in the afternoon ("1pm"): "6 to 8" bare stays in the evening.
  if (!start || start.hour < 12 || until.hour < 12 || MERIDIEM.some((m) => first.includes(m))) {
    return 0;
  }
  // Only a range whose start is the time read: "2026-03-18 at 14:00" is none.
  const said = parseInt(wordsOf(first).at(-1)?.w ?? "", 10);
  if (said % 12 !== start.hour % 12) return 0;
  const before = start.hour * 60 + start.minute < until.hour * 60 + until.minute;
  return !before && start.hour - 12 < until.hour ? 12 : 0;
}

/**
 * "2 till half 4 on monday", "9 to quarter past 11": a bare hour, then a range word, then a time
 * the date reader read alone (a spoken one) in `hit`: the range's start, its end and where the start
 * is said in `text`, or null. A start from 1 to 6 is the afternoon's, as a spoken time is, and an end
 * before it then the evening's ("6 till half 9" is 18:00 to 21:30). Never a count ("a table for 2
 * till half 4", "round 3 till half 9") nor a range of 12 hours or more.
 */
export function spokenRangeStart(
  text: string,
  hit: DateHit,
): { index: number; time: LocalTime; until: LocalTime } | null {
  const said = wordsOf(hit.text)[0];
  if (
    !hit.time || !said ||
    !(SPOKEN_TIME_START.includes(said.w) || "0123456789".includes(said.w[0] ?? "x"))
  ) {
    return null;
  }
  const ws = wordsOf(text.slice(0, hit.index));
  const [before, hour, mark] = ws.slice(-3).length === 3
    ? ws.slice(-3)
    : [undefined, ...ws.slice(-2)];
  if (!hour || !mark || !(RANGE_WORDS.includes(mark.w) || ["-", "–"].includes(mark.raw))) {
    return null;
  }
  if (NOT_A_RANGE_START.includes(before?.w ?? "")) return null;
  const bare = bareHour(hour.raw);
  if (!bare) return null;
  const minutes = (t: LocalTime) => t.hour * 60 + t.minute;
  const time = bare.hour <= 6 ? { ...bare, hour: bare.hour + 12 } : bare;
  const until = minutes(hit.time) <= minutes(time) && hit.time.hour < 12
    ? { ...hit.time, hour: hit.time.hour + 12 }
    : hit.time;
  const length = minutes(until) - minutes(time);
  return length > 0 && length < 12 * 60 ? { index: hour.index, time, until } : null;
}

/** "9 till 5", "2 to 4:30": an hour said as a bare number ends the range (made pm if need be). */
function bareHour(said: string): LocalTime | null {
  const [h, m, ...more] = said.trim().split(":");
  const hour = Number(h);
  const minute = m === undefined ? 0 : Number(m);
  if (more.length > 0 || !h || (m !== undefined && m.length !== 2)) return null;
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || hour < 1 || hour > 12) return null;
  return minute < 60 ? { hour, minute, second: 0 } : null;
}

/** Words that open a range of hours said in words ("from ten till twelve"), and what joins it. */
const RANGE_OPENS: Readonly<Record<string, readonly string[]>> = {
  from: RANGE_WORDS,
  between: ["and"],
};

/** Words that may follow a range of hours said bare: its half of the day, its day, its place. */
const AFTER_RANGE = [
  ...["am", "pm", "a.m", "p.m", "o'clock", "on", "in", "at", "for", "with", "tomorrow", "today"],
  ...["tonight", "next", "this", "monday", "tuesday", "wednesday", "thursday", "friday"],
  ...["saturday", "sunday", "morning", "afternoon", "evening", "to", "into", "please"],
];

/** An hour said in digits, one to twelve ("2"), or undefined. */
function hourSaid(word: string): number | undefined {
  const n = Number(word);
  return digitsOnly(word) && n >= 1 && n <= 12 ? n : undefined;
}

/** The hour a word spells, one to twelve ("ten"), or undefined; digits are none. */
function spelledHour(word: string | undefined): number | undefined {
  if (!word || word.length < 3 || digitsOnly(word.charAt(0))) return undefined;
  const n = countOf(word);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
}

/**
 * "from ten till twelve", "between 2 and 4": a range of hours spelled out or said with "between",
 * written in digits at the same places ("from  10 till     12"), so the date reader reads it as
 * it reads "from 10 till 12" ("ten to twelve" had been 11:50, "between 2" a title); every other
 * text, and a range before a count ("between 2 and 4 kids"), as it is.
 */
export function spelledRangeWritten(text: string): string {
  const ws = wordsOf(text);
  let out = text;
  const write = (w: Word, said: string, end: boolean) => {
    const size = w.end - w.index;
    const put = end ? said.padStart(size, " ") : said.padEnd(size, " ");
    out = out.slice(0, w.index) + put + out.slice(w.end);
  };
  for (let i = 0; i + 3 < ws.length; i++) {
    const joins = RANGE_OPENS[ws[i]!.w];
    if (!Object.hasOwn(RANGE_OPENS, ws[i]!.w) || !joins?.includes(ws[i + 2]!.w)) continue;
    const from = spelledHour(ws[i + 1]!.w) ??
      (ws[i]!.w === "between" ? hourSaid(ws[i + 1]!.w) : undefined);
    const until = spelledHour(ws[i + 3]!.w) ??
      (ws[i]!.w === "between" ? hourSaid(ws[i + 3]!.w) : undefined);
    // "from ten till half twelve": the end said as a spoken time, read as it is.
    const spoken = SPOKEN_TIME_START.includes(ws[i + 3]!.w) && spelledHour(ws[i + 4]?.w);
    if (from === undefined || (until === undefined && !spoken)) continue;
    // "between 2 and 4 kids": a count, never a range of hours.
    const next = ws[i + 4];
    if (!spoken && next && !next.punct && !AFTER_RANGE.includes(next.w)) continue;
    const hours = until === undefined ? [] : [[ws[i + 3]!, until] as const];
    // "between 2 and 4": said as "from 2 to 4", which the date reader reads as a range.
    if (ws[i]!.w === "between") {
      write(ws[i]!, "from", false);
      write(ws[i + 2]!, "to", false);
    }
    // Written at the word's end, so a time read up to it takes the whole word.
    for (const [w, n] of [[ws[i + 1]!, from] as const, ...hours]) write(w, String(n), true);
  }
  return out;
}
