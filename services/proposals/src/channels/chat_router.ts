import { assistantSubjects, call, type ChatOut, gatewaySubjects, type Logger } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import type { ChatStore, WebMessage } from "./chat_store.ts";

/** A chat channel (the web chat, Telegram) that delivers the assistant's messages to a user. */
export interface ChatChannel {
  /** The channel's name in `proposals.chat_identities`: `web`, `telegram`. */
  readonly name: string;
  /** Delivers messages to a user of this channel. @returns how many were delivered or queued */
  deliver(accountId: string, handle: string, messages: ChatOut[]): Promise<number>;
}

/** Handles the taps on buttons this service made itself (a proposal's Confirm and Reject). */
export interface ButtonHandler {
  /** True when `data` is one of this handler's buttons. */
  owns(data: string): boolean;
  /** Acts on a tap by the account's chat user. @returns what the chat says about it */
  tap(accountId: string, data: string, requestId: string): Promise<ChatOut[]>;
}

/** What the assistant answered to a chat message. */
export interface ChatAnswer {
  messages: ChatOut[];
  /** What the transcript keeps of the user's message, when it carried a secret. */
  userTranscriptText: string | null;
}

/**
 * Routes what chat users write and tap, in any channel, to the assistant (or to this service's
 * own buttons), and sends messages to an account's chat, whichever channel it is on.
 */
export class ChatRouter {
  readonly #bus: Bus;
  readonly #store: ChatStore;
  readonly #log: Logger;
  readonly #timeoutMs: number;
  readonly #channels = new Map<string, ChatChannel>();
  readonly #buttons: ButtonHandler[] = [];

  constructor(deps: { bus: Bus; store: ChatStore; log: Logger; timeoutMs: number }) {
    this.#bus = deps.bus;
    this.#store = deps.store;
    this.#log = deps.log;
    this.#timeoutMs = deps.timeoutMs;
    this.addChannel({
      name: "web",
      deliver: async (accountId, _handle, messages) =>
        (await this.#store.recordAssistantMessages(accountId, messages)).length,
    });
  }

  /** Makes a channel deliverable; the web chat's is there from the start. */
  addChannel(channel: ChatChannel): void {
    this.#channels.set(channel.name, channel);
  }

  /** Routes taps whose data `handler` owns to it instead of the assistant. */
  addButtons(handler: ButtonHandler): void {
    this.#buttons.push(handler);
  }

  /** The account of a chat user; a first message makes one. */
  async account(channel: string, handle: string, requestId: string): Promise<string> {
    const { accountId, created } = await this.#store.resolveAccount(channel, handle);
    if (created) {
      await call(this.#bus, gatewaySubjects.ensureAccount, { account_id: accountId }, {
        requestId,
        timeoutMs: this.#timeoutMs,
      });
      this.#log.info("account created", { channel, account_id: accountId });
    }
    return accountId;
  }

  /** A message a chat user wrote, answered by the assistant. */
  async message(
    accountId: string,
    channel: string,
    text: string,
    requestId: string,
  ): Promise<ChatAnswer> {
    const reply = await call(this.#bus, assistantSubjects.chatMessage, {
      account_id: accountId,
      channel,
      text,
    }, { requestId, timeoutMs: this.#timeoutMs });
    return { messages: reply.messages, userTranscriptText: reply.user_transcript_text ?? null };
  }

  /** A tap by a chat user: a proposal's button here, any other to the assistant. */
  async button(accountId: string, data: string, requestId: string): Promise<ChatOut[]> {
    const own = this.#buttons.find((h) => h.owns(data));
    if (own) return await own.tap(accountId, data, requestId);
    const { messages } = await call(this.#bus, assistantSubjects.chatButton, {
      account_id: accountId,
      data,
    }, { requestId, timeoutMs: this.#timeoutMs });
    return messages;
  }

  /** A message a web chat user wrote. @returns the assistant's replies */
  async webMessage(handle: string, text: string, requestId: string): Promise<WebMessage[]> {
    const accountId = await this.account("web", handle, requestId);
    const answer = await this.message(accountId, "web", text, requestId);
    // Recorded after the answer, so that a message carrying a secret is kept only redacted.
    await this.#store.recordUserMessage(accountId, answer.userTranscriptText ?? text);
    return await this.#store.recordAssistantMessages(accountId, answer.messages);
  }

  /**
   * A tap by a web chat user on a button of message `messageId`: the first reply is shown in
   * that message (its buttons go), the others follow as new messages. Without the message, or
   * when it no longer offers the button, every reply is a new message.
   * @returns the tapped message as it is now, if changed, and the new messages
   */
  async webButton(
    handle: string,
    data: string,
    requestId: string,
    messageId?: bigint,
  ): Promise<WebMessage[]> {
    const accountId = await this.account("web", handle, requestId);
    const messages = await this.button(accountId, data, requestId);
    const [first, ...rest] = messages;
    if (first && messageId !== undefined) {
      const shown = await this.#store.showOutcome(accountId, messageId, data, first);
      if (shown) return [shown, ...await this.#store.recordAssistantMessages(accountId, rest)];
    }
    return await this.#store.recordAssistantMessages(accountId, messages);
  }

  /** Sends messages to an account's chat, on its channel. @returns how many were delivered */
  async send(accountId: string, messages: ChatOut[]): Promise<number> {
    const identity = await this.#store.identityOf(accountId);
    if (identity === null) return 0;
    const channel = this.#channels.get(identity.channel);
    if (!channel) {
      this.#log.warn("chat channel not enabled here", { channel: identity.channel });
      return 0;
    }
    return await channel.deliver(accountId, identity.handle, messages);
  }
}
