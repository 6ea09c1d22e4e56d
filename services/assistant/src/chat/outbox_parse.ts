/**
 * Reads a request to see the local outbox, where confirmed emails go when no mail server is set
 * up: "show my outbox", "what's in my outbox", "show sent emails". Pure.
 * @module
 */
import { cleanText, expandContractions, stripPoliteness } from "../text/normalize.ts";

const SENT = String.raw`(?:sent\s+(?:e-?mails?|mails?|messages?)|e-?mails?\s+(?:you\s+)?sent)`;
const OUTBOX = String.raw`(?:(?:local\s+)?(?:e-?mail\s+)?out-?box)`;

const ASKS: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:show|list|open|view|display|check|read|see|give|get)\s+(?:me\s+)?(?:all\s+)?(?:my\s+|the\s+)?(?:${OUTBOX}|${SENT})(?:\s+(?:e-?mails?|messages?))?$`,
    "iu",
  ),
  new RegExp(String.raw`^what\s+is\s+in\s+(?:my|the)\s+${OUTBOX}$`, "iu"),
  new RegExp(String.raw`^(?:my\s+|the\s+)?${OUTBOX}$`, "iu"),
  new RegExp(String.raw`^(?:any(?:thing)?|anything\s+new)\s+in\s+(?:my|the)\s+${OUTBOX}$`, "iu"),
  /^(?:what|which)\s+(?:e-?mails?|mails?|messages?)\s+(?:have\s+(?:been|you)|were|did\s+you|went)\s+(?:sent|send|out)(?:\s+out)?$/iu,
];

/** True when the message asks to see the local outbox of sent emails. */
export function isOutboxRequest(text: string): boolean {
  if (typeof text !== "string" || text.length > 400) return false;
  const t = stripPoliteness(expandContractions(cleanText(text))).replace(/[?.!]+$/u, "").trim();
  return ASKS.some((re) => re.test(t));
}
