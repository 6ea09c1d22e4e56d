/**
 * A keepsake asked for in a head said without a colon, the text right after: "save this as a
 * keepsake 🥹 my little bro said …", "save this keepsake first king salmon Jack ever caught …",
 * "keep this one the kids said grace together …", "PLEASE KEEP THIS. MY LATE HUSBAND ALWAYS SAID
 * …", "not a note. keepsake. first frost on the Spree …". Its words are in `groups/keepsakes.ts`.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Clause } from "./_tool_text.ts";
import { clauseWords, read, shapes } from "./_shapes.ts";
import { keptText } from "./_tool_notes_common.ts";
import { othersThan } from "./_tool_words.ts";
import { words as plainWords } from "../../text/normalize.ts";
import { KEEP_HEAD_NEXT, KEEP_VERBS, KEEPSAKES, MOMENT_WORDS } from "./groups/keepsakes.ts";

const OTHER = othersThan("keepsake", { except: ["note"] });
const KEEP = KEEP_VERBS.join("|");
/** The verbs of keeping something dear ("keep", "treasure"): never "save" or "store" alone. */
const DEAR = (KEEPSAKES.verbs?.["keepsakes_save:after"] ?? []).join("|");
const PLEASE = "?please|pls|plz|can you|could you";
const NAMES = "keepsake|keep-sake";
/** Another kind turned down first: "not a note. keepsake. …". */
const NOT_OTHER = "not a note|not a reminder|not a task|not a list|no note|not for the list";

/** Heads that name the kind: the text may follow without any mark between. */
const NAMED = shapes([
  [PLEASE, KEEP, "this|that|this one|that one", "as a|as my|as|for my", NAMES, "{x}"],
  [PLEASE, KEEP, "this|that", NAMES, "{x}"],
]);
/** "keep this one …": a dear verb and "one", the text said after it. */
const THIS_ONE = shapes([[PLEASE, DEAR, "this one|that one", "{x}"]]);
/** Heads that must be parted from the text by a mark ("keep this. …", "keepsake. …"). */
const MARKED = shapes([
  [PLEASE, DEAR, "this|that", "{x}"],
  [`?${NOT_OTHER}`, "?just|only", `${NAMES}|${NAMES}s`, "?please|pls", "{x}"],
]);

/** The word index where the slot `x` of `text` starts. */
function startOf(text: string, x: string): number {
  const at = text.lastIndexOf(x);
  return clauseWords(text).findIndex((w) => w.index === at);
}

/** The keepsake said after a head of keeping without a colon, or null. */
export function headKept(c: Clause): ToolCall | null {
  const ws = clauseWords(c.text);
  const named = read(c.text, NAMED)?.[0];
  const one = named ? undefined : read(c.text, THIS_ONE)?.[0];
  const marked = named ?? one ? undefined : read(c.text, MARKED)?.[0];
  const x = named ?? one ?? marked;
  if (x === undefined) return null;
  const k = startOf(c.text, x);
  if (k <= 0) return null;
  const said = plainWords(x);
  // "keep this one for later", "keep it up": the head goes on, no text of its own follows.
  if (said.length < 4 || KEEP_HEAD_NEXT.includes(said[0] ?? "")) return null;
  // "keep it. the dentist appointment is on monday": unnamed, only a moment is kept.
  if (!named && (OTHER.test(x) || !said.some((w) => MOMENT_WORDS.includes(w)))) return null;
  // "keep this. …": a mark (a full stop, "!", an emoji) parts the head from what is kept.
  const gap = c.text.slice(ws[k - 1]!.end, ws[k]!.index).trim();
  if (marked !== undefined && gap === "") return null;
  const text = keptText(c.typed(ws[k]!.index, c.text.length));
  return text ? { name: "keepsakes_save", input: { text } } : null;
}

/** The words "as a keepsake" may be said with after a keep verb: "as a", "as my", "as". */
const AS = [["as", "a"], ["as", "my"], ["as", "our"], ["as"]];
const KEEPSAKE_NAMES = new Set(["keepsake", "keepsakes", "keep-sake", "keep-sakes"]);

/**
 * Where the text kept starts after a keep verb said at `at - 1` of `said`: past "on", "to" ("hold
 * on to") and "as a keepsake" ("I should like to keep, as a keepsake, the line …").
 */
export function pastHow(said: readonly string[], at: number): number {
  let k = at;
  while (["on", "to", "onto"].includes(said[k] ?? "")) k++;
  const as = AS.find((a) => a.every((w, i) => said[k + i] === w));
  return as && KEEPSAKE_NAMES.has(said[k + as.length] ?? "") ? k + as.length + 1 : k;
}
