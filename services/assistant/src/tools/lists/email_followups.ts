import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import { type CivilDate, daysBetween, parseDate, relativeDays, todayIn } from "./_dates.ts";
import { looksLikeId, resolveRef } from "./resolve_ref.ts";
import { excerpt } from "./_text.ts";
import { MAX_PENDING_FOLLOWUPS } from "./followups_store.ts";

interface FollowupRow {
  id: string;
  subject: string;
  correspondent: string;
  due_date: string | null;
  created_at: Date;
  /** The sent email's Message-ID and date, for one found in the mailbox. */
  message_id: string | null;
  sent_at: Date | null;
}

function due(f: FollowupRow, today: CivilDate): { days: number | null; when: string } {
  if (f.due_date === null) return { days: null, when: "no due date" };
  const days = daysBetween(today, parseDate(f.due_date, "due date"));
  if (days < 0) return { days, when: `overdue, due ${relativeDays(days)}` };
  return { days, when: `due ${relativeDays(days)}` };
}

function shown(f: FollowupRow, today: CivilDate) {
  return {
    id: f.id,
    subject: f.subject,
    correspondent: f.correspondent,
    due_date: f.due_date,
    days_until_due: due(f, today).days,
    created_at: f.created_at.toISOString(),
    // Found in the mailbox: which sent email it is (never its text).
    ...(f.message_id
      ? { message_id: f.message_id, sent_at: f.sent_at?.toISOString() ?? null }
      : {}),
  };
}

function title(f: FollowupRow): string {
  return `"${excerpt(f.subject, 80)}" with ${excerpt(f.correspondent, 60)}`;
}

function sent(f: FollowupRow): string {
  return f.sent_at ? `sent ${f.sent_at.toISOString().slice(0, 10)}, no reply; ` : "";
}

async function pending(env: ToolEnv): Promise<FollowupRow[]> {
  return await env.sql<FollowupRow[]>`
    select id, subject, correspondent, due_date::text as due_date, created_at, message_id, sent_at
    from assistant.email_followups
    where account_id = ${env.accountId} and status = 'pending'
    order by due_date nulls last, seq
    limit ${MAX_PENDING_FOLLOWUPS}
  `;
}

/**
 * Handlers of the email follow-ups group: list the pending ones (the soonest due first) and
 * dismiss one. Dismissing keeps the follow-up, marked dismissed, and never touches an email.
 */
export const emailFollowupsHandlers: ToolHandlers = {
  email_followups_list: async (_input: Record<string, never>, env: ToolEnv) => {
    const today = todayIn(env.now, env.timezone);
    const rows = await pending(env);
    if (rows.length === 0) {
      return { summary: "You have no pending email follow-ups.", data: { followups: [] } };
    }
    return {
      summary: `Pending email follow-ups:\n${
        rows.map((f) => `• ${title(f)} — ${sent(f)}${due(f, today).when}`).join("\n")
      }`,
      data: { followups: rows.map((f) => shown(f, today)) },
    };
  },

  email_followups_dismiss: async (input: { followup: string }, env: ToolEnv) => {
    const rows = await pending(env);
    const ref = input.followup;
    if (looksLikeId(ref) && !rows.some((f) => f.id === ref.trim())) {
      const [done] = await env.sql<FollowupRow[]>`
        select id, subject, correspondent, due_date::text as due_date, created_at, message_id,
          sent_at
        from assistant.email_followups
        where account_id = ${env.accountId} and id = ${ref.trim()} and status = 'dismissed'
      `;
      if (done) {
        return {
          summary: `The follow-up ${title(done)} was already dismissed.`,
          data: { dismissed: { id: done.id, subject: done.subject }, already: true },
        };
      }
    }
    const f = resolveRef(
      rows.map((r) => ({ ...r, label: `${r.subject} ${r.correspondent}` })),
      ref,
      "follow-up",
    );
    const done = await env.sql`
      update assistant.email_followups set status = 'dismissed', dismissed_at = ${env.now}
      where account_id = ${env.accountId} and id = ${f.id} and status = 'pending'
      returning id
    `;
    if (done.length === 0) throw new ToolError(`No pending follow-up matches "${ref}"`);
    return {
      summary: `Dismissed the follow-up ${title(f)}. The email itself is untouched.`,
      data: { dismissed: { id: f.id, subject: f.subject }, already: false },
    };
  },
};
