import {
  AppError,
  assistantSubjects,
  batchLoop,
  broadcast,
  ERROR_CODE,
  gatewaySubjects,
  listen,
  parseNetworks,
  serve,
} from "@asst/shared";
import type { Stoppable } from "@asst/shared/bus";
import { migrateFrom } from "@asst/shared/db";
import { createOutboundClient } from "@asst/shared/outbound";
import { type Service, type ServiceDeps, stopAll } from "@asst/shared/http";
import { Fingerprinter } from "./keys/api_key.ts";
import { Authenticator } from "./keys/authenticator.ts";
import type { GatewayConfig } from "./config.ts";
import { IdempotencyStore } from "./idempotency/idempotency.ts";
import { KeyActivity } from "./activity/key_activity.ts";
import { activityReport } from "./activity/key_activity_report.ts";
import { expiryWarner } from "./keys/key_expiry_warnings.ts";
import { expiryFor, keyLifetimePolicy } from "./keys/key_lifetime.ts";
import { rotateKey } from "./keys/key_rotation.ts";
import type { Charge } from "./usage/spend_ledger.ts";
import { KeyStore } from "./keys/key_store.ts";
import { RateLimiter } from "./usage/rate_limiter.ts";
import { KeyToolCache } from "./mcp/key_tool_cache.ts";
import { gatewayRoutes } from "./routes/routes.ts";
import { usageGuardFrom } from "./usage/usage_config.ts";
import { ClientStore, MAX_METADATA_DOCUMENT_BYTES } from "./oauth/client_store.ts";
import { oauthRoutes } from "./oauth/oauth_routes.ts";
import { GrantStore, pruneExpired } from "./oauth/grant_store.ts";
import { serveConsent } from "./oauth/consent.ts";

const QUEUE = "gateway";
/** How much longer than the request timeout an idempotency claim holds. */
const IDEMPOTENCY_LEASE_MARGIN_MS = 5_000;
/** Expired idempotency records dropped per batch, and the pause between batches. */
const PRUNE_BATCH = 1000;
const PRUNE_EVERY_MS = 60_000;
/** The pause between two prunings of per-key activity past its retention. */
const ACTIVITY_PRUNE_EVERY_MS = 3_600_000;

/**
 * The gateway: the public API (`/api/assistant/v1/*`), authentication by key fingerprint, and
 * the owner of accounts and keys, which the chat manages over the bus.
 */
export function createGateway(deps: ServiceDeps, config: GatewayConfig): Service {
  const log = deps.log.child({ component: "gateway" });
  const fingerprinter = new Fingerprinter(config.KEY_PEPPER);
  const store = new KeyStore(deps.sql, fingerprinter, config.MAX_ACTIVE_KEYS);
  const lifetime = keyLifetimePolicy(config);
  const warner = expiryWarner({
    store,
    bus: deps.bus,
    log,
    withinDays: config.KEY_EXPIRY_WARNING_DAYS,
  });
  const grants = new GrantStore(deps.sql, fingerprinter);
  const authenticator = new Authenticator({
    store,
    tokens: grants,
    fingerprinter,
    log,
    cacheTtlMs: config.KEY_CACHE_TTL_MS,
  });
  const subscriptions: Stoppable[] = [];
  const usage = usageGuardFrom(deps.sql, config);
  const idempotency = new IdempotencyStore<Charge>(deps.sql, {
    // A claim outlives the longest request, so a dead gateway's claim lapses soon after.
    leaseMs: config.GATEWAY_REQUEST_TIMEOUT_MS + IDEMPOTENCY_LEASE_MARGIN_MS,
    duplicateWindowSeconds: config.DUPLICATE_WINDOW_SECONDS,
    keyTtlSeconds: config.IDEMPOTENCY_KEY_TTL_SECONDS,
    // A call's charge is written with its completion, in one statement.
    alongside: (charges) => usage.ledger.chargesStatement(charges),
  });
  const toolCache = new KeyToolCache();
  const activity = new KeyActivity(deps.sql, { retentionDays: config.ACTIVITY_RETENTION_DAYS });
  const clients = new ClientStore(deps.sql, {
    // Client ID Metadata Documents: the guard of webhooks and price pages, https only.
    outbound: createOutboundClient({
      allowPrivate: config.OAUTH_ALLOW_PRIVATE_CLIENT_URLS,
      maxBytes: MAX_METADATA_DOCUMENT_BYTES,
      timeoutMs: 5_000,
      maxRedirects: 0,
      schemes: ["https:"],
    }),
  });
  const revokedTokens = (fingerprints: string[]) => {
    authenticator.invalidate(fingerprints);
    broadcast(deps.bus, gatewaySubjects.keyRevoked, { fingerprints });
  };
  const routes = gatewayRoutes({
    bus: deps.bus,
    authenticator,
    requestTimeoutMs: config.GATEWAY_REQUEST_TIMEOUT_MS,
    maxBodyBytes: config.MAX_BODY_BYTES,
    mcpAllowedOrigins: config.MCP_ALLOWED_ORIGINS,
    usage,
    idempotency,
    toolCache,
    activity,
    oauthIssuer: config.OAUTH_ISSUER,
    oauth: oauthRoutes({
      clients,
      grants,
      issuer: config.OAUTH_ISSUER,
      revoked: revokedTokens,
      limits: {
        limiter: new RateLimiter(deps.sql, { windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS }),
        clientAddress: usage.clientAddress,
        perOrigin: config.RATE_LIMIT_OAUTH_PER_ORIGIN_PER_MINUTE,
      },
    }),
  });
  const activityFlusher = batchLoop({
    runOnce: async () => {
      const dropped = activity.takeDropped();
      if (dropped > 0) {
        log.warn("per-key activity dropped calls: too many counts pending", { dropped });
      }
      return await activity.flush();
    },
    batchSize: activity.batchSize,
    defaultIntervalMs: config.ACTIVITY_FLUSH_MS,
    log,
    failure: "could not write per-key activity (kept for the next try)",
  });
  const activityPruner = batchLoop({
    runOnce: () => activity.prune(PRUNE_BATCH),
    batchSize: PRUNE_BATCH,
    defaultIntervalMs: ACTIVITY_PRUNE_EVERY_MS,
    log,
    failure: "could not prune old per-key activity",
  });
  const oauthPruner = batchLoop({
    runOnce: () => pruneExpired(deps.sql, PRUNE_BATCH),
    batchSize: PRUNE_BATCH,
    defaultIntervalMs: PRUNE_EVERY_MS,
    log,
    failure: "could not prune expired OAuth pairings and tokens",
  });
  const pruner = batchLoop({
    runOnce: () => idempotency.prune(PRUNE_BATCH),
    batchSize: PRUNE_BATCH,
    defaultIntervalMs: PRUNE_EVERY_MS,
    log,
    failure: "could not prune expired idempotency records",
  });

  return {
    name: "gateway",
    routes,
    async start() {
      await migrateFrom(deps.sql, "gateway", new URL("../migrations/", import.meta.url), log);
      const opts = { queue: QUEUE, log };
      subscriptions.push(
        serve(deps.bus, gatewaySubjects.ensureAccount, opts, async ({ account_id }) => ({
          account_id,
          created: await store.ensureAccount(account_id),
        })),
        serve(
          deps.bus,
          gatewaySubjects.createKey,
          opts,
          ({ account_id, label, permissions, expires_at, allowed_networks }) => {
            const networks = parseNetworks(allowed_networks);
            if (!networks.ok) throw new AppError(ERROR_CODE.invalidBody, networks.message);
            return store.create(
              account_id,
              label,
              permissions,
              expiryFor(expires_at === null ? null : new Date(expires_at), new Date(), lifetime),
              networks.cidrs,
            );
          },
        ),
        serve(deps.bus, gatewaySubjects.listKeys, opts, async ({ account_id }) => ({
          keys: await store.list(account_id),
          max_active: store.maxActive,
          max_days: lifetime.maxDays,
          default_days: lifetime.defaultDays,
        })),
        serve(deps.bus, gatewaySubjects.revokeKey, opts, async ({ account_id, selector }) => {
          const result = await store.revoke(account_id, selector);
          if (result.fingerprints.length > 0) {
            authenticator.invalidate(result.fingerprints);
            broadcast(deps.bus, gatewaySubjects.keyRevoked, { fingerprints: result.fingerprints });
          }
          return { revoked: result.revoked, candidates: result.candidates };
        }),
        serve(deps.bus, gatewaySubjects.rotateKey, opts, async (req) => {
          const { fingerprint, ...rotation } = await rotateKey(
            deps.sql,
            fingerprinter,
            req.account_id,
            req.selector,
            req.overlap_seconds * 1000,
            lifetime.maxDays,
          );
          if (fingerprint !== null) {
            // The old key's end moved: every replica reads it again.
            authenticator.invalidate([fingerprint]);
            broadcast(deps.bus, gatewaySubjects.keyRevoked, { fingerprints: [fingerprint] });
          }
          return rotation;
        }),
        serve(
          deps.bus,
          gatewaySubjects.spend,
          opts,
          ({ account_id }) => usage.ledger.month(account_id),
        ),
        serve(
          deps.bus,
          gatewaySubjects.keyActivity,
          opts,
          async ({ account_id, from, to, key }) => {
            // What this replica counted is in the answer; other replicas' within ACTIVITY_FLUSH_MS.
            await activityFlusher.flush();
            return await activityReport(deps.sql, {
              accountId: account_id,
              from: new Date(from),
              to: new Date(to),
              key,
            });
          },
        ),
        ...serveConsent(deps.bus, grants, opts, revokedTokens),
        listen(deps.bus, gatewaySubjects.keyRevoked, log, ({ fingerprints }) => {
          authenticator.invalidate(fingerprints);
        }),
        // Business Mode, which the MCP tool lists depend on, changed (or other context).
        listen(deps.bus, assistantSubjects.contextChanged, log, ({ account_id }) => {
          toolCache.invalidate(account_id);
        }),
      );
      deps.bus.onReconnect(() => {
        authenticator.clear();
        toolCache.clear();
      });
      pruner.start();
      oauthPruner.start();
      activityFlusher.start();
      activityPruner.start();
      warner.start();
    },
    async stop() {
      await stopAll(subscriptions);
      await Promise.all([
        pruner.stop(),
        oauthPruner.stop(),
        activityFlusher.stop(),
        activityPruner.stop(),
        warner.stop(),
      ]);
      // What was counted since the last flush (the server has finished its requests).
      try {
        while (activity.pending > 0 && await activity.flush() > 0);
      } catch (err) {
        log.warn("could not write per-key activity on stop", { err, lost: activity.pending });
      }
    },
  };
}
