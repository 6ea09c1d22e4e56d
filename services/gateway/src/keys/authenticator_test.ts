import assert from "node:assert/strict";
import { AppError, everything, silentLogger } from "@asst/shared";
import { connectPostgres, migrate, readMigrations } from "@asst/shared/db";
import { freshDatabaseUrl as freshDatabase } from "@asst/shared/testing";
import { Fingerprinter, generateApiKey } from "./api_key.ts";
import { Authenticator } from "./authenticator.ts";
import { KeyStore } from "./key_store.ts";

async function setup() {
  const db = await freshDatabase();
  const sql = connectPostgres(db.url, { max: 4 });
  await migrate(
    sql,
    "gateway",
    await readMigrations(new URL("../../migrations/", import.meta.url)),
  );
  const fingerprinter = new Fingerprinter("pepper-for-tests-0123456789abcdefghij");
  const store = new KeyStore(sql, fingerprinter, 3);
  let now = 1_000_000;
  const auth = new Authenticator({
    store,
    fingerprinter,
    log: silentLogger,
    cacheTtlMs: 30_000,
    now: () => now,
  });
  return {
    sql,
    store,
    auth,
    advance: (ms: number) => (now += ms),
    cleanup: async () => {
      await sql.end();
      await db.drop();
    },
  };
}

async function rejects401(p: Promise<unknown>, invalidToken: boolean) {
  await assert.rejects(p, (e: unknown) => {
    assert.ok(e instanceof AppError);
    assert.equal(e.status, 401);
    const challenge = e.headers["www-authenticate"] ?? "";
    assert.match(challenge, /^Bearer realm="assistant"/);
    assert.equal(challenge.includes('error="invalid_token"'), invalidToken);
    return true;
  });
}

Deno.test("Authenticator accepts an issued key and refuses others with 401", async () => {
  const t = await setup();
  try {
    const account = crypto.randomUUID();
    const { key, record } = await t.store.create(account, null, everything());
    const principal = await t.auth.authenticate(`Bearer ${key}`);
    assert.equal(principal.accountId, account);
    assert.equal(principal.keyId, record.id);
    assert.deepEqual(principal.permissions, everything());
    await rejects401(t.auth.authenticate(undefined), false);
    await rejects401(t.auth.authenticate(""), false);
    await rejects401(t.auth.authenticate(`Basic ${key}`), true);
    await rejects401(t.auth.authenticate(`Bearer`), true);
    await rejects401(t.auth.authenticate(`Bearer ${key} extra`), true);
    await rejects401(t.auth.authenticate(`Bearer ${generateApiKey()}`), true);
  } finally {
    await t.cleanup();
  }
});

Deno.test("Authenticator refuses a revoked key at once on the replica told, and within the cache time on others", async () => {
  const t = await setup();
  try {
    const account = crypto.randomUUID();
    const { key } = await t.store.create(account, "bot", everything());
    await t.auth.authenticate(`Bearer ${key}`);
    const other = new Authenticator({
      store: t.store,
      fingerprinter: new Fingerprinter("pepper-for-tests-0123456789abcdefghij"),
      log: silentLogger,
      cacheTtlMs: 30_000,
      now: () => 0,
    });
    await other.authenticate(`Bearer ${key}`);
    const { fingerprints } = await t.store.revoke(account, "bot");
    assert.equal(fingerprints.length, 1);
    // This replica still has the key cached: only the broadcast or the cache time ends it.
    await t.auth.authenticate(`Bearer ${key}`);
    t.advance(30_001);
    await rejects401(t.auth.authenticate(`Bearer ${key}`), true);
    other.invalidate(fingerprints);
    await rejects401(other.authenticate(`Bearer ${key}`), true);
  } finally {
    await t.cleanup();
  }
});

Deno.test("KeyStore holds at most the configured number of active keys, even when asked at once", async () => {
  const t = await setup();
  try {
    const account = crypto.randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => t.store.create(account, null, everything())),
    );
    assert.equal(results.filter((r) => r.status === "fulfilled").length, 3);
    for (const r of results) {
      if (r.status === "rejected") {
        assert.ok(r.reason instanceof AppError);
        assert.equal(r.reason.status, 409);
        assert.match(r.reason.message, /3 active API keys/);
      }
    }
    const labels = (await t.store.list(account)).map((k) => k.label).sort();
    assert.deepEqual(labels, ["key-1", "key-2", "key-3"]);
    await t.store.revoke(account, "key-2");
    const { record } = await t.store.create(account, null, everything());
    assert.equal(record.label, "key-2");
  } finally {
    await t.cleanup();
  }
});

Deno.test("KeyStore stores only a fingerprint and the last 4 characters of a key", async () => {
  const t = await setup();
  try {
    const { key } = await t.store.create(crypto.randomUUID(), "home", everything());
    const dump = JSON.stringify(await t.sql`select * from gateway.api_keys`);
    assert.ok(!dump.includes(key.slice(5, 30)));
    assert.ok(dump.includes(key.slice(-4)));
  } finally {
    await t.cleanup();
  }
});

Deno.test("KeyStore revokes nothing when a selector matches several keys or another account's key", async () => {
  const t = await setup();
  try {
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    await t.store.create(a, "one", everything());
    await t.store.create(a, "two", everything());
    const { record: theirs } = await t.store.create(b, "one", everything());
    const mine = await t.store.list(a);
    const r1 = await t.store.revoke(a, theirs.last4 === mine[0]!.last4 ? "zzzz" : theirs.last4);
    assert.deepEqual(r1.revoked, []);
    assert.equal((await t.store.list(b)).length, 1);
    const r2 = await t.store.revoke(a, "ONE");
    assert.equal(r2.revoked[0]?.label, "one");
    assert.equal(
      (await t.store.list(b)).length,
      1,
      "the other account's key of the same name stays",
    );
    await assert.rejects(
      t.store.create(a, "TWO", everything()),
      /already have an active key called/,
    );
  } finally {
    await t.cleanup();
  }
});

Deno.test("Authenticator refuses a key past its expiry with 401 key_expired, from the cache, without a lookup", async () => {
  const t = await setup();
  try {
    const account = crypto.randomUUID();
    // The injected clock starts at 1,000,000 ms; the key ends 20 s later, within the cache time.
    const { key } = await t.store.create(account, "short", everything(), new Date(1_020_000));
    let lookups = 0;
    const findActive = t.store.findActive.bind(t.store);
    t.store.findActive = (fingerprint) => {
      lookups++;
      return findActive(fingerprint);
    };
    assert.equal((await t.auth.authenticate(`Bearer ${key}`)).expiresAt, 1_020_000);
    t.advance(19_999);
    await t.auth.authenticate(`Bearer ${key}`);
    t.advance(1);
    await assert.rejects(t.auth.authenticate(`Bearer ${key}`), (e: unknown) => {
      assert.ok(e instanceof AppError);
      assert.equal(e.status, 401);
      assert.equal(e.code, "key_expired");
      assert.match(
        e.message,
        /expired at 1970-01-01T00:17:00\.000Z; ask the assistant in the chat/,
      );
      assert.match(e.headers["www-authenticate"] ?? "", /invalid_token/);
      assert.ok(!e.message.includes(key));
      return true;
    });
    assert.equal(lookups, 1);
  } finally {
    await t.cleanup();
  }
});

Deno.test("Authenticator asks a key limited to networks for the client's address, and only such a key", async () => {
  const t = await setup();
  try {
    const account = crypto.randomUUID();
    const limited = await t.store.create(account, "ci", everything(), null, ["203.0.113.0/24"]);
    const open = await t.store.create(account, "any", everything());
    let asked = 0;
    const address = (a: string) => () => {
      asked++;
      return a;
    };
    await t.auth.authenticate(`Bearer ${open.key}`, address("198.51.100.7"));
    assert.equal(asked, 0);
    const principal = await t.auth.authenticate(`Bearer ${limited.key}`, address("203.0.113.9"));
    assert.equal(principal.networks?.size, 1);
    await assert.rejects(
      t.auth.authenticate(`Bearer ${limited.key}`, address("198.51.100.7")),
      (e: unknown) => {
        assert.ok(e instanceof AppError);
        assert.equal(e.status, 403);
        assert.equal(e.code, "ip_not_allowed");
        assert.match(e.message, /this request came from 198\.51\.100\.7\./);
        return true;
      },
    );
    await assert.rejects(t.auth.authenticate(`Bearer ${limited.key}`), /came from unknown/);
    assert.equal(asked, 2);
  } finally {
    await t.cleanup();
  }
});
