/**
 * Reminders in what people write: "remind me to call mum tomorrow at 6pm", "don't let me forget to
 * water the plants every Sunday morning", "what reminders do I have", "cancel the dentist reminder".
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Ask, Parsed } from "./_ask.ts";
import { combineHits, findDates, type LocalTime, momentOf } from "./_tool_dates.ts";
import { findRecurrence, firstOccurrence } from "./_tool_recurrence.ts";
import { type Clause, cleanRef, makeClause, match, tidy, typedWithout } from "./_tool_text.ts";
import { asksToList, NOUN, othersThan, removalTarget, REMOVE_VERB } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { STOP_WORDS, words as wordsOf } from "../../text/normalize.ts";

const W = words("reminder");
const REMIND = W.verb("reminders_create");
const PING = W.verb("reminders_create_with_time");
const STOP = W.verb("reminders_cancel");

const NINE: LocalTime = { hour: 9, minute: 0, second: 0 };

const ASKS = String.raw`(?:what|which|when|where|how|who|whether|if\s+i)\b`;
const PRICE_TALK = String
  .raw`\b(?:under|below|less\s+than|cheaper|drops?|falls?|price|costs?|goes\s+down|https?:)`;

/** Openers after which the rest says what and when; `needsWhen` ones only count with a time. */
const CREATE: { re: RegExp; needsWhen: boolean; text?: string; morning?: boolean }[] = [
  {
    re: new RegExp(String.raw`^${REMIND}\s+(?:me|us)\b(?!\s+${ASKS})\s*(.*)$`, "iud"),
    needsWhen: false,
  },
  {
    re:
      /^(?:set|create|add|make|schedule|put\s+in|put|give\s+me|new|set\s+up|book|i\s+need|i\s+want)\s+(?:me\s+|up\s+)?(?:a|an|another|one|new|the|some)?\s*(?:new\s+|quick\s+|\p{L}+-style\s+)?(?:(?:recurring|repeating|repeat|(daily|weekly|monthly|yearly|annual|nightly|hourly))\s+)?(?:reminder|alarm)s?\b\s*(.*)$/iud,
    needsWhen: false,
  },
  {
    re: /^(?:reminder|alarm)\s*(?::|-|to\b|for\b|about\b|that\b|at\b|on\b|tomorrow\b)\s*(.*)$/iud,
    needsWhen: false,
  },
  { re: /^(?:do\s+not|never)\s+let\s+me\s+forget\b\s*(.*)$/iud, needsWhen: false },
  {
    re:
      /^(?:make\s+sure|ensure|see\s+to\s+it)\s+(?:that\s+)?(?:i|we)\s+(?:do\s+not\s+forget|remember|do\s+not\s+miss)\b\s*(.*)$/iud,
    needsWhen: false,
  },
  {
    re: /^(?:(?:i|we)\s+(?:need|want|would\s+like|have)\s+to\s+)?be\s+reminded\b\s*(.*)$/iud,
    needsWhen: false,
  },
  {
    re: new RegExp(
      String
        .raw`^${PING}\s+me\b(?!.*${PRICE_TALK})(?!\s+${ASKS})(?!\s+about\s+my\b)\s*(?:to\b|about\b|that\b|when\s+it\s+is\s+time\s+to\b)?\s*(.*)$`,
      "iud",
    ),
    needsWhen: true,
  },
  {
    re: /^wake\s+(?:me|us)\s*(?:up)?\b\s*(.*)$/iud,
    needsWhen: true,
    text: "Wake up",
    morning: true,
  },
  { re: /^(?:do\s+not|never)\s+forget\s+(?:to\s+)?(?:remind\s+me\s+)?(.*)$/iud, needsWhen: true },
  { re: /^remember\s+to\s+(.*)$/iud, needsWhen: true },
];

/** "remind me to call mum", with no time: what to do is said, when is not. */
function askWhen(rest: string, text: string): Ask | null {
  if (!/^(?:to|that)\b/iu.test(rest.trim()) || text === "Reminder") return null;
  if (othersThan("reminder").test(rest)) return null;
  return { ask: "reminders_create", known: { text } };
}

function create(c: Clause): Parsed | null {
  for (const opener of CREATE) {
    const found = match(c, opener.re);
    const groups = found?.m.indices ?? [];
    const span = groups[groups.length - 1];
    if (!found || !span) continue;
    const rest = c.text.slice(span[0], span[1]);
    const adjective = groups.length > 2 ? (found.m[1] ?? "").replace(/^annual$/iu, "yearly") : "";
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
    const morning = opener.morning || /\balarm\b(?!-style)/iu.test(c.text);
    const hits = findDates(blanked, c.ctx, "future", !morning);
    const hit = combineHits(hits);
    if (!rec && !hit) {
      if (opener.needsWhen) continue;
      const text = tidy(found.slot(groups.length - 1).replace(/^(?:me\s+)?(?:to|that)\b\s*/iu, ""));
      return askWhen(rest, text || "Reminder");
    }
    const spans = [...recSpans, ...hits].map((s) => ({
      index: s.index + span[0],
      end: s.end + span[0],
    }));
    let text = opener.text ??
      tidy(
        typedWithout(c, span[0], span[1], spans).replace(
          /^(?:me\s+)?(?:to|that|about|of|for)\b\s*/iu,
          "",
        ),
      );
    // "set a reminder for 6:30 tomorrow: gym": what to be reminded of follows the colon.
    text = text.replace(/\s+(?:starting|beginning|from|as\s+of)$/iu, "").replace(/^[\s:-]+/u, "")
      .trim();
    if (text.length === 0) {
      // "remind me tomorrow": when, but not of what; an alarm needs no words.
      if (!/\balarm\b/iu.test(c.text)) return { ask: "reminders_create:what", known: {} };
      text = "Reminder";
    }
    if (text.length > 500) text = text.slice(0, 500).trim();
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

function cancel(c: Clause): ToolCall | null {
  const verb = String.raw`(?:${REMOVE_VERB}|${STOP})`;
  const target = removalTarget(c, verb, NOUN.reminder, othersThan("reminder"));
  let ref: string | null = null;
  if (target) ref = cleanRef(c.typed(target.start, target.end), REMINDER_WORD);
  if (!target) {
    const stop = match(
      c,
      /^(?:(?:i|we)\s+(?:do\s+not|no\s+longer)\s+need\s+(?:the|my|that|this)\s+(?:reminder|alarm)|(?:stop|quit)\s+reminding\s+me|(?:you\s+(?:can|may)\s+)?(?:do\s+not|no\s+need\s+to|you\s+do\s+not\s+need\s+to|stop\s+to)\s+remind\s+me\s+any\s*more|(?:do\s+not|no\s+need\s+to|you\s+do\s+not\s+need\s+to)\s+remind\s+me)\s+(?:to|about|of)?\s*(.+?)(?:\s+any\s*more)?$/iud,
    );
    if (stop) ref = cleanRef(stop.slot(1), REMINDER_WORD);
  }
  if (!ref || /^(?:every|each)$/iu.test(ref)) return null;
  return { name: "reminders_cancel", input: { reminder: stems(ref) } };
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

/** The reminder call a clause asks for, or null. */
export function parseReminder(c: Clause): Parsed | null {
  const cancelled = cancel(c);
  if (cancelled) return cancelled;
  if (
    asksToList(c, NOUN.reminder) ||
    /^what\s+(?:did|have)\s+i\s+(?:ask|asked|told|tell)\s+you\s+to\s+remind\s+me\b/iu.test(
      c.text,
    ) ||
    /^what\s+(?:am|will)\s+i\s+(?:being\s+|be\s+)?reminded\b/iu.test(c.text)
  ) {
    return { name: "reminders_list", input: {} };
  }
  // "Every weekday at 9, remind me to stand up": the time said first.
  const late = /^(.{2,80}?)\s*,?\s+((?:remind|ping|nudge|alert)\s+(?:me|us)\b.*)$/iu.exec(c.text);
  if (late?.[1] && late[2] && onlyWhen(late[1], c)) {
    return create(makeClause(`${late[2]} ${late[1]}`, c.ctx));
  }
  return create(c);
}
