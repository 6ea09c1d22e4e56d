/**
 * Precision first, for a whole reading: an intent that changes data is kept only when it accounts
 * for the whole message (every word in a slot or known, no debris in a slot, every day, time and
 * amount said held by a call); otherwise nothing runs and `unread` says what was not read. Also
 * what a reading of the message said otherwise must still hold.
 * @module
 */
import { monthAhead } from "./_coverage_month.ts";
import { findTool } from "@asst/shared";
import { words } from "../../text/normalize.ts";
import { findDates } from "./_dates_find.ts";
import { DEADLINE_WORDS } from "./_dates_words.ts";
import { addDays, isoDate } from "./_dates_zone.ts";
import type { ToolCall } from "../../tools/types.ts";
import { type IntentContext, MAX_CALLS, type ToolIntent } from "./tool_intent.ts";
import { strayShopping } from "./_clause_kind.ts";
import { emptySlotsNamed, leftOver, withoutAsides as requestOnly } from "./_coverage.ts";
import { debrisIn } from "./_coverage_debris.ts";
import { titleSaidWhole } from "./_propose_event_whole.ts";
import {
  anotherLeftOut,
  correctionsMisread,
  partsNotSaid,
  referencesAcrossBreaks,
  referencesMisread,
  reminderLeftOut,
  twoOwners,
} from "./_coverage_references.ts";
import {
  dayLeftOut,
  daysAsChoices,
  dueLeftOut,
  monthAsked,
  unreadDays,
  unreadTimes,
  weekendMisread,
} from "./_coverage_when.ts";
import { unreadYears } from "./_coverage_years.ts";
import { AMOUNT_SLOTS, unreadAmounts } from "./_coverage_amounts.ts";
import { asksByTopic, isQuestion } from "./_questions.ts";
import { savedChange } from "./_saved_days.ts";
import { unsaidDaysIn } from "./_said_elsewhere.ts";
import { askedAsTitle } from "./_debris_things.ts";
import { calledOffBeside } from "./_tool_countdowns_named.ts";

/** An intent that runs and asks nothing. */
export const NOTHING: ToolIntent = { calls: [], drafts: [], asks: [] };

/** The tools that take an item away, by the end of their names. */
const REMOVALS = ["_remove", "_delete", "_cancel"];

/**
 * Precision first: an intent that changes data is kept only when its reading accounts for the
 * whole message (`_coverage.ts`); otherwise nothing runs and `unread` says what was not read.
 */
export function checked(text: string, intent: ToolIntent, at: IntentContext): ToolIntent {
  const writes = intent.calls.filter((c) => findTool(c.name)?.level !== "read");
  if (writes.length === 0 && intent.drafts.length === 0) {
    // A list asked for in a statement must be read whole too ("the shopping takes ages" is none).
    if (intent.calls.length === 0 || isQuestion(text) || asksByTopic(text)) return intent;
    const left = leftOver(text, intent.calls, at.timezone);
    return left.length === 0 ? intent : { ...NOTHING, unread: [...new Set(left)] };
  }
  const debris = [
    // "add Bank holiday – office closed to my calendar": a title said whole holds its own dash.
    // A title asking the assistant something is never forgiven ("Tell me what's").
    ...writes.flatMap((w) =>
      debrisIn(w).filter((d) => askedAsTitle(d) || !titleSaidWhole(text, w, d))
    ),
    ...referencesAcrossBreaks(text, writes),
    ...referencesMisread(text, writes),
    ...reminderLeftOut(text, intent.calls),
    ...correctionsMisread(text, writes),
    ...anotherLeftOut(text, writes),
    ...partsNotSaid(text, writes),
    ...twoOwners(writes),
    ...strayShopping(text, writes),
    ...daysAsChoices(text, at),
    ...weekendMisread(text, writes),
    ...unsaidDaysIn(text, writes),
    ...calledOffBeside(text, writes),
  ];
  // Past the most calls a message gives, the requests left out name their own groups' items.
  const more = intent.calls.length >= MAX_CALLS ? [{ name: "more", input: {} }] : [];
  const all = [
    ...more,
    ...intent.calls,
    ...intent.drafts.map(
      (d) => ({ name: "draft", input: d as unknown as Record<string, unknown> }),
    ),
  ];
  const left = debris.length > 0 ? debris : [
    ...leftOver(text, all, at.timezone),
    ...(more.length > 0 ? [] : [
      ...unreadDays(text, all, at),
      ...dayLeftOut(text, writes, at),
      // A day a look at the calendar holds is held: "what do I have on monday and add a task …".
      ...dueLeftOut(text, all, at),
      ...monthAhead(text, writes, at),
      ...unreadTimes(text, all, at),
      ...unreadAmounts(text, all, at.timezone),
    ]),
  ];
  // "the Japan trip starts on the 3rd now": all read but the month of the day, which is asked.
  const month = left.length === 0 && more.length === 0 ? monthAsked(text, all, at) : null;
  if (month !== null && writes[0]) {
    // The trip's own month completes it where the model can read the trip (`_saved_days.ts`).
    const saved = intent.drafts.length === 0 ? savedChange(intent.calls) : null;
    const ask = { tool: writes[0].name, question: month, ...(saved ? { saved } : {}) };
    return { ...NOTHING, asks: [ask] };
  }
  return left.length === 0 ? intent : { ...NOTHING, unread: [...new Set(left)] };
}

/**
 * The deadlines a message says that no call holds: read otherwise ("add a task to call the
 * plumber, the boiler by friday" without what follows its comma), the task would lose its day.
 */
function deadlinesLost(message: string, calls: readonly ToolCall[], at: IntentContext): string[] {
  const writes = calls.filter((c) => findTool(c.name)?.level !== "read");
  if (writes.length === 0 || !words(message).some((w) => DEADLINE_WORDS.has(w))) return [];
  const held = JSON.stringify(writes.map((c) => c.input)).toLowerCase();
  return findDates(message, at).filter((h) => {
    const before = words(message.slice(0, h.index)).at(-1) ?? "";
    // Held as a date, or in words a text keeps ("… saying it'll be with him by Friday").
    const kept = held.includes(isoDate(h.date)) || held.includes(h.text.trim().toLowerCase()) ||
      (before === "before" && held.includes(isoDate(addDays(h.date, -1))));
    // A day, not an hour alone: "…, the shop closes by 6" is the aside's.
    return DEADLINE_WORDS.has(before) && (h.dayCertain || h.weekdayOnly) && !kept;
  }).map((h) => h.text.trim());
}

/**
 * What a reading of a message said otherwise (`_rephrase.ts`) left out of the message itself: the
 * request still holds its amounts and times (not an aside's, "they close at 5", nor one corrected
 * away, "not €45"), each of which must be read.
 */
export function missedWhenSaidOtherwise(
  message: string,
  calls: readonly ToolCall[],
  at: IntentContext,
): string[] {
  const said = requestOnly(message);
  // An aside's amount is its own ("they close at 5"), unless a call left its amount out: "track
  // …, I'll pay 60 quid max" is the watch's target, and watching without it would lose it.
  const amountLeftOut = calls.some((c) => {
    const input = findTool(c.name)?.input as { shape?: Record<string, unknown> } | undefined;
    const shape = input?.shape ?? {};
    return AMOUNT_SLOTS.some((k) => k in shape && c.input[k] === undefined);
  });
  return [
    ...unreadAmounts(amountLeftOut ? message : said, calls, at.timezone),
    ...unreadTimes(said, calls, at),
    // A year is never an aside's alone: "…, he was born in 2019" says the birthday's year.
    ...(calls.some((c) => findTool(c.name)?.level !== "read") ? unreadYears(message, calls) : []),
    // Nor a day beside a removal: "remove Jo's birthday, it's actually the 14th of June" says the
    // day to keep, and removing alone would lose it.
    ...(calls.some((c) => REMOVALS.some((r) => c.name.endsWith(r)))
      ? unreadDays(message, calls, at)
      : []),
    // Nor a day an aside says beside an expense recorded today: "…, got it at Best Buy yesterday".
    ...dayLeftOut(message, calls, at),
    // Nor a day ahead beside a task made with no due day: "…, it runs out on the 3rd of June".
    ...dueLeftOut(message, calls, at),
    // Nor a deadline: "add a task to call the plumber, the boiler by friday".
    ...deadlinesLost(message, calls, at),
    // Nor a day said from an event never given: "remind me the day before the wedding at 9 …".
    ...unsaidDaysIn(message, calls),
    // Nor is it read in the kind named when none is said while the message names another.
    ...strayShopping(message, calls),
    // Nor leaves out a second item asked for as "another", or a reminder asked for beside it.
    ...anotherLeftOut(message, calls),
    ...reminderLeftOut(message, calls),
    ...partsNotSaid(message, calls),
    // Nor a countdown set to a thing an aside says is called off: "…, it's been postponed".
    ...calledOffBeside(message, calls),
    // Nor a statement naming a slot no call filled: "…; Great Western Railway was the supplier".
    ...emptySlotsNamed(message, calls),
  ];
}
