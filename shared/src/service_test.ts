import assert from "node:assert/strict";
import { connectPostgres } from "./db.ts";
import { silentLogger } from "./log.ts";
import { MemoryBus } from "./memory_bus.ts";
import { buildApp } from "./service.ts";

Deno.test("readiness is 503 within a second when the database does not answer", async () => {
  // A server that accepts connections and never says a word: a database that stopped answering.
  const silent = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const held: Deno.Conn[] = [];
  const accepting = (async () => {
    for await (const conn of silent) held.push(conn);
  })();
  const { port } = silent.addr as Deno.NetAddr;
  const sql = connectPostgres(`postgres://postgres@127.0.0.1:${port}/none`, { max: 1 });
  const app = buildApp({ services: [], sql, bus: new MemoryBus(), log: silentLogger }, () => false);
  try {
    const started = performance.now();
    const res = await app.request("/readyz");
    const took = performance.now() - started;
    assert.equal(res.status, 503);
    assert.equal((await res.json()).checks.database, false);
    assert.ok(took < 1_500, `answered after ${took.toFixed(0)} ms`);
  } finally {
    await sql.end({ timeout: 0 }).catch(() => {});
    silent.close();
    for (const conn of held) conn.close();
    await accepting.catch(() => {});
  }
});
