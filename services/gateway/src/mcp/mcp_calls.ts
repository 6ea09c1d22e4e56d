/**
 * What the MCP endpoint does with one request: its server, whose handlers know the caller, and
 * the two kinds of call, `ask_assistant` and the key's tools (with limits, duplicate protection
 * and the charge).
 * @module
 */
import { type IdempotencyStore, type Operation, operationOf } from "../idempotency/idempotency.ts";
import {
  AppError,
  assistantSubjects,
  call,
  databaseUnavailable,
  findTool,
  isDatabaseUnavailable,
  type Logger,
  MAX_MESSAGE_LENGTH,
} from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
// The SDK's wildcard export maps `x.js` to types at `x.js.d.ts`, which do not exist: name the
// types by the extensionless path, which resolves to `x.d.ts`.
import { Server } from "@modelcontextprotocol/sdk/server";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { KeyPrincipal } from "../keys/key_store.ts";
import type { KeyToolCache } from "./key_tool_cache.ts";
import {
  ASK_TOOL,
  ASK_TOOL_DEFINITION,
  askInput,
  canonicalJson,
  INSTRUCTIONS,
  mcpToolOf,
} from "./mcp_tools.ts";
import type { Charge } from "../usage/spend_ledger.ts";
import type { CallKind } from "../usage/usage_guard.ts";

/** What the calls of the MCP endpoint need. */
export interface McpCallDeps {
  bus: Bus;
  /** How long to wait for the assistant, in milliseconds. */
  requestTimeoutMs: number;
  /**
   * Runs for every `tools/call`, first. Rate limits and the spending cap plug in here; an
   * {@link AppError} with status 402, 429 or 503 that it throws ends the HTTP request with that
   * status, `Retry-After` and its message, and nothing runs. For a tool of the key, the key's
   * tool list is read and the duplicate protection claims while it is decided.
   */
  beforeCall?: (kind: CallKind, principal: KeyPrincipal) => Promise<void>;
  /**
   * The charge of a successful `tools/call` with what it consumed (the spending ledger), written
   * with the completion of its duplicate protection; a tool run without a model reports the
   * model `none` and no tokens. Null: nothing to charge.
   */
  chargeOf?: (
    principal: KeyPrincipal,
    requestId: string,
    usage: { model: string; input_tokens: number; output_tokens: number },
  ) => Charge | null;
  /**
   * Runs after every successful `ask_assistant` with what it consumed (the spending ledger).
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
  idempotency?: IdempotencyStore<Charge>;
  /** The key's tool list, kept between calls; without it the assistant is asked every time. */
  toolCache?: KeyToolCache;
}

/** One request's caller, and the HTTP failure (402, 429, 503) that ends it, if any. */
export interface RequestScope {
  deps: McpCallDeps;
  principal: KeyPrincipal;
  requestId: string | undefined;
  log: Logger;
  failure: AppError | null;
  /** How long the HTTP request has left before its deadline, in ms: no call waits longer. */
  timeLeftMs: () => number;
  /** Why a `tools/call` was refused (an error code, `tool_not_allowed`, `tool_refused`). */
  outcome?: string;
}

function quoted(value: string): string {
  return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value);
}

/**
 * Runs a bus call or the limits hook. A 402, 429 or 503 (the database unreachable too) is
 * remembered so that the whole HTTP request answers with that status and `Retry-After` (the
 * client, a proxy or a load balancer can retry it); another {@link AppError} becomes a JSON-RPC
 * error with its message; anything else a JSON-RPC internal error whose details stay in the log.
 */
async function guarded<T>(scope: RequestScope, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (thrown) {
    const err = isDatabaseUnavailable(thrown) ? databaseUnavailable(thrown) : thrown;
    scope.outcome ??= err instanceof AppError ? err.code : "internal_error";
    if (err instanceof AppError) {
      if (err.status === 402 || err.status === 429 || err.status === 503) scope.failure ??= err;
      throw new McpError(ErrorCode.InternalError, err.message);
    }
    scope.log.error("mcp request failed", { err });
    throw new McpError(ErrorCode.InternalError, "Something went wrong on our side; try again");
  }
}

function callOptions(scope: RequestScope): { requestId?: string; timeoutMs: number } {
  return {
    timeoutMs: scope.timeLeftMs(),
    ...(scope.requestId ? { requestId: scope.requestId } : {}),
  };
}

/**
 * The names of the tools the key may use on its account now (kept by the cache, if any), its
 * failures not yet turned into the request's ({@link guarded}).
 */
function loadKeyToolNames(scope: RequestScope): Promise<string[]> {
  const { accountId, permissions } = scope.principal;
  const load = async () =>
    (await call(scope.deps.bus, assistantSubjects.tools, {
      account_id: accountId,
      permissions,
    }, callOptions(scope))).tools;
  const cache = scope.deps.toolCache;
  return cache ? cache.get(accountId, permissions, load) : load();
}

/** The names of the tools the key may use on its account now. */
function keyToolNames(scope: RequestScope): Promise<string[]> {
  return guarded(scope, () => loadKeyToolNames(scope));
}

const listed = new Map<string, Tool>();

async function listTools(scope: RequestScope): Promise<Tool[]> {
  const names = await keyToolNames(scope);
  const tools: Tool[] = [];
  for (const name of names) {
    let tool = listed.get(name);
    if (!tool) {
      const definition = findTool(name);
      if (!definition) continue;
      tool = mcpToolOf(definition);
      listed.set(name, tool);
    }
    tools.push(tool);
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

const NO_MODEL = { model: "none", input_tokens: 0, output_tokens: 0 };

/**
 * Runs one of the key's tools. The key's list is the authorization here (the assistant checks
 * the permissions and the input again): a tool outside it is refused and nothing runs. As on
 * POST /actions, the admission (limits and cap) is decided while the key's tools are read and
 * the duplicate protection claims; nothing runs before it is, and its refusal is the answer
 * whatever else was found (a claim it took is released).
 */
async function runTool(
  scope: RequestScope,
  name: string,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const admission = scope.deps.beforeCall?.("act", scope.principal) ?? Promise.resolve();
  admission.catch(() => {}); // awaited on every path below
  const admitted = () => guarded(scope, () => admission);
  const names = loadKeyToolNames(scope);
  const allowed = await names.catch(async () => {
    await admitted();
    return await guarded(scope, () => names);
  });
  if (!allowed.includes(name)) {
    await admitted();
    scope.outcome = "tool_not_allowed";
    return textResult(
      `This key may not use a tool named ${
        quoted(name)
      }; tools/list shows the tools it may use, and the user can make a key with other permissions in the chat`,
      true,
    );
  }
  const run = async (operation?: Operation): Promise<CallToolResult> => {
    const { result } = await call(scope.deps.bus, assistantSubjects.tool, {
      account_id: scope.principal.accountId,
      key_id: scope.principal.keyId,
      permissions: scope.principal.permissions,
      tool: name,
      input: args,
      ...(operation ? { operation: operationOf(operation, scope.timeLeftMs()) } : {}),
    }, callOptions(scope));
    return result.ok
      ? textResult(result.summary, false, result.data)
      : textResult(result.error, true);
  };
  const charge = (outcome: CallToolResult) =>
    outcome.isError
      ? null
      : scope.deps.chargeOf?.(scope.principal, scope.requestId ?? "", NO_MODEL) ?? null;
  // A tool that only reads writes nothing to protect, and its repeat must show the data as it is
  // now, not as the first call found it: it always runs.
  const store = findTool(name)?.annotations.readOnlyHint ? undefined : scope.deps.idempotency;
  // As on POST /actions; only a result that is not an error is kept, so that a retry runs. The
  // charge of a result that is not an error goes with its completion, in one statement.
  const once = await guarded(scope, () =>
    store
      ? store.once(
        scope.principal,
        { message: `mcp:${name}:${canonicalJson(args)}` },
        run,
        { keep: (outcome) => !outcome.isError, alongside: charge, admission, log: scope.log },
      )
      : admission.then(() => run()).then((response) => ({ kind: "ran" as const, response })));
  if (once.kind === "busy") {
    scope.outcome = "conflict";
    return textResult(
      `The same call is still running; retry in ${once.retryAfter} seconds to get its result`,
      true,
    );
  }
  if (once.kind === "replay") {
    return { ...(once.response as CallToolResult), _meta: { idempotent_replay: true } };
  }
  if (!store && !once.response.isError) {
    // Without duplicate protection there is no completion to charge with.
    await scope.deps.afterCall?.(scope.principal, scope.requestId ?? "", NO_MODEL, scope.log);
  }
  return once.response;
}

/**
 * One JSON Schema validator for every server. The SDK builds an Ajv instance per server unless
 * given one (about 0.2 ms, most of a server's cost); this one is built on first use, which the
 * endpoint never makes (it sends no elicitation).
 */
let ajv: AjvJsonSchemaValidator | undefined;
const sharedValidator = {
  getValidator: ((schema) =>
    (ajv ??= new AjvJsonSchemaValidator()).getValidator(
      schema,
    )) as AjvJsonSchemaValidator["getValidator"],
};

/**
 * A new MCP server for one HTTP request: its handlers know the caller, and nothing else. A
 * server holds the negotiated state of one client and one transport at a time, so each request
 * has its own; what costs (the validator, the tool definitions) is shared.
 */
export function serverFor(scope: RequestScope): Server {
  // The low-level Server, not McpServer: the tool list differs per key and per request, its
  // schemas come from the shared definitions, and the assistant validates the input.
  const server = new Server(
    { name: "assistant", title: "Personal assistant", version: "1.0.0" },
    {
      capabilities: { tools: {} },
      instructions: INSTRUCTIONS,
      jsonSchemaValidator: sharedValidator,
    },
  );
  server.onerror = (err) => scope.log.debug("mcp transport error", { err });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await listTools(scope) }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const { name, arguments: args = {} } = request.params;
    return (name === ASK_TOOL ? ask(scope, args) : runTool(scope, name, args)).then((result) => {
      if (result.isError) scope.outcome ??= "tool_refused";
      return result;
    });
  });
  return server;
}
