/**
 * The authorization server's routes: registration, the authorization page and its Continue link,
 * the token endpoint and revocation. Each answers RFC 6749 / RFC 7591 JSON errors, never the
 * API's problem+json, and none logs a code, token or verifier.
 * @module
 */
import { Hono } from "hono";
import type { ClientStore } from "./client_store.ts";
import { OAUTH_PATHS } from "./metadata.ts";
import { registerClientRoute } from "./registration.ts";

/** What the authorization server's routes need. */
export interface OAuthRoutesDeps {
  clients: ClientStore;
}

/** The authorization server's routes. */
export function oauthRoutes(deps: OAuthRoutesDeps): Hono {
  const app = new Hono();
  app.post(OAUTH_PATHS.register, registerClientRoute(deps.clients));
  return app;
}
