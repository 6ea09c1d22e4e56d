/**
 * The set-up of the Telegram channel's tests: the channel on a fresh database, a fake Bot API,
 * an assistant answering on an in-memory bus, and an injected clock.
 * @module
 */
import assert from "node:assert/strict";
import {
  assistantSubjects,
  type ChatOut,
  createLogger,
  gatewaySubjects,
  serve,
  silentLogger,
} from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import type { Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import { ChatRouter } from "../src/channels/chat_router.ts";
import { ChatStore } from "../src/channels/chat_store.ts";
import { createTelegram, type Telegram } from "../src/channels/telegram/telegram.ts";
import { type FakeBotApi, startFakeBotApi } from "./fake_bot_api.ts";

const MIGRATIONS = new URL("../migrations/", import.meta.url);
export const ADA = 4242001;
export const BOB = 4242002;
export const START = new Date("2026-05-01T10:00:00Z");

export interface AssistantCalls {
  messages: { account_id: string; channel: string; text: string }[];
  buttons: { account_id: string; data: string }[];
  ensured: string[];
}

export interface Env {
  sql: Sql;
  fake: FakeBotApi;
  tg: Telegram;
  router: ChatRouter;
  webhookUrl: string;
  assistant: AssistantCalls;
  /** Sets what the assistant answers to a message. */
  onMessage(
    fn: (text: string) => Promise<ChatOut[] | { messages: ChatOut[]; redacted: string }>,
  ): void;
  /** Sets what the assistant answers to a tap. */
  onButton(fn: (data: string) => Promise<ChatOut[]>): void;
  /** Moves the injected clock on. */
  advance(ms: number): void;
  /** A second channel instance on the same database (another replica), not started. */
  replica(): Telegram;
  /** Every log line so far. */
  lines: string[];
}

export async function withTelegram(fn: (env: Env) => Promise<void>): Promise<void> {
  await withMigratedDatabase("proposals", MIGRATIONS, async (sql) => {
    const fake = await startFakeBotApi();
    const bus = new MemoryBus();
    const lines: string[] = [];
    const log = createLogger({ service: "test", level: "debug", sink: (l) => lines.push(l) });
    let now = START;
    const clock = () => now;
    let handler: (req: Request) => Response | Promise<Response> = () =>
      new Response(null, { status: 503 });
    const server = Deno.serve(
      { port: 0, hostname: "127.0.0.1", onListen: () => {} },
      (req) => handler(req),
    );
    const webhookUrl = `http://127.0.0.1:${server.addr.port}/telegram/webhook`;
    const assistant: AssistantCalls = { messages: [], buttons: [], ensured: [] };
    let onMessage: Parameters<Env["onMessage"]>[0] = (text) =>
      Promise.resolve([{ text: `You said: ${text}` }]);
    let onButton: Parameters<Env["onButton"]>[0] = (data) =>
      Promise.resolve([{ text: `Tapped ${data}` }]);
    const subs = [
      serve(bus, gatewaySubjects.ensureAccount, { queue: "gw", log: silentLogger }, (req) => {
        assistant.ensured.push(req.account_id);
        return Promise.resolve({ account_id: req.account_id, created: true });
      }),
      serve(bus, assistantSubjects.chatMessage, { queue: "as", log: silentLogger }, async (req) => {
        assistant.messages.push(req);
        const out = await onMessage(req.text);
        return Array.isArray(out)
          ? { messages: out }
          : { messages: out.messages, user_transcript_text: out.redacted };
      }),
      serve(bus, assistantSubjects.chatButton, { queue: "as", log: silentLogger }, async (req) => {
        assistant.buttons.push(req);
        return { messages: await onButton(req.data) };
      }),
    ];
    const router = new ChatRouter({ bus, store: new ChatStore(sql), log, timeoutMs: 5000 });
    const make = () =>
      createTelegram({
        sql,
        router,
        log,
        token: fake.token,
        apiBase: fake.base,
        webhookUrl,
        secret: null,
        now: clock,
        intervalMs: 3_600_000,
      });
    const tg = make();
    router.addChannel(tg.channel);
    handler = (req) => tg.routes.fetch(req);
    const replicas: Telegram[] = [];
    await tg.start();
    try {
      await fn({
        sql,
        fake,
        tg,
        router,
        webhookUrl,
        assistant,
        onMessage: (f) => (onMessage = f),
        onButton: (f) => (onButton = f),
        advance: (ms) => (now = new Date(now.getTime() + ms)),
        replica: () => {
          const r = make();
          replicas.push(r);
          return r;
        },
        lines,
      });
    } finally {
      await tg.stop();
      for (const r of replicas) await r.stop();
      await server.shutdown();
      await fake.close();
      for (const s of subs) await s.stop();
      await bus.drain();
    }
    const secretPart = fake.token.split(":")[1]!;
    for (const line of lines) assert.ok(!line.includes(secretPart), `the token is in a log line`);
  });
}

export function textUpdate(
  fake: FakeBotApi,
  text: string | null,
  from = ADA,
  chatType = "private",
) {
  return {
    update_id: fake.nextUpdateId(),
    message: {
      message_id: Math.floor(Math.random() * 1e6),
      from: { id: from, is_bot: false, first_name: "Ada", language_code: "en" },
      chat: {
        id: chatType === "private" ? from : -100123,
        type: chatType,
        first_name: "Ada",
      },
      date: 1_777_000_000,
      ...(text !== null
        ? { text }
        : { sticker: { file_id: "CAAC", file_unique_id: "u", width: 512, height: 512 } }),
    },
  };
}

/** The successful sendMessage calls to a chat, as [text, keyboard]. */
export function sent(fake: FakeBotApi, chatId = ADA): string[] {
  return fake.calls.filter((c) => c.method === "sendMessage" && c.ok && c.params.chat_id === chatId)
    .map((c) => c.params.text as string);
}

export async function outboxCount(sql: Sql): Promise<number> {
  const [row] = await sql<
    { n: number }[]
  >`select count(*)::int as n from proposals.telegram_outbox`;
  return row!.n;
}
