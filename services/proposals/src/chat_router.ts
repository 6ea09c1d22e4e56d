import {
  assistantSubjects,
  type Bus,
  call,
  type ChatOut,
  gatewaySubjects,
  type Logger,
} from "@asst/shared";
import type { ChatStore, WebMessage } from "./chat_store.ts";

/** Routes what chat users write and tap to the assistant, and its replies back to them. */
export class ChatRouter {
  readonly #bus: Bus;
  readonly #store: ChatStore;
  readonly #log: Logger;
  readonly #timeoutMs: number;

  constructor(deps: { bus: Bus; store: ChatStore; log: Logger; timeoutMs: number }) {
    this.#bus = deps.bus;
    this.#store = deps.store;
    this.#log = deps.log;
    this.#timeoutMs = deps.timeoutMs;
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

  /** A message a web chat user wrote. @returns the assistant's replies */
  async webMessage(handle: string, text: string, requestId: string): Promise<WebMessage[]> {
    const accountId = await this.account("web", handle, requestId);
    const reply = await call(this.#bus, assistantSubjects.chatMessage, {
      account_id: accountId,
      channel: "web",
      text,
    }, { requestId, timeoutMs: this.#timeoutMs });
    // Recorded after the answer, so that a message carrying a secret is kept only redacted.
    await this.#store.recordUserMessage(accountId, reply.user_transcript_text ?? text);
    return await this.#store.recordAssistantMessages(accountId, reply.messages);
  }

  /** A tap by a web chat user. @returns the assistant's replies */
  async webButton(handle: string, data: string, requestId: string): Promise<WebMessage[]> {
    const accountId = await this.account("web", handle, requestId);
    const { messages } = await call(this.#bus, assistantSubjects.chatButton, {
      account_id: accountId,
      data,
    }, { requestId, timeoutMs: this.#timeoutMs });
    return await this.#store.recordAssistantMessages(accountId, messages);
  }

  /** Sends messages to an account's chat. @returns how many were delivered */
  async send(accountId: string, messages: ChatOut[]): Promise<number> {
    const handle = await this.#store.webHandleOf(accountId);
    if (handle === null) return 0;
    return (await this.#store.recordAssistantMessages(accountId, messages)).length;
  }
}
