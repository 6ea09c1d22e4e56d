/**
 * Encryption at rest for secrets the user gives in the chat (a Todoist token, a private calendar
 * address): AES-256-GCM with Web Crypto, a fresh random 12-byte IV per encryption, and additional
 * authenticated data that binds a ciphertext to where it belongs (`<account id>:<kind>`), so a
 * ciphertext copied to another account or kind does not decrypt.
 * @module
 */

import { fromBase64 } from "./digest.ts";

const KEY_BYTES = 32;
const IV_BYTES = 12;

/** A key that is not base64 of 32 bytes. The message never holds the key. */
export class SecretKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretKeyError";
  }
}

/** A ciphertext that does not decrypt: wrong key, wrong additional data, or tampered. */
export class SecretDecryptError extends Error {
  constructor(options?: ErrorOptions) {
    super(
      "The secret can not be decrypted: the key, the account or the ciphertext is not the one it was encrypted with",
      options,
    );
    this.name = "SecretDecryptError";
  }
}

/** What {@link SecretBox.encrypt} gives: store both, the IV is not secret. */
export interface Sealed {
  ciphertext: Uint8Array;
  iv: Uint8Array;
}

/** A copy backed by a plain ArrayBuffer, as Web Crypto wants (postgres.js gives Node Buffers). */
function bytes(data: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(data);
}

/** Encrypts and decrypts short secrets with one AES-256-GCM key. */
export class SecretBox {
  readonly #key: Promise<CryptoKey>;

  private constructor(raw: Uint8Array<ArrayBuffer>) {
    this.#key = crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, [
      "encrypt",
      "decrypt",
    ]);
    // Reported by encrypt/decrypt; never an unhandled rejection.
    this.#key.catch(() => {});
  }

  /**
   * A box from a base64 key of 32 bytes (such as `openssl rand -base64 32`).
   * @throws {SecretKeyError} when the text is not base64 of exactly 32 bytes
   */
  static fromBase64Key(key: string): SecretBox {
    const raw = fromBase64(key.trim());
    if (!raw) {
      throw new SecretKeyError("The secret key is not base64: use `openssl rand -base64 32`");
    }
    if (raw.length !== KEY_BYTES) {
      throw new SecretKeyError(
        `The secret key has ${raw.length} bytes, not ${KEY_BYTES}: use \`openssl rand -base64 32\``,
      );
    }
    return new SecretBox(bytes(raw));
  }

  /**
   * Encrypts `plaintext` with a fresh random IV.
   * @param aad additional authenticated data: the same text is needed to decrypt
   */
  async encrypt(plaintext: string, aad: string): Promise<Sealed> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const ciphertext = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(aad) },
      await this.#key,
      new TextEncoder().encode(plaintext),
    );
    return { ciphertext: new Uint8Array(ciphertext), iv };
  }

  /**
   * Decrypts what {@link encrypt} gave with the same `aad`.
   * @throws {SecretDecryptError} for a wrong key, a wrong `aad` or a tampered ciphertext or IV
   */
  async decrypt(ciphertext: Uint8Array, iv: Uint8Array, aad: string): Promise<string> {
    if (iv.length !== IV_BYTES) throw new SecretDecryptError();
    let plaintext: ArrayBuffer;
    try {
      plaintext = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes(iv), additionalData: new TextEncoder().encode(aad) },
        await this.#key,
        bytes(ciphertext),
      );
    } catch (err) {
      throw new SecretDecryptError({ cause: err });
    }
    return new TextDecoder("utf-8", { fatal: true }).decode(plaintext);
  }
}
