import { randomBase62 } from "@asst/shared";

/** Prefixes of the secrets the authorization server issues; none is an API key's shape. */
export const SECRET_PREFIX = {
  accessToken: "asst_at_",
  refreshToken: "asst_rt_",
  code: "asst_code_",
  handle: "asst_pg_",
} as const;

/** Capitals and digits without look-alikes (no I, O, 0, 1). */
const PAIRING_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new opaque secret: its prefix and 40 random base62 characters (≈ 238 bits). */
export function newSecret(prefix: string): string {
  return prefix + randomBase62(40);
}

/** True when `token` has the shape of an access token. */
export function isAccessTokenShape(token: string): boolean {
  return /^asst_at_[0-9A-Za-z]{40}$/.test(token);
}

/** A new pairing code, `XXXX-XXXX`. */
export function newPairingCode(): string {
  let out = "";
  while (out.length < 8) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 256 = 32 × 8: every letter equally likely.
      if (out.length < 8) out += PAIRING_ALPHABET[byte % PAIRING_ALPHABET.length];
    }
  }
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/** The pairing code as typed, in canonical form (`XXXX-XXXX`), or null when it cannot be one. */
export function canonicalPairingCode(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/[\s-]/g, "");
  if (compact.length !== 8) return null;
  for (const ch of compact) if (!PAIRING_ALPHABET.includes(ch)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}

/** The S256 code challenge of `verifier` (RFC 7636 §4.2). */
export async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)),
  );
  let binary = "";
  for (const b of digest) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
