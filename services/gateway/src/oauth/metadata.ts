/**
 * What OAuth clients discover: the MCP endpoint's Protected Resource Metadata (RFC 9728), the
 * authorization server's metadata (RFC 8414), and the `WWW-Authenticate` challenge that points a
 * client without a token to them. The gateway is both the resource server and the authorization
 * server; its issuer is its public origin.
 * @module
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { SCOPES } from "./scopes.ts";

/** Path of the MCP endpoint (the one protected resource). */
const MCP_PATH = "/api/assistant/v1/mcp";
/** Where the authorization server's endpoints live (under the API's prefix, which is routed). */
export const OAUTH_BASE = "/api/assistant/v1/oauth";
/** The authorization server's endpoints. */
export const OAUTH_PATHS = {
  authorize: `${OAUTH_BASE}/authorize`,
  token: `${OAUTH_BASE}/token`,
  register: `${OAUTH_BASE}/register`,
  revoke: `${OAUTH_BASE}/revoke`,
} as const;

const PRM = "/.well-known/oauth-protected-resource";
const ASM = "/.well-known/oauth-authorization-server";

/**
 * The gateway's public origin: `configured` (`OAUTH_ISSUER`) when set, otherwise the origin the
 * request was made to.
 */
export function publicOrigin(c: Context, configured: string | undefined): string {
  return configured ? new URL(configured).origin : new URL(c.req.url).origin;
}

/** The MCP endpoint's resource identifier: the URL clients connect to. */
export function resourceOf(origin: string): string {
  return `${origin}${MCP_PATH}`;
}

/**
 * The challenge of a request to the MCP endpoint without a valid token: it names the Protected
 * Resource Metadata and the scopes (RFC 9728 §5.1), and keeps `realm` and `error` of `challenge`.
 */
export function resourceChallenge(origin: string, challenge: string | undefined): string {
  const [realm, ...rest] = (challenge ?? 'Bearer realm="assistant"').split(", ");
  return [
    realm,
    `resource_metadata="${origin}${PRM}${MCP_PATH}"`,
    `scope="${SCOPES.join(" ")}"`,
    ...rest,
  ].join(", ");
}

/** The MCP endpoint's Protected Resource Metadata (RFC 9728). */
export function protectedResourceMetadata(origin: string) {
  return {
    resource: resourceOf(origin),
    authorization_servers: [origin],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: "Assistant Interface",
  };
}

/** The authorization server's metadata (RFC 8414). */
export function authorizationServerMetadata(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}${OAUTH_PATHS.authorize}`,
    token_endpoint: `${origin}${OAUTH_PATHS.token}`,
    registration_endpoint: `${origin}${OAUTH_PATHS.register}`,
    revocation_endpoint: `${origin}${OAUTH_PATHS.revoke}`,
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: [...SCOPES],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
  };
}

/**
 * The discovery documents, at the root forms and at the path-suffixed forms that clients probe
 * (`/.well-known/oauth-authorization-server/api/assistant/v1/mcp`, as clients of the
 * 2025-03-26 revision ask).
 * @param issuer the configured public origin (`OAUTH_ISSUER`); unset: the request's origin
 */
export function metadataRoutes(issuer: string | undefined): Hono {
  const app = new Hono();
  const cors = (c: Context) => c.header("access-control-allow-origin", "*");
  const resource = function protectedResource(c: Context) {
    cors(c);
    return c.json(protectedResourceMetadata(publicOrigin(c, issuer)));
  };
  const server = function authorizationServer(c: Context) {
    cors(c);
    return c.json(authorizationServerMetadata(publicOrigin(c, issuer)));
  };
  app.get(PRM, resource);
  app.get(`${PRM}${MCP_PATH}`, resource);
  app.get(ASM, server);
  app.get(`${ASM}${MCP_PATH}`, server);
  return app;
}
