import assert from "node:assert/strict";
import { silentLogger } from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import type { Sql } from "@asst/shared/db";
import {
  FAKE_PUBLIC_ADDRESS,
  fakePublicPolicy,
  fixedResolver,
  flippingResolver,
  listenRebindingPair,
} from "@asst/shared/testing";
import { parts, recordEvent, TestClock, withDb } from "../testing/test_env.ts";
import { createDeliveryWorker } from "./delivery_worker.ts";
import { EndpointStore } from "./endpoint_store.ts";

async function lastError(sql: Sql, eventId: string): Promise<string | null> {
  const [row] = await sql<{ last_error: string | null }[]>`
    select last_error from notifier.deliveries where event_id = ${eventId}`;
  return row!.last_error;
}

Deno.test("a webhook host whose DNS answers loopback too, or flips to it, never gets a connection to loopback", async () => {
  await withDb(async (db) => {
    const clock = new TestClock();
    const pair = listenRebindingPair();
    const { secrets, inbox } = parts(db.sql, clock);
    const accountId = crypto.randomUUID();
    try {
      // Registered while the name answered the (fake) public address only.
      await new EndpointStore({
        sql: db.sql,
        secrets,
        allowPrivate: true,
        resolveHost: fixedResolver(FAKE_PUBLIC_ADDRESS),
        now: clock.now,
      }).register(accountId, `https://hooks.example:${pair.port}/in`, ["reminder.fired"]);
      const worker = (resolveHost: ReturnType<typeof fixedResolver>) =>
        createDeliveryWorker({
          sql: db.sql,
          bus: new MemoryBus(),
          log: silentLogger,
          secrets,
          allowPrivate: false,
          addressPolicy: fakePublicPolicy,
          resolveHost,
          now: clock.now,
          timeoutMs: 5000,
        });

      const both = await recordEvent(inbox, accountId, clock.now());
      await worker(fixedResolver(FAKE_PUBLIC_ADDRESS, "127.0.0.1")).runOnce();
      assert.match(
        (await lastError(db.sql, both.id)) ?? "",
        /^Not sent: "hooks\.example:\d+" is a loopback address \(127\.0\.0\.1\)/,
      );
      assert.equal(pair.decoy.connections(), 0);

      // The flipping name: one attempt goes to the address checked, the next is refused.
      const flipping = worker(flippingResolver("hooks.example"));
      clock.advance(3_600_000);
      await flipping.runOnce();
      assert.equal(pair.decoy.connections(), 1);
      clock.advance(3_600_000);
      await flipping.runOnce();
      assert.match((await lastError(db.sql, both.id)) ?? "", /loopback address/);
      assert.equal(pair.trap.connections(), 0);
    } finally {
      await pair.close();
    }
  });
});
