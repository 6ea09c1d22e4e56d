/**
 * What a Telegram update means: a private chat's message goes to the chat router, a tapped
 * button is answered, routed, and its message edited to show the outcome.
 * @module
 */
import { AppError, type ChatOut, type Logger, MAX_MESSAGE_LENGTH } from "@asst/shared";
import { z } from "zod";
import type { ChatAnswer, ChatRouter } from "../chat_router.ts";
import { type BotApi, botApiFailure, type InlineKeyboardMarkup } from "./bot_api.ts";
import { inlineKeyboard, TELEGRAM_MAX_TEXT } from "./message_format.ts";
import type { RawUpdate } from "./webhook.ts";

/** The channel's name in `proposals.chat_identities`. */
export const TELEGRAM_CHANNEL = "telegram";

const ONLY_TEXT = "I can only read text messages. Please write what you need.";
const TOO_LONG =
  `That message is too long for me: I read at most ${MAX_MESSAGE_LENGTH} characters. Please send a shorter one.`;

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

type IncomingMessage = z.infer<typeof messageSchema>;
type CallbackQuery = z.infer<typeof callbackQuerySchema>;

/** Options of {@link telegramUpdateRouter}. */
export interface TelegramUpdateRouterOptions {
  router: ChatRouter;
  api: BotApi;
  /** Queues replies to a user's private chat. */
  reply: (accountId: string | null, handle: string, messages: ChatOut[]) => Promise<void>;
}

/** What to tell the user of an error meant for them (4xx); anything else is thrown again. */
function userError(err: unknown): ChatOut[] {
  if (err instanceof AppError && err.status < 500) return [{ text: err.message }];
  throw err;
}

/**
 * The handler of updates taken by the webhook; private chats only, the handle is the Telegram
 * user id. @throws what the router throws for a server's failure, so the update is delivered again
 */
export function telegramUpdateRouter(
  o: TelegramUpdateRouterOptions,
): (raw: RawUpdate, requestId: string, rlog: Logger) => Promise<void> {
  const { router, api, reply } = o;

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
          ...botApiFailure(err),
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
        ...botApiFailure(err),
      });
      return false;
    }
  };

  const onCallback = async (q: CallbackQuery, requestId: string, rlog: Logger) => {
    try {
      await api.answerCallbackQuery({ callback_query_id: q.id });
    } catch (err) {
      rlog.warn("telegram callback query not answered", botApiFailure(err));
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

  return async (raw, requestId, rlog) => {
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
}
