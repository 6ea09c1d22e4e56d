import type { Sql } from "@asst/shared/db";
import { ToolError } from "../types.ts";
import { parseDate } from "./_dates.ts";
import { withAccountLock } from "./_db.ts";
import { storable } from "./_text.ts";

/** The most pending follow-ups one account keeps. */
export const MAX_PENDING_FOLLOWUPS = 1000;

/** Whether a follow-up still waits for the user. */
export const FOLLOWUP_STATUS = { pending: "pending", dismissed: "dismissed" } as const;

/** Whether a follow-up still waits for the user. */
export type FollowupStatus = typeof FOLLOWUP_STATUS[keyof typeof FOLLOWUP_STATUS];

/** An email the user should follow up on. */
export interface Followup {
  id: string;
  subject: string;
  /** Who the email is from or to. */
  correspondent: string;
  /** `YYYY-MM-DD`, or null without a due date. */
  due_date: string | null;
  status: FollowupStatus;
  created_at: string;
}

/** What the chat or mail side knows of an email to follow up on. */
export interface NewFollowup {
  subject: string;
  correspondent: string;
  /** `YYYY-MM-DD`. */
  due_date?: string | null;
}

const MAX_SUBJECT = 500;
const MAX_CORRESPONDENT = 320;

function required(text: string, what: string, max: number): string {
  const trimmed = storable(text, what).trim();
  if (trimmed === "") throw new ToolError(`The ${what} of a follow-up is empty: give one`);
  if (trimmed.length > max) {
    throw new ToolError(`The ${what} of a follow-up is longer than ${max} characters: shorten it`);
  }
  return trimmed;
}

/**
 * Adds a pending follow-up (the chat and mail side finds them; the API can only view and
 * dismiss). A pending follow-up with the same subject and correspondent is returned instead of
 * a second one, with `created: false`.
 * @param now when it was found; the current time by default
 * @throws {ToolError} for an empty or oversized text, an impossible due date, or too many pending
 */
export async function addFollowup(
  sql: Sql,
  accountId: string,
  input: NewFollowup,
  now: Date = new Date(),
): Promise<Followup & { created: boolean }> {
  const subject = required(input.subject, "subject", MAX_SUBJECT);
  const correspondent = required(input.correspondent, "correspondent", MAX_CORRESPONDENT);
  const due = input.due_date ?? null;
  if (due !== null) parseDate(due, "due date");
  return await withAccountLock(sql, "email_followups", accountId, async (tx) => {
    const [same] = await tx<(Omit<Followup, "created_at"> & { created_at: Date })[]>`
      select id, subject, correspondent, due_date::text as due_date, status, created_at
      from assistant.email_followups
      where account_id = ${accountId} and status = 'pending' and subject = ${subject}
        and lower(correspondent) = lower(${correspondent})
      limit 1
    `;
    if (same) return { ...same, created_at: same.created_at.toISOString(), created: false };
    const [have] = await tx<{ n: number }[]>`
      select count(*)::int as n from assistant.email_followups
      where account_id = ${accountId} and status = 'pending'
    `;
    if ((have?.n ?? 0) >= MAX_PENDING_FOLLOWUPS) {
      throw new ToolError(
        `There are already ${MAX_PENDING_FOLLOWUPS} pending follow-ups: dismiss some first`,
      );
    }
    const [row] = await tx<(Omit<Followup, "created_at"> & { created_at: Date })[]>`
      insert into assistant.email_followups (id, account_id, subject, correspondent, due_date,
        status, created_at)
      values (${crypto.randomUUID()}, ${accountId}, ${subject}, ${correspondent}, ${due},
        'pending', ${now})
      returning id, subject, correspondent, due_date::text as due_date, status, created_at
    `;
    return { ...row!, created_at: row!.created_at.toISOString(), created: true };
  });
}
