/**
 * The local model's read-only answer: replies to a question from the user's profile and memories
 * only, never inventing a fact. Deterministic and pure; replies are plain text.
 * @module
 */
import { isTimeZone } from "@asst/shared/time";
import {
  cleanText,
  expandContractions,
  isGreeting,
  isThanks,
  ownEntry,
  stripPoliteness,
  toPlain,
} from "../../text/normalize.ts";
import { bestMemory, type Memory, newestFirst } from "./_answer_memory.ts";
import { asksForEverythingKnown } from "./_list_memory.ts";
import { isNotUnderstood, notUnderstood } from "./not_understood.ts";

/** What an answer may use: the profile, the memories a caller allows, and the current time. */
export interface AnswerContext {
  profile: { name: string | null; timezone: string | null };
  memories: Memory[];
  /** How many memories the account has in all, when more than `memories` holds. */
  memoryCount?: number;
  now: Date;
}

/** Replies used when nothing else applies, exported so callers and tests can recognise them. */
export const ANSWER_TEXT = {
  nothing: "I don't have anything about that in your profile or memory yet.",
  empty: "Ask me something about your profile or memory.",
  thanks: "You're welcome.",
  smallTalk: "I'm well, thank you. What would you like to know?",
  unknownName: "I don't know your name yet. Tell me in the chat: my name is …",
  unknownTimezone:
    "I don't know your time zone yet. Tell me in the chat: my time zone is Europe/Paris, or: I live in Paris.",
  nothingKnown:
    "I don't know anything about you yet. Tell me in the chat, for example: my name is Ada, or: remember that my dentist is Dr Lee.",
  help:
    "I answer from your profile and memory: ask me your name, your time zone, the time, or anything you asked me to remember in the chat.",
} as const;

/** At most this many memories are listed in one reply. */
const LIST_LIMIT = 15;

const NAME_QUESTION =
  /^(?:what|whats)(?: is| was)? my (?:first |full |display |real )?name|^who am i\b|^do you know (?:my name|who i am)|^(?:tell me|say|remind me of|what do you call) (?:me )?my name|^what (?:do|should|will) you call me|^how do you (?:call|address) me|^(?:my name|name)$|^what name (?:do you have|have you got) for me|^do you know me\b/u;

const TIMEZONE_QUESTION =
  /\b(?:time ?zone|timezone|tz)\b|^what (?:zone|region) am i in|^where am i (?:based|located)$/u;

const TIME_QUESTION = new RegExp(
  [
    String
      .raw`^(?:what|whats)(?: is)?(?: the)?(?: current| local)? (?:time|date|day)(?: is it)?(?: (?:now|today|right now|here|for me|where i am|at the moment))?$`,
    String.raw`^what time is it(?: now| right now| here| for me| where i am)?$`,
    String.raw`^(?:current|local) (?:time|date)$`,
    String.raw`^(?:time|date|time now|the time|the date|today|today'?s date)$`,
    String.raw`^what day of the week is it(?: today)?$`,
    String.raw`^what is today(?:'?s date)?$`,
    String
      .raw`^(?:tell me|do you know) (?:the|what) (?:time|date|day)(?: it is| is it)?(?: now| today)?$`,
    String.raw`^which day is (?:it|today)$`,
    String.raw`^what is (?:the time|the date|today'?s date)(?: now| right now| today)?$`,
  ].join("|"),
  "u",
);

const HELP_QUESTION =
  /^(?:help|\/?start|\/help|what can you do|what can i ask(?: you)?|how does this work|how do you work|what do you do|who are you|what are you)$/u;

/** Turns a fact written by the user ("my dentist is Dr Lee") into one said to them. */
export function toSecondPerson(fact: string): string {
  const map: Record<string, string> = {
    "i": "you",
    "me": "you",
    "my": "your",
    "mine": "yours",
    "myself": "yourself",
    "we": "you",
    "us": "you",
    "our": "your",
    "ours": "yours",
    "ourselves": "yourselves",
    "i'm": "you're",
    "im": "you're",
    "i've": "you've",
    "i'll": "you'll",
    "i'd": "you'd",
    "we're": "you're",
    "we've": "you've",
    "we'll": "you'll",
  };
  const verbs: Record<string, string> = { am: "are", was: "were" };
  let previous = "";
  const swapped = cleanText(fact).replace(/[\p{L}\p{M}]+(?:'[\p{L}]+)?/gu, (word: string) => {
    const lower = word.toLowerCase();
    let out = word;
    const mapped = ownEntry(map, lower);
    if (mapped !== undefined) {
      const capital = word !== "I" && /^\p{Lu}/u.test(word);
      out = capital ? mapped.charAt(0).toUpperCase() + mapped.slice(1) : mapped;
    } else if (ownEntry(verbs, lower) !== undefined && (previous === "i" || previous === "we")) {
      out = ownEntry(verbs, lower) ?? word;
    }
    previous = lower;
    return out;
  });
  let sentence = swapped.trim().replace(/[\s,;:]+$/u, "");
  sentence = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  if (!/[.!?…)"']$/u.test(sentence)) sentence += ".";
  return sentence;
}

function formatNow(now: Date, timeZone: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
    const get = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? "";
    return `${get("hour")}:${get("minute")} on ${get("weekday")} ${get("day")} ${get("month")} ${
      get("year")
    }`;
  } catch {
    return null;
  }
}

function timezoneAnswer(ctx: AnswerContext): string {
  const zone = ctx.profile.timezone?.trim();
  return zone ? `Your time zone is ${zone}.` : ANSWER_TEXT.unknownTimezone;
}

function timeAnswer(ctx: AnswerContext): string {
  const zone = isTimeZone(ctx.profile.timezone) ? ctx.profile.timezone : null;
  if (Number.isNaN(ctx.now.getTime())) return ANSWER_TEXT.nothing;
  if (zone) {
    const when = formatNow(ctx.now, zone);
    if (when) return `It's ${when} in your time zone (${zone}).`;
  }
  const utc = formatNow(ctx.now, "UTC") ?? ctx.now.toISOString();
  return `It's ${utc} UTC. ${ANSWER_TEXT.unknownTimezone}`;
}

function listAnswer(ctx: AnswerContext): string {
  const lines: string[] = [];
  const name = ctx.profile.name?.trim();
  if (name) lines.push(`Your name is ${name}.`);
  const zone = ctx.profile.timezone?.trim();
  if (zone) lines.push(`Your time zone is ${zone}.`);
  const memories = newestFirst(ctx.memories);
  for (const m of memories.slice(0, LIST_LIMIT)) lines.push(toSecondPerson(m.text));
  if (lines.length === 0) return ANSWER_TEXT.nothingKnown;
  let reply = `Here is what I know about you:\n${lines.map((l) => `- ${l}`).join("\n")}`;
  // The account may hold more than the memories this answer was given: the count is of them all.
  const total = Math.max(memories.length, ctx.memoryCount ?? 0);
  if (total > LIST_LIMIT) reply += `\n…and ${total - LIST_LIMIT} more.`;
  return reply;
}

function greeting(ctx: AnswerContext): string {
  const name = ctx.profile.name?.trim();
  return name
    ? `Hello, ${name}! What would you like to know?`
    : "Hello! What would you like to know?";
}

const SMALL_TALK =
  /^(?:how are you(?: doing| today)?|how is it going|how are things|what is up|whats up|sup|how do you do)$/u;

const GREETING_PREFIX =
  /^(?:hi|hello|hey|hiya|heya|howdy|yo|greetings|good (?:morning|afternoon|evening|day))(?: there)?(?:[\s,!.]+|$)/iu;

/**
 * Answers a question from the profile and memories in `ctx` only. A message that is no question
 * and that nothing answers is said to be not understood, with two examples of what can be asked
 * for; "nothing stored about that" ({@link ANSWER_TEXT}.nothing) is only ever said to a question.
 * @param question the question as the program sent it
 * @param ctx the profile, the memories the caller allows (sensitive ones already removed), and now
 * @returns a plain-text reply
 */
export function answerFromMemory(question: string, ctx: AnswerContext): string {
  const reply = answerOrNothing(question, ctx);
  if (reply !== ANSWER_TEXT.nothing || typeof question !== "string") return reply;
  const cleaned = cleanText(question);
  return isNotUnderstood(cleaned) ? notUnderstood(cleaned) : reply;
}

function answerOrNothing(question: string, ctx: AnswerContext): string {
  const cleaned = cleanText(typeof question === "string" ? question : "");
  if (cleaned.length === 0) return ANSWER_TEXT.empty;
  const whole = toPlain(cleaned);
  if (isGreeting(whole)) return greeting(ctx);
  if (isThanks(whole)) return ANSWER_TEXT.thanks;
  const request = stripPoliteness(expandContractions(cleaned.replace(GREETING_PREFIX, "")));
  const plain = toPlain(request).replace(
    /^(?:tell me|do you know|can you tell me|i want to know|i would like to know|remind me)\s+/u,
    "",
  )
    .trim();
  if (plain.length === 0) return isGreeting(whole) ? greeting(ctx) : ANSWER_TEXT.empty;
  if (HELP_QUESTION.test(plain)) return ANSWER_TEXT.help;
  if (asksForEverythingKnown(plain)) return listAnswer(ctx);
  if (NAME_QUESTION.test(plain)) {
    const name = ctx.profile.name?.trim();
    const reply = name ? `Your name is ${name}.` : ANSWER_TEXT.unknownName;
    return TIMEZONE_QUESTION.test(plain) ? `${reply} ${timezoneAnswer(ctx)}` : reply;
  }
  if (TIME_QUESTION.test(plain)) return timeAnswer(ctx);
  if (TIMEZONE_QUESTION.test(plain)) return timezoneAnswer(ctx);
  if (SMALL_TALK.test(plain)) return ANSWER_TEXT.smallTalk;
  const memories = newestFirst(Array.isArray(ctx.memories) ? ctx.memories : []);
  const best = bestMemory(plain, memories);
  if (best) return toSecondPerson(best.text);
  // Several questions in one message: answer each one that can be answered.
  const sentences = request.split(/(?<=[?!.])\s+/u).filter((x) => x.trim().length > 0);
  if (sentences.length > 1 && sentences.length <= 5) {
    const replies = sentences
      .map((x) => answerOrNothing(x, ctx))
      .filter((r) => r !== ANSWER_TEXT.nothing && r !== ANSWER_TEXT.empty);
    if (replies.length > 0) return [...new Set(replies)].join(" ");
  }
  return ANSWER_TEXT.nothing;
}
