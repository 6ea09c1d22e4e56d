/**
 * Email addresses, phone numbers and web links found in a text: lexical primitives, read by
 * patterns.
 * @module
 */

/** An email address in the text. */
export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

/** A phone number in the text, as typed. */
export const PHONE = /(?<![\p{L}\d])(?:\+|00)?\(?\d[\d\s().\/-]{5,22}\d(?![\p{L}\d])/u;

/** A phone number in the text (7 to 15 digits, not a date), or null. */
export function findPhone(text: string): { value: string; index: number; end: number } | null {
  const re = new RegExp(PHONE.source, "gu");
  for (const m of text.matchAll(re)) {
    const value = m[0].trim();
    const digits = value.replace(/\D/gu, "");
    if (digits.length < 7 || digits.length > 15) continue;
    if (/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$/u.test(value)) continue;
    if (value.length > 40) continue;
    return { value, index: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** A web link in the text, without trailing punctuation, or null. */
export function findUrl(text: string): { value: string; index: number; end: number } | null {
  const m = /\bhttps?:\/\/[^\s<>"'`]+/iu.exec(text);
  if (!m) return null;
  const value = m[0].replace(/[.,;:!?)\]}]+$/u, "");
  if (value.length > 2000) return null;
  return { value, index: m.index, end: m.index + value.length };
}

/** Words that point at a link named right before it: "this lawn suit https://…". */
const LINK_POINTERS = new Set(["this", "that", "the"]);

/**
 * `text` without the words naming its link, said right before it after "this", "that" or "the"
 * ("watch this deep freezer https://…", "the price of this air fryer https://…"): up to four words
 * of a thing the page itself shows, so they hold nothing a call must keep. The text as it was when
 * no link is named so.
 */
export function withoutLinkNamed(text: string): string {
  const url = findUrl(text);
  if (!url) return text;
  const before = text.slice(0, url.index).trimEnd().split(" ");
  for (let k = 1; k <= 4 && k < before.length; k++) {
    if (!LINK_POINTERS.has(before[before.length - 1 - k]!.toLowerCase())) continue;
    return `${before.slice(0, before.length - k).join(" ")} ${text.slice(url.index)}`;
  }
  return text;
}
