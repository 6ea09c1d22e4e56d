import assert from "node:assert/strict";
import { everything } from "@asst/shared";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { migratedDatabaseUrl } from "@asst/shared/testing";
import { createIntegrationStore } from "../../integrations/integrations.ts";
import { SecretBox } from "@asst/shared";
import { ToolRegistry } from "../registry.ts";
import type { ToolEnv, ToolResult } from "../types.ts";
import { createCalendarHandlers } from "./calendar_handlers.ts";
import { addCalendarEvent } from "./calendar_store.ts";

const MIGRATIONS = new URL("../../../migrations/", import.meta.url);
/** Tuesday 10 March 2026, 10:00 UTC. */
const NOW = new Date("2026-03-10T10:00:00Z");
const FIXTURES = new URL("./testdata/", import.meta.url);
/** The part of a private feed address that must never be shown. */
const SECRET_PATH = "private-5f2a9c0d8e7b41f3";

/** A local feed server: `/<secret>/<fixture>.ics` serves the fixture; `/broken` fails. */
async function startFeedServer() {
  const files: Record<string, string> = {};
  for await (const entry of Deno.readDir(FIXTURES)) {
    files[entry.name] = await Deno.readTextFile(new URL(entry.name, FIXTURES));
  }
  const served: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
    const path = new URL(req.url).pathname;
    served.push(path);
    const name = path.split("/").pop() ?? "";
    if (path === "/broken") return new Response("oops", { status: 500 });
    if (path.endsWith("/not-a-calendar.ics")) {
      return new Response("<html><body>Sign in</body></html>");
    }
    const text = files[name];
    if (!text) return new Response("not found", { status: 404 });
    // Feeds are sent with CRLF line ends, as RFC 5545 wants.
    return new Response(text.replaceAll("\n", "\r\n"), {
      headers: { "content-type": "text/calendar" },
    });
  });
  const base = `http://127.0.0.1:${server.addr.port}`;
  return {
    url: (name: string) => `${base}/${SECRET_PATH}/${name}`,
    base,
    served,
    close: () => server.shutdown(),
  };
}

async function fetchFeed(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`HTTP ${res.status} from ${url}`);
  }
  return await res.text();
}

interface Ctx {
  sql: Sql;
  accountId: string;
  feeds: Awaited<ReturnType<typeof startFeedServer>>;
  useFeed(url: string): Promise<void>;
  call(input?: Record<string, unknown>, timezone?: string): Promise<ToolResult>;
  // deno-lint-ignore no-explicit-any
  ok(input?: Record<string, unknown>, timezone?: string): Promise<{ summary: string; data: any }>;
  fails(input: Record<string, unknown>, pattern: RegExp): Promise<string>;
}

async function withCalendar(fn: (ctx: Ctx) => Promise<void>, accountId = crypto.randomUUID()) {
  const db = await migratedDatabaseUrl("assistant", MIGRATIONS);
  const sql = connectPostgres(db.url, { max: 4 });
  const feeds = await startFeedServer();
  try {
    const box = SecretBox.fromBase64Key(btoa("k".repeat(32)));
    const registry = new ToolRegistry(createCalendarHandlers({ fetchFeed, secretBox: box }));
    const store = createIntegrationStore(sql, box, { allowPrivate: true });
    const call = async (input: Record<string, unknown> = {}, timezone = "Europe/Berlin") => {
      const env: ToolEnv = {
        accountId,
        timezone,
        now: NOW,
        sql,
        requestId: "test",
        keyId: null,
        owner: false,
      };
      return await registry.execute(
        { name: "calendar_list", input },
        { permissions: everything(), context: { businessMode: false } },
        env,
      );
    };
    await fn({
      sql,
      accountId,
      feeds,
      useFeed: (url) => store.setIcsUrl(accountId, url),
      call,
      async ok(input, timezone) {
        const r = await call(input, timezone);
        if (!r.ok) assert.fail(`calendar_list failed: ${r.error}`);
        assert.ok(!JSON.stringify(r).includes(SECRET_PATH), "the feed's private path was shown");
        return r;
      },
      async fails(input, pattern) {
        const r = await call(input);
        if (r.ok) assert.fail(`calendar_list succeeded: ${r.summary}`);
        assert.match(r.error, pattern);
        assert.ok(!r.error.includes(SECRET_PATH), "the feed's private path was shown");
        return r.error;
      },
    });
  } finally {
    await feeds.close();
    await sql.end();
    await db.drop();
  }
}

type Ev = { title: string; start: string; end: string | null; all_day: boolean };
const starts = (data: { events: Ev[] }) => data.events.map((e) => `${e.start} ${e.title}`);

Deno.test("calendar_list shows the built-in calendar from today to a week later in the user's time zone", async () => {
  await withCalendar(async (t) => {
    await addCalendarEvent(t.sql, t.accountId, {
      title: "Dentist",
      starts_at: "2026-03-12T08:30:00Z",
      ends_at: "2026-03-12T09:15:00Z",
      location: "Main St 5",
    });
    await addCalendarEvent(t.sql, t.accountId, {
      title: "Conference",
      starts_at: "2026-03-16",
      ends_at: "2026-03-18",
      all_day: true,
    });
    await addCalendarEvent(t.sql, t.accountId, {
      title: "Last week",
      starts_at: "2026-03-03T08:00:00Z",
    });
    await addCalendarEvent(t.sql, t.accountId, {
      title: "Too late",
      starts_at: "2026-03-18T08:00:00Z",
    });
    const r = await t.ok();
    assert.equal(
      r.summary,
      "Your calendar, Tue 10 Mar – Tue 17 Mar:\n" +
        "• Thu 12 Mar 09:30–10:15: Dentist (Main St 5)\n" +
        "• Mon 16 Mar – Wed 18 Mar, all day: Conference",
    );
    assert.equal(r.data.from, "2026-03-10");
    assert.equal(r.data.to, "2026-03-17");
    assert.equal(r.data.feed, null);
    assert.deepEqual(r.data.events[0], {
      id: r.data.events[0].id,
      title: "Dentist",
      all_day: false,
      start: "2026-03-12T09:30:00+01:00",
      end: "2026-03-12T10:15:00+01:00",
      location: "Main St 5",
      description: null,
      source: "builtin",
    });
    assert.deepEqual([r.data.events[1].start, r.data.events[1].end], ["2026-03-16", "2026-03-18"]);
  });
});

Deno.test("calendar_list takes today from the user's time zone, not UTC", async () => {
  await withCalendar(async (t) => {
    // 10:00 UTC on 10 March is 00:00 on 11 March in Kiritimati (UTC+14).
    await addCalendarEvent(t.sql, t.accountId, {
      title: "Yesterday late",
      starts_at: "2026-03-10T09:00:00Z",
    });
    await addCalendarEvent(t.sql, t.accountId, {
      title: "Last evening",
      starts_at: "2026-03-18T09:00:00Z",
    });
    await addCalendarEvent(t.sql, t.accountId, {
      title: "Too late",
      starts_at: "2026-03-18T10:00:00Z",
    });
    const r = await t.ok({}, "Pacific/Kiritimati");
    assert.deepEqual([r.data.from, r.data.to], ["2026-03-11", "2026-03-18"]);
    assert.equal(
      r.summary,
      "Your calendar, Wed 11 Mar – Wed 18 Mar:\n• Wed 18 Mar 23:00: Last evening",
    );
  });
});

Deno.test("calendar_list says when nothing is planned, and an unknown time zone reads as UTC", async () => {
  await withCalendar(async (t) => {
    const r = await t.ok({ from: "2026-05-01", to: "2026-05-03" }, "Mars/Olympus_Mons");
    assert.equal(r.summary, "Nothing in your calendar from Fri 1 May to Sun 3 May.");
    assert.equal(r.data.timezone, "UTC");
    assert.deepEqual(r.data.events, []);
  });
});

Deno.test("calendar_list refuses a range that ends first, is too long, or has an impossible date", async () => {
  await withCalendar(async (t) => {
    await t.fails(
      { from: "2026-03-10", to: "2026-03-01" },
      /ends on 2026-03-01, before it starts on 2026-03-10/,
    );
    await t.fails({ from: "2026-01-01", to: "2027-06-01" }, /spans 516 days; ask for at most 366/);
    await t.fails({ from: "2026-02-30" }, /"from" date "2026-02-30" does not exist/);
    await t.fails({ to: "tomorrow" }, /Invalid input/);
  });
});

Deno.test("calendar_list never shows another account's built-in events", async () => {
  await withCalendar(async (t) => {
    await addCalendarEvent(t.sql, crypto.randomUUID(), {
      title: "Their secret",
      starts_at: "2026-03-11T09:00:00Z",
    });
    const r = await t.ok();
    assert.deepEqual(r.data.events, []);
  });
});

Deno.test("a weekly feed event keeps its local time across the change to summer time", async () => {
  await withCalendar(async (t) => {
    await t.useFeed(t.feeds.url("weekly_dst.ics"));
    const r = await t.ok({ from: "2026-03-16", to: "2026-04-26" });
    assert.equal(
      r.summary,
      "Your calendar, Mon 16 Mar – Sun 26 Apr:\n" +
        "• Mon 16 Mar 09:00–09:30: Standup (Room 4)\n" +
        "• Mon 23 Mar 09:00–09:30: Standup (Room 4)\n" +
        "• Mon 30 Mar 09:00–09:30: Standup (Room 4)\n" +
        "• Mon 6 Apr 11:00–11:30: Standup (moved) (Room 4)",
    );
    assert.deepEqual(starts(r.data), [
      "2026-03-16T09:00:00+01:00 Standup",
      "2026-03-23T09:00:00+01:00 Standup",
      "2026-03-30T09:00:00+02:00 Standup",
      "2026-04-06T11:00:00+02:00 Standup (moved)",
    ]);
    assert.equal(r.data.feed, `${t.feeds.base}/…`);
    assert.equal(r.data.events[0].description, "Daily sync, briefly.");
    assert.equal(r.data.events[0].source, "feed");

    // Seen from UTC, the same standup moves an hour earlier after 29 March.
    const utc = await t.ok({ from: "2026-03-23", to: "2026-03-30" }, "UTC");
    assert.deepEqual(starts(utc.data), [
      "2026-03-23T08:00:00+00:00 Standup",
      "2026-03-30T07:00:00+00:00 Standup",
    ]);
  });
});

Deno.test("a feed event in a Windows time zone follows the feed's VTIMEZONE and its UNTIL", async () => {
  await withCalendar(async (t) => {
    await t.useFeed(t.feeds.url("weekly_windows_tz.ics"));
    const r = await t.ok({ from: "2026-03-20", to: "2026-04-30" }, "UTC");
    assert.deepEqual(starts(r.data), [
      "2026-03-23T08:00:00+00:00 Team review",
      "2026-03-30T07:00:00+00:00 Team review",
      "2026-04-06T07:00:00+00:00 Team review",
    ]);
  });
});

Deno.test("all-day feed events keep their dates in any time zone, last day included", async () => {
  await withCalendar(async (t) => {
    await t.useFeed(t.feeds.url("all_day.ics"));
    for (const tz of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC"]) {
      const r = await t.ok({ from: "2026-03-11", to: "2026-03-31" }, tz);
      assert.equal(
        r.summary,
        "Your calendar, Wed 11 Mar – Tue 31 Mar:\n" +
          "• Thu 12 Mar, all day: Holiday\n" +
          "• Fri 20 Mar, all day: Ana's birthday\n" +
          "• Wed 25 Mar – Thu 26 Mar, all day: Offsite (Lisbon)",
        tz,
      );
      assert.deepEqual(
        r.data.events.map((e: Ev) => [e.title, e.all_day, e.start, e.end]),
        [
          ["Holiday", true, "2026-03-12", "2026-03-12"],
          ["Ana's birthday", true, "2026-03-20", "2026-03-20"],
          ["Offsite", true, "2026-03-25", "2026-03-26"],
        ],
      );
    }
    const lastDay = await t.ok({ from: "2026-03-26", to: "2026-03-26" });
    assert.deepEqual(lastDay.data.events.map((e: Ev) => e.title), ["Offsite"]);
    const after = await t.ok({ from: "2026-03-27", to: "2026-03-28" });
    assert.deepEqual(after.data.events, []);
  });
});

Deno.test("feed events in other zones, in UTC and floating are shown at the user's time", async () => {
  await withCalendar(async (t) => {
    await t.useFeed(t.feeds.url("other_zones.ics"));
    const r = await t.ok({ from: "2026-03-18", to: "2026-03-19" });
    assert.equal(
      r.summary,
      "Your calendar, Wed 18 Mar – Thu 19 Mar:\n" +
        "• Wed 18 Mar 08:00: Vitamins\n" +
        // New York is already on summer time (UTC-4), Berlin not yet (UTC+1).
        "• Wed 18 Mar 15:00–16:00: Call with New York\n" +
        "• Thu 19 Mar 01:30–02:30: Call with Tokyo\n" +
        "• Thu 19 Mar 08:00: Vitamins\n" +
        "• Thu 19 Mar 12:00–13:00: Lunch",
    );
    const ny = await t.ok({ from: "2026-03-18", to: "2026-03-18" }, "America/New_York");
    assert.deepEqual(starts(ny.data), [
      "2026-03-18T03:00:00-04:00 Vitamins",
      "2026-03-18T10:00:00-04:00 Call with New York",
      "2026-03-18T20:30:00-04:00 Call with Tokyo",
    ]);
  });
});

Deno.test("calendar_list merges the built-in events with the feed's, in time order", async () => {
  await withCalendar(async (t) => {
    await t.useFeed(t.feeds.url("weekly_dst.ics"));
    await addCalendarEvent(t.sql, t.accountId, {
      title: "Lunch with Sam",
      starts_at: "2026-03-16T12:00:00+01:00",
      source: "proposal",
    });
    await addCalendarEvent(t.sql, t.accountId, {
      title: "Early run",
      starts_at: "2026-03-16T07:00:00+01:00",
    });
    const r = await t.ok({ from: "2026-03-16", to: "2026-03-16" });
    assert.deepEqual(
      r.data.events.map((e: Ev & { source: string }) => `${e.title} (${e.source})`),
      ["Early run (builtin)", "Standup (feed)", "Lunch with Sam (proposal)"],
    );
  });
});

Deno.test("a feed that fails or is not iCalendar is reported without its private address", async () => {
  await withCalendar(async (t) => {
    await t.useFeed(t.feeds.url("missing.ics"));
    await t.fails(
      {},
      /^Your calendar feed \(http:\/\/127\.0\.0\.1:\d+\/…\) could not be read; try again later/,
    );
    await t.useFeed(t.feeds.url("not-a-calendar.ics"));
    await t.fails(
      {},
      /^Your calendar feed \(http:\/\/127\.0\.0\.1:\d+\/…\) is not an iCalendar file/,
    );
  });
});

Deno.test("a feed address that no longer decrypts asks for it again", async () => {
  await withCalendar(async (t) => {
    const other = SecretBox.fromBase64Key(btoa("o".repeat(32)));
    await createIntegrationStore(t.sql, other, { allowPrivate: true }).setIcsUrl(
      t.accountId,
      t.feeds.url("all_day.ics"),
    );
    await t.fails({}, /The saved calendar feed can not be read any more: send its address again/);
    assert.deepEqual(t.feeds.served, []);
  });
});
