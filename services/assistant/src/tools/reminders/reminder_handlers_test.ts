import assert from "node:assert/strict";
import { silentLogger } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import { ToolRegistry } from "../registry.ts";
import type { ToolEnv } from "../types.ts";
import { reminderHandlers } from "./reminder_handlers.ts";
import { createReminderScheduler } from "./scheduler.ts";

const CALLER = {
  permissions: { groups: { reminders: ["read" as const, "act" as const] }, propose: false },
  context: { businessMode: false },
};
const PARIS = "Europe/Paris";

/** A fresh database with the assistant's migrations, dropped afterwards. */
function withDatabase(fn: (sql: Sql) => Promise<void>): Promise<void> {
  return withMigratedDatabase("assistant", new URL("../../../migrations/", import.meta.url), fn);
}

function envFor(sql: Sql, accountId: string, now: Date, timezone = PARIS): ToolEnv {
  return { accountId, timezone, now, sql, requestId: "test", keyId: null, owner: false };
}

const registry = new ToolRegistry(reminderHandlers);

Deno.test("reminders_create stores a one-off reminder and reminders_list shows it in the user's time", async () => {
  await withDatabase(async (sql) => {
    const account = crypto.randomUUID();
    const env = envFor(sql, account, new Date("2026-03-20T10:00:00Z"));
    const created = await registry.execute(
      { name: "reminders_create", input: { text: "Call mum", at: "2026-03-27T09:00:00+01:00" } },
      CALLER,
      env,
    );
    assert.ok(created.ok, JSON.stringify(created));
    assert.equal(created.summary, `I'll remind you "Call mum" on Fri, 27 Mar 2026, 09:00.`);
    const listed = await registry.execute({ name: "reminders_list", input: {} }, CALLER, env);
    assert.ok(listed.ok);
    assert.equal(listed.summary, "Your upcoming reminders:\n• Call mum — Fri, 27 Mar 2026, 09:00");
    const data = listed.data as { reminders: { id: string; next_fire_at: string }[] };
    assert.equal(data.reminders[0]?.id, (created.data as { id: string }).id);
    assert.equal(data.reminders[0]?.next_fire_at, "2026-03-27T08:00:00.000Z");

    const inTokyo = await registry.execute(
      { name: "reminders_list", input: {} },
      CALLER,
      envFor(sql, account, env.now, "Asia/Tokyo"),
    );
    assert.ok(inTokyo.ok);
    assert.match(inTokyo.summary, /Fri, 27 Mar 2026, 17:00/);
  });
});

Deno.test("reminders_create with a recurrence lists it as 'every weekday at 09:00'", async () => {
  await withDatabase(async (sql) => {
    const env = envFor(sql, crypto.randomUUID(), new Date("2026-03-20T10:00:00Z"));
    const created = await registry.execute(
      {
        name: "reminders_create",
        input: {
          text: "Stand-up",
          at: "2026-03-23T09:00:00+01:00",
          recurrence: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
        },
      },
      CALLER,
      env,
    );
    assert.ok(created.ok, JSON.stringify(created));
    assert.equal(
      created.summary,
      `I'll remind you "Stand-up" on Mon, 23 Mar 2026, 09:00, then every weekday at 09:00.`,
    );
    const listed = await registry.execute({ name: "reminders_list", input: {} }, CALLER, env);
    assert.ok(listed.ok);
    assert.equal(
      listed.summary,
      "Your upcoming reminders:\n• Stand-up — Mon, 23 Mar 2026, 09:00 (every weekday at 09:00)",
    );
  });
});

Deno.test("reminders_create refuses a time that passed more than a minute ago", async () => {
  await withDatabase(async (sql) => {
    const env = envFor(sql, crypto.randomUUID(), new Date("2026-03-20T10:00:00Z"));
    const past = await registry.execute(
      { name: "reminders_create", input: { text: "Too late", at: "2026-03-20T10:58:00+01:00" } },
      CALLER,
      env,
    );
    assert.equal(past.ok, false);
    assert.match(!past.ok ? past.error : "", /^That time has passed/);
    const justNow = await registry.execute(
      { name: "reminders_create", input: { text: "Now-ish", at: "2026-03-20T10:59:30+01:00" } },
      CALLER,
      env,
    );
    assert.ok(justNow.ok, "a time within the last minute is taken and fires right away");
    const listed = await registry.execute({ name: "reminders_list", input: {} }, CALLER, env);
    assert.deepEqual(
      (listed.ok ? listed.data as { reminders: { text: string }[] } : { reminders: [] })
        .reminders.map((r) => r.text),
      ["Now-ish"],
    );
  });
});

Deno.test("reminders_create refuses a bad recurrence and stores nothing", async () => {
  await withDatabase(async (sql) => {
    const env = envFor(sql, crypto.randomUUID(), new Date("2026-03-20T10:00:00Z"));
    for (
      const recurrence of [
        "FREQ=DAILY;BYHOUR=99",
        "FREQ=SECONDLY",
        "FREQ=DAILY;NONSENSE=1",
        "FREQ=DAILY;UNTIL=20260101",
        "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
        "FREQ=DAILY;COUNT=5000",
        "not a rule",
      ]
    ) {
      const result = await registry.execute(
        {
          name: "reminders_create",
          input: { text: "Bad", at: "2026-03-27T09:00:00+01:00", recurrence },
        },
        CALLER,
        env,
      );
      assert.equal(result.ok, false, recurrence);
    }
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from assistant.reminders`;
    assert.equal(row?.n, 0);
  });
});

Deno.test("reminders_cancel stops every occurrence and the scheduler never fires it", async () => {
  await withDatabase(async (sql) => {
    const account = crypto.randomUUID();
    let now = new Date("2026-03-20T10:00:00Z");
    const env = () => envFor(sql, account, now);
    await registry.execute(
      {
        name: "reminders_create",
        input: {
          text: "Water the plants",
          at: "2026-03-21T08:00:00+01:00",
          recurrence: "FREQ=DAILY",
        },
      },
      CALLER,
      env(),
    );
    await registry.execute(
      { name: "reminders_create", input: { text: "Pay rent", at: "2026-03-21T09:00:00+01:00" } },
      CALLER,
      env(),
    );
    const cancelled = await registry.execute(
      { name: "reminders_cancel", input: { reminder: "plants" } },
      CALLER,
      env(),
    );
    assert.ok(cancelled.ok);
    assert.equal(
      cancelled.summary,
      `Cancelled the reminder "Water the plants" and all its repeats.`,
    );
    const again = await registry.execute(
      { name: "reminders_cancel", input: { reminder: "plants" } },
      CALLER,
      env(),
    );
    assert.deepEqual(again, { ok: false, error: `No reminder matches "plants"` });

    const scheduler = createReminderScheduler({ sql, log: silentLogger, now: () => now });
    now = new Date("2026-03-25T00:00:00Z");
    assert.equal(await scheduler.runOnce(), 1);
    const events = await sql<{ payload: { data: { text: string } } }[]>`
      select payload from assistant.outbox
    `;
    assert.deepEqual(events.map((e) => e.payload.data.text), ["Pay rent"]);
  });
});

Deno.test("one account never sees or cancels another's reminders", async () => {
  await withDatabase(async (sql) => {
    const now = new Date("2026-03-20T10:00:00Z");
    const alice = envFor(sql, crypto.randomUUID(), now);
    const bob = envFor(sql, crypto.randomUUID(), now);
    const created = await registry.execute(
      { name: "reminders_create", input: { text: "Secret dentist", at: "2026-03-27T09:00:00Z" } },
      CALLER,
      alice,
    );
    assert.ok(created.ok);
    const listed = await registry.execute({ name: "reminders_list", input: {} }, CALLER, bob);
    assert.ok(listed.ok);
    assert.equal(listed.summary, "You have no upcoming reminders.");
    const id = (created.data as { id: string }).id;
    const byId = await registry.execute(
      { name: "reminders_cancel", input: { reminder: id } },
      CALLER,
      bob,
    );
    assert.equal(byId.ok, false);
    const still = await registry.execute({ name: "reminders_list", input: {} }, CALLER, alice);
    assert.ok(still.ok);
    assert.match(still.summary, /Secret dentist/);
  });
});
