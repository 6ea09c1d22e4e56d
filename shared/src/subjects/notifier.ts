/**
 * The subjects the notifier answers: webhook management from the chat.
 * @module
 */
import { z } from "zod";
import { defineRequest } from "../contracts.ts";
import { EVENT_TYPES } from "../events.ts";
import { accountId, safeToResend } from "./common.ts";

/** A webhook endpoint as the chat shows it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(EVENT_TYPES)),
  state: z.enum(["active", "disabled"]),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
  recent_deliveries: z.array(z.object({
    at: z.string(),
    event: z.enum(EVENT_TYPES),
    event_id: z.string(),
    status_code: z.number().int().nullable(),
    ok: z.boolean(),
  })),
});

/** A webhook endpoint as the chat shows it. */
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Subjects the notifier answers: webhook management from the chat. */
export const notifierSubjects = {
  /** Registers an endpoint; the reply holds its signing secret, the only time it is shown. */
  registerWebhook: defineRequest(
    "notifier.webhooks.register",
    z.object({
      account_id: accountId,
      url: z.string().min(1).max(2000),
      events: z.array(z.enum(EVENT_TYPES)).min(1),
    }),
    z.object({ endpoint: webhookEndpointSchema, secret: z.string() }),
    { guarantee: "at most once", from: "assistant", to: "notifier" },
  ),
  /** The account's endpoints with their recent deliveries. */
  listWebhooks: defineRequest(
    "notifier.webhooks.list",
    z.object({ account_id: accountId }),
    z.object({ endpoints: z.array(webhookEndpointSchema) }),
    { guarantee: "at most once, read-only", from: "assistant", to: "notifier" },
    safeToResend,
  ),
  /** Removes the account's endpoint with this URL at once. */
  removeWebhook: defineRequest(
    "notifier.webhooks.remove",
    z.object({ account_id: accountId, url: z.string().min(1).max(2000) }),
    z.object({ removed: z.number().int().nonnegative() }),
    { guarantee: "at most once, idempotent", from: "assistant", to: "notifier" },
    safeToResend,
  ),
  /**
   * Issues a new signing secret for the endpoint with this URL (or the only one); the old one
   * keeps being sent alongside for 24 hours.
   */
  rotateWebhookSecret: defineRequest(
    "notifier.webhooks.rotate",
    z.object({ account_id: accountId, url: z.string().min(1).max(2000).nullable() }),
    z.object({ endpoint: webhookEndpointSchema, secret: z.string(), old_valid_until: z.string() }),
    { guarantee: "at most once", from: "assistant", to: "notifier" },
  ),
  /** Queues again every delivery not delivered since `since`. */
  resendWebhooks: defineRequest(
    "notifier.webhooks.resend",
    z.object({ account_id: accountId, since: z.iso.datetime({ offset: true }) }),
    z.object({ requeued: z.number().int().nonnegative() }),
    { guarantee: "at most once", from: "assistant", to: "notifier" },
  ),
} as const;
