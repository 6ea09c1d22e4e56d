/**
 * Secrets said in a request, read as words (`_forbidden_tokens.ts`) for the forbidden-request
 * reader (`_tool_forbidden.ts`): a password or a code said with its value, an identity document's
 * number or details asked for; never where one is kept ("the spare key is in the drawer").
 * @module
 */
import {
  ASKING,
  IDENTITY_DETAILS,
  KEPT_AT,
  NOT_A_VALUE,
  PASSWORD_NOUNS,
  QUESTION_STARTS,
} from "./_forbidden_words.ts";
import { anyAt, phrase } from "./_forbidden_tokens.ts";
import type { Token } from "./_tokens.ts";

const PLACES = KEPT_AT.map(phrase);

/** Whether a secret said at `end` is said where it is kept: "… is (kept) in the drawer". */
function keptAt(tokens: readonly Token[], end: number): boolean {
  const be = tokens[end]?.w;
  if (be !== "is" && be !== "are") return false;
  let k = end + 1;
  if (["kept", "stored", "written", "taped", "stuck", "hidden"].includes(tokens[k]?.w ?? "")) k++;
  return anyAt(tokens, k, PLACES) > 0;
}

const VALUE_SIGNS = ["is", "was", "=", ":", "-", "will be", "should be"].map(phrase);
const NOT_VALUES = NOT_A_VALUE.map(phrase);
const PASSWORDS = PASSWORD_NOUNS.map(phrase);

/**
 * A password said with its value ("the wifi password is …"): true; said where it is kept ("… is in
 * the drawer"): false; neither: null, and the request is read by the capabilities' rows.
 */
export function passwordValue(tokens: readonly Token[]): boolean | null {
  for (let k = 0; k < tokens.length; k++) {
    const end = anyAt(tokens, k, PASSWORDS, true);
    if (end < 0) continue;
    if (keptAt(tokens, end)) return false;
    const sign = anyAt(tokens, end, VALUE_SIGNS);
    if (sign > 0 && sign < tokens.length && anyAt(tokens, sign, NOT_VALUES) < 0) return true;
  }
  return null;
}

/** Whether the tokens hold a run of three digits or more. */
function hasDigits(tokens: readonly Token[], run = 3): boolean {
  return tokens.some((t) => {
    let n = 0;
    for (const ch of t.raw) {
      n = ch >= "0" && ch <= "9" ? n + 1 : 0;
      if (n >= run) return true;
    }
    return false;
  });
}

/** A secret said with its value ("the alarm code is 0000"), not where it is kept. */
export function secretValue(tokens: readonly Token[]): boolean {
  for (let k = 0; k < tokens.length; k++) if (keptAt(tokens, k)) return false;
  const n = tokens.length;
  return hasDigits(tokens) || (n >= 2 && ["is", ":"].includes(tokens[n - 2]!.w));
}

const ASKS = ASKING.map(phrase);

/**
 * An identity document's number or details, or a question about one (asked from `start`, after the
 * clause's lead-ins).
 */
export function identityRequest(tokens: readonly Token[], start: number): boolean {
  // "the account number is on the letter" says where it is; "what is on my licence" asks.
  for (let k = 1; k < tokens.length; k++) {
    if (!QUESTION_STARTS.has(tokens[k - 1]!.w) && keptAt(tokens, k)) return false;
  }
  const digit = (c: string) => c >= "0" && c <= "9";
  if (tokens.some((_, i) => identityDetail(tokens, i, digit))) return true;
  const numberLike = (s: string) =>
    s.length >= 6 && s[0] !== "-" && [...s].some(digit) &&
    [...s].every((c) => digit(c) || c === "-" || (c >= "A" && c <= "Z"));
  if (tokens.some((t) => numberLike(t.raw))) return true;
  return anyAt(tokens, start, ASKS) > 0;
}

/** Pictures of a document: "a scan of my passport" is the document, "passport photos" are not. */
const PICTURES = new Set([
  "photo",
  "photos",
  "picture",
  "pictures",
  "copy",
  "copies",
  "scan",
  "scans",
]);

/**
 * Whether the word at `i` asks for a document's details: "number", "details", "expiry"; a picture
 * only of it ("a copy of …"); "no" only before a number ("passport no. 123…", not "no rush").
 */
function identityDetail(
  tokens: readonly Token[],
  i: number,
  digit: (c: string) => boolean,
): boolean {
  const w = tokens[i]!.w;
  if (!IDENTITY_DETAILS.includes(w)) return false;
  const next = tokens[i + 1];
  if (PICTURES.has(w)) return next?.w === "of";
  if (w === "no") return next !== undefined && [...next.raw].some(digit);
  return true;
}
