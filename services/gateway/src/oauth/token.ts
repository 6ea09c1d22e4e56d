/**
 * The token endpoint (`POST /api/assistant/v1/oauth/token`): the `authorization_code` grant
 * (with `code_verifier`, `redirect_uri`, `resource`) and the `refresh_token` grant, for public
 * clients. Answers carry `Cache-Control: no-store`; errors are RFC 6749 §5.2 JSON.
 * @module
 */
import type { Context } from "hono";
import type { ClientStore } from "./client_store.ts";
import type { GrantStore, IssuedTokens } from "./grant_store.ts";
import { noStoreJson, oauthError, readParams } from "./_oauth_json.ts";
import { scopeOf } from "./scopes.ts";

/** What the token endpoint needs. */
export interface TokenDeps {
  clients: ClientStore;
  grants: GrantStore;
  /** Tells every replica that access tokens stopped working (a reused refresh token). */
  revoked: (fingerprints: string[]) => void;
}

function tokenResponse(c: Context, t: IssuedTokens): Response {
  return noStoreJson(c, {
    access_token: t.access_token,
    token_type: "Bearer",
    expires_in: t.expires_in,
    refresh_token: t.refresh_token,
    scope: scopeOf(t.scope),
  });
}

/** The token endpoint's handler. */
export function tokenRoute(deps: TokenDeps) {
  return async function token(c: Context): Promise<Response> {
    const p = await readParams(c);
    if (p === null) {
      return oauthError(
        c,
        "invalid_request",
        "Send the parameters as application/x-www-form-urlencoded",
      );
    }
    if (p.grant_type !== "authorization_code" && p.grant_type !== "refresh_token") {
      return oauthError(
        c,
        p.grant_type ? "unsupported_grant_type" : "invalid_request",
        'grant_type must be "authorization_code" or "refresh_token"',
      );
    }
    const clientId = p.client_id ?? basicClientId(c.req.header("authorization"));
    if (!clientId) return oauthError(c, "invalid_request", "client_id is missing");
    let known = false;
    try {
      known = (await deps.clients.find(clientId)) !== null;
    } catch {
      known = false;
    }
    if (!known) return oauthError(c, "invalid_client", "client_id names no known client", 401);

    if (p.grant_type === "authorization_code") {
      for (const name of ["code", "code_verifier", "redirect_uri"] as const) {
        if (!p[name]) return oauthError(c, "invalid_request", `${name} is missing`);
      }
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(p.code_verifier!)) {
        return oauthError(
          c,
          "invalid_request",
          "code_verifier must be 43 to 128 unreserved characters",
        );
      }
      const result = await deps.grants.redeemCode(p.code!, {
        clientId,
        redirectUri: p.redirect_uri!,
        resource: p.resource ?? null,
        verifier: p.code_verifier!,
      });
      if ("error" in result) return oauthError(c, result.error, result.description);
      return tokenResponse(c, result);
    }
    if (!p.refresh_token) return oauthError(c, "invalid_request", "refresh_token is missing");
    const result = await deps.grants.refresh(p.refresh_token, clientId);
    if ("error" in result) {
      if (result.revokedFingerprints.length > 0) deps.revoked(result.revokedFingerprints);
      return oauthError(c, result.error, result.description);
    }
    return tokenResponse(c, result);
  };
}

/** The client id of an HTTP Basic `Authorization` header (a client that sends one), or null. */
function basicClientId(header: string | undefined): string | null {
  const m = /^Basic\s+(\S+)$/i.exec(header ?? "");
  if (!m) return null;
  try {
    const decoded = atob(m[1]!);
    const id = decoded.slice(0, decoded.indexOf(":") === -1 ? undefined : decoded.indexOf(":"));
    return decodeURIComponent(id) || null;
  } catch {
    return null;
  }
}
