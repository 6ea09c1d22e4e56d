/**
 * A request corrected as it is said: "take milk and eggs off - no wait, just the milk", "remind me
 * at 5, I mean 6, to call Jo". What comes after the correction wins: "just the milk" narrows the
 * items of the request before it; a whole request after it replaces the one before. Anything else
 * is not read at all, so what was taken back is never acted on.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { stem, words } from "../../text/normalize.ts";
import { type Token, tokenize } from "./_tokens.ts";
import { wordChar } from "./_tool_text.ts";
import { EMAIL } from "./_tool_text_links.ts";
import {
  isValue,
  valueCorrected,
  valueCorrectedMidway,
  valueCorrectedThen,
} from "./_corrections_value.ts";

/** The words that take back what was just said. */
const TAKEN_BACK =
  /^(.*?\S)[\s,;:.!-]+(?:no\s+wait|wait\s+no|wait|no\s+sorry|sorry\s+no|sorry\s+i\s+meant?|sorry|(?<!\b(?:am|was)\s+)i\s+meant?|scratch\s+that|actually\s+no|no\s+actually|correction|or\s+rather|actually|no(?=[\s,;:.!-]+\S+(?:\s+\S+){0,3}$))\b[\s,;:.!-]*(.+)$/iu;

/**
 * "just the milk", "only eggs": the items kept of those said before (slot 2); "make that limes":
 * the one item said before put right (slot 1 the words that say so).
 */
const ONLY = /^(?:no\s+|not\s+)?(?:just|only|(make\s+(?:that|it|them)))\s+(?:the\s+)?(.+?)[.!]*$/iu;

/** The words that put right what was just said, after a comma: ", no, 7", ", actually 270". */
const PUT_RIGHT = [
  ", no,",
  ", no wait",
  ", actually",
  ", sorry",
  ", wait",
  ", make that",
  ", i mean",
];

/**
 * True when a message puts itself right twice ("at 6 tonight, no, 7, actually make that half 7",
 * "250, no, 280, actually 270"). Read with the value said last when the values are of one slot
 * (`_corrections_chain.ts`); else nothing is.
 */
export function putRightTwice(text: string): boolean {
  const said = text.toLowerCase();
  let found = 0;
  for (const words of PUT_RIGHT) {
    for (let at = said.indexOf(words); at >= 0; at = said.indexOf(words, at + 1)) found++;
  }
  return found >= 2;
}

/** A message split where it corrects itself, or null when it does not. */
export function correction(text: string): { before: string; after: string } | null {
  const m = TAKEN_BACK.exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  // "wait" and "sorry" take back only after a break ("…, wait, …"), not inside a request ("can't
  // wait", "say sorry to Jo").
  const taken = text.slice(m[1].length);
  const word = taken.replace(/^[\s,;:.!-]+/u, "");
  // "actually" takes back only after a break ("… at 8... actually make it 8.30"), not in a request
  // ("I actually need eggs").
  const gap = taken.slice(0, taken.length - word.length).trim();
  if (gap === "" && word.toLowerCase().startsWith("actually ")) return null;
  // "it was 'bola' actually, not 'mamã'": what is right said before "actually", the value said
  // wrong after it, is no taking back.
  if (gap === "" && words(word)[0] === "actually" && words(m[2])[0] === "not") return null;
  const soft = /^(?:wait|sorry)\b(?!\s+(?:no|i\s+meant?)\b)/iu.test(word);
  // A bare "no" takes back only a day or a time, said alone after a break ("…, december 1st, no,
  // november 26th"), never an item ("milk, no sugar").
  const lower = word.toLowerCase();
  const bareNo = lower.startsWith("no") && !wordChar(lower.charAt(2)) &&
    !["wait", "sorry", "actually"].includes(words(lower.slice(2, 20))[0] ?? "");
  // "add 6 lemons, no make that limes": the one item put right.
  if (bareNo && (gap === "" || !(isValue(m[2]) || ONLY.exec(m[2])?.[1]))) return null;
  // "at 9 sorry 10 to water the plants": a time put right as it is said needs no break.
  if (soft && valueCorrectedMidway(m[1], word.split(" ").slice(1).join(" ")) !== null) {
    return { before: m[1], after: m[2] };
  }
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
  if (!only?.[2]) return null;
  if (only[1]) return putRight(calls, only[2]);
  const kept = only[2].split(/\s*(?:,|\band\b)\s*/u).map((k) => words(k).map(stem).join(" "))
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

/**
 * The one item of the one call before a correction put right ("add 6 lemons, no make that limes"
 * adds 6 limes: a count said before is kept when none is said after); null unless the item said
 * after is words of letters ("make it 12" puts a number right, `_corrections_value.ts`).
 */
function putRight(calls: readonly ToolCall[], said: string): ToolCall[] | null {
  const call = calls[0];
  const items = call?.input.items;
  if (!call || calls.length !== 1 || !Array.isArray(items) || items.length !== 1) return null;
  const letters = (w: string) => [...w].every((ch) => ch >= "a" && ch <= "z" || ch === "-");
  const ws = tokenize(said);
  if (ws.length === 0 || ws.some((t) => t.punct || !letters(t.w))) return null;
  const first = tokenize(String(items[0]))[0];
  const count = first && first.w >= "0" && first.w < ":" ? first.raw : null;
  const item = count ? `${count} ${said}` : said;
  return [{ ...call, input: { ...call.input, items: [item] } }];
}

/** Who a sentence is about, said first: what follows is a sentence, not a thing's name. */
const SUBJECTS: ReadonlySet<string> = new Set(
  ("i we you he she they it there that this i'm we're we've you're they're it's there's that's " +
    "i've they've").split(" "),
);

/**
 * "add 6 lemons, sorry, 8 lemons", "add milk, sorry I mean oat milk": the one item of the one call
 * before said again whole, of the same kind (its last word the same), in its place; null for any
 * other thing ("add apples, sorry, pears" is not sure enough to act on). Read only when what follows
 * is no request of its own ("add milk - no wait, add oat milk" is read whole).
 */
export function sameKind(calls: readonly ToolCall[], said: string): ToolCall[] | null {
  const call = calls[0];
  const items = call?.input.items;
  if (!call || calls.length !== 1 || !Array.isArray(items) || items.length !== 1) return null;
  const right = tokenize(said);
  while (right.length > 0 && right[right.length - 1]!.punct) right.pop();
  const wrong = tokenize(String(items[0]));
  const last = (ts: Token[]) => ts[ts.length - 1];
  if (right.length === 0 || right.length > 4 || right.some((t) => t.punct || t.cap)) return null;
  // "add eggs. wait no, we have eggs": a sentence of its own takes the item back, puts none right.
  if (SUBJECTS.has(right[0]!.w)) return null;
  if (stem(last(right)!.w) !== stem(last(wrong)?.w ?? "")) return null;
  return [{ ...call, input: { ...call.input, items: [right.map((t) => t.raw).join(" ")] } }];
}

/** Words that ask for the swap after the thing put right: "no not apples, I meant pears - swap them". */
const SWAP_ASKED = new Set(["swap", "them", "it", "that", "those", "over", "please"]);

/**
 * "not semi-skimmed, I meant full fat milk", "no not apples, I meant pears - swap them": a thing
 * said wrong alone, then the thing meant, said as the shopping swap ("swap out the … and swap in
 * …", which reads only plain things); null unless both are a few words in lower case, no name.
 */
function swapped(before: string, after: string): string | null {
  const wrong = tokenize(before).filter((t) => !t.punct);
  let at = 0;
  while (wrong[at]?.w === "no") at++;
  if (wrong[at]?.w !== "not") return null;
  const thing = wrong.slice(at + 1);
  const right = tokenize(after).filter((t) => !t.punct);
  while (right.length > 0 && SWAP_ASKED.has(right[right.length - 1]!.w)) right.pop();
  const plain = (ts: Token[]) => ts.length > 0 && ts.length <= 4 && ts.every((t) => !t.cap);
  if (!plain(thing) || !plain(right)) return null;
  const said = (ts: Token[]) => ts.map((t) => t.raw).join(" ");
  // "not semi-skimmed, I meant full fat milk": the thing said wrong by its kind alone is of the
  // thing meant ("semi-skimmed milk").
  const head = right[right.length - 1]!;
  const kind = right.length >= 2 && !thing.some((t) => t.w === head.w) ? [head] : [];
  return `swap out the ${said([...thing, ...kind])} and swap in ${said(right)}`;
}

/** Words an address put right may be said after: "no actually to b@…", "sorry, make it b@…". */
const ADDRESS_LEADS = new Set([
  "",
  "to",
  "it's",
  "it is",
  "its",
  "make it",
  "make that",
  "i meant",
]);

/**
 * "write to a@x.com, no actually to b@x.com, asking …": the one address said before put right,
 * the request before read with the address after in its place and what follows it; null unless
 * each part says one address and nothing but a lead stands before the one after.
 */
export function addressPutRight(before: string, after: string): string | null {
  const wrong = EMAIL.exec(before);
  const right = EMAIL.exec(after);
  if (!wrong || !right) return null;
  const rest = after.slice(right.index + right[0].length);
  const lead = after.slice(0, right.index).trim().toLowerCase();
  const once = (text: string, m: RegExpExecArray) =>
    EMAIL.exec(text.slice(m.index + m[0].length)) === null;
  if (!ADDRESS_LEADS.has(lead) || !once(before, wrong) || EMAIL.exec(rest) !== null) return null;
  return before.slice(0, wrong.index) + right[0] + before.slice(wrong.index + wrong[0].length) +
    rest;
}

/** The words that point back at a person said before. */
const POSSESSIVES = new Set(["his", "her", "their"]);

/**
 * The correction said of the person named before it: "Tom's moved — no wait, just his phone
 * changed, it's …" is "Tom's phone changed, it's …". Only when the request before names one person
 * (a word written with a capital, past the first unless said with "'s"), and the correction points
 * back with "his", "her" or "their"; "just" before it narrows nothing more, so it goes. A name
 * said with "'s" is the one meant when there are others ("Sam's birthday on 3 May"). A day or a
 * time said alone is the request before with it in place ("… at 7am … - wait no make it 6.30";
 * `_corrections_value.ts`).
 */
export function saidOfTheSame(before: string, after: string): string {
  const value = valueCorrected(before, after) ?? valueCorrectedMidway(before, after) ??
    valueCorrectedThen(before, after);
  if (value !== null) return value;
  const swap = swapped(before, after);
  if (swap !== null) return swap;
  const caps = tokenize(before).filter((t, i) => t.cap && (i > 0 || t.poss) && t.w !== "i");
  // "Sam's" names the one a request is about more surely than "May" or "Lisbon" beside it.
  const owners = caps.filter((t) => t.poss);
  const names = new Set(
    (owners.length > 0 ? owners : caps).map((t) => t.poss ? t.raw.slice(0, -2) : t.raw),
  );
  if (names.size !== 1) return after;
  const name = [...names][0]!;
  const said = after.trim().split(" ");
  const at = said.findIndex((w) => POSSESSIVES.has(w.toLowerCase()));
  if (at < 0 || at > 1) return after;
  const rest = [`${name}'s`, ...said.slice(at + 1)];
  return (at === 1 && ["just", "only"].includes(said[0]!.toLowerCase()) ? rest : [
    ...said.slice(0, at),
    ...rest,
  ]).join(" ");
}
