/**
 * The authorization endpoint (`GET /api/assistant/v1/oauth/authorize`) and its Continue link
 * (`GET /api/assistant/v1/oauth/authorize/continue`): PKCE S256 required, the redirect URI one
 * the client registered (loopback on any port), the resource this MCP endpoint; the user decides
 * in the chat with the pairing code the page shows.
 * @module
 */
import type { Context } from "hono";
import { redirectUriMatches } from "./client_metadata.ts";
import { ClientDocumentError, type ClientStore, type OAuthClient } from "./client_store.ts";
import type { GrantStore } from "./grant_store.ts";
import { OAUTH_PATHS, publicOrigin, resourceOf } from "./metadata.ts";
import { errorPage, pageHeaders, pairingPage } from "./authorize_page.ts";
import { permissionsOfScope } from "./scopes.ts";
import { isLoopbackHost } from "./client_metadata.ts";

/** The path of the page's Continue link. */
export const CONTINUE_PATH = `${OAUTH_PATHS.authorize}/continue`;

/** What the authorization endpoint needs. */
export interface AuthorizeDeps {
  clients: ClientStore;
  grants: GrantStore;
  /** The configured public origin (`OAUTH_ISSUER`); unset: the request's. */
  issuer: string | undefined;
}

function newNonce(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/** An HTML page; `body` is given the nonce of its one script. */
function html(status: 200 | 202 | 400, body: string | ((nonce: string) => string)): Response {
  const n = newNonce();
  return new Response(typeof body === "string" ? body : body(n), {
    status,
    headers: pageHeaders(n),
  });
}

/** Where the app is sent back with the answer: the query of RFC 6749 §4.1.2 and `iss`. */
function back(redirectUri: string, params: Record<string, string | null>): Response {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
  return new Response(null, {
    status: 303,
    headers: {
      location: url.toString(),
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    },
  });
}

/**
 * Why the app's metadata deserves a warning, or null: a self-registered app (its name is not
 * verified), or a metadata document whose `client_uri` or web redirect URIs name another host.
 */
export function warningOf(client: OAuthClient): string | null {
  if (client.kind === "registered") {
    return "This app registered itself: its name is what it says, not verified.";
  }
  const host = new URL(client.id).hostname;
  const elsewhere = client.metadata.redirect_uris.some((u) => {
    const h = URL.canParse(u) ? new URL(u) : null;
    return h !== null && (h.protocol === "https:" || h.protocol === "http:") &&
      !isLoopbackHost(h.hostname) && h.hostname !== host && !h.hostname.endsWith(`.${host}`);
  });
  const uri = client.metadata.client_uri;
  const claims = uri && URL.canParse(uri) ? new URL(uri).hostname : null;
  if (elsewhere || (claims !== null && claims !== host && !claims.endsWith(`.${host}`))) {
    return `This app's description comes from ${host}, which is not the host it claims or sends you to.`;
  }
  return null;
}

/** The authorization endpoint's handler. */
export function authorizeRoute(deps: AuthorizeDeps) {
  return async function authorize(c: Context): Promise<Response> {
    const q = c.req.query();
    const origin = publicOrigin(c, deps.issuer);
    const clientId = q.client_id ?? "";
    let client: OAuthClient | null = null;
    try {
      client = clientId ? await deps.clients.find(clientId) : null;
    } catch (err) {
      if (!(err instanceof ClientDocumentError)) throw err;
      return html(400, errorPage("This app cannot sign in", err.message));
    }
    if (!client) {
      return html(
        400,
        errorPage(
          "Unknown app",
          "client_id is missing or names no known app; start again from the app",
        ),
      );
    }
    // Always asked for (OAuth 2.1): the token request must name the same one.
    const redirectUri = q.redirect_uri ?? "";
    if (!redirectUriMatches(client.metadata.redirect_uris, redirectUri)) {
      return html(
        400,
        errorPage(
          "This app cannot sign in",
          "redirect_uri is missing or is not one the app registered",
        ),
      );
    }
    const state = q.state ?? null;
    const fail = (error: string, description: string) =>
      back(redirectUri, { error, error_description: description, state, iss: origin });
    if (q.response_type !== "code") {
      return fail("unsupported_response_type", 'response_type must be "code"');
    }
    if (!q.code_challenge || q.code_challenge_method !== "S256") {
      return fail(
        "invalid_request",
        "PKCE is required: send code_challenge with code_challenge_method=S256",
      );
    }
    if (!/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge)) {
      return fail(
        "invalid_request",
        "code_challenge must be the base64url SHA-256 of the verifier",
      );
    }
    const resource = resourceOf(origin);
    if (q.resource !== undefined && q.resource !== resource) {
      return fail("invalid_target", `resource must be this server's MCP endpoint, ${resource}`);
    }
    const scope = permissionsOfScope(q.scope ?? client.metadata.scope);
    if (!scope.ok) {
      return fail("invalid_scope", `Unknown scopes: ${scope.unknown.join(" ").slice(0, 200)}`);
    }
    const clientName = client.metadata.client_name || new URL(redirectUri).host || client.id;
    const { pairingCode, handle } = await deps.grants.createPairing({
      clientId: client.id,
      clientName,
      redirectUri,
      state,
      codeChallenge: q.code_challenge,
      resource,
      requested: scope.permissions,
    });
    return html(
      200,
      (nonce) =>
        pairingPage({
          clientName,
          redirectHost: new URL(redirectUri).host || new URL(redirectUri).protocol,
          warning: warningOf(client),
          pairingCode,
          continueUrl: `${origin}${CONTINUE_PATH}?handle=${handle}`,
          nonce,
        }),
    );
  };
}

/** The Continue link's handler: 202 until the user decides, then 303 back to the app, once. */
export function continueRoute(deps: AuthorizeDeps) {
  return async function continueSignIn(c: Context): Promise<Response> {
    const handle = c.req.query("handle") ?? "";
    const waiting = () =>
      html(
        202,
        errorPage("Waiting for your answer", "Send the code to your assistant, then Confirm."),
      );
    if (c.req.query("check") !== undefined) {
      // The page's script asks without using the answer up.
      const status = await deps.grants.peek(handle);
      return status === "pending"
        ? waiting()
        : new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
    }
    const origin = publicOrigin(c, deps.issuer);
    const result = await deps.grants.poll(handle);
    if (result.status === "pending") return waiting();
    if (result.status !== "approved" && result.status !== "denied") {
      return html(
        400,
        errorPage(
          "This sign-in is over",
          "It was finished, refused or expired (after 10 minutes); start again from the app.",
        ),
      );
    }
    if (result.status === "denied") {
      return back(result.redirectUri, {
        error: "access_denied",
        error_description: "The user refused the connection",
        state: result.state,
        iss: origin,
      });
    }
    return back(result.redirectUri, { code: result.code, state: result.state, iss: origin });
  };
}
