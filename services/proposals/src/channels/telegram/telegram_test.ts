import assert from "node:assert/strict";
import {
  AppError,
  assistantSubjects,
  type ChatOut,
  createLogger,
  ERROR_CODE,
  gatewaySubjects,
  MemoryBus,
  serve,
  silentLogger,
  type Sql,
} from "@asst/shared";
import { withMigratedDatabase } from "@asst/shared/testing";
import { ChatRouter } from "../chat_router.ts";
import { ChatStore } from "../chat_store.ts";
import { type FakeBotApi, startFakeBotApi } from "../../../testing/fake_bot_api.ts";
import { createTelegram, splitText, type Telegram, telegramSecret } from "./telegram.ts";

const MIGRATIONS = new URL("../../../migrations/", import.meta.url);
const ADA = 4242001;
const BOB = 4242002;
const START = new Date("2026-05-01T10:00:00Z");

interface AssistantCalls {
  messages: { account_id: string; channel: string; text: string }[];
  buttons: { account_id: string; data: string }[];
  ensured: string[];
}

interface Env {
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

async function withTelegram(fn: (env: Env) => Promise<void>): Promise<void> {
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

function textUpdate(fake: FakeBotApi, text: string | null, from = ADA, chatType = "private") {
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
function sent(fake: FakeBotApi, chatId = ADA): string[] {
  return fake.calls.filter((c) => c.method === "sendMessage" && c.ok && c.params.chat_id === chatId)
    .map((c) => c.params.text as string);
}

async function outboxCount(sql: Sql): Promise<number> {
  const [row] = await sql<
    { n: number }[]
  >`select count(*)::int as n from proposals.telegram_outbox`;
  return row!.n;
}

Deno.test("start registers the webhook with its URL, the derived secret, and only messages and taps", async () => {
  await withTelegram(async ({ fake, webhookUrl }) => {
    const derived = await telegramSecret(fake.token, null);
    assert.deepEqual(fake.calls.map((c) => [c.method, c.params]), [[
      "setWebhook",
      {
        url: webhookUrl,
        secret_token: derived,
        allowed_updates: ["message", "callback_query"],
        drop_pending_updates: false,
      },
    ]]);
    assert.deepEqual(fake.webhook, { url: webhookUrl, secret: derived });
  });
});

Deno.test("telegramSecret derives one secret per token, and a configured secret wins", async () => {
  const a = await telegramSecret("123:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", null);
  assert.equal(a, await telegramSecret("123:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", null));
  assert.notEqual(a, await telegramSecret("123:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB", null));
  assert.match(a, /^[A-Za-z0-9_-]{43}$/);
  assert.ok(!a.includes("AAAA"));
  assert.equal(await telegramSecret("123:x", "my-own_secret-0123"), "my-own_secret-0123");
  await assert.rejects(telegramSecret("123:x", "has spaces in it!"), /TELEGRAM_WEBHOOK_SECRET/);
});

Deno.test("an update without the secret header, or with a wrong one, is refused with 401 and does nothing", async () => {
  await withTelegram(async ({ sql, fake, webhookUrl, assistant }) => {
    const secret = fake.webhook!.secret!;
    const wrong = secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A");
    for (
      const headers of [{}, { "x-telegram-bot-api-secret-token": wrong }, {
        "x-telegram-bot-api-secret-token": "",
      }, { "x-telegram-bot-api-secret-token": secret + "x" }]
    ) {
      const res = await fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(textUpdate(fake, "hello")),
      });
      assert.equal(res.status, 401);
      assert.equal(res.headers.get("content-type"), "application/problem+json");
      const body = await res.text();
      assert.match(body, /"code":"unauthorized"/);
      assert.ok(!body.includes(secret));
    }
    assert.equal(assistant.messages.length, 0);
    const [updates] = await sql<{ n: number }[]>`
      select count(*)::int as n from proposals.telegram_updates`;
    assert.equal(updates!.n, 0);
    const [identities] = await sql<{ n: number }[]>`
      select count(*)::int as n from proposals.chat_identities`;
    assert.equal(identities!.n, 0);
    assert.deepEqual(fake.calls.map((c) => c.method), ["setWebhook"]);
  });
});

Deno.test("a text message is answered by the assistant in the same chat", async () => {
  await withTelegram(async ({ sql, fake, assistant }) => {
    const res = await fake.deliverUpdate(textUpdate(fake, "hello there"));
    assert.equal(res.status, 200);
    const call = await fake.waitForCall("sendMessage");
    assert.deepEqual(call.params, { chat_id: ADA, text: "You said: hello there" });
    assert.equal(assistant.messages.length, 1);
    assert.equal(assistant.messages[0]!.channel, "telegram");
    assert.equal(assistant.messages[0]!.text, "hello there");
    const [identity] = await sql<{ channel: string; handle: string; account_id: string }[]>`
      select channel, handle, account_id from proposals.chat_identities`;
    assert.deepEqual(identity, {
      channel: "telegram",
      handle: String(ADA),
      account_id: assistant.messages[0]!.account_id,
    });
    assert.deepEqual(assistant.ensured, [identity!.account_id]);
  });
});

Deno.test("commands like /start go to the assistant as text", async () => {
  await withTelegram(async ({ fake, assistant }) => {
    assert.equal((await fake.deliverUpdate(textUpdate(fake, "/start"))).status, 200);
    await fake.waitForCall("sendMessage", (c) => c.params.text === "You said: /start");
    assert.deepEqual(assistant.messages.map((m) => m.text), ["/start"]);
  });
});

Deno.test("an update delivered again is handled once", async () => {
  await withTelegram(async ({ fake, tg, assistant }) => {
    const update = textUpdate(fake, "once please");
    assert.equal((await fake.deliverUpdate(update)).status, 200);
    assert.equal((await fake.deliverUpdate(update)).status, 200);
    await fake.waitForCall("sendMessage");
    await tg.flush();
    assert.equal(assistant.messages.length, 1);
    assert.deepEqual(sent(fake), ["You said: once please"]);
  });
});

Deno.test("an update whose handling fails answers 500 and is handled when Telegram delivers it again", async () => {
  await withTelegram(async ({ fake, tg, assistant, onMessage }) => {
    let fail = true;
    onMessage((text) => {
      if (fail) {
        fail = false;
        return Promise.reject(new Error("model crashed"));
      }
      return Promise.resolve([{ text: `Now: ${text}` }]);
    });
    const update = textUpdate(fake, "try me");
    const first = await fake.deliverUpdate(update);
    assert.equal(first.status, 500);
    assert.match(first.body, /"code":"internal_error"/);
    await tg.flush();
    assert.deepEqual(sent(fake), []);
    assert.equal((await fake.deliverUpdate(update)).status, 200);
    await fake.waitForCall("sendMessage");
    assert.equal(assistant.messages.length, 2);
    assert.deepEqual(sent(fake), ["Now: try me"]);
  });
});

Deno.test("an error meant for the user (4xx) is told in the chat, and the update is done", async () => {
  await withTelegram(async ({ fake, onMessage }) => {
    onMessage(() =>
      Promise.reject(
        new AppError(ERROR_CODE.rateLimited, "Slow down: wait a minute", { status: 429 }),
      )
    );
    assert.equal((await fake.deliverUpdate(textUpdate(fake, "spam"))).status, 200);
    const call = await fake.waitForCall("sendMessage");
    assert.equal(call.params.text, "Slow down: wait a minute");
  });
});

Deno.test("a tap is answered at once, then its message is edited to show the outcome without the keyboard", async () => {
  await withTelegram(async ({ sql, fake, tg, assistant, onMessage, onButton }) => {
    const key = "asst_Zk3mQ8pX2vN7rT4wY9bC1dF6";
    onMessage(() =>
      Promise.resolve([{
        text: "Create a key that can read your calendar?",
        buttons: [{ label: "Create", data: "key:create:01J8Z" }, {
          label: "Cancel",
          data: "key:cancel:01J8Z",
        }],
      }])
    );
    let answeredBeforeTap = false;
    onButton((data) => {
      answeredBeforeTap = fake.calls.some((c) => c.method === "answerCallbackQuery");
      return Promise.resolve(
        data === "key:create:01J8Z"
          ? [
            { text: `Your key: ${key}`, transcript_text: "Your key: asst_…C1dF6" },
            { text: "Keep it somewhere safe." },
          ]
          : [{ text: "Cancelled." }],
      );
    });
    await fake.deliverUpdate(textUpdate(fake, "make me a key"));
    const question = await fake.waitForCall("sendMessage");
    assert.deepEqual(question.params.reply_markup, {
      inline_keyboard: [
        [{ text: "Create", callback_data: "key:create:01J8Z" }],
        [{ text: "Cancel", callback_data: "key:cancel:01J8Z" }],
      ],
    });
    const questionId = (question.result as { message_id: number }).message_id;
    const before = fake.calls.length;
    const tap = await fake.tap(ADA, questionId, "key:create:01J8Z");
    assert.equal(tap.status, 200);
    await fake.waitForCall("sendMessage", (c) => c.params.text === "Keep it somewhere safe.");
    const after = fake.calls.slice(before);
    assert.deepEqual(after.map((c) => c.method), [
      "answerCallbackQuery",
      "editMessageText",
      "sendMessage",
    ]);
    assert.ok(answeredBeforeTap, "answerCallbackQuery came before the tap was handled");
    assert.deepEqual(after[0]!.params, { callback_query_id: tap.callbackQueryId });
    assert.deepEqual(after[1]!.params, {
      chat_id: ADA,
      message_id: questionId,
      text: `Create a key that can read your calendar?\n\nYour key: ${key}`,
    });
    assert.deepEqual(fake.message(ADA, questionId), {
      message_id: questionId,
      chat_id: ADA,
      text: `Create a key that can read your calendar?\n\nYour key: ${key}`,
    });
    assert.deepEqual(assistant.buttons.map((b) => b.data), ["key:create:01J8Z"]);
    // The key went out in the edit; nothing of it is kept here.
    await tg.flush();
    assert.equal(await outboxCount(sql), 0);
  });
});

Deno.test("a tap whose outcome has buttons gets them in place of the old keyboard", async () => {
  await withTelegram(async ({ fake, tg, onButton }) => {
    onButton(() =>
      Promise.resolve([{ text: "Sure?", buttons: [{ label: "Really", data: "really" }] }])
    );
    await tg.channel.deliver(crypto.randomUUID(), String(ADA), [{
      text: "Delete everything?",
      buttons: [{ label: "Delete", data: "delete" }],
    }]);
    await fake.waitForCall("sendMessage");
    await fake.tap(ADA, 1, "delete");
    const edit = await fake.waitForCall("editMessageText");
    assert.deepEqual(edit.params.reply_markup, {
      inline_keyboard: [[{ text: "Really", callback_data: "really" }]],
    });
    assert.equal(fake.message(ADA, 1)?.text, "Delete everything?\n\nSure?");
  });
});

Deno.test("a tap by a user with no account yet makes the account, like a first message", async () => {
  await withTelegram(async ({ sql, fake, tg, assistant }) => {
    await tg.channel.deliver(crypto.randomUUID(), String(BOB), [{
      text: "Confirm?",
      buttons: [{ label: "Confirm", data: "p:abc" }],
    }]);
    await fake.waitForCall("sendMessage");
    const tap = await fake.tap(BOB, 1, "p:abc");
    assert.equal(tap.status, 200);
    await fake.waitForCall("editMessageText");
    const [identity] = await sql<{ account_id: string }[]>`
      select account_id from proposals.chat_identities
      where channel = 'telegram' and handle = ${String(BOB)}`;
    assert.ok(identity);
    assert.deepEqual(assistant.ensured, [identity.account_id]);
    assert.deepEqual(assistant.buttons, [{ account_id: identity.account_id, data: "p:abc" }]);
    assert.equal(fake.message(BOB, 1)?.text, "Confirm?\n\nTapped p:abc");
  });
});

Deno.test("a tap whose message is not accessible gets its replies as new messages", async () => {
  await withTelegram(async ({ fake }) => {
    const res = await fake.deliverUpdate({
      update_id: fake.nextUpdateId(),
      callback_query: {
        id: "77",
        from: { id: ADA, is_bot: false, first_name: "Ada" },
        message: { message_id: 5, date: 0, chat: { id: ADA, type: "private" } },
        chat_instance: "1",
        data: "old:button",
      },
    });
    assert.equal(res.status, 200);
    await fake.waitForCall("sendMessage");
    assert.deepEqual(fake.calls.slice(1).map((c) => c.method), [
      "answerCallbackQuery",
      "sendMessage",
    ]);
    assert.deepEqual(sent(fake), ["Tapped old:button"]);
  });
});

Deno.test("when the edit fails, the outcome goes out as a new message", async () => {
  await withTelegram(async ({ fake, tg }) => {
    await tg.channel.deliver(crypto.randomUUID(), String(ADA), [{
      text: "Go?",
      buttons: [{ label: "Go", data: "go" }],
    }]);
    await fake.waitForCall("sendMessage");
    fake.failNext({ method: "editMessageText", code: 400, description: "Bad Request: nope" });
    await fake.tap(ADA, 1, "go");
    await fake.waitForCall("sendMessage", (c) => c.params.text === "Tapped go");
    assert.deepEqual(sent(fake), ["Go?", "Tapped go"]);
  });
});

Deno.test("a message with buttons goes out with an inline keyboard, callback_data intact to 64 bytes", async () => {
  await withTelegram(async ({ sql, fake, tg }) => {
    const data64 = "p:" + "Ab9".repeat(20) + "xy";
    assert.equal(new TextEncoder().encode(data64).length, 64);
    const n = await tg.channel.deliver(crypto.randomUUID(), String(ADA), [{
      text: "Send the email to anna@example.com?",
      buttons: [{ label: "Confirm", data: data64 }, { label: "Reject", data: "p:r" }],
    }]);
    assert.equal(n, 1);
    const call = await fake.waitForCall("sendMessage");
    assert.deepEqual(call.params, {
      chat_id: ADA,
      text: "Send the email to anna@example.com?",
      reply_markup: {
        inline_keyboard: [
          [{ text: "Confirm", callback_data: data64 }],
          [{ text: "Reject", callback_data: "p:r" }],
        ],
      },
    });
    // 33 characters, 66 bytes: Telegram would refuse it, so nothing is queued.
    await assert.rejects(
      tg.channel.deliver(crypto.randomUUID(), String(ADA), [{ text: "ok" }, {
        text: "Bad",
        buttons: [{ label: "x", data: "é".repeat(33) }],
      }]),
      (err: unknown) =>
        err instanceof AppError && err.status === 400 && /66 bytes/.test(err.message),
    );
    await tg.flush();
    assert.equal(await outboxCount(sql), 0);
    assert.deepEqual(sent(fake), ["Send the email to anna@example.com?"]);
  });
});

Deno.test("a handle that is not a Telegram user id gets nothing queued", async () => {
  await withTelegram(async ({ sql, tg }) => {
    assert.equal(await tg.channel.deliver(crypto.randomUUID(), "alice", [{ text: "hi" }]), 0);
    assert.equal(await outboxCount(sql), 0);
  });
});

Deno.test("a long text goes out in parts of at most 4096 characters, the keyboard under the last", async () => {
  await withTelegram(async ({ fake, tg }) => {
    const paragraph = "word ".repeat(199) + "end.\n"; // 1000 characters
    const text = paragraph.repeat(9).trimEnd();
    await tg.channel.deliver(crypto.randomUUID(), String(ADA), [{
      text,
      buttons: [{ label: "More", data: "more" }],
    }]);
    await fake.waitForCall("sendMessage", (c) => c.params.reply_markup !== undefined);
    const calls = fake.calls.filter((c) => c.method === "sendMessage");
    assert.equal(calls.length, 3);
    for (const c of calls) assert.ok((c.params.text as string).length <= 4096);
    assert.deepEqual(calls.map((c) => c.params.reply_markup !== undefined), [false, false, true]);
    assert.equal(calls.map((c) => c.params.text).join("\n"), text);
  });
});

Deno.test("splitText never cuts a surrogate pair and keeps every character", () => {
  const text = "😀".repeat(3000); // 6000 code units, no spaces
  const parts = splitText(text);
  assert.equal(parts.join(""), text);
  for (const p of parts) {
    assert.ok(p.length <= 4096);
    assert.ok(!/[\uD800-\uDBFF]$/.test(p));
  }
  assert.deepEqual(splitText("short"), ["short"]);
});

Deno.test("a 429 is retried after retry_after, not before", async () => {
  await withTelegram(async ({ sql, fake, tg, advance }) => {
    fake.failNext({ method: "sendMessage", code: 429, retryAfter: 30 });
    await tg.channel.deliver(crypto.randomUUID(), String(ADA), [{ text: "patience" }]);
    await fake.waitForCall("sendMessage", (c) => c.errorCode === 429);
    await tg.flush();
    advance(29_000);
    await tg.flush();
    assert.deepEqual(sent(fake), []);
    assert.equal(await outboxCount(sql), 1);
    advance(1_000);
    await tg.flush();
    assert.deepEqual(sent(fake), ["patience"]);
    assert.equal(await outboxCount(sql), 0);
  });
});

Deno.test("a 403 gives the message up, logs why but not the text, and the chat's next message goes", async () => {
  await withTelegram(async ({ sql, fake, tg, lines }) => {
    fake.failNext({ method: "sendMessage", code: 403 });
    await tg.channel.deliver(crypto.randomUUID(), String(ADA), [
      { text: "confidential first" },
      { text: "second" },
    ]);
    await fake.waitForCall("sendMessage", (c) => c.params.text === "second" && c.ok);
    await tg.flush();
    assert.deepEqual(sent(fake), ["second"]);
    assert.equal(await outboxCount(sql), 0);
    const givenUp = lines.filter((l) => l.includes("telegram message given up"));
    assert.equal(givenUp.length, 1);
    assert.match(givenUp[0]!, /Forbidden: bot was blocked by the user/);
    assert.match(givenUp[0]!, /"error_code":403/);
    assert.ok(lines.every((l) => !l.includes("confidential")));
  });
});

Deno.test("a 5xx is retried with backoff, and the chat's later messages wait for it", async () => {
  await withTelegram(async ({ fake, tg, advance }) => {
    fake.failNext({ method: "sendMessage", code: 502, match: (p) => p.text === "one" });
    await tg.channel.deliver(crypto.randomUUID(), String(ADA), [
      { text: "one" },
      { text: "two" },
      { text: "three" },
    ]);
    await tg.channel.deliver(crypto.randomUUID(), String(BOB), [{ text: "bob's" }]);
    await fake.waitForCall("sendMessage", (c) => c.errorCode === 502);
    await fake.waitForCall("sendMessage", (c) => c.params.text === "bob's" && c.ok);
    await tg.flush();
    assert.deepEqual(sent(fake, ADA), []);
    advance(999);
    await tg.flush();
    assert.deepEqual(sent(fake, ADA), []);
    advance(1);
    await tg.flush();
    assert.deepEqual(sent(fake, ADA), ["one", "two", "three"]);
    assert.deepEqual(sent(fake, BOB), ["bob's"]);
  });
});

Deno.test("a message that keeps failing with 5xx is given up after the last try", async () => {
  await withTelegram(async ({ sql, fake, tg, advance }) => {
    fake.failNext({ method: "sendMessage", code: 500, times: 100 });
    await tg.channel.deliver(crypto.randomUUID(), String(ADA), [{ text: "doomed" }]);
    await fake.waitForCall("sendMessage", (c) => c.errorCode === 500);
    for (let i = 0; i < 25; i++) {
      advance(10 * 60 * 1000);
      await tg.flush();
    }
    assert.equal(fake.calls.filter((c) => c.method === "sendMessage").length, 20);
    assert.equal(await outboxCount(sql), 0);
  });
});

Deno.test("two replicas on one database send each message once, in order per chat", async () => {
  await withTelegram(async ({ fake, tg, replica }) => {
    await tg.stop(); // Only explicit runs below.
    const a = replica();
    const b = replica();
    const chats = [ADA, BOB, 4242003, 4242004];
    for (let i = 0; i < 6; i++) {
      for (const chat of chats) {
        await a.channel.deliver(crypto.randomUUID(), String(chat), [{ text: `${chat}-${i}` }]);
      }
    }
    for (;;) {
      const counts = await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
      if (counts.every((n) => n === 0)) break;
    }
    const all = fake.calls.filter((c) => c.method === "sendMessage").map((c) =>
      c.params.text as string
    );
    assert.equal(all.length, 24);
    assert.equal(new Set(all).size, 24);
    for (const chat of chats) {
      assert.deepEqual(sent(fake, chat), [0, 1, 2, 3, 4, 5].map((i) => `${chat}-${i}`));
    }
  });
});

Deno.test("a message in a group is ignored", async () => {
  await withTelegram(async ({ sql, fake, tg, assistant }) => {
    const res = await fake.deliverUpdate(textUpdate(fake, "hi bot", ADA, "group"));
    assert.equal(res.status, 200);
    await tg.flush();
    assert.equal(assistant.messages.length, 0);
    assert.deepEqual(fake.calls.map((c) => c.method), ["setWebhook"]);
    const [identities] = await sql<{ n: number }[]>`
      select count(*)::int as n from proposals.chat_identities`;
    assert.equal(identities!.n, 0);
  });
});

Deno.test("a sticker gets a reply that only text is read", async () => {
  await withTelegram(async ({ fake, assistant }) => {
    assert.equal((await fake.deliverUpdate(textUpdate(fake, null))).status, 200);
    const call = await fake.waitForCall("sendMessage");
    assert.equal(call.params.chat_id, ADA);
    assert.match(call.params.text as string, /only read text/);
    assert.equal(assistant.messages.length, 0);
  });
});

Deno.test("a message longer than the assistant reads gets a reply saying so", async () => {
  await withTelegram(async ({ fake, assistant }) => {
    assert.equal((await fake.deliverUpdate(textUpdate(fake, "a".repeat(4001)))).status, 200);
    const call = await fake.waitForCall("sendMessage");
    assert.match(call.params.text as string, /too long/);
    assert.equal(assistant.messages.length, 0);
  });
});

Deno.test("a message that carried a secret is deleted from the chat", async () => {
  await withTelegram(async ({ fake, onMessage }) => {
    onMessage(() =>
      Promise.resolve({
        messages: [{ text: "Saved your token." }],
        redacted: "my token is [hidden]",
      })
    );
    const update = textUpdate(fake, "my token is abc123secret");
    await fake.deliverUpdate(update);
    const del = await fake.waitForCall("deleteMessage");
    assert.deepEqual(del.params, { chat_id: ADA, message_id: update.message.message_id });
    await fake.waitForCall("sendMessage", (c) => c.params.text === "Saved your token.");
  });
});

Deno.test("a secret shown once does not stay in the outbox once sent", async () => {
  await withTelegram(async ({ sql, fake, tg }) => {
    await tg.stop();
    const key = "asst_Q1w2E3r4T5y6U7i8O9p0";
    await tg.channel.deliver(crypto.randomUUID(), String(ADA), [{
      text: `Your key: ${key}`,
      transcript_text: "Your key: asst_…O9p0",
    }]);
    assert.equal(await outboxCount(sql), 1);
    await tg.flush();
    assert.deepEqual(sent(fake), [`Your key: ${key}`]);
    const rows = await sql`select * from proposals.telegram_outbox`;
    assert.equal(rows.length, 0);
  });
});

Deno.test("a body over 1 MiB is refused with 413", async () => {
  await withTelegram(async ({ fake, webhookUrl, assistant }) => {
    const update = textUpdate(fake, "x");
    const body = JSON.stringify({ ...update, padding: "p".repeat(1024 * 1024) });
    const res = await fetch(webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-telegram-bot-api-secret-token": fake.webhook!.secret!,
      },
      body,
    });
    assert.equal(res.status, 413);
    assert.match(await res.text(), /"code":"payload_too_large"/);
    assert.equal(assistant.messages.length, 0);
  });
});

Deno.test("malformed JSON, or JSON that is no update, is refused with 400", async () => {
  await withTelegram(async ({ fake, webhookUrl, assistant }) => {
    for (const body of ["{not json", JSON.stringify({ message: {} }), "[1,2]", "null"]) {
      const res = await fetch(webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-telegram-bot-api-secret-token": fake.webhook!.secret!,
        },
        body,
      });
      assert.equal(res.status, 400, body);
      assert.equal(res.headers.get("content-type"), "application/problem+json");
      await res.body?.cancel();
    }
    assert.equal(assistant.messages.length, 0);
  });
});

Deno.test("an update of a shape this service does not read is taken and ignored", async () => {
  await withTelegram(async ({ fake, assistant }) => {
    const edited = await fake.deliverUpdate({
      update_id: fake.nextUpdateId(),
      edited_message: { message_id: 1 },
    });
    assert.equal(edited.status, 200);
    const broken = await fake.deliverUpdate({
      update_id: fake.nextUpdateId(),
      message: { message_id: "not a number" },
    });
    assert.equal(broken.status, 200);
    assert.equal(assistant.messages.length, 0);
  });
});

Deno.test("messages sent to an account through the router reach its Telegram chat", async () => {
  await withTelegram(async ({ fake, router, assistant }) => {
    await fake.deliverUpdate(textUpdate(fake, "hi"));
    await fake.waitForCall("sendMessage");
    const accountId = assistant.messages[0]!.account_id;
    assert.equal(await router.send(accountId, [{ text: "⏰ Reminder: Call mum" }]), 1);
    await fake.waitForCall("sendMessage", (c) => c.params.text === "⏰ Reminder: Call mum");
    assert.deepEqual(sent(fake), ["You said: hi", "⏰ Reminder: Call mum"]);
  });
});
