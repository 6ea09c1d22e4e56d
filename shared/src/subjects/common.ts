/**
 * Shared by the subjects of every service: the chat message, an account id, which requests may be sent again, an operation's identity and a model answer's usage.
 * @module
 */
import { z } from "zod";

/** Most characters a message to the assistant may have. */
export const MAX_MESSAGE_LENGTH = 4000;

/** A button under a chat message; `data` is what a tap sends back. */
export const chatButtonSchema = z.object({
  label: z.string().min(1).max(64),
  data: z.string().min(1).max(64),
});

/** A message from the assistant to a chat user. */
export const chatOutSchema = z.object({
  text: z.string().min(1),
  buttons: z.array(chatButtonSchema).max(8).optional(),
  /**
   * Set when `text` holds a secret that is shown once (a new API key): the chat shows `text` in
   * this one reply and keeps only `transcript_text` afterwards.
   */
  transcript_text: z.string().min(1).optional(),
});

/** A message from the assistant to a chat user. */
export type ChatOut = z.infer<typeof chatOutSchema>;

export const accountId = z.uuid();

/**
 * A request that may be sent again to another replica when the one working on it is lost
 * mid-request: a read, or an idempotent change (its guarantee says which).
 */
export const safeToResend = () => true;
/** A request run once by its operation id (`assistant.operations`) when it carries one. */
export const resendWithOperation = (p: { operation?: unknown }) => p.operation !== undefined;

/**
 * A request's identity in the gateway's idempotency store (hex SHA-256 of the API key's id and the
 * Idempotency-Key or message text), when that record lapses, and when the gateway stops waiting:
 * the assistant runs each such request once and answers a repeat with the first run's reply.
 */
export const operationSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  expires_at: z.iso.datetime({ offset: true }),
  deadline: z.iso.datetime({ offset: true }),
});

/** Token usage of one model answer, which the gateway charges. */
export const usageSchema = z.object({
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
});
