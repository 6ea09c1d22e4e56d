import assert from "node:assert/strict";
import { AppError, ERROR_CODE } from "@asst/shared";
import {
  ADA,
  BOB,
  outboxCount,
  sent,
  textUpdate,
  withTelegram,
} from "../../../testing/telegram_env.ts";

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

Deno.test("an error meant for the user (4xx) is told in the chat, and the update is done", async () => {
  await withTelegram(async ({ fake, onMessage }) => {
    onMessage(() =>
      Promise.reject(
        new AppError(ERROR_CODE.rateLimited, "Slow down: wait a minute"),
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
