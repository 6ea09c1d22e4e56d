import assert from "node:assert/strict";
import { generateApiKey } from "@asst/gateway";
import {
  api,
  chat,
  createKey,
  keysIn,
  sharedServers,
  startEmbedded,
  startOnServers,
  tap,
  type TestSystem,
} from "./_harness.ts";

const MESSAGES = "/api/assistant/v1/messages";

function ask(baseUrl: string, key: string | null, body: unknown, headers = {}) {
  return api(baseUrl, "/messages", key, body, headers);
}

async function answer(baseUrl: string, key: string, message: string): Promise<string> {
  const res = await ask(baseUrl, key, { message });
  assert.equal(res.status, 200, await res.clone().text());
  const body = await res.json();
  assert.equal(body.model, "local");
  return body.reply;
}

/** The whole story, against one running system. */
async function keysFromTheChatAnswerMessages(t: Deno.TestContext, sys: TestSystem) {
  const base = sys.baseUrl;
  const user = `ada-${crypto.randomUUID().slice(0, 8)}`;

  await t.step("the user tells the assistant about themselves", async () => {
    await chat(base, user, "my name is Ada");
    await chat(base, user, "my timezone is Europe/Paris");
    await chat(base, user, "remember that my dentist is Dr Lee");
    await chat(base, user, "remember that my passport number is X1234567");
  });

  let answerKey = "";
  await t.step("a new user gets an answer-only key at once, shown in one message", async () => {
    const replies = await chat(base, user, "create an API key");
    assert.equal(replies.length, 1);
    assert.equal(replies[0]!.buttons.length, 0);
    const keys = keysIn(replies[0]!.text);
    assert.equal(keys.length, 1);
    answerKey = keys[0]!;
    const transcript = await fetch(`${base}/chat/api/messages?user=${user}`).then((r) => r.json());
    const all = transcript.messages.map((m: { text: string }) => m.text).join("\n");
    assert.ok(!all.includes(answerKey), "the transcript never shows the key again");
    assert.ok(all.includes(answerKey.slice(-4)), "the transcript keeps its last 4 characters");
  });

  await t.step("/messages answers from profile and memory with the answer-only key", async () => {
    assert.match(await answer(base, answerKey, "who is my dentist?"), /Dr Lee/);
    assert.match(await answer(base, answerKey, "what is my name?"), /Ada/);
  });

  await t.step("private memories never reach an API key's answer", async () => {
    const reply = await answer(base, answerKey, "what is my passport number?");
    assert.ok(!reply.includes("X1234567"), reply);
    const all = await answer(base, answerKey, "what do you know about me?");
    assert.ok(!all.includes("X1234567"), all);
  });

  await t.step("answering changes nothing", async () => {
    await answer(base, answerKey, "remember that my cat is called Tom");
    const reply = await answer(base, answerKey, "what is my cat called?");
    assert.ok(!reply.includes("Tom"), reply);
  });

  let shoppingKey = "";
  await t.step("a key that names groups is issued only after Confirm", async () => {
    const replies = await chat(
      base,
      user,
      "create an API key that can view and add to my shopping list and reminders",
    );
    assert.equal(replies.length, 1);
    const text = replies[0]!.text;
    assert.equal(keysIn(text).length, 0, "no key before Confirm");
    assert.match(text, /reminders: view and create reminders/);
    assert.match(text, /shopping list: view and add items/);
    assert.deepEqual(replies[0]!.buttons.map((b) => b.label), ["Confirm", "Cancel"]);
    const confirm = replies[0]!.buttons[0]!;

    const stranger = await tap(base, `eve-${crypto.randomUUID().slice(0, 8)}`, confirm.data);
    assert.equal(
      stranger.flatMap((m) => keysIn(m.text)).length,
      0,
      "another user's tap does nothing",
    );

    const issued = await tap(base, user, confirm.data);
    const keys = issued.flatMap((m) => keysIn(m.text));
    assert.equal(keys.length, 1);
    shoppingKey = keys[0]!;

    const again = await tap(base, user, confirm.data);
    assert.equal(again.flatMap((m) => keysIn(m.text)).length, 0, "a second tap issues nothing");
    assert.match(await answer(base, shoppingKey, "who is my dentist?"), /Dr Lee/);
  });

  await t.step("Cancel issues no key", async () => {
    const replies = await chat(base, user, "create a key that can do everything");
    const cancel = replies[0]!.buttons.find((b) => b.label === "Cancel")!;
    const out = await tap(base, user, cancel.data);
    assert.equal(out.flatMap((m) => keysIn(m.text)).length, 0);
    const confirm = replies[0]!.buttons.find((b) => b.label === "Confirm")!;
    const late = await tap(base, user, confirm.data);
    assert.equal(
      late.flatMap((m) => keysIn(m.text)).length,
      0,
      "Confirm after Cancel does nothing",
    );
  });

  await t.step("the key list shows labels and last 4, never a key", async () => {
    const [list] = await chat(base, user, "list my API keys");
    assert.equal(keysIn(list!.text).length, 0);
    assert.ok(list!.text.includes(answerKey.slice(-4)));
    assert.ok(list!.text.includes(shoppingKey.slice(-4)));
    assert.match(list!.text, /shopping: read, add; .*; no expiry/);
    assert.match(list!.text, /last used \d{4}-\d{2}-\d{2}/);
  });

  await t.step("a revoked key answers 401 at once", async () => {
    const [reply] = await chat(base, user, `revoke API key ${shoppingKey.slice(-4)}`);
    assert.match(reply!.text, /Revoked/);
    const res = await ask(base, shoppingKey, { message: "who is my dentist?" });
    assert.equal(res.status, 401);
    assert.match(res.headers.get("www-authenticate") ?? "", /^Bearer/);
    assert.match(await answer(base, answerKey, "who is my dentist?"), /Dr Lee/);
  });

  await t.step("an 11th active key is refused, saying why", async () => {
    for (let i = 0; i < 9; i++) await createKey(base, user, "create an API key");
    const [list] = await chat(base, user, "list my API keys");
    assert.match(list!.text, /\(10 of 10\)/);
    const [refusal] = await chat(base, user, "create an API key");
    assert.equal(keysIn(refusal!.text).length, 0);
    assert.match(refusal!.text, /10 active API keys/);
  });

  await t.step("no key and no message text appears in the logs", () => {
    const logs = sys.logs.join("\n");
    assert.ok(logs.length > 0);
    assert.ok(!logs.includes(answerKey.slice(5)), "the answer-only key is not logged");
    assert.ok(!logs.includes(shoppingKey.slice(5)), "the shopping key is not logged");
    assert.ok(!logs.includes("Dr Lee"), "what the user wrote is not logged");
    assert.ok(!logs.includes("X1234567"));
  });
}

Deno.test("embedded: a key from the chat answers POST /messages until it is revoked", async (t) => {
  const sys = await startEmbedded();
  try {
    await keysFromTheChatAnswerMessages(t, sys);
  } finally {
    await sys.stop();
  }
});

Deno.test("on Postgres and NATS: a key from the chat answers POST /messages until it is revoked", async (t) => {
  const servers = await sharedServers();
  const sys = await startOnServers(servers);
  try {
    await keysFromTheChatAnswerMessages(t, sys);
  } finally {
    await sys.stop();
    await servers.cleanup();
  }
});

Deno.test("POST /messages answers every bad request with the documented status", async (t) => {
  const sys = await startEmbedded();
  const base = sys.baseUrl;
  try {
    const key = await createKey(base, "bob", "create an API key");
    const cases: [string, string | null, unknown, number, string][] = [
      ["no key", null, { message: "hi" }, 401, "unauthorized"],
      ["a key of another shape", "sk_live_abcdef", { message: "hi" }, 401, "unauthorized"],
      [
        "a key with a wrong checksum",
        key.slice(0, -1) + (key.endsWith("a") ? "b" : "a"),
        {
          message: "hi",
        },
        401,
        "unauthorized",
      ],
      ["a well-formed key nobody issued", generateApiKey(), { message: "hi" }, 401, "unauthorized"],
      ["an empty message", key, { message: "" }, 400, "empty_message"],
      ["a message of white space", key, { message: " \n\t " }, 400, "empty_message"],
      [
        "a message over 4000 characters",
        key,
        { message: "a".repeat(4001) },
        400,
        "message_too_long",
      ],
      ["no message field", key, { text: "hi" }, 422, "invalid_body"],
      ["a message that is a number", key, { message: 42 }, 422, "invalid_body"],
      ["a message that is null", key, { message: null }, 422, "invalid_body"],
      ["a body that is an array", key, '["hi"]', 422, "invalid_body"],
      ["a body that is not JSON", key, "message=hi", 422, "invalid_body"],
      ["an empty body", key, "", 422, "invalid_body"],
      ["a body over 64 KiB", key, { message: "a".repeat(70_000) }, 413, "payload_too_large"],
    ];
    for (const [name, k, body, status, code] of cases) {
      await t.step(`${name} → ${status}`, async () => {
        const res = await ask(base, k, body);
        assert.equal(res.status, status);
        assert.equal(res.headers.get("content-type"), "application/problem+json");
        const problem = await res.json();
        assert.equal(problem.status, status);
        assert.equal(problem.code, code);
        assert.ok(problem.detail.length > 0);
        if (k) assert.ok(!JSON.stringify(problem).includes(k), "the key is never echoed");
        if (status === 401) assert.match(res.headers.get("www-authenticate") ?? "", /^Bearer/);
      });
    }
    await t.step("a body not sent as JSON → 415", async () => {
      for (const type of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded"]) {
        const res = await ask(base, key, { message: "hi" }, { "content-type": type });
        assert.equal(res.status, 415, type);
        assert.equal(res.headers.get("content-type"), "application/problem+json");
        const problem = await res.json();
        assert.equal(problem.code, "unsupported_media_type");
        assert.match(problem.detail, /Content-Type: application\/json/);
      }
      const charset = await ask(base, key, { message: "hello" }, {
        "content-type": "application/json; charset=utf-8",
      });
      assert.equal(charset.status, 200, "a charset parameter is fine");
      await charset.body?.cancel();
    });
    await t.step("exactly 4000 characters are accepted", async () => {
      const res = await ask(base, key, { message: "é".repeat(4000) });
      assert.equal(res.status, 200);
    });
    await t.step("the Authorization scheme is case-insensitive", async () => {
      const res = await fetch(`${base}${MESSAGES}`, {
        method: "POST",
        headers: { authorization: `bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ message: "hello" }),
      });
      assert.equal(res.status, 200);
      await res.body?.cancel();
    });
    await t.step("every response carries X-Request-Id", async () => {
      const res = await ask(base, key, { message: "hello" });
      assert.match(res.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
      await res.body?.cancel();
    });
  } finally {
    await sys.stop();
  }
});
