import assert from "node:assert/strict";
import { assistantSubjects, call, loadConfig, type Permissions, silentLogger } from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { createAssistant } from "../assistant.ts";
import { assistantConfigSchema } from "../config.ts";
import { ANSWER_MEMORIES } from "./memory_store.ts";
import { AnthropicModel } from "../models/anthropic_model.ts";
import type { Model } from "../models/model.ts";
import { OpenAIModel } from "../models/openai_model.ts";
import { anthropicText, startFakeAnthropic } from "../../testing/fake_anthropic.ts";
import {
  FAKE_KEY,
  type FakeServer,
  openaiText,
  type Received,
  startFakeOpenAI,
} from "../../testing/fake_openai.ts";
import { friendFact, tellFriends } from "../../testing/memories.ts";
import { memoriesInPrompt, systemPromptOf } from "../../testing/model_kit.ts";

const NOW = new Date("2026-03-27T10:00:00Z");
const KEY = "3f6c2a9e-8d41-4b7a-9c0e-5a1b2c3d4e5f";
const QUESTION = "what does my friend number 4321 like?";
const SHOPPING: Permissions = { groups: { shopping: ["read", "act"] }, propose: false };

/** The assistant on `model` (the local one when null), a fresh database and an in-process bus. */
async function withAssistant(
  model: Model | null,
  fn: (bus: MemoryBus, sql: Sql, accountId: string) => Promise<void>,
): Promise<void> {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 4 });
  const bus = new MemoryBus();
  const config = loadConfig(assistantConfigSchema, {
    ASSISTANT_SECRET_KEY: btoa("k".repeat(32)),
    REMINDER_TICK_MS: "3600000",
  });
  const assistant = createAssistant({ sql, bus, log: silentLogger }, config, {
    now: () => NOW,
    ...(model ? { model } : {}),
  });
  try {
    await assistant.start();
    await fn(bus, sql, crypto.randomUUID());
  } finally {
    await assistant.stop();
    await sql.end();
    await db.drop();
  }
}

/**
 * A scripted provider's reply to a prompt: the memories it quotes that name friend number 4321,
 * or "I don't know." (what a model answering only from the prompt could say).
 */
function fromPrompt(received: Received): string {
  const found = memoriesInPrompt(systemPromptOf(received.body)).filter((m) =>
    m.includes("number 4321 ")
  );
  return found.length > 0 ? found.join(" ") : "I don't know.";
}

Deno.test("/messages on the local model answers about the 4,321st of 5,000 memories", async () => {
  await withAssistant(null, async (bus, sql, accountId) => {
    await tellFriends(sql, accountId, 5000);
    const answer = await call(bus, assistantSubjects.answer, {
      account_id: accountId,
      key_id: KEY,
      message: QUESTION,
    });
    assert.equal(answer.reply, `Your ${friendFact(4321).slice("my ".length)}.`);
  });
});

Deno.test("/messages on the local model lists what it knows counting all 5,000 memories", async () => {
  await withAssistant(null, async (bus, sql, accountId) => {
    await tellFriends(sql, accountId, 5000);
    const answer = await call(bus, assistantSubjects.answer, {
      account_id: accountId,
      key_id: KEY,
      message: "what do you know about me?",
    });
    // Fifteen are listed; the rest are counted, not only the twenty the answer was given.
    assert.match(answer.reply, /…and 4985 more\./u);
  });
});

const PROVIDERS: [
  string,
  (script: ((r: Received) => { body: unknown })[]) => FakeServer,
  (
    url: string,
  ) => Model,
  (text: string) => { body: unknown },
][] = [
  [
    "OpenAI",
    startFakeOpenAI,
    (url) => new OpenAIModel({ model: "gpt-fake", apiKey: FAKE_KEY, baseURL: url, maxRetries: 0 }),
    openaiText,
  ],
  [
    "Anthropic",
    startFakeAnthropic,
    (url) =>
      new AnthropicModel({ model: "claude-fake", apiKey: FAKE_KEY, baseURL: url, maxRetries: 0 }),
    anthropicText,
  ],
];

for (const [provider, start, makeModel, text] of PROVIDERS) {
  Deno.test(`a provider's prompt (${provider}) holds at most 20 memories for /messages and /actions, the right one among them`, async () => {
    const reply = (r: Received) => text(fromPrompt(r));
    const fake = start([reply, reply]);
    try {
      await withAssistant(makeModel(fake.url), async (bus, sql, accountId) => {
        await tellFriends(sql, accountId, 5000);
        const answer = await call(bus, assistantSubjects.answer, {
          account_id: accountId,
          key_id: KEY,
          message: QUESTION,
        });
        assert.equal(answer.reply, friendFact(4321));
        const acted = await call(bus, assistantSubjects.act, {
          account_id: accountId,
          key_id: KEY,
          permissions: SHOPPING,
          message: QUESTION,
        });
        assert.equal(acted.reply, friendFact(4321));
        assert.equal(fake.received.length, 2);
        for (const r of fake.received) {
          const memories = memoriesInPrompt(systemPromptOf(r.body));
          assert.ok(memories.length >= 1 && memories.length <= ANSWER_MEMORIES);
          assert.ok(memories.includes(friendFact(4321)));
        }
      });
    } finally {
      await fake.close();
    }
  });
}

Deno.test("the owner's chat answers about the 4,321st of 5,000 memories and lists all 5,000", async () => {
  await withAssistant(null, async (bus, sql, accountId) => {
    await tellFriends(sql, accountId, 5000);
    const say = async (text: string) =>
      (await call(bus, assistantSubjects.chatMessage, {
        account_id: accountId,
        channel: "web",
        text,
      }))
        .messages.map((m) => m.text);
    assert.deepEqual(await say(QUESTION), [`Your ${friendFact(4321).slice("my ".length)}.`]);
    const listed = await say("what do you know about me?");
    assert.ok(listed.length > 1 && listed.every((m) => m.length <= 4096));
    const lines = listed.join("\n").split("\n").filter((l) => l.startsWith("• "));
    assert.equal(lines.length, 5000);
    assert.equal(lines[4320], `• ${friendFact(4321)}`);
    assert.deepEqual(await say("forget everything"), [
      "Forgotten: all 5000 things you told me to remember.",
    ]);
  });
});

Deno.test("/messages answers hostile questions over 5,000 memories, never with an error", async () => {
  await withAssistant(null, async (bus, sql, accountId) => {
    await tellFriends(sql, accountId, 5000);
    const hostile = [
      "friend & !number | (likes:* <-> 4321) ''",
      "what does my friend number 4321 like?' ; drop table assistant.memories; --",
      "\\ \" ' : * ! & | ( ) < > <2> \u0000 \ud800",
      "what does my friend number 4321 like? ".repeat(105).slice(0, 4000),
      "x".repeat(4000),
    ];
    for (const message of hostile) {
      const answer = await call(bus, assistantSubjects.answer, {
        account_id: accountId,
        key_id: KEY,
        message,
      });
      assert.ok(answer.reply.length > 0, message.slice(0, 40));
    }
    const long = hostile[3]!;
    assert.match(
      (await call(bus, assistantSubjects.answer, {
        account_id: accountId,
        key_id: KEY,
        message: long,
      }))
        .reply,
      /number 4321 likes/,
    );
  });
});
