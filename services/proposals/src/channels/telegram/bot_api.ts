/**
 * A small client of the Telegram Bot API (https://core.telegram.org/bots/api): `POST
 * {base}/bot{token}/{method}` with a JSON body, answered by `{ok: true, result}` or
 * `{ok: false, error_code, description, parameters?: {retry_after}}`. The token is part of the
 * URL path, so it is kept out of every error this client throws.
 * @module
 */
import { z } from "zod";

/** One button of an inline keyboard. */
export interface InlineKeyboardButton {
  text: string;
  callback_data: string;
}

/** An inline keyboard: rows of buttons under a message. */
export interface InlineKeyboardMarkup {
  inline_keyboard: InlineKeyboardButton[][];
}

/** A message as the Bot API returns it (the fields this service reads). */
export interface TelegramMessage {
  message_id: number;
  chat: { id: number; type: string };
  date: number;
  text?: string;
}

/** Parameters of `setWebhook`. */
export interface SetWebhookParams {
  url: string;
  secret_token: string;
  allowed_updates: string[];
  drop_pending_updates?: boolean;
}

/** Parameters of `sendMessage` (plain text, no parse mode). */
export interface SendMessageParams {
  chat_id: number | string;
  text: string;
  reply_markup?: InlineKeyboardMarkup;
}

/** Parameters of `answerCallbackQuery`. */
export interface AnswerCallbackQueryParams {
  callback_query_id: string;
  text?: string;
}

/** Parameters of `editMessageText`; without `reply_markup` the inline keyboard is removed. */
export interface EditMessageTextParams {
  chat_id: number | string;
  message_id: number;
  text: string;
  reply_markup?: InlineKeyboardMarkup;
}

/** Parameters of `editMessageReplyMarkup`; without `reply_markup` the keyboard is removed. */
export interface EditMessageReplyMarkupParams {
  chat_id: number | string;
  message_id: number;
  reply_markup?: InlineKeyboardMarkup;
}

/** Parameters of `deleteMessage`. */
export interface DeleteMessageParams {
  chat_id: number | string;
  message_id: number;
}

/**
 * A Bot API call that failed. `code` is Telegram's `error_code` (the HTTP status), or 0 when no
 * Bot API answer came (network error, timeout, a body that is not the Bot API's). The message
 * never holds the bot token.
 */
export class BotApiError extends Error {
  /** Telegram's `error_code`, or 0 when there was no Bot API answer. */
  readonly code: number;
  /** Telegram's `description` (such as "Forbidden: bot was blocked by the user"). */
  readonly description: string;
  /** Seconds to wait before retrying, from a 429's `parameters.retry_after`; null otherwise. */
  readonly retryAfter: number | null;
  /** The method that was called. */
  readonly method: string;

  constructor(method: string, code: number, description: string, retryAfter: number | null) {
    super(
      code === 0
        ? `The Bot API call "${method}" got no answer: ${description}`
        : `The Bot API refused "${method}" with ${code}: ${description}`,
    );
    this.name = "BotApiError";
    this.method = method;
    this.code = code;
    this.description = description;
    this.retryAfter = retryAfter;
  }
}

/** What a failed call told, for the log: Telegram's code and description, never the token. */
export function botApiFailure(err: unknown): { error_code: number | null; reason: string } {
  return {
    error_code: err instanceof BotApiError ? err.code : null,
    reason: err instanceof BotApiError ? err.description : "unknown",
  };
}

/** Options of {@link BotApi}. */
export interface BotApiOptions {
  /** The bot token from @BotFather. */
  token: string;
  /** Where the Bot API is. @default "https://api.telegram.org" */
  base?: string;
  /** How long one call may take, in milliseconds. @default 10000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

const answerSchema = z.union([
  z.looseObject({ ok: z.literal(true), result: z.unknown() }),
  z.looseObject({
    ok: z.literal(false),
    error_code: z.number().int(),
    description: z.string().default("No description"),
    parameters: z.looseObject({ retry_after: z.number().nonnegative().optional() }).optional(),
  }),
]);

const messageSchema = z.looseObject({
  message_id: z.number().int(),
  chat: z.looseObject({ id: z.number().int(), type: z.string() }),
  date: z.number().int(),
  text: z.string().optional(),
});

const trueSchema = z.literal(true);

/** The Telegram Bot API, called directly with `fetch`. */
export class BotApi {
  readonly #token: string;
  readonly #base: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: BotApiOptions) {
    this.#token = options.token;
    this.#base = (options.base ?? "https://api.telegram.org").replace(/\/+$/, "");
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#fetch = options.fetch ?? globalThis.fetch;
  }

  /** Tells Telegram where to POST updates, and the secret it sends with each. */
  async setWebhook(params: SetWebhookParams): Promise<true> {
    return await this.call("setWebhook", params, trueSchema);
  }

  /** Sends a text message. @returns the message sent */
  async sendMessage(params: SendMessageParams): Promise<TelegramMessage> {
    return await this.call("sendMessage", params, messageSchema) as TelegramMessage;
  }

  /** Ends the loading state of a tapped inline button, optionally with a short notice. */
  async answerCallbackQuery(params: AnswerCallbackQueryParams): Promise<true> {
    return await this.call("answerCallbackQuery", params, trueSchema);
  }

  /** Replaces the text (and the keyboard) of a message the bot sent. @returns the message */
  async editMessageText(params: EditMessageTextParams): Promise<TelegramMessage> {
    return await this.call("editMessageText", params, messageSchema) as TelegramMessage;
  }

  /** Replaces or removes the inline keyboard of a message the bot sent. @returns the message */
  async editMessageReplyMarkup(params: EditMessageReplyMarkupParams): Promise<TelegramMessage> {
    return await this.call("editMessageReplyMarkup", params, messageSchema) as TelegramMessage;
  }

  /** Deletes a message (in a private chat, also one the user sent, within 48 hours). */
  async deleteMessage(params: DeleteMessageParams): Promise<true> {
    return await this.call("deleteMessage", params, trueSchema);
  }

  /**
   * Calls a Bot API method.
   * @throws {BotApiError} when Telegram refuses, does not answer in time, or answers garbage
   */
  async call<S extends z.ZodType>(
    method: string,
    params: object,
    result: S,
  ): Promise<z.output<S>> {
    let res: Response;
    try {
      res = await this.#fetch(`${this.#base}/bot${this.#token}/${method}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (err) {
      const reason = err instanceof DOMException && err.name === "TimeoutError"
        ? `no answer within ${this.#timeoutMs} ms`
        : `could not connect (${err instanceof Error ? err.message : String(err)})`;
      throw new BotApiError(method, 0, this.#scrub(reason), null);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new BotApiError(
        method,
        res.status >= 400 ? res.status : 0,
        `answered HTTP ${res.status} with a body that is not JSON`,
        null,
      );
    }
    const answer = answerSchema.safeParse(body);
    if (!answer.success) {
      throw new BotApiError(
        method,
        res.status >= 400 ? res.status : 0,
        `answered HTTP ${res.status} with a body that is not a Bot API answer`,
        null,
      );
    }
    if (!answer.data.ok) {
      const { error_code, description, parameters } = answer.data;
      throw new BotApiError(
        method,
        error_code,
        this.#scrub(description).slice(0, 500),
        parameters?.retry_after ?? null,
      );
    }
    const parsed = result.safeParse(answer.data.result);
    if (!parsed.success) {
      throw new BotApiError(method, 0, "answered with a result of an unexpected shape", null);
    }
    return parsed.data;
  }

  /** `text` with the token masked, wherever it appears. */
  #scrub(text: string): string {
    if (this.#token === "") return text;
    return text.replaceAll(this.#token, "[redacted]")
      .replaceAll(encodeURIComponent(this.#token), "[redacted]");
  }
}
