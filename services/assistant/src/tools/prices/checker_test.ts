import assert from "node:assert/strict";
import { eventDataSchemas, eventEnvelopeSchema, silentLogger } from "@asst/shared";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import type { ToolEnv } from "../types.ts";
import { htmlPage, startTestServer, type TestServer } from "../../../testing/price_pages.ts";
import { createPriceChecker, retryDelaySeconds } from "./checker.ts";
import { createPageFetcher } from "./fetch_page.ts";
import { createPriceHandlers } from "./price_handlers.ts";

const INTERVAL = 3600;
const fetchPage = createPageFetcher({ allowPrivate: true, timeoutMs: 5000 });
const handlers = createPriceHandlers({ fetchPage, checkIntervalSeconds: INTERVAL });

function productPage(name: string, price: string): string {
  const doc = {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    offers: { "@type": "Offer", price, priceCurrency: "EUR" },
  };
  return `<html><head><script type="application/ld+json">${
    JSON.stringify(doc)
  }</script></head></html>`;
}

/** A server whose product page at `path` shows whatever price is set last. */
function priceServer(): TestServer & { setPrice(path: string, price: string | null): void } {
  const server = startTestServer();
  return {
    ...server,
    setPrice(path, price) {
      server.route(
        path,
        () =>
          price === null ? htmlPage("<title>Gone</title>") : htmlPage(productPage("Kettle", price)),
      );
    },
  };
}

/** A fresh database with the assistant's migrations, dropped afterwards. */
function withDatabase(fn: (url: string, sql: Sql) => Promise<void>): Promise<void> {
  return withMigratedDatabase(
    "assistant",
    new URL("../../../migrations/", import.meta.url),
    (sql, url) => fn(url, sql),
  );
}

async function priceDrops(sql: Sql) {
  const rows = await sql<{ subject: string; payload: unknown }[]>`
    select subject, payload from assistant.outbox order by created_at, id
  `;
  return rows.map((r) => {
    assert.equal(r.subject, "events.price.drop");
    const event = eventEnvelopeSchema.parse(r.payload);
    return { account_id: event.account_id, data: eventDataSchemas["price.drop"].parse(event.data) };
  });
}

async function startWatch(
  sql: Sql,
  account: string,
  url: string,
  now: Date,
  target?: number,
): Promise<string> {
  const env: ToolEnv = {
    accountId: account,
    timezone: "UTC",
    now,
    sql,
    requestId: "t",
    keyId: null,
    owner: false,
  };
  const input = target === undefined ? { url } : { url, target_price: target };
  const { data } = await handlers.price_watches_start!(input, env);
  return (data as { id: string }).id;
}

Deno.test("the checker enqueues one price.drop per drop of a page's price, none while it stays", async () => {
  await withDatabase(async (_url, sql) => {
    const server = priceServer();
    try {
      let now = new Date("2026-05-01T10:00:00Z");
      server.setPrice("/kettle", "100.00");
      const account = crypto.randomUUID();
      const url = `${server.origin}/kettle`;
      const watchId = await startWatch(sql, account, url, now);
      const checker = createPriceChecker({
        sql,
        log: silentLogger,
        fetchPage,
        now: () => now,
        checkIntervalSeconds: INTERVAL,
      });
      assert.equal(await checker.runOnce(), 0, "not due before its interval");
      assert.equal(server.hits.get("/kettle"), 1, "only the start read the page");

      const prices = ["100.00", "90.00", "90.00", "90.00", "95.00", "80,00", "80.00"];
      for (const price of prices) {
        server.setPrice("/kettle", price);
        now = new Date(now.getTime() + INTERVAL * 1000);
        assert.equal(await checker.runOnce(), 1);
        assert.equal(await checker.runOnce(), 0, "checked once per interval");
      }
      const drops = await priceDrops(sql);
      assert.deepEqual(drops, [
        {
          account_id: account,
          data: {
            watch_id: watchId,
            item: "Kettle",
            url,
            old_price: 100,
            new_price: 90,
            currency: "EUR",
            target_price: null,
          },
        },
        {
          account_id: account,
          data: {
            watch_id: watchId,
            item: "Kettle",
            url,
            old_price: 95,
            new_price: 80,
            currency: "EUR",
            target_price: null,
          },
        },
      ]);
    } finally {
      await server.close();
    }
  });
});

Deno.test("with a target, only drops below the target count, once each", async () => {
  await withDatabase(async (_url, sql) => {
    const server = priceServer();
    try {
      let now = new Date("2026-05-01T10:00:00Z");
      server.setPrice("/tv", "100");
      await startWatch(sql, crypto.randomUUID(), `${server.origin}/tv`, now, 50);
      const checker = createPriceChecker({ sql, log: silentLogger, fetchPage, now: () => now });
      for (const price of ["80", "45", "45", "40", "60", "45", "45"]) {
        server.setPrice("/tv", price);
        now = new Date(now.getTime() + INTERVAL * 1000);
        assert.equal(await checker.runOnce(), 1);
      }
      const drops = (await priceDrops(sql)).map((d) => [d.data.old_price, d.data.new_price]);
      assert.deepEqual(drops, [[80, 45], [45, 40], [60, 45]]);
      assert.ok((await priceDrops(sql)).every((d) => d.data.target_price === 50));
    } finally {
      await server.close();
    }
  });
});

Deno.test("a failing check is stored in last_error and retried later, each time waiting longer", async () => {
  await withDatabase(async (_url, sql) => {
    const server = priceServer();
    try {
      let now = new Date("2026-05-01T10:00:00Z");
      server.setPrice("/lamp", "30");
      const id = await startWatch(sql, crypto.randomUUID(), `${server.origin}/lamp`, now);
      const checker = createPriceChecker({ sql, log: silentLogger, fetchPage, now: () => now });
      const state = async () => {
        const [row] = await sql<{ last_error: string | null; next_check_at: Date }[]>`
          select last_error, next_check_at from assistant.price_watches where id = ${id}
        `;
        return {
          error: row!.last_error,
          waitS: (row!.next_check_at.getTime() - now.getTime()) / 1000,
        };
      };

      server.route("/lamp", () => new Response("Oops", { status: 503 }));
      now = new Date(now.getTime() + INTERVAL * 1000);
      assert.equal(await checker.runOnce(), 1);
      const first = await state();
      assert.match(first.error ?? "", /answered 503/);
      assert.equal(first.waitS, 300);

      now = new Date(now.getTime() + 300_000);
      await checker.runOnce();
      assert.equal((await state()).waitS, 600);

      server.setPrice("/lamp", null);
      now = new Date(now.getTime() + 600_000);
      await checker.runOnce();
      const noPrice = await state();
      assert.match(noPrice.error ?? "", /No price was found/);
      assert.equal(noPrice.waitS, 1200);

      server.setPrice("/lamp", "25");
      now = new Date(now.getTime() + 1_200_000);
      await checker.runOnce();
      assert.deepEqual(await state(), { error: null, waitS: INTERVAL });
      const drops = await priceDrops(sql);
      assert.deepEqual(drops.map((d) => [d.data.old_price, d.data.new_price]), [[30, 25]]);
    } finally {
      await server.close();
    }
  });
});

Deno.test("retryDelaySeconds() doubles from five minutes up to a day", () => {
  assert.deepEqual([1, 2, 3, 4, 9, 30].map((n) => retryDelaySeconds(n, 3600)), [
    300,
    600,
    1200,
    2400,
    76800,
    86400,
  ]);
  assert.equal(retryDelaySeconds(1, 60), 60);
});

Deno.test("checkers on separate pools check each due watch once, and never a stopped one", async () => {
  await withDatabase(async (url, sql) => {
    const server = priceServer();
    const pools = [connectPostgres(url, { max: 3 }), connectPostgres(url, { max: 3 })];
    try {
      let now = new Date("2026-05-01T10:00:00Z");
      const account = crypto.randomUUID();
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        server.setPrice(`/p${i}`, "10");
        ids.push(await startWatch(sql, account, `${server.origin}/p${i}`, now));
      }
      const env: ToolEnv = {
        accountId: account,
        timezone: "UTC",
        now,
        sql,
        requestId: "t",
        keyId: null,
        owner: false,
      };
      await handlers.price_watches_stop!({ watch: ids[0]! }, env);
      for (let i = 0; i < 12; i++) server.setPrice(`/p${i}`, "9");
      now = new Date(now.getTime() + INTERVAL * 1000);
      const checkers = pools.map((pool) =>
        createPriceChecker({
          sql: pool,
          log: silentLogger,
          fetchPage,
          now: () => now,
          batchSize: 3,
        })
      );
      let checked = 0;
      for (;;) {
        const counts = await Promise.all(checkers.flatMap((c) => [c.runOnce(), c.runOnce()]));
        checked += counts.reduce((a, b) => a + b, 0);
        if (counts.every((n) => n === 0)) break;
      }
      assert.equal(checked, 11);
      assert.equal(server.hits.get("/p0"), 1, "the stopped watch was read only when it started");
      for (let i = 1; i < 12; i++) assert.equal(server.hits.get(`/p${i}`), 2, `/p${i}`);
      const drops = await priceDrops(sql);
      assert.equal(drops.length, 11);
      assert.equal(new Set(drops.map((d) => d.data.watch_id)).size, 11);
      assert.ok(!drops.some((d) => d.data.watch_id === ids[0]));
    } finally {
      await Promise.all(pools.map((p) => p.end()));
      await server.close();
    }
  });
});
