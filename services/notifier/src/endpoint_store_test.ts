import assert from "node:assert/strict";
import { AppError, type HostResolver, silentLogger } from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import type { Sql } from "@asst/shared/db";
import { parts, recordEvent, TestClock, withDb } from "../testing/test_env.ts";
import { createDeliveryWorker } from "./delivery_worker.ts";
import { EndpointStore, MAX_ENDPOINTS_PER_ACCOUNT } from "./endpoint_store.ts";
import { WebhookSecrets } from "./webhook_secrets.ts";
import { TEST_KEY } from "../testing/test_env.ts";

const DAY = 86_400_000;

/** Public addresses for every host but the ones named. */
const dns = (records: Record<string, string[]> = {}): HostResolver => (host) =>
  Promise.resolve(records[host] ?? ["93.184.216.34"]);

function strictStore(sql: Sql, clock: TestClock, resolveHost: HostResolver = dns()) {
  return new EndpointStore({
    sql,
    secrets: WebhookSecrets.fromBase64Key(TEST_KEY),
    allowPrivate: false,
    resolveHost,
    now: clock.now,
  });
}

async function refusedWith(promise: Promise<unknown>, status: number, message: RegExp) {
  await assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof AppError, String(err));
    assert.equal(err.status, status, err.message);
    assert.match(err.message, message);
    return true;
  });
}

Deno.test("register gives the secret once; the list shows the endpoint but never the secret", async () => {
  await withDb(async ({ sql }) => {
    const clock = new TestClock();
    const store = strictStore(sql, clock);
    const account = crypto.randomUUID();
    const { endpoint, secret } = await store.register(account, " https://hooks.example/in#x ", [
      "price.drop",
      "reminder.fired",
      "price.drop",
    ]);
    assert.match(secret, /^whsec_[0-9A-Za-z]{43}$/);
    assert.deepEqual(endpoint, {
      id: endpoint.id,
      url: "https://hooks.example/in",
      events: ["reminder.fired", "price.drop"],
      state: "active",
      disabled_reason: null,
      created_at: clock.now().toISOString(),
      recent_deliveries: [],
    });
    const listed = await store.list(account);
    assert.deepEqual(listed, [endpoint]);
    assert.ok(!JSON.stringify(listed).includes(secret.slice(6)));
    assert.deepEqual(await store.list(crypto.randomUUID()), [], "another account sees nothing");
  });
});

Deno.test("register refuses http, credentials, junk and hosts that are or resolve to private addresses", async () => {
  await withDb(async ({ sql }) => {
    const store = strictStore(
      sql,
      new TestClock(),
      dns({
        "intranet.example": ["10.0.0.7"],
        "rebind.example": ["93.184.216.34", "127.0.0.1"],
        "metadata.example": ["169.254.169.254"],
        "nowhere.example": [],
      }),
    );
    const account = crypto.randomUUID();
    const cases: [string, RegExp][] = [
      ["http://hooks.example/in", /not an https address; give one starting with https:\/\//],
      ["ftp://hooks.example/in", /not an https address/],
      ["not a url", /not a web address/],
      ["https://user:pw@hooks.example/", /user name or password/],
      ["https://127.0.0.1/in", /loopback/],
      ["https://[::1]/in", /loopback/],
      ["https://localhost:8443/in", /loopback/],
      ["https://169.254.169.254/latest/meta-data", /metadata/],
      ["https://10.1.2.3/", /private/],
      ["https://intranet.example/", /private address \(10\.0\.0\.7\)/],
      ["https://rebind.example/", /loopback address \(127\.0\.0\.1\)/],
      ["https://metadata.example/", /metadata/],
      ["https://nowhere.example/", /was not found/],
    ];
    for (const [url, message] of cases) {
      await refusedWith(store.register(account, url, ["reminder.fired"]), 422, message);
    }
    assert.deepEqual(await store.list(account), []);
  });
});

Deno.test("a refused receiver on this machine or its network says how to try webhooks locally; others do not", async () => {
  await withDb(async ({ sql }) => {
    const store = strictStore(
      sql,
      new TestClock(),
      dns({ "intranet.example": ["10.0.0.7"], "metadata.example": ["169.254.169.254"] }),
    );
    const account = crypto.randomUUID();
    const hint =
      /; to try webhooks with a receiver on this machine, start the server with WEBHOOK_ALLOW_PRIVATE_URLS=true$/;
    for (
      const url of [
        "http://127.0.0.1:8787/hook",
        "https://127.0.0.1/in",
        "http://localhost:8787/",
        "https://[::1]/in",
        "https://intranet.example/",
      ]
    ) {
      await refusedWith(store.register(account, url, ["reminder.fired"]), 422, hint);
    }
    // The setting would not lift these: the reason alone.
    for (
      const url of [
        "http://hooks.example/in",
        "https://169.254.169.254/latest/meta-data",
        "https://metadata.example/",
        "https://user:pw@127.0.0.1/",
      ]
    ) {
      await assert.rejects(store.register(account, url, ["reminder.fired"]), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.doesNotMatch(err.message, /WEBHOOK_ALLOW_PRIVATE_URLS/, url);
        return true;
      });
    }
  });
});

Deno.test("with WEBHOOK_ALLOW_PRIVATE_URLS, http and loopback register but metadata never does", async () => {
  await withDb(async ({ sql }) => {
    const { store } = parts(sql, new TestClock(), true);
    const account = crypto.randomUUID();
    await store.register(account, "http://127.0.0.1:9/in", ["reminder.fired"]);
    await refusedWith(
      store.register(account, "http://169.254.169.254/", ["reminder.fired"]),
      422,
      /metadata/,
    );
  });
});

Deno.test("the same URL twice is a 409, as is an eleventh endpoint, even registered at once", async () => {
  await withDb(async ({ sql, pool }) => {
    const clock = new TestClock();
    const store = strictStore(sql, clock);
    const account = crypto.randomUUID();
    await store.register(account, "https://hooks.example", ["reminder.fired"]);
    await refusedWith(
      store.register(account, "https://hooks.example/", ["price.drop"]),
      409,
      /You already have a webhook at "https:\/\/hooks\.example\/"; remove it first/,
    );
    // Another account may use the same URL.
    await strictStore(sql, clock).register(crypto.randomUUID(), "https://hooks.example/", [
      "reminder.fired",
    ]);

    const racers = Array.from({ length: 12 }, () => strictStore(pool(), clock));
    const results = await Promise.allSettled(
      racers.map((s, i) => s.register(account, `https://hooks.example/${i}`, ["reminder.fired"])),
    );
    const ok = results.filter((r) => r.status === "fulfilled").length;
    assert.equal(ok, MAX_ENDPOINTS_PER_ACCOUNT - 1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    assert.match(String(refused.reason.message), /You already have 10 webhooks/);
    assert.equal((await store.list(account)).length, MAX_ENDPOINTS_PER_ACCOUNT);
  });
});

Deno.test("only active endpoints subscribed to an event's kind get a delivery of it", async () => {
  await withDb(async ({ sql }) => {
    const clock = new TestClock();
    const { store, inbox } = parts(sql, clock, true);
    const account = crypto.randomUUID();
    const reminders = await store.register(account, "http://127.0.0.1:9/r", ["reminder.fired"]);
    const all = await store.register(account, "http://127.0.0.1:9/all", [
      "reminder.fired",
      "price.drop",
      "proposal.resolved",
    ]);
    const off = await store.register(account, "http://127.0.0.1:9/off", ["price.drop"]);
    await sql`update notifier.endpoints set state = 'disabled' where id = ${off.endpoint.id}`;
    const elsewhere = crypto.randomUUID();
    await store.register(elsewhere, "http://127.0.0.1:9/r", ["price.drop"]);

    const drop = await recordEvent(inbox, account, clock.now(), "price.drop");
    const reminder = await recordEvent(inbox, account, clock.now(), "reminder.fired");
    assert.equal(await inbox.record(reminder), false, "a redelivered event is not queued twice");
    const rows = await sql<{ event_id: string; endpoint_id: string; account_id: string }[]>`
      select event_id, endpoint_id, account_id from notifier.deliveries order by endpoint_id
    `;
    const pairs = rows.map((r) => `${r.event_id}>${r.endpoint_id}`).sort();
    assert.deepEqual(
      pairs,
      [
        `${drop.id}>${all.endpoint.id}`,
        `${reminder.id}>${all.endpoint.id}`,
        `${reminder.id}>${reminders.endpoint.id}`,
      ].sort(),
    );
    assert.ok(rows.every((r) => r.account_id === account));
  });
});

Deno.test("list shows each endpoint's five most recent deliveries with their status codes", async () => {
  await withDb(async ({ sql }) => {
    const clock = new TestClock();
    const { store, inbox, secrets } = parts(sql, clock, true);
    const account = crypto.randomUUID();
    await store.register(account, "http://127.0.0.1:9/in", ["reminder.fired", "price.drop"]);
    const codes = [200, 500, 200, 404, 200, 201, 503];
    const events = [];
    for (const _ of codes) {
      events.push(await recordEvent(inbox, account, clock.now()));
      clock.advance(1000);
    }
    let i = 0;
    const worker = createDeliveryWorker({
      sql,
      bus: new MemoryBus(),
      log: silentLogger,
      secrets,
      allowPrivate: true,
      now: clock.now,
      batchSize: 1,
      fetch: () => Promise.resolve(new Response(null, { status: codes[i++]! })),
    });
    for (const _ of codes) {
      await worker.runOnce();
      clock.advance(1000);
    }
    const [endpoint] = await store.list(account);
    assert.deepEqual(
      endpoint!.recent_deliveries.map((d) => [d.event_id, d.status_code, d.ok, d.event]),
      [
        [events[6]!.id, 503, false, "reminder.fired"],
        [events[5]!.id, 201, true, "reminder.fired"],
        [events[4]!.id, 200, true, "reminder.fired"],
        [events[3]!.id, 404, false, "reminder.fired"],
        [events[2]!.id, 200, true, "reminder.fired"],
      ],
    );
    assert.ok(endpoint!.recent_deliveries.every((d) => !Number.isNaN(Date.parse(d.at))));
  });
});

Deno.test("remove takes the endpoint away at once: nothing more is sent there", async () => {
  await withDb(async ({ sql }) => {
    const clock = new TestClock();
    const { store, inbox, secrets } = parts(sql, clock, true);
    const account = crypto.randomUUID();
    await store.register(account, "http://127.0.0.1:9/in", ["reminder.fired"]);
    await recordEvent(inbox, account, clock.now());
    assert.equal(await store.remove(crypto.randomUUID(), "http://127.0.0.1:9/in"), 0);
    assert.equal(await store.remove(account, "http://127.0.0.1:9/other"), 0);
    assert.equal(await store.remove(account, "http://127.0.0.1:9/in"), 1);
    assert.deepEqual(await store.list(account), []);
    let sent = 0;
    const worker = createDeliveryWorker({
      sql,
      bus: new MemoryBus(),
      log: silentLogger,
      secrets,
      allowPrivate: true,
      now: clock.now,
      fetch: () => {
        sent++;
        return Promise.resolve(new Response("ok"));
      },
    });
    assert.equal(await worker.runOnce(), 0);
    assert.equal(sent, 0);
    const [left] = await sql<{ n: number }[]>`select count(*)::int as n from notifier.deliveries`;
    assert.equal(left!.n, 0);
    // Registering it again works, with a new secret.
    await store.register(account, "http://127.0.0.1:9/in", ["reminder.fired"]);
  });
});

Deno.test("rotate picks the only endpoint, or the one named, and refuses ambiguity", async () => {
  await withDb(async ({ sql }) => {
    const clock = new TestClock();
    const store = strictStore(sql, clock);
    const account = crypto.randomUUID();
    await refusedWith(store.rotate(account, null), 404, /You have no webhooks; register one first/);
    const first = await store.register(account, "https://a.example/in", ["reminder.fired"]);
    const rotated = await store.rotate(account, null);
    assert.equal(rotated.endpoint.id, first.endpoint.id);
    assert.notEqual(rotated.secret, first.secret);
    assert.equal(rotated.old_valid_until, new Date(clock.ms + DAY).toISOString());

    await store.register(account, "https://b.example/in", ["reminder.fired"]);
    await refusedWith(
      store.rotate(account, null),
      409,
      /You have 2 webhooks; say which one to rotate: https:\/\/a\.example\/in, https:\/\/b\.example\/in/,
    );
    const named = await store.rotate(account, "https://b.example/in");
    assert.equal(named.endpoint.url, "https://b.example/in");
    await refusedWith(store.rotate(account, "https://c.example/in"), 404, /no webhook at/);
    await refusedWith(store.rotate(crypto.randomUUID(), "https://b.example/in"), 404, /no webhook/);
  });
});

Deno.test("resend queues again what failed or was cancelled since the time given, and turns the endpoint back on", async () => {
  await withDb(async ({ sql }) => {
    const clock = new TestClock();
    const { store, inbox, secrets } = parts(sql, clock, true);
    const account = crypto.randomUUID();
    const { endpoint } = await store.register(account, "http://127.0.0.1:9/in", [
      "reminder.fired",
    ]);
    const before = await recordEvent(inbox, account, clock.now());
    clock.advance(60_000);
    const since = clock.now();
    const delivered = await recordEvent(inbox, account, clock.now());
    let answer = 200;
    const sentIds: string[] = [];
    const worker = createDeliveryWorker({
      sql,
      bus: new MemoryBus(),
      log: silentLogger,
      secrets,
      allowPrivate: true,
      now: clock.now,
      fetch: async (request) => {
        sentIds.push(JSON.parse(await request.text()).id);
        return new Response(null, { status: answer });
      },
    });
    await worker.runOnce(); // Both delivered.
    answer = 410;
    const gone = await recordEvent(inbox, account, clock.now());
    const waiting = await recordEvent(inbox, account, clock.now());
    await createDeliveryWorker({
      sql,
      bus: new MemoryBus(),
      log: silentLogger,
      secrets,
      allowPrivate: true,
      now: clock.now,
      batchSize: 1,
      fetch: () => Promise.resolve(new Response(null, { status: 410 })),
    }).runOnce();
    assert.equal((await store.list(account))[0]!.state, "disabled");
    // What arrives while it is off is not queued; it is lost to this endpoint.
    await recordEvent(inbox, account, clock.now());
    await sql`update notifier.deliveries set status = 'failed' where event_id = ${before.id}`;
    assert.equal(await store.resend(crypto.randomUUID(), since), 0, "another account's stay");

    assert.equal(await store.resend(account, since), 2);
    const [listed] = await store.list(account);
    assert.equal(listed!.state, "active");
    assert.equal(listed!.disabled_reason, null);
    sentIds.length = 0;
    answer = 200;
    clock.advance(1000);
    assert.equal(await worker.runOnce(), 2);
    assert.deepEqual(new Set(sentIds), new Set([gone.id, waiting.id]));
    const rows = await sql<{ event_id: string; status: string; attempts: number }[]>`
      select event_id, status, attempts from notifier.deliveries where endpoint_id = ${endpoint.id}
    `;
    const status = new Map(rows.map((r) => [r.event_id, r]));
    assert.equal(status.get(before.id)!.status, "failed", "older than since");
    assert.equal(status.get(delivered.id)!.status, "delivered");
    assert.equal(status.get(gone.id)!.status, "delivered");
    assert.equal(status.get(gone.id)!.attempts, 1, "attempts start again");
  });
});
