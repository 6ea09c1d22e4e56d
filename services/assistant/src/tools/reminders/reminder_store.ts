import type { Sql } from "@asst/shared/db";

/** A reminder as stored. */
export interface Reminder {
  id: string;
  text: string;
  timezone: string;
  first_at: Date;
  rrule: string | null;
  /** Null once it is done or cancelled. */
  next_fire_at: Date | null;
  last_fired_at: Date | null;
  fired_count: number;
}

/** The most upcoming reminders an account can have. */
export const MAX_UPCOMING_REMINDERS = 500;

/** A new reminder. */
export interface NewReminder {
  text: string;
  timezone: string;
  firstAt: Date;
  rrule: string | null;
}

/** Reminders of each account, in the `assistant` schema. */
export class ReminderStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** How many reminders of the account will still fire. */
  async countUpcoming(accountId: string): Promise<number> {
    const [row] = await this.#sql<{ n: number }[]>`
      select count(*)::int as n from assistant.reminders
      where account_id = ${accountId} and next_fire_at is not null
    `;
    return row?.n ?? 0;
  }

  /** Stores a reminder that fires first at `firstAt`. */
  async create(accountId: string, r: NewReminder): Promise<Reminder> {
    const [row] = await this.#sql<Reminder[]>`
      insert into assistant.reminders (id, account_id, text, timezone, first_at, rrule, next_fire_at)
      values (${crypto.randomUUID()}, ${accountId}, ${r.text}, ${r.timezone}, ${r.firstAt},
              ${r.rrule}, ${r.firstAt})
      returning id, text, timezone, first_at, rrule, next_fire_at, last_fired_at, fired_count
    `;
    return row!;
  }

  /** The account's reminders that will still fire, the next first. */
  async upcoming(accountId: string, limit = MAX_UPCOMING_REMINDERS): Promise<Reminder[]> {
    return await this.#sql<Reminder[]>`
      select id, text, timezone, first_at, rrule, next_fire_at, last_fired_at, fired_count
      from assistant.reminders
      where account_id = ${accountId} and next_fire_at is not null
      order by next_fire_at, created_at, id
      limit ${limit}
    `;
  }

  /** Cancels a reminder and all its occurrences. @returns false when it was no longer upcoming */
  async cancel(accountId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.#sql`
      update assistant.reminders set cancelled_at = ${now}, next_fire_at = null
      where account_id = ${accountId} and id = ${id} and next_fire_at is not null
      returning id
    `;
    return rows.length > 0;
  }
}
