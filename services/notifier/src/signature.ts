/**
 * The webhook signature, in the scheme Stripe uses: header `X-Service-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the key being the whole secret
 * (`whsec_…`) as UTF-8. While a rotated-out secret is still valid, a second `v1` carries its
 * signature; a receiver accepts the delivery when any `v1` matches its secret.
 * @module
 */

import { constantTimeEqual, hmacSha256, toHex } from "@asst/shared";

/** The header that carries the signature. */
export const SIGNATURE_HEADER = "X-Service-Signature";
/** The header that carries the event kind. */
export const EVENT_HEADER = "X-Service-Event";
/** How far a signature's timestamp may be from the receiver's clock, either way. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

async function hmacHex(secret: string, content: string): Promise<string> {
  return toHex(await hmacSha256(secret, content));
}

/**
 * The `X-Service-Signature` value for `rawBody` sent at `timestamp`, with one `v1` per secret
 * (the current one first).
 * @param timestamp unix seconds
 */
export async function signatureHeader(
  secrets: readonly string[],
  timestamp: number,
  rawBody: string,
): Promise<string> {
  const t = Math.floor(timestamp);
  const signatures = await Promise.all(secrets.map((s) => hmacHex(s, `${t}.${rawBody}`)));
  return [`t=${t}`, ...signatures.map((v) => `v1=${v}`)].join(",");
}

/** Options of {@link verifyWebhookSignature}. */
export interface VerifyOptions {
  /** How far the timestamp may be from `now`, either way, in seconds. @default 300 */
  toleranceSeconds?: number;
  /** The receiver's clock. @default new Date() */
  now?: Date;
}

/**
 * Verifies a delivery as a receiver does: the header's timestamp is within `toleranceSeconds` of
 * `now` (either way) and one of its `v1` values is the HMAC of `"<t>.<raw body>"` with `secret`,
 * compared in constant time.
 * @param header the `X-Service-Signature` value
 * @param rawBody the request body exactly as received, before any JSON parsing
 */
export async function verifyWebhookSignature(
  secret: string,
  header: string,
  rawBody: string,
  options: VerifyOptions = {},
): Promise<boolean> {
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  let timestamp: string | null = null;
  const candidates: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === "t") timestamp = value;
    else if (name === "v1") candidates.push(value);
  }
  if (timestamp === null || !/^\d{1,12}$/.test(timestamp) || candidates.length === 0) return false;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) return false;
  const expected = await hmacHex(secret, `${timestamp}.${rawBody}`);
  // Every candidate is compared, so the time does not tell which one matched.
  let match = false;
  for (const candidate of candidates) match = constantTimeEqual(expected, candidate) || match;
  return match;
}
