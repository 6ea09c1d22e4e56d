/** Hashes and MACs with Web Crypto, for fingerprints of tokens and for signatures. */

const encoder = new TextEncoder();

/** SHA-256 of `text` as UTF-8. */
export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
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

/** Lower-case hex of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
