/**
 * Looking contacts up in what people write: "find Ana in my contacts", "what's Raj's email
 * address", "do I have a number for Tom Baker?", "show my contacts". The verbs and nouns come
 * from the group's description (`groups/contacts.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, cleanRef, match } from "./_tool_text.ts";
import { asksToList, DET } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";

const W = words("contact");
const CONTACTS = W.noun;
const FIND = W.verb("contacts_list");
/** What people ask a contact for: "number", "email address", "contact details". */
const DETAIL = String
  .raw`(?:e-?mail(?:\s+address)?|phone(?:\s+number)?|(?:phone\s+)?number|mobile(?:\s+number)?|cell(?:\s+number)?|address|contact\s+(?:details|info)|details)`;

const LOOKUP: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:${FIND}|is|have\s+i\s+got|do\s+i\s+have)\s+(?:me\s+)?(.+?)\s+(?:in|from|on|among|within)\s+${DET}${CONTACTS}$`,
    "iud",
  ),
  new RegExp(
    String
      .raw`^(?:search|look\s+through|check|go\s+through|filter)\s+${DET}${CONTACTS}\s+(?:for|named|called)\s+(.+)$`,
    "iud",
  ),
  new RegExp(
    String
      .raw`^(?:${FIND}|open)\s+(?:me\s+)?(?:the\s+)?contact(?:\s+(?:details|info|information|card|entry))?\s+(?:for|of|called|named)?\s*(.+)$`,
    "iud",
  ),
  new RegExp(String.raw`^(?:what|which)\s+(?:is|are)\s+(.+?)'s\s+${DETAIL}$`, "iud"),
  new RegExp(String.raw`^${FIND}\s+(.+?)'s\s+${DETAIL}$`, "iud"),
  // "do I have a number for Tom Baker?", "what's the email for Raj"
  new RegExp(
    String
      .raw`^(?:do\s+i\s+have|have\s+i\s+got|is\s+there|(?:what|which)\s+is|${FIND})\s+(?:a|an|any|the|me\s+the|me\s+a)\s+${DETAIL}\s+(?:for|of)\s+(.+)$`,
    "iud",
  ),
  new RegExp(
    String
      .raw`^(?:show|list|find|get)\s+(?:me\s+)?${DET}(?:contacts|people)\s+(?:at|from|named|called|with|in|who\s+work\s+at|working\s+at)\s+(.+)$`,
    "iud",
  ),
  /^(?:how\s+(?:do|can)\s+i\s+(?:reach|contact)|how\s+to\s+reach)\s+(\p{Lu}.+)$/ud,
  /^who\s+(?:do\s+i\s+know|is\s+in\s+my\s+(?:contacts|address\s+book))\s+(?:at|from|in|who\s+works\s+at)\s+(.+)$/iud,
];

/** The name a reference to a contact gives, or null for the user ("my"). */
export function contactRef(text: string): string | null {
  if (/^(?:my|your|our|i|me)$/iu.test(text.trim())) return null;
  return cleanRef(text.replace(/^(?:the\s+)?contact\s+(?:for\s+)?/iu, ""), /^contacts?$/iu);
}

/** The contacts lookup a clause asks for, or null. */
export function findContact(c: Clause): ToolCall | null {
  for (const [i, re] of LOOKUP.entries()) {
    const found = match(c, re);
    if (!found) continue;
    const who = found.slot(1);
    if (/^(?:my|your|our|the)\b/iu.test(who) && i > 1) return null;
    const query = contactRef(who);
    if (!query) return null;
    return { name: "contacts_list", input: { query } };
  }
  // "I need to contact Tom": the verb, not the list.
  const verb = /\bcontact\s+(?:me|him|her|them|\p{Lu})|\bto\s+contact\b/u;
  if (asksToList(c, CONTACTS) && !verb.test(c.text)) {
    return { name: "contacts_list", input: {} };
  }
  return null;
}
