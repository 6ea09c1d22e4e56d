/**
 * The MCP endpoint: the assistant's tools as a remote MCP server over Streamable HTTP, scoped by
 * the API key. Stateless, so any gateway replica answers any request without sticky sessions.
 * What a request does is in `mcp_calls.ts`; what it shows of the tools in `mcp_tools.ts`.
 * @module
 */
import { AppError, ERROR_CODE, silentLogger } from "@asst/shared";
import { timeLeftMs } from "@asst/shared/http";
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import { ErrorCode, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { authenticated, type Authenticator } from "../keys/authenticator.ts";
import { clientAddress } from "../keys/client_address.ts";
import { noteActivity, toolLabel } from "../activity/key_activity_http.ts";
import { type McpCallDeps, type RequestScope, serverFor } from "./mcp_calls.ts";

/** Path of the MCP endpoint. */
export const MCP_PATH = "/api/assistant/v1/mcp";

import { ASK_TOOL } from "./mcp_tools.ts";
export { ASK_TOOL, mcpToolOf } from "./mcp_tools.ts";
// The kind of call is the usage policy's word; named here too for the hooks' users.
export type { CallKind } from "../usage/usage_guard.ts";

/** What the MCP endpoint needs. */
export interface McpDeps extends McpCallDeps {
  authenticator: Authenticator;
  /**
   * Origins (`https://app.example.com`) allowed to call from a browser. Without it: the
   * request's own host (its `Host` header) and loopback origins. Requests without `Origin`
   * (programs, not browsers) are always allowed.
   */
  allowedOrigins?: string[];
  /** Largest request body, in bytes (the gateway passes `MAX_BODY_BYTES`). @default 262144 */
  maxBodyBytes?: number;
  /**
   * The client's address, for keys limited to networks. @default the socket's peer (no proxy
   * believed)
   */
  clientAddress?: (c: Context) => string;
  /**
   * The `WWW-Authenticate` of a 401, given the key check's: the gateway names its OAuth
   * Protected Resource Metadata there. @default the key check's, unchanged
   */
  challenge?: (c: Context, challenge: string | undefined) => string;
}

const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
const socketOnly = (c: Context) => clientAddress(c, { proxies: null, hops: 0 });
/** JSON-RPC's implementation-defined server error, which the SDK uses for HTTP-level refusals. */
const SERVER_ERROR = -32000;

const LOOPBACK_HOSTNAMES = new Set(["localhost", "[::1]"]);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTNAMES.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Decides whether a browser `Origin` may call the endpoint (DNS rebinding protection). */
function originPolicy(allowed: string[] | undefined): (origin: string, host?: string) => boolean {
  if (allowed) {
    const set = new Set(allowed.map((o) => new URL(o).origin));
    return (origin) => URL.canParse(origin) && set.has(new URL(origin).origin);
  }
  return (origin, host) => {
    if (!URL.canParse(origin)) return false;
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    return isLoopback(url.hostname) || (host !== undefined && url.host === host.toLowerCase());
  };
}

/** A JSON-RPC error that is not an answer to any request (`id: null`), as the SDK sends them. */
function jsonRpcError(c: Context, status: 400 | 405, code: number, message: string): Response {
  return c.json({ jsonrpc: "2.0", error: { code, message }, id: null }, status);
}

const ASK = new Set([ASK_TOOL]);

/** A JSON-RPC `tools/call` request: the one kind of MCP request counted as a key's call. */
function isToolCall(body: unknown): body is { params?: { name?: unknown } } {
  return typeof body === "object" && body !== null &&
    (body as { method?: unknown }).method === "tools/call";
}

function quoted(value: string): string {
  return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value);
}

/**
 * `POST /api/assistant/v1/mcp`: the MCP Streamable HTTP endpoint, stateless (a new server and
 * transport per request, JSON responses, no session), authenticated by the API key on every
 * request. `GET` and `DELETE` answer 405: there is no SSE stream and no session to end.
 */
export function mcpRoutes(deps: McpDeps): Hono {
  const app = new Hono();
  const originAllowed = originPolicy(deps.allowedOrigins);
  const maxBodyBytes = deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new AppError(
        ERROR_CODE.payloadTooLarge,
        `The body is larger than ${maxBodyBytes} bytes; send one JSON-RPC message per request`,
      );
    },
  });

  app.post(
    MCP_PATH,
    async (c, next) => {
      // Origin first: a page on another site must learn nothing, not even whether a key is valid.
      const origin = c.req.header("origin");
      if (origin !== undefined && !originAllowed(origin, c.req.header("host"))) {
        throw new AppError(
          ERROR_CODE.forbidden,
          `Requests from the origin ${
            quoted(origin)
          } are not allowed; MCP clients that are not browsers send no Origin header`,
        );
      }
      await next();
    },
    limitBody,
    async (c) => {
      const principal = await authenticated(
        c,
        deps.authenticator,
        () => (deps.clientAddress ?? socketOnly)(c),
        true, // OAuth access tokens are bound to this endpoint
      ).catch((err) => {
        if (err instanceof AppError && err.status === 401 && deps.challenge) {
          err.headers["www-authenticate"] = deps.challenge(c, err.headers["www-authenticate"]);
        }
        throw err;
      });
      c.set("principal", principal); // whose call it is, for per-key activity
      const version = c.req.header("mcp-protocol-version");
      if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
        return jsonRpcError(
          c,
          400,
          SERVER_ERROR,
          `Bad Request: unsupported MCP-Protocol-Version ${quoted(version)}; this server supports ${
            SUPPORTED_PROTOCOL_VERSIONS.join(", ")
          }`,
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return jsonRpcError(c, 400, ErrorCode.ParseError, "Parse error: the body is not JSON");
      }
      if (Array.isArray(body)) {
        // Batches were removed from the protocol in 2025-06-18; a stateless server cannot know
        // that a client negotiated an older version, so it refuses them always.
        return jsonRpcError(
          c,
          400,
          ErrorCode.InvalidRequest,
          "Invalid Request: JSON-RPC batches are not supported; send one message per request",
        );
      }
      if (isToolCall(body)) noteActivity(c, { tool: toolLabel([body.params?.name], ASK) });
      const scope: RequestScope = {
        deps,
        principal,
        requestId: c.get("requestId"),
        log: c.get("log") ?? silentLogger,
        failure: null,
        timeLeftMs: () => timeLeftMs(c, deps.requestTimeoutMs),
      };
      // A new server and transport per request: a shared transport would mix up the answers of
      // clients whose JSON-RPC ids collide. Both are cheap: what costs is shared (`serverFor`).
      const server = serverFor(scope);
      // No `sessionIdGenerator`: stateless, no `Mcp-Session-Id` is issued or expected.
      const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
      let answered = false;
      try {
        await server.connect(transport);
        const response = await transport.handleRequest(c.req.raw, { parsedBody: body });
        answered = true;
        if (scope.outcome) noteActivity(c, { outcome: scope.outcome });
        if (scope.failure) throw scope.failure;
        return response;
      } finally {
        // A request answered in full leaves nothing open (JSON responses: no stream, no timer);
        // both are garbage now. Closing would abort the handlers' controllers, not yet released
        // at this point, each with a DOMException and its stack. Otherwise close: it stops what
        // still runs.
        if (!answered) await server.close();
      }
    },
  );

  app.all(MCP_PATH, (c) => {
    c.header("allow", "POST");
    return jsonRpcError(
      c,
      405,
      SERVER_ERROR,
      `Method not allowed: ${c.req.method}; this stateless server takes only POST (no SSE stream, no session)`,
    );
  });

  return app;
}
