/**
 * Webhook signing secrets: generated as `whsec_` and 43 base62 characters (256 random bits), and
 * stored AES-256-GCM encrypted with Web Crypto (a fresh 12-byte IV each time) with
 * `<account id>:<endpoint id>` as additional data, so a ciphertext copied to another endpoint or
 * account does not decrypt. Base62 rather than base64url keeps the whole secret inside the log
 * redaction's pattern (`whsec_` followed by letters and digits).
 * @module
 */

const KEY_BYTES = 32;
const IV_BYTES = 12;
/** Characters of the random part: 43 base62 characters carry just over 256 bits. */
const SECRET_CHARS = 43;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** The prefix of every signing secret. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** A key that is not base64 of 32 bytes. The message never holds the key. */
export class WebhookKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookKeyError";
  }
}

/** A stored secret that does not decrypt: another key, another endpoint, or tampered. */
export class WebhookSecretDecryptError extends Error {
  constructor(options?: ErrorOptions) {
    super(
      "The webhook secret can not be decrypted: WEBHOOK_SECRET_KEY is not the key it was stored with; register the endpoint again",
      options,
    );
    this.name = "WebhookSecretDecryptError";
  }
}

/** An encrypted secret as stored: both parts are needed, the IV is not secret. */
export interface SealedSecret {
  ciphertext: Uint8Array;
  iv: Uint8Array;
}

/** A new signing secret: `whsec_` and 43 random base62 characters. */
export function generateWebhookSecret(): string {
  let out = WEBHOOK_SECRET_PREFIX;
  while (out.length < WEBHOOK_SECRET_PREFIX.length + SECRET_CHARS) {
    for (const byte of crypto.getRandomValues(new Uint8Array(64))) {
      // 248 = 4 × 62: rejecting higher bytes keeps every character equally likely.
      if (byte < 248 && out.length < WEBHOOK_SECRET_PREFIX.length + SECRET_CHARS) {
        out += BASE62[byte % 62];
      }
    }
  }
  return out;
}

function decodeBase64(text: string): Uint8Array | null {
  const clean = text.trim();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  try {
    return Uint8Array.from(atob(clean), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A copy backed by a plain ArrayBuffer, as Web Crypto wants (postgres.js gives Node Buffers). */
function bytes(data: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(data);
}

function aad(accountId: string, endpointId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${accountId}:${endpointId}`);
}

/** Encrypts and decrypts signing secrets with one AES-256-GCM key. */
export class WebhookSecrets {
  readonly #key: Promise<CryptoKey>;

  private constructor(raw: Uint8Array<ArrayBuffer>) {
    this.#key = crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, [
      "encrypt",
      "decrypt",
    ]);
    // Reported by seal/open; never an unhandled rejection.
    this.#key.catch(() => {});
  }

  /**
   * Secrets sealed with a base64 key of 32 bytes (env `WEBHOOK_SECRET_KEY`).
   * @throws {WebhookKeyError} when the text is not base64 of exactly 32 bytes
   */
  static fromBase64Key(key: string): WebhookSecrets {
    const raw = decodeBase64(key);
    if (!raw || raw.length !== KEY_BYTES) {
      throw new WebhookKeyError(
        "WEBHOOK_SECRET_KEY is not base64 of 32 bytes: use `openssl rand -base64 32`",
      );
    }
    return new WebhookSecrets(bytes(raw));
  }

  /** Encrypts `secret` for one endpoint of one account, with a fresh random IV. */
  async seal(secret: string, accountId: string, endpointId: string): Promise<SealedSecret> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const ciphertext = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: aad(accountId, endpointId) },
      await this.#key,
      new TextEncoder().encode(secret),
    );
    return { ciphertext: new Uint8Array(ciphertext), iv };
  }

  /**
   * Decrypts what {@link seal} gave for the same endpoint and account.
   * @throws {WebhookSecretDecryptError} for another key, endpoint or account, or a tampered value
   */
  async open(sealed: SealedSecret, accountId: string, endpointId: string): Promise<string> {
    if (sealed.iv.length !== IV_BYTES) throw new WebhookSecretDecryptError();
    let plaintext: ArrayBuffer;
    try {
      plaintext = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes(sealed.iv), additionalData: aad(accountId, endpointId) },
        await this.#key,
        bytes(sealed.ciphertext),
      );
    } catch (err) {
      throw new WebhookSecretDecryptError({ cause: err });
    }
    return new TextDecoder("utf-8", { fatal: true }).decode(plaintext);
  }
}
