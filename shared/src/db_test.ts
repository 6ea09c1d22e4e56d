import assert from "node:assert/strict";
import { commitWithoutFlushWait, connectPostgres, migrate, readMigrations } from "./db.ts";
import { startEmbeddedPostgres } from "./embedded_postgres.ts";
import { makeEvent } from "./events.ts";
import { silentLogger } from "./log.ts";
import { MemoryBus } from "./memory_bus.ts";
import { decodeJson } from "./bus.ts";
import { enqueueEvent, startOutboxRelay } from "./outbox.ts";
import { freshDatabaseUrl } from "../testing/harness.ts";

const MIGRATIONS = [
  {
    version: "001_things.sql",
    sql: "create table demo.things (id int primary key); insert into demo.things values (1);",
  },
  {
    version: "002_outbox.sql",
    sql: `create table demo.outbox (id uuid primary key, subject text not null,
          payload jsonb not null, created_at timestamptz not null default now(),
          published_at timestamptz)`,
  },
];

Deno.test("migrate() applies each migration once when replicas start together", async () => {
  const db = await freshDatabaseUrl();
  const pools = Array.from({ length: 4 }, () => connectPostgres(db.url, { max: 2 }));
  try {
    const results = await Promise.all(pools.map((sql) => migrate(sql, "demo", MIGRATIONS)));
    assert.deepEqual(results.flat().sort(), ["001_things.sql", "002_outbox.sql"]);
    const [row] = await pools[0]!<{ n: number }[]>`select count(*)::int as n from demo.things`;
    assert.equal(row?.n, 1);
    assert.deepEqual(await migrate(pools[0]!, "demo", MIGRATIONS), []);
    const more = [...MIGRATIONS, {
      version: "003_more.sql",
      sql: "alter table demo.things add column x text",
    }];
    assert.deepEqual(await migrate(pools[1]!, "demo", more), ["003_more.sql"]);
  } finally {
    await Promise.all(pools.map((p) => p.end()));
    await db.drop();
  }
});

Deno.test("migrate() applies nothing of a failing migration", async () => {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 1 });
  try {
    const bad = [...MIGRATIONS, { version: "003_bad.sql", sql: "select from nowhere" }];
    await assert.rejects(migrate(sql, "demo", bad));
    const [found] = await sql<{ exists: boolean }[]>`
      select exists (select 1 from information_schema.schemata where schema_name = 'demo')
    `;
    assert.equal(found?.exists, false);
    await assert.rejects(migrate(sql, "Demo; drop", MIGRATIONS), /Invalid schema name/);
  } finally {
    await sql.end();
    await db.drop();
  }
});

Deno.test("readMigrations() reads every service's migrations in order", async () => {
  for (const service of ["gateway", "assistant", "proposals", "notifier"]) {
    const list = await readMigrations(
      new URL(`../../services/${service}/migrations/`, import.meta.url),
    );
    assert.ok(list.length > 0, service);
    assert.deepEqual(list.map((m) => m.version), list.map((m) => m.version).sort());
  }
});

Deno.test("the outbox relay publishes each committed event once, and none of a rolled-back one", async () => {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 3 });
  const bus = new MemoryBus();
  const received: string[] = [];
  const consumer = await bus.consume({ durable: "t", filterSubject: "events.>" }, (msg) => {
    received.push((decodeJson(msg.data) as { id: string }).id);
    return Promise.resolve();
  });
  const relays = [0, 1].map(() =>
    startOutboxRelay({ sql, schema: "demo", bus, log: silentLogger, intervalMs: 20, batchSize: 3 })
  );
  try {
    await migrate(sql, "demo", MIGRATIONS);
    const account = crypto.randomUUID();
    const events = Array.from(
      { length: 10 },
      (_, i) => makeEvent("reminder.fired", account, { text: `r${i}`, reminder_id: `${i}` }),
    );
    for (const e of events) await sql.begin((tx) => enqueueEvent(tx, "demo", e));
    await assert.rejects(sql.begin(async (tx) => {
      await enqueueEvent(
        tx,
        "demo",
        makeEvent("price.drop", account, {
          watch_id: "w",
          item: "x",
          url: "https://shop.example/x",
          old_price: 2,
          new_price: 1,
          currency: "EUR",
          target_price: null,
        }),
      );
      throw new Error("the change failed");
    }));
    await Promise.all(relays.map((r) => r.flush()));
    while (received.length < events.length) await new Promise((r) => setTimeout(r, 10));
    await Promise.all(relays.map((r) => r.flush()));
    assert.deepEqual(received.sort(), events.map((e) => e.id).sort());
    const [left] = await sql<{ pending: number }[]>`
      select count(*)::int as pending from demo.outbox where published_at is null
    `;
    assert.equal(left?.pending, 0);
  } finally {
    await Promise.all(relays.map((r) => r.stop()));
    await consumer.stop();
    await sql.end();
    await db.drop();
  }
});

Deno.test("the embedded Postgres keeps its data across a restart", async () => {
  const dir = await Deno.makeTempDir();
  try {
    let pg = await startEmbeddedPostgres(dir);
    let sql = connectPostgres(pg.url, { max: 1 });
    await sql`create table kept (v text)`;
    await sql`insert into kept values ('still here')`;
    await sql.end();
    await pg.stop();
    pg = await startEmbeddedPostgres(dir);
    sql = connectPostgres(pg.url, { max: 1 });
    const rows = await sql<{ v: string }[]>`select v from kept`;
    assert.deepEqual(rows.map((r) => r.v), ["still here"]);
    await sql.end();
    await pg.stop();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("connectPostgres({ genericPlans }) plans its statements once; other pools as Postgres decides", async () => {
  const db = await freshDatabaseUrl();
  const generic = connectPostgres(db.url, { max: 1, genericPlans: true });
  const plain = connectPostgres(db.url, { max: 1 });
  try {
    const mode = async (sql: typeof plain) =>
      (await sql<{ m: string }[]>`select current_setting('plan_cache_mode') as m`)[0]!.m;
    assert.equal(await mode(generic), "force_generic_plan");
    assert.equal(await mode(plain), "auto");
  } finally {
    await generic.end();
    await plain.end();
    await db.drop();
  }
});

Deno.test("commitWithoutFlushWait() spares one statement's commit the flush wait, not the connection's next ones", async () => {
  const db = await freshDatabaseUrl();
  // One connection, so that the statements after it run where it ran.
  const sql = connectPostgres(db.url, { max: 1 });
  const other = connectPostgres(db.url, { max: 1 });
  try {
    await sql`create table leases (id int primary key)`;
    const [row] = await sql<{ during: string }[]>`
      with quick as (${commitWithoutFlushWait(sql)})
      insert into leases select 1 from quick
      returning current_setting('synchronous_commit') as during`;
    assert.equal(row?.during, "off");
    // Committed, and seen by every other connection at once.
    const [seen] = await other<{ n: number }[]>`select count(*)::int as n from leases`;
    assert.equal(seen?.n, 1);
    // The next transaction on the same connection waits for the disk again.
    const [after] = await sql<{ synchronous_commit: string }[]>`show synchronous_commit`;
    assert.equal(after?.synchronous_commit, "on");
    const [inserted] = await sql<{ during: string }[]>`
      insert into leases values (2) returning current_setting('synchronous_commit') as during`;
    assert.equal(inserted?.during, "on");
  } finally {
    await Promise.all([sql.end(), other.end()]);
    await db.drop();
  }
});
