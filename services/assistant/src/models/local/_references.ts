/**
 * One request naming several items: "both the lawn and the hedge jobs are done", "clear the
 * follow-ups for the invoice and the venue booking", "get rid of the Christmas and New Year
 * countdowns", "add call the bank and cancel gym membership to my tasks". A call whose reference
 * joins items with "and" becomes one call per item, the rest of its input kept; a new task whose
 * text joins two things to do becomes two tasks.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { words } from "./_words_said.ts";

/** Per tool, the slot naming the existing item it changes. */
const REFERENCE_SLOT: Readonly<Record<string, string>> = {
  tasks_complete: "task",
  tasks_delete: "task",
  reminders_cancel: "reminder",
  notes_delete: "note",
  keepsakes_forget: "keepsake",
  trips_delete: "trip",
  countdowns_remove: "countdown",
  birthdays_remove: "birthday",
  email_followups_dismiss: "followup",
  price_watches_stop: "watch",
  price_watches_set_target: "watch",
};

/** Where items are joined: "and", "&", a comma before the last "and". */
const JOIN = /\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)/iu;

/** Words that say "each of them", not an item: "both", "the", "ones", "jobs", "one". */
const EDGE_WORDS =
  /^(?:both|all|the|my|our)\s+|\s+(?:ones?|jobs?|tasks?|items?|things?|countdowns?|reminders?|notes?|trips?|follow-?ups?|watches?|birthdays?)$/giu;

function bare(part: string): string {
  let out = part.trim();
  for (let i = 0; i < 3; i++) out = out.replace(EDGE_WORDS, "").trim();
  return out;
}

/** The items a reference names, or null when it names one. */
function referencesIn(value: string): string[] | null {
  if (!JOIN.test(value)) return null;
  const parts = bare(value).split(new RegExp(JOIN.source, "giu")).map(bare);
  if (parts.length < 2 || parts.length > 5 || parts.some((p) => p.length === 0)) return null;
  return parts;
}

/** What starts a thing rather than a thing to do: "the", "a", a number, a pronoun. */
const NOT_A_DOING = new Set(
  "the a an my our his her their its it them this that these those some any more".split(" "),
);

/** True when a part starts with a thing, not a thing to do. */
function startsWithThing(part: string): boolean {
  const first = words(part)[0] ?? "";
  return NOT_A_DOING.has(first) || /^\d/u.test(first);
}

/** Two things to do in one task's text ("call the bank and cancel gym membership"), or null. */
function doingsIn(content: string): string[] | null {
  const parts = content.split(/\s+and\s+/iu);
  if (parts.length !== 2) return null;
  const ok = parts.every((p) => p.trim().split(/\s+/u).length >= 2 && !startsWithThing(p));
  return ok ? parts.map((p) => p.trim()) : null;
}

/** A message that says it names several: "both", "all the", or the items' kind in the plural. */
const SEVERAL = new Set(
  (
    "both all ones jobs chores tasks todos to-dos items things countdowns reminders notes " +
    "keepsakes trips follow-ups followups watches birthdays"
  ).split(" "),
);

/**
 * Tools whose items are named short ("the kettle", "the ironing"): two each pointed at are two
 * (a reminder's or a note's text may hold "the cat and the dog").
 */
const NAMED_SHORT = new Set([
  "price_watches_stop",
  "countdowns_remove",
  "trips_delete",
  "tasks_complete",
  "tasks_delete",
  "birthdays_remove",
  "email_followups_dismiss",
]);

/** Words pointing at one item each: "the kettle and the drill". */
const POINTERS = ["the", "my", "our"];

/**
 * True when a reference joins items each pointed at on its own in the message ("stop watching the
 * kettle and the drill"), for tools whose items are named short, or joins one to "the one …".
 */
function eachPointedAt(tool: string, value: unknown, text: string): boolean {
  if (typeof value !== "string") return false;
  const refs = referencesIn(value);
  const lower = ` ${words(text).join(" ")} `;
  // "the note about the wifi and the one about the alarm": "the one" is a second item.
  if (refs?.length === 2 && lower.includes(" and the one ")) return true;
  if (!NAMED_SHORT.has(tool)) return false;
  return refs !== null &&
    refs.every((r) => POINTERS.some((p) => lower.includes(` ${p} ${words(r).join(" ")} `)));
}

/** The call as one call per item it names, when the message says it names several. */
export function perItem(call: ToolCall, text: string): ToolCall[] {
  // "Tom and Jerry's birthdays are both on 4 May", "Ella and Finn's birthday is 1 October": one
  // birthday per name, never one under both names.
  if (call.name === "birthdays_save" && typeof call.input.name === "string") {
    const names = call.input.name.split(" and ").map((n) => n.trim());
    const each = names.every((n) => n.length > 0 && n.charAt(0) !== n.charAt(0).toLowerCase());
    if (names.length >= 2 && names.length <= 5 && each) {
      return names.map((name) => ({ ...call, input: { ...call.input, name } }));
    }
  }
  const slot = REFERENCE_SLOT[call.name];
  const value = slot === undefined ? undefined : call.input[slot];
  if (!words(text).some((w) => SEVERAL.has(w)) && !eachPointedAt(call.name, value, text)) {
    return [call];
  }
  if (slot !== undefined && typeof value === "string") {
    const refs = referencesIn(value);
    if (refs) return refs.map((ref) => ({ ...call, input: { ...call.input, [slot]: ref } }));
  }
  if (call.name === "tasks_create" && typeof call.input.content === "string") {
    const doings = doingsIn(call.input.content);
    if (doings) {
      return doings.map((content) => ({ ...call, input: { ...call.input, content } }));
    }
  }
  return [call];
}
