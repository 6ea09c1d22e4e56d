/**
 * A detail set on someone saved already rather than a new contact: "put Maya's email as …", "set
 * Jo's number to …", or a detail said with "she's already in my contacts". Pure.
 * @module
 */
import { words as wordsOf } from "../../text/normalize.ts";

/** Verbs that set a detail rather than add someone: "set Jo's number to …", "change …". */
const SETS = new Set(["set", "make", "change", "update"]);

/** Words said of a person saved already: "she's already in my contacts", "he's in there already". */
const SAVED_SAID = new Set(
  "she he they is are in my on the list already saved there contacts contact you have her him them"
    .split(" "),
);

/** True when words told beside a detail only say its person is saved already. */
export function savedAlready(told: string | null): boolean {
  const ws = told === null ? [] : wordsOf(told);
  return ws.includes("already") && ws.every((w) => SAVED_SAID.has(w));
}

/** "set Jo's number to …", "put Maya's email as …": a detail set, not someone added. */
export function setsDetail(text: string): boolean {
  const ws = wordsOf(text);
  return SETS.has(ws[0] ?? "") || (ws[0] === "put" && ws.includes("as"));
}
