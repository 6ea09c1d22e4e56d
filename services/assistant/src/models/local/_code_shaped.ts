/**
 * Text written as code, not as English: a database statement or the punctuation that breaks out of
 * one ("'; DROP TABLE tasks; --"). Its words are never read as a request ("DROP TABLE tasks" is no
 * "delete the task 'table'"), so nothing of such a message runs.
 * @module
 */

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

/**
 * Whether `text` is written as code: a statement in capitals, or a breakout with the rest commented
 * out ("x'; drop table tasks; --"). A quote before a semicolon alone is English ("she said 'fine';
 * I doubt it").
 */
export function codeShaped(text: string): boolean {
  const trimmed = text.trim();
  return STATEMENTS.some((s) => trimmed.includes(s)) ||
    (trimmed.endsWith("--") && BREAKOUTS.some((b) => trimmed.includes(b)));
}
