/**
 * A saved item's words put right as news, without the words of a request the parser reads: "the
 * pool guy comes Thursdays now, not Tuesdays", "that note's wrong, the surgery is on Barker Lane not
 * Baker Lane", "the bara brith one is wrong, it's 2 cups of tea not 1", "the rice should be 5kg not
 * 2kg". The value said to be the old one ("not Tuesdays") must be in the item's own text, word for
 * word in any case; the new one is the words of the message standing where the old ones stand in the
 * item (beside the same word, "2 cups of tea" for "1 cup of tea"), or the words said right before
 * "not", of the same shape (a figure for a figure, a name for a name). Notes, keepsakes and shopping
 * items have no edit tool: the old item goes and the new text is saved (`TEXT_KINDS`); a task's words
 * are updated, and so is a contact's name spelled again ("I spelled it wrong, it's Thibault not Thibaut") is updated. Nothing is made
 * unless exactly one item is named best of all the saved items read, and it holds the old words.
 * @module
 */
import { stem, STOP_WORDS, words } from "../../text/normalize.ts";
import type { ToolCall } from "../../tools/types.ts";
import { CHANGED, changeSaid, isDigit, WAS } from "./_saved_said.ts";
import { type Word, wordsOf } from "./_shapes.ts";
import { phraseIndex } from "./_tokens.ts";
import {
  type ListedKind,
  namedBest,
  namingStems,
  POINTABLE,
  type SavedItem,
} from "./saved_pointed.ts";

/** A kind whose item's words may be put right, and the calls that do it. */
export interface TextKind {
  listed: ListedKind;
  /** The calls that put the item right with its new text (removed, then saved, or updated). */
  calls: (id: string, text: string) => ToolCall[];
  /** Every tool `calls` may call. */
  tools: readonly string[];
}

function pointable(kind: string): ListedKind {
  return POINTABLE.find((k) => k.kind === kind)!;
}

/** Notes, keepsakes and shopping items have no edit tool: the old one goes, the new is saved. */
export const TEXT_KINDS: readonly TextKind[] = [
  {
    listed: pointable("note"),
    calls: (id, text) => [
      { name: "notes_delete", input: { note: id } },
      { name: "notes_create", input: { text } },
    ],
    tools: ["notes_delete", "notes_create"],
  },
  {
    listed: pointable("keepsake"),
    calls: (id, text) => [
      { name: "keepsakes_forget", input: { keepsake: id } },
      { name: "keepsakes_save", input: { text } },
    ],
    tools: ["keepsakes_forget", "keepsakes_save"],
  },
  {
    listed: pointable("shopping"),
    calls: (id, text) => [
      { name: "shopping_remove", input: { items: [id] } },
      { name: "shopping_add", input: { items: [text] } },
    ],
    tools: ["shopping_remove", "shopping_add"],
  },
  {
    // A task has its edit tool: "the gift is for Shirin actually, not Sara" ("buy gift for Sara").
    listed: pointable("task"),
    calls: (id, content) => [{ name: "tasks_update", input: { task: id, content } }],
    tools: ["tasks_update"],
  },
  {
    // A contact's name, spelled again: "I spelled it wrong, it's Thibault not Thibaut".
    listed: { kind: "contact", list: "contacts_list", items: "contacts", label: ["name"] },
    calls: (id, name) => [{ name: "contacts_update", input: { contact: id, name } }],
    tools: ["contacts_update"],
  },
];

/** The listed kinds of `TEXT_KINDS` whose list and every tool are `allowed`. */
export function textListed(allowed: ReadonlySet<string>): ListedKind[] {
  return TEXT_KINDS.filter((k) =>
    allowed.has(k.listed.list) && k.tools.every((t) => allowed.has(t))
  )
    .map((k) => k.listed);
}

/** What says a contact's name is put right, besides the old name: "I spelled it wrong". */
const NAME_SAID = new Set([
  "spelled",
  "spelt",
  "spelling",
  "misspelled",
  "misspelt",
  "typo",
  "name",
  "wrong",
]);

/** Words said before the old value that are no part of it: "not the 3rd", "not a 6". */
const ARTICLES = new Set(["a", "an", "the"]);
/** Words that say the change, never part of a value: "Thursdays now, not Tuesdays". */
const SAYING = new Set(["now", "actually", "instead", "sorry"]);
/** The most words an old value may have. */
const LONGEST = 4;

/** Words that put right what was just said: "121, sorry no, 211". */
const CORRECTING = new Set(["sorry", "no", "wait", "mean", "meant", "scratch"]);

/**
 * The words that may follow the old value ("…, not Tuesdays. fix the note please"): anything else
 * ("…, that's Orla's") says more than this reading accounts for.
 */
const AFTER = new Set([
  ...CHANGED.flat(),
  ..."fix correct can could u you the that this my it note keepsake one please pls thanks thank"
    .split(" "),
  ..."so ok sorry cheers".split(" "),
]);

function plain(ws: readonly Word[]): Word[] {
  return ws.filter((w) => !w.punct);
}

/** The shape of a word: a figure, a name, or a word. */
function shape(w: Word): string {
  const c = w.raw.charAt(0);
  return c >= "0" && c <= "9" ? "figure" : w.cap ? "name" : "word";
}

/** Where the words `part` stand in `all`, by their lower case, or -1. */
function at(all: readonly Word[], part: readonly Word[], from = 0): number {
  for (let i = from; i + part.length <= all.length; i++) {
    if (part.every((p, j) => bare(all[i + j]!) === bare(p))) return i;
  }
  return -1;
}

/** The word in lower case, a figure without its ordinal ending: "3rd" is "3" (the 3rd, 3 March). */
function bare(w: Word): string {
  const lower = w.raw.toLowerCase();
  const ending = ["st", "nd", "rd", "th"].includes(lower.slice(-2));
  return shape(w) === "figure" && ending && isDigit(lower.at(-3) ?? "")
    ? lower.slice(0, -2)
    : lower;
}

/** The old value said after "not" (or "instead of", "rather than"), and where the message says it. */
function oldSaid(message: Word[]): { old: Word[]; before: Word[]; again: Word[] } | null {
  const lower = message.map((w) => w.w);
  const found = WAS.filter((p) => p[0] !== "said").flatMap((p) => {
    const i = phraseIndex(lower, p);
    return i >= 0 ? [{ i, p }] : [];
  }).sort((a, b) => a.i - b.i || b.p.length - a.p.length);
  if (found.length === 0 || found.some((f) => f.i !== found[0]!.i)) return null;
  const { i, p } = found[0]!;
  const old: Word[] = [];
  for (let j = i + p.length; j < message.length; j++) {
    const w = message[j]!;
    if (w.punct) break;
    if (CHANGED.some((c) => phraseIndex(lower.slice(j, j + c.length), c) === 0)) break;
    if (old.length === 0 && ARTICLES.has(w.w)) continue;
    // "… not 112. Fix the note.": a sentence's end is not written as a word.
    if (old.length > 0 && AFTER.has(w.w)) break;
    old.push(w);
  }
  // "not the blue one": "one" stands for the thing named beside it.
  if (old.length > 1 && old.at(-1)!.w === "one") old.pop();
  if (old.length === 0 || old.length > LONGEST) return null;
  if (old.some((w) => STOP_WORDS.has(w.w) && shape(w) === "word") && old.length === 1) return null;
  const rest = message.slice(message.indexOf(old.at(-1)!) + 1);
  // "121 not 112, sorry no, 211. Fix the note.": the new value put right after the old one.
  const put = rest.findLastIndex((w) => CORRECTING.has(w.w));
  const again = put < 0 ? [] : plain(rest.slice(put + 1)).filter((w) => !AFTER.has(w.w));
  if (
    plain(put < 0 ? rest : rest.slice(0, put)).some((w) => !AFTER.has(w.w) && !CORRECTING.has(w.w))
  ) {
    return null;
  }
  // "121, sorry no, 211 not 112": what is said before its last correction is put right by it.
  const head = message.slice(0, i);
  const cut = head.findLastIndex((w) => CORRECTING.has(w.w));
  return { old, before: head.slice(cut + 1), again };
}

/** The words of `before` standing where `old` stands in `saved`, by a word beside it, or null. */
function besideSame(before: Word[], saved: Word[], k: number, n: number): Word[] | null {
  const said = plain(before);
  const right = saved[k + n];
  const left = saved[k - 1];
  if (right && !right.punct) {
    // "the 4th of March" beside "3 March": the small words between are no part of it.
    const j = said.findIndex((w, x) => x >= n && stem(w.w) === stem(right.w));
    const kept = said.slice(0, Math.max(j, 0));
    while (kept.length > n && STOP_WORDS.has(kept.at(-1)!.w) && !STOP_WORDS.has(right.w)) {
      kept.pop();
    }
    if (j >= 0) return kept.slice(-n);
  }
  if (left && !left.punct && !STOP_WORDS.has(left.w)) {
    const j = said.findIndex((w) => stem(w.w) === stem(left.w));
    if (j >= 0 && j + n < said.length) return said.slice(j + 1, j + 1 + n);
  }
  return null;
}

/**
 * The words said right before the old value's "not": "Thursdays now, not Tuesdays". A name is every
 * capitalised word before it ("it was Fix You, not Yellow", "Thinking Out Loud not At Last"), but
 * those the item has before the old one ("Mrs Shah not Patel" of "Mrs Patel").
 */
function rightBefore(before: Word[], old: Word[], saved: Word[], k: number): Word[] {
  const said = plain(before);
  while (said.length > 0 && SAYING.has(said.at(-1)!.w)) said.pop();
  if (!old.every((w) => shape(w) === "name")) return said.slice(-old.length);
  let from = said.length;
  while (from > 0 && shape(said[from - 1]!) === "name" && said.length - from < LONGEST) from--;
  const run = said.slice(from);
  let had = k;
  while (run.length > 1 && had > 0 && bare(saved[had - 1]!) === bare(run[0]!)) {
    run.shift();
    had--;
  }
  return run;
}

/** The new value for `old`, as it stands in `saved` at `k`: the same shape, not the old one. */
function newValue(before: Word[], saved: Word[], k: number, old: Word[]): Word[] | null {
  // A name for a name may be of other words: "Fix You" for "Yellow".
  const names = old.every((w) => shape(w) === "name");
  const fits = (fresh: Word[] | null) =>
    fresh !== null && fresh.length > 0 && (names || fresh.length === old.length) &&
    fresh.every((w, i) =>
      shape(w) === shape(old[Math.min(i, old.length - 1)]!) && !ARTICLES.has(w.w) &&
      !SAYING.has(w.w)
    ) && fresh.map(bare).join(" ") !== old.map(bare).join(" ");
  const beside = besideSame(before, saved, k, old.length);
  if (fits(beside)) return beside;
  const last = rightBefore(before, old, saved, k);
  return fits(last) ? last : null;
}

/**
 * The text of `saved` with the new value put for the old, the words after it that the message says
 * beside the new one taken as said ("2 cups of tea" for "1 cup of tea").
 */
function replaced(
  label: string,
  saved: Word[],
  k: number,
  old: Word[],
  fresh: Word[],
  said: Word[],
) {
  let end = saved[k + old.length - 1]!.end;
  const words = [...fresh];
  const from = said.indexOf(fresh.at(-1)!);
  for (let j = 1; from + j < said.length && saved[k + old.length - 1 + j]; j++) {
    const mine = saved[k + old.length - 1 + j]!;
    const theirs = said[from + j]!;
    if (mine.punct || theirs.punct || stem(mine.w) !== stem(theirs.w)) break;
    words.push(theirs);
    end = mine.end;
  }
  // A figure is written as the item writes it: "4th" for "3" is "4".
  const written = words.map((w, i) =>
    i < old.length && shape(w) === "figure" && bare(saved[k + i]!) === saved[k + i]!.raw
      ? bare(w)
      : w.raw
  );
  const text = written.map((w, i) => (i === 0 ? "" : " ") + w).join("");
  return label.slice(0, saved[k]!.index) + text + label.slice(end);
}

/**
 * The calls that put right the words of the one item `text` names among `items` (every saved item
 * read, of any kind, so that a countdown named better than a note is never taken for it), or null.
 */
export function textChangedCalls(text: string, items: readonly SavedItem[]): ToolCall[] | null {
  if (!changeSaid(text)) return null;
  const message = wordsOf(text);
  const said = oldSaid(message);
  if (said === null) return null;
  const { old, again } = said;
  // A new value put right after the old one is said alone: "…, sorry no, 211".
  const before = again.length > 0 ? again : said.before;
  const ws = words(text);
  // The item is named by words besides the old value: "it's 121 not 112" names nothing.
  const value = new Set(old.map((w) => stem(w.w)));
  const naming = new Set([...namingStems(ws, CHANGED)].filter((s) => !value.has(s)));
  const best = namedBest(ws, naming, items);
  // Of several named alike ("the gift task"), the one holding the old words is meant.
  const holding = best.filter((i) => at(wordsOf(i.label), old) >= 0);
  const named = best.length > 1 && holding.length === 1 ? holding : best;
  const item = named.length === 0 ? nameSpelled(ws, old, items) : named[0];
  if (item === undefined || named.length > 1) return null;
  const kind = TEXT_KINDS.find((k) => k.listed.kind === item.kind.kind);
  if (!kind) return null;
  if (kind.listed.kind === "contact" && !ws.some((w) => NAME_SAID.has(w))) return null;
  const saved = wordsOf(item.label);
  const k = at(saved, old);
  // The old words said once in the item, so what is put right is sure.
  if (k < 0 || at(saved, old, k + 1) >= 0) return null;
  const fresh = newValue(before, saved, k, old);
  // A new value the item has already is no change: "the song was by Coldplay, not Yellow".
  if (fresh === null || at(saved, fresh) >= 0) return null;
  // A name named only by itself is spelled again, never another: "Thibault", not "Ana".
  if (named.length === 0 && !fresh.every((w, i) => w.w.charAt(0) === old[i]!.w.charAt(0))) {
    return null;
  }
  const next = replaced(item.label, saved, k, old, fresh, plain(before));
  if (next === item.label || words(next).join(" ") === words(item.label).join(" ")) return null;
  return kind.calls(item.id, next);
}

/**
 * The one contact whose name holds the old name said, when nothing else names an item and no other
 * item holds it ("I spelled it wrong — it's Thibault not Thibaut"), or undefined.
 */
function nameSpelled(
  ws: readonly string[],
  old: readonly Word[],
  items: readonly SavedItem[],
): SavedItem | undefined {
  if (!old.every((w) => shape(w) === "name") || !ws.some((w) => NAME_SAID.has(w))) {
    return undefined;
  }
  const holding = items.filter((i) => at(wordsOf(i.label), old) >= 0);
  return holding.length === 1 && holding[0]!.kind.kind === "contact" ? holding[0] : undefined;
}
