/**
 * The subjects the proposals service answers: proposals, their status and the local outbox.
 * @module
 */
import { z } from "zod";
import { defineRequest } from "../contracts.ts";
import { proposalInputSchema } from "../tools.ts";
import { accountId, chatOutSchema, safeToResend } from "./common.ts";

/** A proposal as its status endpoint shows it. */
export const proposalViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "confirmed", "rejected", "expired", "failed"]),
  summary: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  expires_at: z.string(),
});

/** A proposal as its status endpoint shows it. */
export type ProposalView = z.infer<typeof proposalViewSchema>;

/** How a confirmed email went out: through the mail server, or into the local outbox. */
export const EMAIL_DELIVERY = { smtp: "smtp", localOutbox: "local_outbox" } as const;

/** How a confirmed email went out. */
export type EmailDelivery = typeof EMAIL_DELIVERY[keyof typeof EMAIL_DELIVERY];

/** An email kept in the local outbox, because no mail server is configured. */
export const outboxEmailSchema = z.object({
  proposal_id: z.uuid(),
  from: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  saved_at: z.string(),
});

/** An email kept in the local outbox. */
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** Subjects the proposals service answers. */
export const proposalsSubjects = {
  /**
   * Stores a proposal in state pending and sends the chat message with Confirm and Reject.
   * Idempotent: the caller picks `id`, and a second call with it returns the same proposal.
   * `from` is the account's configured address (required for an email); `timezone` is how the
   * chat shows times.
   * @throws 422 `invalid_body` for an email without `from`
   */
  createProposal: defineRequest(
    "proposals.create",
    z.object({
      id: z.uuid(),
      account_id: accountId,
      key_id: z.uuid().nullable(),
      proposal: proposalInputSchema,
      from: z.object({ address: z.email(), name: z.string().max(200).nullable() }).nullable(),
      timezone: z.string().min(1).max(64),
    }),
    z.object({
      proposal: proposalViewSchema,
      /** For an email: where it will go on Confirm. */
      delivery: z.enum(["smtp", "local_outbox"]).nullable(),
    }),
    { guarantee: "at most once, idempotent by `id`", from: "assistant", to: "proposals" },
    safeToResend,
  ),
  /** The newest emails of the account's local outbox, newest first. */
  listOutbox: defineRequest(
    "proposals.outbox.list",
    z.object({ account_id: accountId, limit: z.number().int().min(1).max(50) }),
    z.object({ emails: z.array(outboxEmailSchema), smtp_configured: z.boolean() }),
    { guarantee: "at most once, read-only", from: "assistant", to: "proposals" },
    safeToResend,
  ),
  /**
   * The account's proposal with this id, with expiry applied at read time; 404 `not_found` when
   * the account has none with that id.
   */
  getProposal: defineRequest(
    "proposals.get",
    z.object({ account_id: accountId, id: z.uuid() }),
    proposalViewSchema,
    { guarantee: "at most once, read-only", from: "gateway", to: "proposals" },
    safeToResend,
  ),
  /** Sends messages to a user's chat (reminders fired, proposals awaiting a tap, keys expiring). */
  chatSend: defineRequest(
    "proposals.chat.send",
    z.object({ account_id: accountId, messages: z.array(chatOutSchema).min(1).max(10) }),
    z.object({ delivered: z.number().int().nonnegative() }),
    { guarantee: "at most once", from: "notifier, gateway", to: "proposals" },
  ),
} as const;
