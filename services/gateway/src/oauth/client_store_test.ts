import assert from "node:assert/strict";
import { connectPostgres, migrate, readMigrations } from "@asst/shared/db";
import { createOutboundClient, type OutboundOptions } from "@asst/shared/outbound";
import {
  FAKE_PUBLIC_ADDRESS,
  fakePublicPolicy,
  fixedResolver,
  freshDatabaseUrl,
} from "@asst/shared/testing";
import {
  ClientDocumentError,
  ClientStore,
  freshSeconds,
  isMetadataDocumentUrl,
  MAX_METADATA_DOCUMENT_BYTES,
} from "./client_store.ts";

const URL_ID = "https://app.example/oauth/client.json";
const DOC = {
  client_id: URL_ID,
  client_name: "Example",
  redirect_uris: ["https://app.example/cb"],
};

async function setup(
  answer: (req: Request) => Promise<Response> | Response,
  options: Partial<OutboundOptions> = {},
) {
  const db = await freshDatabaseUrl();
  const sql = connectPostgres(db.url, { max: 2 });
  await migrate(
    sql,
    "gateway",
    await readMigrations(new URL("../../migrations/", import.meta.url)),
  );
  let fetches = 0;
  let now = Date.parse("2026-01-01T00:00:00Z");
  const outbound = createOutboundClient({
    allowPrivate: false,
    resolveHost: fixedResolver(FAKE_PUBLIC_ADDRESS),
    addressPolicy: fakePublicPolicy,
    maxBytes: MAX_METADATA_DOCUMENT_BYTES,
    send: (req) => {
      fetches++;
      return Promise.resolve(answer(req));
    },
    ...options,
  });
  const store = new ClientStore(sql, { outbound, timeoutMs: 200, now: () => now });
  return {
    store,
    sql,
    fetches: () => fetches,
    advance: (ms: number) => (now += ms),
    cleanup: async () => {
      await sql.end();
      await db.drop();
    },
  };
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), {
    headers: { "content-type": "application/json", ...headers },
  });

Deno.test("a Client ID Metadata Document is fetched, kept while its max-age lasts, then fetched again", async () => {
  const t = await setup(() => json(DOC, { "cache-control": "max-age=60" }));
  try {
    const client = await t.store.find(URL_ID);
    assert.equal(client?.kind, "metadata_document");
    assert.equal(client?.metadata.client_name, "Example");
    await t.store.find(URL_ID);
    assert.equal(t.fetches(), 1);
    t.advance(61_000);
    await t.store.find(URL_ID);
    assert.equal(t.fetches(), 2);
  } finally {
    await t.cleanup();
  }
});

Deno.test("a metadata document that is not JSON, names another client_id, lacks redirect_uris, is too large or slow is refused", async () => {
  const answers: Record<string, (req: Request) => Response | Promise<Response>> = {
    "not JSON": () => json("<html>hello</html>"),
    "another client_id": () => json({ ...DOC, client_id: "https://evil.example/c.json" }),
    "no redirect_uris": () => json({ client_id: URL_ID, client_name: "x" }),
    "too large": () => json({ ...DOC, padding: "x".repeat(MAX_METADATA_DOCUMENT_BYTES) }),
    "slow": (req) =>
      new Promise((_, reject) =>
        req.signal.addEventListener("abort", () => reject(req.signal.reason))
      ),
    "an error status": () => new Response("no", { status: 404 }),
  };
  for (const [name, answer] of Object.entries(answers)) {
    const t = await setup(answer);
    try {
      await assert.rejects(t.store.find(URL_ID), ClientDocumentError, name);
      const rows = await t.sql`select id from gateway.oauth_clients`;
      assert.equal(rows.length, 0, `${name}: nothing is kept`);
    } finally {
      await t.cleanup();
    }
  }
});

Deno.test("a metadata document on a private address is never fetched", async () => {
  const t = await setup(() => json(DOC), { resolveHost: fixedResolver("10.0.0.7") });
  try {
    await assert.rejects(t.store.find(URL_ID), /private|not public|blocked|10\.0\.0\.7|address/i);
    assert.equal(t.fetches(), 0);
  } finally {
    await t.cleanup();
  }
});

Deno.test("only an https URL with a path names a metadata document; an unknown other id is null", async () => {
  assert.equal(isMetadataDocumentUrl(URL_ID), true);
  assert.equal(isMetadataDocumentUrl("https://app.example/"), false);
  assert.equal(isMetadataDocumentUrl("http://app.example/c.json"), false);
  assert.equal(isMetadataDocumentUrl("https://app.example/c.json#x"), false);
  const t = await setup(() => json(DOC));
  try {
    assert.equal(await t.store.find("client_unknown"), null);
    assert.equal(await t.store.find("http://app.example/c.json"), null);
    assert.equal(t.fetches(), 0);
  } finally {
    await t.cleanup();
  }
});

Deno.test("freshSeconds() follows Cache-Control: no-store keeps nothing, max-age is capped at a day", () => {
  assert.equal(freshSeconds("no-store"), 0);
  assert.equal(freshSeconds("public, max-age=120"), 120);
  assert.equal(freshSeconds("max-age=9999999"), 86_400);
  assert.equal(freshSeconds(null), 300);
});
