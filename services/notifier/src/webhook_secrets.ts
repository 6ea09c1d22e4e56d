import { randomBase62, SecretBox, SecretDecryptError, SecretKeyError } from "@asst/shared";

/**
 * Webhook signing secrets: generated as `whsec_` and 43 base62 characters (256 random bits), and
 * stored AES-256-GCM encrypted with Web Crypto (a fresh 12-byte IV each time) with
 * `<account id>:<endpoint id>` as additional data, so a ciphertext copied to another endpoint or
 * account does not decrypt. Base62 rather than base64url keeps the whole secret inside the log
 * redaction's pattern (`whsec_` followed by letters and digits).
 * @module
 */

/** Characters of the random part: 43 base62 characters carry just over 256 bits. */
const SECRET_CHARS = 43;

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
  return WEBHOOK_SECRET_PREFIX + randomBase62(SECRET_CHARS);
}

/** Encrypts and decrypts signing secrets with one AES-256-GCM key (the shared {@link SecretBox}). */
export class WebhookSecrets {
  readonly #box: SecretBox;

  private constructor(box: SecretBox) {
    this.#box = box;
  }

  /**
   * Secrets sealed with a base64 key of 32 bytes (env `WEBHOOK_SECRET_KEY`).
   * @throws {WebhookKeyError} when the text is not base64 of exactly 32 bytes
   */
  static fromBase64Key(key: string): WebhookSecrets {
    try {
      return new WebhookSecrets(SecretBox.fromBase64Key(key));
    } catch (err) {
      if (err instanceof SecretKeyError) {
        throw new WebhookKeyError(
          "WEBHOOK_SECRET_KEY is not base64 of 32 bytes: use `openssl rand -base64 32`",
        );
      }
      throw err;
    }
  }

  /** Encrypts `secret` for one endpoint of one account, with a fresh random IV. */
  seal(secret: string, accountId: string, endpointId: string): Promise<SealedSecret> {
    return this.#box.encrypt(secret, `${accountId}:${endpointId}`);
  }

  /**
   * Decrypts what {@link seal} gave for the same endpoint and account.
   * @throws {WebhookSecretDecryptError} for another key, endpoint or account, or a tampered value
   */
  async open(sealed: SealedSecret, accountId: string, endpointId: string): Promise<string> {
    try {
      return await this.#box.decrypt(sealed.ciphertext, sealed.iv, `${accountId}:${endpointId}`);
    } catch (err) {
      if (err instanceof SecretDecryptError) throw new WebhookSecretDecryptError({ cause: err });
      throw err;
    }
  }
}
