/**
 * openapi.json's part for MCP clients: the MCP endpoint itself, OAuth discovery (RFC 9728,
 * RFC 8414), registration (RFC 7591), the authorization page and its Continue link, the token
 * endpoint and revocation (RFC 7009). The OAuth endpoints answer RFC 6749 JSON errors, not
 * problems.
 * @module
 */
import { type Group, GROUP_LABELS } from "@asst/shared";
import { MCP_PATH } from "../mcp/mcp.ts";
import { OAUTH_PATHS } from "../oauth/metadata.ts";
import { SCOPES } from "../oauth/scopes.ts";
import { CONTINUE_PATH } from "../oauth/authorize.ts";

type Json = Record<string, unknown>;

const str = (description: string, example?: string) => ({
  type: "string",
  description,
  ...(example !== undefined ? { example } : {}),
});

const oauthError = {
  description: "An RFC 6749 §5.2 error; `Cache-Control: no-store`.",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["error"],
        properties: {
          error: str("The error code", "invalid_grant"),
          error_description: str("What went wrong, in a sentence"),
        },
      },
    },
  },
};

/** The 429 of the endpoints limited per client address. */
const tooManyFromAddress = {
  ...oauthError,
  description:
    "`temporarily_unavailable`: too many from this address in the window (`RATE_LIMIT_OAUTH_PER_ORIGIN_PER_MINUTE`); wait `Retry-After` seconds.",
  headers: {
    "Retry-After": { description: "Whole seconds to wait", schema: { type: "integer" } },
  },
};

const query = (name: string, description: string, required = true) => ({
  name,
  in: "query",
  required,
  description,
  schema: { type: "string" },
});

const form = (properties: Json, required: string[]) => ({
  required: true,
  content: {
    "application/x-www-form-urlencoded": {
      schema: { type: "object", required, properties },
    },
  },
});

const tokenResponse = {
  description: "The tokens; `Cache-Control: no-store`.",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["access_token", "token_type", "expires_in", "refresh_token", "scope"],
        properties: {
          access_token: str("Opaque, `asst_at_…`, valid 1 hour at the MCP endpoint only"),
          token_type: str("Always `Bearer`", "Bearer"),
          expires_in: { type: "integer", example: 3600 },
          refresh_token: str(
            "Opaque, `asst_rt_…`; rotated on every use, a used one revokes the grant",
          ),
          scope: str("What the user granted", "shopping:read shopping:act"),
        },
      },
    },
  },
};

/** The `oauth2` security scheme: the authorization code flow with the scopes. */
export function oauthSecurityScheme(): Json {
  const scopes: Record<string, string> = {};
  for (const scope of SCOPES) {
    const [group, level] = scope.split(":") as [Group, string | undefined];
    scopes[scope] = level === undefined
      ? "propose an email or a calendar event for the user to confirm"
      : `${GROUP_LABELS[group]}: ${level}`;
  }
  return {
    type: "oauth2",
    description:
      'For MCP clients: the authorization code flow with PKCE (S256). The user approves by sending "allow XXXX-XXXX" to the assistant in their chat; the access token works only at the MCP endpoint.',
    flows: {
      authorizationCode: {
        authorizationUrl: OAUTH_PATHS.authorize,
        tokenUrl: OAUTH_PATHS.token,
        refreshUrl: OAUTH_PATHS.token,
        scopes,
      },
    },
  };
}

/** The paths of the MCP endpoint and the authorization server. */
export function oauthPaths(): Json {
  const metadata = (summary: string) => ({
    get: {
      tags: ["OAuth"],
      summary,
      security: [],
      responses: { "200": { description: "The metadata document (JSON)." } },
    },
  });
  return {
    [MCP_PATH]: {
      post: {
        tags: ["MCP"],
        summary: "The MCP endpoint (Streamable HTTP, stateless, JSON responses)",
        description:
          'One JSON-RPC message per POST (`initialize`, `tools/list`, `tools/call`, …); no session, no SSE stream (GET and DELETE answer 405). Authenticated by an API key or an OAuth access token: without either, 401 with `WWW-Authenticate: Bearer realm="assistant", resource_metadata="…", scope="…"`. `tools/list` shows exactly the tools the key or grant allows, plus `ask_assistant`.',
        security: [{ bearerAuth: [] }, { oauth2: [] }],
        parameters: [{
          name: "MCP-Protocol-Version",
          in: "header",
          required: false,
          schema: { type: "string", example: "2025-11-25" },
        }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["jsonrpc", "method"],
                properties: {
                  jsonrpc: { type: "string", enum: ["2.0"] },
                  id: { oneOf: [{ type: "string" }, { type: "integer" }] },
                  method: str("The JSON-RPC method", "tools/call"),
                  params: { type: "object" },
                },
              },
            },
          },
        },
        responses: {
          "200": { description: "The JSON-RPC answer (`application/json`)." },
          "202": { description: "A notification was accepted." },
          "400": { description: "Not JSON, a batch, or an unsupported protocol version." },
          "401": {
            description: "No or an invalid key or token; `WWW-Authenticate` names the metadata.",
          },
          "403": {
            description: "A browser origin that is not allowed, or a key outside its networks.",
          },
          "413": { description: "The body is too large." },
        },
      },
    },
    [`/.well-known/oauth-protected-resource${MCP_PATH}`]: metadata(
      "Protected Resource Metadata of the MCP endpoint (RFC 9728; also at the root form)",
    ),
    "/.well-known/oauth-authorization-server": metadata(
      "Authorization server metadata (RFC 8414; also at the path-suffixed form)",
    ),
    [OAUTH_PATHS.register]: {
      post: {
        tags: ["OAuth"],
        summary: "Register a public client (RFC 7591)",
        security: [],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["redirect_uris"],
                properties: {
                  client_name: str("Shown on the sign-in page and in the chat", "Desk app"),
                  redirect_uris: {
                    type: "array",
                    minItems: 1,
                    maxItems: 10,
                    items: str("https, loopback http, or an app's own scheme"),
                  },
                  grant_types: { type: "array", items: { type: "string" } },
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "The client: `client_id`, no secret (`token_endpoint_auth_method: none`).",
          },
          "400": {
            ...oauthError,
            description: "`invalid_redirect_uri` or `invalid_client_metadata`.",
          },
          "429": tooManyFromAddress,
        },
      },
    },
    [OAUTH_PATHS.authorize]: {
      get: {
        tags: ["OAuth"],
        summary: "The sign-in page: a pairing code to send to the assistant",
        description:
          "Checks the client (registered, or a Client ID Metadata Document at an https `client_id`), the redirect URI, PKCE and the resource, then answers an HTML page with a code `XXXX-XXXX` and a Continue link. Errors that can go back to the app are a 303 to its redirect URI with `error`.",
        security: [],
        parameters: [
          query("response_type", "`code`"),
          query("client_id", "The registered id, or the URL of the client's metadata document"),
          query("redirect_uri", "One the client registered (loopback: any port)"),
          query("code_challenge", "base64url SHA-256 of the verifier"),
          query("code_challenge_method", "`S256` (`plain` is refused)"),
          query("state", "Returned untouched", false),
          query("scope", "Space-separated; absent: everything (the user narrows it)", false),
          query("resource", "This MCP endpoint's URL (RFC 8707)", false),
        ],
        responses: {
          "200": { description: "The page (HTML)." },
          "303": { description: "Back to the app with `error`, `state` and `iss`." },
          "400": { description: "An unknown client or redirect URI (HTML; never redirected)." },
          "429": tooManyFromAddress,
        },
      },
    },
    [CONTINUE_PATH]: {
      get: {
        tags: ["OAuth"],
        summary: "The page's Continue link",
        security: [],
        parameters: [query("handle", "From the page")],
        responses: {
          "202": { description: "The user has not decided yet." },
          "303": {
            description:
              "Back to the app, once: `code`, `state` and `iss` (RFC 9207), or `error=access_denied`.",
          },
          "400": { description: "The sign-in is over or expired (10 minutes)." },
        },
      },
    },
    [OAUTH_PATHS.token]: {
      post: {
        tags: ["OAuth"],
        summary: "Exchange a code, or refresh",
        security: [],
        requestBody: form({
          grant_type: str("`authorization_code` or `refresh_token`"),
          client_id: str("The client's id"),
          code: str("authorization_code: the code"),
          code_verifier: str("authorization_code: the PKCE verifier"),
          redirect_uri: str("authorization_code: as in the authorization request"),
          resource: str("This MCP endpoint's URL"),
          refresh_token: str("refresh_token: the refresh token"),
        }, ["grant_type", "client_id"]),
        responses: {
          "200": tokenResponse,
          "400": {
            ...oauthError,
            description: "`invalid_request`, `invalid_grant` or `unsupported_grant_type`.",
          },
          "401": { ...oauthError, description: "`invalid_client`." },
        },
      },
    },
    [OAUTH_PATHS.revoke]: {
      post: {
        tags: ["OAuth"],
        summary: "Revoke a token (RFC 7009)",
        description:
          "An access token stops alone; a refresh token with its whole grant. Unknown tokens get 200 too.",
        security: [],
        requestBody: form({ token: str("The token"), client_id: str("The client's id") }, [
          "token",
        ]),
        responses: {
          "200": { description: "Revoked (or unknown)." },
          "400": { ...oauthError, description: "`invalid_request`: no token." },
        },
      },
    },
  };
}
