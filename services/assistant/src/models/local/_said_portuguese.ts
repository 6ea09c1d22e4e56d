/**
 * Requests said in Portuguese, of Brazil or of Portugal, among English words ("me lembra amanhã às
 * 10 to call the bank", "adiciona leite, ovos na lista de compras", "monitora esse pra mim:
 * https://…, alert me below R$ 2.999,90"), written as the English they say before anything is
 * read: the request verbs, the words of days and times and the names of what the assistant keeps
 * are said in English (`PORTUGUESE` in `_said_portuguese_words.ts`, read by `phrasesWritten` in
 * `_said_phrases.ts`, the longest phrase first), with or without their accents; the user's own
 * words stay as written. An amount in reais written with points for thousands and a decimal comma
 * ("R$ 2.999,90", "45,90 reais") is written as English writes it ("2999.90 reais"). Read only in a
 * message that says a word no English sentence says or a Portuguese phrase of more than one word;
 * any other text is as it was. Pure.
 * @module
 */
import { phrasesWritten, wordsBeforeOwnText } from "./_said_phrases.ts";
import { PORTUGUESE } from "./_said_portuguese_words.ts";
import { digitsOnly } from "./_tokens.ts";
import { tokenOf } from "./_said_dates_forms.ts";

/** The sign of reais written before an amount, and the word written after one. */
const REAL_SIGN = "r$";
const REAIS = "reais";

/**
 * A number written with points for thousands and a decimal comma ("2.999,90", "45,90",
 * "1.200") as English writes it ("2999.90", "45.90", "1200"), or null when it is not one.
 */
function decimalCommaOf(text: string): string | null {
  const comma = text.indexOf(",");
  const whole = comma < 0 ? text : text.slice(0, comma);
  const cents = comma < 0 ? "" : text.slice(comma + 1);
  if (comma >= 0 && (cents.length !== 2 || !digitsOnly(cents))) return null;
  const groups = whole.split(".");
  const [first, ...rest] = groups;
  if (!first || !digitsOnly(first) || (rest.length > 0 && first.length > 3)) return null;
  if (!rest.every((g) => g.length === 3 && digitsOnly(g))) return null;
  if (comma < 0 && rest.length === 0) return null;
  return groups.join("") + (comma < 0 ? "" : `.${cents}`);
}

/** An amount after "R$" as English writes it ("2.999,90" is "2999.90", "50" is "50"), or null. */
function realOf(text: string): string | null {
  return digitsOnly(text) ? text : decimalCommaOf(text);
}

/**
 * `said` with each amount after "R$" said before "reais" ("R$ 2.999,90" and "R$2.999,90" are
 * "2999.90 reais"), and each written with a decimal comma before "reais" as English writes it.
 */
function realsWritten(said: string): string {
  const raws = said.split(" ");
  const out: string[] = [];
  for (let i = 0; i < raws.length; i++) {
    const t = tokenOf(raws[i]!);
    const body = t.raw.slice(0, t.raw.length - t.tail.length);
    const next = i + 1 < raws.length ? tokenOf(raws[i + 1]!) : null;
    const glued = t.word.startsWith(REAL_SIGN) ? realOf(t.word.slice(REAL_SIGN.length)) : null;
    if (glued !== null) {
      out.push(`${glued} reais${t.tail}`);
      continue;
    }
    const apart = t.word === REAL_SIGN && t.tail === "" && next !== null
      ? realOf(next.raw.slice(0, next.raw.length - next.tail.length))
      : null;
    if (apart !== null) {
      out.push(`${apart} reais${next!.tail}`);
      i++;
      continue;
    }
    const before = next?.word === REAIS && t.tail === "" ? decimalCommaOf(body) : null;
    out.push(before === null ? raws[i]! : before + t.tail);
  }
  return out.join(" ");
}

/** `text` with its Portuguese said in English, when it says Portuguese (see the module's note). */
export function portugueseWritten(text: string): string {
  if (phrasesWritten(text, PORTUGUESE) === text) return text;
  // What follows a note's or an email's opener is the user's own text, amounts too.
  const raws = text.split(" ");
  const own = wordsBeforeOwnText(text, PORTUGUESE);
  const before = realsWritten(raws.slice(0, own).join(" "));
  return phrasesWritten([before, ...raws.slice(own)].join(" "), PORTUGUESE);
}
