/**
 * A request corrected as it is said: "take milk and eggs off - no wait, just the milk", "remind me
 * at 5, I mean 6, to call Jo". What comes after the correction wins: "just the milk" narrows the
 * items of the request before it; a whole request after it replaces the one before. Anything else
 * is not read at all, so what was taken back is never acted on.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { stem, words } from "../../text/normalize.ts";

/** The words that take back what was just said. */
const TAKEN_BACK =
  /^(.*?\S)[\s,;:.!-]+(?:no\s+wait|wait\s+no|wait|no\s+sorry|sorry\s+no|sorry\s+i\s+meant?|i\s+mean|i\s+meant|scratch\s+that|actually\s+no|no\s+actually|correction|or\s+rather)\b[\s,;:.!-]*(.+)$/iu;

/** "just the milk", "only eggs": the items kept of those said before. */
const ONLY = /^(?:no\s+|not\s+)?(?:just|only)\s+(?:the\s+)?(.+?)[.!]*$/iu;

/** A message split where it corrects itself, or null when it does not. */
export function correction(text: string): { before: string; after: string } | null {
  const m = TAKEN_BACK.exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  // "wait" takes back only after a break ("…, wait, …"), not inside a request ("can't wait").
  const soft = /^wait\b(?!\s+no)/iu.test(text.slice(m[1].length).replace(/^[\s,;:.!-]+/u, ""));
  if (soft && !/[,;:.!-]\s*$/u.test(text.slice(0, text.length - m[2].length).trimEnd())) {
    return null;
  }
  return { before: m[1], after: m[2] };
}

/**
 * The calls of the request before a correction that says which of its items to keep ("just the
 * milk"), narrowed to them; null when the correction does not name items, or names one the request
 * did not hold.
 */
export function narrowed(calls: readonly ToolCall[], after: string): ToolCall[] | null {
  const only = ONLY.exec(after.trim());
  if (!only?.[1]) return null;
  const kept = only[1].split(/\s*(?:,|\band\b)\s*/u).map((k) => words(k).map(stem).join(" "))
    .filter((k) => k.length > 0);
  if (kept.length === 0) return null;
  const withItems = calls.filter((c) => Array.isArray(c.input.items));
  if (withItems.length !== 1 || calls.length !== 1) return null;
  const call = withItems[0]!;
  const items = (call.input.items as unknown[]).filter((i): i is string => typeof i === "string");
  const key = (i: string) => words(i).map(stem).join(" ");
  const chosen = items.filter((i) => kept.includes(key(i)));
  if (chosen.length !== kept.length) return null;
  return [{ ...call, input: { ...call.input, items: chosen } }];
}
