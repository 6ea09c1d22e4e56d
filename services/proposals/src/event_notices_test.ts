import assert from "node:assert/strict";
import {
  type ChatOut,
  type EventEnvelope,
  eventSubject,
  makeEvent,
  silentLogger,
} from "@asst/shared";
import { type BusMessage, encodeJson, MemoryBus } from "@asst/shared/bus";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { migratedDatabaseUrl, priceDropEvent } from "@asst/shared/testing";
import { ChatRouter } from "./channels/chat_router.ts";
import { ChatStore } from "./channels/chat_store.ts";
import {
  createEventNoticeHandler,
  type EventNoticesDeps,
  noticeFor,
  NoticeInFlightError,
  startEventNotices,
} from "./event_notices.ts";

interface Setup {
  sql: Sql;
  bus: MemoryBus;
  router: ChatRouter;
  accountId: string;
  /** The assistant's messages in the account's web transcript, oldest first. */
  transcript(): Promise<string[]>;
}

async function withChat(fn: (s: Setup) => Promise<void>): Promise<void> {
  const db = await migratedDatabaseUrl("proposals", new URL("../migrations/", import.meta.url));
  const sql = connectPostgres(db.url, { max: 4 });
  const bus = new MemoryBus();
  try {
    const store = new ChatStore(sql);
    const router = new ChatRouter({ bus, store, log: silentLogger, timeoutMs: 1000 });
    const { accountId } = await store.resolveAccount("web", "alice");
    const transcript = async () =>
      (await store.assistantMessagesAfter(accountId, 0n, 100)).map((m) => m.text);
    await fn({ sql, bus, router, accountId, transcript });
  } finally {
    await bus.drain();
    await sql.end();
    await db.drop();
  }
}

function message(event: EventEnvelope): BusMessage {
  return { data: encodeJson(event), headers: { "nats-msg-id": event.id } };
}

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const NOW = new Date("2026-05-01T10:00:00Z");

function deps(s: Setup, router: EventNoticesDeps["router"] = s.router): EventNoticesDeps {
  return { bus: s.bus, sql: s.sql, router, log: silentLogger, now: () => NOW };
}

Deno.test("fired reminders and price drops reach the chat once, even when delivered again", async () => {
  await withChat(async (s) => {
    const last = deferred();
    const router = {
      send: async (accountId: string, messages: ChatOut[]) => {
        const n = await s.router.send(accountId, messages);
        if (messages.some((m) => m.text.includes("last one"))) last.resolve();
        return n;
      },
    };
    const consumer = await startEventNotices(deps(s, router));
    try {
      const reminder = makeEvent("reminder.fired", s.accountId, {
        text: "Call mum",
        reminder_id: crypto.randomUUID(),
      }, NOW);
      const drop = priceDropEvent(s.accountId, NOW);
      const publish = (e: EventEnvelope, msgId = e.id) =>
        s.bus.publishEvent(eventSubject(e.type), encodeJson(e), msgId);
      await publish(reminder);
      // The same event again, past the stream's de-duplication (a redelivery).
      await publish(reminder, `${reminder.id}-again`);
      await publish(drop);
      await publish(drop, `${drop.id}-again`);
      await publish(
        makeEvent("reminder.fired", s.accountId, { text: "last one", reminder_id: "r" }, NOW),
      );
      await last.promise;
      assert.deepEqual(await s.transcript(), [
        "⏰ Reminder: Call mum",
        "📉 Price drop: Kettle is now €80.00 (was €95.00), below your target of €90.00.\n" +
        "https://shop.example/kettle",
        "⏰ Reminder: last one",
      ]);
    } finally {
      await consumer.stop();
    }
  });
});

Deno.test("concurrent deliveries of one event send one message; the others are retried", async () => {
  await withChat(async (s) => {
    const entered = deferred();
    const gate = deferred();
    let sends = 0;
    const router = {
      send: async (accountId: string, messages: ChatOut[]) => {
        sends++;
        entered.resolve();
        await gate.promise;
        return await s.router.send(accountId, messages);
      },
    };
    const handle = createEventNoticeHandler(deps(s, router));
    const event = makeEvent("reminder.fired", s.accountId, { text: "Once", reminder_id: "x" }, NOW);
    const first = handle(message(event), { deliveryCount: 1 });
    await entered.promise;
    for (const deliveryCount of [2, 3]) {
      await assert.rejects(handle(message(event), { deliveryCount }), NoticeInFlightError);
    }
    gate.resolve();
    await first;
    await handle(message(event), { deliveryCount: 4 });
    assert.equal(sends, 1);
    assert.deepEqual(await s.transcript(), ["⏰ Reminder: Once"]);
  });
});

Deno.test("a failed send leaves the event to its next delivery, which sends it once", async () => {
  await withChat(async (s) => {
    let failing = true;
    const router = {
      send: (accountId: string, messages: ChatOut[]) =>
        failing ? Promise.reject(new Error("chat down")) : s.router.send(accountId, messages),
    };
    const handle = createEventNoticeHandler(deps(s, router));
    const event = makeEvent(
      "reminder.fired",
      s.accountId,
      { text: "Retry", reminder_id: "x" },
      NOW,
    );
    await assert.rejects(handle(message(event), { deliveryCount: 1 }), /chat down/);
    failing = false;
    await handle(message(event), { deliveryCount: 2 });
    await handle(message(event), { deliveryCount: 3 });
    assert.deepEqual(await s.transcript(), ["⏰ Reminder: Retry"]);
  });
});

Deno.test("a claim left by a delivery that died is taken over once it expires", async () => {
  await withChat(async (s) => {
    const event = makeEvent(
      "reminder.fired",
      s.accountId,
      { text: "Orphan", reminder_id: "x" },
      NOW,
    );
    await s.sql`
      insert into proposals.event_notices (event_id, account_id, type, claim, claimed_at)
      values (${event.id}, ${s.accountId}, ${event.type}, ${crypto.randomUUID()},
              ${new Date(NOW.getTime() - 10_000)})
    `;
    const handle = createEventNoticeHandler(deps(s));
    await assert.rejects(handle(message(event), { deliveryCount: 2 }), NoticeInFlightError);
    const later = createEventNoticeHandler({
      ...deps(s),
      now: () => new Date(NOW.getTime() + 60_000),
    });
    await later(message(event), { deliveryCount: 3 });
    assert.deepEqual(await s.transcript(), ["⏰ Reminder: Orphan"]);
  });
});

Deno.test("old events, other kinds and malformed ones are acknowledged without a message", async () => {
  await withChat(async (s) => {
    const handle = createEventNoticeHandler(deps(s));
    const old = makeEvent(
      "reminder.fired",
      s.accountId,
      { text: "Ancient", reminder_id: "x" },
      new Date(NOW.getTime() - 2 * 24 * 60 * 60 * 1000),
    );
    const resolved = makeEvent("proposal.resolved", s.accountId, {
      proposal_id: "p",
      kind: "email",
      status: "confirmed",
      summary: "Sent the email",
      created_at: NOW.toISOString(),
      resolved_at: NOW.toISOString(),
    }, NOW);
    const badData = { ...priceDropEvent(s.accountId, NOW), data: { item: 5 } };
    for (const msg of [message(old), message(resolved), message(badData)]) {
      await handle(msg, { deliveryCount: 1 });
    }
    await handle({ data: new TextEncoder().encode("not json {"), headers: {} }, {
      deliveryCount: 1,
    });
    await handle({ data: encodeJson({ id: "nope" }), headers: {} }, { deliveryCount: 1 });
    assert.deepEqual(await s.transcript(), []);
  });
});

Deno.test("an event for an account not on the web chat is handled without a message", async () => {
  await withChat(async (s) => {
    const handle = createEventNoticeHandler(deps(s));
    const stranger = crypto.randomUUID();
    const event = makeEvent("reminder.fired", stranger, { text: "Nobody", reminder_id: "x" }, NOW);
    await handle(message(event), { deliveryCount: 1 });
    const [row] = await s.sql<{ sent: boolean }[]>`
      select sent_at is not null as sent from proposals.event_notices where event_id = ${event.id}
    `;
    assert.equal(row?.sent, true);
    assert.deepEqual(await s.transcript(), []);
  });
});

Deno.test("noticeFor() words a drop without a target or a known currency plainly", () => {
  const event = makeEvent("price.drop", crypto.randomUUID(), {
    watch_id: "w",
    item: "Mug",
    url: "https://shop.example/mug",
    old_price: 12.5,
    new_price: 9.99,
    currency: "",
    target_price: null,
  }, NOW);
  assert.deepEqual(noticeFor(event), {
    text: "📉 Price drop: Mug is now 9.99 (was 12.5).\nhttps://shop.example/mug",
  });
});
