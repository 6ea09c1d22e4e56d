/**
 * Which sent emails wait for a reply: a sent email is answered by a received one that names its
 * Message-ID in `In-Reply-To` or `References`, or, as a fallback, by one from a recipient with the
 * same subject (less any "Re:") that came after it. One unanswered for the user's delay is due.
 * @module
 */
import type { InboxHeader, SentHeader } from "./imap_mailbox.ts";

/** How many days a sent email waits for a reply before it is a follow-up, by default. */
export const DEFAULT_FOLLOWUP_DELAY_DAYS = 3;
const DAY_MS = 86_400_000;

/** The subject without reply and forward prefixes, spacing or case. */
export function baseSubject(subject: string): string {
  let s = subject.normalize("NFKC").replace(/\s+/gu, " ").trim().toLowerCase();
  for (;;) {
    const next = s.replace(/^(?:re|aw|sv|antw|fwd?|wg)(?:\[\d+\])?\s*:\s*/u, "");
    if (next === s) return s;
    s = next;
  }
}

/** The sent emails that are due for a follow-up, and the Message-IDs of those answered. */
export function matchReplies(
  sent: readonly SentHeader[],
  inbox: readonly InboxHeader[],
  now: Date,
  delayDays: number,
): { due: SentHeader[]; answered: Set<string> } {
  const referenced = new Set(inbox.flatMap((m) => m.replyTo));
  const bySender = new Map<string, InboxHeader[]>();
  for (const m of inbox) {
    if (m.from) bySender.set(m.from, [...bySender.get(m.from) ?? [], m]);
  }
  const answered = new Set<string>();
  const due: SentHeader[] = [];
  for (const s of sent) {
    const subject = baseSubject(s.subject);
    const replied = referenced.has(s.messageId) ||
      s.to.some((to) =>
        (bySender.get(to) ?? []).some((m) =>
          m.date.getTime() > s.date.getTime() && subject !== "" &&
          baseSubject(m.subject) === subject
        )
      );
    if (replied) answered.add(s.messageId);
    else if (s.date.getTime() + delayDays * DAY_MS <= now.getTime()) due.push(s);
  }
  return { due, answered };
}
