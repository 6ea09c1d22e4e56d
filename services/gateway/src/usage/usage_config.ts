import { env, NetworkMatcher, parseNetworks } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { z } from "zod";
import { Admissions } from "./admissions.ts";
import { RateLimiter } from "./rate_limiter.ts";
import { SpendLedger } from "./spend_ledger.ts";
import type { UsageGuardDeps } from "./usage_guard.ts";
import { clientAddressOf, type ProxyTrust } from "../keys/client_address.ts";

const modelPrice = z.object({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
}).strict();

/** A JSON variable, parsed and then checked against `schema`. */
function json<T extends z.ZodType>(schema: T, fallback: string, example: string) {
  return z.string().default(fallback).transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: `expected JSON such as ${example}` });
      return z.NEVER;
    }
  }).pipe(schema);
}

const nonNegativeNumber = (fallback: number) => z.coerce.number().nonnegative().default(fallback);

/** The gateway's rate-limit and spending settings, from environment variables. */
export const usageConfigShape = {
  /** `/messages` requests per account per window. */
  RATE_LIMIT_MESSAGES_PER_MINUTE: env.positiveInt(30),
  /** `/messages` requests per client address per window. */
  RATE_LIMIT_MESSAGES_PER_ORIGIN_PER_MINUTE: env.positiveInt(30),
  /** `/actions` requests per account per window. */
  RATE_LIMIT_ACTIONS_PER_MINUTE: env.positiveInt(20),
  /** Length of a rate-limit window in seconds (tests shorten it). */
  RATE_LIMIT_WINDOW_SECONDS: env.positiveInt(60),
  /**
   * Proxies in front of the gateway whose `X-Forwarded-For` entry is believed, counted (the older
   * rule; `TRUSTED_PROXIES` is preferred); 0: none.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Proxies in front of the gateway by address: comma-separated CIDR ranges (a bare address is
   * one host). From a peer in them, the right-most `X-Forwarded-For` entry outside them is the
   * client; empty: none.
   */
  TRUSTED_PROXIES: z.string().default("").transform((v, ctx) => {
    const items = v.split(",").map((s) => s.trim()).filter((s) => s.length > 0);
    const parsed = parseNetworks(items);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: `${parsed.message} (e.g. 10.0.0.0/8,::1)` });
      return z.NEVER;
    }
    return parsed.cidrs;
  }),
  /** Prices by model name in USD per million tokens, e.g. `{"gpt-4o":{"input":2.5,"output":10}}`. */
  MODEL_PRICES_USD_PER_MTOK: json(
    z.record(z.string(), modelPrice),
    "{}",
    '{"gpt-4o":{"input":2.5,"output":10}}',
  ),
  /** Price of a model missing from `MODEL_PRICES_USD_PER_MTOK`, in USD per million tokens. */
  DEFAULT_PRICE_USD_PER_MTOK: json(
    modelPrice,
    '{"input":3,"output":15}',
    '{"input":3,"output":15}',
  ),
  /** Cost of one call answered by the local model (or a tool without a model), in USD. */
  LOCAL_MODEL_COST_USD: nonNegativeNumber(0.0001),
  /** Monthly (UTC calendar month) spending cap of an account without its own, in USD. */
  MONTHLY_SPEND_CAP_USD: nonNegativeNumber(5),
};

/** The settings {@link usageGuardFrom} reads. */
export type UsageConfig = z.infer<z.ZodObject<typeof usageConfigShape>>;

/** The rate limiter, the spending ledger and the limits, built from the settings. */
export function usageGuardFrom(sql: Sql, config: UsageConfig): UsageGuardDeps {
  const ledger = new SpendLedger(sql, {
    pricing: {
      models: config.MODEL_PRICES_USD_PER_MTOK,
      fallback: config.DEFAULT_PRICE_USD_PER_MTOK,
      localCallUsd: config.LOCAL_MODEL_COST_USD,
    },
    defaultCapUsd: config.MONTHLY_SPEND_CAP_USD,
  });
  const limiter = new RateLimiter(sql, { windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS });
  return {
    admissions: new Admissions(limiter, ledger, {
      messagesPerAccount: config.RATE_LIMIT_MESSAGES_PER_MINUTE,
      messagesPerOrigin: config.RATE_LIMIT_MESSAGES_PER_ORIGIN_PER_MINUTE,
      actionsPerAccount: config.RATE_LIMIT_ACTIONS_PER_MINUTE,
    }),
    ledger,
    clientAddress: clientAddressOf(proxyTrustOf(config)),
  };
}

/** Which proxies are believed, from the settings. */
export function proxyTrustOf(
  config: Pick<UsageConfig, "TRUSTED_PROXIES" | "TRUSTED_PROXY_HOPS">,
): ProxyTrust {
  return {
    proxies: config.TRUSTED_PROXIES.length > 0 ? new NetworkMatcher(config.TRUSTED_PROXIES) : null,
    hops: config.TRUSTED_PROXY_HOPS,
  };
}
