/**
 * The worker that sends the Telegram outbox: one run at a time per process, several chats in
 * parallel, 429 `retry_after` honoured, no answer and 5xx retried with backoff, other refusals
 * given up.
 * @module
 */
import { batchLoop, type Logger } from "@asst/shared";
import { type BotApi, BotApiError } from "./bot_api.ts";
import { inlineKeyboard, splitText } from "./message_format.ts";
import type { OutboxRow, TelegramOutboxStore } from "./outbox_store.ts";

/** Longest pause between two tries of a message that failed with 5xx or no answer. */
const MAX_BACKOFF_MS = 10 * 60 * 1000;

/** Options of {@link createTelegramSender}. */
export interface TelegramSenderOptions {
  outbox: TelegramOutboxStore;
  api: BotApi;
  log: Logger;
  now: () => Date;
  /** How long a claim holds a row, in milliseconds. */
  leaseMs: number;
  /** How often the outbox is looked at, besides when a message is queued. */
  intervalMs: number;
  /** Outbox rows claimed per batch, sent in parallel (one per chat). */
  batchSize: number;
  /** Tries of a message that fails with 5xx or no answer before it is given up. */
  maxAttempts: number;
  /** Work done at the start of every run (pruning old update ids). */
  beforeRun: () => Promise<void>;
}

/** The outbox worker. */
export interface TelegramSender {
  /** Starts the periodic runs. */
  start(): void;
  /** Stops after the run in flight. */
  stop(): Promise<void>;
  /** Sends what is due now, after any run in flight. @returns rows handled */
  flush(): Promise<number>;
  /** Asks the started worker for a run soon, without waiting for it; a failure is logged. */
  kick(): void;
}

/** The worker that sends {@link TelegramOutboxStore}'s rows through the Bot API. */
export function createTelegramSender(o: TelegramSenderOptions): TelegramSender {
  const { outbox, api, log, now: clock, leaseMs, batchSize, maxAttempts } = o;

  const failed = async (row: OutboxRow, token: string, err: unknown) => {
    const e = err instanceof BotApiError ? err : null;
    const now = clock();
    const fields = {
      account_id: row.account_id,
      outbox_id: row.id,
      error_code: e?.code ?? null,
      reason: e ? e.description : err instanceof Error ? err.name : "unknown",
    };
    if (e?.code === 429) {
      const waitS = Math.max(1, e.retryAfter ?? 1);
      await outbox.release(row, token, new Date(now.getTime() + waitS * 1000), row.attempts);
      log.info("telegram asked to slow down; message will be retried", {
        ...fields,
        retry_after: waitS,
      });
      return;
    }
    // No answer, Telegram's own failures, and a refused token (fixable by configuration) are
    // retried; any other refusal (400 bad request, 403 blocked by the user) will not change.
    const retryable = e === null || e.code === 0 || e.code >= 500 || e.code === 401 ||
      e.code === 404;
    const attempts = row.attempts + 1;
    if (retryable && attempts < maxAttempts) {
      const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (attempts - 1));
      await outbox.release(row, token, new Date(now.getTime() + backoff), attempts);
      if (e?.code === 401 || e?.code === 404) {
        log.error("the Bot API refuses the bot token; check TELEGRAM_BOT_TOKEN", fields);
      } else {
        log.warn("telegram message not sent; will retry", { ...fields, attempt: attempts });
      }
      return;
    }
    await outbox.remove(row, token);
    log.warn("telegram message given up", { ...fields, attempts });
  };

  const sendRow = async (row: OutboxRow, token: string): Promise<void> => {
    const parts = splitText(row.text);
    const chatId = Number(row.chat_id);
    for (let i = row.parts_sent; i < parts.length; i++) {
      const last = i === parts.length - 1;
      try {
        const markup = last && row.buttons.length > 0 ? inlineKeyboard(row.buttons) : null;
        await api.sendMessage({
          chat_id: chatId,
          text: parts[i]!,
          ...(markup ? { reply_markup: markup } : {}),
        });
      } catch (err) {
        await failed(row, token, err);
        return;
      }
      if (!last) {
        const lockedUntil = new Date(clock().getTime() + leaseMs);
        // False when its claim ran out and another worker took it over.
        if (!(await outbox.partSent(row, token, i + 1, lockedUntil))) return;
      }
    }
    await outbox.remove(row, token);
  };

  const sendDue = async (): Promise<number> => {
    await o.beforeRun();
    let total = 0;
    while (total < batchSize) {
      const token = crypto.randomUUID();
      const rows = await outbox.claim(token, batchSize, new Date(clock().getTime() + leaseMs));
      if (rows.length === 0) break;
      const results = await Promise.allSettled(rows.map((r) => sendRow(r, token)));
      for (const [i, r] of results.entries()) {
        if (r.status === "rejected") {
          // Its claim runs out and a later run sends it.
          log.warn("telegram outbox row could not be handled; will retry", {
            outbox_id: rows[i]!.id,
            err: r.reason,
          });
        }
      }
      total += rows.length;
    }
    return total;
  };

  // One run at a time in this process; a run asked for while one is queued joins that one.
  const loop = batchLoop({
    runOnce: sendDue,
    batchSize,
    defaultIntervalMs: o.intervalMs,
    log,
    failure: "telegram outbox failed; will retry",
  });

  return {
    start: () => loop.start(o.intervalMs),
    stop: () => loop.stop(),
    flush: () => loop.flush(),
    kick: () => loop.wake(),
  };
}
