import assert from "node:assert/strict";
import { createGateway, gatewayConfigSchema, generateApiKey } from "@asst/gateway";
import {
  call,
  gatewaySubjects,
  loadConfig,
  proposalsSubjects,
  serve,
  silentLogger,
} from "@asst/shared";
import { MemoryBus } from "@asst/shared/bus";
import { connectPostgres } from "@asst/shared/db";
import { buildApp } from "@asst/shared/http";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { assertMatchesContract } from "./_contract.ts";
import { createKey, startEmbedded, type TestSystem } from "./_harness.ts";

const STATUS_PATH = "/api/assistant/v1/actions/requests/{request_id}";

async function getStatus(base: string, id: string, key: string | null): Promise<Response> {
  const res = await fetch(`${base}/api/assistant/v1/actions/requests/${id}`, {
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });
  await assertMatchesContract("GET", STATUS_PATH, res);
  return res;
}

async function accountOf(sys: TestSystem, handle: string): Promise<string> {
  const [row] = await sys.system.sql<{ account_id: string }[]>`
    select account_id from proposals.chat_identities where channel = 'web' and handle = ${handle}
  `;
  return row!.account_id;
}

async function insertProposal(
  sys: TestSystem,
  account: string,
  fields: { expiresAt: Date; status?: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await sys.system.sql`
    insert into proposals.proposals (id, account_id, kind, payload, summary, status, expires_at)
    values (${id}, ${account}, 'email', ${sys.system.sql.json({ to: "anna@example.com" })},
            'Send an email to anna@example.com: “Dinner on Friday?”',
            ${fields.status ?? "pending"}, ${fields.expiresAt})
  `;
  return id;
}

Deno.test("GET /actions/requests/{id} shows the account's proposal to any of its keys and 404 to everyone else", async (t) => {
  const sys = await startEmbedded();
  const base = sys.baseUrl;
  try {
    const answerOnly = await createKey(base, "uma", "create an API key");
    const uma = await accountOf(sys, "uma");
    const strangerKey = await createKey(base, "vic", "create an API key that can do everything");
    const inThreeDays = new Date(Date.now() + 72 * 3600_000);
    const id = await insertProposal(sys, uma, { expiresAt: inThreeDays });

    await t.step("an answer-only key of the owner reads it", async () => {
      const res = await getStatus(base, id, answerOnly);
      assert.equal(res.status, 200);
      const body = await res.json();
      assert.equal(body.id, id);
      assert.equal(body.status, "pending");
      assert.equal(body.resolved_at, null);
      assert.equal(body.expires_at, inThreeDays.toISOString());
      assert.match(body.summary, /anna@example\.com/);
    });

    await t.step(
      "another account, an unknown id and a malformed id all get the same 404",
      async () => {
        const details: string[] = [];
        for (
          const [which, key] of [[id, strangerKey], [crypto.randomUUID(), answerOnly]] as const
        ) {
          const res = await getStatus(base, which, key);
          assert.equal(res.status, 404);
          const body = await res.json();
          assert.equal(body.code, "not_found");
          details.push(body.detail.replace(which, "ID"));
        }
        assert.equal(details[0], details[1], "another account's proposal looks like no proposal");
        for (const bad of ["not-a-uuid", "1' or '1'='1", "x".repeat(500)]) {
          const res = await getStatus(base, encodeURIComponent(bad), answerOnly);
          assert.equal(res.status, 404, bad);
          assert.equal((await res.json()).code, "not_found");
        }
      },
    );

    await t.step(
      "a pending proposal past its expiry reads as expired before any sweep",
      async () => {
        const old = await insertProposal(sys, uma, { expiresAt: new Date(Date.now() - 1000) });
        const res = await getStatus(base, old, answerOnly);
        assert.equal(res.status, 200);
        const body = await res.json();
        assert.equal(body.status, "expired");
        assert.equal(body.resolved_at, null);
      },
    );

    await t.step("without a valid key it answers 401", async () => {
      const none = await getStatus(base, id, null);
      assert.equal(none.status, 401);
      await none.body?.cancel();
      const revokedLike = await getStatus(base, id, generateApiKey());
      assert.equal(revokedLike.status, 401);
      await revokedLike.body?.cancel();
    });
  } finally {
    await sys.stop();
  }
});

const PEPPER = "test-pepper-0123456789abcdefghijklmnopqrstuvwxyz";

/** A gateway alone on an in-process bus: no assistant, no proposals service. */
async function loneGateway(databaseUrl: string, start: boolean) {
  const sql = connectPostgres(databaseUrl, { max: 2 });
  const bus = new MemoryBus();
  const config = loadConfig(gatewayConfigSchema, {
    KEY_PEPPER: PEPPER,
    GATEWAY_REQUEST_TIMEOUT_MS: "300",
  });
  const gateway = createGateway({ sql, bus, log: silentLogger }, config);
  if (start) await gateway.start();
  const app = buildApp({ services: [gateway], sql, bus, log: silentLogger }, () => false);
  return {
    sql,
    bus,
    request: (path: string, init: RequestInit) => app.request(path, init),
    stop: async () => {
      await gateway.stop();
      await bus.drain();
      await sql.end();
    },
  };
}

Deno.test("the status endpoint answers 503 with Retry-After within the timeout when proposals is absent or slow", async () => {
  const db = await freshDatabaseUrl();
  const gw = await loneGateway(db.url, true);
  try {
    const account = crypto.randomUUID();
    const { key } = await call(gw.bus, gatewaySubjects.createKey, {
      account_id: account,
      label: null,
      permissions: { groups: {}, propose: false },
    });
    const path = `/api/assistant/v1/actions/requests/${crypto.randomUUID()}`;
    const init = { headers: { authorization: `Bearer ${key}` } };

    const absent = await gw.request(path, init);
    await assertMatchesContract("GET", STATUS_PATH, absent.clone());
    assert.equal(absent.status, 503);
    assert.ok(Number(absent.headers.get("retry-after")) >= 1);
    assert.equal((await absent.json()).code, "service_unavailable");

    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slow = serve(gw.bus, proposalsSubjects.getProposal, {
      queue: "proposals",
      log: silentLogger,
    }, async () => {
      await answered;
      throw new Error("too late");
    });
    const started = performance.now();
    const late = await gw.request(path, init);
    const ms = performance.now() - started;
    await assertMatchesContract("GET", STATUS_PATH, late.clone());
    assert.equal(late.status, 503);
    assert.ok(Number(late.headers.get("retry-after")) >= 1);
    assert.ok(ms < 2000, `answered after ${ms} ms`);
    assert.equal((await late.json()).code, "timeout", "a service that answers too late");
    answer();
    await slow.stop();
  } finally {
    await gw.stop();
    await db.drop();
  }
});

Deno.test("a gateway whose database is down answers 503 with Retry-After, not 500", async () => {
  const gw = await loneGateway("postgres://postgres@127.0.0.1:1/nothing", false);
  try {
    const key = generateApiKey();
    for (
      const [method, path, template] of [
        ["POST", "/api/assistant/v1/actions", "/api/assistant/v1/actions"],
        ["POST", "/api/assistant/v1/messages", "/api/assistant/v1/messages"],
        ["GET", `/api/assistant/v1/actions/requests/${crypto.randomUUID()}`, STATUS_PATH],
      ] as const
    ) {
      const res = await gw.request(path, {
        method,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        ...(method === "POST" ? { body: JSON.stringify({ message: "hi" }) } : {}),
      });
      await assertMatchesContract(method, template, res.clone());
      assert.equal(res.status, 503, `${method} ${path}`);
      const body = await res.json();
      assert.equal(body.code, "service_unavailable");
      assert.ok(Number(res.headers.get("retry-after")) >= 1);
    }
  } finally {
    await gw.stop();
  }
});
