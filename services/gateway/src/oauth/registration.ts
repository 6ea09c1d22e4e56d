/**
 * `POST /api/assistant/v1/oauth/register`: Dynamic Client Registration (RFC 7591) for public
 * clients. Nothing secret is issued: a client proves nothing but its redirect URIs, and the user
 * decides in the chat.
 * @module
 */
import type { Context } from "hono";
import { checkClientMetadata } from "./client_metadata.ts";
import type { ClientStore } from "./client_store.ts";
import { noStoreJson, oauthError } from "./_oauth_json.ts";

/** Largest registration body, in bytes. */
const MAX_BODY = 16 * 1024;

/** The registration endpoint's handler. */
export function registerClientRoute(clients: ClientStore) {
  return async function registerClient(c: Context): Promise<Response> {
    const text = await c.req.text();
    if (text.length > MAX_BODY) {
      return oauthError(c, "invalid_client_metadata", `The body is larger than ${MAX_BODY} bytes`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return oauthError(c, "invalid_client_metadata", "The body must be a JSON object");
    }
    const checked = checkClientMetadata(body);
    if (!checked.ok) return oauthError(c, checked.error, checked.error_description);
    const client = await clients.register(checked.metadata);
    const m = client.metadata;
    return noStoreJson(c, {
      client_id: client.id,
      client_id_issued_at: Math.floor(Date.now() / 1000),
      redirect_uris: m.redirect_uris,
      grant_types: m.grant_types,
      response_types: m.response_types,
      token_endpoint_auth_method: m.token_endpoint_auth_method,
      ...(m.client_name ? { client_name: m.client_name } : {}),
      ...(m.client_uri ? { client_uri: m.client_uri } : {}),
      ...(m.scope ? { scope: m.scope } : {}),
    }, 201);
  };
}
