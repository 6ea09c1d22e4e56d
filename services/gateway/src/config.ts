import { env } from "@asst/shared";
import { z } from "zod";
import { keyLifetimeConfigShape } from "./keys/key_lifetime.ts";
import { usageConfigShape } from "./usage/usage_config.ts";

/** The gateway's settings, from environment variables. */
export const gatewayConfigSchema = z.object({
  /** Server-side secret of the key fingerprints (HMAC-SHA256); at least 32 characters. */
  KEY_PEPPER: z.string().min(32, "expected a secret of at least 32 characters"),
  /** Most active keys per user. */
  MAX_ACTIVE_KEYS: env.positiveInt(10),
  /** How long the gateway waits for another service, in milliseconds. */
  GATEWAY_REQUEST_TIMEOUT_MS: env.positiveInt(30_000),
  /** How long a key lookup is cached, in milliseconds. */
  KEY_CACHE_TTL_MS: env.positiveInt(30_000),
  /** Largest request body, in bytes. */
  MAX_BODY_BYTES: env.positiveInt(64 * 1024),
  /**
   * Comma-separated browser origins allowed to call the MCP endpoint (DNS-rebinding
   * protection); empty: loopback origins and the request's own host.
   */
  MCP_ALLOWED_ORIGINS: z.string().default("").transform((v) =>
    v.split(",").map((o) => o.trim()).filter((o) => o.length > 0)
  ).pipe(z.array(z.url({ error: "expected origins such as https://app.example.com" }))),
  /**
   * The gateway's public origin (`https://assistant.example.com`), the OAuth issuer that MCP
   * clients discover; unset: the origin each request was made to (its `Host`).
   */
  OAUTH_ISSUER: z.url({ error: "expected an origin such as https://assistant.example.com" })
    .optional(),
  /**
   * Fetch Client ID Metadata Documents from loopback and private addresses too (local tests
   * only; production refuses them, as for webhooks).
   */
  OAUTH_ALLOW_PRIVATE_CLIENT_URLS: env.flag(false),
  /**
   * Client registrations, and sign-ins started (the authorization page), per client address and
   * window each: the two OAuth endpoints anyone may call without a key, and that write rows.
   */
  RATE_LIMIT_OAUTH_PER_ORIGIN_PER_MINUTE: env.positiveInt(20),
  /** How long the same message text to POST /actions is answered once, in seconds. */
  DUPLICATE_WINDOW_SECONDS: env.positiveInt(600),
  /** How long an Idempotency-Key of POST /actions is kept, in seconds. */
  IDEMPOTENCY_KEY_TTL_SECONDS: env.positiveInt(86_400),
  /**
   * How often each gateway adds the calls it counted to the per-key activity, in milliseconds
   * (and once more when it stops).
   */
  ACTIVITY_FLUSH_MS: env.positiveInt(10_000),
  /** How long per-key activity is kept, in days. */
  ACTIVITY_RETENTION_DAYS: env.positiveInt(30),
  /** Rate limits and the spending cap. */
  ...usageConfigShape,
  /** Key lifetimes. */
  ...keyLifetimeConfigShape,
}).refine(
  (c) =>
    c.KEY_DEFAULT_DAYS === undefined ||
    c.KEY_DEFAULT_DAYS <= (c.KEY_MAX_DAYS ?? c.KEY_DEFAULT_DAYS),
  { message: "KEY_DEFAULT_DAYS must not be more than KEY_MAX_DAYS", path: ["KEY_DEFAULT_DAYS"] },
).refine((c) => c.TRUSTED_PROXY_HOPS === 0 || c.TRUSTED_PROXIES.length === 0, {
  message: "set TRUSTED_PROXIES (preferred) or TRUSTED_PROXY_HOPS, not both",
  path: ["TRUSTED_PROXIES"],
});

/** The gateway's settings. */
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
