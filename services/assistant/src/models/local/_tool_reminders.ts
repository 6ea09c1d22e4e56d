/**
 * Reminders in what people write: "remind me to call mum tomorrow at 6pm", "don't let me forget to
 * water the plants every Sunday morning", "what reminders do I have", "cancel the dentist reminder".
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Ask, Parsed } from "./_ask.ts";
import { combineHits, findDates, type LocalTime, momentOf } from "./_tool_dates.ts";
import { findRecurrence, firstOccurrence } from "./_tool_recurrence.ts";
import { shortWeekdays } from "./_tool_recurrence_days.ts";
import { sameTime } from "./_tool_reminders_same_time.ts";
import { type Clause, cleanRef, makeClause, match, tidy, typedWithout } from "./_tool_text.ts";
import {
  asksToList,
  isWord,
  NOUN,
  othersThan,
  removalTarget,
  REMOVE_VERB,
  wordSet,
} from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { saysWhen } from "./_tool_text_asides.ts";
import { CREATE, led } from "./_tool_reminders_openers.ts";
import { EXCEPTIONS, REMINDERS } from "./groups/reminders.ts";
import { STOP_WORDS, words as wordsOf } from "../../text/normalize.ts";
import { read, shapes } from "./_shapes.ts";
import { saysSpanishWhen } from "./_tool_tasks_spanish.ts";
import { saysWeekend, weekendOf, withoutReasonDays } from "./_tool_reminders_weekend.ts";
import { typedWithoutAlso } from "./_tool_reminders_about.ts";
import { isStatement } from "./_clause_statements.ts";
import { dayOfUnsaid, doesOnlyIt, onlyForgetting, pointsOnly } from "./_said_elsewhere.ts";
import { clocksNamed, describesOwned } from "./_dates_names.ts";
import { phraseIndex } from "./_tokens.ts";
import { dayUnreadFirst } from "./_tool_reminders_day_unread.ts";
import { boundUnsure, withoutWhatStart } from "./_tool_reminders_what.ts";
import { namesOnlyWhen } from "./_removal_when.ts";
import { withoutDaysFor } from "./_tool_reminders_for_day.ts";

const W = words("reminder");
const STOP = W.verb("reminders_cancel");

/** The article a day may be said with first: "remind me the 15th of june", "… this christmas". */
const THE = wordSet("the this");

const NINE: LocalTime = { hour: 9, minute: 0, second: 0 };

const TO_THAT = new Set(["to", "that"]);

/** "cancel every": no reminder named. */
const EVERY = new Set(["every", "each"]);

/** Words opening a bracket that corrects what is said beside it: "(not 3.30, …)". */
const CORRECTING = new Set(["not"]);

/**
 * The length of `text` without a bracket that ends it and corrects a time away ("… (not 3.30,
 * they finish early)"): the time meant is the one said outside it; else the whole length.
 */
function correctedAway(text: string): number {
  const open = text.lastIndexOf("(");
  const close = text.indexOf(")", open);
  if (open < 0 || (close >= 0 && text.slice(close + 1).trim().length > 0)) return text.length;
  const inside = text.slice(open + 1, close < 0 ? text.length : close);
  const [first, ...after] = inside.trim().split(" ");
  const corrects = CORRECTING.has(wordsOf(first ?? "")[0] ?? "") && after.length > 0;
  return corrects && saysWhen(after.join(" ")) ? open : text.length;
}

/** "remind me to call mum", with no time: what to do is said, when is not. */
function askWhen(rest: string, text: string): Ask | null {
  if (!TO_THAT.has(wordsOf(rest)[0] ?? "") || text === "Reminder") return null;
  if (othersThan("reminder").test(rest)) return null;
  return { ask: "reminders_create", known: { text } };
}

/** The words of `EXCEPTIONS`, each phrase as its words. */
const SKIPPING = EXCEPTIONS.map((p) => wordsOf(p));

/** True when a reminder's text says times to skip: "… except in winter", "… unless it's raining". */
function skips(text: string): boolean {
  const said = wordsOf(text);
  return SKIPPING.some((p) => phraseIndex(said, p) >= 0);
}

function create(c: Clause): Parsed | null {
  for (const opener of CREATE) {
    const found = match(c, opener.re);
    const groups = found?.m.indices ?? [];
    const whole = groups[groups.length - 1];
    if (!found || !whole) continue;
    // "…: pick up the kids (not 3.30, they finish early)": the time corrected away is no part.
    const span: [number, number] = [
      whole[0],
      whole[0] + correctedAway(c.text.slice(whole[0], whole[1])),
    ];
    const rest = c.text.slice(span[0], span[1]);
    const how = groups.length > 2 ? (found.m[1] ?? "").toLowerCase() : "";
    const adjective = how === "annual" ? "yearly" : how;
    let rec = findRecurrence(rest);
    if (!rec && adjective) {
      const shifted = findRecurrence(`${adjective} ${rest}`);
      if (shifted) {
        const by = adjective.length + 1;
        rec = {
          recurrence: shifted.recurrence,
          spans: shifted.spans.filter((s) => s.end > by).map((s) => ({
            index: Math.max(s.index - by, 0),
            end: s.end - by,
          })),
        };
      }
    }
    // "every 0 days": a recurrence said that cannot run runs nothing.
    if (rec && !rec.recurrence) return null;
    const said = rec?.recurrence ?? null;
    const recSpans = rec ? rec.spans : [];
    let blanked = rest;
    for (const s of recSpans) {
      blanked = blanked.slice(0, s.index) + " ".repeat(s.end - s.index) + blanked.slice(s.end);
    }
    // "set an alarm for 6:45" is in the morning, as "wake me at 6" is.
    const alarm = wordsOf(c.text).includes("alarm");
    const morning = opener.morning || alarm;
    const dated = findDates(blanked, c.ctx, "future", !morning);
    // "… to call the bank fri": a weekday written short the date reader leaves.
    // "on the last weekend of the month": the weekend's words are one day said, never the text's.
    const weekendSaid = weekendOf(blanked, c);
    const within = (h: { index: number; end: number }) =>
      weekendSaid !== null && h.end > weekendSaid.index && h.index < weekendSaid.end;
    // "friday at 5 to buy eggs for easter sunday": the day after "for" is the doing's.
    const hits = withoutDaysFor(
      blanked,
      withoutReasonDays(
        blanked,
        [...dated, ...shortWeekdays(blanked, c.ctx, dated)].filter((h) => !within(h))
          .concat(weekendSaid ? [weekendSaid] : []).sort((a, b) => a.index - b.index),
      ),
    );
    const weekend = weekendSaid && hits.includes(weekendSaid) ? weekendSaid : null;
    const hit = combineHits(hits);
    if (!rec && !hit) {
      if (opener.needsWhen) continue;
      const text = typedWithoutAlso(tidy(withoutWhatStart(found.slot(groups.length - 1))));
      return askWhen(rest, text || "Reminder");
    }
    // "remind me the 15 of june at 10 …": the article said first belongs to the day.
    const first = hits[0];
    const article = first && isWord(rest.slice(0, first.index), THE)
      ? [{ index: 0, end: first.index }]
      : [];
    const spans = [...recSpans, ...hits, ...article].map((s) => ({
      index: s.index + span[0],
      end: s.end + span[0],
    }));
    // "remind me to book our christmas meal": the holiday is the meal's, no moment to remind at.
    if (hits.length === 1 && !rec && describesOwned(blanked, hits[0]!)) {
      const text = typedWithoutAlso(tidy(withoutWhatStart(rest)));
      return { ask: "reminders_create", known: text ? { text } : {} };
    }
    const content = typedWithout(c, span[0], span[1], spans);
    // "remind me on diwali at 6pm to light the candles": the day said was not read.
    if (dayUnreadFirst(content) || boundUnsure(content)) {
      return { ask: "reminders_create", known: {} };
    }
    // "tell me the weather tomorrow", "text me the address tonight": asked for, not a reminder.
    if (opener.lead && !led(c.text.slice(0, whole[0]), content)) continue;
    let text = opener.text ?? tidy(withoutWhatStart(content));
    // "set a reminder for 6:30 tomorrow: gym": what to be reminded of follows the colon.
    text = text.replace(/\s+(?:starting|beginning|from|as\s+of)$/iu, "").replace(/^[\s:-]+/u, "")
      .trim();
    // "remind me at 5 to call mum too": a last "too" only adds this request to another.
    text = typedWithoutAlso(text);
    // "remind me this weekend to …": a weekend is two days, no moment to remind at.
    if (weekend || saysWeekend(hits)) {
      return { ask: "reminders_create:weekend", known: text ? { text } : {} };
    }
    // "remind me about what we discussed tomorrow at 9": what it is was never said here.
    // "…, I always forget": why it is wanted, not what (`onlyForgetting`).
    if (pointsOnly(text) || doesOnlyIt(text) || onlyForgetting(text)) {
      return { ask: "reminders_create:what", known: {} };
    }
    // "the day before the wedding at 9": a day said from one never given is no day to remind on.
    if (dayOfUnsaid(c.text, text)) return { ask: "reminders_create", known: {} };
    if (text.length === 0) {
      // "remind me tomorrow": when, but not of what; an alarm needs no words.
      if (!alarm) return { ask: "reminders_create:what", known: {} };
      text = "Reminder";
    }
    // "every monday at 9 to water the plants except in winter": a repeating reminder can't skip.
    if (said && skips(rest)) return { ask: "reminders_create:except", known: { text } };
    // "remind me every first day at 10 to stretch": a repeat left unread is never the text's.
    if (["every", "each"].includes(wordsOf(text)[0] ?? "")) return null;
    if (text.length > 500) text = text.slice(0, 500).trim();
    // "remind me el lunes at 9 to …": a day said in Spanish, unread, is never written.
    if (saysSpanishWhen(text)) return null;
    // "remind me to catch the 7:15 tomorrow": a day, but no time before the 7:15 it names.
    const timed = hits.some((h) => h.time !== null) || (said?.time ?? null) !== null;
    if (!timed && clocksNamed(text) !== text) return { ask: "reminders_create", known: { text } };
    let at: string | null;
    let recurrence: string | undefined;
    if (said) {
      let time = hits.find((h) => h.time !== null && !h.instant)?.time ?? said.time ?? NINE;
      const partOfDay = said.time;
      if (
        partOfDay && partOfDay.hour >= 12 && time.hour >= 1 && time.hour < 12 && time !== partOfDay
      ) {
        // "every night at 10" is 22:00.
        time = { ...time, hour: time.hour + 12 };
      }
      const from = hits.find((h) => h.dayCertain || h.monthOnly)?.date ?? null;
      at = firstOccurrence(said.rule, time, c.ctx, from);
      recurrence = said.rule;
    } else {
      at = hit ? momentOf(hit, c.ctx, NINE) : null;
    }
    if (!at || Date.parse(at) <= c.ctx.now.getTime()) return null;
    const input: Record<string, unknown> = { text, at };
    if (recurrence) input.recurrence = recurrence;
    return { name: "reminders_create", input };
  }
  return null;
}

const REMINDER_WORD = /^(?:reminders?|alarms?)$/iu;

/**
 * "forget about reminding me re the boiler", "quit reminding me about the tax forms": the reminding
 * no longer wanted ("re" is "about"); read before any other kind's "forget". "stop nagging me to
 * chase Jenny" is a follow-up's.
 */
const NO_MORE = shapes([[
  "forget|stop|quit|cancel",
  "?about",
  "reminding",
  "me|us",
  "about|re|regarding|of",
  "{x}",
  "?any more|anymore|now",
]]);

/** The word a removal said after its reminder points back with: "…, clear it". */
const POINTING = wordSet("it that this");

/**
 * "the reminder about the bins, clear it": a reminder said first, then a removal pointing back at
 * it, read as "clear the reminder about the bins"; else null.
 */
function pointedAt(c: Clause): ToolCall | null {
  const comma = c.text.lastIndexOf(",");
  const ws = c.text.slice(comma + 1).trim().split(" ");
  if (comma < 0 || ws.length > 4 || !POINTING.has(ws.at(-1)?.toLowerCase() ?? "")) return null;
  // Only a reminder named ("the reminder about the bins is wrong, delete it" says more of it).
  const said = makeClause(c.typed(0, comma), c.ctx);
  if (isStatement(said.text) || !asksToList(said, NOUN.reminder)) return null;
  return removed(makeClause(`${ws.slice(0, -1).join(" ")} ${c.typed(0, comma)}`, c.ctx));
}

function cancel(c: Clause): ToolCall | null {
  const call = removed(c) ?? pointedAt(c);
  return call && namesEmail(String(call.input.reminder), c.text) ? null : call;
}

/** The words that name an email. */
const EMAIL = new Set(["email", "e-mail", "mail", "emails"]);

/**
 * True when a reference names an email ("the tire storage email", "the visa e-mail"): nagging about
 * one is its follow-up, left to the follow-ups parser; a doing ("the reminder to send the visa
 * email", "… about sending …") is a reminder's.
 */
function namesEmail(ref: string, text: string): boolean {
  const ws = wordsOf(ref);
  const first = ws[0] ?? "";
  if (ws.length < 2 || !EMAIL.has(ws.at(-1)!) || first.endsWith("ing")) return false;
  const doing = (w: string, i: number, all: string[]) =>
    (TO_THAT.has(w) && all[i + 1] === first) || (w.startsWith(first) && w.endsWith("ing"));
  return !wordsOf(text).some(doing);
}

function removed(c: Clause): ToolCall | null {
  const [about] = read(c.text, NO_MORE) ?? [];
  // "…, the engineer's been": what is said after a comma is no part of it.
  const said = about && !about.includes(",") ? cleanRef(about, REMINDER_WORD) : null;
  // "cancel all my reminders for tomorrow": a day names no reminder (`namesOnlyWhen`).
  if (said && namesOnlyWhen(said)) return null;
  if (said && !othersThan("reminder").test(said)) {
    return { name: "reminders_cancel", input: { reminder: stems(said) } };
  }
  const verb = String.raw`(?:${REMOVE_VERB}|${STOP})`;
  const target = removalTarget(c, verb, NOUN.reminder, othersThan("reminder"));
  let ref: string | null = null;
  if (target) ref = cleanRef(c.typed(target.start, target.end), REMINDER_WORD);
  if (!ref || EVERY.has(ref.toLowerCase()) || namesOnlyWhen(ref)) return null;
  return { name: "reminders_cancel", input: { reminder: stems(withoutRule(ref)) } };
}

/**
 * A reference without the recurrence said in it ("stop nagging me to stretch every hour" names
 * "stretch"): a reminder's text never holds how often it runs.
 */
function withoutRule(ref: string): string {
  const rule = findRecurrence(ref);
  if (!rule?.recurrence) return ref;
  let rest = ref;
  for (const s of [...rule.spans].sort((a, b) => b.index - a.index)) {
    rest = rest.slice(0, s.index) + rest.slice(s.end);
  }
  const left = tidy(rest);
  return wordsOf(left).some((w) => !STOP_WORDS.has(w)) ? left : ref;
}

/**
 * A reference with its verbs cut to their stem ("feeding the cat" names "feed the cat", "called
 * mum" names "call mum"): reminders are found by the words their text starts with.
 */
function stems(ref: string): string {
  return ref.replace(
    /\b(\p{L}+?)(?:ing|ed)\b/gu,
    (word, stem: string) => word.length < 5 ? word : stem.replace(/([bdgmnprt])\1$/u, "$1"),
  );
}

/** Words of a recurrence left when its days are taken out: "every", "starting". */
const RULE_WORDS = new Set(["every", "each", "starting"]);

/**
 * True when a text only says when ("every weekday at 9", "Bonfire Night, 6pm"): what else it
 * holds would be added to the reminder's text from the wrong side ("bonfire, 6pm").
 */
function onlyWhen(text: string, c: Clause): boolean {
  const rec = findRecurrence(text);
  const hits = findDates(text, c.ctx);
  if (!rec && hits.length === 0) return false;
  let rest = text;
  for (const s of [...(rec?.spans ?? []), ...hits]) {
    rest = rest.slice(0, s.index) + " ".repeat(s.end - s.index) + rest.slice(s.end);
  }
  return wordsOf(rest).every((w) => STOP_WORDS.has(w) || RULE_WORDS.has(w));
}

/** The verbs a named reminder may be asked with ("set a bins reminder …"). */
const NAMING = "set|add|create|make|schedule|put in|give me|new";

/**
 * A reminder named by what it is about before its noun, then when: "rent reminder on the 1st of
 * every month at 9am", "set a bins reminder every Tuesday at 7pm".
 */
const NAMED = shapes([[
  `?${NAMING}`,
  "?me",
  "?a|an|another",
  "{x}",
  "reminder|alarm",
  "{y}",
]]);

/** Words that ask for something, never what a reminder is about: "set", "cancel", "remind". */
const ASKING = new Set([
  ...NAMING.replaceAll("|", " ").split(" "),
  ...Object.values(REMINDERS.verbs ?? {}).flat().filter((v) => !v.includes(" ")),
]);

/** The words a time may start with after a reminder named so ("… reminder on the 1st"). */
const WHEN_FIRST = new Set(["on", "at", "every", "each", "tomorrow", "tonight", "today", "next"]);

/**
 * The clause a named reminder says, as "remind me about …", or null: what it is about is a word
 * or two of a thing (no verb, no "the": "cancel the dentist reminder on Monday" names one).
 */
function named(c: Clause): Clause | null {
  const [what, when] = read(c.text, NAMED) ?? [];
  const thing = wordsOf(what ?? "");
  if (!what || !when || thing.length === 0 || thing.length > 2) return null;
  if (thing.some((w) => STOP_WORDS.has(w) || ASKING.has(w))) return null;
  if (!WHEN_FIRST.has(wordsOf(when)[0] ?? "") || !onlyWhen(when, c)) return null;
  return makeClause(`remind me about ${what} ${when}`, c.ctx);
}

/**
 * A request after the time it is for: "every weekday at 9, remind me to stand up", "every weekday
 * at quarter past 7 in the morning give me a nudge to …".
 */
const LATE = new RegExp(
  String.raw`^(.{2,80}?)\s*,?\s+((?:(?:remind|ping|nudge|alert)\s+(?:me|us)|${
    W.verb("reminders_create_with_time:whole")
  })\b.*)$`,
  "iu",
);

/** The reminder call a clause asks for, or null. */
export function parseReminder(c: Clause): Parsed | null {
  // "the dentist reminder should be friday not thursday, same time": the hour is the reminder's.
  const same = sameTime(c, REMINDER_WORD);
  if (same) return same;
  const cancelled = cancel(c);
  if (cancelled) return cancelled;
  if (asksToList(c, NOUN.reminder)) {
    return { name: "reminders_list", input: {} };
  }
  // "Every weekday at 9, remind me to stand up": the time said first.
  const late = LATE.exec(c.text);
  if (late?.[1] && late[2] && onlyWhen(late[1], c)) {
    return create(makeClause(`${late[2]} ${late[1]}`, c.ctx));
  }
  const about = named(c);
  return (about ? create(about) : null) ?? create(c);
}
