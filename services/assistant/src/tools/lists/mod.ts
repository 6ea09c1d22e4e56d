/**
 * The list tools of the assistant: notes, keepsakes, shopping, contacts, birthdays, trips,
 * countdowns, email follow-ups and business expenses, with Business Mode and the follow-up
 * store the chat and mail side writes to.
 * @module
 */
import type { ToolHandlers } from "../types.ts";
import { birthdaysHandlers } from "./birthdays.ts";
import { contactsHandlers } from "./contacts.ts";
import { countdownsHandlers } from "./countdowns.ts";
import { emailFollowupsHandlers } from "./email_followups.ts";
import { expensesHandlers } from "./expenses.ts";
import { keepsakesHandlers } from "./keepsakes.ts";
import { notesHandlers } from "./notes.ts";
import { shoppingHandlers } from "./shopping.ts";
import { tripsHandlers } from "./trips.ts";

export { getBusinessMode, setBusinessMode } from "./business_mode.ts";
export {
  addFollowup,
  type Followup,
  FOLLOWUP_STATUS,
  type FollowupStatus,
  type NewFollowup,
} from "./followups_store.ts";

/** Handlers of every list tool, by tool name. */
export const listHandlers: ToolHandlers = {
  ...notesHandlers,
  ...keepsakesHandlers,
  ...shoppingHandlers,
  ...contactsHandlers,
  ...birthdaysHandlers,
  ...tripsHandlers,
  ...countdownsHandlers,
  ...emailFollowupsHandlers,
  ...expensesHandlers,
};
