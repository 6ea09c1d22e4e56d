import { call, type Logger, proposalsSubjects } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import type { Sql, TransactionSql } from "@asst/shared/db";

/** How long a sender keeps a notice from other replicas while it sends it, in milliseconds. */
const NOTICE_LEASE_MS = 30_000;
/** The longest wait between two tries of one notice, in milliseconds: an hour. */
const NOTICE_MAX_RETRY_MS = 3_600_000;

/**
 * Queues a message for the user's chat inside the transaction that decided it; the sender
 * delivers it at least once, retrying while the chat is unreachable.
 */
export async function enqueueChatNotice(
  tx: TransactionSql | Sql,
  accountId: string,
  text: string,
  now: Date,
): Promise<void> {
  await tx`
    insert into notifier.chat_notices (id, account_id, text, created_at, next_attempt_at)
    values (${crypto.randomUUID()}, ${accountId}, ${text}, ${now}, ${now})
  `;
}

/** Options of {@link createChatNoticeSender}. */
export interface ChatNoticeSenderOptions {
  sql: Sql;
  bus: Bus;
  log: Logger;
  now: () => Date;
  /** Notices sent per run. @default 20 */
  batchSize?: number;
}

/** Sends queued chat notices. */
export interface ChatNoticeSender {
  /** Sends the due notices once. @returns how many the chat took */
  sendDue(): Promise<number>;
}

interface Notice {
  id: string;
  account_id: string;
  text: string;
  attempts: number;
}

/**
 * Sends queued notices through `proposals.chat.send`. Due notices are leased `FOR UPDATE SKIP
 * LOCKED`, so replicas never send one twice at once; a failed send is logged and tried again
 * later (30 s, doubling, at most hourly), never thrown.
 */
export function createChatNoticeSender(options: ChatNoticeSenderOptions): ChatNoticeSender {
  const { sql, bus, log, now: clock } = options;
  const batchSize = options.batchSize ?? 20;

  const send = async (notice: Notice): Promise<boolean> => {
    try {
      await call(bus, proposalsSubjects.chatSend, {
        account_id: notice.account_id,
        messages: [{ text: notice.text }],
      });
      await sql`
        update notifier.chat_notices set sent_at = ${clock()}, locked_until = null,
          attempts = attempts + 1
        where id = ${notice.id} and account_id = ${notice.account_id}
      `;
      return true;
    } catch (err) {
      const wait = Math.min(30_000 * 2 ** notice.attempts, NOTICE_MAX_RETRY_MS);
      log.warn("could not tell the chat; will retry", {
        notice_id: notice.id,
        account_id: notice.account_id,
        err,
      });
      await sql`
        update notifier.chat_notices
        set attempts = attempts + 1, locked_until = null,
            next_attempt_at = ${new Date(clock().getTime() + wait)}
        where id = ${notice.id} and account_id = ${notice.account_id}
      `.catch((e) => log.warn("could not reschedule a chat notice", { err: e }));
      return false;
    }
  };

  return {
    async sendDue() {
      const now = clock();
      const due = await sql<Notice[]>`
        update notifier.chat_notices n
        set locked_until = ${new Date(now.getTime() + NOTICE_LEASE_MS)}
        where n.id in (
          select id from notifier.chat_notices
          where sent_at is null and next_attempt_at <= ${now}
            and (locked_until is null or locked_until <= ${now})
          order by created_at
          limit ${batchSize}
          for update skip locked
        )
        returning n.id, n.account_id, n.text, n.attempts
      `;
      let sent = 0;
      for (const notice of due) if (await send(notice)) sent++;
      return sent;
    },
  };
}
