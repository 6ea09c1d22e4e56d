/**
 * Telegram, the production chat channel: the Bot API webhook that takes what users write and
 * tap, and an outbox that sends what the assistant says, in order per chat, once, from any
 * number of replicas. This module puts the parts together: the outbox store
 * (`outbox_store.ts`), its sender (`sender.ts`), the webhook route (`webhook.ts`) and the update
 * router (`update_router.ts`).
 * @module
 */
import { type ChatOut, type Logger, sha256 } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import type { Hono } from "hono";
import type { ChatChannel, ChatRouter } from "../chat_router.ts";
import { BotApi, botApiFailure } from "./bot_api.ts";
import { inlineKeyboard } from "./message_format.ts";
import { TelegramOutboxStore } from "./outbox_store.ts";
import { createTelegramSender } from "./sender.ts";
import { TELEGRAM_CHANNEL, telegramUpdateRouter } from "./update_router.ts";
import { telegramSecret, TelegramUpdateLedger, telegramWebhookRoutes } from "./webhook.ts";

export {
  inlineKeyboard,
  splitText,
  TELEGRAM_MAX_CALLBACK_DATA_BYTES,
  TELEGRAM_MAX_TEXT,
} from "./message_format.ts";
export { TELEGRAM_CHANNEL } from "./update_router.ts";
export { TELEGRAM_SECRET_HEADER, TELEGRAM_WEBHOOK_PATH, telegramSecret } from "./webhook.ts";

/** The updates the webhook asks Telegram for. */
export const TELEGRAM_ALLOWED_UPDATES = ["message", "callback_query"] as const;

/** How long before a retry of `setWebhook` that failed at start. */
const WEBHOOK_RETRY_MS = 30_000;

/** Options of {@link createTelegram}. */
export interface TelegramOptions {
  sql: Sql;
  router: ChatRouter;
  log: Logger;
  /** The bot token from @BotFather. */
  token: string;
  /** Where the Bot API is (`TELEGRAM_API_BASE`). */
  apiBase: string;
  /** The public URL of {@link TELEGRAM_WEBHOOK_PATH}, registered at start; null: not registered. */
  webhookUrl: string | null;
  /** The webhook's secret token; null: derived from the token ({@link telegramSecret}). */
  secret: string | null;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** How long one Bot API call may take, in milliseconds. @default 10000 */
  timeoutMs?: number;
  /** How often the outbox is looked at, besides when a message is queued. @default 1000 */
  intervalMs?: number;
  /** Outbox rows claimed per batch, sent in parallel (one per chat). @default 20 */
  batchSize?: number;
  /** Tries of a message that fails with 5xx or no answer before it is given up. @default 20 */
  maxAttempts?: number;
  /** How long an unfinished update blocks its redelivery, in milliseconds. @default 300000 */
  updateStaleMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The Telegram channel of the proposals service. */
export interface Telegram {
  /** `POST /telegram/webhook`. */
  routes: Hono;
  /** The channel `"telegram"`, for {@link ChatRouter.addChannel}. */
  channel: ChatChannel;
  /** Registers the webhook (when there is a URL) and starts the outbox worker. */
  start(): Promise<void>;
  /** Stops the outbox worker after the batch in flight. */
  stop(): Promise<void>;
  /** Sends what is due in the outbox now, after any run in flight. @returns rows handled */
  flush(): Promise<number>;
}

/** A handle that is a Telegram user id (a private chat's id). */
const HANDLE = /^[1-9][0-9]{0,15}$/;

/**
 * The Telegram channel: `POST /telegram/webhook` (checked against the secret token, each
 * `update_id` handled once), the channel that queues messages for Telegram chats, and the worker
 * that sends them. Sent rows are deleted from the outbox, so a message that carried a secret
 * shown once does not stay in the database.
 */
export function createTelegram(o: TelegramOptions): Telegram {
  const log = o.log.child({ component: "telegram" });
  const clock = o.now ?? (() => new Date());
  const timeoutMs = o.timeoutMs ?? 10_000;
  const intervalMs = o.intervalMs ?? 1000;
  const api = new BotApi({
    token: o.token,
    base: o.apiBase,
    timeoutMs,
    ...(o.fetch ? { fetch: o.fetch } : {}),
  });
  const secret = telegramSecret(o.token, o.secret);
  const secretDigest = secret.then(sha256);
  // Reported where it is awaited; never an unhandled rejection.
  secretDigest.catch(() => {});

  let started = false;
  let webhookTimer: ReturnType<typeof setTimeout> | undefined;

  const outbox = new TelegramOutboxStore(o.sql, clock);
  const ledger = new TelegramUpdateLedger(o.sql, clock, o.updateStaleMs ?? 5 * 60 * 1000);
  const sender = createTelegramSender({
    outbox,
    api,
    log,
    now: clock,
    leaseMs: Math.max(60_000, timeoutMs * 3),
    intervalMs,
    batchSize: o.batchSize ?? 20,
    maxAttempts: o.maxAttempts ?? 20,
    beforeRun: () => ledger.prune(),
  });

  /** Queues messages; buttons Telegram would refuse fail the whole call, nothing queued. */
  const deliver = async (
    accountId: string | null,
    handle: string,
    messages: ChatOut[],
  ): Promise<number> => {
    if (!HANDLE.test(handle)) {
      log.warn("not a Telegram user id; nothing sent", { account_id: accountId });
      return 0;
    }
    for (const m of messages) if (m.buttons) inlineKeyboard(m.buttons);
    if (messages.length === 0) return 0;
    await outbox.enqueue(
      handle,
      accountId,
      messages.map((m) => ({ text: m.text, buttons: m.buttons ?? [] })),
    );
    if (started) sender.kick();
    return messages.length;
  };

  /** Queues replies to a user; a reply with buttons Telegram would refuse goes without them. */
  const reply = async (accountId: string | null, handle: string, messages: ChatOut[]) => {
    const safe = messages.map((m) => {
      if (!m.buttons) return m;
      try {
        inlineKeyboard(m.buttons);
        return m;
      } catch {
        log.error("a reply's buttons are not valid for Telegram; sent without them", {
          account_id: accountId,
        });
        return { text: m.text };
      }
    });
    await deliver(accountId, handle, safe);
  };

  const routes = telegramWebhookRoutes({
    secretDigest,
    ledger,
    log,
    handle: telegramUpdateRouter({ router: o.router, api, reply }),
  });

  const registerWebhook = async (url: string): Promise<void> => {
    try {
      await api.setWebhook({
        url,
        secret_token: await secret,
        allowed_updates: [...TELEGRAM_ALLOWED_UPDATES],
        drop_pending_updates: false,
      });
      log.info("telegram webhook set", { host: new URL(url).host });
    } catch (err) {
      log.error("telegram webhook not set; will retry", botApiFailure(err));
      if (started) {
        webhookTimer = setTimeout(() => void registerWebhook(url), WEBHOOK_RETRY_MS);
      }
    }
  };

  return {
    routes,
    channel: {
      name: TELEGRAM_CHANNEL,
      deliver: (accountId, handle, messages) => deliver(accountId, handle, messages),
    },
    async start() {
      if (started) return;
      await secret; // A malformed configured secret fails the start.
      started = true;
      if (o.webhookUrl !== null) await registerWebhook(o.webhookUrl);
      sender.start();
    },
    async stop() {
      started = false;
      clearTimeout(webhookTimer);
      await sender.stop();
    },
    flush: () => sender.flush(),
  };
}
