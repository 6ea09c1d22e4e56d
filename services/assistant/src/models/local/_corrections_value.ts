/**
 * A day or a time corrected as it is said: "remind me at 7am to defrost the chicken.. wait no make
 * it 6.30", "zara's birthday is the 4th... no sorry, the 14th of july". The request before is read
 * with the value said after in place of the one it said of the same kind (a time for a time, a day
 * for a day), in the part of the day said first ("at 8" in the evening made "8.30" is 20:30).
 * @module
 */
import { type DateHit, findDates, MONTHS } from "./_tool_dates.ts";
import { amountSaid } from "./_corrections_amount.ts";

/** Words a corrected value may be said after: "make it 6.30", "change that to the 14th". */
const LEADS = [
  "make it",
  "make that",
  "change it to",
  "change that to",
  "it is",
  "it's",
  "its",
  "i mean",
  "i meant",
];

/**
 * Words after a value that make it said of the one before ("no wait, the weekend after", "the
 * friday before"): a day counted from the day corrected, never from today, so it is not read.
 */
const RELATIVE = ["after", "before"];

/** Any clock: the hits are only used for where they are and what they hold, not their day. */
const CTX = { now: new Date(0), timezone: "UTC" };

/** The one date or time `text` is, whole ("the 14th of july", "6.30"), or null. */
function valueOf(text: string): { said: string; hit: DateHit } | null {
  let said = text.trim();
  while (said.endsWith(".") || said.endsWith("!")) said = said.slice(0, -1).trimEnd();
  const lower = said.toLowerCase();
  const lead = LEADS.find((l) => lower.startsWith(`${l} `));
  if (lead) said = said.slice(lead.length).trim();
  if (RELATIVE.includes(lower.split(" ").at(-1) ?? "")) return null;
  // "6.30" alone is read as a time when said "at 6.30".
  for (const form of [said, `at ${said}`]) {
    const hits = findDates(form, CTX);
    const hit = hits[0];
    if (hits.length !== 1 || !hit) continue;
    const outside = form.slice(0, hit.index) + form.slice(hit.end);
    if (!["", "at", "on", "the"].includes(outside.trim().toLowerCase())) continue;
    return { said, hit };
  }
  return null;
}

/** True when `text` is a day or a time alone ("november 26th", "11"). */
export function isValue(text: string): boolean {
  return valueOf(text) !== null;
}

/** What a day or a time said alone is: "time" ("half 7"), "day" ("the 14th"), else null. */
export function valueKind(text: string): "time" | "day" | null {
  const hit = valueOf(text)?.hit;
  if (hit?.time !== null && hit?.dayCertain === false) return "time";
  return hit?.time === null && hit.dayCertain ? "day" : null;
}

/** True when a time is said with its part of the day ("7am", "8pm"). */
function saysMeridiem(text: string): boolean {
  const lower = text.toLowerCase().trim();
  return ["am", "pm", "a.m", "p.m", "a.m.", "p.m."].some((m) => lower.endsWith(m));
}

/**
 * `before` with its day or time replaced by the one `after` says, when `after` says only that and
 * `before` says one of that kind exactly once; else null.
 */
export function valueCorrected(before: string, after: string): string | null {
  const value = valueOf(after);
  if (!value) return null;
  const { hit, said } = value;
  const timeOnly = hit.time !== null && !hit.dayCertain;
  const dayOnly = hit.time === null && hit.dayCertain;
  if (!timeOnly && !dayOnly) return null;
  const hits = findDates(before, CTX).filter((h) => timeOnly ? h.time !== null : h.dayCertain);
  const old = hits[0];
  if (hits.length !== 1 || !old) return null;
  const at = old.text.toLowerCase().lastIndexOf("at ");
  const timeAt = at === 0 || (at > 0 && old.text.charAt(at - 1) === " ") ? at : -1;
  let start = old.index;
  let end = old.end;
  let text = said;
  if (timeOnly) {
    // "friday at 8" made "8.30": only the time after "at" goes.
    if (old.dayCertain && timeAt < 0) return null;
    if (timeAt >= 0) start = old.index + timeAt;
    text = `at ${said}`;
    const oldHour = old.time?.hour ?? 0;
    const newHour = hit.time?.hour ?? 0;
    if (!saysMeridiem(said) && oldHour >= 12 && newHour < 12) text += "pm";
    else if (!saysMeridiem(said) && oldHour < 12 && newHour >= 12) text += "am";
  } else {
    // "on 3 may, no, the 4th": the month said before stays; "the 4th" alone is no day of April.
    const month = (t: string) => t.toLowerCase().split(" ").find((w) => w in MONTHS);
    const kept = month(old.text);
    if (kept !== undefined && month(said) === undefined) text = `${said} of ${kept}`;
    if (findDates(text, CTX).length !== 1) return null;
    // "tomorrow at 5pm" made "friday": the time stays.
    if (old.time !== null && timeAt > 0) end = old.index + timeAt - 1;
    else if (old.time !== null) return null;
  }
  return `${before.slice(0, start)}${text}${before.slice(end)}`.replace("  ", " ");
}

/**
 * "remind me friday at 10 no wait 11 to pick up the car": a value corrected as it is said, the
 * request going on after it. `before` ends with the value it says once, `after` starts with the
 * one meant: the request with the value put right and the rest of it; else null.
 */
export function valueCorrectedMidway(before: string, after: string): string | null {
  const said = after.trim().split(" ");
  for (let n = Math.min(4, said.length - 1); n >= 1; n--) {
    let value = said.slice(0, n).join(" ");
    if (value.endsWith(",")) value = value.slice(0, -1);
    const rest = said.slice(n).join(" ");
    if (valueOf(value) === null || rest.length === 0) continue;
    // "next weekend, no wait, the weekend after": the day after the one said, not a request's words.
    if (
      isValue(value) && RELATIVE.some((w) => [w, `${w}.`, `${w}!`].includes(rest.toLowerCase()))
    ) {
      return null;
    }
    const last = findDates(before, CTX).at(-1);
    if (!last || before.slice(last.end).trim() !== "") return null;
    const fixed = valueCorrected(before, value);
    return fixed === null ? null : `${fixed.trimEnd()} ${rest}`;
  }
  return null;
}

/**
 * "the client dinner was 132, no wait, 213 euros. Fix it.": the value put right, then what is
 * asked in the sentences after it. The request before with the value in place (a day, a time, or
 * an amount it ends with, `_corrections_amount.ts`), then those sentences; else null.
 */
export function valueCorrectedThen(before: string, after: string): string | null {
  const fixed = (value: string) => valueCorrected(before, value) ?? amountSaid(before, value);
  const trimmed = after.trim();
  const end = [". ", "! "].map((e) => trimmed.indexOf(e)).filter((at) => at > 0);
  if (end.length === 0) return fixed(trimmed);
  const at = Math.min(...end);
  const rest = trimmed.slice(at + 1).trim();
  const put = fixed(trimmed.slice(0, at));
  return put === null || rest === "" ? null : `${put.trimEnd()}. ${rest}`;
}
