import assert from "node:assert/strict";
import {
  AppError,
  call,
  type EventEnvelope,
  eventSubject,
  notifierSubjects,
  silentLogger,
} from "@asst/shared";
import { type Bus, encodeJson, MemoryBus, NatsBus } from "@asst/shared/bus";
import { priceDropEvent, TEST_NATS_URL, uniquePrefix } from "@asst/shared/testing";
import Stripe from "stripe";
import {
  capturingLogger,
  reminderEvent,
  startReceiver,
  TEST_KEY,
  TestClock,
  withDb,
} from "../testing/test_env.ts";
import type { NotifierConfig } from "./config.ts";
import { createNotifier } from "./notifier.ts";
import { verifyWebhookSignature } from "./signature.ts";

const stripe = new Stripe("sk_test_unused");

const config: NotifierConfig = {
  WEBHOOK_SECRET_KEY: TEST_KEY,
  WEBHOOK_ALLOW_PRIVATE_URLS: true,
  WEBHOOK_TIMEOUT_MS: 5_000,
  WEBHOOK_WORKER_INTERVAL_MS: 20,
};

function publish(bus: Bus, event: EventEnvelope) {
  return bus.publishEvent(eventSubject(event.type), encodeJson(event), event.id);
}

Deno.test("a reminder published on the stream reaches the registered receiver, signed for any Stripe-style verifier", async () => {
  await withDb(async ({ sql }) => {
    const bus = new MemoryBus();
    const receiver = startReceiver();
    const notifier = createNotifier({ sql, bus, log: silentLogger }, config);
    await notifier.start();
    try {
      const account = crypto.randomUUID();
      const { secret, endpoint } = await call(bus, notifierSubjects.registerWebhook, {
        account_id: account,
        url: `${receiver.origin}/hooks`,
        events: ["reminder.fired"],
      });
      assert.equal(endpoint.url, `${receiver.origin}/hooks`);
      const arrived = receiver.next();
      // A kind the endpoint did not ask for, then one it did.
      await publish(bus, priceDropEvent(account));
      const reminder = reminderEvent(account, "Stretch");
      await publish(bus, reminder);
      const req = await arrived;

      assert.equal(JSON.parse(req.body).id, reminder.id);
      assert.equal(JSON.parse(req.body).data.text, "Stretch");
      assert.equal(JSON.parse(req.body).account_id, undefined);
      const header = req.headers.get("x-service-signature")!;
      assert.ok(await verifyWebhookSignature(secret, header, req.body));
      const verified = await stripe.webhooks.constructEventAsync(req.body, header, secret);
      assert.equal(verified.id, reminder.id);
      const kinds = await sql`select event_type from notifier.deliveries`;
      assert.deepEqual(kinds.map((k) => k.event_type), ["reminder.fired"]);
    } finally {
      await notifier.stop();
      await bus.drain();
      await receiver.close();
    }
  });
});

Deno.test("a fresh event wakes the delivery worker: it goes out without waiting for the next tick", async () => {
  await withDb(async ({ sql }) => {
    const bus = new MemoryBus();
    const receiver = startReceiver();
    // The loop's first run happens at start; the next tick is an hour away.
    const notifier = createNotifier({ sql, bus, log: silentLogger }, {
      ...config,
      WEBHOOK_WORKER_INTERVAL_MS: 3_600_000,
    });
    await notifier.start();
    let bound: ReturnType<typeof setTimeout> | undefined;
    try {
      const account = crypto.randomUUID();
      await call(bus, notifierSubjects.registerWebhook, {
        account_id: account,
        url: `${receiver.origin}/hooks`,
        events: ["reminder.fired"],
      });
      const arrived = receiver.next();
      const reminder = reminderEvent(account, "Now");
      await publish(bus, reminder);
      // A bound on a hang, not a speed measurement.
      const hung = new Promise<null>((r) => (bound = setTimeout(() => r(null), 30_000)));
      const req = await Promise.race([arrived, hung]);
      assert.ok(req, "the delivery waited for the hourly tick");
      assert.equal(JSON.parse(req.body).id, reminder.id);
    } finally {
      clearTimeout(bound);
      await notifier.stop();
      await bus.drain();
      await receiver.close();
    }
  });
});

Deno.test("the webhook subjects answer the chat, with errors it can show", async () => {
  await withDb(async ({ sql }) => {
    const bus = new MemoryBus();
    const clock = new TestClock();
    const { log, lines } = capturingLogger();
    const notifier = createNotifier({ sql, bus, log }, config, {
      now: clock.now,
      deliverInBackground: false,
    });
    await notifier.start();
    try {
      const account = crypto.randomUUID();
      const url = "http://127.0.0.1:9/in";
      const registered = await call(bus, notifierSubjects.registerWebhook, {
        account_id: account,
        url,
        events: ["reminder.fired", "proposal.resolved"],
      });
      await assert.rejects(
        call(bus, notifierSubjects.registerWebhook, {
          account_id: account,
          url,
          events: ["reminder.fired"],
        }),
        (err: unknown) =>
          err instanceof AppError && err.status === 409 && err.code === "conflict" &&
          /already have a webhook/.test(err.message),
      );
      await assert.rejects(
        call(bus, notifierSubjects.registerWebhook, {
          account_id: account,
          url: "http://169.254.169.254/latest",
          events: ["reminder.fired"],
        }),
        (err: unknown) =>
          err instanceof AppError && err.status === 422 && /metadata/.test(err.message),
      );

      const listed = await call(bus, notifierSubjects.listWebhooks, { account_id: account });
      assert.deepEqual(listed.endpoints, [registered.endpoint]);

      const rotated = await call(bus, notifierSubjects.rotateWebhookSecret, {
        account_id: account,
        url: null,
      });
      assert.notEqual(rotated.secret, registered.secret);
      assert.equal(rotated.old_valid_until, new Date(clock.ms + 86_400_000).toISOString());

      await notifier.inbox.record(reminderEvent(account, "Nap", clock.now()));
      await sql`update notifier.deliveries set status = 'failed'`;
      const resent = await call(bus, notifierSubjects.resendWebhooks, {
        account_id: account,
        since: new Date(clock.ms - 60_000).toISOString(),
      });
      assert.equal(resent.requeued, 1);

      const removed = await call(bus, notifierSubjects.removeWebhook, { account_id: account, url });
      assert.equal(removed.removed, 1);
      const after = await call(bus, notifierSubjects.listWebhooks, { account_id: account });
      assert.deepEqual(after.endpoints, []);
      await assert.rejects(
        call(bus, notifierSubjects.rotateWebhookSecret, { account_id: account, url: null }),
        (err: unknown) => err instanceof AppError && err.status === 404,
      );
      // The secrets travelled only in the replies: no log line holds them.
      assert.ok(lines.some((l) => l.includes("webhook secret rotated")));
      for (const secret of [registered.secret, rotated.secret]) {
        assert.ok(!lines.some((l) => l.includes(secret.slice(6))));
      }
    } finally {
      await notifier.stop();
      await bus.drain();
    }
  });
});

Deno.test("an event published on NATS while the notifier is down is delivered once it is back", async () => {
  const prefix = uniquePrefix();
  await withDb(async ({ sql }) => {
    const receiver = startReceiver();
    const connect = () => NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
    const account = crypto.randomUUID();
    let bus = await connect();
    try {
      const first = createNotifier({ sql, bus, log: silentLogger }, config);
      await first.start();
      const { secret } = await call(bus, notifierSubjects.registerWebhook, {
        account_id: account,
        url: `${receiver.origin}/in`,
        events: ["reminder.fired"],
      });
      await first.stop();
      await bus.drain();

      // The producer's relay publishes while no notifier runs.
      const producer = await connect();
      const reminder = reminderEvent(account, "Take the bins out");
      await publish(producer, reminder);
      await producer.drain();

      bus = await connect();
      const arrived = receiver.next();
      const second = createNotifier({ sql, bus, log: silentLogger }, config);
      await second.start();
      try {
        const req = await arrived;
        assert.equal(JSON.parse(req.body).id, reminder.id);
        assert.ok(
          await verifyWebhookSignature(secret, req.headers.get("x-service-signature")!, req.body),
        );
      } finally {
        await second.stop();
      }
    } finally {
      await bus.drain().catch(() => {});
      const cleanup = await connect();
      await cleanup.deleteEventStream();
      await cleanup.drain();
      await receiver.close();
    }
  });
});
