/**
 * One value put right more than once as it is said: "remind me at 6 tonight, no, 7, actually make
 * that half 7", "the client dinner was 132, no, 123, no, 213 euros. Fix it.". A person takes the
 * value said last: the message is read as the one correction from the first value to the last
 * ("…at 6 tonight, no wait, half 7"), by the machinery of a single correction (`_corrections.ts`).
 * Only when every value put right is of one kind (a time, a day, an amount, an address, a few plain
 * words) and the last is said alone; else it is no chain read.
 * @module
 */
import { tokenize } from "./_tokens.ts";
import { EMAIL } from "./_tool_text_links.ts";
import { valueKind } from "./_corrections_value.ts";
import { amountOf } from "./_corrections_amount.ts";

/** Words that put right what was just said when said alone between commas: ", no, 7", ", wait,". */
const ALONE = new Set([
  "no",
  "no sorry",
  "sorry no",
  "no wait",
  "wait no",
  "wait",
  "sorry",
  "hang on",
  "no hang on",
  "no actually",
  "actually no",
  "actually",
  "or rather",
]);

/**
 * Words that put right what was just said, the value following them after a comma ("…, actually
 * make that half 7", "…, I mean Monday the 23rd"); said before a value put right, they go.
 */
const PUT_RIGHT = [
  "actually",
  "no actually",
  "i mean",
  "i meant",
  "no i mean",
  "no i meant",
  "sorry i mean",
  "sorry i meant",
  "no sorry",
  "no wait",
  "wait no",
  "sorry no",
  "or rather",
  "make that",
  "make it",
];

/** Words a value put right may be said after: those that put it right, "it's the 19th". */
const LEADS = [...PUT_RIGHT, "it's", "it is"];

/** Words that take everything back, not a value: "no, actually, forget it". */
const CANCELS = new Set([
  "forget",
  "never",
  "mind",
  "cancel",
  "scrap",
  "ignore",
  "nothing",
  "none",
]);

/** The kinds a value said alone may be of ("7" is a time or a number); empty when none. */
function kindsOf(value: string): Set<string> {
  const kinds = new Set<string>();
  const email = EMAIL.exec(value);
  if (email && email[0] === value) kinds.add("email");
  const when = valueKind(value);
  if (when) kinds.add(when);
  if (amountOf(value)) kinds.add("number");
  const ts = tokenize(value);
  const letters = (w: string) => [...w].every((ch) => ch >= "a" && ch <= "z" || ch === "-");
  if (
    kinds.size === 0 && ts.length > 0 && ts.length <= 3 &&
    ts.every((t) => !t.punct && !t.cap && letters(t.w))
  ) kinds.add("words");
  if (ts.some((t) => CANCELS.has(t.w)) || ALONE.has(said(value))) kinds.clear();
  return kinds;
}

/** `text` from `at` with the words of a lead before its value gone ("actually make that half 7"). */
function withoutLeads(text: string): string {
  let said = text.trim();
  for (let again = true; again;) {
    const lower = said.toLowerCase();
    const lead = LEADS.find((l) => lower.startsWith(`${l} `));
    again = lead !== undefined;
    if (lead) said = said.slice(lead.length).trim();
  }
  return said;
}

/** The words of a part said between commas, lower case, no signs: "No sorry" is "no sorry". */
function said(part: string): string {
  return tokenize(part).filter((t) => !t.punct).map((t) => t.raw.toLowerCase()).join(" ");
}

/** The parts of `text` between commas and semicolons, each with where it starts. */
function parts(text: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text[i] !== "," && text[i] !== ";") continue;
    out.push({ text: text.slice(from, i), at: from });
    from = i + 1;
  }
  return out;
}

/** The last value of a chain split from the sentences after it: "213 euros. Fix it." */
function lastValue(text: string): { value: string; rest: string } {
  const trimmed = withoutLeads(text);
  // "…, no, sam@z.com saying the gate code is 4412": an address is put right in a request going on.
  const email = EMAIL.exec(trimmed);
  if (email?.index === 0) return { value: email[0], rest: trimmed.slice(email[0].length) };
  const ends = [". ", "! ", "? "].map((e) => trimmed.indexOf(e)).filter((at) => at > 0);
  const at = ends.length > 0 ? Math.min(...ends) : trimmed.length;
  let value = trimmed.slice(0, at);
  while (value.endsWith(".") || value.endsWith("!")) value = value.slice(0, -1);
  return { value: withoutLeads(value), rest: trimmed.slice(at) };
}

/**
 * The message with a value put right twice or more said as the one correction from the first
 * value to the last ("…at 6 tonight, no wait, half 7"); null when it puts nothing right more than
 * once, or the values put right are not all alone and of one kind ("at 6, no, 7, no, 8 people are
 * coming", "…, no, actually, forget it").
 */
export function putRightLast(text: string): string | null {
  const all = parts(text);
  const values: string[] = [];
  const putsRight = (part: string) =>
    ALONE.has(said(part)) || PUT_RIGHT.some((l) => said(part).startsWith(`${l} `));
  // "countdown to the fair, december 1st, no, …": the chain starts where the first value is put right.
  const first = all.findIndex((p, at) => at > 0 && putsRight(p.text));
  if (first < 0) return null;
  let i = first;
  let lastAt = -1;
  while (i < all.length) {
    if (!putsRight(all[i]!.text)) break;
    if (ALONE.has(said(all[i]!.text))) i++;
    const part = all[i];
    if (!part) return null;
    values.push(part.text);
    lastAt = part.at;
    i++;
  }
  if (values.length < 2) return null;
  const last = lastValue(text.slice(lastAt));
  const kinds = kindsOf(last.value);
  for (const value of values.slice(0, -1)) {
    const these = kindsOf(withoutLeads(value));
    for (const kind of [...kinds]) if (!these.has(kind)) kinds.delete(kind);
  }
  if (kinds.size === 0) return null;
  return `${text.slice(0, all[first]!.at - 1).trimEnd()}, no wait, ${last.value}${last.rest}`;
}

/** Words that confirm a value said again: "…, 221, yeah 221". */
const CONFIRMING = new Set(["yeah", "yes", "yep", "yup", "right", "ok", "okay", "sorry"]);

/**
 * The message without a value said again to confirm it at its end ("… number 212, no wait, 221,
 * yeah 221": the last part is the one before it again), or as it was.
 */
export function withoutConfirmed(text: string): string {
  const all = parts(text);
  if (all.length < 2) return text;
  const last = said(all.at(-1)!.text).split(" ");
  if (last.length < 2 || !CONFIRMING.has(last[0]!)) return text;
  const value = last.slice(1).join(" ");
  const before = said(all.at(-2)!.text);
  return before === value || before.endsWith(` ${value}`)
    ? text.slice(0, all.at(-1)!.at - 1).trimEnd()
    : text;
}
