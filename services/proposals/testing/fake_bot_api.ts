/**
 * A local HTTP server that speaks the Telegram Bot API, for tests: `POST /bot{token}/{method}`
 * with a JSON body, answered `{ok: true, result}` or `{ok: false, error_code, description,
 * parameters?}`. It checks parameters the way Telegram does where this service relies on it
 * (text of 1 to 4096 characters, callback data of 1 to 64 bytes, a message to edit that exists),
 * keeps the messages it was asked to send and edit, and POSTs updates to the webhook it was
 * given, with the secret token header.
 * @module
 */

/** A call the fake received. */
export interface FakeCall {
  method: string;
  params: Record<string, unknown>;
  /** Whether it was answered `ok: true`. */
  ok: boolean;
  /** The error code it was answered with, when not ok. */
  errorCode: number | null;
  /** The `result` it was answered with, when ok. */
  result: unknown;
}

/** A failure to answer the next matching call(s) with. */
export interface FakeFailure {
  /** The error code: 429, 403, 400, 500, … */
  code: number;
  /** @default a description like Telegram's for the code */
  description?: string;
  /** `parameters.retry_after` of a 429, in seconds. */
  retryAfter?: number;
  /** Only calls of this method. @default any method */
  method?: string;
  /** Only calls whose params match. */
  match?: (params: Record<string, unknown>) => boolean;
  /** How many calls fail. @default 1 */
  times?: number;
}

/** A message the fake holds, as it is now. */
export interface FakeMessage {
  message_id: number;
  chat_id: number;
  text: string;
  reply_markup?: { inline_keyboard: { text: string; callback_data: string }[][] };
}

/** The running fake. */
export interface FakeBotApi {
  /** What to give as `TELEGRAM_API_BASE`. */
  base: string;
  /** The bot token it accepts. */
  token: string;
  /** Every call, in the order it arrived. */
  calls: FakeCall[];
  /** The webhook `setWebhook` registered, or null. */
  readonly webhook: { url: string; secret: string | null } | null;
  /** Answers the next matching call(s) with an error. */
  failNext(failure: FakeFailure): void;
  /** POSTs an update to the webhook, with the secret header, as Telegram does. */
  deliverUpdate(update: Record<string, unknown>): Promise<{ status: number; body: string }>;
  /** Taps a button of a message the bot sent, as user `fromId` (default: the chat's user). */
  tap(
    chatId: number,
    messageId: number,
    data: string,
    fromId?: number,
  ): Promise<{ status: number; body: string; callbackQueryId: string }>;
  /** A fresh update id, increasing. */
  nextUpdateId(): number;
  /** The message as it is now, or undefined. */
  message(chatId: number, messageId: number): FakeMessage | undefined;
  /** The first call (already made or coming) of `method` that `predicate` accepts. */
  waitForCall(
    method: string,
    predicate?: (call: FakeCall) => boolean,
    timeoutMs?: number,
  ): Promise<FakeCall>;
  close(): Promise<void>;
}

interface Waiter {
  method: string;
  predicate: (call: FakeCall) => boolean;
  resolve: (call: FakeCall) => void;
  reject: (err: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

class ApiFailure extends Error {
  constructor(readonly code: number, readonly description: string, readonly retryAfter?: number) {
    super(description);
  }
}

const DEFAULT_DESCRIPTION: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden: bot was blocked by the user",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
};

function randomToken(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
  const bytes = crypto.getRandomValues(new Uint8Array(35));
  const id = 100000000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 800000000);
  return `${id}:${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

function chatIdOf(params: Record<string, unknown>): number {
  const raw = params.chat_id;
  const id = typeof raw === "string" && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== "number" || !Number.isSafeInteger(id)) {
    throw new ApiFailure(400, "Bad Request: chat_id is empty");
  }
  return id;
}

function textOf(params: Record<string, unknown>): string {
  const text = params.text;
  if (typeof text !== "string" || text.trim() === "") {
    throw new ApiFailure(400, "Bad Request: message text is empty");
  }
  if (text.length > 4096) throw new ApiFailure(400, "Bad Request: message is too long");
  return text;
}

function markupOf(params: Record<string, unknown>): FakeMessage["reply_markup"] {
  const markup = params.reply_markup;
  if (markup === undefined) return undefined;
  const rows = (markup as { inline_keyboard?: unknown })?.inline_keyboard;
  if (!Array.isArray(rows) || rows.some((r) => !Array.isArray(r))) {
    throw new ApiFailure(400, "Bad Request: can't parse inline keyboard button");
  }
  for (const row of rows as unknown[][]) {
    for (const b of row) {
      const { text, callback_data } = (b ?? {}) as { text?: unknown; callback_data?: unknown };
      if (typeof text !== "string" || text === "") {
        throw new ApiFailure(400, "Bad Request: text buttons are unallowed in the inline keyboard");
      }
      const bytes = typeof callback_data === "string"
        ? new TextEncoder().encode(callback_data).length
        : 0;
      if (bytes < 1 || bytes > 64) throw new ApiFailure(400, "Bad Request: BUTTON_DATA_INVALID");
    }
  }
  return rows.length === 0 ? undefined : markup as FakeMessage["reply_markup"];
}

function messageIdOf(params: Record<string, unknown>): number {
  const id = params.message_id;
  if (typeof id !== "number" || !Number.isSafeInteger(id)) {
    throw new ApiFailure(400, "Bad Request: message identifier is not specified");
  }
  return id;
}

/** Starts a fake Bot API on a free local port. */
export function startFakeBotApi(options: { token?: string } = {}): Promise<FakeBotApi> {
  const token = options.token ?? randomToken();
  const calls: FakeCall[] = [];
  const failures: FakeFailure[] = [];
  const messages = new Map<string, FakeMessage>();
  const waiters = new Set<Waiter>();
  let webhook: { url: string; secret: string | null } | null = null;
  let nextMessageId = 1;
  let updateId = 700_000_000;
  let callbackId = 1;

  const key = (chatId: number, messageId: number) => `${chatId}:${messageId}`;
  const view = (m: FakeMessage) => ({
    message_id: m.message_id,
    from: {
      id: Number(token.split(":")[0]),
      is_bot: true,
      first_name: "Fake",
      username: "fake_bot",
    },
    chat: { id: m.chat_id, type: m.chat_id > 0 ? "private" : "group" },
    date: Math.floor(Date.now() / 1000),
    text: m.text,
    ...(m.reply_markup ? { reply_markup: m.reply_markup } : {}),
  });
  const existing = (params: Record<string, unknown>, what: string): FakeMessage => {
    const m = messages.get(key(chatIdOf(params), messageIdOf(params)));
    if (!m) throw new ApiFailure(400, `Bad Request: message to ${what} not found`);
    return m;
  };

  const methods: Record<string, (params: Record<string, unknown>) => unknown> = {
    getMe: () => ({ id: Number(token.split(":")[0]), is_bot: true, first_name: "Fake" }),
    setWebhook: (params) => {
      if (typeof params.url !== "string") throw new ApiFailure(400, "Bad Request: bad webhook");
      const secret = params.secret_token;
      if (
        secret !== undefined &&
        (typeof secret !== "string" || !/^[A-Za-z0-9_-]{1,256}$/.test(secret))
      ) {
        throw new ApiFailure(400, "Bad Request: secret token contains unallowed characters");
      }
      webhook = params.url === "" ? null : { url: params.url, secret: secret ?? null };
      return true;
    },
    deleteWebhook: () => {
      webhook = null;
      return true;
    },
    sendMessage: (params) => {
      const chatId = chatIdOf(params);
      const text = textOf(params);
      const markup = markupOf(params);
      const m: FakeMessage = {
        message_id: nextMessageId++,
        chat_id: chatId,
        text,
        ...(markup ? { reply_markup: markup } : {}),
      };
      messages.set(key(chatId, m.message_id), m);
      return view(m);
    },
    editMessageText: (params) => {
      const m = existing(params, "edit");
      const text = textOf(params);
      const markup = markupOf(params);
      if (text === m.text && JSON.stringify(markup) === JSON.stringify(m.reply_markup)) {
        throw new ApiFailure(
          400,
          "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
        );
      }
      m.text = text;
      if (markup) m.reply_markup = markup;
      else delete m.reply_markup;
      return view(m);
    },
    editMessageReplyMarkup: (params) => {
      const m = existing(params, "edit");
      const markup = markupOf(params);
      if (markup) m.reply_markup = markup;
      else delete m.reply_markup;
      return view(m);
    },
    answerCallbackQuery: (params) => {
      if (typeof params.callback_query_id !== "string") {
        throw new ApiFailure(400, "Bad Request: query is too old and response timeout expired");
      }
      return true;
    },
    deleteMessage: (params) => {
      const chatId = chatIdOf(params);
      messageIdOf(params);
      // The user's own messages are not kept here; deleting them succeeds as in a private chat.
      messages.delete(key(chatId, params.message_id as number));
      return true;
    },
  };

  const record = (call: FakeCall) => {
    calls.push(call);
    for (const w of [...waiters]) {
      if (w.method === call.method && w.predicate(call)) {
        waiters.delete(w);
        clearTimeout(w.timer);
        w.resolve(call);
      }
    }
  };

  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });

  const handler = async (req: Request): Promise<Response> => {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(new URL(req.url).pathname);
    if (req.method !== "POST" || !match || decodeURIComponent(match[1]!) !== token) {
      await req.body?.cancel();
      return answer(404, { ok: false, error_code: 404, description: "Not Found" });
    }
    const method = match[2]!;
    let params: Record<string, unknown>;
    try {
      const raw = await req.json();
      if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
        throw new Error("not an object");
      }
      params = raw as Record<string, unknown>;
    } catch {
      return answer(400, { ok: false, error_code: 400, description: "Bad Request: invalid JSON" });
    }
    try {
      const i = failures.findIndex((f) =>
        (f.method === undefined || f.method === method) && (f.match?.(params) ?? true)
      );
      if (i >= 0) {
        const f = failures[i]!;
        f.times = (f.times ?? 1) - 1;
        if (f.times <= 0) failures.splice(i, 1);
        throw new ApiFailure(
          f.code,
          f.description ??
            (f.code === 429
              ? `Too Many Requests: retry after ${f.retryAfter ?? 1}`
              : DEFAULT_DESCRIPTION[f.code] ?? "Error"),
          f.code === 429 ? f.retryAfter ?? 1 : f.retryAfter,
        );
      }
      const fn = methods[method];
      if (!fn) throw new ApiFailure(404, "Not Found");
      const result = fn(params);
      record({ method, params, ok: true, errorCode: null, result });
      return answer(200, { ok: true, result });
    } catch (err) {
      if (!(err instanceof ApiFailure)) throw err;
      record({ method, params, ok: false, errorCode: err.code, result: undefined });
      return answer(err.code, {
        ok: false,
        error_code: err.code,
        description: err.description,
        ...(err.retryAfter !== undefined ? { parameters: { retry_after: err.retryAfter } } : {}),
      });
    }
  };

  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, handler);

  const deliverUpdate = async (update: Record<string, unknown>) => {
    if (!webhook) throw new Error("No webhook is set: call setWebhook first");
    const res = await fetch(webhook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(webhook.secret !== null ? { "x-telegram-bot-api-secret-token": webhook.secret } : {}),
      },
      body: JSON.stringify(update),
    });
    return { status: res.status, body: await res.text() };
  };

  const fake: FakeBotApi = {
    base: `http://127.0.0.1:${server.addr.port}`,
    token,
    calls,
    get webhook() {
      return webhook;
    },
    failNext(failure) {
      failures.push({ ...failure, times: failure.times ?? 1 });
    },
    deliverUpdate,
    async tap(chatId, messageId, data, fromId = chatId) {
      const m = messages.get(key(chatId, messageId));
      if (!m) throw new Error(`No message ${messageId} in chat ${chatId} to tap`);
      const callbackQueryId = String(callbackId++);
      const res = await deliverUpdate({
        update_id: ++updateId,
        callback_query: {
          id: callbackQueryId,
          from: { id: fromId, is_bot: false, first_name: "Ada" },
          message: view(m),
          chat_instance: "42",
          data,
        },
      });
      return { ...res, callbackQueryId };
    },
    nextUpdateId: () => ++updateId,
    message: (chatId, messageId) => {
      const m = messages.get(key(chatId, messageId));
      return m ? structuredClone(m) : undefined;
    },
    waitForCall(method, predicate = () => true, timeoutMs = 5000) {
      const found = calls.find((c) => c.method === method && predicate(c));
      if (found) return Promise.resolve(found);
      return new Promise<FakeCall>((resolve, reject) => {
        const waiter: Waiter = {
          method,
          predicate,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.delete(waiter);
            reject(new Error(`No "${method}" call matched within ${timeoutMs} ms`));
          }, timeoutMs),
        };
        waiters.add(waiter);
      });
    },
    async close() {
      for (const w of waiters) {
        clearTimeout(w.timer);
        w.reject(new Error("The fake Bot API closed"));
      }
      waiters.clear();
      await server.shutdown();
    },
  };
  return Promise.resolve(fake);
}
