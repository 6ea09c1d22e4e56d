/**
 * The set-up of the MCP endpoint's tests: the gateway's MCP routes on a fresh database (keys, and
 * the duplicate protection when asked) and an in-process bus with a fake assistant.
 * @module
 */
import { assistantSubjects, type Permissions, serve, silentLogger, toolsFor } from "@asst/shared";
import { MemoryBus, type Stoppable } from "@asst/shared/bus";
import { connectPostgres, migrate, readMigrations } from "@asst/shared/db";
import { onError, requestContext } from "@asst/shared/http";
import { freshDatabaseUrl as freshDatabase } from "@asst/shared/testing";
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Hono } from "hono";
import { Fingerprinter } from "../src/keys/api_key.ts";
import { Authenticator } from "../src/keys/authenticator.ts";
import { IdempotencyStore } from "../src/idempotency/idempotency.ts";
import { KeyStore } from "../src/keys/key_store.ts";
import { GrantStore } from "../src/oauth/grant_store.ts";
import { ClientStore } from "../src/oauth/client_store.ts";
import { oauthRoutes } from "../src/oauth/oauth_routes.ts";
import { metadataRoutes } from "../src/oauth/metadata.ts";
import { createOutboundClient, type OutboundClient } from "@asst/shared/outbound";
import { MCP_PATH, type McpDeps, mcpRoutes } from "../src/mcp/mcp.ts";
import type { Charge } from "../src/usage/spend_ledger.ts";

const ACCEPT = "application/json, text/event-stream";
export const SHOPPING: Permissions = { groups: { shopping: ["read", "act"] }, propose: false };
export const SHOPPING_TOOLS = [
  "shopping_list",
  "shopping_add",
  "shopping_remove",
  "shopping_clear",
];

export interface BusCall {
  subject: string;
  payload: Record<string, unknown>;
}

/**
 * The gateway's MCP routes on a real database (keys, and with `withIdempotency` the duplicate
 * protection) and an in-process bus, with a fake assistant that answers `assistant.tools`,
 * `assistant.tool` and `assistant.answer` and records what it was asked.
 */
export async function setup(
  options: Partial<McpDeps> & {
    withAssistant?: boolean;
    withIdempotency?: boolean;
    /** Fetches Client ID Metadata Documents. @default one that reaches nothing private */
    outbound?: OutboundClient;
  } = {},
) {
  const db = await freshDatabase();
  const sql = connectPostgres(db.url, { max: 2 });
  await migrate(sql, "gateway", await readMigrations(new URL("../migrations/", import.meta.url)));
  const fingerprinter = new Fingerprinter("pepper-for-tests-0123456789abcdefghij");
  const store = new KeyStore(sql, fingerprinter, 10);
  const grants = new GrantStore(sql, fingerprinter);
  const authenticator = new Authenticator({
    store,
    tokens: grants,
    fingerprinter,
    log: silentLogger,
  });
  const bus = new MemoryBus();
  const calls: BusCall[] = [];
  /** Held back until released: lets a test interleave two requests without sleeping. */
  const gates = new Map<string, Promise<void>>();
  const subscriptions: Stoppable[] = [];
  const opts = { queue: "assistant", log: silentLogger };
  if (options.withAssistant !== false) {
    subscriptions.push(
      serve(bus, assistantSubjects.tools, opts, async (req) => {
        calls.push({ subject: "tools", payload: req });
        await gates.get(req.account_id);
        return { tools: toolsFor(req.permissions, { businessMode: false }).map((t) => t.name) };
      }),
      serve(bus, assistantSubjects.tool, opts, (req) => {
        calls.push({ subject: "tool", payload: req });
        const items = (req.input as { items?: unknown }).items;
        if (req.tool === "shopping_add" && Array.isArray(items) && items.length > 0) {
          return Promise.resolve({
            result: {
              ok: true as const,
              summary: `Added ${items.join(" and ")} to your shopping list.`,
              data: { added: items.map((text, i) => ({ id: `item-${i}`, text })) },
            },
          });
        }
        return Promise.resolve({
          result: {
            ok: false as const,
            error: 'Invalid input for shopping_add: "items" is missing',
          },
        });
      }),
      serve(bus, assistantSubjects.answer, opts, (req) => {
        calls.push({ subject: "answer", payload: req });
        return Promise.resolve({
          reply: `You asked: ${req.message}`,
          model: "fake",
          usage: { input_tokens: 1, output_tokens: 1 },
        });
      }),
    );
  }
  const app = new Hono();
  app.use(requestContext({ log: silentLogger }));
  app.onError(onError(silentLogger));
  const idempotency = options.withIdempotency
    ? new IdempotencyStore<Charge>(sql, {
      leaseMs: 35_000,
      duplicateWindowSeconds: 600,
      keyTtlSeconds: 86_400,
    })
    : undefined;
  /** Fingerprints of access tokens the authorization server revoked (and broadcast). */
  const revoked: string[] = [];
  const clients = new ClientStore(sql, {
    outbound: options.outbound ?? createOutboundClient({ allowPrivate: false }),
  });
  app.route("/", metadataRoutes(undefined));
  app.route(
    "/",
    oauthRoutes({
      clients,
      grants,
      issuer: undefined,
      revoked: (fingerprints) => {
        revoked.push(...fingerprints);
        authenticator.invalidate(fingerprints);
      },
    }),
  );
  app.route(
    "/",
    mcpRoutes({
      bus,
      authenticator,
      requestTimeoutMs: 2_000,
      ...(idempotency ? { idempotency } : {}),
      ...options,
    }),
  );

  async function key(permissions: Permissions, label: string | null = null) {
    const account = crypto.randomUUID();
    await store.ensureAccount(account);
    const { key, record } = await store.create(account, label, permissions);
    return { key, account, keyId: record.id };
  }

  /** An official SDK client whose requests go to the app in this process. */
  async function client(key: string, headers: Record<string, string> = {}) {
    const c = new Client({ name: "mcp-test", version: "1.0.0" });
    await c.connect(
      new StreamableHTTPClientTransport(new URL(`http://gateway.test${MCP_PATH}`), {
        fetch: async (url, init) => await app.request(url, init),
        requestInit: { headers: { authorization: `Bearer ${key}`, ...headers } },
      }),
    );
    return c;
  }

  /** One raw POST to the endpoint. */
  function post(body: unknown, headers: Record<string, string> = {}) {
    return app.request(MCP_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", accept: ACCEPT, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  return {
    app,
    sql,
    store,
    grants,
    clients,
    revoked,
    fingerprinter,
    authenticator,
    calls,
    gates,
    key,
    client,
    post,
    cleanup: async () => {
      for (const s of subscriptions) await s.stop();
      await sql.end();
      await db.drop();
    },
  };
}
