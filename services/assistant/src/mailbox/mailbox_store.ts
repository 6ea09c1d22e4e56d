/**
 * What the assistant keeps of a connected mailbox besides its encrypted address: when it is read
 * next (`assistant.mailbox_checks`, leased by one replica at a time), the user's follow-up delay,
 * and the follow-ups it found (`assistant.email_followups` rows with a Message-ID).
 * @module
 */
import type { Sql } from "@asst/shared/db";
import { MAX_PENDING_FOLLOWUPS } from "../tools/lists/followups_store.ts";
import { DEFAULT_FOLLOWUP_DELAY_DAYS } from "./followup_match.ts";
import type { SentHeader } from "./imap_mailbox.ts";

/** The shortest and longest follow-up delay a user may set, in days. */
export const FOLLOWUP_DELAY_DAYS = { min: 1, max: 60 } as const;

const DAY_MS = 86_400_000;
const MAX_SUBJECT = 500;
const MAX_CORRESPONDENT = 320;

/** Reads the mailbox soon (after it is connected). */
export async function scheduleMailbox(sql: Sql, accountId: string, at: Date): Promise<void> {
  await sql`
    insert into assistant.mailbox_checks (account_id, due_at) values (${accountId}, ${at})
    on conflict (account_id) do update set due_at = excluded.due_at, lease_until = null,
      error = null
  `;
}

/** Stops reading the mailbox (after it is disconnected). */
export async function unscheduleMailbox(sql: Sql, accountId: string): Promise<void> {
  await sql`delete from assistant.mailbox_checks where account_id = ${accountId}`;
}

/** Days a sent email waits for a reply before it is a follow-up. */
export async function followupDelayDays(sql: Sql, accountId: string): Promise<number> {
  const [row] = await sql<{ days: number | null }[]>`
    select followup_delay_days as days from assistant.profiles where account_id = ${accountId}
  `;
  return row?.days ?? DEFAULT_FOLLOWUP_DELAY_DAYS;
}

/** Sets the follow-up delay; the caller has checked it is within {@link FOLLOWUP_DELAY_DAYS}. */
export async function setFollowupDelayDays(
  sql: Sql,
  accountId: string,
  days: number,
): Promise<void> {
  await sql`
    insert into assistant.profiles (account_id, followup_delay_days) values (${accountId}, ${days})
    on conflict (account_id) do update set followup_delay_days = excluded.followup_delay_days,
      updated_at = now()
  `;
}

/**
 * Leases up to `limit` mailboxes that are due and not leased by another replica.
 * @returns their account ids
 */
export async function leaseDueMailboxes(
  sql: Sql,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<string[]> {
  const rows = await sql<{ account_id: string }[]>`
    with due as (
      select account_id from assistant.mailbox_checks
      where due_at <= ${now} and (lease_until is null or lease_until <= ${now})
      order by due_at
      limit ${limit}
      for update skip locked
    )
    update assistant.mailbox_checks m set lease_until = ${new Date(now.getTime() + leaseMs)}
    from due where m.account_id = due.account_id
    returning m.account_id
  `;
  return rows.map((r) => r.account_id);
}

/** Ends a lease: the mailbox is read again at `next`; `error` says why this read failed. */
export async function finishMailboxCheck(
  sql: Sql,
  accountId: string,
  now: Date,
  next: Date,
  error: string | null,
): Promise<void> {
  await sql`
    update assistant.mailbox_checks
    set due_at = ${next}, lease_until = null, checked_at = ${now}, error = ${error}
    where account_id = ${accountId}
  `;
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\p{Cc}/gu, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/**
 * Records the due sent emails as pending follow-ups (once per Message-ID: one already found,
 * dismissed or resolved stays as it is) and resolves the pending ones that were answered.
 * @returns how many follow-ups were added and resolved
 */
export async function recordFollowups(
  sql: Sql,
  accountId: string,
  due: readonly SentHeader[],
  answered: ReadonlySet<string>,
  delayDays: number,
  now: Date,
): Promise<{ added: number; resolved: number }> {
  return await sql.begin(async (tx) => {
    const resolved = answered.size === 0 ? [] : await tx`
      update assistant.email_followups set status = 'resolved', resolved_at = ${now}
      where account_id = ${accountId} and status = 'pending'
        and message_id = any(${[...answered]}::text[])
      returning id
    `;
    const [have] = await tx<{ n: number }[]>`
      select count(*)::int as n from assistant.email_followups
      where account_id = ${accountId} and status = 'pending'
    `;
    let room = MAX_PENDING_FOLLOWUPS - (have?.n ?? 0);
    let added = 0;
    for (const s of due) {
      if (room <= 0) break;
      const dueDate = new Date(s.date.getTime() + delayDays * DAY_MS).toISOString().slice(0, 10);
      const rows = await tx`
        insert into assistant.email_followups (id, account_id, subject, correspondent, due_date,
          status, created_at, message_id, sent_at)
        values (${crypto.randomUUID()}, ${accountId}, ${
        clip(s.subject, MAX_SUBJECT) || "(no subject)"
      }, ${clip(s.to.join(", "), MAX_CORRESPONDENT)}, ${dueDate}, 'pending', ${now},
          ${s.messageId}, ${s.date})
        on conflict (account_id, message_id) where message_id is not null do nothing
        returning id
      `;
      added += rows.length;
      room -= rows.length;
    }
    return { added, resolved: resolved.length };
  });
}
