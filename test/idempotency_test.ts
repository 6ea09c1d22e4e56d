import assert from "node:assert/strict";
import {
  api,
  chat,
  createKey,
  sharedServers,
  startOnServers,
  type TestSystem,
} from "./_harness.ts";

interface ActionResponse {
  reply: string;
  actions: { tool: string; ok: boolean }[];
  request_id: string;
  idempotent_replay: boolean;
}

async function accountOf(sys: TestSystem, handle: string): Promise<string> {
  const [row] = await sys.system.sql<{ account_id: string }[]>`
    select account_id from proposals.chat_identities where channel = 'web' and handle = ${handle}
  `;
  return row!.account_id;
}

async function notesCount(sys: TestSystem, account: string, item: string): Promise<number> {
  const [row] = await sys.system.sql<{ n: number }[]>`
    select count(*)::int as n from assistant.notes
    where account_id = ${account} and text ilike ${"%" + item + "%"}
  `;
  return row!.n;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The lookup the store keeps for an Idempotency-Key or text sent with `key`. */
async function lookupOf(sys: TestSystem, key: string, value: string): Promise<string> {
  const [row] = await sys.system.sql<{ id: string }[]>`
    select id from gateway.api_keys where last4 = ${key.slice(-4)} and revoked_at is null
  `;
  return await sha256Hex(`${row!.id}\n${value}`);
}

async function post(
  sys: TestSystem,
  key: string,
  message: string,
  idempotencyKey?: string,
): Promise<{ status: number; body: ActionResponse; res: Response }> {
  const res = await api(
    sys.baseUrl,
    "/actions",
    key,
    { message },
    idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey },
  );
  return { status: res.status, body: await res.json(), res };
}

Deno.test("idempotency of POST /actions holds across two gateway replicas sharing Postgres and NATS", async (t) => {
  const servers = await sharedServers();
  const one = await startOnServers(servers);
  const two = await startOnServers(servers);
  try {
    const key = await createKey(one.baseUrl, "ida", "create an API key that can do everything");
    const ida = await accountOf(one, "ida");

    await t.step("the same Idempotency-Key sent to both replicas at once runs once", async () => {
      const [a, b] = await Promise.all([
        post(one, key, "jot down that the saffron is ordered", "order-4711"),
        post(two, key, "jot down that the saffron is ordered", "order-4711"),
      ]);
      const statuses = [a.status, b.status].sort();
      const ran = [a, b].filter((r) => r.status === 200 && !r.body.idempotent_replay);
      assert.equal(ran.length, 1, `statuses ${statuses}`);
      const other = a === ran[0] ? b : a;
      if (other.status === 200) {
        assert.equal(other.body.idempotent_replay, true);
        assert.equal(other.body.request_id, ran[0]!.body.request_id);
      } else {
        assert.equal(other.status, 409);
        assert.ok(Number(other.res.headers.get("retry-after")) >= 1);
      }
      assert.equal(await notesCount(one, ida, "saffron"), 1);
    });

    await t.step("a repeat of the key with another body gets the first response", async () => {
      const first = await post(one, key, "jot down that the cumin is ordered", "order-4712");
      assert.equal(first.status, 200);
      const again = await post(two, key, "jot down that the paprika is ordered", "order-4712");
      assert.equal(again.status, 200);
      assert.equal(again.body.idempotent_replay, true);
      assert.equal(again.body.request_id, first.body.request_id);
      assert.equal(again.res.headers.get("x-request-id"), first.body.request_id);
      assert.equal(again.body.reply, first.body.reply);
      assert.equal(await notesCount(one, ida, "paprika"), 0);
    });

    await t.step("the same message within the window replays on the other replica", async () => {
      const first = await post(one, key, "jot down that the nutmeg is ordered");
      assert.equal(first.status, 200);
      assert.equal(first.body.idempotent_replay, false);
      const again = await post(two, key, "jot down that the nutmeg is ordered");
      assert.equal(again.status, 200);
      assert.equal(again.body.idempotent_replay, true);
      assert.equal(again.body.request_id, first.body.request_id);
      assert.equal(again.res.headers.get("x-request-id"), first.body.request_id);
      assert.deepEqual(again.body.actions, first.body.actions);
      assert.equal(await notesCount(one, ida, "nutmeg"), 1);
    });

    await t.step("another account with the same key and message runs normally", async () => {
      const otherKey = await createKey(
        two.baseUrl,
        "bo",
        "create an API key that can do everything",
      );
      const bo = await accountOf(two, "bo");
      const mine = await post(two, otherKey, "jot down that the saffron is ordered", "order-4711");
      assert.equal(mine.status, 200);
      assert.equal(mine.body.idempotent_replay, false);
      assert.equal(await notesCount(two, bo, "saffron"), 1);
      const text = await post(one, otherKey, "jot down that the nutmeg is ordered");
      assert.equal(text.body.idempotent_replay, false);
      assert.equal(await notesCount(one, bo, "nutmeg"), 1);
    });

    await t.step("a claim left by a killed gateway does not block the retry", async () => {
      const lookup = await lookupOf(one, key, "order-dead");
      await one.system.sql`
        insert into gateway.idempotency
          (account_id, kind, lookup, token, state, locked_until, created_at, expires_at)
        values (${ida}, 'key', ${lookup}, ${crypto.randomUUID()}, 'running',
                now() - interval '1 second', now() - interval '40 seconds', now() + interval '1 day')
      `;
      const retry = await post(two, key, "jot down that the mace is ordered", "order-dead");
      assert.equal(retry.status, 200);
      assert.equal(retry.body.idempotent_replay, false);
      assert.equal(await notesCount(one, ida, "mace"), 1);
    });

    await t.step("a request still in flight elsewhere answers 409 with Retry-After", async () => {
      const lookup = await lookupOf(one, key, "order-busy");
      await one.system.sql`
        insert into gateway.idempotency
          (account_id, kind, lookup, token, state, locked_until, created_at, expires_at)
        values (${ida}, 'key', ${lookup}, ${crypto.randomUUID()}, 'running',
                now() + interval '30 seconds', now(), now() + interval '1 day')
      `;
      const busy = await post(two, key, "jot down that the mace is ordered", "order-busy");
      assert.equal(busy.status, 409);
      assert.equal((busy.body as unknown as { code: string }).code, "conflict");
      assert.ok(Number(busy.res.headers.get("retry-after")) >= 1);
    });

    await t.step("a request that failed is not stored: its retry runs", async () => {
      const expenses = await createKey(
        one.baseUrl,
        "ida",
        "create an API key that can record my business expenses",
      );
      const off = await post(one, expenses, "I spent 12 EUR on tea", "exp-1");
      assert.equal(off.status, 422);
      await chat(one.baseUrl, "ida", "turn on business mode");
      const retry = await post(two, expenses, "I spent 12 EUR on tea", "exp-1");
      assert.equal(retry.status, 200);
      assert.equal(retry.body.idempotent_replay, false);
      assert.deepEqual(retry.body.actions.map((a) => a.tool), ["expenses_record"]);
    });

    await t.step("a malformed Idempotency-Key answers 400 and runs nothing", async () => {
      for (const bad of ["", "x".repeat(256), "a\tb"]) {
        const res = await post(one, key, "jot down that the fennel is ordered", bad);
        assert.equal(res.status, 400, JSON.stringify(bad));
        assert.match((res.body as unknown as { detail: string }).detail, /Idempotency-Key/);
      }
      const longest = await post(one, key, "jot down that the anise is ordered", "k".repeat(255));
      assert.equal(longest.status, 200);
      assert.equal(await notesCount(one, ida, "fennel"), 0);
    });

    await t.step("the message text is never stored", async () => {
      const [dump] = await one.system.sql<{ t: string }[]>`
        select coalesce(json_agg(json_build_object('lookup', lookup)), '[]')::text as t
        from gateway.idempotency
      `;
      assert.doesNotMatch(dump!.t, /nutmeg|saffron/);
    });
  } finally {
    await one.stop();
    await two.stop();
    await servers.cleanup();
  }
});
