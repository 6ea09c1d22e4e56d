import { z } from "zod";

/** The kinds of durable event, which webhooks deliver. */
export const EVENT_TYPE = {
  reminderFired: "reminder.fired",
  priceDrop: "price.drop",
  proposalResolved: "proposal.resolved",
} as const;

/** A durable event kind. */
export type EventType = typeof EVENT_TYPE[keyof typeof EVENT_TYPE];

export const EVENT_TYPES = Object.values(EVENT_TYPE) as [EventType, ...EventType[]];

/**
 * Who writes each event kind to its outbox and which durable consumers read it, for people only:
 * ARCHITECTURE.md's subject table is generated from it (`deno task contracts`).
 */
export const EVENT_ROUTES = {
  "reminder.fired": { from: "assistant (outbox relay)", to: "notifier, proposals" },
  "price.drop": { from: "assistant (outbox relay)", to: "notifier, proposals" },
  "proposal.resolved": { from: "proposals (outbox relay)", to: "notifier" },
} as const satisfies Record<EventType, { from: string; to: string }>;

/** The delivery guarantee of every durable event. */
export const EVENT_GUARANTEE =
  "at least once, de-duplicated by event id in the stream and by each consumer";

/** `data` of each event kind. */
export const eventDataSchemas = {
  "reminder.fired": z.object({ text: z.string(), reminder_id: z.string() }),
  "price.drop": z.object({
    watch_id: z.string(),
    item: z.string(),
    url: z.string(),
    old_price: z.number(),
    new_price: z.number(),
    currency: z.string(),
    target_price: z.number().nullable(),
  }),
  "proposal.resolved": z.object({
    proposal_id: z.string(),
    /** What was proposed. */
    kind: z.enum(["email", "calendar_event"]),
    status: z.enum(["confirmed", "rejected", "expired", "failed"]),
    summary: z.string(),
    created_at: z.string(),
    /** When it was decided; for an expired proposal, when it expired. */
    resolved_at: z.string(),
    /** For a confirmed email: `smtp`, or `local_outbox` when no mail server is configured. */
    delivery: z.enum(["smtp", "local_outbox", "calendar"]).optional(),
    /** For a failed proposal: why the action did not go out. */
    reason: z.string().optional(),
  }),
} as const satisfies Record<EventType, z.ZodType>;

/** The envelope every durable event travels in, and the webhook body (without `account_id`). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.enum(EVENT_TYPES),
  account_id: z.uuid(),
  created_at: z.iso.datetime({ offset: true }),
  data: z.record(z.string(), z.unknown()),
});

/** A durable event. */
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** The bus subject of an event kind: `events.reminder.fired`. */
export function eventSubject(type: EventType): string {
  return `events.${type}`;
}

/** Builds a validated event envelope with a fresh id. */
export function makeEvent<T extends EventType>(
  type: T,
  accountId: string,
  data: z.input<typeof eventDataSchemas[T]>,
  now: Date = new Date(),
): EventEnvelope {
  return eventEnvelopeSchema.parse({
    id: crypto.randomUUID(),
    type,
    account_id: accountId,
    created_at: now.toISOString(),
    data: eventDataSchemas[type].parse(data),
  });
}
