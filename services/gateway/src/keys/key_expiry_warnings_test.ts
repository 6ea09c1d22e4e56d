import assert from "node:assert/strict";
import {
  AppError,
  ERROR_CODE,
  everything,
  proposalsSubjects,
  serve,
  silentLogger,
} from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import { connectPostgres, migrate, readMigrations } from "@asst/shared/db";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { Fingerprinter } from "./api_key.ts";
import { expiryWarner } from "./key_expiry_warnings.ts";
import { KeyStore } from "./key_store.ts";

const DAY = 24 * 3_600_000;

Deno.test("the expiry sweep tells the chat once about each key ending within the warning days, and again after a failed send", async () => {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 2 });
  const bus = new MemoryBus();
  try {
    await migrate(
      sql,
      "gateway",
      await readMigrations(new URL("../../migrations/", import.meta.url)),
    );
    const store = new KeyStore(sql, new Fingerprinter("pepper-for-tests-0123456789abcdefghij"), 10);
    const account = crypto.randomUUID();
    const soon = await store.create(account, "soon", everything(), new Date(Date.now() + 2 * DAY));
    await store.create(account, "later", everything(), new Date(Date.now() + 20 * DAY));
    await store.create(account, "never", everything());
    // A key made minutes ago to live two days is not "about to expire" news.
    await store.create(account, "brief", everything(), new Date(Date.now() + 2 * DAY));
    await sql`
      update gateway.api_keys set created_at = now() - interval '30 days' where id = ${soon.record.id}
    `;
    const sent: string[] = [];
    let refuse = true;
    const chat = serve(
      bus,
      proposalsSubjects.chatSend,
      { queue: "p", log: silentLogger },
      (req) => {
        if (refuse) throw new AppError(ERROR_CODE.unavailable, "chat down");
        sent.push(...req.messages.map((m) => m.text));
        return Promise.resolve({ delivered: req.messages.length });
      },
    );
    const warner = expiryWarner({ store, bus, log: silentLogger, withinDays: 3 });
    assert.equal(await warner.runOnce(), 0);
    assert.equal(sent.length, 0);
    refuse = false;
    await warner.runOnce();
    assert.equal(sent.length, 1);
    assert.match(
      sent[0]!,
      /^Your API key "soon" \(…\w{4}\) expires at \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
    assert.match(sent[0]!, /rotate API key soon/);
    assert.ok(!sent[0]!.includes(soon.key));
    assert.equal(await warner.runOnce(), 0);
    assert.equal(sent.length, 1);
    await chat.stop();
  } finally {
    await sql.end();
    await db.drop();
  }
});
