import type { EventEnvelope } from "@asst/shared";
import type { JsonValue, Sql } from "@asst/shared/db";

/**
 * The webhook body of an event: the envelope without `account_id`, serialised once so that every
 * attempt sends, and signs, the same bytes.
 */
export function webhookBody(event: EventEnvelope): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.created_at,
    data: event.data,
  });
}

/** Durable events as the notifier received them, in the `notifier` schema. */
export class EventInbox {
  readonly #sql: Sql;
  readonly #now: () => Date;

  constructor(sql: Sql, now: () => Date = () => new Date()) {
    this.#sql = sql;
    this.#now = now;
  }

  /**
   * Records an event once and, in the same transaction, queues one delivery to each active
   * endpoint of its account that subscribed to its kind: an event recorded is an event delivered.
   * @returns false when it was already recorded (a redelivery)
   */
  async record(event: EventEnvelope): Promise<boolean> {
    const now = this.#now();
    return await this.#sql.begin(async (tx) => {
      const rows = await tx`
        insert into notifier.received_events (id, type, account_id, payload)
        values (${event.id}, ${event.type}, ${event.account_id},
                ${tx.json(event as unknown as JsonValue)})
        on conflict (id) do nothing
        returning id
      `;
      if (rows.length === 0) return false;
      await tx`
        insert into notifier.deliveries (id, account_id, endpoint_id, event_id, event_type, body,
                                         next_attempt_at, created_at)
        select gen_random_uuid(), e.account_id, e.id, ${event.id}, ${event.type},
               ${webhookBody(event)}, ${now}, ${now}
        from notifier.endpoints e
        where e.account_id = ${event.account_id} and e.state = 'active'
          and ${event.type} = any(e.events)
        on conflict (endpoint_id, event_id) do nothing
      `;
      return true;
    });
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
