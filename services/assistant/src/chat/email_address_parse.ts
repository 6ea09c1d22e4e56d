/**
 * Reads what the user says about the address their proposed emails are sent from: "my email
 * address is ana@example.com", "send my emails from ana@example.com", "set my email to …", and
 * "what is my email address". Pure.
 * @module
 */
import { z } from "zod";
import { cleanText, expandContractions, stripPoliteness } from "../text/normalize.ts";

/** What a message says about the user's email address. */
export type EmailAddressCommand =
  /** Set it to `address`, a valid address. */
  | { kind: "set"; address: string }
  /** Set it, but `given` is not an address (cut to 60 characters). */
  | { kind: "invalid"; given: string }
  /** Say what it is. */
  | { kind: "show" };

const ADDRESS = z.email().max(254);

const EMAIL_WORDS = String
  .raw`(?:e-?mail(?:\s+address)?|(?:sender|sending|from|reply)\s+address|e-?mail\s+sender)`;

/** Ways to set it whatever follows: what follows must be an address. */
const SET_ANYWAY: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:set|change|update|make|switch|put)\s+my\s+(?:own\s+)?${EMAIL_WORDS}\s+(?:to|as|into|:)\s*(.+)$`,
    "iu",
  ),
  /^(?:send|sign)\s+(?:all\s+)?(?:of\s+)?my\s+(?:outgoing\s+|proposed\s+)?(?:e-?mails?|mails?)\s+(?:from|as)\s+(.+)$/iu,
  new RegExp(
    String
      .raw`^use\s+(.+?)\s+(?:as|for)\s+(?:my\s+)?(?:${EMAIL_WORDS}|(?:outgoing|proposed|sent)\s+e-?mails?|e-?mails?)$`,
    "iu",
  ),
];

/** "my email address is …": only an address-looking value makes it a command. */
const SET_IF_ADDRESS = new RegExp(
  String.raw`^(?:my|the)\s+(?:own\s+)?${EMAIL_WORDS}\s*(?:is|should\s+be|will\s+be|=|:)\s*(.+)$`,
  "iu",
);

const SHOW: RegExp[] = [
  new RegExp(String.raw`^(?:what|which)\s+is\s+my\s+(?:own\s+)?${EMAIL_WORDS}$`, "iu"),
  new RegExp(String.raw`^(?:show|tell)\s+(?:me\s+)?my\s+${EMAIL_WORDS}$`, "iu"),
  new RegExp(String.raw`^do\s+you\s+(?:know|have)\s+my\s+${EMAIL_WORDS}$`, "iu"),
  /^(?:what|which)\s+(?:e-?mail\s+)?address\s+(?:do|will|would|are|is)\s+(?:you\s+)?(?:send(?:ing)?|use|using)\s+(?:my\s+)?(?:e-?mails?\s+)?(?:from|for\s+my\s+e-?mails?)$/iu,
  /^(?:what|which)\s+(?:e-?mail\s+)?address\s+(?:do|will|are|is)\s+my\s+(?:proposed\s+)?e-?mails?\s+(?:come|coming|go|going\s+out|sent|be\s+sent)\s+from$/iu,
  /^where\s+(?:do|will)\s+my\s+e-?mails?\s+(?:come|go\s+out)\s+from$/iu,
];

function clean(value: string): string {
  return value.trim()
    .replace(/^(?:mailto:)/iu, "")
    .replace(/^[<"'(]+|[>"')\].,;:!?]+$/gu, "")
    .trim();
}

/** The command a message gives about the user's email address, or null when it gives none. */
export function parseEmailAddressCommand(text: string): EmailAddressCommand | null {
  if (typeof text !== "string") return null;
  const typed = stripPoliteness(cleanText(text));
  if (typed.length === 0 || typed.length > 400) return null;
  const expanded = stripPoliteness(expandContractions(typed)).replace(/[?.!]+$/u, "").trim();
  if (SHOW.some((re) => re.test(expanded))) return { kind: "show" };
  let given: string | null = null;
  for (const re of SET_ANYWAY) {
    const m = re.exec(typed);
    if (m?.[1]) {
      given = clean(m[1]);
      break;
    }
  }
  if (given === null) {
    const m = SET_IF_ADDRESS.exec(typed);
    const value = m?.[1] ? clean(m[1]) : "";
    if (!value.includes("@") && !/\s(?:at|@)\s/iu.test(value)) return null;
    given = value;
  }
  const parsed = ADDRESS.safeParse(given);
  return parsed.success && !/\s/u.test(given)
    ? { kind: "set", address: parsed.data }
    : { kind: "invalid", given: given.slice(0, 60) };
}
