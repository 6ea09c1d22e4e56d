import assert from "node:assert/strict";
import type { Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import { ToolRegistry } from "../registry.ts";
import type { ToolEnv } from "../types.ts";
import { htmlPage, startTestServer } from "../../../testing/price_pages.ts";
import { createPageFetcher } from "./fetch_page.ts";
import { createPriceHandlers, priceHandlers } from "./price_handlers.ts";

const CALLER = {
  permissions: { groups: { price_watches: ["read" as const, "act" as const] }, propose: false },
  context: { businessMode: false },
};
const NOW = new Date("2026-05-01T10:00:00Z");

const local = new ToolRegistry(
  createPriceHandlers({ fetchPage: createPageFetcher({ allowPrivate: true }) }),
);

/** A fresh database with the assistant's migrations, dropped afterwards. */
function withDatabase(fn: (sql: Sql) => Promise<void>): Promise<void> {
  return withMigratedDatabase("assistant", new URL("../../../migrations/", import.meta.url), fn);
}

function envFor(sql: Sql, accountId: string): ToolEnv {
  return {
    accountId,
    timezone: "Europe/Paris",
    now: NOW,
    sql,
    requestId: "test",
    keyId: null,
    owner: false,
  };
}

async function watchCount(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from assistant.price_watches`;
  return row!.n;
}

function shop() {
  return startTestServer({
    "/headphones": () =>
      htmlPage(`<html><head><title>Buy now</title>
        <meta property="og:title" content="Studio Headphones">
        <meta property="product:price:amount" content="1,299.00">
        <meta property="product:price:currency" content="EUR"></head></html>`),
    "/about": () => htmlPage("<html><title>About us</title><p>We sell things.</p></html>"),
    "/kettles/k42": () =>
      htmlPage(`<html><head><meta property="og:title" content="Chrome Boiler 1.7L">
        <meta property="product:price:amount" content="39.90">
        <meta property="product:price:currency" content="EUR"></head></html>`),
  });
}

Deno.test("price_watches_start reads the page's title and price, and the list shows them", async () => {
  await withDatabase(async (sql) => {
    const server = shop();
    try {
      const env = envFor(sql, crypto.randomUUID());
      const started = await local.execute(
        {
          name: "price_watches_start",
          input: { url: `${server.origin}/headphones#reviews`, target_price: 1000 },
        },
        CALLER,
        env,
      );
      assert.ok(started.ok, JSON.stringify(started));
      assert.equal(
        started.summary,
        `Watching "Studio Headphones", now €1,299.00. I'll tell you when it falls below €1,000.00.`,
      );
      const data = started.data as { id: string; url: string; price: number; currency: string };
      assert.equal(data.url, `${server.origin}/headphones`);
      assert.equal(data.price, 1299);
      assert.equal(data.currency, "EUR");

      const listed = await local.execute({ name: "price_watches_list", input: {} }, CALLER, env);
      assert.ok(listed.ok);
      assert.equal(
        listed.summary,
        "Your watched prices:\n• Studio Headphones — €1,299.00 (target €1,000.00)",
      );

      const again = await local.execute(
        {
          name: "price_watches_start",
          input: { url: `${server.origin}/headphones` },
        },
        CALLER,
        env,
      );
      assert.equal(again.ok, false);
      assert.match(!again.ok ? again.error : "", /already watch "Studio Headphones"/);
      assert.equal(await watchCount(sql), 1);
    } finally {
      await server.close();
    }
  });
});

Deno.test("price_watches_start on a page without a price says so and stores nothing", async () => {
  await withDatabase(async (sql) => {
    const server = shop();
    try {
      const result = await local.execute(
        {
          name: "price_watches_start",
          input: { url: `${server.origin}/about` },
        },
        CALLER,
        envFor(sql, crypto.randomUUID()),
      );
      assert.equal(result.ok, false);
      assert.match(!result.ok ? result.error : "", /^No price was found on "/);
      const missing = await local.execute(
        {
          name: "price_watches_start",
          input: { url: `${server.origin}/nothing-here` },
        },
        CALLER,
        envFor(sql, crypto.randomUUID()),
      );
      assert.match(!missing.ok ? missing.error : "", /^Could not read the page: .*404/);
      assert.equal(await watchCount(sql), 0);
    } finally {
      await server.close();
    }
  });
});

Deno.test("price_watches_start refuses private addresses and other schemes in production", async () => {
  await withDatabase(async (sql) => {
    const production = new ToolRegistry(priceHandlers);
    const env = envFor(sql, crypto.randomUUID());
    for (const url of ["http://127.0.0.1:8080/p", "http://169.254.169.254/latest/meta-data/"]) {
      const result = await production.execute(
        { name: "price_watches_start", input: { url } },
        CALLER,
        env,
      );
      assert.equal(result.ok, false, url);
      assert.match(!result.ok ? result.error : "", /may not reach/);
    }
    const ftp = await production.execute(
      { name: "price_watches_start", input: { url: "ftp://shop.example/p" } },
      CALLER,
      env,
    );
    assert.equal(ftp.ok, false);
    assert.equal(await watchCount(sql), 0);
  });
});

Deno.test("price_watches_set_target and price_watches_stop find the watch by its words", async () => {
  await withDatabase(async (sql) => {
    const server = shop();
    try {
      const env = envFor(sql, crypto.randomUUID());
      await local.execute(
        {
          name: "price_watches_start",
          input: { url: `${server.origin}/headphones` },
        },
        CALLER,
        env,
      );
      const set = await local.execute(
        {
          name: "price_watches_set_target",
          input: { watch: "headphones", target_price: 999 },
        },
        CALLER,
        env,
      );
      assert.ok(set.ok);
      assert.equal(
        set.summary,
        `I'll tell you when "Studio Headphones" falls below €999.00 (now €1,299.00).`,
      );
      const listed = await local.execute({ name: "price_watches_list", input: {} }, CALLER, env);
      assert.match(listed.ok ? listed.summary : "", /\(target €999\.00\)/);

      // A page's address names its watch, with or without its fragment.
      const byPage = await local.execute(
        {
          name: "price_watches_set_target",
          input: { watch: `${server.origin}/headphones#specs`, target_price: 990 },
        },
        CALLER,
        env,
      );
      assert.ok(byPage.ok, JSON.stringify(byPage));
      const otherPage = await local.execute(
        { name: "price_watches_stop", input: { watch: `${server.origin}/about` } },
        CALLER,
        env,
      );
      assert.equal(otherPage.ok, false);
      assert.match(otherPage.ok ? "" : otherPage.error, /not watching/u);

      const stopped = await local.execute(
        {
          name: "price_watches_stop",
          input: { watch: "studio" },
        },
        CALLER,
        env,
      );
      assert.ok(stopped.ok);
      assert.equal(stopped.summary, `Stopped watching "Studio Headphones".`);
      const empty = await local.execute({ name: "price_watches_list", input: {} }, CALLER, env);
      assert.equal(empty.ok && empty.summary, "You are not watching any prices.");

      // Watching the same page again after stopping is allowed.
      const restarted = await local.execute(
        {
          name: "price_watches_start",
          input: { url: `${server.origin}/headphones` },
        },
        CALLER,
        env,
      );
      assert.ok(restarted.ok);
    } finally {
      await server.close();
    }
  });
});

Deno.test("a watch whose title lacks the words is found by its page's address", async () => {
  await withDatabase(async (sql) => {
    const server = shop();
    try {
      const env = envFor(sql, crypto.randomUUID());
      for (const page of ["/headphones", "/kettles/k42"]) {
        const started = await local.execute(
          { name: "price_watches_start", input: { url: `${server.origin}${page}` } },
          CALLER,
          env,
        );
        assert.ok(started.ok, JSON.stringify(started));
      }
      // "kettle" is in no title, but in one page's address.
      const stopped = await local.execute(
        { name: "price_watches_stop", input: { watch: "kettle" } },
        CALLER,
        env,
      );
      assert.ok(stopped.ok, JSON.stringify(stopped));
      assert.equal(stopped.summary, `Stopped watching "Chrome Boiler 1.7L".`);
      // Words in a title are read from the title first, and words in neither name nothing.
      const none = await local.execute(
        { name: "price_watches_stop", input: { watch: "toaster" } },
        CALLER,
        env,
      );
      assert.equal(none.ok, false);
    } finally {
      await server.close();
    }
  });
});

Deno.test("one account never sees or changes another's price watches", async () => {
  await withDatabase(async (sql) => {
    const server = shop();
    try {
      const alice = envFor(sql, crypto.randomUUID());
      const bob = envFor(sql, crypto.randomUUID());
      const started = await local.execute(
        {
          name: "price_watches_start",
          input: { url: `${server.origin}/headphones` },
        },
        CALLER,
        alice,
      );
      assert.ok(started.ok);
      const id = (started.data as { id: string }).id;
      const listed = await local.execute({ name: "price_watches_list", input: {} }, CALLER, bob);
      assert.equal(listed.ok && listed.summary, "You are not watching any prices.");
      for (const name of ["price_watches_stop", "price_watches_set_target"]) {
        const input = name === "price_watches_stop"
          ? { watch: id }
          : { watch: id, target_price: 1 };
        const result = await local.execute({ name, input }, CALLER, bob);
        assert.equal(result.ok, false, name);
      }
      const still = await local.execute({ name: "price_watches_list", input: {} }, CALLER, alice);
      assert.match(still.ok ? still.summary : "", /Studio Headphones — €1,299\.00$/);
    } finally {
      await server.close();
    }
  });
});

Deno.test("'the price watch' is the only watch, names them all when there are several, or none", async () => {
  await withDatabase(async (sql) => {
    const server = shop();
    try {
      const env = envFor(sql, crypto.randomUUID());
      const run = (name: string, input: Record<string, unknown>) =>
        local.execute({ name, input }, CALLER, env);
      const none = await run("price_watches_stop", { watch: "the price watch" });
      assert.equal(none.ok, false);
      assert.match(none.ok ? "" : none.error, /No watched item matches "the price watch"/);

      assert.ok((await run("price_watches_start", { url: `${server.origin}/headphones` })).ok);
      const one = await run("price_watches_set_target", {
        watch: "the price watch",
        target_price: 999,
      });
      assert.ok(one.ok, JSON.stringify(one));
      assert.match(one.summary, /Studio Headphones/);

      assert.ok((await run("price_watches_start", { url: `${server.origin}/kettles/k42` })).ok);
      const several = await run("price_watches_stop", { watch: "the price watch" });
      assert.equal(several.ok, false);
      const error = several.ok ? "" : several.error;
      assert.match(error, /^Several watched items match "the price watch": .*Say which one$/s);
      assert.match(error, /Studio Headphones/);
      assert.match(error, /Chrome Boiler/);
      const [active] = await sql<{ n: number }[]>`
        select count(*)::int as n from assistant.price_watches where stopped_at is null
      `;
      assert.equal(active!.n, 2, "nothing stopped while it asks");
      // "the last one" still means the watch started last.
      const last = await run("price_watches_stop", { watch: "the last one" });
      assert.ok(last.ok && /Chrome Boiler/.test(last.summary), JSON.stringify(last));
    } finally {
      await server.close();
    }
  });
});
