/**
 * The revocation endpoint (`POST /api/assistant/v1/oauth/revoke`, RFC 7009): an access token
 * stops working alone, a refresh token with its whole grant; every replica forgets them at once.
 * An unknown token is answered 200 too.
 * @module
 */
import type { Context } from "hono";
import type { GrantStore } from "./grant_store.ts";
import { oauthError, readParams } from "./_oauth_json.ts";

/** What the revocation endpoint needs. */
export interface RevocationDeps {
  grants: GrantStore;
  revoked: (fingerprints: string[]) => void;
}

/** The revocation endpoint's handler. */
export function revokeRoute(deps: RevocationDeps) {
  return async function revoke(c: Context): Promise<Response> {
    const p = await readParams(c);
    if (p === null || !p.token) return oauthError(c, "invalid_request", "token is missing");
    const fingerprints = await deps.grants.revokeToken(p.token, p.client_id ?? null);
    if (fingerprints.length > 0) deps.revoked(fingerprints);
    c.header("cache-control", "no-store");
    return c.body(null, 200);
  };
}
