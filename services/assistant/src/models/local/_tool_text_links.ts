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
