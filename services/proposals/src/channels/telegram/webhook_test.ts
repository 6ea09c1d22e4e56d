import assert from "node:assert/strict";
import { sent, textUpdate, withTelegram } from "../../../testing/telegram_env.ts";
import { telegramSecret } from "./telegram.ts";

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
