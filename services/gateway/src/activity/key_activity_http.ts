/**
 * Where the API's calls are counted for per-key activity: one middleware in front of every route,
 * which reads the call's outcome once it is known (the response, or the error `onError` turned
 * into it), and the notes a route adds (the tools a turn ran, the MCP tool and its outcome).
 * @module
 */
import {
  ACTIVITY_ALLOWED,
  type ActivityEndpoint,
  AppError,
  ERROR_STATUS,
  type ErrorCode,
  findTool,
} from "@asst/shared";
import type { Context, MiddlewareHandler } from "hono";
import type { ActivityCall } from "./key_activity.ts";
import type { KeyPrincipal } from "../keys/key_store.ts";

/** What a route knows of its call that the response does not say. */
export interface ActivityNote {
  /** The tool label ({@link toolLabel}); for MCP, only a `tools/call` has one and is counted. */
  tool?: string;
  /** The refusal's code when the response is a success that refused (an MCP tool error). */
  outcome?: string;
}

declare module "hono" {
  interface ContextVariableMap {
    /** What the route noted of its call for per-key activity. */
    activityNote: ActivityNote | undefined;
    /** The key of the call, once the key check has passed (as declared in `routes.ts`). */
    principal: KeyPrincipal;
  }
}

/** Adds to what the route noted of its call. */
export function noteActivity(c: Context, note: ActivityNote): void {
  c.set("activityNote", { ...c.get("activityNote"), ...note });
}

/** The label of a tool named by a client or a turn: its name when it is a tool, else "unknown". */
function toolName(name: unknown, extra: ReadonlySet<string>): string {
  return typeof name === "string" && (extra.has(name) || findTool(name) !== undefined)
    ? name
    : "unknown";
}

/** Longest tool label: the names that fit, whole, in this many characters. */
const MAX_TOOL_LABEL = 200;

/**
 * The tool label of a call: the tools it ran, each once, sorted and joined by "+" ("" for none),
 * as many whole names as fit in 200 characters. A name that is not a tool reads "unknown", so a
 * client's text never becomes a label.
 * @param extra names that are tools without a definition (MCP's `ask_assistant`)
 */
export function toolLabel(
  names: readonly unknown[],
  extra: ReadonlySet<string> = new Set(),
): string {
  let label = "";
  for (const name of [...new Set(names.map((n) => toolName(n, extra)))].sort()) {
    const next = label === "" ? name : `${label}+${name}`;
    if (next.length > MAX_TOOL_LABEL) break;
    label = next;
  }
  return label;
}

/** The first code of each status, for a refusal that came as a response rather than an error. */
const CODE_OF_STATUS = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
  if (!CODE_OF_STATUS.has(status)) CODE_OF_STATUS.set(status, code);
}

/** The outcome of an answered call: `allowed`, or the refusal's stable error code. */
export function outcomeOf(status: number, error: unknown, note: ActivityNote | undefined): string {
  if (error instanceof AppError) return error.code;
  if (status >= 400) {
    return CODE_OF_STATUS.get(status) ?? (status >= 500 ? "internal_error" : "bad_request");
  }
  return note?.outcome ?? ACTIVITY_ALLOWED;
}

/** The endpoint a request is a call of, or null for another route (the docs, the contract). */
export function endpointOf(method: string, path: string, base: string): ActivityEndpoint | null {
  if (!path.startsWith(`${base}/`)) return null;
  const rest = path.slice(base.length + 1);
  if (method === "POST") {
    if (rest === "messages") return "messages";
    if (rest === "actions") return "actions";
    if (rest === "mcp") return "mcp";
    return null;
  }
  return method === "GET" && /^actions\/requests\/[^/]+$/.test(rest) ? "proposal_status" : null;
}

/**
 * Counts every call of a known key once its outcome is known: in front of the routes, it reads
 * the key (set by the key check), the status or the error `onError` answered with, and the
 * route's note. A call without a known key (a missing or unknown key, 401) is nobody's; an MCP
 * request is counted only for a `tools/call`.
 */
export function recordActivity(
  activity: { record(call: ActivityCall): void },
  base: string,
): MiddlewareHandler {
  return async function recordActivity(c, next) {
    await next();
    const principal: KeyPrincipal | undefined = c.get("principal");
    if (!principal) return;
    const endpoint = endpointOf(c.req.method, c.req.path, base);
    if (!endpoint) return;
    const note = c.get("activityNote");
    if (endpoint === "mcp" && note?.tool === undefined) return;
    activity.record({
      keyId: principal.keyId,
      accountId: principal.accountId,
      endpoint,
      tool: note?.tool ?? "",
      outcome: outcomeOf(c.res.status, c.error, note),
    });
  };
}
