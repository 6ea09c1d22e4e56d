import { env } from "@asst/shared";
import { z } from "zod";

/** The assistant's settings, from environment variables (the model's are in `modelConfigSchema`). */
export const assistantConfigSchema = z.object({
  /** How long a Confirm button in the chat stays usable, in seconds. */
  CONFIRMATION_TTL_SECONDS: env.positiveInt(24 * 60 * 60),
  /** Most tool calls one /actions request may make. */
  MAX_TOOL_CALLS: env.positiveInt(5),
  /**
   * AES-256-GCM key (base64 of 32 bytes) that encrypts stored third-party secrets (Todoist
   * tokens, private calendar feed addresses).
   */
  ASSISTANT_SECRET_KEY: z.string().regex(
    /^[A-Za-z0-9+/]{43}=$/,
    "expected base64 of 32 bytes, as `openssl rand -base64 32` prints",
  ),
  /** How often the reminder scheduler looks for due reminders, in milliseconds. */
  REMINDER_TICK_MS: env.positiveInt(250),
  /** How often each watched product page is checked, in seconds. */
  PRICE_CHECK_INTERVAL_SECONDS: env.positiveInt(3600),
  /**
   * Let price checks, calendar feeds and the user's mailbox (IMAP, also without TLS) and CalDAV
   * calendar (also over http) reach loopback and private addresses (local tests).
   */
  PRICE_FETCH_ALLOW_PRIVATE: env.flag(false),
  /** How often each connected mailbox is read for follow-ups, in seconds. */
  MAILBOX_CHECK_INTERVAL_SECONDS: env.positiveInt(600),
  /** Todoist's API. */
  TODOIST_BASE_URL: z.url().default("https://api.todoist.com/api/v1"),
});

/** The assistant's settings. */
export type AssistantConfig = z.infer<typeof assistantConfigSchema>;
