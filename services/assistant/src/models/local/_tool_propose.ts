/**
 * Proposals in what people write: "send an email to bob@example.com saying I'll be late", "email
 * bob@example.com and ana@example.com about the report: it's ready", "put lunch with Ana on
 * Friday at 1pm in my calendar", "schedule a meeting with Bob tomorrow at 3pm for 30 minutes",
 * "add dentist on 2026-12-03 to my calendar" (all day). Times are read in the user's zone, with
 * the offset the zone has on that day.
 *
 * A request that lacks something (an email to "Bob", with no address; an event with no day) is a
 * draft: a `propose_action` call whose input is `{ draft }`, which never validates as the tool's
 * input. {@link draftQuestion} says what is missing; {@link completeEmail} fills in addresses
 * found in the user's contacts.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { Clause } from "./_tool_text.ts";
import { email } from "./_propose_email.ts";
import { calendarEvent } from "./_propose_event.ts";
import { template } from "./_templates.ts";

export {
  completeEmail,
  draftOf,
  draftQuestion,
  extendBody,
  type NamedRecipient,
  needsAddresses,
  type ProposalDraft,
  PROPOSE,
} from "./_propose_drafts.ts";

/** "email follow-ups" are the follow-ups' own. */
const FOLLOW_UP = template("… follow-up(s) …");

/** The proposal a clause asks for (possibly a draft), or null. */
export function parseProposal(c: Clause): ToolCall | null {
  if (FOLLOW_UP.test(c.text)) return null;
  return email(c) ?? calendarEvent(c);
}
