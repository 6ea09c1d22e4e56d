/**
 * The webhook bodies as zod schemas with descriptions and examples, built from the events'
 * own schemas (shared/src/events.ts): the source of the `WebhookEvent*` components in openapi.json.
 */
import { eventDataSchemas, eventEnvelopeSchema, type EventType } from "@asst/shared";
import { z } from "zod";
import { documented, type FieldDoc, PROPOSAL_FIELDS, PROPOSAL_ID } from "./api_schemas.ts";

const envelope = eventEnvelopeSchema.shape;

interface WebhookDoc {
  description: string;
  id: string;
  created_at: string;
  data: { description: string; fields: Record<string, FieldDoc>; example: object };
}

/** A webhook body: the event envelope without `account_id`, around the event's own `data`. */
function webhookEvent(type: EventType, doc: WebhookDoc): z.ZodObject {
  const data = documented(
    doc.data.description,
    eventDataSchemas[type].shape,
    doc.data.fields,
    { ...doc.data.example },
  );
  return documented(doc.description, {
    id: envelope.id,
    type: z.literal(type),
    created_at: envelope.created_at,
    data,
  }, {
    id: {
      description:
        "The event id; the same on every delivery attempt, so use it to drop duplicates.",
      example: doc.id,
    },
    type: { description: "The event kind.", example: type },
    created_at: { description: "When the event happened.", example: doc.created_at },
    data: { description: doc.data.description },
  }, { id: doc.id, type, created_at: doc.created_at, data: doc.data.example });
}

const reminder = {
  text: { description: "The reminder text.", example: "Call the dentist" },
  reminder_id: {
    description: "The reminder's id.",
    example: "0b6f2d4e-1c3a-4e5f-8a7b-9c0d1e2f3a4b",
  },
};

const price = {
  watch_id: {
    description: "The price watch's id.",
    example: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
  },
  item: { description: "The item's name.", example: "Noise-cancelling headphones" },
  url: { description: "The item's page.", example: "https://shop.example.com/headphones" },
  old_price: { description: "The previous price.", example: 249.9 },
  new_price: { description: "The new, lower price.", example: 199 },
  currency: { description: "ISO 4217 currency code.", example: "EUR" },
  target_price: {
    description: "The target price the user set, or `null` when none is set.",
    example: 200,
  },
};

const resolved = {
  proposal_id: {
    description: "The proposal id (as in `actions[].request_id`).",
    example: PROPOSAL_ID,
    format: "uuid",
  },
  kind: { description: "What was proposed.", example: "email" },
  status: { description: "The final state.", example: "confirmed" },
  ...PROPOSAL_FIELDS,
  resolved_at: {
    description:
      "When the proposal was resolved: the tap, or for `expired` the moment it expired (its `expires_at`).",
    example: "2025-05-02T08:20:11Z",
    format: "date-time",
  },
  delivery: {
    description:
      "On `confirmed`: how the action went out. `smtp` through the mail server; `local_outbox` when no mail server is configured (the user reads it in the chat); `calendar` into the built-in calendar.",
    example: "smtp",
  },
  reason: {
    description: "On `failed`: why the action did not go out, in words for people.",
    example: "The mail server refused the message: 550 5.1.1 mailbox unavailable",
  },
};

const examples = <T extends Record<string, FieldDoc>>(fields: T, omit: string[] = []) =>
  Object.fromEntries(
    Object.entries(fields).filter(([k]) => !omit.includes(k)).map(([k, v]) => [k, v.example]),
  );

/** The webhook bodies by event kind, with the component name each has in openapi.json. */
export const WEBHOOK_EVENTS = [
  {
    type: "reminder.fired",
    name: "WebhookEventReminderFired",
    summary: "A reminder came due",
    description: "Sent when a reminder fires, with its text and id.",
    schema: webhookEvent("reminder.fired", {
      description: "Body of a `reminder.fired` webhook: a reminder came due.",
      id: "5a2e8c1f-3b4d-4f6a-9e7c-1d2b3a4c5e6f",
      created_at: "2025-05-03T09:00:00Z",
      data: {
        description: "The reminder that fired.",
        fields: reminder,
        example: examples(reminder),
      },
    }),
  },
  {
    type: "price.drop",
    name: "WebhookEventPriceDrop",
    summary: "A watched item got cheaper",
    description:
      "Sent when the price of a watched item drops, with the old and new price and the target price if one is set.",
    schema: webhookEvent("price.drop", {
      description: "Body of a `price.drop` webhook: a watched item got cheaper.",
      id: "c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f",
      created_at: "2025-05-03T07:30:00Z",
      data: {
        description: "The watched item and its prices.",
        fields: price,
        example: examples(price),
      },
    }),
  },
  {
    type: "proposal.resolved",
    name: "WebhookEventProposalResolved",
    summary: "A proposal was resolved",
    description:
      "Sent when a proposal made through `/actions` is confirmed, rejected, expires or fails.",
    schema: webhookEvent("proposal.resolved", {
      description: "Body of a `proposal.resolved` webhook: a proposal left the `pending` state.",
      id: "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
      created_at: "2025-05-02T08:20:11Z",
      data: {
        description:
          "The proposal and how it was resolved. One event per proposal, when it leaves `pending`.",
        fields: resolved,
        example: examples(resolved, ["reason"]),
      },
    }),
  },
] as const satisfies readonly {
  type: EventType;
  name: string;
  summary: string;
  description: string;
  schema: z.ZodObject;
}[];
