/**
 * The authorization server's routes: registration, the authorization page and its Continue link,
 * the token endpoint and revocation. Each answers RFC 6749 / RFC 7591 JSON errors, never the
 * API's problem+json, and none logs a code, token or verifier.
 * @module
 */
import { type Context, Hono, type MiddlewareHandler, type Next } from "hono";
import { type RateLimiter, rateLimitHeaders } from "../usage/rate_limiter.ts";
import { authorizeRoute, CONTINUE_PATH, continueRoute } from "./authorize.ts";
import type { ClientStore } from "./client_store.ts";
import type { GrantStore } from "./grant_store.ts";
import { OAUTH_PATHS } from "./metadata.ts";
import { registerClientRoute } from "./registration.ts";
import { revokeRoute } from "./revocation.ts";
import { tokenRoute } from "./token.ts";

/** What the authorization server's routes need. */
export interface OAuthRoutesDeps {
  clients: ClientStore;
  grants: GrantStore;
  /** The configured public origin (`OAUTH_ISSUER`); unset: each request's. */
  issuer: string | undefined;
  /** Tells every replica that access tokens stopped working. */
  revoked: (fingerprints: string[]) => void;
  /** Limits per client address of the endpoints anyone may call: registration, the page. */
  limits?: {
    limiter: RateLimiter;
    clientAddress: (c: Context) => string;
    /** Registrations, and sign-ins started, each per address and window. */
    perOrigin: number;
  };
}

/**
 * A 429 with `Retry-After` once the client's address has made `perOrigin` requests of `scope`
 * in the window (RFC 6749's `temporarily_unavailable`, for clients that read the body).
 */
function perAddress(limits: OAuthRoutesDeps["limits"], scope: string): MiddlewareHandler {
  return async function perAddress(c, next) {
    if (!limits) return await next();
    const decision = await limits.limiter.hit([
      { scope, subject: limits.clientAddress(c), limit: limits.perOrigin },
    ]);
    if (decision.allowed) return await next();
    for (const [name, value] of Object.entries(rateLimitHeaders(decision))) c.header(name, value);
    c.header("retry-after", String(decision.resetSeconds));
    c.header("cache-control", "no-store");
    return c.json({
      error: "temporarily_unavailable",
      error_description:
        `Too many requests from this address: at most ${decision.limit} in this window; retry after ${decision.resetSeconds} seconds`,
    }, 429);
  };
}

/** The authorization server's routes. */
export function oauthRoutes(deps: OAuthRoutesDeps): Hono {
  const app = new Hono();
  const cors = (c: Context, next: Next) => {
    // Browser-based clients call these from their own origin; no cookie is ever read.
    c.header("access-control-allow-origin", "*");
    return next();
  };
  app.use(`${OAUTH_PATHS.register}`, cors);
  app.use(`${OAUTH_PATHS.token}`, cors);
  app.use(`${OAUTH_PATHS.revoke}`, cors);
  app.post(
    OAUTH_PATHS.register,
    perAddress(deps.limits, "oauth_register:origin"),
    registerClientRoute(deps.clients),
  );
  app.get(
    OAUTH_PATHS.authorize,
    perAddress(deps.limits, "oauth_authorize:origin"),
    authorizeRoute(deps),
  );
  app.get(CONTINUE_PATH, continueRoute(deps));
  app.post(OAUTH_PATHS.token, tokenRoute(deps));
  app.post(OAUTH_PATHS.revoke, revokeRoute(deps));
  return app;
}
