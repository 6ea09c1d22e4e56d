/**
 * A day said after "for" inside what to be reminded of, once the moment was said before the doing
 * ("remind me friday at 5 to buy eggs for easter sunday", "… at 7pm to prep the slides for next
 * week's meeting"): the day is what the doing is for, kept in the reminder's words, never its
 * moment (it had been cut from the text, or merged into the moment).
 * @module
 */
import { words } from "./_words_said.ts";

/** Words that say what a day is the doing's: "for sunday", "before friday". */
const FOR = new Set(["for", "before"]);
/** Words that join a time to its day: "friday at 7", "sunday, in the morning". */
const JOINING = new Set(["at", "on", "in", "the"]);
/** Words the doing starts after: "at 5 to buy …", "at 5 that …". */
const DOING_START = new Set(["to", "that", "about"]);

/**
 * `hits` without the days said after "for" in the doing that follows an earlier day or time:
 * `text` is what the hits were read in.
 */
export function withoutDaysFor<T extends { index: number; end: number }>(
  text: string,
  hits: readonly T[],
): T[] {
  const kept: T[] = [];
  let left: T | null = null;
  for (const h of hits) {
    // "… for friday at 7": the time joined to a day left is the doing's too.
    if (left && words(text.slice(left.end, h.index)).every((w) => JOINING.has(w))) {
      left = h;
      continue;
    }
    const before = kept.at(-1);
    const between = before ? words(text.slice(before.end, h.index)) : [];
    const doing = between.some((w) => DOING_START.has(w));
    left = before && doing && FOR.has(between.at(-1) ?? "") ? h : null;
    if (!left) kept.push(h);
  }
  return kept;
}
