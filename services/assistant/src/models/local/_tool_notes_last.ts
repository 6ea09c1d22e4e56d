/**
 * A note asked for last, pointing back at a story told before it without a comma: "ok so the
 * electrician came and said the wiring in the back room is old … make a note of that", "the gate
 * code changed to 4417 on monday note that down". Its words are in `groups/notes.ts`.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, wordChar } from "./_tool_text.ts";
import { beforeEnd, shapes } from "./_shapes.ts";
import { keptText } from "./_tool_notes_common.ts";
import { othersThan } from "./_tool_words.ts";
import { words as plainWords } from "../../text/normalize.ts";
import { NOTE_IT_LAST, REQUEST_OPENERS, TOLD_WORDS } from "./groups/notes.ts";

const OTHER = othersThan("note");
const LAST = shapes(NOTE_IT_LAST);
/** Words said before a story that open nothing: "ok so the electrician came …". */
const OPENING = new Set(["ok", "okay", "so", "and", "well", "right", "oh", "um", "hey"]);
/** How many words a story told holds at least: "the wiring is old" is no story, "…, note it" is. */
const STORY = 6;

/** The note told before a request said last that points back at it, or null. */
export function toldLast(c: Clause): ToolCall | null {
  if (c.question) return null;
  const before = beforeEnd(c.text, LAST);
  // "the plumber comes on the 14th, note that down": a request said after a mark is read as
  // pointing back (`_clause_pointing.ts`).
  if (!before || !wordChar(before.charAt(before.length - 1))) return null;
  const said = plainWords(before);
  const first = said.find((w) => !OPENING.has(w)) ?? "";
  if (said.length < STORY || REQUEST_OPENERS.includes(first)) return null;
  if (!said.some((w) => TOLD_WORDS.includes(w)) || OTHER.test(before)) return null;
  const text = keptText(c.typed(0, before.length));
  return text ? { name: "notes_create", input: { text } } : null;
}
