/**
 * Understands which tools a chat message asks for, deterministically: "remind me to call mum
 * tomorrow at 6pm" is a `reminders_create` call with the time in the user's zone, "add milk, eggs
 * and bread to my shopping list" one `shopping_add` call. A message may ask for several things
 * ("add milk to the list and remind me to buy it tomorrow at 5pm"); what no key can do gives no
 * call at all ({@link forbiddenRequest} says why). Every call returned validates against its tool's
 * input schema. Pure; never throws.
 * @module
 */
import { safeTimeZone } from "@asst/shared/time";
import { findTool } from "@asst/shared";
import { isAsk } from "./_ask.ts";
import { questionFor } from "./groups/mod.ts";
import type { ToolCall } from "../../tools/types.ts";
import { cleanText, withAskedVerb } from "../../text/normalize.ts";
import { clauses, sentences } from "./_clauses.ts";
import { alsoPointed, joinPointing } from "./_clause_sentences.ts";
import { changes } from "./_clause_kind.ts";
import { reasonRunOn } from "./_clause_run_on.ts";
import { standalone } from "./_clause_pointing.ts";
import { isStatement } from "./_clause_statements.ts";
import { startsWithVerb, withReasonBreaks } from "./_clause_groups.ts";
import {
  addressPutRight,
  correction,
  narrowed,
  putRightTwice,
  saidOfTheSame,
  sameKind,
} from "./_corrections.ts";
import { putRightLast, withoutConfirmed } from "./_corrections_chain.ts";
import { perItem } from "./_references.ts";
import {
  mergeItemNotes,
  mergeWatchTargets,
  resolvePronouns,
  validated,
  withoutAsides,
} from "./_call_fixups.ts";
import { daySaidLast } from "./_tool_expenses_date.ts";
import { checked, missedWhenSaidOtherwise, NOTHING } from "./_checked.ts";
import { rephrasings } from "./_rephrase.ts";
import { putWrong } from "./_rephrase_put_wrong.ts";
import { tripSwapped } from "./_tool_trips_same_dates.ts";
import {
  askedBeforeTopic,
  askedOfOther,
  asksAdvice,
  asksWhoOf,
  questionCall,
} from "./_questions.ts";
import { calendarQuestion, notInCalendar, withFilters } from "./_question_filters.ts";

import { FORBIDDEN_TEXT, forbiddenWords } from "./_tool_forbidden.ts";
import { reachesHealth, saysHealth, withoutHealth } from "./_health.ts";
import { asksElse, parseKeepsake, parseNote } from "./_tool_notes.ts";
import { othersList } from "./_others_lists.ts";
import { draftOf, extendBody, type ProposalDraft, PROPOSE } from "./_tool_propose.ts";
import { putInCalendar } from "./_propose_event.ts";
import { eventDaysSaid } from "./_propose_event_day.ts";
import { ClauseReader } from "./_clause_reader.ts";
import { readListed } from "./_clause_listed.ts";
import type { SavedChange } from "./_saved_days.ts";
import { writtenAsRead } from "./_said_dates.ts";
import { withNameGiven } from "./_named_after.ts";
import { saidAfterPointer } from "./_rephrase_placed.ts";
import {
  asksHowItWorks,
  asksOfService,
  asksOfWeather,
  declinedPointedBack,
  declinedUnset,
  meantInstead,
  saysItAsksNothing,
} from "./_declined.ts";
import { takenBack } from "./_declined_taken_back.ts";
import { personPointed } from "./_clause_person_pointed.ts";
import { codeShaped } from "./_code_shaped.ts";

export {
  completeEmail,
  draftQuestion,
  needsAddresses,
  type ProposalDraft,
} from "./_tool_propose.ts";
export { completedFromSaved, type SavedChange } from "./_saved_days.ts";

/** When and where the message is read: dates are in the user's time zone, relative to `now`. */
export interface IntentContext {
  now: Date;
  /** IANA time zone, such as "Europe/Paris"; an unknown one is read as UTC. */
  timezone: string;
}

/** The most calls one message gives. */
export const MAX_CALLS = 5;

/** What a message asks for: tool calls ready to run, and proposals that lack something. */
export interface ToolIntent {
  /** Calls whose input validates against their tool's schema, in order. */
  calls: ToolCall[];
  /**
   * Emails and calendar events asked for without everything a proposal needs (an address, a
   * day); {@link draftQuestion} says what to ask.
   */
  drafts: ProposalDraft[];
  /**
   * Requests that name a tool but lack a detail it needs, with the question to ask: while there is
   * one, nothing of the message runs, so the answer and the request can be read again together.
   * A change said relative to a saved item ("the Japan trip starts on the 3rd now") is handed over
   * as `saved`, for a model that can read the item to complete (`_saved_days.ts`).
   */
  asks: { tool: string; question: string; saved?: SavedChange }[];
  /**
   * Set when a reading that would change data did not account for the whole message: the words it
   * left unread, or the slot values holding clause debris. Nothing of the message runs then.
   */
  unread?: string[];
}

/** True when an intent runs or asks something. */
function acts(intent: ToolIntent): boolean {
  return intent.calls.length > 0 || intent.drafts.length > 0 || intent.asks.length > 0;
}

/**
 * The message read and checked; when it is not read whole, its rephrasings (`_rephrase.ts`), each
 * read and checked alike; when nothing is read, a question about the user's data
 * (`_questions.ts`).
 */
function readWhole(text: string, safe: IntentContext): ToolIntent {
  // "Two things:\n1) remind me …\n2) put batteries on the list": each part read whole.
  const listed = readListed(text, (part) => readWhole(part, safe));
  if (listed) return listed;
  const intent = readUnfiltered(text, safe);
  const cleaned = cleanText(text);
  // "remind me to call Lucía tomorrow... no, forget it, I'll just call her now": taken back, so
  // nothing runs; a change of saved items ("the yoga reminder, forget it") is not taken back.
  const taken = acts(intent) && intent.calls.every((c) => findTool(c.name)?.level !== "act") &&
    takenBack(cleaned);
  if (taken) return NOTHING;
  // "I'm just venting, the shopping this week cost a fortune": said to ask for nothing.
  if (acts(intent) && saysItAsksNothing(cleaned)) return NOTHING;
  // "no need to remind me about the bins, I'll remember": no reminder was set to cancel.
  // "Arlo's birthday is May 2, don't save it": told, then declined.
  const declined = declinedUnset(cleaned, intent.calls) ||
    (intent.calls.length > 0 && declinedPointedBack(cleaned));
  // "don't set a reminder, just note that …": read as said, the message runs nothing, so the
  // request meant is read whole on its own; the one declined first never runs.
  const meant = acts(intent) && !declined ? null : meantInstead(text);
  const instead = meant === null ? null : readWhole(meant, safe);
  if (instead !== null && acts(instead)) return instead;
  if (declined) return NOTHING;
  if (intent.drafts.length > 0 || intent.calls.some((c) => findTool(c.name)?.level !== "read")) {
    // "note the address of the notario, …, and remind me monday at 9 to call him": who "him" is.
    return { ...intent, calls: personPointed(intent.calls) };
  }
  // "who's on my shopping list …?" asks for people, which a list of things does not hold.
  if (intent.calls.length > 0 && asksWhoOf(cleaned, intent.calls)) return NOTHING;
  // "are my reminders private? who can see them": the service asked about, not the reminders.
  if (intent.calls.length > 0 && asksOfService(cleaned)) return NOTHING;
  // "if I had a meeting tomorrow would you remind me?": what the service would do, not a list.
  if (intent.calls.length > 0 && asksHowItWorks(cleaned)) return NOTHING;
  // "what's the weather in Lisbon during my trip?": the world's weather, no list of the user's.
  if (intent.calls.length > 0 && asksOfWeather(cleaned)) return NOTHING;
  if (notInCalendar(intent.calls, cleaned)) return NOTHING;
  // "any notes about the alarm?": the notes are asked, the alarm is what they are about.
  const before = intent.calls.length > 0 ? askedBeforeTopic(cleaned, intent.calls) : null;
  if (before !== null) {
    const asked = questionCall(before);
    return asked && askedBeforeTopic(cleaned, [asked]) === null
      ? { ...NOTHING, calls: [asked] }
      : NOTHING;
  }
  return { ...intent, calls: intent.calls.map((c) => withFilters(c, cleaned, safe)) };
}

/**
 * "delete tyler's bday we dont talk anymore": a reason said after a request with no comma, given
 * its comma (`reasonRunOn`), so that it is read, and checked, as one said after a comma.
 */
function withReasonsApart(text: string, safe: IntentContext): string {
  const reader = new ClauseReader(safe);
  const parts = sentences(text);
  const apart = parts.map((s) => reasonRunOn(s, (t) => standalone(reader, t)) ?? s);
  return apart.some((s, i) => s !== parts[i]) ? apart.join(" ") : text;
}

function readUnfiltered(text: string, safe: IntentContext): ToolIntent {
  // "we're out so add milk": the reason before its request, as "…, so add milk" is.
  // "…, no wait, 221, yeah 221": the value said again to confirm it is said once.
  const cleaned = withoutConfirmed(withReasonsApart(withReasonBreaks(cleanText(text)), safe));
  // "at 6, no, 7, actually half 7": the value said last, put right once; not of one slot, unread.
  const once = putRightLast(cleaned);
  if (once === null && putRightTwice(cleaned)) return { ...NOTHING, unread: [cleaned] };
  const fix = forbiddenWords(once ?? cleaned) === null ? correction(once ?? cleaned) : null;
  if (fix) return readCorrected(fix.before, fix.after, safe);
  const first = checked(cleaned, read(cleaned, safe), safe);
  if (forbiddenWords(cleaned) !== null) return first;
  // "stick it in my tasks: return the library books": what "it" is, said after the colon.
  const ahead = saidAfterPointer(first, cleaned, (t) => checked(t, read(t, safe), safe));
  if (ahead) return ahead;
  if (acts(first)) {
    // "how many days until our holiday?" asks the countdowns, though it names a trip's word.
    const reads = first.calls.every((c) => findTool(c.name)?.level === "read");
    // "should I buy a new car?": advice asked, not the shopping list.
    if (reads && first.drafts.length === 0 && asksAdvice(cleaned)) return NOTHING;
    // "what's in my husband's reminders": a list of someone else's is none the user has.
    const others = reads ? othersList(cleaned, first.calls) : null;
    if (others) return { ...NOTHING, asks: [others] };
    const opening = reads && first.drafts.length === 0
      ? questionCall(cleaned, true) ?? askedOfOther(cleaned, first.calls)
      : null;
    return opening && !first.calls.some((c) => c.name === opening.name)
      ? { ...NOTHING, calls: [opening] }
      : first;
  }
  // "delete the Austin trip and add one to San Antonio, same dates": the days are the saved trip's.
  const swapped = tripSwapped(cleaned);
  if (swapped?.saved) {
    const asked = { tool: swapped.ask, question: questionFor(swapped.ask), saved: swapped.saved };
    return { ...NOTHING, asks: [asked] };
  }
  // "I put Mum's birthday as the 22nd but it's the 21st": the detail said as it is now, not as it
  // was put down, read whole (`_rephrase_put_wrong.ts`).
  const restated = putWrong(cleaned);
  if (restated?.asSaid) {
    const again = readUnfiltered(restated.said, safe);
    if (acts(again)) return again;
  }
  let lost: string[] = [];
  for (const other of rephrasings(cleaned)) {
    const again = checked(other, read(other, safe), safe);
    const missed = missedWhenSaidOtherwise(cleaned, again.calls, safe);
    if (missed.length > 0) {
      if (acts(again) && lost.length === 0) lost = missed;
      continue;
    }
    if (acts(again)) return again;
  }
  // "I saved Graham's email wrong, it's …": read by no rephrasing, the detail said as it is now.
  if (restated && !restated.asSaid) {
    const again = readUnfiltered(restated.said, safe);
    if (acts(again)) return again;
  }
  if (lost.length > 0) return { ...NOTHING, unread: lost };
  if (first.unread) return first;
  const asked = questionCall(cleaned) ?? calendarQuestion(cleaned, safe);
  return asked ? { ...NOTHING, calls: [asked] } : first;
}

/**
 * A message that corrects itself ("take milk and eggs off - no wait, just the milk"): the request
 * before, narrowed to the items named after; else the request after, read whole on its own; else
 * nothing, and the correction is what was not read.
 */
function readCorrected(before: string, after: string, safe: IntentContext): ToolIntent {
  // "write to a@…, no actually to b@…, asking …": said again with the address put right, read whole.
  const address = addressPutRight(before, after);
  if (address !== null) {
    const again = readUnfiltered(address, safe);
    return acts(again) ? again : { ...NOTHING, unread: [after] };
  }
  const first = checked(before, read(before, safe), safe);
  const only = first.drafts.length === 0 && first.asks.length === 0
    ? narrowed(first.calls, after)
    : null;
  if (only) return { ...NOTHING, calls: only };
  const said = saidOfTheSame(before, after);
  const again = checked(said, read(said, safe), safe);
  if (acts(again)) return again;
  const same = first.drafts.length === 0 && first.asks.length === 0
    ? sameKind(first.calls, after)
    : null;
  if (same) return { ...NOTHING, calls: same };
  // "invite email to Sato at s@… for dinner on Thursday, sorry, Friday": the request put right is
  // read whole, as said otherwise too (its rephrasings).
  const whole = said !== after ? readUnfiltered(said, safe) : null;
  return whole && acts(whole) ? whole : { ...NOTHING, unread: [after] };
}

/**
 * A short sentence saying that an API key can't do what `text` asks, or null when it asks for
 * nothing forbidden: what its words ask ({@link forbiddenWords}), or health information the
 * request would read or store ({@link reachesHealth}).
 * @param ctx the time and zone the message is read in (the reading is the one acted on)
 */
export function forbiddenRequest(text: string, ctx: IntentContext = AT_ANY_TIME): string | null {
  // "don't delete the email, just clear the follow-up …": only the request meant is asked for.
  const meant = typeof text === "string" ? meantInstead(cleanText(text)) : null;
  if (meant !== null) return forbiddenRequest(meant, ctx);
  const refusal = forbiddenWords(text);
  if (refusal !== null || !saysHealth(text)) return refusal;
  // The reading kept for the turn that acts on it (`readToolIntent` reads a message once): one
  // that reaches health is nothing read, which reaches it too.
  return reachesHealth(readToolIntent(text, ctx)) ? FORBIDDEN_TEXT.health : null;
}

const AT_ANY_TIME: IntentContext = { now: new Date(0), timezone: "UTC" };

/**
 * The tool calls a message asks for, in order; [] when it asks for none of them, asks for
 * something no API key can do, or only asks about the user's profile or memory.
 * @param text the message as the user typed it
 * @param ctx the time the message is read at and the user's time zone
 */
export function parseToolIntent(text: string, ctx: IntentContext): ToolCall[] {
  return readToolIntent(text, ctx).calls;
}

/**
 * True when the message asks for a tool, a proposal (even one lacking details), or something
 * forbidden, or was read as a request only in part (the local model then says what it did not read).
 */
export function asksForTools(text: string, ctx: IntentContext): boolean {
  if (forbiddenRequest(text, ctx) !== null) return true;
  const intent = readToolIntent(text, ctx);
  return intent.calls.length > 0 || intent.drafts.length > 0 || intent.asks.length > 0 ||
    intent.unread !== undefined;
}

/**
 * Like {@link parseToolIntent}, with the proposals that lack something as drafts. An email's
 * message goes on over the sentences after it that ask for nothing else ("Email bob@example.com
 * saying I'll be late. Start without me.").
 */
export function readToolIntent(text: string, ctx: IntentContext): ToolIntent {
  if (typeof text !== "string") return NOTHING;
  const now = ctx?.now instanceof Date && !Number.isNaN(ctx.now.getTime()) ? ctx.now : new Date(0);
  const safe: IntentContext = { now, timezone: safeTimeZone(ctx?.timezone ?? "UTC") };
  // The chat asks whether a message is a tool request, then runs it: the same reading, once.
  const same = lastRead !== null && lastRead.text === text &&
    lastRead.at === now.getTime() && lastRead.zone === safe.timezone;
  // "'; DROP TABLE tasks; --": code, not English; none of its words is a request.
  const intent = same ? lastRead!.intent : codeShaped(text) ? NOTHING : withoutHealth(
    text,
    readWhole(writtenAsRead(withAskedVerb(withNameGiven(cleanText(text)))), safe),
  );
  lastRead = { text, at: now.getTime(), zone: safe.timezone, intent };
  return {
    calls: [...intent.calls],
    drafts: [...intent.drafts],
    asks: [...intent.asks],
    ...(intent.unread ? { unread: [...intent.unread] } : {}),
  };
}

/** The last message read, at which time and in which zone, and what it asks for. */
let lastRead: { text: string; at: number; zone: string; intent: ToolIntent } | null = null;

function read(text: string, safe: IntentContext): ToolIntent {
  const cleaned = cleanText(text);
  if (cleaned.length === 0) return NOTHING;
  if (forbiddenWords(cleaned) !== null) return NOTHING;
  const reader = new ClauseReader(safe);
  const parts = joinPointing(sentences(cleaned), reader);
  // "note: ..." and "keep this: ..." take the whole message, unless a later sentence asks for
  // something else ("note: the plumber comes Tuesday. Remind me to be home at 9") or a later clause
  // another kind ("note: parking at level 3 - remind me at 6 to move the car").
  const whole = reader.clause(cleaned);
  const captured = parseNote(whole, true) ?? parseKeepsake(whole, true);
  const inside = clauses(parts[0] ?? "", reader).slice(1).map((c) => reader.read(c));
  const later = parts.slice(1).some((p) => clauses(p, reader).some((c) => reader.read(c)));
  if (captured && !later && !asksElse(inside)) {
    const call = validated(captured);
    return call ? { ...NOTHING, calls: [call] } : NOTHING;
  }
  // "meeting with Dev on monday 10-11:30, can you put it in": the event is the whole message.
  const put = parts.length === 1 ? putInCalendar(whole) : null;
  if (put) {
    const draft = draftOf(put);
    const call = draft ? null : validated(put);
    return draft ? { ...NOTHING, drafts: [draft] } : call ? { ...NOTHING, calls: [call] } : NOTHING;
  }
  const calls: ToolCall[] = [];
  const asks: ToolIntent["asks"] = [];
  // Calls read from a clause that only tells something ("I've done the big shop").
  const told = new Set<ToolCall>();
  for (const sentence of parts) {
    const found: ToolCall[] = [];
    for (const clause of clauses(sentence, reader)) {
      const parsed = reader.read(clause);
      if (parsed && isAsk(parsed)) {
        if (!asks.some((a) => a.tool === parsed.ask)) {
          const saved = parsed.saved ? { saved: parsed.saved } : {};
          asks.push({ tool: parsed.ask, question: questionFor(parsed.ask), ...saved });
        }
      } else if (parsed) {
        found.push(parsed);
        // "Tom Reed is Tom Reed-Hall now, fix his contact": a request after the fact is asked.
        const asked = clause.split(",").slice(1).some(startsWithVerb);
        if (isStatement(clause) && !asked) told.add(parsed);
      }
      if (calls.length + found.length >= MAX_CALLS * 2) break;
    }
    const last = calls[calls.length - 1];
    const extended = found.length === 0 && asks.length === 0 && last
      ? extendBody(last, sentence)
      : null;
    if (extended) calls[calls.length - 1] = extended;
    calls.push(...found);
    if (calls.length >= MAX_CALLS * 2) break;
  }
  const seen = new Set<string>();
  const out: ToolIntent = { calls: [], drafts: [], asks: asks.slice(0, MAX_CALLS) };
  // "spent 12 on lunch and 8 on parking yesterday": the day said last is each expense's.
  const dated = daySaidLast(eventDaysSaid(calls, whole), whole);
  // "I am going to Sapporo from 20 to 23 July, so please set a countdown for it as well": what is
  // told is asked for too, when it makes an item (a removal or a list told stays an aside).
  const asides = sentences(cleaned).some(alsoPointed)
    ? new Set([...told].filter((c) => changes(c.name) || findTool(c.name)?.level === "read"))
    : told;
  const each = mergeItemNotes(mergeWatchTargets(resolvePronouns(withoutAsides(dated, asides))))
    .flatMap((c) => perItem(c, cleaned));
  for (const call of each) {
    const key = JSON.stringify(call);
    if (seen.has(key)) continue;
    seen.add(key);
    const draft = draftOf(call);
    const valid = draft ? null : validated(call);
    if (valid) out.calls.push(valid);
    else if (draft) out.drafts.push(draft);
    else if (call.name === PROPOSE) {
      out.drafts.push({ kind: "unclear", what: "email" in call.input ? "email" : "event" });
    } else continue;
    if (out.calls.length + out.drafts.length === MAX_CALLS) break;
  }
  return out;
}
