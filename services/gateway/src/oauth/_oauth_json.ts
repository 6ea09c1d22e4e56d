import type { Context } from "hono";

/** An OAuth JSON answer that no cache may keep (RFC 6749 §5.1). */
export function noStoreJson(c: Context, body: unknown, status: 200 | 201 | 400 | 401 = 200) {
  c.header("cache-control", "no-store");
  c.header("pragma", "no-cache");
  return c.json(body, status);
}

/** An RFC 6749 §5.2 error (or RFC 7591 §3.2.2 for registration). */
export function oauthError(
  c: Context,
  error: string,
  description: string,
  status: 400 | 401 = 400,
): Response {
  if (status === 401) c.header("www-authenticate", 'Basic realm="oauth"');
  return noStoreJson(c, { error, error_description: description }, status);
}

/** Reads a form (`application/x-www-form-urlencoded`) or JSON body into strings; null: neither. */
export async function readParams(c: Context): Promise<Record<string, string> | null> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  try {
    if (type.startsWith("application/x-www-form-urlencoded")) {
      return Object.fromEntries(new URLSearchParams(await c.req.text()));
    }
    if (type.startsWith("application/json")) {
      const body = await c.req.json();
      if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
      return Object.fromEntries(
        Object.entries(body).filter((e): e is [string, string] => typeof e[1] === "string"),
      );
    }
  } catch {
    return null;
  }
  return null;
}
