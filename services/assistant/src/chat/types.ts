/**
 * The shapes the owner's chat is built from: what the handler needs ({@link ChatDeps}), what it
 * answers ({@link ChatReply}), and one chat command ({@link ChatCommand}) of the table in
 * `commands.ts`.
 * @module
 */
import type { ChatOut } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import type { ActionRunner } from "../actions/actions.ts";
import type { ModelChat } from "./chat_model.ts";
import type { Confirmations } from "./confirmations.ts";
import type { IntegrationStore } from "../integrations/integrations.ts";
import type { LinkDeps } from "../integrations/mail_calendar_links.ts";
import type { MemoryStore } from "../memory/memory_store.ts";
import type { ChatIntent } from "./intent.ts";
import type { ChatQuestions, OpenQuestion } from "./questions.ts";

/** What the chat handler needs. */
export interface ChatDeps {
  bus: Bus;
  store: MemoryStore;
  confirmations: Confirmations;
  /** Runs tool turns on the embedded local model; in the chat, with the owner's permissions. */
  runner: ActionRunner;
  /**
   * With a provider model configured: what no chat command recognised goes to it, unless it
   * looks like it carries a secret. Without it, the local runner answers tool requests.
   */
  modelChat?: ModelChat;
  businessMode: {
    get(accountId: string): Promise<boolean>;
    set(accountId: string, on: boolean): Promise<void>;
  };
  integrations: IntegrationStore;
  /** The question the chat asked and waits for the answer to, per account. */
  questions: ChatQuestions;
  /** The mailbox, CalDAV and follow-up delay commands; without it they are not recognised. */
  links?: LinkDeps;
  now?: () => Date;
}

/** The assistant's answer to a chat message. */
export interface ChatReply {
  messages: ChatOut[];
  /** What the transcript keeps of the user's message when it carried a secret. */
  userTranscriptText?: string;
}

/** One chat message being answered, as the commands see it. */
export interface ChatContext {
  readonly deps: ChatDeps;
  readonly accountId: string;
  readonly requestId: string;
  /** The time the message is answered at. */
  readonly now: Date;
  /** The owner's time zone ("UTC" when not set), read from the profile once, when first asked. */
  timezone(): Promise<string>;
  /** What the chat intent parser reads in the message, parsed once, when first asked. */
  intent(): ChatIntent;
  /**
   * The question the chat asked before this message, if it has not expired: taken (cleared) as
   * the message arrives, so a command answers nothing and a request asked again replaces it.
   */
  readonly open: OpenQuestion | null;
}

/**
 * A command of the owner's chat, recognised and answered in code, never by a model.
 * `recognise` reads the message into what `handle` needs, or null when the message is not this
 * command; the first command of the table that recognises a message answers it.
 */
export interface ChatCommand<P> {
  /** The command's name, for logs and tests. */
  readonly name: string;
  recognise(text: string, ctx: ChatContext): P | null | Promise<P | null>;
  handle(parsed: P, ctx: ChatContext): Promise<ChatReply>;
}

/** A reply of one message with only text. */
export function textReply(text: string): ChatReply {
  return { messages: [{ text }] };
}

/**
 * The one message that shows a new secret (an API key, a webhook signing secret): the reply shows
 * it, and the transcript keeps `hint`, its first characters, in its place, so it is shown once.
 */
export function secretShownOnce(
  body: (shown: string) => string,
  secret: string,
  hint: string,
): ChatOut {
  return { text: body(secret), transcript_text: body(`${hint} (hidden: it was shown once)`) };
}

/** The intent of one kind, as `ChatContext.intent()` reads it. */
export type IntentOf<K extends ChatIntent["kind"]> = Extract<ChatIntent, { kind: K }>;

/**
 * A `recognise` for the commands the chat intent parser reads: the message's intent when it is of
 * `kind`. The parser decides between them in one place, so their order in the table is free.
 */
export function byIntent<K extends ChatIntent["kind"]>(
  kind: K,
): (text: string, ctx: ChatContext) => IntentOf<K> | null {
  return (_text, ctx) => {
    const intent = ctx.intent();
    return intent.kind === kind ? intent as IntentOf<K> : null;
  };
}
