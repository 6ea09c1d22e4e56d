/**
 * A task's new words said with its new day at their end ("change call oma task to video call oma
 * on sunday"): the words are its text, the day its due day.
 * @module
 */
import type { Clause } from "./_tool_text.ts";
import { type DateHit, findDates } from "./_tool_dates.ts";
import { wordSet } from "./_tool_words.ts";
import { words as wordsOf } from "../../text/normalize.ts";

/** The words a day is said after at the end of a task's new words: "on sunday", "by friday". */
const DAY_LEAD = wordSet("on for by due");

/**
 * The new words and the day said at their end when `content` ends with "on/for/by/due <day>" and
 * that day is all of it; else null (the day stays in the words as said).
 */
export function renamedWithDay(
  content: string,
  c: Clause,
  firstDay: (hits: DateHit[]) => DateHit | null,
): { content: string; hit: DateHit } | null {
  const hits = findDates(content, c.ctx, "future");
  const hit = hits.at(-1);
  if (!hit || hits.length > 1 || !firstDay([hit]) || content.slice(hit.end).trim() !== "") {
    return null;
  }
  // The date reader may hold the word before the day ("on sunday") or leave it ("by friday").
  const held = DAY_LEAD.has(wordsOf(hit.text)[0] ?? "");
  const before = wordsOf(content.slice(0, hit.index));
  const lead = held ? "" : before.at(-1) ?? "";
  if (!held && !DAY_LEAD.has(lead)) return null;
  const cut = content.slice(0, hit.index).trimEnd();
  const text = cut.slice(0, cut.length - lead.length).trim();
  return wordsOf(text).length > 0 ? { content: text, hit } : null;
}
