import assert from "node:assert/strict";
import { withMigratedDatabase } from "@asst/shared/testing";
import { ActionRunner } from "../actions/actions.ts";
import { carriesSecret, modelChatTurn } from "./chat_model.ts";
import { CHAT_TURNS_KEPT, ChatTurns } from "./chat_turns.ts";
import { MemoryStore } from "../memory/memory_store.ts";
import {
  FAKE_KEY,
  openaiText,
  openaiToolCalls,
  startFakeOpenAI,
} from "../../testing/fake_openai.ts";
import { OpenAIModel } from "../models/openai_model.ts";
import { listHandlers } from "../tools/lists/mod.ts";
import { ToolRegistry } from "../tools/registry.ts";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);

Deno.test("carriesSecret() keeps keys, signing secrets, tokens, credentials and private facts from a model", () => {
  for (
    const text of [
      "what can asst_4kQ9vX2mB7pL1sT8wY3zR6nC0dF5gH2jK4lM do",
      "is whsec_Zm9vYmFy right?",
      "fetch https://ana:tr0ub4dor@calendar.example.com/dav/ please",
      "my feed is https://example.com/cal.ics?token=abc123def",
      "use sk-proj-abcdefghijklmnop1234 for it",
      "ghp_abcdefghijklmnopqrstuvwxyz0123456789 is my GitHub token",
      "Authorization: Bearer abc.def.ghi123",
      "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig",
      "here: 0123456789abcdef0123456789abcdef01234567",
      "the wifi password is swordfish",
      "my passport number is X1234567",
      "my PIN is 4321",
    ]
  ) {
    assert.ok(carriesSecret(text), text);
  }
});

Deno.test("carriesSecret() lets everyday requests through to the model", () => {
  for (
    const text of [
      "please stick oat milk on my shopping list",
      "remind me to call mum tomorrow at 6pm",
      "watch https://shop.example/kettle-2000 and tell me when it's under 50",
      "email bob@example.com saying I'll be late",
      "what's on my calendar on 2026-11-24?",
      "add 'asst' to my notes",
      "x".repeat(31),
      "",
    ]
  ) {
    assert.ok(!carriesSecret(text), text);
  }
});

Deno.test("ChatTurns keeps each account's newest exchanges, oldest first, and prunes older ones", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const turns = new ChatTurns(sql);
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const at = new Date("2026-11-23T08:00:00Z");
    assert.deepEqual(await turns.recent(a), []);
    const n = CHAT_TURNS_KEPT + 3;
    for (let i = 1; i <= n; i++) {
      await turns.add(a, { user: `u${i}`, assistant: `a${i}` }, at);
    }
    await turns.add(b, { user: "other'); drop table x; --", assistant: "y".repeat(5000) }, at);
    const recent = await turns.recent(a);
    assert.deepEqual(
      recent.map((t) => t.user),
      Array.from({ length: CHAT_TURNS_KEPT }, (_, i) => `u${n - CHAT_TURNS_KEPT + 1 + i}`),
    );
    assert.equal(recent.at(-1)!.assistant, `a${n}`);
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from assistant.chat_turns where account_id = ${a}
    `;
    assert.equal(row?.count, CHAT_TURNS_KEPT, "older exchanges are deleted");
    const [other] = await turns.recent(b);
    assert.equal(other!.user, "other'); drop table x; --");
    assert.ok(other!.assistant.length <= 2000, "each side is bounded");
  });
});

Deno.test("a chat turn on a provider model gets the recent exchanges, and private notes and memories stay hidden from it", async () => {
  await withMigratedDatabase("assistant", MIGRATIONS, async (sql) => {
    const fake = startFakeOpenAI([
      openaiToolCalls([{ id: "c1", name: "notes_list", arguments: "{}" }]),
      openaiText("You have one note you can see here, and one private one."),
      openaiText("Yes, the kettle."),
    ]);
    try {
      const store = new MemoryStore(sql);
      const account = crypto.randomUUID();
      const at = new Date("2026-11-23T08:00:00Z");
      await store.remember(account, "my bank PIN is zulu-quebec", true);
      await store.remember(account, "my dog is called Biscuit", false);
      for (const text of ["the alarm code is zebra-tango", "buy a new kettle"]) {
        await sql`insert into assistant.notes (id, account_id, text, created_at)
          values (${crypto.randomUUID()}, ${account}, ${text}, ${at})`;
      }
      const model = new OpenAIModel({
        model: "gpt-fake",
        apiKey: FAKE_KEY,
        baseURL: fake.url,
        maxRetries: 0,
      });
      const runner = new ActionRunner({
        sql,
        store,
        registry: new ToolRegistry(listHandlers),
        model,
        businessMode: () => Promise.resolve(false),
        maxToolCalls: 5,
        now: () => at,
      });
      const chat = { runner, turns: new ChatTurns(sql) };
      const first = await modelChatTurn(chat, account, "show my notes", "r1", at);
      assert.equal(first, "You have one note you can see here, and one private one.");
      const listed = JSON.stringify(fake.received[1]!.body.messages.at(-1));
      assert.match(listed, /buy a new kettle/);
      assert.match(listed, /1 private note about passwords/);
      const second = await modelChatTurn(chat, account, "anything to buy?", "r2", at);
      assert.equal(second, "Yes, the kettle.");
      const roles = fake.received[2]!.body.messages.map((m: { role: string }) => m.role);
      assert.deepEqual(roles, ["system", "user", "assistant", "user"]);
      assert.equal(fake.received[2]!.body.messages[2].content, first);
      const sent = JSON.stringify(fake.received.map((r) => r.body));
      assert.ok(!/zulu|zebra/i.test(sent), "nothing private is sent");
      assert.ok(sent.includes("Biscuit"));
      assert.equal((await chat.turns.recent(account)).length, 2);

      // A provider failure is the user's message, and the failed exchange is not kept.
      const failed = await modelChatTurn(chat, account, "and now?", "r3", at);
      assert.match(failed, /^The model provider "openai" answered HTTP 500/);
      assert.equal((await chat.turns.recent(account)).length, 2);
    } finally {
      await fake.close();
    }
  });
});
