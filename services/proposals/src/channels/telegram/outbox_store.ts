/**
 * `proposals.telegram_outbox`: the messages waiting to be sent to Telegram chats, claimed per
 * chat in order with `for update skip locked` and a lease, and deleted once sent.
 * @module
 */
import type { JsonValue, Sql } from "@asst/shared/db";

/** A button as the outbox keeps it. */
export interface OutboxButton {
  label: string;
  data: string;
}

/** A claimed outbox row. */
export interface OutboxRow {
  id: string;
  chat_id: string;
  account_id: string | null;
  text: string;
  buttons: OutboxButton[];
  parts_sent: number;
  attempts: number;
}

/** The Telegram outbox table; every write after a claim names the claim's token. */
export class TelegramOutboxStore {
  constructor(private readonly sql: Sql, private readonly now: () => Date) {}

  /** Queues messages for one chat, in order, due now, in one transaction. */
  async enqueue(
    chatId: string,
    accountId: string | null,
    messages: { text: string; buttons: OutboxButton[] }[],
  ): Promise<void> {
    const now = this.now();
    await this.sql.begin(async (tx) => {
      for (const m of messages) {
        await tx`
          insert into proposals.telegram_outbox
            (chat_id, account_id, text, buttons, created_at, next_attempt_at)
          values (${chatId}::bigint, ${accountId}, ${m.text},
                  ${tx.json(m.buttons as unknown as JsonValue)}, ${now}, ${now})
        `;
      }
    });
  }

  /**
   * Claims up to `limit` due rows, each the oldest of its chat, until `lockedUntil`.
   * @returns the rows claimed with `token`
   */
  async claim(token: string, limit: number, lockedUntil: Date): Promise<OutboxRow[]> {
    const now = this.now();
    return await this.sql<OutboxRow[]>`
      with due as (
        select o.id from proposals.telegram_outbox o
        where o.next_attempt_at <= ${now}
          and (o.locked_until is null or o.locked_until <= ${now})
          and not exists (
            select 1 from proposals.telegram_outbox older
            where older.chat_id = o.chat_id and older.id < o.id
          )
        order by o.id
        limit ${limit}
        for update skip locked
      )
      update proposals.telegram_outbox t
      set claim = ${token}, locked_until = ${lockedUntil}
      from due where t.id = due.id
      returning t.id::text, t.chat_id::text, t.account_id, t.text, t.buttons, t.parts_sent,
                t.attempts
    `;
  }

  /** Gives a claimed row back, due again at `next`. */
  async release(row: OutboxRow, token: string, next: Date, attempts: number): Promise<void> {
    await this.sql`
      update proposals.telegram_outbox
      set next_attempt_at = ${next}, attempts = ${attempts}, claim = null, locked_until = null
      where id = ${row.id} and claim = ${token}
    `;
  }

  /**
   * Records that `partsSent` parts of a long message went out and extends the lease.
   * @returns false when the claim ran out and another worker took the row over
   */
  async partSent(
    row: OutboxRow,
    token: string,
    partsSent: number,
    lockedUntil: Date,
  ): Promise<boolean> {
    const kept = await this.sql`
      update proposals.telegram_outbox set parts_sent = ${partsSent}, locked_until = ${lockedUntil}
      where id = ${row.id} and claim = ${token}
      returning id
    `;
    return kept.length > 0;
  }

  /** Deletes a claimed row (sent, or given up). */
  async remove(row: OutboxRow, token: string): Promise<void> {
    await this.sql`delete from proposals.telegram_outbox where id = ${row.id} and claim = ${token}`;
  }
}
