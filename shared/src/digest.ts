/**
 * The one home of byte encodings (hex, base64, base64url), hashes and MACs (SHA-256, HMAC-SHA256
 * with Web Crypto; a synchronous SHA-256 for hot paths) and the constant-time comparison of
 * secrets. The encodings are the platform's
 * own (`Uint8Array.prototype.toBase64`, `toHex`, `Uint8Array.fromBase64`).
 * @module
 */

import { createHash } from "node:crypto";

const encoder = new TextEncoder();

/** Lower-case hex of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  return bytes.toHex();
}

/** Standard base64 (RFC 4648 §4) of `bytes`, padded. */
export function toBase64(bytes: Uint8Array): string {
  return bytes.toBase64();
}

/** URL-safe base64 (RFC 4648 §5) of `bytes`, without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  return bytes.toBase64({ alphabet: "base64url", omitPadding: true });
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

function decode(text: string, alphabet: "base64" | "base64url"): Uint8Array | null {
  // The platform's decoder skips whitespace; the pattern refuses it and every foreign character.
  if (!(alphabet === "base64" ? BASE64 : BASE64URL).test(text)) return null;
  try {
    return Uint8Array.fromBase64(text, { alphabet, lastChunkHandling: "loose" });
  } catch {
    return null;
  }
}

/** Decodes standard base64, padded or not. @returns null when `text` is not base64 */
export function fromBase64(text: string): Uint8Array | null {
  return decode(text, "base64");
}

/** Decodes URL-safe base64, padded or not. @returns null when `text` is not base64url */
export function fromBase64Url(text: string): Uint8Array | null {
  return decode(text, "base64url");
}

/** SHA-256 of `text` as UTF-8. */
export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** Lower-case hex of the SHA-256 of `text` as UTF-8: the fingerprint stored for a token. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await sha256(text));
}

/**
 * {@link sha256Hex}, computed at once (`node:crypto`): the same digest without the thread hop
 * and promise of Web Crypto, for digests taken on every request (idempotency lookups).
 */
export function sha256HexSync(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** HMAC-SHA256 of `content` under `key`, both as UTF-8. */
export async function hmacSha256(key: string, content: string): Promise<Uint8Array> {
  const imported = await crypto.subtle.importKey(
    "raw",
    encoder.encode(key),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", imported, encoder.encode(content)));
}

/**
 * Whether `a` and `b` are equal, in time that depends only on their lengths (strings compared as
 * UTF-8): for secrets, MACs and their digests.
 */
export function constantTimeEqual(a: Uint8Array | string, b: Uint8Array | string): boolean {
  const x = typeof a === "string" ? encoder.encode(a) : a;
  const y = typeof b === "string" ? encoder.encode(b) : b;
  let diff = x.length ^ y.length;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ (y[i] ?? 0);
  return diff === 0;
}
