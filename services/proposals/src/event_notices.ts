/**
 * Tells chat users about their durable events: a fired reminder or a price drop becomes a chat
 * message, once per event id however often the stream delivers it.
 * @module
 */
import {
  type ChatOut,
  eventDataSchemas,
  type EventEnvelope,
  eventEnvelopeSchema,
  type Logger,
} from "@asst/shared";
import { type Bus, decodeJson, type EventHandler, type Stoppable } from "@asst/shared/bus";
import type { Sql } from "@asst/shared/db";
import type { ChatRouter } from "./channels/chat_router.ts";

/** Name of the durable consumer; the replicas of proposals share it. */
export const EVENT_NOTICES_DURABLE = "proposals-notices";

/** What {@link startEventNotices} needs. */
export interface EventNoticesDeps {
  bus: Bus;
  sql: Sql;
  router: Pick<ChatRouter, "send">;
  log: Logger;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /**
   * Events older than this are acknowledged without a message, so a new consumer that starts at
   * the beginning of the stream does not replay old reminders into the chat. @default 86400000
   */
  maxAgeMs?: number;
  /** How long a delivery's claim on an event lasts while it sends, in ms. @default 60000 */
  leaseMs?: number;
}

/** Another delivery of the same event is sending it now; this one is to be retried later. */
export class NoticeInFlightError extends Error {
  constructor(eventId: string) {
    super(`The notice of event "${eventId}" is being sent by another delivery; retry later`);
    this.name = "NoticeInFlightError";
  }
}

function formatMoney(amount: number, currency: string): string {
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount);
    } catch {
      // Unknown to Intl: the number and the code below.
    }
  }
  const n = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 }).format(amount);
  return currency ? `${n} ${currency}` : n;
}

/** The chat message an event gives, or null for events the chat does not tell. */
export function noticeFor(event: EventEnvelope): ChatOut | null {
  if (event.type === "reminder.fired") {
    const data = eventDataSchemas["reminder.fired"].parse(event.data);
    return { text: `⏰ Reminder: ${data.text}` };
  }
  if (event.type === "price.drop") {
    const d = eventDataSchemas["price.drop"].parse(event.data);
    const target = d.target_price === null
      ? ""
      : `, below your target of ${formatMoney(d.target_price, d.currency)}`;
    return {
      text: `📉 Price drop: ${d.item} is now ${formatMoney(d.new_price, d.currency)} (was ${
        formatMoney(d.old_price, d.currency)
      })${target}.\n${d.url}`,
    };
  }
  return null;
}

/**
 * The handler of durable events that sends their notices. Each event is claimed in
 * `proposals.event_notices` before it is sent and marked sent after: a redelivery of a sent
 * event sends nothing, one that comes while another delivery is sending is retried later, and
 * a failed send leaves the event to its next delivery.
 */
export function createEventNoticeHandler(deps: EventNoticesDeps): EventHandler {
  const { sql, router, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const maxAgeMs = deps.maxAgeMs ?? 24 * 60 * 60 * 1000;
  const leaseMs = deps.leaseMs ?? 60_000;

  return async (msg) => {
    let raw: unknown;
    try {
      raw = decodeJson(msg.data);
    } catch {
      raw = null;
    }
    const parsed = eventEnvelopeSchema.safeParse(raw);
    if (!parsed.success) {
      // It can never be read: acknowledge it so it does not come back forever.
      log.error("dropped a malformed event", { msg_id: msg.headers["nats-msg-id"] });
      return;
    }
    const event = parsed.data;
    let notice: ChatOut | null;
    try {
      notice = noticeFor(event);
    } catch (err) {
      log.error("dropped an event with malformed data", { event_id: event.id, err });
      return;
    }
    if (notice === null) return;
    const now = clock();
    if (now.getTime() - Date.parse(event.created_at) > maxAgeMs) {
      log.info("event too old to tell in the chat", { event_id: event.id, type: event.type });
      return;
    }

    const claim = crypto.randomUUID();
    const expired = new Date(now.getTime() - leaseMs);
    const [claimed] = await sql<{ claim: string }[]>`
      insert into proposals.event_notices (event_id, account_id, type, claim, claimed_at)
      values (${event.id}, ${event.account_id}, ${event.type}, ${claim}, ${now})
      on conflict (event_id) do update set claim = excluded.claim, claimed_at = excluded.claimed_at
      where proposals.event_notices.account_id = excluded.account_id
        and proposals.event_notices.sent_at is null
        and (proposals.event_notices.claimed_at is null
             or proposals.event_notices.claimed_at < ${expired})
      returning claim
    `;
    if (!claimed) {
      const [row] = await sql<{ sent_at: Date | null }[]>`
        select sent_at from proposals.event_notices
        where event_id = ${event.id} and account_id = ${event.account_id}
      `;
      if (row?.sent_at) return; // Told already: a redelivery.
      throw new NoticeInFlightError(event.id);
    }

    let delivered: number;
    try {
      delivered = await router.send(event.account_id, [notice]);
    } catch (err) {
      await sql`
        update proposals.event_notices set claim = null, claimed_at = null
        where event_id = ${event.id} and account_id = ${event.account_id} and claim = ${claim}
      `;
      throw err;
    }
    const marked = await sql`
      update proposals.event_notices set sent_at = ${clock()}, claim = null
      where event_id = ${event.id} and account_id = ${event.account_id} and claim = ${claim}
      returning event_id
    `;
    if (marked.length === 0) {
      log.warn("a notice took longer than its claim; it may be told twice", { event_id: event.id });
    }
    log.info("event told in the chat", { event_id: event.id, type: event.type, delivered });
  };
}

/**
 * Starts the durable consumer `proposals-notices` of `events.>` that tells `reminder.fired` and
 * `price.drop` events to the account's chat, once per event id.
 */
export async function startEventNotices(deps: EventNoticesDeps): Promise<Stoppable> {
  return await deps.bus.consume(
    { durable: EVENT_NOTICES_DURABLE, filterSubject: "events.>" },
    createEventNoticeHandler(deps),
  );
}
