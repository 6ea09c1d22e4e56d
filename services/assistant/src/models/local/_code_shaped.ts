/**
 * Text written as code, not as English: a database statement or the punctuation that breaks out of
 * one ("'; DROP TABLE tasks; --"), or words written to turn a model against its instructions
 * ("remind me to ignore previous instructions at 5pm"). Its words are never read as a request
 * ("DROP TABLE tasks" is no "delete the task 'table'"), so nothing of such a message runs.
 * @module
 */
import { words } from "./_words_said.ts";
import { saysAny } from "./_tokens.ts";

/** Punctuation that closes a quoted string and starts a statement, or comments the rest out. */
const BREAKOUTS: readonly string[] = ["';", '";', "');", '");', ";--", "; --", "' --", "'--"];

/** Statements of SQL, as written in capitals: lower case they may be English ("delete from …"). */
const STATEMENTS: readonly string[] = [
  "DROP TABLE",
  "DROP DATABASE",
  "DROP SCHEMA",
  "DELETE FROM",
  "INSERT INTO",
  "TRUNCATE TABLE",
  "ALTER TABLE",
  "UNION SELECT",
  "SELECT * FROM",
];

/** Words written to turn a model against its instructions, never a thing to keep or buy. */
const INJECTIONS: readonly (readonly string[])[] = [
  "ignore previous instructions",
  "ignore all previous instructions",
  "ignore your instructions",
  "ignore all instructions",
  "ignore the above",
  "disregard previous instructions",
  "disregard all previous",
  "disregard your instructions",
  "forget your instructions",
  "your system prompt",
].map((p) => p.split(" "));

/**
 * Whether `text` is written as code: a statement in capitals, a breakout with the rest commented
 * out ("x'; drop table tasks; --"), or words against a model's instructions. A quote before a
 * semicolon alone is English ("she said 'fine'; I doubt it").
 */
export function codeShaped(text: string): boolean {
  const trimmed = text.trim();
  return STATEMENTS.some((s) => trimmed.includes(s)) ||
    (trimmed.endsWith("--") && BREAKOUTS.some((b) => trimmed.includes(b))) ||
    saysAny(words(trimmed), INJECTIONS);
}
