import assert from "node:assert/strict";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { migratedDatabaseUrl } from "@asst/shared/testing";
import {
  applyIntegrationCommand,
  createIntegrationStore,
  IntegrationInputError,
  normalizeFeedUrl,
  parseIntegrationCommand,
} from "./integrations.ts";
import { SecretBox, SecretDecryptError } from "@asst/shared";

const TOKEN = "0123456789abcdef0123456789abcdef0123abcd";

Deno.test("parseIntegrationCommand recognises the ways people give a Todoist token", () => {
  const said = [
    `my todoist token is ${TOKEN}`,
    `My Todoist API token is ${TOKEN}.`,
    `my todoist token: ${TOKEN}`,
    `here is my todoist token ${TOKEN}`,
    `connect todoist with token ${TOKEN}`,
    `Please connect Todoist using my API token "${TOKEN}"`,
    `connect todoist with ${TOKEN}`,
    `use todoist token ${TOKEN}`,
    `use my todoist api token: ${TOKEN}`,
    `set my todoist token to ${TOKEN}`,
    `todoist token = ${TOKEN}`,
    `  my   todoist\ttoken is   ${TOKEN}  `,
  ];
  for (const text of said) {
    assert.deepEqual(
      parseIntegrationCommand(text),
      { kind: "set_todoist_token", token: TOKEN },
      text,
    );
  }
});

Deno.test("parseIntegrationCommand keeps the token's case and takes what follows the phrase", () => {
  assert.deepEqual(parseIntegrationCommand("my todoist token is AbC_def-123456789012345"), {
    kind: "set_todoist_token",
    token: "AbC_def-123456789012345",
  });
  // A short or odd token is still the user's intent: the store refuses it with a reason.
  assert.deepEqual(parseIntegrationCommand("my todoist token is hunter2"), {
    kind: "set_todoist_token",
    token: "hunter2",
  });
});

Deno.test("parseIntegrationCommand recognises disconnecting Todoist", () => {
  for (
    const text of [
      "disconnect todoist",
      "Disconnect Todoist!",
      "please remove my todoist token",
      "forget my Todoist token",
      "unlink todoist",
      "stop using todoist",
    ]
  ) {
    assert.deepEqual(parseIntegrationCommand(text), { kind: "remove_todoist" }, text);
  }
});

Deno.test("parseIntegrationCommand recognises a calendar feed and makes webcal https", () => {
  const url = "https://calendar.google.com/calendar/ical/me%40example.com/private-abc123/basic.ics";
  const said: [string, string][] = [
    [`my calendar feed is ${url}`, url],
    [`My calendar is ${url}.`, url],
    [
      `use this calendar: webcal://p01-caldav.icloud.com/published/2/MTIzNDU2`,
      "https://p01-caldav.icloud.com/published/2/MTIzNDU2",
    ],
    [`use my calendar feed webcals://example.com/cal.ics`, "https://example.com/cal.ics"],
    [`connect my calendar ${url}`, url],
    [`subscribe to this ics feed: <${url}>`, url],
    [`set my calendar feed to ${url}`, url],
    [`calendar feed: ${url}`, url],
    [`here's my ical url ${url}`, url],
  ];
  for (const [text, expected] of said) {
    assert.deepEqual(parseIntegrationCommand(text), { kind: "set_ics_url", url: expected }, text);
  }
});

Deno.test("parseIntegrationCommand recognises removing the calendar feed", () => {
  for (
    const text of [
      "remove my calendar feed",
      "Remove my calendar feed.",
      "disconnect my calendar",
      "forget the calendar url",
      "delete my ics feed",
      "stop using my calendar feed",
    ]
  ) {
    assert.deepEqual(parseIntegrationCommand(text), { kind: "remove_ics" }, text);
  }
});

Deno.test("parseIntegrationCommand leaves every other message to the conversation", () => {
  for (
    const text of [
      "",
      "what's on my calendar tomorrow?",
      "my calendar is busy",
      "my calendar is https",
      "add buy milk to todoist",
      "remove milk from my todoist",
      "delete the todoist task call mum",
      "what is my todoist token?",
      "remove my calendar",
      "connect todoist",
      "my todoist token is",
      `tell me a joke about todoist tokens ${TOKEN}`,
      `my todoist token is ${TOKEN} and my calendar feed is https://x.example/a.ics`,
      "my calendar feed is ftp://example.com/cal.ics",
      "my todoist token is " + "a".repeat(3000),
    ]
  ) {
    assert.equal(parseIntegrationCommand(text), null, text);
  }
});

Deno.test("parseIntegrationCommand answers hostile input quickly, and as no command", () => {
  const started = performance.now();
  for (const text of ["my ".repeat(800), "todoist ".repeat(300), "calendar: " + " ".repeat(2400)]) {
    // No connection is set or removed: the message goes on to the conversation.
    assert.equal(parseIntegrationCommand(text), null, text.slice(0, 20));
  }
  // A command as long still reads (refusing every long message would be quick too).
  const padded = `my todoist token is ${TOKEN}${" ".repeat(2400)}`;
  assert.deepEqual(parseIntegrationCommand(padded), { kind: "set_todoist_token", token: TOKEN });
  assert.ok(performance.now() - started < 500);
});

Deno.test("normalizeFeedUrl accepts only public https addresses unless private ones are allowed", () => {
  assert.equal(normalizeFeedUrl("webcal://example.com/a.ics#x"), "https://example.com/a.ics");
  for (
    const [url, reason] of [
      ["http://example.com/a.ics", /is not https/],
      ["ftp://example.com/a.ics", /is not https/],
      ["https://user:pw@example.com/a.ics", /holds a user name or password/],
      ["https://localhost/a.ics", /not on the public internet/],
      ["https://127.0.0.1/a.ics", /not on the public internet/],
      ["https://2130706433/a.ics", /not on the public internet/],
      ["https://10.1.2.3/a.ics", /not on the public internet/],
      ["https://192.168.0.10/a.ics", /not on the public internet/],
      ["https://172.20.0.1/a.ics", /not on the public internet/],
      ["https://169.254.169.254/latest/meta-data", /not on the public internet/],
      ["https://[::1]/a.ics", /not on the public internet/],
      ["https://[fd00::1]/a.ics", /not on the public internet/],
      ["https://[::ffff:127.0.0.1]/a.ics", /not on the public internet/],
      ["not a url", /is not a web address/],
      ["https://example.com/" + "a".repeat(2100), /at most 2000/],
    ] as const
  ) {
    assert.throws(() => normalizeFeedUrl(url), (e: unknown) => {
      assert.ok(e instanceof IntegrationInputError);
      assert.match(e.message, reason, url);
      return true;
    });
  }
  assert.equal(
    normalizeFeedUrl("http://127.0.0.1:8080/a.ics", true),
    "http://127.0.0.1:8080/a.ics",
  );
});

Deno.test("normalizeFeedUrl never repeats the private part of an address it refuses", () => {
  const err = (() => {
    try {
      normalizeFeedUrl("http://calendar.example.com/private-s3cr3t/basic.ics");
    } catch (e) {
      return e as Error;
    }
  })();
  assert.ok(err);
  assert.ok(!err.message.includes("s3cr3t"));
  assert.match(err.message, /"http:\/\/calendar\.example\.com\/…"/);
});

async function withStore(fn: (sql: Sql, box: SecretBox) => Promise<void>): Promise<void> {
  const db = await migratedDatabaseUrl("assistant", new URL("../../migrations/", import.meta.url));
  const sql = connectPostgres(db.url, { max: 2 });
  try {
    await fn(sql, SecretBox.fromBase64Key(btoa("s".repeat(32))));
  } finally {
    await sql.end();
    await db.drop();
  }
}

Deno.test("the store keeps a Todoist token encrypted and gives it back to its account only", async () => {
  await withStore(async (sql, box) => {
    const store = createIntegrationStore(sql, box);
    const me = crypto.randomUUID();
    const other = crypto.randomUUID();
    assert.equal(await store.getTodoistToken(me), null);
    await store.setTodoistToken(me, TOKEN);
    assert.equal(await store.getTodoistToken(me), TOKEN);
    assert.equal(await store.getTodoistToken(other), null);

    const rows = await sql`select * from assistant.integrations`;
    assert.equal(rows.length, 1);
    const dump = JSON.stringify(rows) +
      new TextDecoder("latin1").decode(rows[0]!.secret_ciphertext);
    assert.ok(
      !dump.includes(TOKEN) && !dump.includes(TOKEN.slice(-8)),
      "the token is stored in clear",
    );
    assert.equal(rows[0]!.url, null);

    const newer = "ffffffffffffffffffffffffffffffffffff0000";
    await store.setTodoistToken(me, newer);
    assert.equal(await store.getTodoistToken(me), newer);
    assert.equal(await store.removeTodoist(me), true);
    assert.equal(await store.getTodoistToken(me), null);
    assert.equal(await store.removeTodoist(me), false);
  });
});

Deno.test("a token's ciphertext copied to another account does not decrypt", async () => {
  await withStore(async (sql, box) => {
    const store = createIntegrationStore(sql, box);
    const victim = crypto.randomUUID();
    const thief = crypto.randomUUID();
    await store.setTodoistToken(victim, TOKEN);
    await sql`
      insert into assistant.integrations (account_id, kind, secret_ciphertext, secret_iv)
      select ${thief}, kind, secret_ciphertext, secret_iv from assistant.integrations
      where account_id = ${victim}
    `;
    await assert.rejects(store.getTodoistToken(thief), SecretDecryptError);
    // Nor does the token's ciphertext read as the same account's calendar feed.
    await sql`
      insert into assistant.integrations (account_id, kind, secret_ciphertext, secret_iv)
      select account_id, 'ics', secret_ciphertext, secret_iv from assistant.integrations
      where account_id = ${victim}
    `;
    await assert.rejects(store.getIcsUrl(victim), SecretDecryptError);
  });
});

Deno.test("the store refuses what is not a Todoist token without repeating it", async () => {
  await withStore(async (sql, box) => {
    const store = createIntegrationStore(sql, box);
    const me = crypto.randomUUID();
    for (
      const bad of [
        "hunter2",
        "x".repeat(300),
        "token with spaces in it 1234",
        "<script>alert(1)</script>xx",
      ]
    ) {
      await assert.rejects(store.setTodoistToken(me, bad), (e: unknown) => {
        assert.ok(e instanceof IntegrationInputError);
        assert.match(e.message, /does not look like a Todoist token/);
        assert.ok(!e.message.includes(bad));
        return true;
      });
    }
    assert.equal(await store.getTodoistToken(me), null);
  });
});

Deno.test("the store keeps a calendar feed's address encrypted and shows only its host", async () => {
  await withStore(async (sql, box) => {
    const store = createIntegrationStore(sql, box);
    const me = crypto.randomUUID();
    const url = "https://calendar.google.com/calendar/ical/me/private-abc123/basic.ics";
    await store.setIcsUrl(me, url);
    assert.equal(await store.getIcsUrl(me), url);
    const [row] =
      await sql`select url, secret_ciphertext from assistant.integrations where account_id = ${me}`;
    assert.equal(row!.url, "https://calendar.google.com/…");
    assert.ok(!new TextDecoder("latin1").decode(row!.secret_ciphertext).includes("private-abc123"));
    await assert.rejects(store.setIcsUrl(me, "http://127.0.0.1/a.ics"), IntegrationInputError);
    assert.equal(await store.getIcsUrl(me), url, "a refused address leaves the old one");
    assert.equal(await store.removeIcs(me), true);
    assert.equal(await store.getIcsUrl(me), null);

    const testing = createIntegrationStore(sql, box, { allowPrivate: true });
    await testing.setIcsUrl(me, "http://127.0.0.1:9/a.ics");
    assert.equal(await testing.getIcsUrl(me), "http://127.0.0.1:9/a.ics");
  });
});

Deno.test("applyIntegrationCommand replies with at most the token's last four characters", async () => {
  await withStore(async (sql, box) => {
    const store = createIntegrationStore(sql, box);
    const me = crypto.randomUUID();
    const reply = async (text: string) =>
      await applyIntegrationCommand(store, me, parseIntegrationCommand(text)!);

    const set = await reply(`my todoist token is ${TOKEN}`);
    assert.equal(set, "Todoist is connected (token ending …abcd). Your tasks now go to Todoist.");
    assert.ok(!set.includes(TOKEN.slice(0, -4)));
    assert.match(await reply("my todoist token is hunter2"), /does not look like a Todoist token/);
    assert.equal(await store.getTodoistToken(me), TOKEN, "a refused token leaves the old one");
    assert.match(await reply("disconnect todoist"), /^Todoist is disconnected/);
    assert.equal(await reply("disconnect todoist"), "Todoist was not connected.");

    const feed = await reply("use this calendar: webcal://example.com/private-xyz/basic.ics");
    assert.equal(
      feed,
      "Your calendar feed (https://example.com/…) is connected. Your calendar now shows its events.",
    );
    assert.equal(await store.getIcsUrl(me), "https://example.com/private-xyz/basic.ics");
    assert.match(await reply("my calendar feed is http://example.com/a.ics"), /is not https/);
    assert.match(await reply("remove my calendar feed"), /^Your calendar feed is removed/);
    assert.equal(await reply("remove my calendar feed"), "No calendar feed was connected.");
  });
});
