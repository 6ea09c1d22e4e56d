/**
 * What a client says about itself, checked the same way whether it registered (RFC 7591) or
 * publishes a Client ID Metadata Document: redirect URIs that can carry a code safely, a short
 * name, public clients only (`token_endpoint_auth_method: "none"`).
 * @module
 */

/** Most redirect URIs one client may name. */
export const MAX_REDIRECT_URIS = 10;
/** Longest redirect URI, client name or URI kept. */
const MAX_URI_LENGTH = 2000;
const MAX_NAME_LENGTH = 100;

/** Schemes that run or read something instead of reaching an app: never a redirect. */
const FORBIDDEN_SCHEMES = new Set([
  "javascript:",
  "data:",
  "vbscript:",
  "file:",
  "about:",
  "blob:",
  "ftp:",
  "ws:",
  "wss:",
]);

/** A client's metadata, as kept. */
export interface ClientMetadata {
  client_name: string | null;
  client_uri: string | null;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: "none";
  scope: string | null;
}

/** An RFC 7591 error: `invalid_redirect_uri` or `invalid_client_metadata`. */
export interface MetadataError {
  error: "invalid_redirect_uri" | "invalid_client_metadata";
  error_description: string;
}

/** True for `localhost`, `127.x.x.x` and `[::1]` (RFC 8252 §7.3). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" ||
    /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Why `uri` cannot be a redirect URI, or null: https; http only to a loopback host (RFC 8252
 * §7.3); an app's private-use scheme (`com.example.app:/cb`, `cursor://...`); no fragment,
 * never `javascript:`, `data:` or the like.
 */
export function redirectUriProblem(uri: unknown): string | null {
  if (typeof uri !== "string" || uri.length === 0) return "a redirect URI must be a string";
  if (uri.length > MAX_URI_LENGTH) return `a redirect URI has at most ${MAX_URI_LENGTH} characters`;
  if (!URL.canParse(uri)) return `${JSON.stringify(uri.slice(0, 100))} is not a URL`;
  const url = new URL(uri);
  if (url.hash !== "" || uri.includes("#")) return "a redirect URI must not have a fragment";
  if (FORBIDDEN_SCHEMES.has(url.protocol)) {
    return `the scheme "${url.protocol}" cannot be a redirect URI`;
  }
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
    return "an http redirect URI must be on a loopback host (localhost, 127.0.0.1 or [::1]); use https";
  }
  if (url.username !== "" || url.password !== "") {
    return "a redirect URI must not carry a user name or password";
  }
  return null;
}

function stringList(value: unknown, fallback: string[]): string[] | null {
  if (value === undefined || value === null) return fallback;
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) return null;
  return value as string[];
}

function optionalString(value: unknown, max: number): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return undefined;
  return value.slice(0, max);
}

/**
 * Checks a client's metadata (a registration request's body or a metadata document).
 * @returns the metadata as kept, or the RFC 7591 error
 */
export function checkClientMetadata(
  body: unknown,
): { ok: true; metadata: ClientMetadata } | ({ ok: false } & MetadataError) {
  const bad = (error: MetadataError["error"], error_description: string) => ({
    ok: false as const,
    error,
    error_description,
  });
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return bad("invalid_client_metadata", "The client metadata must be a JSON object");
  }
  const m = body as Record<string, unknown>;
  const uris = stringList(m.redirect_uris, []);
  if (uris === null || uris.length === 0) {
    return bad("invalid_redirect_uri", "redirect_uris must be a non-empty list of URIs");
  }
  if (uris.length > MAX_REDIRECT_URIS) {
    return bad(
      "invalid_redirect_uri",
      `A client may name at most ${MAX_REDIRECT_URIS} redirect URIs`,
    );
  }
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) return bad("invalid_redirect_uri", problem);
  }
  const grantTypes = stringList(m.grant_types, ["authorization_code"]);
  if (
    grantTypes === null ||
    !grantTypes.every((g) => g === "authorization_code" || g === "refresh_token")
  ) {
    return bad(
      "invalid_client_metadata",
      'grant_types may hold only "authorization_code" and "refresh_token"',
    );
  }
  const responseTypes = stringList(m.response_types, ["code"]);
  if (responseTypes === null || !responseTypes.every((r) => r === "code")) {
    return bad("invalid_client_metadata", 'response_types may hold only "code"');
  }
  const name = optionalString(m.client_name, MAX_NAME_LENGTH);
  const clientUri = optionalString(m.client_uri, MAX_URI_LENGTH);
  const scope = optionalString(m.scope, MAX_URI_LENGTH);
  if (name === undefined || clientUri === undefined || scope === undefined) {
    return bad("invalid_client_metadata", "client_name, client_uri and scope must be strings");
  }
  return {
    ok: true,
    metadata: {
      client_name: name?.trim() || null,
      client_uri: clientUri,
      redirect_uris: [...new Set(uris)],
      grant_types: [...new Set([...grantTypes, "authorization_code"])],
      response_types: ["code"],
      // Public clients only: whatever was asked, no secret is issued (RFC 7591 §3.2.1).
      token_endpoint_auth_method: "none",
      scope,
    },
  };
}

/**
 * True when `redirectUri` is one of `registered`: exactly, except that a loopback redirect URI
 * matches on any port (RFC 8252 §7.3).
 */
export function redirectUriMatches(registered: readonly string[], redirectUri: string): boolean {
  if (registered.includes(redirectUri)) return true;
  if (!URL.canParse(redirectUri)) return false;
  const asked = new URL(redirectUri);
  if (asked.protocol !== "http:" || !isLoopbackHost(asked.hostname)) return false;
  return registered.some((r) => {
    if (!URL.canParse(r)) return false;
    const u = new URL(r);
    return u.protocol === "http:" && u.hostname === asked.hostname &&
      u.pathname === asked.pathname && u.search === asked.search;
  });
}
