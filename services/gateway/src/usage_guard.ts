/**
 * Rate limits and the spending cap in front of `/messages`, `/actions` and MCP calls, and the
 * charge of each successful call.
 * @module
 */
import { AppError, isAnswerOnly, type Logger, silentLogger } from "@asst/shared";
import { counter } from "@asst/shared/http";
import type { Context, MiddlewareHandler } from "hono";
import { clientAddress } from "./client_address.ts";
import type { KeyPrincipal } from "./key_store.ts";
import {
  type RateLimitCheck,
  type RateLimitDecision,
  rateLimited,
  type RateLimiter,
  rateLimitHeaders,
} from "./rate_limiter.ts";
import { capErrorOf, type SpendKind, type SpendLedger, type Usage } from "./spend_ledger.ts";

const rateLimitRefusals = counter(
  "rate_limit_refusals_total",
  "Requests refused with 429, by the limit they went over (messages:account, " +
    "messages:origin, actions:account).",
  ["limit"],
);
const paymentRequired = counter(
  "payment_required_total",
  "Requests refused with 402, by the limit they reached (the error code).",
  ["limit"],
);

/** Which limits a call counts against: a tool call as `POST /actions`, a question as `/messages`. */
export type CallKind = "act" | "ask";

/** Requests allowed per window. */
export interface RateLimits {
  messagesPerAccount: number;
  messagesPerOrigin: number;
  actionsPerAccount: number;
}

/** What the guard needs. */
export interface UsageGuardDeps {
  limiter: RateLimiter;
  ledger: SpendLedger;
  limits: RateLimits;
  /** Proxies in front of the gateway whose `X-Forwarded-For` entry is believed; 0: none. */
  trustedProxyHops: number;
}

/** The endpoint a request counts against. */
export type LimitedEndpoint = "messages" | "actions";

/** The counters one request is counted against; the origin only limits `/messages`. */
export function checksFor(
  endpoint: LimitedEndpoint,
  accountId: string,
  origin: string | null,
  limits: RateLimits,
): RateLimitCheck[] {
  if (endpoint === "actions") {
    return [{ scope: "actions:account", subject: accountId, limit: limits.actionsPerAccount }];
  }
  return [
    { scope: "messages:account", subject: accountId, limit: limits.messagesPerAccount },
    ...(origin !== null
      ? [{ scope: "messages:origin", subject: origin, limit: limits.messagesPerOrigin }]
      : []),
  ];
}

/** Counts the request (429 past a limit), then checks the spending cap (402), in one statement. */
async function admit(
  deps: UsageGuardDeps,
  endpoint: LimitedEndpoint,
  principal: KeyPrincipal,
  origin: string | null,
): Promise<RateLimitDecision> {
  // One statement: the rate-limit counters and this month's running total with the cap.
  const { decision, row } = await deps.limiter.hitWith(
    checksFor(endpoint, principal.accountId, origin, deps.limits),
    deps.ledger.monthQuery(principal.accountId),
  );
  if (!decision.allowed) {
    rateLimitRefusals.labels(decision.refusedBy ?? endpoint).inc();
    throw rateLimited(decision);
  }
  const capError = capErrorOf(deps.ledger.toMonthSpend(row));
  if (capError) {
    paymentRequired.labels(capError.code).inc();
    throw new AppError(capError.code, capError.message, {
      headers: { ...capError.headers, ...rateLimitHeaders(decision) },
    });
  }
  return decision;
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
    const origin = endpoint === "messages" ? clientAddress(c, deps.trustedProxyHops) : null;
    const decision = await admit(deps, endpoint, principal, origin);
    await next();
    // On the response's own headers (ours are mutable), as Hono's CORS middleware does:
    // `c.header()` after the handler copies the whole response once per header.
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(rateLimitHeaders(decision))) {
      headers.set(name, value);
    }
  };
}

/** The MCP `beforeCall` hook: a question counts as `/messages`, any tool as `/actions`. */
export function mcpBeforeCall(
  deps: UsageGuardDeps,
): (kind: CallKind, principal: KeyPrincipal) => Promise<void> {
  return async (kind, principal) => {
    await admit(deps, kind === "ask" ? "messages" : "actions", principal, null);
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
