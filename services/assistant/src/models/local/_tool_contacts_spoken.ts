/**
 * A contact's words as people say them rather than type them: a number said digit by digit in words
 * ("nine zero seven five five five …", "oh seven seven double oh …") written as digits, and the
 * filler said before the person ("new contact pls - Brooke …") left out.
 * @module
 */
import { SHORTHAND } from "../../text/shorthand.ts";
import { wordSet } from "./_tool_words.ts";

/** Each digit by the words it is said with ("oh" and "o" are said for a nought in a number). */
const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: "0",
  nought: "0",
  oh: "0",
  o: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};

/** Words that say the digit after them twice or three times: "double five" is 55. */
const REPEATS: Readonly<Record<string, number>> = { double: 2, triple: 3, treble: 3 };

/** The fewest digits a number said in words has to be a phone number. */
const PHONE_DIGITS = 7;

/** True when `word` is typed with a sign that ends it ("two," "four."). */
function signed(word: string): boolean {
  return word.length > 1 && ",.:;".includes(word.charAt(word.length - 1));
}

/** A word in lowercase without the sign typed after it ("two," is "two"). */
function bare(word: string): string {
  return (signed(word) ? word.slice(0, -1) : word).toLowerCase();
}

/** The digits the words from `at` say, and how many words they take; null when none is said. */
function digitsAt(ws: readonly string[], at: number): { digits: string; took: number } | null {
  const word = bare(ws[at] ?? "");
  const times = REPEATS[word];
  const next = DIGIT_WORDS[bare(ws[at + 1] ?? "")];
  if (times && next) return { digits: next.repeat(times), took: 2 };
  const digit = DIGIT_WORDS[word];
  return digit ? { digits: digit, took: 1 } : null;
}

/**
 * `text` with a phone number said digit by digit in words written as its digits: "phone nine zero
 * seven five five five zero one four two" is "phone 9075550142", "oh seven seven double oh nine
 * …" is "07700 9…"; a run of fewer than seven digits ("one or two", "at nine") stays as said, and so
 * does a run that opens with "o" or "oh" alone ("oh, and …"). The text as typed when none is said.
 */
export function withSpokenPhone(text: string): string {
  const ws = text.split(" ");
  const out: string[] = [];
  for (let i = 0; i < ws.length;) {
    let digits = "";
    let j = i;
    for (let d = digitsAt(ws, j); d; d = digitsAt(ws, j)) {
      digits += d.digits;
      j += d.took;
      // "…, four two" : a comma ends the number.
      if (signed(ws[j - 1] ?? "")) break;
    }
    if (digits.length >= PHONE_DIGITS && digits.length <= 15) {
      const last = ws[j - 1] ?? "";
      out.push(digits + (signed(last) ? last.slice(-1) : ""));
      i = j;
    } else {
      out.push(ws[i]!);
      i++;
    }
  }
  return out.join(" ");
}

/** Words of politeness said before the person, never a name: "pls", "please", "quickly". */
const POLITE = wordSet("please kindly quickly quick real now asap ok okay thanks cheers");

/** Signs typed between the filler and the person: "pls - Brooke", "please: Brooke". */
const SIGNS = new Set(["-", "–", "—", ":", ","]);

/**
 * `typed` without the words of politeness and the signs said before the person ("pls - Brooke the
 * dog groomer …" is "Brooke the dog groomer …"); a texting form is read as the word it stands for
 * ("pls", "plz" are "please").
 */
export function withoutFillerLead(typed: string): string {
  const ws = typed.trim().split(" ");
  let at = 0;
  while (at < ws.length) {
    const w = bare(ws[at]!);
    const said = SHORTHAND[w] ?? w;
    if (!SIGNS.has(ws[at]!) && !POLITE.has(said)) break;
    at++;
  }
  return at === 0 ? typed : ws.slice(at).join(" ");
}

/** The fewest digits said in words that are a number meant, not a count ("one or two"). */
const SAID_DIGITS = 3;

/**
 * True when `text` still says a number digit by digit in words once {@link withSpokenPhone} has
 * written what it could: "number oh one two three" is too short for a phone, and is never kept
 * in a contact's notes; the number is asked for again.
 */
export function spokenDigitsLeft(text: string): boolean {
  const ws = withSpokenPhone(text).split(" ");
  for (let i = 0; i < ws.length; i++) {
    let digits = "";
    for (let j = i, d = digitsAt(ws, j); d; j += d.took, d = digitsAt(ws, j)) {
      digits += d.digits;
    }
    if (digits.length >= SAID_DIGITS) return true;
  }
  return false;
}
