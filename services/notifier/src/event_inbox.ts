import type { EventEnvelope, JsonValue, Sql } from "@asst/shared";

/** Durable events as the notifier received them, in the `notifier` schema. */
export class EventInbox {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Records an event once. @returns false when it was already recorded (a redelivery) */
  async record(event: EventEnvelope): Promise<boolean> {
    const rows = await this.#sql`
      insert into notifier.received_events (id, type, account_id, payload)
      values (${event.id}, ${event.type}, ${event.account_id},
              ${this.#sql.json(event as unknown as JsonValue)})
      on conflict (id) do nothing
      returning id
    `;
    return rows.length > 0;
  }

  /** The events received for an account, oldest first. */
  async list(accountId: string): Promise<EventEnvelope[]> {
    const rows = await this.#sql<{ payload: EventEnvelope }[]>`
      select payload from notifier.received_events where account_id = ${accountId}
      order by received_at, id
    `;
    return rows.map((r) => r.payload);
  }
}
