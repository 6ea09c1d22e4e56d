/**
 * A part of the day said in a name ("parents' evening", "games night"), and a holiday said as a
 * topic ("ask mum about easter"): no time.
 * @module
 */
import { words } from "../../text/normalize.ts";
import { addDays, compareDates, type DateHit, type LocalDate } from "./_dates_zone.ts";

/** The text with each part of the day said in a name blanked ("games night" as "games      "). */
export function namedParts(text: string): string {
  let out = text;
  let at = 0;
  for (const word of text.split(" ")) {
    let bare = word.toLowerCase();
    while (bare.length > 0 && ",.;:!?".includes(bare.charAt(bare.length - 1))) {
      bare = bare.slice(0, -1);
    }
    if (PARTS.has(bare) && nameBefore(text, at)) {
      out = out.slice(0, at) + " ".repeat(bare.length) + out.slice(at + bare.length);
    }
    at += word.length + 1;
  }
  return out;
}

/** Counts of a fortnight ("in a fortnight", "one fortnight from now"): written as chrono reads them. */
const ONE = new Set(["a", "one"]);

/**
 * The text with "a fortnight" said after "in" or before "from" written "two weeks", every index
 * kept in place, so chrono reads it as it reads "in two weeks"; a fortnight said otherwise ("for a
 * fortnight", "the next fortnight") stays a length or a span, no day.
 */
export function fortnights(text: string): string {
  const said = text.split(" ");
  let out = text;
  let at = 0;
  for (const [i, word] of said.entries()) {
    const one = said[i - 1]?.toLowerCase() ?? "";
    const before = said[i - 2]?.toLowerCase();
    const after = said[i + 1]?.toLowerCase();
    if (
      word.toLowerCase() === "fortnight" && ONE.has(one) && (before === "in" || after === "from")
    ) {
      const from = at - one.length - 1;
      // The blanks go where chrono's reading covers them: after "in", before "from".
      const pad = " ".repeat(one.length + 1);
      const said = after === "from" ? "two weeks" + pad : pad + "two weeks";
      out = out.slice(0, from) + said + out.slice(at + word.length);
    }
    at += word.length + 1;
  }
  return out;
}

/** The parts of the day said alone. */
const PARTS = new Set(["morning", "afternoon", "evening", "night"]);

/** Words before a part of the day that leave it a time: "every evening", "late night". */
export const BEFORE_PART = new Set(
  ("every each late early the a one some any this that next last tomorrow today yesterday all by " +
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri " +
    "sat sun christmas easter weekday weekend mondays tuesdays wednesdays thursdays fridays " +
    "saturdays sundays")
    .split(" "),
);

/**
 * True when a part of the day is said right after a noun, as part of a name: "parents' evening",
 * "games night", "movie night" are events, not times.
 */
export function nameBefore(text: string, index: number): boolean {
  if (index < 2 || text.charAt(index - 1) !== " ") return false;
  let from = index - 1;
  while (from > 0 && text.charAt(from - 1) !== " ") from--;
  const word = text.slice(from, index - 1).toLowerCase();
  const bare = word.endsWith("'") ? word.slice(0, -1) : word;
  const letters = [...bare].every((ch) => ch.toLowerCase() !== ch.toUpperCase() || ch === "'");
  return bare.length > 1 && letters && !BEFORE_PART.has(bare);
}

/** Words that make what follows a topic: "about easter", "re easter", "regarding the christmas party". */
const TOPIC = new Set(["about", "regarding", "re", "concerning"]);

/** True when the words before `at` say what follows is a topic ("… about the …"). */
export function topicAt(text: string, at: number): boolean {
  const before = words(text.slice(0, at));
  const last = before.at(-1) === "the" ? before.at(-2) : before.at(-1);
  return TOPIC.has(last ?? "");
}

/** Words after a holiday that keep it a day: "christmas morning", "easter weekend", "… at 9". */
const AFTER_DAY = new Set(
  ("day eve morning afternoon evening night weekend week break holiday holidays period time at on " +
    "in to and or of by for from till until then this next with so but is was the a an my our " +
    // "the Easter weekend Friday to Monday": its days said after it.
    "monday tuesday wednesday thursday friday saturday sunday")
    .split(" "),
);

/** Words before a holiday that make it the day things happen: "on easter", "by christmas". */
const BEFORE_DAY = new Set(
  "on by before after until till for over at from since during this next last of".split(" "),
);

/**
 * True when a holiday found at `h` describes the thing after it ("book the christmas meal
 * tomorrow", "plan the easter egg hunt tmrw") while another day is said (`others`): the thing is
 * the holiday's, the day is the other one.
 */
export function describesThing(text: string, h: DateHit, others: readonly DateHit[]): boolean {
  if (!others.some((o) => o.dayCertain && (o.end <= h.index || o.index >= h.end))) return false;
  const before = words(text.slice(0, h.index)).at(-1) ?? "";
  const after = words(text.slice(h.end)).at(0) ?? "";
  const letters = [...after].every((ch) => ch.toLowerCase() !== ch.toUpperCase());
  return !BEFORE_DAY.has(before) && after.length > 1 && letters && !AFTER_DAY.has(after);
}

/** Words that make 12 noon: "today at 12 noon", "12pm tonight" is not midnight. */
const NOON = new Set(["noon", "midday", "pm", "lunch", "lunchtime"]);

/**
 * "midnight tonight", "tonight at 12", "midnight today": chrono reads the hour in the evening's
 * half of the day, 12 then noon, or today's 00:00 that has passed; said so it is the midnight that
 * ends the day, 00:00 of the next. "today at 12" is noon.
 */
export function atMidnight(h: DateHit, today: LocalDate): DateHit {
  if (!h.time || h.time.minute !== 0 || (h.time.hour !== 0 && h.time.hour !== 12)) return h;
  const said = words(h.text);
  if (said.some((w) => NOON.has(w))) return h;
  const tonight = said.includes("tonight") || said.includes("tonite");
  const midnight = said.includes("midnight");
  const ends = h.time.hour === 12
    ? midnight || tonight
    : midnight && (tonight || said.includes("today")) && compareDates(h.date, today) <= 0;
  if (!ends) return h;
  const day = h.time.hour === 12 ? h.date : today;
  return { ...h, date: addDays(day, 1), time: { hour: 0, minute: 0, second: 0 } };
}
