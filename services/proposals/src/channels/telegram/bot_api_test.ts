import assert from "node:assert/strict";
import { startFakeBotApi } from "../../../testing/fake_bot_api.ts";
import { BotApi, BotApiError } from "./bot_api.ts";

Deno.test("BotApi sends a message and returns it with the id Telegram gave", async () => {
  const fake = await startFakeBotApi();
  try {
    const api = new BotApi({ token: fake.token, base: `${fake.base}/` });
    const sent = await api.sendMessage({
      chat_id: 42,
      text: "Hello",
      reply_markup: { inline_keyboard: [[{ text: "Yes", callback_data: "y" }]] },
    });
    assert.equal(sent.chat.id, 42);
    assert.equal(sent.text, "Hello");
    assert.deepEqual(fake.calls.map((c) => [c.method, c.params]), [[
      "sendMessage",
      {
        chat_id: 42,
        text: "Hello",
        reply_markup: { inline_keyboard: [[{ text: "Yes", callback_data: "y" }]] },
      },
    ]]);
    assert.equal(await api.answerCallbackQuery({ callback_query_id: "1" }), true);
    const edited = await api.editMessageText({
      chat_id: 42,
      message_id: sent.message_id,
      text: "Hello\n\nDone",
    });
    assert.equal(edited.text, "Hello\n\nDone");
    assert.equal(fake.message(42, sent.message_id)?.reply_markup, undefined);
  } finally {
    await fake.close();
  }
});

Deno.test("BotApi turns a refusal into a BotApiError with code, description and retry_after", async () => {
  const fake = await startFakeBotApi();
  try {
    const api = new BotApi({ token: fake.token, base: fake.base });
    fake.failNext({ code: 429, retryAfter: 7 });
    const limited = await api.sendMessage({ chat_id: 1, text: "x" }).catch((e) => e);
    assert.ok(limited instanceof BotApiError);
    assert.equal(limited.code, 429);
    assert.equal(limited.retryAfter, 7);
    assert.equal(limited.method, "sendMessage");

    fake.failNext({ code: 403 });
    const blocked = await api.sendMessage({ chat_id: 1, text: "x" }).catch((e) => e);
    assert.ok(blocked instanceof BotApiError);
    assert.equal(blocked.code, 403);
    assert.equal(blocked.description, "Forbidden: bot was blocked by the user");
    assert.equal(blocked.retryAfter, null);

    const tooLong = await api.sendMessage({ chat_id: 1, text: "x".repeat(4097) }).catch((e) => e);
    assert.ok(tooLong instanceof BotApiError);
    assert.equal(tooLong.code, 400);
  } finally {
    await fake.close();
  }
});

Deno.test("the bot token appears in no BotApiError: wrong token, no server, garbage, timeout", async () => {
  const fake = await startFakeBotApi();
  const token = fake.token;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hanging = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen: () => {} },
    async () => {
      // Never answers before the client gives up.
      await held;
      return new Response(null, { status: 204 });
    },
  );
  const garbage = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen: () => {} },
    () => new Response(`<html>bad gateway for ${token}</html>`, { status: 502 }),
  );
  // A port nothing listens on: a server that was there and is gone.
  const gone = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen: () => {} },
    () => new Response(),
  );
  const gonePort = gone.addr.port;
  await gone.shutdown();
  try {
    const errors: unknown[] = [];
    const attempt = async (api: BotApi) => {
      errors.push(await api.sendMessage({ chat_id: 1, text: "hi" }).catch((e) => e));
    };
    // The fake answers 404 to another token; its description is scrubbed of ours anyway.
    await attempt(new BotApi({ token: `${token}x`, base: fake.base }));
    // A description that quotes the URL is scrubbed.
    fake.failNext({ code: 400, description: `Bad Request: no route /bot${token}/sendMessage` });
    await attempt(new BotApi({ token, base: fake.base }));
    await attempt(new BotApi({ token, base: `http://127.0.0.1:${gonePort}` }));
    await attempt(new BotApi({ token, base: `http://127.0.0.1:${garbage.addr.port}` }));
    await attempt(
      new BotApi({ token, base: `http://127.0.0.1:${hanging.addr.port}`, timeoutMs: 100 }),
    );
    const [wrongToken, quoted, noServer, notJson, timeout] = errors as BotApiError[];
    assert.equal(wrongToken?.code, 404);
    assert.equal(quoted?.description, "Bad Request: no route /bot[redacted]/sendMessage");
    assert.equal(noServer?.code, 0);
    assert.match(noServer!.message, /could not connect/);
    assert.equal(notJson?.code, 502);
    assert.equal(timeout?.code, 0);
    assert.match(timeout!.message, /no answer within 100 ms/);
    for (const err of errors) {
      assert.ok(err instanceof BotApiError);
      assert.equal(err.cause, undefined);
      const shown = `${err.message} ${err.description} ${err.stack} ${JSON.stringify(err)}`;
      assert.ok(!shown.includes(token.split(":")[1]!), `the token leaked: ${shown}`);
    }
  } finally {
    release();
    await hanging.shutdown();
    await garbage.shutdown();
    await fake.close();
  }
});
