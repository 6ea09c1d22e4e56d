import { createHmac } from "node:crypto";
import { randomBase62 } from "@asst/shared";
import { crc32 } from "node:zlib";

/** Every key starts with this. */
export const KEY_PREFIX = "asst_";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Random base62 characters in a key: 30 × log2(62) ≈ 178 bits. */
const RANDOM_LENGTH = 30;
/** Base62 characters of the CRC-32 checksum (62^6 > 2^32). */
const CHECKSUM_LENGTH = 6;
/** The length of every key. */
export const KEY_LENGTH = KEY_PREFIX.length + RANDOM_LENGTH + CHECKSUM_LENGTH;

const KEY_SHAPE = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(n: number, width: number): string {
  let out = "";
  for (let i = 0; i < width; i++) {
    out = ALPHABET[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

function checksum(body: string): string {
  return base62(crc32(body) >>> 0, CHECKSUM_LENGTH);
}

/** Makes a new key: `asst_`, 30 uniformly random base62 characters, and a 6-character checksum. */
export function generateApiKey(): string {
  const body = randomBase62(RANDOM_LENGTH);
  return KEY_PREFIX + body + checksum(body);
}

/**
 * True when `key` has the shape of one of our keys and its checksum matches, so that a mistyped
 * or truncated key is turned away without a database lookup.
 */
export function isWellFormedApiKey(key: string): boolean {
  if (!KEY_SHAPE.test(key)) return false;
  const body = key.slice(KEY_PREFIX.length, KEY_PREFIX.length + RANDOM_LENGTH);
  return checksum(body) === key.slice(KEY_PREFIX.length + RANDOM_LENGTH);
}

/**
 * Computes key fingerprints: HMAC-SHA256 of the key under the server-side pepper, in hex. It runs
 * on every request, so it uses the runtime's synchronous HMAC (`node:crypto`), several times
 * cheaper than a Web Crypto call; the result is the same.
 */
export class Fingerprinter {
  readonly #pepper: Uint8Array;

  constructor(pepper: string) {
    this.#pepper = new TextEncoder().encode(pepper);
  }

  /** The fingerprint of `key`, the only form in which keys are stored. */
  fingerprint(key: string): Promise<string> {
    return Promise.resolve(createHmac("sha256", this.#pepper).update(key).digest("hex"));
  }
}
