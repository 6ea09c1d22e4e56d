/**
 * A key's lifetime, rotation, allowed networks and activity, through the system as it is deployed:
 * the four services as separate processes over this machine's Postgres and NATS.
 * @module
 */
import assert from "node:assert/strict";
import { connectPostgres } from "@asst/shared/db";
import { api, chat, createKey, keysIn, sharedServers, waitFor } from "./_harness.ts";
import { startServiceProcesses } from "./_processes.ts";

async function ask(
  base: string,
  key: string,
  forwarded?: string,
): Promise<{ status: number; code?: string; detail?: string }> {
  const res = await api(
    base,
    "/messages",
    key,
    { message: "hello" },
    forwarded ? { "x-forwarded-for": forwarded } : {},
  );
  const body = await res.json();
  return { status: res.status, code: body.code, detail: body.detail };
}

Deno.test("with the services as separate processes, a key expires, rotates without a gap, keeps to its networks, and the chat tells what each key did", async () => {
  const servers = await sharedServers();
  const system = await startServiceProcesses(servers, {
    // The test's requests come from 127.0.0.1: a trusted proxy here, so X-Forwarded-For counts.
    TRUSTED_PROXIES: "127.0.0.1/32",
    KEY_CACHE_TTL_MS: "1",
    ACTIVITY_FLUSH_MS: "100",
  });
  const sql = connectPostgres(servers.env.DATABASE_URL!, { max: 1 });
  const { apiBase, chatBase } = system;
  const user = "kit";
  try {
    // Lifetime: a key that ends in 30 days works, is listed with its end, and stops at it.
    const brief = await createKey(
      chatBase,
      user,
      "create an API key called brief that can view my notes and expires in 30 days",
    );
    assert.equal((await ask(apiBase, brief)).status, 200);
    const [listed] = await chat(chatBase, user, "list my API keys");
    assert.match(listed!.text, new RegExp(`brief \\(…${brief.slice(-4)}\\).*expires `));
    await sql`update gateway.api_keys set expires_at = now() - interval '1 second'
              where last4 = ${brief.slice(-4)}`;
    const expired = await ask(apiBase, brief);
    assert.equal(expired.status, 401);
    assert.equal(expired.code, "key_expired");
    assert.match(expired.detail!, /expired at .*ask the assistant in the chat for a new one/);

    // Rotation: the new key works at once, the old one until its overlap ends, then 401.
    const old = await createKey(
      chatBase,
      user,
      "create an API key called ci that can view my notes",
    );
    const rotated = await chat(
      chatBase,
      user,
      "rotate API key ci and keep the old one for 2 hours",
    );
    const [fresh] = keysIn(rotated.map((m) => m.text).join("\n"));
    assert.ok(fresh && fresh !== old, JSON.stringify(rotated));
    assert.equal((await ask(apiBase, fresh)).status, 200);
    assert.equal((await ask(apiBase, old)).status, 200);
    await sql`update gateway.api_keys set expires_at = now() - interval '1 second'
              where last4 = ${old.slice(-4)}`;
    const ended = await ask(apiBase, old);
    assert.equal(ended.status, 401);
    assert.equal(ended.code, "key_expired");
    assert.equal((await ask(apiBase, fresh)).status, 200);

    // Allowed networks: through the trusted proxy, the forwarded address decides.
    const fenced = await createKey(
      chatBase,
      user,
      "create an API key called fenced that can view my notes only from 203.0.113.0/24",
    );
    assert.equal((await ask(apiBase, fenced, "203.0.113.9")).status, 200);
    const outside = await ask(apiBase, fenced, "198.51.100.7");
    assert.equal(outside.status, 403);
    assert.equal(outside.code, "ip_not_allowed");
    assert.match(outside.detail!, /this request came from 198\.51\.100\.7\./);

    // Activity: each key's calls and refusals, the refusals of a known key included.
    const report = await waitFor("the gateway to write what it counted", async () => {
      const [answer] = await chat(chatBase, user, "what did my keys do today?");
      return answer!.text.includes("fenced") && answer!.text.includes("brief")
        ? answer!.text
        : null;
    });
    assert.ok(
      report.includes(
        [
          `• fenced (…${fenced.slice(-4)}): 2 calls, 1 allowed, 1 refused`,
          "  via /messages 2",
          "  refused: from a network it may not be used from (403) on /messages ×1",
        ].join("\n"),
      ),
      report,
    );
    assert.ok(
      report.includes(
        [
          `• brief (…${brief.slice(-4)}): 2 calls, 1 allowed, 1 refused`,
          "  via /messages 2",
          "  refused: after the key's end (401) on /messages ×1",
        ].join("\n"),
      ),
      report,
    );
    for (const secret of [brief, old, fresh, fenced, "198.51.100.7"]) {
      assert.equal(report.includes(secret), false, "no key and no address in the answer");
    }
  } finally {
    await sql.end();
    await system.stop();
    await servers.cleanup();
  }
});
