/**
 * The assistant's side of the owner's chat: a loop over the command table (`commands.ts`), then a
 * tool turn or an answer (`turn.ts`, which also reads the answer to a question it asked), and the
 * key request's Confirm and Cancel buttons.
 * @module
 */
import type { ChatOut } from "@asst/shared";
import { decideApp } from "./keys/apps_allow.ts";
import { CHAT_COMMANDS } from "./commands.ts";
import { type ChatIntent, parseChatIntent } from "./intent.ts";
import {
  issueKey,
  KEY_CANCEL,
  KEY_CONFIRM,
  KEY_REQUEST,
  keyRequestSchema,
} from "./keys/keys_issue.ts";
import type { OpenQuestion } from "./questions.ts";
import { toolsOrAnswer } from "./turn.ts";
import type { ChatContext, ChatDeps, ChatReply } from "./types.ts";

export type { ChatDeps, ChatReply } from "./types.ts";

/**
 * The assistant's side of the chat: profile and memory, API key management, and answers. Keys
 * are handled here in code, never by a model, and a new key goes into exactly one message.
 */
export class ChatHandler {
  readonly #d: ChatDeps;
  readonly #now: () => Date;

  constructor(deps: ChatDeps) {
    this.#d = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  /** Answers a message the user wrote. */
  async message(accountId: string, text: string, requestId: string): Promise<ChatReply> {
    const now = this.#now();
    const open = await this.#d.questions.take(accountId, now);
    const ctx = this.#context(accountId, text, requestId, now, open);
    for (const command of CHAT_COMMANDS) {
      const parsed = await command.recognise(text, ctx);
      if (parsed !== null) return await command.handle(parsed, ctx);
    }
    return await toolsOrAnswer(text, ctx);
  }

  /** Answers a tap on a button this handler sent. */
  async button(accountId: string, data: string, requestId: string): Promise<ChatOut[]> {
    const app = await decideApp(this.#d, accountId, data, requestId);
    if (app !== null) return app;
    for (const [prefix, confirmed] of [[KEY_CONFIRM, true], [KEY_CANCEL, false]] as const) {
      if (!data.startsWith(prefix)) continue;
      const payload = await this.#d.confirmations.consume(
        accountId,
        KEY_REQUEST,
        data.slice(prefix.length),
      );
      if (payload === null) {
        return [{
          text: "That button no longer does anything: it was already used or has expired.",
        }];
      }
      if (!confirmed) return [{ text: "Cancelled: no key was created." }];
      const request = keyRequestSchema.parse(payload);
      return await issueKey(this.#d, accountId, request, requestId);
    }
    return [{ text: "That button no longer does anything." }];
  }

  #context(
    accountId: string,
    text: string,
    requestId: string,
    now: Date,
    open: OpenQuestion | null,
  ): ChatContext {
    const deps = this.#d;
    let zone: Promise<string> | undefined;
    let intent: ChatIntent | undefined;
    return {
      deps,
      accountId,
      requestId,
      now,
      open,
      timezone: () =>
        zone ??= deps.store.profile(accountId).then((profile) => profile.timezone ?? "UTC"),
      intent: () => intent ??= parseChatIntent(text),
    };
  }
}
