import assert from "node:assert/strict";
import { gatewaySubjects } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { withMigratedDatabase } from "@asst/shared/testing";
import { type ActivityCall, KeyActivity } from "./key_activity.ts";
import { activityReport } from "./key_activity_report.ts";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);
const ACCOUNT = "00000000-0000-4000-8000-00000000000a";
const OTHER = "00000000-0000-4000-8000-00000000000b";
const SHOP = "00000000-0000-4000-8000-0000000000a1";
const READ = "00000000-0000-4000-8000-0000000000a2";
const GONE = "00000000-0000-4000-8000-0000000000a3";
const ELSEWHERE = "00000000-0000-4000-8000-0000000000b1";
const T0 = Date.parse("2026-11-26T09:15:00Z");

function withDb(fn: (sql: Sql) => Promise<void>): Promise<void> {
  return withMigratedDatabase("gateway", MIGRATIONS, async (sql) => {
    await sql`insert into gateway.accounts (id) values (${ACCOUNT}), (${OTHER})`;
    const key = (id: string, account: string, label: string, last4: string, revoked: boolean) =>
      sql`insert into gateway.api_keys
            (id, account_id, label, fingerprint, last4, permissions, created_at, revoked_at)
          values (${id}, ${account}, ${label}, ${id}, ${last4}, '{}', '2026-11-01T00:00:00Z',
                  ${revoked ? "2026-11-26T12:00:00Z" : null})`;
    await key(SHOP, ACCOUNT, "shopping", "Ab12", false);
    await key(READ, ACCOUNT, "reader", "Cd34", false);
    await key(GONE, ACCOUNT, "old", "Ef56", true);
    await key(ELSEWHERE, OTHER, "shopping", "Gh78", false);
    await fn(sql);
  });
}

function call(keyId: string, endpoint: ActivityCall["endpoint"], tool = "", outcome = "allowed") {
  const accountId = keyId === ELSEWHERE ? OTHER : ACCOUNT;
  return { keyId, accountId, endpoint, tool, outcome };
}

async function rows(sql: Sql) {
  return (await sql<
    { key_id: string; hour: Date; endpoint: string; tool: string; outcome: string; calls: string }[]
  >`
    select key_id::text, hour, endpoint, tool, outcome, calls::text from gateway.key_activity
    order by key_id, hour, endpoint, tool, outcome
  `).map((r) => ({ ...r, hour: r.hour.toISOString(), calls: Number(r.calls) }));
}

function flushAll(activity: KeyActivity): Promise<void> {
  return (async () => {
    while (activity.pending > 0) await activity.flush();
  })();
}

Deno.test("record() counts calls in memory by key, hour, endpoint, tool and outcome; flush() writes them", async () => {
  await withDb(async (sql) => {
    let now = T0;
    const activity = new KeyActivity(sql, { now: () => now });
    activity.record(call(SHOP, "actions", "shopping_add"));
    activity.record(call(SHOP, "actions", "shopping_add"));
    activity.record(call(SHOP, "actions", "", "rate_limited"));
    activity.record(call(READ, "messages"));
    now += 3_600_000;
    activity.record(call(SHOP, "actions", "shopping_add"));
    assert.equal(activity.pending, 4);
    assert.deepEqual(await rows(sql), [], "nothing is written before a flush");
    assert.equal(await activity.flush(), 4);
    assert.equal(activity.pending, 0);
    assert.deepEqual(
      await rows(sql),
      [
        {
          key_id: SHOP,
          hour: "2026-11-26T09:00:00.000Z",
          endpoint: "actions",
          tool: "",
          outcome: "rate_limited",
          calls: 1,
        },
        {
          key_id: SHOP,
          hour: "2026-11-26T09:00:00.000Z",
          endpoint: "actions",
          tool: "shopping_add",
          outcome: "allowed",
          calls: 2,
        },
        {
          key_id: SHOP,
          hour: "2026-11-26T10:00:00.000Z",
          endpoint: "actions",
          tool: "shopping_add",
          outcome: "allowed",
          calls: 1,
        },
        {
          key_id: READ,
          hour: "2026-11-26T09:00:00.000Z",
          endpoint: "messages",
          tool: "",
          outcome: "allowed",
          calls: 1,
        },
      ].sort((a, b) => a.key_id.localeCompare(b.key_id)),
    );
    assert.equal(await activity.flush(), 0, "an empty flush writes nothing");
  });
});

Deno.test("two gateways adding to the same counts at the same time give exact totals", async () => {
  await withDb(async (sql) => {
    const one = new KeyActivity(sql, { now: () => T0, batchSize: 3 });
    const two = new KeyActivity(sql, { now: () => T0, batchSize: 3 });
    for (let round = 0; round < 5; round++) {
      for (const gateway of [one, two]) {
        for (let i = 0; i < 7; i++) gateway.record(call(SHOP, "mcp", "shopping_list"));
        gateway.record(call(READ, "actions", "", "forbidden"));
        gateway.record(call(SHOP, "messages"));
        gateway.record(call(ELSEWHERE, "proposal_status"));
      }
      await Promise.all([flushAll(one), flushAll(two)]);
    }
    const totals = Object.fromEntries(
      (await rows(sql)).map((r) => [`${r.key_id} ${r.endpoint} ${r.outcome}`, r.calls]),
    );
    assert.deepEqual(totals, {
      [`${SHOP} mcp allowed`]: 70,
      [`${SHOP} messages allowed`]: 10,
      [`${READ} actions forbidden`]: 10,
      [`${ELSEWHERE} proposal_status allowed`]: 10,
    });
  });
});

Deno.test("a flush the database refuses keeps its counts, and the next one writes them once", async () => {
  await withDb(async (sql) => {
    const activity = new KeyActivity(sql, { now: () => T0 });
    activity.record(call(SHOP, "actions", "shopping_add"));
    await sql`alter table gateway.key_activity rename to key_activity_away`;
    await assert.rejects(activity.flush());
    activity.record(call(SHOP, "actions", "shopping_add"));
    assert.equal(activity.pending, 1);
    await sql`alter table gateway.key_activity_away rename to key_activity`;
    assert.equal(await activity.flush(), 1);
    assert.deepEqual((await rows(sql)).map((r) => r.calls), [2]);
  });
});

Deno.test("past maxPending distinct counts, new ones are dropped and reported, known ones still count", async () => {
  await withDb(async (sql) => {
    const activity = new KeyActivity(sql, { now: () => T0, maxPending: 2 });
    activity.record(call(SHOP, "actions", "shopping_add"));
    activity.record(call(SHOP, "messages"));
    activity.record(call(READ, "messages"));
    activity.record(call(READ, "messages"));
    activity.record(call(SHOP, "messages"));
    assert.equal(activity.pending, 2);
    assert.equal(activity.takeDropped(), 2);
    assert.equal(activity.takeDropped(), 0);
    await activity.flush();
    assert.deepEqual((await rows(sql)).map((r) => [r.endpoint, r.calls]), [
      ["actions", 1],
      ["messages", 2],
    ]);
  });
});

Deno.test("prune() deletes counts older than the retention, in batches, and keeps the rest", async () => {
  await withDb(async (sql) => {
    let now = Date.parse("2026-10-01T10:00:00Z");
    const activity = new KeyActivity(sql, { now: () => now, retentionDays: 30 });
    for (const key of [SHOP, READ, GONE]) activity.record(call(key, "messages"));
    await activity.flush();
    now = Date.parse("2026-10-31T09:00:00Z");
    activity.record(call(SHOP, "messages"));
    await activity.flush();
    assert.equal(await activity.prune(10), 0, "30 days have not passed");
    now = Date.parse("2026-10-31T11:30:00Z");
    assert.equal(await activity.prune(2), 2);
    assert.equal(await activity.prune(2), 1);
    assert.equal(await activity.prune(2), 0);
    assert.deepEqual((await rows(sql)).map((r) => r.hour), ["2026-10-31T09:00:00.000Z"]);
  });
});

Deno.test("activityReport() answers per key of the account, in the range, with one key by name or last 4", async () => {
  await withDb(async (sql) => {
    let now = Date.parse("2026-11-25T22:00:00Z");
    const activity = new KeyActivity(sql, { now: () => now });
    activity.record(call(SHOP, "actions", "shopping_add")); // yesterday: outside
    activity.record(call(GONE, "messages")); // revoked key, used yesterday
    await activity.flush();
    now = T0;
    activity.record(call(SHOP, "actions", "shopping_add"));
    activity.record(call(SHOP, "actions", "shopping_add"));
    activity.record(call(SHOP, "actions", "", "rate_limited"));
    activity.record(call(SHOP, "mcp", "shopping_list"));
    activity.record(call(ELSEWHERE, "actions", "shopping_add"));
    await activity.flush();
    const today = {
      accountId: ACCOUNT,
      from: new Date("2026-11-26T00:00:00Z"),
      to: new Date("2026-11-26T13:00:00Z"),
      key: null,
    };
    const all = await activityReport(sql, today);
    assert.equal(all.key_found, true);
    assert.deepEqual(all.keys, [
      {
        label: "shopping",
        last4: "Ab12",
        revoked: false,
        activity: [
          { endpoint: "actions", tool: "shopping_add", outcome: "allowed", calls: 2 },
          { endpoint: "actions", tool: "", outcome: "rate_limited", calls: 1 },
          { endpoint: "mcp", tool: "shopping_list", outcome: "allowed", calls: 1 },
        ],
      },
      { label: "reader", last4: "Cd34", revoked: false, activity: [] },
    ], "the other account's key and the revoked key unused today are not in it");

    const week = await activityReport(sql, { ...today, from: new Date("2026-11-23T00:00:00Z") });
    assert.deepEqual(week.keys.map((k) => [k.label, k.revoked, k.activity.length]), [
      ["shopping", false, 3],
      ["reader", false, 0],
      ["old", true, 1],
    ]);

    for (const key of ["SHOPPING", "Ab12"]) {
      const one = await activityReport(sql, { ...today, key });
      assert.deepEqual(one.keys.map((k) => k.label), ["shopping"], key);
    }
    const revoked = await activityReport(sql, { ...today, key: "old" });
    assert.deepEqual(revoked, { keys: [], key_found: true }, "known, but did nothing today");
    const unknown = await activityReport(sql, { ...today, key: "Gh78" });
    assert.deepEqual(unknown, { keys: [], key_found: false }, "another account's key is unknown");
    const hostile = await activityReport(sql, { ...today, key: "x' or '1'='1" });
    assert.deepEqual(hostile, { keys: [], key_found: false });

    const before = await activityReport(sql, {
      ...today,
      from: new Date("2026-10-01T00:00:00Z"),
      to: new Date("2026-10-02T00:00:00Z"),
    });
    assert.deepEqual(before.keys, [], "no key existed then");
  });
});

Deno.test("gateway.keys.activity refuses a question that is wrong, missing, oversized or hostile", () => {
  const { request } = gatewaySubjects.keyActivity;
  const good = {
    account_id: ACCOUNT,
    from: "2026-11-26T00:00:00+01:00",
    to: "2026-11-27T00:00:00+01:00",
    key: "shopping",
  };
  assert.equal(request.safeParse(good).success, true);
  assert.equal(request.safeParse({ ...good, key: null }).success, true);
  for (
    const bad of [
      {},
      { ...good, account_id: "'; drop table gateway.key_activity; --" },
      { ...good, from: "today" },
      { ...good, to: undefined },
      { ...good, from: good.to, to: good.from },
      { ...good, from: good.to },
      { ...good, from: "2026-01-01T00:00:00Z" },
      { ...good, key: "" },
      { ...good, key: "k".repeat(65) },
      { ...good, key: 42 },
    ]
  ) {
    assert.equal(request.safeParse(bad).success, false, JSON.stringify(bad).slice(0, 120));
  }
});
