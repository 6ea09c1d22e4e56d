/**
 * Days of the month said in words, written as the readers read them (from `withFormsWritten`):
 * "before the fourteenth" as "before the 14th", "in December on the 3rd" as "on the 3rd of
 * December".
 * @module
 */
import { ownEntry } from "../../text/normalize.ts";
import { MONTHS, ordinalOf, ordinalWord } from "./_dates_words.ts";
import { digitsOnly } from "./_tokens.ts";
import type { Token } from "./_said_dates_forms.ts";

/**
 * "in December on the 3rd", "in May, on the twentieth": a month, then the day of it said apart, as
 * one day ("on the 3rd of December"), with the words it takes; else null.
 */
export function monthThenDay(tokens: Token[], i: number): { words: string[]; used: number } | null {
  const [t, month, on] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
  if (t.word !== "in" || t.tail !== "" || !month || ownEntry(MONTHS, month.word) === undefined) {
    return null;
  }
  if (on?.word !== "on" || on.tail !== "" || (month.tail !== "" && month.tail !== ",")) return null;
  const the = tokens[i + 3]?.word === "the" && tokens[i + 3]?.tail === "" ? 1 : 0;
  const day = tokens[i + 3 + the];
  const n = day ? ordinalOf(day.word) ?? 0 : 0;
  if (!day || n < 1 || n > 31 || digitsOnly(day.word)) return null;
  const name = month.raw.slice(0, month.raw.length - month.tail.length);
  return { words: ["on", "the", day.word, "of", `${name}${day.tail}`], used: 4 + the };
}

/** Words a day of the month said in words comes after ("by the fourteenth"). */
const DAY_OF_MONTH_BEFORE = new Set(
  ["by", "before", "until", "till", "due", "on", "from", "for", "to", "through", "after"],
);

/** Words that may follow a day of the month said in words ("the fourteenth of May"). */
const DAY_OF_MONTH_AFTER = new Set(
  ["of", "at", "and", "or", "to", "till", "until", "through", "in", "please", "pls", "instead"],
);

/**
 * "by the fourteenth", "from the twenty-first to …": the day of the month an ordinal word says
 * after "the" and a word of days, as digits ("14th"), or null. The first to the tenth are read as
 * they are; a word after the ordinal that is not of dates ("the fourteenth floor") keeps it a word.
 */
export function dayInWords(tokens: Token[], i: number): string | null {
  const [before, t, next, after] = [tokens[i - 1], tokens[i]!, tokens[i + 1], tokens[i + 2]];
  if (t.word !== "the" || t.tail !== "" || !before || before.tail !== "" || !next) return null;
  if (!DAY_OF_MONTH_BEFORE.has(before.word) || digitsOnly(next.word.charAt(0))) return null;
  const day = ordinalOf(next.word) ?? 0;
  if (day < 11 || day > 31) return null;
  const ends = next.tail !== "" || after === undefined || DAY_OF_MONTH_AFTER.has(after.word);
  if (!ends) return null;
  return ordinalWord(day);
}
