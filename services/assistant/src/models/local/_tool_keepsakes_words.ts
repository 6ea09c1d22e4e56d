/**
 * What someone said or did, kept in the user's words without the request around it: "nani's
 * advice about marriage, 'never sleep angry', save it for me", "save this one, abuela said '…'
 * lol keep it", "keep what my mother always said, one spoon of sugar …", "keep that my grandad's
 * watch was made in 1962". Its words are in `groups/keepsakes.ts` (`SAID_VERBS`, `SAYINGS`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, wordChar } from "./_tool_text.ts";
import { beforeEnd, fits, read, shapes } from "./_shapes.ts";
import { keptText } from "./_tool_notes_common.ts";
import { othersThan } from "./_tool_words.ts";
import { words as plainWords } from "../../text/normalize.ts";
import { KEEP_VERBS, KEEPSAKES, SAID_HOW_OFTEN, SAID_VERBS, SAYINGS } from "./groups/keepsakes.ts";
import { TAGS } from "./groups/_openers.ts";

const OTHER = othersThan("keepsake", { except: ["note"] });
const KEEP = KEEP_VERBS.join("|");
const IT = "it|this|that|this one|that one";
const HOW = "*for me|forever|for ever|for good|safe|safely|somewhere safe|please|pls";

/** "…, save it for me", "… lol keep it": a request to keep, said last, pointing back. */
const KEEP_IT_LAST = shapes([[`?${[...TAGS].join("|")}`, KEEP, IT, HOW]]);
/** "save this one, …": a request to keep, said first, pointing ahead. */
const KEEP_IT_FIRST = shapes([[KEEP, IT, HOW]]);
/** The verbs of keeping something dear: with them any quotation said is kept. */
const DEAR_VERBS = new Set(
  (KEEPSAKES.verbs?.["keepsakes_save:after"] ?? []).flatMap((v) => plainWords(v)),
);
const SAID = new Set(SAID_VERBS);
const SAYING = new Set(SAYINGS);

const OPENING = new Set(["'", '"', "“", "‘"]);
const CLOSING = new Set(["'", '"', "”", "’"]);

/** Where a quotation opens: a quote mark said first or after a space, closed before a word ends. */
function quoteAt(text: string): number {
  for (let i = 0; i < text.length; i++) {
    if (!OPENING.has(text.charAt(i)) || (i > 0 && text.charAt(i - 1) !== " ")) continue;
    for (let j = i + 2; j < text.length; j++) {
      if (CLOSING.has(text.charAt(j)) && !wordChar(text.charAt(j + 1))) return i;
    }
  }
  return -1;
}

/** The text without the signs it ends with ("…, 'never sleep angry'," ends with its quote). */
function withoutTrailingSigns(text: string): string {
  let end = text.length;
  while (end > 0 && ",;:-– ".includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/**
 * Someone's words quoted, with who said them, and a request to keep them said last or first
 * ("nani's advice about marriage, 'never sleep angry', save it for me"): the words and who said
 * them are kept, the request is not. Kept with "save it" only when the words are named as worth
 * keeping ("advice", "motto"), or asked for first ("save this one, …"); never another kind's item.
 */
function quotationKept(c: Clause): ToolCall | null {
  const last = beforeEnd(c.text, KEEP_IT_LAST);
  const comma = c.text.indexOf(",");
  const first = comma > 0 && fits(c.text.slice(0, comma), KEEP_IT_FIRST);
  if (last === null && !first) return null;
  const from = first ? comma + 1 : 0;
  const to = last === null ? c.text.length : withoutTrailingSigns(last).length;
  if (to <= from) return null;
  const body = c.text.slice(from, to);
  const quote = quoteAt(body);
  if (quote < 0 || OTHER.test(body)) return null;
  const before = plainWords(body.slice(0, quote));
  const dear = last !== null &&
    plainWords(c.text.slice(last.length)).some((w) => DEAR_VERBS.has(w));
  const named = before.some((w) => SAYING.has(w));
  if (!named && !(before.some((w) => SAID.has(w)) && (dear || first))) return null;
  const text = keptText(c.typed(from, to));
  return text ? { name: "keepsakes_save", input: { text } } : null;
}

/** "keep what my mother always said, …": whose words, then the words after a comma or colon. */
const WHAT_SAID = shapes([[
  KEEP,
  "what",
  "{who}",
  `?${SAID_HOW_OFTEN.join("|")}`,
  SAID_VERBS.join("|"),
  "{rest}",
]]);

/** Words that never say whose words are kept: "keep what you said, …" answers the assistant. */
const NOT_WHO = new Set(["you", "u", "it", "this", "that"]);

function whatSaid(c: Clause): ToolCall | null {
  const [who, rest] = read(c.text, WHAT_SAID) ?? [];
  if (who === undefined || rest === undefined) return null;
  const whose = plainWords(who);
  if (whose.length > 4 || whose.some((w) => NOT_WHO.has(w)) || OTHER.test(who)) return null;
  const at = c.text.lastIndexOf(rest);
  // The words are set apart as said: "…always said, one spoon …", "…said: …".
  const sep = c.text.slice(0, at).trimEnd().slice(-1);
  if (!",:-–".includes(sep) || sep === "" || plainWords(rest).length < 3) return null;
  const start = c.text.indexOf(who, c.text.toLowerCase().indexOf("what") + 4);
  const text = keptText(c.typed(start, c.text.length));
  return text ? { name: "keepsakes_save", input: { text } } : null;
}

/** "keep that my grandad's watch was made in 1962": a fact about the user's own, kept whole. */
const KEEP_THAT = shapes([[
  "keep|treasure|cherish",
  "that",
  "my|our|his|her|their",
  "{x}",
]]);
/** The verbs a fact kept is told with: "… was made in 1962", "… were married in June". */
const TOLD = new Set(["was", "were", "is", "are", "had", "has"]);

function keptThat(c: Clause): ToolCall | null {
  if (!fits(c.text, KEEP_THAT)) return null;
  const start = c.text.toLowerCase().indexOf("that") + 4;
  const said = plainWords(c.text.slice(start));
  if (said.length < 5 || !said.some((w) => TOLD.has(w)) || OTHER.test(c.text)) return null;
  const text = keptText(c.typed(start, c.text.length));
  return text ? { name: "keepsakes_save", input: { text } } : null;
}

/** The keepsake of someone's words or of a fact about the user's own, or null. */
export function wordsKept(c: Clause): ToolCall | null {
  return quotationKept(c) ?? whatSaid(c) ?? keptThat(c);
}
