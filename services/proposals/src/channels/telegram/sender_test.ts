import assert from "node:assert/strict";
import { AppError } from "@asst/shared";
import {
  ADA,
  BOB,
  outboxCount,
  sent,
  textUpdate,
  withTelegram,
} from "../../../testing/telegram_env.ts";
import { splitText } from "./telegram.ts";

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
