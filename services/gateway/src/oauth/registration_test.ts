import assert from "node:assert/strict";
import { connectPostgres, migrate, readMigrations } from "@asst/shared/db";
import { createOutboundClient } from "@asst/shared/outbound";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { Fingerprinter } from "../keys/api_key.ts";
import { ClientStore } from "./client_store.ts";
import { GrantStore } from "./grant_store.ts";
import { OAUTH_PATHS } from "./metadata.ts";
import { oauthRoutes } from "./oauth_routes.ts";

async function setup() {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 2 });
  await migrate(
    sql,
    "gateway",
    await readMigrations(new URL("../../migrations/", import.meta.url)),
  );
  const clients = new ClientStore(sql, { outbound: createOutboundClient({ allowPrivate: false }) });
  const grants = new GrantStore(sql, new Fingerprinter("pepper-for-tests-0123456789abcdefghij"));
  const app = oauthRoutes({ clients, grants, issuer: undefined, revoked: () => {} });
  const register = (body: unknown) =>
    app.request(OAUTH_PATHS.register, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return {
    sql,
    clients,
    register,
    cleanup: async () => {
      await sql.end();
      await db.drop();
    },
  };
}

Deno.test("registration (RFC 7591) answers 201 with a client id for a public client, and the client is found", async () => {
  const t = await setup();
  try {
    const res = await t.register({
      client_name: "Desk app",
      redirect_uris: ["http://127.0.0.1:8976/callback"],
      grant_types: ["authorization_code", "refresh_token"],
      token_endpoint_auth_method: "none",
    });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get("cache-control"), "no-store");
    const body = await res.json();
    assert.match(body.client_id, /^client_[0-9a-f]{32}$/);
    assert.equal(body.token_endpoint_auth_method, "none");
    assert.equal(body.client_secret, undefined);
    assert.deepEqual(body.redirect_uris, ["http://127.0.0.1:8976/callback"]);
    const found = await t.clients.find(body.client_id);
    assert.equal(found?.metadata.client_name, "Desk app");
  } finally {
    await t.cleanup();
  }
});

Deno.test("a registration with 100 redirect URIs, a javascript: one, or a body that is not JSON is refused and keeps nothing", async () => {
  const t = await setup();
  try {
    const cases: [unknown, string][] = [
      [
        { redirect_uris: Array.from({ length: 100 }, (_, i) => `https://a.example/${i}`) },
        "invalid_redirect_uri",
      ],
      [{ redirect_uris: ["javascript:alert(1)"] }, "invalid_redirect_uri"],
      ["{not json", "invalid_client_metadata"],
    ];
    for (const [body, error] of cases) {
      const res = await t.register(body);
      assert.equal(res.status, 400);
      const answer = await res.json();
      assert.equal(answer.error, error);
      assert.equal(typeof answer.error_description, "string");
    }
    assert.equal((await t.sql`select 1 from gateway.oauth_clients`).length, 0);
  } finally {
    await t.cleanup();
  }
});
