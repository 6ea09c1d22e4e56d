import assert from "node:assert/strict";
import { connectPostgres } from "@asst/shared/db";
import { api, chat, createKey, keysIn, sharedServers, startOnServers } from "./_harness.ts";

async function status(
  base: string,
  key: string,
): Promise<{ status: number; code?: string; detail?: string }> {
  const res = await api(base, "/messages", key, { message: "hello" });
  const body = await res.json();
  return { status: res.status, code: body.code, detail: body.detail };
}

Deno.test("a rotated key keeps working beside its replacement until its overlap ends, then answers 401", async () => {
  const servers = await sharedServers();
  // One active key at most: a rotation at the limit still works. A 1 ms key cache, so that the
  // overlap's end moved into the past below is read at once.
  const sys = await startOnServers(servers, { MAX_ACTIVE_KEYS: "1", KEY_CACHE_TTL_MS: "1" });
  const sql = connectPostgres(servers.env.DATABASE_URL!, { max: 1 });
  const base = sys.baseUrl;
  try {
    const old = await createKey(
      base,
      "gus",
      "create an API key called home-bot that can view my notes",
    );
    const replies = await chat(
      base,
      "gus",
      "rotate API key home-bot and keep the old one for 2 hours",
    );
    const fresh = keysIn(replies.map((m) => m.text).join("\n"));
    assert.equal(fresh.length, 1, JSON.stringify(replies));
    const key = fresh[0]!;
    assert.notEqual(key, old);
    assert.match(
      replies[0]!.text,
      new RegExp(`replaces …${old.slice(-4)}, with the same permissions`),
    );
    assert.match(replies[0]!.text, /keeps working until \d{4}-\d\d-\d\d \d\d:\d\d UTC, then stops/);
    // The transcript keeps the new key hidden.
    const transcript = await (await fetch(`${base}/chat/api/messages?user=gus`)).json();
    assert.ok(!JSON.stringify(transcript).includes(key));

    assert.equal((await status(base, old)).status, 200);
    assert.equal((await status(base, key)).status, 200);
    const [listed] = await chat(base, "gus", "list my API keys");
    assert.match(
      listed!.text,
      new RegExp(`home-bot \\(…${old.slice(-4)}\\): answer; notes: read; .*rotated: stops working`),
    );
    assert.match(
      listed!.text,
      new RegExp(
        `home-bot \\(…${key.slice(-4)}\\): answer; notes: read; .*no expiry; replaces …${
          old.slice(-4)
        } until`,
      ),
    );

    // Rotating again, or a key that does not exist, changes nothing.
    const [again] = await chat(base, "gus", `rotate API key ${old.slice(-4)}`);
    assert.match(again!.text, /already being rotated: it stops working at .*Nothing was changed/);
    const [byName] = await chat(base, "gus", "rotate API key home-bot");
    assert.match(byName!.text, /already being rotated/);
    const [missing] = await chat(base, "gus", "rotate API key nope");
    assert.match(missing!.text, /no working API key called "nope".*Nothing was changed/);
    const [tooLong] = await chat(
      base,
      "gus",
      `rotate API key ${key.slice(-4)} and keep the old one for 8 days`,
    );
    assert.match(tooLong!.text, /1 minute to 7 days/);
    for (const m of [again, byName, missing, tooLong]) assert.deepEqual(keysIn(m!.text), []);
    const [ambiguous] = await chat(base, "gus", "revoke API key home-bot");
    assert.match(ambiguous!.text, /Several keys match "home-bot".*by its last 4 characters/);
    // The replacement holds the one active slot.
    const [full] = await chat(base, "gus", "create an API key");
    assert.match(full!.text, /You already have 1 active API keys/);
    const [unchanged] = await chat(base, "gus", "list my API keys");
    assert.equal(unchanged!.text, listed!.text);

    await sql`
      update gateway.api_keys set expires_at = now() - interval '1 second'
      where last4 = ${old.slice(-4)}
    `;
    const stopped = await status(base, old);
    assert.equal(stopped.status, 401);
    assert.equal(stopped.code, "key_expired");
    assert.match(
      stopped.detail!,
      /was rotated and stopped working at .*use the key that replaced it/,
    );
    assert.equal((await status(base, key)).status, 200);
    const [after] = await chat(base, "gus", "list my API keys");
    assert.doesNotMatch(after!.text, new RegExp(old.slice(-4)));
    assert.doesNotMatch(after!.text, /replaces/);
  } finally {
    await sql.end();
    await sys.stop();
    await servers.cleanup();
  }
});

Deno.test("a rotation's new key is seen at once by another gateway replica, whose cache held the old end", async () => {
  const servers = await sharedServers();
  const one = await startOnServers(servers);
  const two = await startOnServers(servers);
  try {
    const old = await createKey(one.baseUrl, "hal", "create an API key called ci");
    // Replica two caches the old key (no end) for 30 s.
    assert.equal((await status(two.baseUrl, old)).status, 200);
    const replies = await chat(
      one.baseUrl,
      "hal",
      "rotate API key ci and keep the old one for 1 minute",
    );
    const key = keysIn(replies[0]!.text)[0]!;
    assert.equal((await status(two.baseUrl, key)).status, 200);
    assert.equal((await status(two.baseUrl, old)).status, 200);
  } finally {
    await two.stop();
    await one.stop();
    await servers.cleanup();
  }
});
