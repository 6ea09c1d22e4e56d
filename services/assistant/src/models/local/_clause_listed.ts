/**
 * A message written as a list of requests ("Two things:\n1) remind me …\n2) put batteries on the
 * shopping list", "Couple of things: • note … • add …"): a preface of filler words, then parts cut at
 * their markers (1. 2) a) (1) - • *), each read whole on its own ({@link readListed}).
 * A marker is never cut inside words quoted, an amount, a time or a version ("1.5 kg", "10.30",
 * "version 2.1"): it is a whole word, said in turn ("2." after "1."), and on a line of its own
 * start when the list's first marker is.
 * @module
 */
import type { Parsed } from "./_ask.ts";
import { NOTHING } from "./_checked.ts";
import { PRONOUN } from "./_clause_statements.ts";
import { resolvePronouns } from "./_call_fixups.ts";
import { aboutMade, countdownToMade } from "./_tool_reminders_about.ts";
import { MAX_CALLS, type ToolIntent } from "./tool_intent.ts";

/** Words a list's preface may say, that ask for nothing: "Two things please:", "A few things —". */
const FILLER = new Set(
  (
    "two three four five six several a few couple of things thing quick please pls ok okay hey " +
    "hi hello so some for me today little jobs bits requests stuff more and also right"
  ).split(" "),
);

/** Signs said at a preface's end or between its words: "Two things:", "A few things —". */
const PREFACE_SIGNS = ":,;!.—–-";

/** Bullets: "-" and "*" only at a line's start, the others anywhere. */
const LINE_BULLETS = ["-", "*"];
const BULLETS = ["•", "·", "▪", "◦", "‣"];

/** Letters a list is marked with, in turn. */
const LETTERS = "abcdefghij";

/** How a list's items are marked: "1." "1)" "(1)" "a)" "a." or a bullet. */
interface Style {
  kind: "number" | "letter" | "bullet";
  /** The bullet, or the sign closing a number or letter: "." or ")", "()" for "(1)". */
  sign: string;
  upper: boolean;
}

/** The marker of the item at `index` (0 first) in `style`: "2.", "b)", "(3)", "•". */
function marker(style: Style, index: number): string {
  if (style.kind === "bullet") return style.sign;
  const letter = LETTERS.charAt(index);
  const label = style.kind === "number"
    ? String(index + 1)
    : style.upper
    ? letter.toUpperCase()
    : letter;
  return style.sign === "()" ? `(${label})` : label + style.sign;
}

/** The style of a list's first marker `token` ("1)", "a.", "(1)", "•"), or null. */
function firstStyle(token: string, lineStart: boolean): Style | null {
  if (BULLETS.includes(token) || (lineStart && LINE_BULLETS.includes(token))) {
    return { kind: "bullet", sign: token, upper: false };
  }
  const wrapped = token.startsWith("(") && token.endsWith(")");
  const label = wrapped ? token.slice(1, -1) : token.slice(0, -1);
  const sign = wrapped ? "()" : token.slice(-1);
  if (!wrapped && sign !== "." && sign !== ")") return null;
  if (label === "1") return { kind: "number", sign, upper: false };
  if (label === "a" || label === "A") return { kind: "letter", sign, upper: label === "A" };
  return null;
}

/** A word of the text and where it starts. */
interface Word {
  text: string;
  at: number;
  /** True when only spaces are between the start of its line and it. */
  lineStart: boolean;
}

/** The words of `text` (split at spaces and line breaks), with where each starts. */
function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  let start = -1;
  let newLine = true;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charAt(i) : " ";
    if (!" \t\n\r".includes(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      out.push({ text: text.slice(start, i), at: start, lineStart: newLine });
      start = -1;
      newLine = false;
    }
    if (c === "\n") newLine = true;
  }
  return out;
}

/** Quote signs that open words quoted, each with the one that closes them. */
const QUOTES: Readonly<Record<string, string>> = {
  '"': '"',
  "“": "”",
  "'": "'",
  "‘": "’",
  "«": "»",
};

/** The spans of `text` inside quotes, as [start, end) offsets: "'curiosity outlives talent'". */
function quotedSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < text.length; i++) {
    const close = QUOTES[text.charAt(i)];
    const before = i === 0 ? " " : text.charAt(i - 1);
    if (close === undefined || !(" \n(:".includes(before))) continue;
    for (let j = i + 1; j < text.length; j++) {
      const after = j + 1 < text.length ? text.charAt(j + 1) : " ";
      if (text.charAt(j) === close && " \n.,;:!?)".includes(after)) {
        out.push([i, j + 1]);
        i = j;
        break;
      }
    }
  }
  return out;
}

/** A word without the signs a preface ends with: "things:" is "things". */
function bare(word: string): string {
  let end = word.length;
  while (end > 0 && PREFACE_SIGNS.includes(word.charAt(end - 1))) end--;
  return word.slice(0, end).toLowerCase();
}

/**
 * The requests of a message written as a list, each as said (its marker left out), or null when
 * it is no such list: a preface that asks for something ("Please check:", "add to the list:"), one
 * item only, or markers out of turn. A marker said twice where the next is awaited ("1. remind me
 * at 2. 2. add milk") is no list one can cut: `[]`.
 */
export function listedParts(text: string): string[] | null {
  const ws = wordsOf(text);
  let first = 0;
  let style: Style | null = null;
  for (; first < ws.length; first++) {
    const w = ws[first]!;
    style = firstStyle(w.text, w.lineStart);
    if (style) break;
    const word = bare(w.text);
    if (word !== "" && !FILLER.has(word)) return null;
  }
  if (!style) return null;
  const quoted = quotedSpans(text);
  const free = (w: Word) => !quoted.some(([s, e]) => w.at >= s && w.at < e);
  // Said on lines of their own when the first is: "…\n2) …" never cuts "… at 2) …".
  // "-" and "*" only ever at a line's start.
  const byLine = LINE_BULLETS.includes(style.sign) ||
    (ws[first]!.lineStart && ws.slice(first + 1).some((w) => w.lineStart));
  const cuts: number[] = [first];
  for (let i = first + 1; i < ws.length; i++) {
    const w = ws[i]!;
    if (!free(w) || (byLine && !w.lineStart)) continue;
    const next = marker(style, style.kind === "bullet" ? 0 : cuts.length);
    if (w.text === next) cuts.push(i);
    else if (style.kind !== "bullet" && w.text === marker(style, cuts.length - 1)) return [];
  }
  if (cuts.length < 2) return null;
  return cuts.map((c, n) => {
    const from = ws[c]!.at + ws[c]!.text.length;
    const to = n + 1 < cuts.length ? ws[cuts[n + 1]!]!.at : text.length;
    return partOf(text.slice(from, to));
  });
}

/** A part as said, without the spaces and the comma or semicolon left before the next marker. */
function partOf(said: string): string {
  let out = said.trim();
  while (out.endsWith(",") || out.endsWith(";")) out = out.slice(0, -1).trimEnd();
  return out.split("\n").map((l) => l.trim()).filter((l) => l !== "").join(" ");
}

/** The one call a reading makes and nothing else, or null. */
function single(intent: ToolIntent): Parsed | null {
  const only = intent.drafts.length === 0 && intent.asks.length === 0 && !intent.unread;
  return only && intent.calls.length === 1 ? intent.calls[0]! : null;
}

/** True when a reading makes a call or a draft, or asks what it lacks. */
function acts(intent: ToolIntent): boolean {
  return intent.calls.length > 0 || intent.drafts.length > 0 || intent.asks.length > 0;
}

/**
 * "2) countdown to it", "remind me about it tomorrow at 9": a part pointing back, said of the one
 * item the part before makes ("start a countdown to Vienna on 27 November"), read whole; null when
 * that part makes no single item the pointing words fit (a titled item with a day for a
 * countdown, a task's or a note's words for a reminder).
 */
function pointedBack(
  before: string,
  made: ToolIntent,
  part: string,
  read: (part: string) => ToolIntent,
): ToolIntent | null {
  const call = single(made);
  if (call === null) return null;
  const parsed = (t: string) => (t === before ? call : single(read(t)));
  const said = countdownToMade(parsed, before, part) ?? aboutMade(parsed, before, part);
  return said === null ? null : read(said);
}

/**
 * "1. stop watching the Kindle 2. watch … below 190 instead": a part said "instead", read with the
 * part before as one request ("…, and watch … instead"), when that reads the part before as it
 * reads alone and more; else null.
 */
function inPlaceOfBefore(
  before: string,
  made: ToolIntent,
  part: string,
  read: (part: string) => ToolIntent,
): ToolIntent | null {
  const ws = part.toLowerCase().split(" ");
  if (ws[ws.length - 1] !== "instead" || made.calls.length === 0) return null;
  const both = read(`${before}, and ${part}`);
  const kept = made.calls.every((c, i) => JSON.stringify(both.calls[i]) === JSON.stringify(c));
  const more = both.calls.slice(made.calls.length);
  return kept && more.length > 0 ? { ...both, calls: more } : null;
}

/**
 * The message read as a list of requests ({@link listedParts}), each part read whole on its own by
 * `read` (every check a message has): all the parts' calls, drafts and questions, in order; when a
 * part is not read, nothing, and that part is what was not read. Null when the message is no list.
 */
export function readListed(text: string, read: (part: string) => ToolIntent): ToolIntent | null {
  const parts = listedParts(text);
  if (parts === null) return null;
  if (parts.length === 0) return { ...NOTHING, unread: [text.trim()] };
  const out: ToolIntent = { calls: [], drafts: [], asks: [] };
  const seen = new Set<string>();
  let last: ToolIntent = NOTHING;
  for (const [i, part] of parts.entries()) {
    let intent = read(part);
    const lacking = intent.calls.length === 0 && intent.drafts.length === 0;
    if (i > 0 && lacking && PRONOUN.test(part)) {
      intent = pointedBack(parts[i - 1]!, last, part, read) ?? intent;
    }
    if (i > 0 && lacking) {
      intent = inPlaceOfBefore(parts[i - 1]!, last, part, read) ?? intent;
    }
    if (!acts(intent)) return { ...NOTHING, unread: [part] };
    for (const call of intent.calls) {
      const key = JSON.stringify(call);
      if (!seen.has(key)) out.calls.push(call);
      seen.add(key);
    }
    out.drafts.push(...intent.drafts);
    out.asks.push(...intent.asks.filter((a) => !out.asks.some((o) => o.tool === a.tool)));
    last = intent;
  }
  if (out.calls.length + out.drafts.length > MAX_CALLS) {
    return { ...NOTHING, unread: [text.trim()] };
  }
  // "1. save Otieno …, 0722 111 222 2. remind me … to take the car to him": as one message does.
  return { ...out, calls: resolvePronouns(out.calls) };
}
