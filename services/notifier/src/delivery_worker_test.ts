import assert from "node:assert/strict";
import { type HostResolver, silentLogger } from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import type { Sql } from "@asst/shared/db";
import Stripe from "stripe";
import {
  captureChat,
  capturingLogger,
  type ChatCapture,
  type Parts,
  parts,
  type Receiver,
  recordEvent,
  startReceiver,
  TestClock,
  type TestDb,
  withDb,
} from "../testing/test_env.ts";
import {
  createDeliveryWorker,
  type DeliveryWorkerOptions,
  WEBHOOK_USER_AGENT,
} from "./delivery_worker.ts";
import { EndpointStore } from "./endpoint_store.ts";
import { RETRY_WINDOW_SECONDS } from "./retry_schedule.ts";
import { verifyWebhookSignature } from "./signature.ts";

const stripe = new Stripe("sk_test_unused");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Verifies like a Stripe SDK receiver does (in Deno its crypto is async, hence the Async). */
async function stripeAccepts(body: string, header: string, secret: string, atMs?: number) {
  try {
    await stripe.webhooks.constructEventAsync(body, header, secret, 300, undefined, atMs);
    return true;
  } catch {
    return false;
  }
}

interface Env extends Parts {
  db: TestDb;
  sql: Sql;
  clock: TestClock;
  bus: MemoryBus;
  chat: ChatCapture;
  receiver: Receiver;
  accountId: string;
  /** A worker on `sql` (or another pool) with this env's clock and bus. */
  worker(overrides?: Partial<DeliveryWorkerOptions>): ReturnType<typeof createDeliveryWorker>;
  /** Registers the receiver (at `path`) for reminders; returns the secret. */
  register(path?: string): Promise<{ id: string; secret: string; url: string }>;
}

async function withEnv(fn: (env: Env) => Promise<void>, clock = new TestClock()) {
  await withDb(async (db) => {
    const bus = new MemoryBus();
    const chat = captureChat(bus);
    const receiver = startReceiver();
    const p = parts(db.sql, clock);
    const accountId = crypto.randomUUID();
    try {
      await fn({
        ...p,
        db,
        sql: db.sql,
        clock,
        bus,
        chat,
        receiver,
        accountId,
        worker: (overrides = {}) =>
          createDeliveryWorker({
            sql: db.sql,
            bus,
            log: silentLogger,
            secrets: p.secrets,
            allowPrivate: true,
            now: clock.now,
            // The jitter at its top: every wait is the schedule's full step.
            random: () => 0.9999999999,
            ...overrides,
          }),
        register: async (path = "/hook") => {
          const url = `${receiver.origin}${path}`;
          const r = await p.store.register(accountId, url, ["reminder.fired"]);
          return { id: r.endpoint.id, secret: r.secret, url };
        },
      });
    } finally {
      await chat.stop();
      await bus.drain();
      await receiver.close();
    }
  });
}

interface DeliveryRow {
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_status_code: number | null;
  last_error: string | null;
}

async function delivery(sql: Sql, eventId: string): Promise<DeliveryRow> {
  const [row] = await sql<DeliveryRow[]>`
    select status, attempts, next_attempt_at, last_status_code, last_error
    from notifier.deliveries where event_id = ${eventId}
  `;
  assert.ok(row, `a delivery of ${eventId}`);
  return row;
}

async function endpointState(sql: Sql, id: string) {
  const [row] = await sql<{ state: string; disabled_reason: string | null }[]>`
    select state, disabled_reason from notifier.endpoints where id = ${id}
  `;
  return row;
}

Deno.test("a delivery carries every header and a signature both our verifier and Stripe's accept", async () => {
  await withEnv(async (env) => {
    const { secret } = await env.register();
    // The real clock here, as a receiver's verifier compares with its own.
    const event = await recordEvent(env.inbox, env.accountId, new Date());
    const worker = env.worker({ now: () => new Date() });
    assert.equal(await worker.runOnce(), 1);

    assert.equal(env.receiver.requests.length, 1);
    const req = env.receiver.requests[0]!;
    assert.equal(req.method, "POST");
    assert.equal(req.path, "/hook");
    assert.equal(req.headers.get("content-type"), "application/json");
    assert.equal(req.headers.get("x-service-event"), "reminder.fired");
    assert.equal(req.headers.get("user-agent"), WEBHOOK_USER_AGENT);
    const header = req.headers.get("x-service-signature") ?? "";
    assert.match(header, /^t=\d{10},v1=[0-9a-f]{64}$/);
    const t = Number(/^t=(\d+)/.exec(header)![1]);
    assert.ok(Math.abs(t - Date.now() / 1000) < 60);

    assert.deepEqual(JSON.parse(req.body), {
      id: event.id,
      type: "reminder.fired",
      created_at: event.created_at,
      data: event.data,
    });
    assert.ok(await verifyWebhookSignature(secret, header, req.body));
    assert.ok(await stripeAccepts(req.body, header, secret));
    // A wrong secret, a changed body or a stale timestamp are refused by both.
    assert.ok(!await verifyWebhookSignature(`${secret}x`, header, req.body));
    assert.ok(!await stripeAccepts(req.body, header, `${secret}x`));
    assert.ok(!await verifyWebhookSignature(secret, header, req.body.replace("Water", "Drain")));
    assert.ok(!await stripeAccepts(req.body.replace("Water", "Drain"), header, secret));
    const later = new Date(Date.now() + 301_000);
    assert.ok(!await verifyWebhookSignature(secret, header, req.body, { now: later }));
    assert.ok(!await stripeAccepts(req.body, header, secret, later.getTime()));

    const row = await delivery(env.sql, event.id);
    assert.equal(row.status, "delivered");
    assert.equal(row.last_status_code, 200);
    assert.equal(await worker.runOnce(), 0, "a delivered event is not sent again");
  });
});

Deno.test("after a rotation both secrets sign for 24 hours, then only the new one", async () => {
  await withEnv(async (env) => {
    const { secret: old, url } = await env.register();
    const rotated = await env.store.rotate(env.accountId, url);
    assert.notEqual(rotated.secret, old);
    assert.equal(rotated.old_valid_until, new Date(env.clock.ms + DAY).toISOString());
    const worker = env.worker();

    await recordEvent(env.inbox, env.accountId, env.clock.now());
    await worker.runOnce();
    const first = env.receiver.requests[0]!;
    const header = first.headers.get("x-service-signature") ?? "";
    assert.match(header, /^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    const at = { now: env.clock.now() };
    for (const secret of [rotated.secret, old]) {
      assert.ok(await verifyWebhookSignature(secret, header, first.body, at));
      assert.ok(await stripeAccepts(first.body, header, secret, env.clock.ms));
    }

    env.clock.advance(DAY + 1000);
    await recordEvent(env.inbox, env.accountId, env.clock.now());
    await worker.runOnce();
    const second = env.receiver.requests[1]!;
    const after = second.headers.get("x-service-signature") ?? "";
    assert.match(after, /^t=\d+,v1=[0-9a-f]{64}$/);
    assert.ok(
      await verifyWebhookSignature(rotated.secret, after, second.body, { now: env.clock.now() }),
    );
    assert.ok(!await verifyWebhookSignature(old, after, second.body, { now: env.clock.now() }));
    assert.ok(!await stripeAccepts(second.body, after, old, env.clock.ms));
  });
});

Deno.test("a receiver that fails and then recovers gets the event, retried on the schedule", async () => {
  await withEnv(async (env) => {
    await env.register();
    let failures = 3;
    env.receiver.answer(() =>
      failures-- > 0 ? new Response("down", { status: 500 }) : new Response("ok")
    );
    const event = await recordEvent(env.inbox, env.accountId, env.clock.now());
    const worker = env.worker();

    await worker.runOnce();
    let row = await delivery(env.sql, event.id);
    assert.equal(row.status, "pending");
    assert.equal(row.last_status_code, 500);
    // With the jitter at its top, the first retry is 30 s later; not a moment sooner.
    assert.equal(row.next_attempt_at.getTime() - env.clock.ms, 30_000);
    env.clock.advance(29_000);
    assert.equal(await worker.runOnce(), 0);
    for (const wait of [1_000, 120_000, 600_000]) {
      env.clock.advance(wait);
      assert.equal(await worker.runOnce(), 1);
    }
    row = await delivery(env.sql, event.id);
    assert.equal(row.status, "delivered");
    assert.equal(row.attempts, 4);
    assert.equal(env.receiver.requests.length, 4);
    // Every attempt carried the same body, and each is on record.
    assert.equal(new Set(env.receiver.requests.map((r) => r.body)).size, 1);
    const attempts = await env.sql<{ status_code: number; error: string | null }[]>`
      select status_code, error from notifier.attempts order by at
    `;
    assert.deepEqual(attempts.map((a) => a.status_code), [500, 500, 500, 200]);
    assert.equal(attempts[0]!.error, "Answered 500");
    assert.equal(attempts[3]!.error, null);
    const [endpoint] = await env.sql`select first_failure_at from notifier.endpoints`;
    assert.equal(endpoint!.first_failure_at, null, "a success clears the failure streak");
  });
});

Deno.test("a 429 or 503 with Retry-After waits that long, at most a day", async () => {
  await withEnv(async (env) => {
    await env.register();
    const worker = env.worker();
    const answers = [
      () => new Response("slow down", { status: 429, headers: { "retry-after": "120" } }),
      () => new Response("busy", { status: 503, headers: { "retry-after": "9999999" } }),
      () =>
        new Response("busy", {
          status: 503,
          headers: { "retry-after": new Date(env.clock.ms + DAY + 2 * HOUR).toUTCString() },
        }),
      () => new Response("ok"),
    ];
    env.receiver.answer(() => answers.shift()!());
    const event = await recordEvent(env.inbox, env.accountId, env.clock.now());

    await worker.runOnce();
    let row = await delivery(env.sql, event.id);
    assert.equal(row.next_attempt_at.getTime() - env.clock.ms, 120_000);
    env.clock.advance(119_000);
    assert.equal(await worker.runOnce(), 0, "not sooner than Retry-After");
    env.clock.advance(1_000);
    assert.equal(await worker.runOnce(), 1);
    row = await delivery(env.sql, event.id);
    assert.equal(row.last_status_code, 503);
    assert.equal(row.next_attempt_at.getTime() - env.clock.ms, DAY, "capped at a day");
    env.clock.advance(DAY);
    assert.equal(await worker.runOnce(), 1);
    row = await delivery(env.sql, event.id);
    assert.equal(row.next_attempt_at.getTime() - env.clock.ms, DAY, "an HTTP date, capped");
    env.clock.advance(DAY);
    await worker.runOnce();
    assert.equal((await delivery(env.sql, event.id)).status, "delivered");
  });
});

Deno.test("410 Gone disables the endpoint at once, cancels its other deliveries and tells the chat", async () => {
  await withEnv(async (env) => {
    const { id, url } = await env.register();
    env.receiver.answer(() => new Response("gone", { status: 410 }));
    const first = await recordEvent(env.inbox, env.accountId, env.clock.now());
    const worker = env.worker({ batchSize: 1 });
    await worker.runOnce();
    const second = await recordEvent(env.inbox, env.accountId, env.clock.now());

    assert.equal((await delivery(env.sql, first.id)).status, "failed");
    assert.deepEqual(await endpointState(env.sql, id), {
      state: "disabled",
      disabled_reason: "It answered 410 Gone",
    });
    assert.equal(env.chat.texts().length, 1);
    assert.match(env.chat.texts()[0]!, /turned off your webhook .*410 Gone/);
    assert.ok(env.chat.texts()[0]!.includes(url));
    assert.equal(env.chat.messages[0]!.account_id, env.accountId);
    // A disabled endpoint gets no new deliveries and sends nothing more.
    const none = await env.sql`select 1 from notifier.deliveries where event_id = ${second.id}`;
    assert.equal(none.length, 0);
    env.clock.advance(DAY);
    assert.equal(await worker.runOnce(), 0);
    assert.equal(env.receiver.requests.length, 1);
    assert.equal(env.chat.texts().length, 1, "told once");
  });
});

Deno.test("410 cancels the endpoint's deliveries still waiting", async () => {
  await withEnv(async (env) => {
    await env.register();
    const events = [
      await recordEvent(env.inbox, env.accountId, env.clock.now()),
      await recordEvent(env.inbox, env.accountId, env.clock.now()),
    ];
    env.receiver.answer(() => new Response("gone", { status: 410 }));
    await env.worker({ batchSize: 1 }).runOnce();
    const statuses = await Promise.all(
      events.map(async (e) => (await delivery(env.sql, e.id)).status),
    );
    assert.deepEqual(statuses.sort(), ["cancelled", "failed"]);
  });
});

Deno.test("a redirect is a failure and is not followed", async () => {
  await withEnv(async (env) => {
    await env.register();
    env.receiver.answer((req) =>
      req.path === "/hook"
        ? new Response(null, { status: 302, headers: { location: "/elsewhere" } })
        : new Response("ok")
    );
    const event = await recordEvent(env.inbox, env.accountId, env.clock.now());
    await env.worker().runOnce();
    assert.deepEqual(env.receiver.requests.map((r) => r.path), ["/hook"]);
    const row = await delivery(env.sql, event.id);
    assert.equal(row.status, "pending");
    assert.equal(row.last_status_code, 302);
    assert.match(row.last_error ?? "", /redirect, which is not followed/);
  });
});

Deno.test("a receiver that does not answer within the timeout counts as a failure", async () => {
  await withEnv(async (env) => {
    await env.register();
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    env.receiver.answer(async () => {
      await released;
      return new Response("too late");
    });
    const event = await recordEvent(env.inbox, env.accountId, env.clock.now());
    try {
      assert.equal(await env.worker({ timeoutMs: 200 }).runOnce(), 1);
    } finally {
      release();
    }
    const row = await delivery(env.sql, event.id);
    assert.equal(row.status, "pending");
    assert.equal(row.last_status_code, null);
    assert.equal(row.last_error, "No answer within 0.2 s");
  });
});

Deno.test("an endpoint failing for a day is warned once, and after 3 days disabled and the chat told", async () => {
  await withEnv(async (env) => {
    const { id } = await env.register();
    env.receiver.answer(() => new Response("broken", { status: 500 }));
    const event = await recordEvent(env.inbox, env.accountId, env.clock.now());
    const worker = env.worker();
    const start = env.clock.ms;
    const warnedAt: number[] = [];
    for (let i = 0; i < 100; i++) {
      assert.equal(await worker.runOnce(), 1);
      if (env.chat.texts().length > warnedAt.length) warnedAt.push(env.clock.ms - start);
      const row = await delivery(env.sql, event.id);
      if (row.status !== "pending") break;
      env.clock.set(row.next_attempt_at);
    }
    const row = await delivery(env.sql, event.id);
    assert.equal(row.status, "failed");
    assert.equal(
      env.clock.ms - start,
      RETRY_WINDOW_SECONDS * 1000,
      "the last attempt is at 3 days",
    );
    // At 0, 30 s, 2.5 min, 12.5 min, 42.5 min, 1.7 h, 4.7 h, 10.7 h, then every 12 h (22.7 h,
    // 34.7 h, 46.7 h, 58.7 h, 70.7 h), and last at 72 h.
    assert.equal(row.attempts, 14);
    assert.deepEqual(await endpointState(env.sql, id), {
      state: "disabled",
      disabled_reason: "Every delivery failed for 3 days",
    });
    const texts = env.chat.texts();
    assert.equal(texts.length, 2);
    assert.match(
      texts[0]!,
      /has failed every delivery for a day \(the last time it answered 500\)/,
    );
    assert.ok(warnedAt[0]! >= DAY && warnedAt[0]! < DAY + 12 * HOUR, `warned at ${warnedAt[0]}`);
    assert.match(texts[1]!, /turned off your webhook .* every delivery failed for 3 days/);
  });
});

Deno.test("a chat that can not be told is retried later and never stops the worker", async () => {
  await withEnv(async (env) => {
    await env.chat.stop(); // Nobody answers proposals.chat.send.
    const { log, lines } = capturingLogger();
    await env.register();
    env.receiver.answer(() => new Response("gone", { status: 410 }));
    await recordEvent(env.inbox, env.accountId, env.clock.now());
    const worker = env.worker({ log });
    assert.equal(await worker.runOnce(), 1);
    assert.ok(lines.some((l) => l.includes("could not tell the chat")));

    const chat = captureChat(env.bus);
    try {
      assert.equal(await worker.runOnce(), 0);
      assert.equal(chat.texts().length, 0, "not before its retry time");
      env.clock.advance(30_000);
      await worker.runOnce();
      assert.equal(chat.texts().length, 1);
      assert.match(chat.texts()[0]!, /410 Gone/);
      env.clock.advance(DAY);
      await worker.runOnce();
      assert.equal(chat.texts().length, 1, "sent once");
    } finally {
      await chat.stop();
    }
  });
});

Deno.test("two workers on separate pools racing send each delivery exactly once", async () => {
  await withEnv(async (env) => {
    await env.register();
    const events = [];
    for (let i = 0; i < 30; i++) {
      events.push(await recordEvent(env.inbox, env.accountId, env.clock.now()));
    }
    const a = env.worker({ sql: env.db.pool(), batchSize: 4 });
    const b = env.worker({ sql: env.db.pool(), batchSize: 4 });
    const drain = async (w: typeof a) => {
      let total = 0;
      for (;;) {
        const n = await w.runOnce();
        if (n === 0) return total;
        total += n;
      }
    };
    const sent = await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    assert.ok(sent[0]! + sent[2]! > 0 && sent[1]! + sent[3]! > 0, "both workers took part");
    const ids = env.receiver.requests.map((r) => JSON.parse(r.body).id as string);
    assert.equal(ids.length, 30);
    assert.deepEqual(new Set(ids), new Set(events.map((e) => e.id)));
    const [count] = await env.sql<
      { n: number }[]
    >`select count(*)::int as n from notifier.attempts`;
    assert.equal(count!.n, 30);
  });
});

Deno.test("a worker killed mid-delivery leaves its claim, and another delivers once it expires", async () => {
  await withEnv(async (env) => {
    await env.register();
    const event = await recordEvent(env.inbox, env.accountId, env.clock.now());
    // Worker A "dies" inside fetch: its request never ends while the test runs.
    let release!: () => void;
    const hung = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inFetch = new Promise<void>((r) => (entered = r));
    const a = env.worker({
      sql: env.db.pool(),
      timeoutMs: 60_000,
      fetch: async () => {
        entered();
        await hung;
        return new Response("late");
      },
    });
    const aRun = a.runOnce();
    await inFetch;
    assert.equal((await delivery(env.sql, event.id)).status, "delivering");

    const b = env.worker({ sql: env.db.pool(), timeoutMs: 60_000 });
    assert.equal(await b.runOnce(), 0, "the claim holds for twice the timeout");
    env.clock.advance(119_000);
    assert.equal(await b.runOnce(), 0);
    env.clock.advance(1_000);
    assert.equal(await b.runOnce(), 1);
    assert.equal(env.receiver.requests.length, 1);
    assert.equal((await delivery(env.sql, event.id)).status, "delivered");

    // A comes back late: its attempt is on record, but it does not overwrite B's result.
    release();
    await aRun;
    const row = await delivery(env.sql, event.id);
    assert.equal(row.status, "delivered");
    assert.equal(row.attempts, 1);
    assert.equal(env.receiver.requests.length, 1);
  });
});

Deno.test("a host that now resolves to loopback is refused at delivery without a request", async () => {
  await withEnv(async (env) => {
    let address = "93.184.216.34";
    const resolveHost: HostResolver = () => Promise.resolve([address]);
    const registered = await new EndpointStore({
      sql: env.sql,
      secrets: env.secrets,
      allowPrivate: false,
      resolveHost,
      now: env.clock.now,
    }).register(env.accountId, "https://hooks.example/in", ["reminder.fired"]);
    assert.equal(registered.endpoint.url, "https://hooks.example/in");

    address = "127.0.0.1"; // DNS rebinding after registration.
    const event = await recordEvent(env.inbox, env.accountId, env.clock.now());
    let fetched = 0;
    const worker = env.worker({
      allowPrivate: false,
      resolveHost,
      fetch: () => {
        fetched++;
        return Promise.resolve(new Response("ok"));
      },
    });
    assert.equal(await worker.runOnce(), 1);
    assert.equal(fetched, 0);
    const row = await delivery(env.sql, event.id);
    assert.equal(row.status, "pending");
    assert.equal(row.last_status_code, null);
    assert.match(
      row.last_error ?? "",
      /^Not sent: "hooks\.example" is a loopback address \(127\.0\.0\.1\)/,
    );
  });
});

Deno.test("the signing secret never appears in the database or the logs", async () => {
  await withEnv(async (env) => {
    const { log, lines } = capturingLogger();
    const { secret, url } = await env.register();
    const rotated = await env.store.rotate(env.accountId, url);
    await recordEvent(env.inbox, env.accountId, env.clock.now());
    env.receiver.answer(() => new Response("gone", { status: 410 }));
    await env.worker({ log }).runOnce();
    assert.ok(lines.length > 0);

    const tables = await env.sql<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'notifier'
    `;
    let dump = "";
    for (const { table_name } of tables) {
      const rows = await env.sql`select row_to_json(t)::text as j from ${env.sql("notifier")}.${
        env.sql(table_name)
      } t`;
      dump += rows.map((r) => r.j).join("\n");
    }
    assert.ok(dump.includes("secret_ciphertext"), "the dump covers the endpoints");
    for (const s of [secret, rotated.secret]) {
      const hex = Array.from(new TextEncoder().encode(s), (b) => b.toString(16).padStart(2, "0"))
        .join("");
      assert.ok(!dump.includes(s) && !dump.includes(s.slice(6)) && !dump.includes(hex));
      assert.ok(!lines.join("\n").includes(s.slice(6)));
      assert.ok(!env.chat.texts().join("\n").includes(s.slice(6)));
    }
  });
});

Deno.test("a stored secret sealed for another endpoint or with another key does not decrypt", async () => {
  await withEnv(async (env) => {
    const a = await env.register("/a");
    const b = await env.register("/b");
    // Move b's ciphertext onto a: the additional data binds it to b.
    await env.sql`
      update notifier.endpoints
      set (secret_ciphertext, secret_iv) = (
        select secret_ciphertext, secret_iv from notifier.endpoints where id = ${b.id}
      )
      where id = ${a.id}
    `;
    const event = await recordEvent(env.inbox, env.accountId, env.clock.now());
    await env.worker().runOnce();
    const rows = await env.sql<{ url: string; status: string; last_error: string | null }[]>`
      select e.url, d.status, d.last_error from notifier.deliveries d
      join notifier.endpoints e on e.id = d.endpoint_id where d.event_id = ${event.id}
    `;
    const byUrl = new Map(rows.map((r) => [r.url, r]));
    assert.equal(byUrl.get(b.url)!.status, "delivered");
    assert.equal(byUrl.get(a.url)!.status, "pending");
    assert.match(byUrl.get(a.url)!.last_error ?? "", /can not be decrypted/);
    assert.deepEqual(env.receiver.requests.map((r) => r.path), ["/b"]);
  });
});
