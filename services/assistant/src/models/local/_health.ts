/**
 * Health information and an API key: a key may not read or store it, so a reading of a message that
 * says something about health runs only when what it reads and stores holds none of it.
 * @module
 */
import { findTool } from "@asst/shared";
import { NOTHING } from "./_checked.ts";
import type { ToolIntent } from "./tool_intent.ts";
import { saysHealth as healthWords } from "./_tool_forbidden.ts";
import { tokenize } from "./_tokens.ts";
import { MONTHS } from "./_dates_words.ts";
import { DAY_CODES } from "./_tool_recurrence_words.ts";

/** The words of a doctor's, a dentist's or a vet's practice: a place, not an operation. */
const PRACTICE = new Set(["surgery", "surgeries"]);
/** Words before "surgery" that make it a practice: "the GP surgery", "the vet's surgery". */
const PRACTICE_OF = new Set(["gp", "gps", "doctor", "doctors", "dentist", "dental", "vet", "vets"]);
/** Words of a doctor said before their name: "Dr Patel's surgery". */
const DOCTOR = new Set(["dr", "dr.", "doctor", "doc"]);
/** Words after "surgery" that make it a place: "the surgery's number", "surgery opening hours". */
const OF_A_PLACE = new Set([
  "number",
  "phone",
  "address",
  "postcode",
  "email",
  "website",
  "hours",
  "opening",
  "reception",
  "receptionist",
  "car",
]);
/** Words that make "surgery" someone's operation: "my surgery is on Tuesday". */
const WHOSE = new Set(["my", "his", "her", "their", "our", "your"]);

/**
 * Whether a text says "surgery" only of a practice, as a place: "Dr Patel's surgery number", "the
 * GP surgery", "the surgery is on Barker Lane" (a place named with a capital, no day); never "my
 * surgery is on Tuesday" nor "knee surgery".
 */
function practiceOnly(text: string): boolean {
  const ts = tokenize(text).filter((t) => !t.punct);
  const said = ts.map((t, k) => ({ t, k })).filter(({ t }) => PRACTICE.has(t.w));
  return said.length > 0 && said.every(({ k }) => {
    const before = ts[k - 1];
    const after = ts.slice(k + 1, k + 4);
    if (before && WHOSE.has(before.w)) return false;
    // "Dr Patel's surgery": a doctor's, never "Tom's surgery".
    const doctors = before?.poss === true && DOCTOR.has(ts[k - 2]?.w ?? "");
    if (before && (PRACTICE_OF.has(before.w) || doctors)) return true;
    if (OF_A_PLACE.has(after[0]?.w ?? "")) return true;
    // "the surgery is on Barker Lane", "… moved to Hill Street": a place said with a capital.
    const place = after[2];
    return ["is", "moved", "has"].includes(after[0]?.w ?? "") &&
      ["on", "at", "to", "in"].includes(after[1]?.w ?? "") && place !== undefined && place.cap &&
      !(place.w in MONTHS) && !(place.w in DAY_CODES);
  });
}

/**
 * Whether a text says something about health: "surgery" said only of a practice, a place, says
 * none ("that note's wrong, the surgery is on Barker Lane").
 */
export function saysHealth(text: string): boolean {
  if (!healthWords(text)) return false;
  if (!practiceOnly(text)) return true;
  return healthWords(
    tokenize(text).filter((t) => !PRACTICE.has(t.w)).map((t) => t.raw).join(" "),
  );
}

/**
 * Whether a reading of a message that says something about health would read or store it: any
 * question, list or read (what it reads may be health data), nothing read at all, or a call or
 * proposal whose arguments hold it ("remind me to take my insulin"). A change that holds none of it
 * runs: "remove the marathon countdown, I pulled out injured"; a message read only in part runs
 * nothing and is said not understood.
 */
export function reachesHealth(intent: ToolIntent): boolean {
  // Read only in part, nothing runs and the reply says what was not read.
  if (intent.unread !== undefined) return false;
  if (intent.asks.length > 0) return true;
  if (intent.calls.length === 0 && intent.drafts.length === 0) return true;
  if (intent.calls.some((c) => findTool(c.name)?.level === "read")) return true;
  return [...intent.calls.map((c) => c.input), ...intent.drafts]
    .some((said) => saysHealth(JSON.stringify(said)));
}

/** `intent`, or nothing when it would read or store health information `text` says. */
export function withoutHealth(text: string, intent: ToolIntent): ToolIntent {
  return saysHealth(text) && reachesHealth(intent) ? NOTHING : intent;
}
