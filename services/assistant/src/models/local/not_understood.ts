/**
 * What the local model says when it read no request in a message: plainly that it did not
 * understand (so the user never mistakes it for "you have nothing stored"), with two requests it
 * does understand from the group the message seems nearest to, by the words it shares with each
 * group's description (its nouns, verbs and examples).
 * @module
 */
import { findTool, GROUP_LABELS } from "@asst/shared";
import { GROUP_WORDS, type GroupWords } from "./groups/mod.ts";
import { stem, STOP_WORDS, words } from "../../text/normalize.ts";
import { findDates } from "./_dates_find.ts";

/** The opening of every "not understood" reply, so callers and tests can recognise one. */
export const NOT_UNDERSTOOD = "I didn't understand that as a request, so I did nothing.";

/** Two requests shown when no group is nearer than another. */
const GENERAL_EXAMPLES = [
  "remind me to call mum tomorrow at 6pm",
  "add milk and eggs to my shopping list",
] as const;

interface Near {
  label: string;
  examples: string[];
  /** Stems of the group's one-word nouns (weighed more) and of its other words and examples. */
  nouns: Set<string>;
  others: Set<string>;
}

function stems(phrases: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const p of phrases) {
    for (const w of words(p.replace(/\((?:e?s)\)/gu, ""))) {
      if (!STOP_WORDS.has(w) && /\p{L}/u.test(w)) out.add(stem(w));
    }
  }
  return out;
}

function labelOf(g: GroupWords): string {
  const tool = Object.keys(g.examples).map((t) => findTool(t.split(":")[0]!)).find(Boolean);
  if (tool === undefined) return g.kind;
  return tool.group === null ? "emails and calendar events" : GROUP_LABELS[tool.group];
}

const NEAR: readonly Near[] = GROUP_WORDS.map((g) => {
  const examples = Object.values(g.examples).map((list) => list[0]).filter((e) => e !== undefined);
  return {
    label: labelOf(g),
    examples: examples.slice(0, 2),
    // A noun of several words ("date of birth") names the group only whole: its words are others.
    nouns: stems(g.nouns.filter((n) => !/\s/u.test(n.trim()))),
    others: stems([
      ...g.nouns,
      ...Object.values(g.verbs ?? {}).flat(),
      ...(g.questions ?? []),
      ...Object.values(g.examples).flat(),
    ]),
  };
});

/** How much a word tells one group from the others: log(groups / groups holding it). */
function weights(sets: readonly ReadonlySet<string>[]): ReadonlyMap<string, number> {
  const held = new Map<string, number>();
  for (const set of sets) for (const w of set) held.set(w, (held.get(w) ?? 0) + 1);
  return new Map([...held].map(([w, n]) => [w, Math.log(NEAR.length / n)]));
}

/**
 * A word of one group's nouns alone weighs most; one said in every group's requests (a weekday,
 * "add") nothing. A noun is weighed among the nouns, so "note" names the notes even though other
 * groups' examples say it too.
 */
const NOUN_WEIGHT = weights(NEAR.map((g) => g.nouns));
const WORD_WEIGHT = weights(NEAR.map((g) => new Set([...g.nouns, ...g.others])));

/** A message's words nearer one group than this are not near enough to name it. */
const NEAR_ENOUGH = 2;

/** `text` without the days and times it says: "friday" or "at 9" names no group. */
function withoutDays(text: string): string {
  let out = text;
  for (const hit of findDates(text, { now: new Date(0), timezone: "UTC" }, "future").toReversed()) {
    out = `${out.slice(0, hit.index)} ${out.slice(hit.end)}`;
  }
  return out;
}

/** The group a message shares most telling words with, or null when it shares none that matter. */
export function nearestGroup(text: string): { label: string; examples: string[] } | null {
  const mine = new Set(words(withoutDays(text)).filter((w) => !STOP_WORDS.has(w)).map(stem));
  let best: Near | null = null;
  let bestScore = 0;
  for (const g of NEAR) {
    let score = 0;
    for (const w of mine) {
      if (g.nouns.has(w)) score += 3 * (NOUN_WEIGHT.get(w) ?? 0);
      else if (g.others.has(w)) score += WORD_WEIGHT.get(w) ?? 0;
    }
    if (score > bestScore) [best, bestScore] = [g, score];
  }
  return best !== null && bestScore >= NEAR_ENOUGH && best.examples.length >= 2
    ? { label: best.label, examples: best.examples }
    : null;
}

const QUESTION =
  /\?\s*$|^(?:who|whom|whose|what|whats|when|where|which|why|how|is|are|was|were|do|does|did|have|has|had|can|could|will|would|am)\b/iu;

/**
 * A request said as a question ("can u add birthday candles?", "could you send tom@… a note"):
 * asking the assistant to do something, not asking what it knows ("can you tell me …", "could you
 * remind me what …", "can you remember …" are questions about the user's memory).
 */
const ASKED_TO_DO =
  /^(?:can|could|will|would)\s+(?:you|u)\s+(?:please\s+|pls\s+|just\s+|quickly\s+)?(?!tell\b|remind\s+me\s+(?:of|what|who|when|where|how|which)\b|remember\b|recall\b|say\b|know\b|see\b|find\s+out\b|let\s+me\s+know\b|help\b)\p{L}/iu;

/**
 * True when a message the local model read no request in is one it did not understand, rather
 * than a question about the user's profile or memory that simply has no answer: it is no question,
 * or a request said as one.
 */
export function isNotUnderstood(text: string): boolean {
  const t = text.trim();
  return !QUESTION.test(t) || ASKED_TO_DO.test(t);
}

/**
 * The reply to a message the local model read no request in (or only part of one: `unread` holds
 * the words it could not place): that it did not understand, and two examples of what it can do
 * for the nearest group (or in general).
 */
export function notUnderstood(text: string, unread: readonly string[] = []): string {
  const near = nearestGroup(text);
  const [a, b] = near?.examples ?? GENERAL_EXAMPLES;
  const what = near ? `For your ${near.label} you could say` : "You could say, for example,";
  const which = unread.length === 0
    ? NOT_UNDERSTOOD
    : `I didn't understand all of that (${
      unread.slice(0, 4).map((w) => `"${w}"`).join(", ")
    }), so I did nothing.`;
  return `${which} ${what} "${a}" or "${b}".`;
}
