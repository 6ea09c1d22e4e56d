/**
 * A doing said finished ("I finally finished reading War and Peace", "we've completed knitting
 * the blanket"): "finish" before a verb's "-ing" says an activity ran its course, a pastime or a
 * piece of life, no task's name (a task is what to do, "read the contract", or a thing, "the
 * report"). Said so, it ticks nothing off unless a task is named or pointed at ("finished reading
 * the contract, tick it off", "… mark the reading task done").
 * @module
 */
import { words } from "../../text/normalize.ts";

/** Words ending in "-ing" that name a thing, not a doing: "wedding planning", "spring cleaning". */
const ING_THINGS = new Set(
  (
    "thing things spring string evening morning wedding meeting building ceiling something " +
    "anything everything nothing pudding wing king ring sibling darling earring offspring"
  ).split(" "),
);

/** True when what is said finished starts with a doing: "reading War and Peace". */
export function aDoing(thing: string): boolean {
  const first = words(thing)[0] ?? "";
  return first.length >= 5 && first.endsWith("ing") && !ING_THINGS.has(first);
}
