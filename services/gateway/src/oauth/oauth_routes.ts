/**
 * The authorization server's routes: registration, the authorization page and its Continue link,
 * the token endpoint and revocation. Each answers RFC 6749 / RFC 7591 JSON errors, never the
 * API's problem+json, and none logs a code, token or verifier.
 * @module
 */
import { type Context, Hono, type Next } from "hono";
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
  app.post(OAUTH_PATHS.register, registerClientRoute(deps.clients));
  app.get(OAUTH_PATHS.authorize, authorizeRoute(deps));
  app.get(CONTINUE_PATH, continueRoute(deps));
  app.post(OAUTH_PATHS.token, tokenRoute(deps));
  app.post(OAUTH_PATHS.revoke, revokeRoute(deps));
  return app;
}
