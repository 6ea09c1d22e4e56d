const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * `length` characters drawn uniformly from [0-9A-Za-z] with `crypto.getRandomValues` (about 5.95
 * bits each): rejection sampling keeps every character equally likely.
 */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(Math.max(16, length)))) {
      // 248 = 62 × 4: a byte of 248 or more would make the first characters likelier.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}
