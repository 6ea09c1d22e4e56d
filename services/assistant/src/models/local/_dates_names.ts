/**
 * A part of the day said in a name ("parents' evening", "games night"), and a holiday said as a
 * topic ("ask mum about easter"): no time.
 * @module
 */
import { words } from "../../text/normalize.ts";

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

/** The parts of the day said alone. */
const PARTS = new Set(["morning", "afternoon", "evening", "night"]);

/** Words before a part of the day that leave it a time: "every evening", "late night". */
const BEFORE_PART = new Set(
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

/** Words that make what follows a topic: "about easter", "regarding the christmas party". */
const TOPIC = new Set(["about", "regarding"]);

/** True when the words before `at` say what follows is a topic ("… about the …"). */
export function topicAt(text: string, at: number): boolean {
  const before = words(text.slice(0, at));
  const last = before.at(-1) === "the" ? before.at(-2) : before.at(-1);
  return TOPIC.has(last ?? "");
}

/**
 * "midnight" said with today's name, which chrono reads as noon ("midnight tonight"), and what it
 * means, written in as many characters so the places of the words after it hold.
 */
const WITH_MIDNIGHT: readonly [string, string][] = [
  ["tonight at midnight", "tomorrow at 12:00am"],
  ["midnight tonight", "tomorrow at 0:00"],
  ["today at midnight", "tomorrow at 00:00"],
  ["midnight today", "tomorrow 00:00"],
];

/** The text with "midnight tonight" said as the 00:00 that ends today ("tomorrow at 0:00"). */
export function midnightAlone(text: string): string {
  let out = text;
  for (const [phrase, means] of WITH_MIDNIGHT) {
    for (
      let at = out.toLowerCase().indexOf(phrase);
      at >= 0;
      at = out.toLowerCase().indexOf(phrase)
    ) {
      out = out.slice(0, at) + means + out.slice(at + phrase.length);
    }
  }
  return out;
}
