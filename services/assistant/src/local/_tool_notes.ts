/**
 * Notes and keepsakes in what people write: "jot down that the wifi password is in the drawer",
 * "note: ...", "show my notes", "delete the note about wifi"; "save this quote: ...", "keep this:
 * ...", "what keepsakes do I have", "forget the keepsake about the quote".
 * @module
 */
import { unquote } from "./_text.ts";
import type { ToolCall } from "../tools/types.ts";
import { type Clause, cleanRef, match } from "./_tool_text.ts";
import { asksToList, DET, NOUN, othersThan, removalTarget, REMOVE_VERB } from "./_tool_words.ts";

function content(text: string, max: number): string | null {
  const t = unquote(text.trim().replace(/^[:\-–,]\s*/u, "").trim());
  if (t.length === 0) return null;
  return t.length > max ? t.slice(0, max).trim() : t;
}

// ---------------------------------------------------------------------------------------------
// Notes

/** Openers after which the rest of the message is the note; `whole` ones may span sentences. */
const NOTE_CREATE: { re: RegExp; whole: boolean }[] = [
  { re: /^(?:new\s+)?note(?:\s+to\s+(?:self|myself))?\s*[:\-–]\s*(.+)$/isud, whole: true },
  {
    re:
      /^(?:take|make|add|create|save|write|leave|start|keep|put\s+down|jot|new)\s+(?:me\s+)?(?:a|an|another|new|the|this|one)?\s*(?:quick\s+|new\s+|short\s+|little\s+)?note\s*[:\-–]\s*(.+)$/isud,
    whole: true,
  },
  {
    re:
      /^(?:jot|write|put|note|scribble|take|get|type)\s+(?:this|it|that|the\s+following)\s+down\s*[:\-–]\s*(.+)$/isud,
    whole: true,
  },
  {
    re: new RegExp(
      String
        .raw`^(?:add|put|save|write)\s+(?:this\s+|that\s+|the\s+following\s+)?(?:to|in|into)\s+${DET}notes\s*[:\-–]\s*(.+)$`,
      "isud",
    ),
    whole: true,
  },
  {
    re: /^(?:jot|write|put|note|scribble|take|type)\s+down\s*(?:that\b|:|-)?\s*(.+)$/isud,
    whole: false,
  },
  {
    re:
      /^(?:take|make|add|create|save|write|leave|start|keep|jot)\s+(?:me\s+)?(?:a|an|another|new|the|this|one)?\s*(?:quick\s+|new\s+|short\s+|little\s+)?note\s*(?:that\b|saying\b|to\s+say\b|reading\b|which\s+says\b|of\b|about\b|on\b|for\s+me\b)?\s*(.+)$/isud,
    whole: false,
  },
  { re: /^(?:new\s+)?note(?:\s+to\s+(?:self|myself))?\s+that\s+(.+)$/isud, whole: false },
  {
    re: new RegExp(
      String.raw`^(?:add|put|save|write|stick)\s+(.+?)\s+(?:to|in|into|on)\s+${DET}notes$`,
      "isud",
    ),
    whole: false,
  },
  { re: /^note\s+(?!down\b)(.+)$/isud, whole: false },
];

const NOTE_WORD = /^notes?$/iu;

/** The notes call a clause asks for, or null; `wholeOnly` for the whole message as one clause. */
export function parseNote(c: Clause, wholeOnly = false): ToolCall | null {
  for (const opener of NOTE_CREATE) {
    if (wholeOnly && !opener.whole) continue;
    const found = match(c, opener.re);
    if (!found) continue;
    if (/^(?:notes|note\s+of\s+(?:it|that|this))$/iu.test(c.text)) continue;
    const text = content(found.slot(1), 4000);
    if (!text) return null;
    return { name: "notes_create", input: { text } };
  }
  if (wholeOnly) return null;
  const target = removalTarget(
    c,
    REMOVE_VERB,
    NOUN.note,
    othersThan("note", { except: ["keepsake"] }),
  );
  if (target) {
    const ref = cleanRef(c.typed(target.start, target.end), NOTE_WORD);
    return ref ? { name: "notes_delete", input: { note: ref } } : null;
  }
  if (asksToList(c, NOUN.note) && !/\bnote\s+(?:to|on)\b/iu.test(c.text)) {
    return { name: "notes_list", input: {} };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Keepsakes

const KIND = String
  .raw`(?:quote|quotation|line|lines|poem|saying|memory|moment|thought|message|link|recipe|idea|lyric|lyrics|photo|picture|joke|words|phrase|passage|verse|text|story|letter|card|tip|proverb|motto|mantra|sentence|bit)`;
const KEEP = String
  .raw`(?:save|keep|store|stash|treasure|hold\s+on\s+to|hang\s+on\s+to|preserve|cherish)`;
const FOR = String
  .raw`(?:\s+(?:for\s+me|for\s+later|for\s+ever|forever|for\s+good|as\s+a\s+keepsake|in\s+${DET}keepsakes|to\s+${DET}keepsakes|with\s+${DET}keepsakes|safe|somewhere\s+safe))*`;

const KEEPSAKE_CREATE: { re: RegExp; whole: boolean }[] = [
  {
    re: new RegExp(
      String
        .raw`^${KEEP}\s+(?:this|that|the\s+following|these|this\s+one)(?:\s+${KIND})?${FOR}\s*[:\-–]\s*(.+)$`,
      "isud",
    ),
    whole: true,
  },
  {
    re: new RegExp(String.raw`^${KEEP}\s+(?:a|the|my)\s+${KIND}${FOR}\s*[:\-–]\s*(.+)$`, "isud"),
    whole: true,
  },
  { re: /^(?:new\s+)?keepsake\s*[:\-–]\s*(.+)$/isud, whole: true },
  {
    re: new RegExp(
      String
        .raw`^(?:add|put|save)\s+(?:this\s+|that\s+)?(?:to|in|into|among)\s+${DET}keepsakes\s*[:\-–]\s*(.+)$`,
      "isud",
    ),
    whole: true,
  },
  {
    re: new RegExp(
      String
        .raw`^(?:${KEEP}|add|put|file)\s+(.+?)\s+(?:as\s+(?:a\s+|my\s+)?keepsake|(?:to|in|into|among|with)\s+${DET}keepsakes)$`,
      "isud",
    ),
    whole: false,
  },
  {
    re: new RegExp(String.raw`^${KEEP}\s+(?:this|that)\s+${KIND}${FOR}\s+(.+)$`, "isud"),
    whole: false,
  },
  { re: new RegExp(String.raw`^${KEEP}\s+(?:this|that)${FOR}\s+(["'].+)$`, "isud"), whole: false },
];

const KEEPSAKE_WORD = /^keepsakes?$/iu;

/** The keepsakes call a clause asks for, or null; `wholeOnly` for the whole message. */
export function parseKeepsake(c: Clause, wholeOnly = false): ToolCall | null {
  for (const opener of KEEPSAKE_CREATE) {
    if (wholeOnly && !opener.whole) continue;
    const found = match(c, opener.re);
    if (!found) continue;
    const text = content(found.slot(1), 4000);
    if (!text) return null;
    return { name: "keepsakes_save", input: { text } };
  }
  if (wholeOnly) return null;
  const target = removalTarget(
    c,
    REMOVE_VERB,
    NOUN.keepsake,
    othersThan("keepsake", { except: ["note"] }),
  );
  if (target) {
    const ref = cleanRef(c.typed(target.start, target.end), KEEPSAKE_WORD);
    return ref ? { name: "keepsakes_forget", input: { keepsake: ref } } : null;
  }
  if (
    asksToList(c, NOUN.keepsake) ||
    /^(?:what|which\s+things)\s+(?:have|did)\s+i\s+(?:saved|save|kept|keep)\b(?!.*\b(?:note|list|contact|reminder)s?\b)/iu
      .test(c.text)
  ) {
    return { name: "keepsakes_list", input: {} };
  }
  return null;
}
