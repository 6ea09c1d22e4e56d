import { env } from "@asst/shared";
import { z } from "zod";

const TELEGRAM_SECRET = /^[A-Za-z0-9_-]{16,256}$/;

/** The proposals service's settings, from environment variables. */
export const proposalsConfigSchema = z.object({
  /**
   * Serve the built-in web chat at /chat. It trusts the handle it is given: a development
   * channel. On by default in the embedded mode only.
   */
  WEB_CHAT_ENABLED: env.flag(false),
  /** How long the chat waits for the assistant, in milliseconds. */
  CHAT_REQUEST_TIMEOUT_MS: env.positiveInt(30_000),
  /** How long a proposal waits for the user's decision, in seconds. @default 72 hours */
  PROPOSAL_TTL_SECONDS: env.positiveInt(72 * 3600),
  /** How often the sweeper expires proposals past their time, in milliseconds. */
  PROPOSAL_SWEEP_MS: env.positiveInt(1000),
  /**
   * The mail server confirmed emails go out through: `smtp://user:pass@host:587` (STARTTLS when
   * offered) or `smtps://user:pass@host:465`. Unset: emails go to the local outbox in the chat.
   */
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, "expected smtp://… or smtps://…")
    .optional(),
  /** How long one email may take to send, in milliseconds. */
  SMTP_TIMEOUT_MS: env.positiveInt(30_000),
  /** The Telegram bot's token from @BotFather. Unset: no Telegram channel. */
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[A-Za-z0-9_-]{20,}$/, "expected a bot token")
    .optional(),
  /** Where the Bot API is; a local server in tests. */
  TELEGRAM_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.telegram.org"),
  /**
   * The public https URL of this service's `/telegram/webhook`, given to `setWebhook` at start.
   * Unset: the webhook is not (re)registered, only served.
   */
  TELEGRAM_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The secret Telegram sends in `X-Telegram-Bot-Api-Secret-Token` on every update (16 to 256
   * of A-Z a-z 0-9 _ -). Unset: derived from the bot token, so every replica agrees.
   */
  TELEGRAM_WEBHOOK_SECRET: z.string().regex(
    TELEGRAM_SECRET,
    "expected 16 to 256 of A-Z a-z 0-9 _ -",
  )
    .optional(),
});

/** The proposals service's settings. */
export type ProposalsConfig = z.infer<typeof proposalsConfigSchema>;
