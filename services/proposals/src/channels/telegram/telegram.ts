/**
 * Telegram, the production chat channel: the Bot API webhook that takes what users write and
 * tap, and an outbox that sends what the assistant says, in order per chat, once, from any
 * number of replicas.
 * @module
 */
import {
  AppError,
  batchLoop,
  type ChatOut,
  ERROR_CODE,
  hmacSha256,
  type JsonValue,
  type Logger,
  MAX_MESSAGE_LENGTH,
  problemResponse,
  sha256,
  type Sql,
} from "@asst/shared";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { ChatAnswer, ChatChannel, ChatRouter } from "../chat_router.ts";
import { BotApi, BotApiError, type InlineKeyboardMarkup } from "./bot_api.ts";

/** The channel's name in `proposals.chat_identities`. */
export const TELEGRAM_CHANNEL = "telegram";
/** Where Telegram POSTs updates. */
export const TELEGRAM_WEBHOOK_PATH = "/telegram/webhook";
/** The header that carries the webhook's secret token. */
export const TELEGRAM_SECRET_HEADER = "x-telegram-bot-api-secret-token";
/** The updates the webhook asks Telegram for. */
export const TELEGRAM_ALLOWED_UPDATES = ["message", "callback_query"] as const;
/** Most characters (UTF-16 code units) of one Telegram message. */
export const TELEGRAM_MAX_TEXT = 4096;
/** Most bytes of a button's `callback_data`. */
export const TELEGRAM_MAX_CALLBACK_DATA_BYTES = 64;

/** Largest update body the webhook reads. */
const MAX_BODY_BYTES = 1024 * 1024;
/** How long handled update ids are remembered (Telegram stops redelivering long before). */
const UPDATE_RETENTION_MS = 3 * 24 * 3600 * 1000;
/** How often old update ids are pruned. */
const PRUNE_EVERY_MS = 3600 * 1000;
/** How long before a retry of `setWebhook` that failed at start. */
const WEBHOOK_RETRY_MS = 30_000;
/** Longest pause between two tries of a message that failed with 5xx or no answer. */
const MAX_BACKOFF_MS = 10 * 60 * 1000;

const ONLY_TEXT = "I can only read text messages. Please write what you need.";
const TOO_LONG =
  `That message is too long for me: I read at most ${MAX_MESSAGE_LENGTH} characters. Please send a shorter one.`;

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

const SECRET_PATTERN = /^[A-Za-z0-9_-]{1,256}$/;

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * The webhook's secret token: `configured` when given, else base64url of
 * HMAC-SHA256(token, "telegram-webhook-secret"), so every replica derives the same one.
 */
export async function telegramSecret(token: string, configured: string | null): Promise<string> {
  if (configured !== null) {
    if (!SECRET_PATTERN.test(configured)) {
      throw new Error(
        "The Telegram webhook secret must be 1 to 256 of A-Z a-z 0-9 _ -: fix TELEGRAM_WEBHOOK_SECRET",
      );
    }
    return configured;
  }
  return base64url(await hmacSha256(token, "telegram-webhook-secret"));
}

/** Compares digests of equal length without an early exit. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length && i < b.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * Splits `text` into parts of at most `max` UTF-16 code units, at a line break or a space when
 * there is one in the second half of a part, never inside a surrogate pair.
 */
export function splitText(text: string, max = TELEGRAM_MAX_TEXT): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf("\n", max);
    if (cut < max / 2) cut = rest.lastIndexOf(" ", max);
    if (cut >= max / 2) {
      parts.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
      continue;
    }
    cut = max;
    const code = rest.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0 || parts.length === 0) parts.push(rest);
  return parts;
}

/** Buttons as an inline keyboard, one row each. @throws {AppError} 400 for data over 64 bytes */
export function inlineKeyboard(buttons: { label: string; data: string }[]): InlineKeyboardMarkup {
  for (const b of buttons) {
    const bytes = new TextEncoder().encode(b.data).length;
    if (bytes === 0 || bytes > TELEGRAM_MAX_CALLBACK_DATA_BYTES) {
      throw new AppError(
        ERROR_CODE.badRequest,
        `A button's data has ${bytes} bytes; Telegram takes 1 to ${TELEGRAM_MAX_CALLBACK_DATA_BYTES}: shorten it`,
        { status: 400 },
      );
    }
  }
  return { inline_keyboard: buttons.map((b) => [{ text: b.label, callback_data: b.data }]) };
}

const userSchema = z.looseObject({ id: z.number().int(), is_bot: z.boolean().optional() });
const chatSchema = z.looseObject({ id: z.number().int(), type: z.string() });
const messageSchema = z.looseObject({
  message_id: z.number().int(),
  date: z.number().int(),
  chat: chatSchema,
  from: userSchema.optional(),
  text: z.string().optional(),
});
const callbackQuerySchema = z.looseObject({
  id: z.string(),
  from: userSchema,
  message: z.looseObject({
    message_id: z.number().int(),
    date: z.number().int(),
    chat: chatSchema,
    text: z.string().optional(),
  }).optional(),
  data: z.string().optional(),
});
const updateSchema = z.looseObject({
  update_id: z.number().int().nonnegative(),
  message: z.unknown().optional(),
  callback_query: z.unknown().optional(),
});

type IncomingMessage = z.infer<typeof messageSchema>;
type CallbackQuery = z.infer<typeof callbackQuerySchema>;

interface OutboxRow {
  id: string;
  chat_id: string;
  account_id: string | null;
  text: string;
  buttons: { label: string; data: string }[];
  parts_sent: number;
  attempts: number;
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
  const { sql, router } = o;
  const clock = o.now ?? (() => new Date());
  const timeoutMs = o.timeoutMs ?? 10_000;
  const intervalMs = o.intervalMs ?? 1000;
  const batchSize = o.batchSize ?? 20;
  const maxAttempts = o.maxAttempts ?? 20;
  const updateStaleMs = o.updateStaleMs ?? 5 * 60 * 1000;
  const leaseMs = Math.max(60_000, timeoutMs * 3);
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
  let lastPrune = Number.NEGATIVE_INFINITY;

  // ---- Outbox ----

  const enqueue = async (
    chatId: string,
    accountId: string | null,
    messages: { text: string; buttons: { label: string; data: string }[] }[],
  ): Promise<void> => {
    if (messages.length === 0) return;
    const now = clock();
    await sql.begin(async (tx) => {
      for (const m of messages) {
        await tx`
          insert into proposals.telegram_outbox
            (chat_id, account_id, text, buttons, created_at, next_attempt_at)
          values (${chatId}::bigint, ${accountId}, ${m.text},
                  ${tx.json(m.buttons as unknown as JsonValue)}, ${now}, ${now})
        `;
      }
    });
    kick();
  };

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
    await enqueue(
      handle,
      accountId,
      messages.map((m) => ({ text: m.text, buttons: m.buttons ?? [] })),
    );
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

  const claim = async (token: string): Promise<OutboxRow[]> => {
    const now = clock();
    const lockedUntil = new Date(now.getTime() + leaseMs);
    return await sql<OutboxRow[]>`
      with due as (
        select o.id from proposals.telegram_outbox o
        where o.next_attempt_at <= ${now}
          and (o.locked_until is null or o.locked_until <= ${now})
          and not exists (
            select 1 from proposals.telegram_outbox older
            where older.chat_id = o.chat_id and older.id < o.id
          )
        order by o.id
        limit ${batchSize}
        for update skip locked
      )
      update proposals.telegram_outbox t
      set claim = ${token}, locked_until = ${lockedUntil}
      from due where t.id = due.id
      returning t.id::text, t.chat_id::text, t.account_id, t.text, t.buttons, t.parts_sent,
                t.attempts
    `;
  };

  const release = async (row: OutboxRow, token: string, next: Date, attempts: number) => {
    await sql`
      update proposals.telegram_outbox
      set next_attempt_at = ${next}, attempts = ${attempts}, claim = null, locked_until = null
      where id = ${row.id} and claim = ${token}
    `;
  };

  const remove = async (row: OutboxRow, token: string) => {
    await sql`delete from proposals.telegram_outbox where id = ${row.id} and claim = ${token}`;
  };

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
      await release(row, token, new Date(now.getTime() + waitS * 1000), row.attempts);
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
      await release(row, token, new Date(now.getTime() + backoff), attempts);
      if (e?.code === 401 || e?.code === 404) {
        log.error("the Bot API refuses the bot token; check TELEGRAM_BOT_TOKEN", fields);
      } else {
        log.warn("telegram message not sent; will retry", { ...fields, attempt: attempts });
      }
      return;
    }
    await remove(row, token);
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
        const kept = await sql`
          update proposals.telegram_outbox set parts_sent = ${i + 1}, locked_until = ${lockedUntil}
          where id = ${row.id} and claim = ${token}
          returning id
        `;
        if (kept.length === 0) return; // Its claim ran out and another worker took it over.
      }
    }
    await remove(row, token);
  };

  const prune = async () => {
    const now = clock().getTime();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await sql`
      delete from proposals.telegram_updates
      where received_at < ${new Date(now - UPDATE_RETENTION_MS)}
    `;
  };

  const sendDue = async (): Promise<number> => {
    await prune();
    let total = 0;
    while (total < batchSize) {
      const token = crypto.randomUUID();
      const rows = await claim(token);
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
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<number> | null = null;
  const schedule = (): Promise<number> => {
    if (queued) return queued;
    const run = tail.then(() => {
      queued = null;
      return sendDue();
    });
    queued = run;
    tail = run.catch(() => {});
    return run;
  };

  function kick(): void {
    if (!started) return;
    schedule().catch((err) => log.warn("telegram outbox failed; will retry", { err }));
  }

  const loop = batchLoop({
    runOnce: schedule,
    batchSize,
    defaultIntervalMs: intervalMs,
    log,
    failure: "telegram outbox failed; will retry",
  });

  // ---- Webhook ----

  /** Takes an update id; false when it was taken before (handled, or being handled). */
  const takeUpdate = async (updateId: number): Promise<boolean> => {
    const now = clock();
    const rows = await sql`
      insert into proposals.telegram_updates (update_id, received_at)
      values (${updateId}, ${now})
      on conflict (update_id) do update set received_at = excluded.received_at
        where proposals.telegram_updates.done_at is null
          and proposals.telegram_updates.received_at <
            ${new Date(now.getTime() - updateStaleMs)}
      returning update_id
    `;
    return rows.length > 0;
  };

  /** What to tell the user of an error meant for them (4xx); anything else is thrown again. */
  const userError = (err: unknown): ChatOut[] => {
    if (err instanceof AppError && err.status < 500) return [{ text: err.message }];
    throw err;
  };

  const onMessage = async (m: IncomingMessage, requestId: string, rlog: Logger) => {
    if (m.chat.type !== "private" || !m.from || m.from.is_bot) {
      rlog.debug("telegram message outside a private chat ignored", { chat_type: m.chat.type });
      return;
    }
    const handle = String(m.from.id);
    if (m.text === undefined) {
      await reply(null, handle, [{ text: ONLY_TEXT }]);
      return;
    }
    const accountId = await router.account(TELEGRAM_CHANNEL, handle, requestId);
    if (m.text.trim() === "" || m.text.length > MAX_MESSAGE_LENGTH) {
      await reply(accountId, handle, [{ text: m.text.trim() === "" ? ONLY_TEXT : TOO_LONG }]);
      return;
    }
    let answer: ChatAnswer;
    try {
      answer = await router.message(accountId, TELEGRAM_CHANNEL, m.text, requestId);
    } catch (err) {
      answer = { messages: userError(err), userTranscriptText: null };
    }
    if (answer.userTranscriptText !== null) {
      // The web chat keeps such a message redacted; here it can only be taken out of the chat.
      try {
        await api.deleteMessage({ chat_id: m.chat.id, message_id: m.message_id });
      } catch (err) {
        rlog.warn("telegram message holding a secret could not be deleted", {
          account_id: accountId,
          error_code: err instanceof BotApiError ? err.code : null,
          reason: err instanceof BotApiError ? err.description : "unknown",
        });
      }
    }
    await reply(accountId, handle, answer.messages);
  };

  /** Edits the tapped message to show the outcome. @returns false when it could not */
  const showOutcome = async (
    message: { chat: { id: number }; message_id: number; text: string },
    outcome: ChatOut,
    accountId: string,
    rlog: Logger,
  ): Promise<boolean> => {
    const target = { chat_id: message.chat.id, message_id: message.message_id };
    const text = `${message.text}\n\n${outcome.text}`;
    try {
      if (text.length > TELEGRAM_MAX_TEXT) {
        await api.editMessageReplyMarkup(target);
        return false;
      }
      let markup: InlineKeyboardMarkup | null = null;
      if (outcome.buttons && outcome.buttons.length > 0) {
        try {
          markup = inlineKeyboard(outcome.buttons);
        } catch {
          return false; // Sent as a message, without the buttons.
        }
      }
      await api.editMessageText({ ...target, text, ...(markup ? { reply_markup: markup } : {}) });
      return true;
    } catch (err) {
      rlog.warn("telegram message not edited; the outcome is sent as a new message", {
        account_id: accountId,
        error_code: err instanceof BotApiError ? err.code : null,
        reason: err instanceof BotApiError ? err.description : "unknown",
      });
      return false;
    }
  };

  const onCallback = async (q: CallbackQuery, requestId: string, rlog: Logger) => {
    try {
      await api.answerCallbackQuery({ callback_query_id: q.id });
    } catch (err) {
      rlog.warn("telegram callback query not answered", {
        error_code: err instanceof BotApiError ? err.code : null,
        reason: err instanceof BotApiError ? err.description : "unknown",
      });
    }
    const data = q.data;
    if (data === undefined || data.length === 0 || data.length > 64 || q.from.is_bot) return;
    if (q.message && q.message.chat.type !== "private") return;
    const handle = String(q.from.id);
    const accountId = await router.account(TELEGRAM_CHANNEL, handle, requestId);
    let replies: ChatOut[];
    try {
      replies = await router.button(accountId, data, requestId);
    } catch (err) {
      replies = userError(err);
    }
    const m = q.message;
    const [first, ...rest] = replies;
    // Only the tapper's own chat is edited: a tap by anyone else leaves the message as it is.
    const own = m !== undefined && String(m.chat.id) === handle;
    // An inaccessible message (too old, deleted) comes with date 0 and no text.
    if (first && m && own && m.date !== 0 && m.text !== undefined) {
      const shown = await showOutcome(
        { chat: m.chat, message_id: m.message_id, text: m.text },
        first,
        accountId,
        rlog,
      );
      await reply(accountId, handle, shown ? rest : replies);
      return;
    }
    await reply(accountId, handle, replies);
  };

  const handleUpdate = async (raw: Record<string, unknown>, requestId: string, rlog: Logger) => {
    if (raw.message !== undefined) {
      const m = messageSchema.safeParse(raw.message);
      if (m.success) return await onMessage(m.data, requestId, rlog);
      rlog.warn("telegram message not understood; ignored");
      return;
    }
    if (raw.callback_query !== undefined) {
      const q = callbackQuerySchema.safeParse(raw.callback_query);
      if (q.success) return await onCallback(q.data, requestId, rlog);
      rlog.warn("telegram callback query not understood; ignored");
      return;
    }
    rlog.debug("telegram update of another kind ignored");
  };

  const problem = (
    c: Context,
    code: typeof ERROR_CODE[keyof typeof ERROR_CODE],
    msg: string,
    status: number,
  ) => problemResponse(c, new AppError(code, msg, { status }));

  const routes = new Hono();
  routes.post(
    TELEGRAM_WEBHOOK_PATH,
    async function checkSecret(c, next) {
      const given = c.req.header(TELEGRAM_SECRET_HEADER);
      const ok = given !== undefined && sameBytes(await sha256(given), await secretDigest);
      if (!ok) {
        return problem(
          c,
          ERROR_CODE.unauthorized,
          `The "X-Telegram-Bot-Api-Secret-Token" header is missing or wrong: set the webhook with the service's secret`,
          401,
        );
      }
      await next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        problem(c, ERROR_CODE.payloadTooLarge, "The update is larger than 1 MiB", 413),
    }),
    async (c) => {
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return problem(c, ERROR_CODE.badRequest, "The body is not valid JSON", 400);
      }
      const parsed = updateSchema.safeParse(raw);
      if (!parsed.success) {
        return problem(
          c,
          ERROR_CODE.badRequest,
          `The body is not a Telegram update: "update_id" must be a non-negative integer`,
          400,
        );
      }
      const updateId = parsed.data.update_id;
      const requestId = c.get("requestId") ?? crypto.randomUUID();
      const rlog = (c.get("log") ?? log).child({ update_id: updateId });
      if (!(await takeUpdate(updateId))) {
        rlog.info("telegram update delivered again; already handled");
        return c.body(null, 200);
      }
      try {
        await handleUpdate(parsed.data, requestId, rlog);
      } catch (err) {
        await sql`delete from proposals.telegram_updates where update_id = ${updateId}`.catch(
          (e) => rlog.warn("telegram update id could not be freed", { err: e }),
        );
        rlog.warn("telegram update failed; Telegram will deliver it again", { err });
        return problem(
          c,
          ERROR_CODE.internal,
          "The update could not be handled now; deliver it again",
          500,
        );
      }
      await sql`
        update proposals.telegram_updates set done_at = ${clock()} where update_id = ${updateId}
      `.catch((err) => rlog.warn("telegram update not marked done", { err }));
      return c.body(null, 200);
    },
  );

  // ---- Start and stop ----

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
      log.error("telegram webhook not set; will retry", {
        error_code: err instanceof BotApiError ? err.code : null,
        reason: err instanceof BotApiError ? err.description : "unknown",
      });
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
      loop.start(intervalMs);
    },
    async stop() {
      started = false;
      clearTimeout(webhookTimer);
      await loop.stop();
      await tail;
    },
    flush: schedule,
  };
}
