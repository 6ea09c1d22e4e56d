/**
 * The MCP endpoint: the assistant's tools as a remote MCP server over Streamable HTTP, scoped by
 * the API key. Stateless, so any gateway replica answers any request without sticky sessions.
 * @module
 */
import type { IdempotencyStore } from "./idempotency.ts";
import {
  AppError,
  assistantSubjects,
  call,
  ERROR_CODE,
  findTool,
  GROUP_LABELS,
  type Logger,
  MAX_MESSAGE_LENGTH,
  silentLogger,
  type ToolDefinition,
  toolInputJsonSchema,
} from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
// The SDK's wildcard export maps `x.js` to types at `x.js.d.ts`, which do not exist: name the
// types by the extensionless path, which resolves to `x.d.ts`.
import { Server } from "@modelcontextprotocol/sdk/server";
// @ts-types="@modelcontextprotocol/sdk/server/webStandardStreamableHttp"
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  SUPPORTED_PROTOCOL_VERSIONS,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { Authenticator } from "./authenticator.ts";
import type { KeyPrincipal } from "./key_store.ts";
import type { CallKind } from "./usage_guard.ts";

/** Path of the MCP endpoint. */
export const MCP_PATH = "/api/assistant/v1/mcp";

/** The tool every key has: a question to the assistant, answered as `POST /messages` does. */
export const ASK_TOOL = "ask_assistant";

// The kind of call is the usage policy's word; named here too for the hooks' users.
export type { CallKind } from "./usage_guard.ts";

/** What the MCP endpoint needs. */
export interface McpDeps {
  bus: Bus;
  authenticator: Authenticator;
  /** How long to wait for the assistant, in milliseconds. */
  requestTimeoutMs: number;
  /**
   * Origins (`https://app.example.com`) allowed to call from a browser. Without it: the
   * request's own host (its `Host` header) and loopback origins. Requests without `Origin`
   * (programs, not browsers) are always allowed.
   */
  allowedOrigins?: string[];
  /** Largest request body, in bytes (the gateway passes `MAX_BODY_BYTES`). @default 262144 */
  maxBodyBytes?: number;
  /**
   * Runs before every `tools/call`, before anything else. Rate limits and the spending cap (a
   * later issue) plug in here; an {@link AppError} with status 402, 429 or 503 that it throws ends the
   * HTTP request with that status, `Retry-After` and its message, and nothing runs.
   */
  beforeCall?: (kind: CallKind, principal: KeyPrincipal) => Promise<void>;
  /**
   * Runs after every successful `tools/call` with what it consumed (the spending ledger); a
   * tool run without a model reports the model `none` and no tokens.
   */
  afterCall?: (
    principal: KeyPrincipal,
    requestId: string,
    usage: { model: string; input_tokens: number; output_tokens: number },
    log: Logger,
  ) => Promise<void>;
  /**
   * Duplicate protection, as on POST /actions: the same tool with the same arguments within the
   * duplicate window runs once, and a repeat gets the first result.
   */
  idempotency?: IdempotencyStore;
}

const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/** JSON with object keys sorted, so that equal arguments give equal text whatever their order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
/** JSON-RPC's implementation-defined server error, which the SDK uses for HTTP-level refusals. */
const SERVER_ERROR = -32000;

const INSTRUCTIONS =
  "The tools of the user's personal assistant that this API key may use, on the user's own data. " +
  "ask_assistant answers a question from what the assistant knows about the user. Items are " +
  "named by the id a list tool shows, or by words of their text.";

const question = z.string().min(1).max(MAX_MESSAGE_LENGTH)
  .regex(/\S/, "the question is only white space")
  .describe("The question, in plain language");
const askInput = z.object({ question }).strict();

const ASK_TOOL_DEFINITION: Tool = {
  name: ASK_TOOL,
  title: "Ask the assistant",
  description:
    "Ask the user's assistant a question; it answers from the user's profile and what it remembers " +
    "about them. Read only: it changes nothing.",
  inputSchema: z.toJSONSchema(askInput, { target: "draft-7", io: "input" }) as Tool["inputSchema"],
  annotations: {
    title: "Ask the assistant",
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
  },
};

/** A short human title: the group's name and the operation, e.g. `Shopping list: add`. */
function titleOf(tool: ToolDefinition): string {
  if (tool.group === null) return "Propose an email or a calendar event";
  const label = GROUP_LABELS[tool.group];
  const operation = tool.name.startsWith(`${tool.group}_`)
    ? tool.name.slice(tool.group.length + 1).replaceAll("_", " ")
    : tool.name.replaceAll("_", " ");
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${operation}`;
}

/** A shared tool definition as MCP lists it. */
export function mcpToolOf(tool: ToolDefinition): Tool {
  const title = titleOf(tool);
  return {
    name: tool.name,
    title,
    description: tool.description,
    inputSchema: toolInputJsonSchema(tool) as Tool["inputSchema"],
    annotations: { title, ...tool.annotations },
  };
}

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

function quoted(value: string): string {
  return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value);
}

/** One request's caller, and the HTTP failure (429, 503) that ends it, if any. */
interface RequestScope {
  deps: McpDeps;
  principal: KeyPrincipal;
  requestId: string | undefined;
  log: Logger;
  failure: AppError | null;
}

/**
 * Runs a bus call or the limits hook. A 429 or 503 is remembered so that the whole HTTP request
 * answers with that status and `Retry-After` (the client, a proxy or a load balancer can retry
 * it); another {@link AppError} becomes a JSON-RPC error with its message; anything else a
 * JSON-RPC internal error whose details stay in the log.
 */
async function guarded<T>(scope: RequestScope, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) {
      if (err.status === 402 || err.status === 429 || err.status === 503) scope.failure ??= err;
      throw new McpError(ErrorCode.InternalError, err.message);
    }
    scope.log.error("mcp request failed", { err });
    throw new McpError(ErrorCode.InternalError, "Something went wrong on our side; try again");
  }
}

/** The names of the tools the key may use on its account now. */
async function keyToolNames(scope: RequestScope): Promise<string[]> {
  const { tools } = await guarded(scope, () =>
    call(scope.deps.bus, assistantSubjects.tools, {
      account_id: scope.principal.accountId,
      permissions: scope.principal.permissions,
    }, callOptions(scope)));
  return tools;
}

function callOptions(scope: RequestScope): { requestId?: string; timeoutMs: number } {
  return {
    timeoutMs: scope.deps.requestTimeoutMs,
    ...(scope.requestId ? { requestId: scope.requestId } : {}),
  };
}

async function listTools(scope: RequestScope): Promise<Tool[]> {
  const names = await keyToolNames(scope);
  const tools: Tool[] = [];
  for (const name of names) {
    const tool = findTool(name);
    if (tool) tools.push(mcpToolOf(tool));
  }
  return [...tools, ASK_TOOL_DEFINITION];
}

function textResult(text: string, isError: boolean, data?: unknown): CallToolResult {
  return {
    content: [{ type: "text", text }],
    ...(isError ? { isError: true } : { structuredContent: { data } }),
  };
}

async function ask(scope: RequestScope, args: Record<string, unknown>): Promise<CallToolResult> {
  await guarded(scope, () => scope.deps.beforeCall?.("ask", scope.principal) ?? Promise.resolve());
  const input = askInput.safeParse(args);
  if (!input.success) {
    return textResult(
      `ask_assistant needs {"question": "<text>"}: a question of 1 to ${MAX_MESSAGE_LENGTH} characters that is not only white space, and no other field`,
      true,
    );
  }
  const answer = await guarded(scope, () =>
    call(scope.deps.bus, assistantSubjects.answer, {
      account_id: scope.principal.accountId,
      key_id: scope.principal.keyId,
      message: input.data.question,
    }, callOptions(scope)));
  await scope.deps.afterCall?.(scope.principal, scope.requestId ?? "", {
    model: answer.model,
    ...answer.usage,
  }, scope.log);
  return textResult(answer.reply, false, { reply: answer.reply, model: answer.model });
}

/**
 * Runs one of the key's tools. The key's list is asked for on every call and is the
 * authorization here (the assistant checks the permissions and the input again): a tool outside
 * it is refused and nothing runs.
 */
async function runTool(
  scope: RequestScope,
  name: string,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  await guarded(scope, () => scope.deps.beforeCall?.("act", scope.principal) ?? Promise.resolve());
  const allowed = await keyToolNames(scope);
  if (!allowed.includes(name)) {
    return textResult(
      `This key may not use a tool named ${
        quoted(name)
      }; tools/list shows the tools it may use, and the user can make a key with other permissions in the chat`,
      true,
    );
  }
  const run = async (): Promise<CallToolResult> => {
    const { result } = await call(scope.deps.bus, assistantSubjects.tool, {
      account_id: scope.principal.accountId,
      key_id: scope.principal.keyId,
      permissions: scope.principal.permissions,
      tool: name,
      input: args,
    }, callOptions(scope));
    return result.ok
      ? textResult(result.summary, false, result.data)
      : textResult(result.error, true);
  };
  const store = scope.deps.idempotency;
  // As on POST /actions; only a result that is not an error is kept, so that a retry runs.
  const once = await guarded(scope, () =>
    store
      ? store.once(
        scope.principal.accountId,
        {
          message: `mcp:${name}:${canonicalJson(args)}`,
        },
        run,
        { keep: (outcome) => !outcome.isError, log: scope.log },
      )
      : run().then((response) => ({ kind: "ran" as const, response })));
  if (once.kind === "busy") {
    return textResult(
      `The same call is still running; retry in ${once.retryAfter} seconds to get its result`,
      true,
    );
  }
  if (once.kind === "replay") {
    return { ...(once.response as CallToolResult), _meta: { idempotent_replay: true } };
  }
  if (once.response.isError) return once.response;
  await scope.deps.afterCall?.(scope.principal, scope.requestId ?? "", {
    model: "none",
    input_tokens: 0,
    output_tokens: 0,
  }, scope.log);
  return once.response;
}

/** A new MCP server for one HTTP request: its handlers know the caller, and nothing else. */
function serverFor(scope: RequestScope): Server {
  // The low-level Server, not McpServer: the tool list differs per key and per request, its
  // schemas come from the shared definitions, and the assistant validates the input.
  const server = new Server(
    { name: "assistant", title: "Personal assistant", version: "1.0.0" },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  server.onerror = (err) => scope.log.debug("mcp transport error", { err });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await listTools(scope) }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const { name, arguments: args = {} } = request.params;
    return name === ASK_TOOL ? ask(scope, args) : runTool(scope, name, args);
  });
  return server;
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
      const principal = await deps.authenticator.authenticate(c.req.header("authorization"));
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
      const scope: RequestScope = {
        deps,
        principal,
        requestId: c.get("requestId"),
        log: c.get("log") ?? silentLogger,
        failure: null,
      };
      // A new server and transport per request: a shared transport would mix up the answers of
      // clients whose JSON-RPC ids collide.
      const server = serverFor(scope);
      // No `sessionIdGenerator`: stateless, no `Mcp-Session-Id` is issued or expected.
      const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
      try {
        await server.connect(transport);
        const response = await transport.handleRequest(c.req.raw, { parsedBody: body });
        if (scope.failure) throw scope.failure;
        return response;
      } finally {
        await server.close();
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
