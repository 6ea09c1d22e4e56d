/**
 * A request taken back in the message that makes it ("remind me to call Lucía tomorrow... no,
 * forget it, I'll just call her now", "add eggs to the list - never mind, we have some"): the
 * words that take it back are said after a break, alone or before what the user will do instead,
 * and nothing runs. Words of the same kind inside what is asked ("remind me to tell Sam to forget
 * it", "note: never mind the leak") take nothing back. Pure.
 * @module
 */
import { tokenOf } from "./_said_dates_forms.ts";

/** The words that take back everything asked before them. */
const TAKING_BACK: readonly (readonly string[])[] = [
  ["forget", "it"],
  ["forget", "that"],
  ["forget", "this"],
  ["forget", "about", "it"],
  ["forget", "about", "that"],
  ["never", "mind"],
  ["nevermind"],
  ["nvm"],
  ["scratch", "that"],
  ["scrap", "that"],
  ["ignore", "that"],
  ["ignore", "this"],
  ["ignore", "me"],
  ["cancel", "that"],
  ["actually", "don't"],
  ["no", "don't"],
  ["don't", "bother"],
];
/** Words a taking back may follow after the break: "…, no, forget it", "… oh never mind". */
const LEADS = new Set([
  "no",
  "nah",
  "oh",
  "actually",
  "wait",
  "hmm",
  "um",
  "uh",
  "ah",
  "ok",
  "okay",
]);
/** Signs a break may be written with, as words of their own. */
const BREAKS = new Set(["-", "–", "—", "...", "…"]);
/** Words that open what the user says of themselves after it: "I'll just call her now". */
const SELF = new Set(
  "i i'll i'm i've i'd ill im ive we we'll we're we've we'd she's he's they're it's already got"
    .split(" "),
);

interface Word {
  word: string;
  /** True when a break follows the word: a comma, a full stop, a dash or dots. */
  broken: boolean;
}

/** The message's words, each with whether a break follows it. */
function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const raw of text.replaceAll("…", " … ").split(" ").filter((w) => w.length > 0)) {
    if (BREAKS.has(raw)) {
      if (out.length > 0) out[out.length - 1]!.broken = true;
      continue;
    }
    const t = tokenOf(raw.replaceAll("’", "'"));
    out.push({ word: t.word, broken: t.tail !== "" && t.tail !== ":" });
  }
  return out;
}

/** True when the words from `at` say `phrase`. */
function saysAt(ws: readonly Word[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((p, i) =>
    ws[at + i]?.word === p && (i === phrase.length - 1 || !ws[at + i]!.broken)
  );
}

/**
 * True when the message takes back what it asked before: after a break (and words such as "no",
 * "actually"), "forget it", "never mind", "scratch that" and the like end the message or a
 * clause followed only by what the user says of themselves ("…, I'll just call her now").
 */
export function takenBack(text: string): boolean {
  const ws = wordsOf(text);
  for (let i = 2; i < ws.length; i++) {
    // Leads said before it, "no", "oh", "actually", are passed over: the break is before or among
    // them ("… tomorrow... no, forget it", "…, ok never mind").
    let k = i - 1;
    while (k >= 0 && LEADS.has(ws[k]!.word)) k--;
    if (k < 1 || !ws.slice(k, i).some((w) => w.broken)) continue;
    const phrase = TAKING_BACK.find((p) => saysAt(ws, i, p));
    if (!phrase) continue;
    const end = i + phrase.length;
    if (end === ws.length) return true;
    if (ws[end - 1]!.broken && SELF.has(ws[end]!.word)) return true;
  }
  return false;
}
