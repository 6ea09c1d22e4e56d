/**
 * Admission of `/messages`, `/actions` and MCP calls: the rate limits (429) and the spending cap
 * (402) of concurrent requests, counted and read in one statement per batch.
 * @module
 */
import { AppError, Coalescer, isStatementRefused } from "@asst/shared";
import { counter } from "@asst/shared/http";
import type { KeyPrincipal } from "../keys/key_store.ts";
import {
  type RateLimitCheck,
  type RateLimitDecision,
  rateLimited,
  type RateLimiter,
  rateLimitHeaders,
} from "./rate_limiter.ts";
import { capErrorOf, type SpendLedger } from "./spend_ledger.ts";

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

/** Requests allowed per window. */
export interface RateLimits {
  messagesPerAccount: number;
  messagesPerOrigin: number;
  actionsPerAccount: number;
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

interface Request {
  endpoint: LimitedEndpoint;
  accountId: string;
  origin: string | null;
}

/** A request's decision, and the 402 when its account's cap is reached. */
type Verdict = { decision: RateLimitDecision; capError: AppError | null };

/**
 * Counts requests against their limits and checks their accounts' spending caps. Requests that
 * arrive while a batch is in the database go out together in the next one: one statement (the
 * counters, in arrival order, and each account's running total) for all of them, so the cost of
 * the limits per request falls as the load rises, and every count stays exact across replicas.
 */
export class Admissions {
  readonly #limits: RateLimits;
  readonly #batches: Coalescer<Request, Verdict>;

  constructor(limiter: RateLimiter, ledger: SpendLedger, limits: RateLimits) {
    this.#limits = limits;
    this.#batches = new Coalescer(async (requests) => {
      const accounts = [...new Set(requests.map((r) => r.accountId))];
      const { decisions, rows } = await limiter.hitMany(
        requests.map((r) => checksFor(r.endpoint, r.accountId, r.origin, this.#limits)),
        ledger.monthsQuery(accounts),
      );
      return requests.map((r, i) => ({
        decision: decisions[i]!,
        capError: capErrorOf(ledger.toMonthSpend(rows.find((row) => row.account === r.accountId))),
      }));
    }, { retryAlone: isStatementRefused });
  }

  /**
   * Counts the request (429 past a limit), then checks the spending cap (402).
   * @returns the decision, for the `RateLimit-*` headers
   * @throws {AppError} 429 `rate_limited` with `Retry-After`, or 402 at the cap
   */
  async admit(
    endpoint: LimitedEndpoint,
    principal: KeyPrincipal,
    origin: string | null,
  ): Promise<RateLimitDecision> {
    const { decision, capError } = await this.#batches.submit({
      endpoint,
      accountId: principal.accountId,
      origin,
    });
    if (!decision.allowed) {
      rateLimitRefusals.labels(decision.refusedBy ?? endpoint).inc();
      throw rateLimited(decision);
    }
    if (capError) {
      paymentRequired.labels(capError.code).inc();
      throw new AppError(capError.code, capError.message, {
        headers: { ...capError.headers, ...rateLimitHeaders(decision) },
      });
    }
    return decision;
  }
}
