import {
  AppError,
  call,
  type ChatOut,
  describePermissions,
  everything,
  gatewaySubjects,
  isAnswerOnly,
  type KeyRecord,
  normalizePermissions,
  notifierSubjects,
  type Permissions,
  permissionsSchema,
  proposalsSubjects,
  summarizePermissions,
} from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import { z } from "zod";
import type { ActionRunner } from "./actions.ts";
import {
  applyIntegrationCommand,
  displayFeedUrl,
  type IntegrationCommand,
  type IntegrationStore,
  parseIntegrationCommand,
} from "./integrations.ts";
import { answerFromMemory } from "./local/answer.ts";
import {
  applyLinkCommand,
  type LinkCommand,
  type LinkDeps,
  parseLinkCommand,
  redactedLinkCommand,
} from "./mail_calendar_links.ts";
import { parseBusinessModeCommand } from "./local/business_mode_command.ts";
import { parseWebhookCommand, type WebhookCommand } from "./local/webhook_command.ts";
import { asksForTools } from "./local/tool_intent.ts";
import {
  type EmailAddressCommand,
  parseEmailAddressCommand,
} from "./local/email_address_command.ts";
import { isOutboxRequest } from "./local/outbox_command.ts";
import { formatDateTime, safeTimeZone } from "./zoned_time.ts";
import { type ChatIntent, parseChatIntent } from "./local/chat_intent.ts";
import { isSensitive } from "./local/sensitive.ts";
import { isSpendQuestion, spendReply } from "./local/spend_question.ts";
import type { Confirmations } from "./confirmations.ts";
import type { MemoryStore } from "./memory_store.ts";
import { carriesSecret, type ModelChat, modelChatTurn } from "./chat_model.ts";

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

const KEY_CONFIRM = "key:ok:";
const KEY_CANCEL = "key:no:";
const KEY_REQUEST = "key_request";

const keyRequestSchema = z.object({ label: z.string().nullable(), permissions: permissionsSchema });

const NEVER =
  "No key can send email or change your calendar directly, delete contacts, or see passwords, " +
  "identity documents, health data, or the content of your email and documents.";

/** Emails the outbox listing shows. */
const OUTBOX_SHOWN = 10;
/** Characters of an email's body the outbox listing shows. */
const OUTBOX_BODY_CHARS = 500;

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
    const link = this.#d.links ? parseLinkCommand(text) : null;
    if (link) return await this.#link(accountId, link);
    const integration = parseIntegrationCommand(text);
    if (integration) return await this.#integration(accountId, integration);
    const address = parseEmailAddressCommand(text);
    if (address) return { messages: [{ text: await this.#emailAddress(accountId, address) }] };
    const zone = (await this.#d.store.profile(accountId)).timezone ?? "UTC";
    if (isOutboxRequest(text)) {
      return { messages: [{ text: await this.#outbox(accountId, zone, requestId) }] };
    }
    const webhook = parseWebhookCommand(text, { now: this.#now(), timezone: zone });
    if (webhook) return await this.#webhook(accountId, webhook, requestId);
    if (isSpendQuestion(text)) {
      const spend = await call(this.#d.bus, gatewaySubjects.spend, { account_id: accountId }, {
        requestId,
      });
      return { messages: [{ text: spendReply(spend) }] };
    }
    const intent = parseChatIntent(text);
    if (intent.kind === "question") {
      const businessMode = parseBusinessModeCommand(text);
      if (businessMode !== null) {
        await this.#d.businessMode.set(accountId, businessMode);
        return {
          messages: [{
            text: businessMode
              ? "Business Mode is on: you can record expenses and suppliers and read the dashboard, and keys allowed business expenses can use them."
              : "Business Mode is off: business expenses are hidden from the chat and from every key.",
          }],
        };
      }
      if (this.#d.modelChat && !carriesSecret(text)) {
        const reply = await modelChatTurn(
          this.#d.modelChat,
          accountId,
          text,
          requestId,
          this.#now(),
        );
        return { messages: [{ text: reply }] };
      }
      if (asksForTools(text, { now: this.#now(), timezone: zone })) {
        const turn = await this.#d.runner.act(accountId, everything(), text, requestId, {
          keyId: null,
          owner: true,
        });
        return { messages: [{ text: turn.reply }] };
      }
    }
    return { messages: await this.#handle(accountId, intent, requestId) };
  }

  async #webhook(
    accountId: string,
    command: WebhookCommand,
    requestId: string,
  ): Promise<ChatReply> {
    const opts = { requestId };
    try {
      switch (command.kind) {
        case "register": {
          const { endpoint, secret } = await call(this.#d.bus, notifierSubjects.registerWebhook, {
            account_id: accountId,
            url: command.url,
            events: command.events,
          }, opts);
          const body = (shown: string) =>
            `Webhook registered: ${endpoint.url} will receive ${endpoint.events.join(", ")}.\n\n` +
            `Signing secret:\n\n${shown}\n\nCopy it now: this is the only time it is shown. ` +
            "Each delivery carries X-Service-Signature: t=<unix time>,v1=<hex HMAC-SHA256 of " +
            '"<t>.<raw body>">; see /api/assistant/v1/docs#webhooks for how to check it.';
          return {
            messages: [{
              text: body(secret),
              transcript_text: body("whsec_… (hidden: it was shown once)"),
            }],
          };
        }
        case "list": {
          const { endpoints } = await call(this.#d.bus, notifierSubjects.listWebhooks, {
            account_id: accountId,
          }, opts);
          if (endpoints.length === 0) {
            return {
              messages: [{
                text: 'You have no webhooks. Say "send my events to https://…" to add one.',
              }],
            };
          }
          const lines = endpoints.map((e) => {
            const state = e.state === "active"
              ? "active"
              : `disabled${e.disabled_reason ? ` (${e.disabled_reason})` : ""}`;
            const recent = e.recent_deliveries.length === 0
              ? "  no deliveries yet"
              : e.recent_deliveries.map((d) =>
                `  ${d.at.slice(0, 16).replace("T", " ")} UTC ${d.event}: ${
                  d.status_code ?? "no answer"
                }${d.ok ? "" : " (failed)"}`
              ).join("\n");
            return `• ${e.url}: ${e.events.join(", ")}; ${state}\n${recent}`;
          });
          return { messages: [{ text: `Your webhooks:\n${lines.join("\n")}` }] };
        }
        case "remove": {
          const { removed } = await call(this.#d.bus, notifierSubjects.removeWebhook, {
            account_id: accountId,
            url: command.url,
          }, opts);
          return {
            messages: [{
              text: removed > 0
                ? `Removed the webhook ${command.url}: nothing more is sent there.`
                : `You have no webhook at ${command.url}. "list my webhooks" shows them.`,
            }],
          };
        }
        case "rotate": {
          const { endpoint, secret, old_valid_until } = await call(
            this.#d.bus,
            notifierSubjects.rotateWebhookSecret,
            { account_id: accountId, url: command.url },
            opts,
          );
          const body = (shown: string) =>
            `New signing secret for ${endpoint.url}:\n\n${shown}\n\nCopy it now: it is shown only ` +
            `this once. Until ${
              old_valid_until.slice(0, 16).replace("T", " ")
            } UTC each delivery ` +
            "is signed with both the old and the new secret (two v1 values), so you can switch over.";
          return {
            messages: [{
              text: body(secret),
              transcript_text: body("whsec_… (hidden: it was shown once)"),
            }],
          };
        }
        case "resend": {
          const { requeued } = await call(this.#d.bus, notifierSubjects.resendWebhooks, {
            account_id: accountId,
            since: command.since,
          }, opts);
          return {
            messages: [{
              text: requeued === 0
                ? "There was nothing undelivered to send again."
                : `Queued ${requeued} undelivered webhook${
                  requeued === 1 ? "" : "s"
                } to be sent again.`,
            }],
          };
        }
      }
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return { messages: [{ text: err.message }] };
      throw err;
    }
  }

  async #emailAddress(accountId: string, command: EmailAddressCommand): Promise<string> {
    switch (command.kind) {
      case "set":
        await this.#d.store.setProfile(accountId, "email", command.address);
        return `Saved: your email address is ${command.address}. Emails you propose, here or ` +
          "through a key that may propose, will be sent from it once you confirm them.";
      case "invalid":
        return `"${command.given}" doesn't look like an email address: write it like ` +
          'ana@example.com, for example "my email address is ana@example.com".';
      case "show": {
        const { email } = await this.#d.store.profile(accountId);
        return email === null
          ? "I don't know your email address yet. Tell me, for example \"my email address is " +
            'you@example.com": emails you propose are sent from it once you confirm them.'
          : `Your email address is ${email}: emails you propose are sent from it once you ` +
            "confirm them.";
      }
    }
  }

  async #outbox(accountId: string, zone: string, requestId: string): Promise<string> {
    let listed;
    try {
      listed = await call(this.#d.bus, proposalsSubjects.listOutbox, {
        account_id: accountId,
        limit: OUTBOX_SHOWN,
      }, { requestId });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return err.message;
      throw err;
    }
    const { emails, smtp_configured } = listed;
    const server = smtp_configured
      ? "A mail server is set up, so emails you confirm go out through it."
      : "No mail server is set up, so emails you confirm are kept here for you to read.";
    if (emails.length === 0) return `Your outbox is empty. ${server}`;
    const tz = safeTimeZone(zone);
    const lines = emails.map((e) => {
      const cc = e.cc.length > 0 ? `, cc ${e.cc.join(", ")}` : "";
      const body = e.body.length > OUTBOX_BODY_CHARS
        ? `${e.body.slice(0, OUTBOX_BODY_CHARS).trimEnd()}…`
        : e.body;
      return `• ${formatDateTime(new Date(e.saved_at), tz)}: to ${e.to.join(", ")}${cc}, ` +
        `from ${e.from}\nSubject: ${e.subject}\n${body}`;
    });
    const head = emails.length === 1
      ? "The email in your outbox:"
      : `The ${emails.length} newest emails in your outbox, newest first:`;
    return `${head}\n\n${lines.join("\n\n")}\n\n${server}`;
  }

  async #integration(accountId: string, command: IntegrationCommand): Promise<ChatReply> {
    const text = await applyIntegrationCommand(this.#d.integrations, accountId, command);
    // The message that carried a token or a private feed address is kept only redacted.
    const userTranscriptText = command.kind === "set_todoist_token"
      ? "(a Todoist token, hidden)"
      : command.kind === "set_ics_url"
      ? `(a calendar feed address at ${displayFeedUrl(command.url)}, hidden)`
      : undefined;
    return { messages: [{ text }], ...(userTranscriptText ? { userTranscriptText } : {}) };
  }

  async #link(accountId: string, command: LinkCommand): Promise<ChatReply> {
    const text = await applyLinkCommand(this.#d.links!, accountId, command);
    // The message that carried a password is kept only redacted.
    const userTranscriptText = redactedLinkCommand(command);
    return { messages: [{ text }], ...(userTranscriptText ? { userTranscriptText } : {}) };
  }

  /** Answers a tap on a button this handler sent. */
  async button(accountId: string, data: string, requestId: string): Promise<ChatOut[]> {
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
      return await this.#issueKey(accountId, request.label, request.permissions, requestId);
    }
    return [{ text: "That button no longer does anything." }];
  }

  async #handle(accountId: string, intent: ChatIntent, requestId: string): Promise<ChatOut[]> {
    const { store } = this.#d;
    switch (intent.kind) {
      case "set_name":
        await store.setProfile(accountId, "name", intent.name);
        return [{ text: `Nice to meet you, ${intent.name}. I'll remember your name.` }];
      case "set_timezone": {
        await store.setProfile(accountId, "timezone", intent.timezone);
        const time = new Intl.DateTimeFormat("en-GB", {
          timeZone: intent.timezone,
          hour: "2-digit",
          minute: "2-digit",
        }).format(this.#now());
        return [{ text: `Your time zone is now ${intent.timezone} (it's ${time} there).` }];
      }
      case "remember": {
        const sensitive = isSensitive(intent.text);
        await store.remember(accountId, intent.text, sensitive);
        return [{
          text: `Got it, I'll remember: ${intent.text}` +
            (sensitive
              ? "\nThis looks private, so it stays between us: API keys never see it."
              : ""),
        }];
      }
      case "forget":
        return [{ text: await this.#forget(accountId, intent.query) }];
      case "list_memory":
        return [{ text: await this.#whatIKnow(accountId) }];
      case "create_key":
        return await this.#requestKey(
          accountId,
          intent.label,
          intent.permissions,
          intent.needsConfirmation,
          requestId,
        );
      case "list_keys":
        return [{ text: await this.#listKeys(accountId, requestId) }];
      case "revoke_key":
        return [{ text: await this.#revokeKey(accountId, intent.selector, requestId) }];
      case "help":
        return [{ text: HELP }];
      case "question": {
        const [profile, memories] = await Promise.all([
          store.profile(accountId),
          store.memories(accountId, true),
        ]);
        return [{ text: answerFromMemory(intent.text, { profile, memories, now: this.#now() }) }];
      }
    }
  }

  async #requestKey(
    accountId: string,
    label: string | null,
    permissions: Permissions,
    needsConfirmation: boolean,
    requestId: string,
  ): Promise<ChatOut[]> {
    const { keys, max_active } = await call(this.#d.bus, gatewaySubjects.listKeys, {
      account_id: accountId,
    }, { requestId });
    if (keys.length >= max_active) {
      return [{
        text: `You already have ${keys.length} active API keys, the most you can hold at once. ` +
          `Revoke one first ("revoke API key <name>"); "list my API keys" shows them.`,
      }];
    }
    if (label && keys.some((k) => k.label.toLowerCase() === label.toLowerCase())) {
      return [{ text: `You already have a key called "${label}". Pick another name.` }];
    }
    const normalized = normalizePermissions(permissions);
    if (!needsConfirmation && isAnswerOnly(normalized)) {
      return await this.#issueKey(accountId, label, normalized, requestId);
    }
    const token = await this.#d.confirmations.create(accountId, KEY_REQUEST, {
      label,
      permissions: normalized,
    });
    const name = label ? ` "${label}"` : "";
    return [{
      text: `This new key${name} will be able to:\n` +
        describePermissions(normalized).map((l) => `• ${l}`).join("\n") +
        `\n\n${NEVER}\n\nCreate it?`,
      buttons: [
        { label: "Confirm", data: KEY_CONFIRM + token },
        { label: "Cancel", data: KEY_CANCEL + token },
      ],
    }];
  }

  async #issueKey(
    accountId: string,
    label: string | null,
    permissions: Permissions,
    requestId: string,
  ): Promise<ChatOut[]> {
    let issued: { key: string; record: KeyRecord };
    try {
      issued = await call(this.#d.bus, gatewaySubjects.createKey, {
        account_id: accountId,
        label,
        permissions,
      }, { requestId });
    } catch (err) {
      if (err instanceof AppError && err.status === 409) return [{ text: err.message }];
      throw err;
    }
    const { key, record } = issued;
    const what = describePermissions(record.permissions).join("; ");
    const body = (shown: string) =>
      `Your new API key "${record.label}" (it can ${what}):\n\n${shown}\n\n` +
      `Copy it now: this is the only time it is shown. Send it as "Authorization: Bearer <key>". ` +
      `To stop it working, say "revoke API key ${record.label}".`;
    return [{
      text: body(key),
      transcript_text: body(`asst_…${record.last4} (hidden: it was shown once)`),
    }];
  }

  async #listKeys(accountId: string, requestId: string): Promise<string> {
    const { keys, max_active } = await call(this.#d.bus, gatewaySubjects.listKeys, {
      account_id: accountId,
    }, { requestId });
    if (keys.length === 0) {
      return 'You have no active API keys. Say "create an API key" to get one.';
    }
    const lines = keys.map((k) =>
      `• ${k.label} (…${k.last4}): ${summarizePermissions(k.permissions)}; created ${
        day(k.created_at)
      }; last used ${k.last_used_at ? day(k.last_used_at) : "never"}`
    );
    return `Your active API keys (${keys.length} of ${max_active}):\n${lines.join("\n")}`;
  }

  async #revokeKey(accountId: string, selector: string, requestId: string): Promise<string> {
    if (selector === "") {
      return 'Which key? Say "revoke API key <name or last 4 characters>"; ' +
        '"list my API keys" shows them.';
    }
    if (selector === "all") {
      const { keys } = await call(this.#d.bus, gatewaySubjects.listKeys, {
        account_id: accountId,
      }, { requestId });
      if (keys.length === 0) return "You have no active API keys.";
      for (const key of keys) {
        await call(this.#d.bus, gatewaySubjects.revokeKey, {
          account_id: accountId,
          selector: key.last4,
        }, { requestId });
      }
      const after = await call(this.#d.bus, gatewaySubjects.listKeys, {
        account_id: accountId,
      }, { requestId });
      if (after.keys.length > 0) {
        return `Revoked ${keys.length - after.keys.length} keys; these share their last 4 ` +
          `characters with another, revoke them by name: ${
            after.keys.map((k) => k.label).join(", ")
          }.`;
      }
      return `Revoked all ${keys.length} of your API keys. They stopped working just now.`;
    }
    const { revoked, candidates } = await call(this.#d.bus, gatewaySubjects.revokeKey, {
      account_id: accountId,
      selector,
    }, { requestId });
    const [key] = revoked;
    if (key) {
      return `Revoked the API key "${key.label}" (…${key.last4}). It stopped working just now.`;
    }
    if (candidates.length > 1) {
      return `Several keys match "${selector}": ${
        candidates.map((k) => `${k.label} (…${k.last4})`).join(", ")
      }. Say which one by its name.`;
    }
    return `You have no active API key called "${selector}" or ending in "${selector}". ` +
      `"list my API keys" shows them.`;
  }

  async #forget(accountId: string, query: string): Promise<string> {
    const memories = await this.#d.store.memories(accountId, true);
    if (query === "everything") {
      const n = await this.#d.store.forget(accountId, memories.map((m) => m.id));
      return n === 0
        ? "There was nothing to forget."
        : `Forgotten: all ${n} things you told me to remember.`;
    }
    const words = significantWords(query);
    const matches = memories.filter((m) => {
      const mw = significantWords(m.text);
      return words.length > 0 && words.every((w) => mw.includes(w));
    });
    if (matches.length === 0) return `I have nothing about "${query}" to forget.`;
    await this.#d.store.forget(accountId, matches.map((m) => m.id));
    return `Forgotten:\n${matches.map((m) => `• ${m.text}`).join("\n")}`;
  }

  async #whatIKnow(accountId: string): Promise<string> {
    const [profile, memories] = await Promise.all([
      this.#d.store.profile(accountId),
      this.#d.store.memories(accountId, true),
    ]);
    const lines: string[] = [];
    if (profile.name) lines.push(`• Your name: ${profile.name}`);
    if (profile.timezone) lines.push(`• Your time zone: ${profile.timezone}`);
    if (profile.email) lines.push(`• Your email address: ${profile.email}`);
    for (const m of memories) lines.push(`• ${m.text}${m.sensitive ? " (private)" : ""}`);
    if (lines.length === 0) {
      return 'I know nothing about you yet. Tell me, for example "my name is Ada" or ' +
        '"remember that my dentist is Dr Lee".';
    }
    return `What I know about you:\n${lines.join("\n")}`;
  }
}

const STOP = new Set([
  "the",
  "a",
  "an",
  "my",
  "that",
  "about",
  "what",
  "i",
  "said",
  "is",
  "are",
  "of",
  "to",
]);

function significantWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !STOP.has(w));
}

function day(iso: string): string {
  return iso.slice(0, 10);
}

const HELP = [
  "I'm your assistant. Here you can:",
  '• tell me about yourself: "my name is Ada", "my timezone is Europe/Paris", ' +
  '"remember that my dentist is Dr Lee"',
  '• ask me things: "who is my dentist?", "what do you know about me?"',
  '• keep your lists: "add milk and eggs to my shopping list", "remind me to call mum tomorrow ' +
  'at 6pm", "jot down that the wifi password is in the drawer", "what\'s on my calendar ' +
  'tomorrow?", "watch https://shop.example/kettle and tell me when it\'s under 50"',
  '• propose emails and events, sent only when you tap Confirm: "email bob@example.com saying ' +
  'I\'ll be late", "put lunch with Ana on Friday at 1pm in my calendar"; set the address emails ' +
  'go from with "my email address is you@example.com"; "show my outbox" lists emails kept ' +
  "when no mail server is set up",
  '• business expenses: "turn on business mode", then "I spent 42.50 EUR on a taxi"',
  '• connect services: "my todoist token is …", "my calendar feed is https://…/basic.ics"',
  '• webhooks for your programs: "send my events to https://example.com/hooks", "list my ' +
  'webhooks", "remove webhook <url>", "rotate the webhook secret", "resend failed webhooks since ' +
  'yesterday"',
  '• get an API key for your programs: "create an API key" (answers only), or name what it may ' +
  'do: "create an API key that can view and add to my shopping list and reminders"',
  '• manage keys: "list my API keys", "revoke API key <name or last 4>"',
].join("\n");
