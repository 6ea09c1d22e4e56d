/**
 * Rate limits and the spending cap in front of `/messages`, `/actions` and MCP calls, and the
 * charge of each successful call.
 * @module
 */
import { isAnswerOnly, type Logger, silentLogger } from "@asst/shared";
import type { Context, MiddlewareHandler } from "hono";
import type { Admissions, LimitedEndpoint } from "./admissions.ts";
import type { KeyPrincipal } from "../keys/key_store.ts";
import { type RateLimitDecision, rateLimitHeaders } from "./rate_limiter.ts";
import type { SpendKind, SpendLedger, Usage } from "./spend_ledger.ts";

/** Which limits a call counts against: a tool call as `POST /actions`, a question as `/messages`. */
export type CallKind = "act" | "ask";

/** What the guard needs. */
export interface UsageGuardDeps {
  admissions: Admissions;
  ledger: SpendLedger;
  /** The client's address (the socket's, or as trusted proxies forward it). */
  clientAddress: (c: Context) => string;
}

declare module "hono" {
  interface ContextVariableMap {
    /** The request's admission, while {@link guardUsageAlongside} lets the handler go on. */
    admission: Promise<RateLimitDecision> | undefined;
  }
}

/**
 * Middleware after the key check: counts the request against the endpoint's limits (429 with
 * `Retry-After`), refuses it at the spending cap (402), and puts `RateLimit-*` on the response.
 * An answer-only key on `/actions` passes uncounted, to its 403.
 */
export function guardUsage(deps: UsageGuardDeps, endpoint: LimitedEndpoint): MiddlewareHandler {
  return async function guardUsage(c, next) {
    const principal = c.get("principal");
    if (endpoint === "actions" && isAnswerOnly(principal.permissions)) return await next();
    const decision = await admit(c, deps, endpoint);
    await next();
    putRateLimitHeaders(c, decision);
  };
}

/**
 * As {@link guardUsage}, but the handler starts while the admission is in the database: it reads
 * the body and claims the request's duplicate protection meanwhile, and waits for the admission
 * (`c.get("admission")`) before it runs anything. A refusal wins over whatever the handler
 * answered (the body's errors, a replay), so the order of the errors stays the same: the key, the
 * limits and the cap, then the body. The two statements of a request are in the database at the
 * same time instead of one after the other.
 */
export function guardUsageAlongside(
  deps: UsageGuardDeps,
  endpoint: LimitedEndpoint,
): MiddlewareHandler {
  return async function guardUsageAlongside(c, next) {
    const principal = c.get("principal");
    if (endpoint === "actions" && isAnswerOnly(principal.permissions)) return await next();
    const admission = admit(c, deps, endpoint);
    admission.catch(() => {}); // awaited after the handler, which may not get to it
    c.set("admission", admission);
    await next();
    putRateLimitHeaders(c, await admission);
  };
}

function admit(
  c: Context,
  deps: UsageGuardDeps,
  endpoint: LimitedEndpoint,
): Promise<RateLimitDecision> {
  const origin = endpoint === "messages" ? deps.clientAddress(c) : null;
  return deps.admissions.admit(endpoint, c.get("principal"), origin);
}

/**
 * The `RateLimit-*` headers, on the response's own headers (ours are mutable), as Hono's CORS
 * middleware does: `c.header()` after the handler copies the whole response once per header.
 */
function putRateLimitHeaders(c: Context, decision: RateLimitDecision): void {
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(rateLimitHeaders(decision))) {
    headers.set(name, value);
  }
}

/** The MCP `beforeCall` hook: a question counts as `/messages`, any tool as `/actions`. */
export function mcpBeforeCall(
  deps: UsageGuardDeps,
): (kind: CallKind, principal: KeyPrincipal) => Promise<void> {
  return async (kind, principal) => {
    await deps.admissions.admit(kind === "ask" ? "messages" : "actions", principal, null);
  };
}

/**
 * Charges a successful call to the ledger. A failure is logged, not thrown: the work is done
 * and its answer must reach the client.
 */
export async function chargeCall(
  ledger: SpendLedger,
  c: Context,
  kind: SpendKind,
  answer: { model: string; usage: { input_tokens: number; output_tokens: number } },
): Promise<void> {
  const principal = c.get("principal");
  await chargeAccount(ledger, principal.accountId, c.get("requestId") ?? "", kind, {
    model: answer.model,
    ...answer.usage,
  }, c.get("log") ?? silentLogger);
}

/** Charges one call to an account; logs a failure instead of throwing it. */
export async function chargeAccount(
  ledger: SpendLedger,
  accountId: string,
  requestId: string,
  kind: SpendKind,
  usage: Usage,
  log: Logger,
): Promise<void> {
  try {
    await ledger.charge(accountId, requestId, kind, usage);
  } catch (err) {
    log.error("could not charge a call to the spending ledger", { err, kind });
  }
}
