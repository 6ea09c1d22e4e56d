import { sha256Hex, toBase64Url } from "@asst/shared";
import type { JsonValue, Sql } from "@asst/shared/db";

/**
 * Things that wait for the user's tap: each gets an unguessable token (the button's data) bound
 * to the account, usable once before it expires. Only the token's hash is stored.
 */
export class Confirmations {
  readonly #sql: Sql;
  readonly #ttlMs: number;

  constructor(sql: Sql, ttlMs: number) {
    this.#sql = sql;
    this.#ttlMs = ttlMs;
  }

  /** Stores what waits for a tap. @returns the token to put in the button */
  async create(accountId: string, kind: string, payload: JsonValue): Promise<string> {
    const token = toBase64Url(crypto.getRandomValues(new Uint8Array(18)));
    await this.#sql`
      insert into assistant.pending_confirmations (token_hash, account_id, kind, payload, expires_at)
      values (${await sha256Hex(token)}, ${accountId}, ${kind}, ${this.#sql.json(payload)},
              now() + ${this.#ttlMs / 1000} * interval '1 second')
    `;
    return token;
  }

  /**
   * Uses the token once: atomically marks it used if it belongs to the account, is of `kind`,
   * and has neither been used nor expired.
   * @returns its payload, or null when the tap must change nothing
   */
  async consume(accountId: string, kind: string, token: string): Promise<unknown | null> {
    const [row] = await this.#sql<{ payload: unknown }[]>`
      update assistant.pending_confirmations set used_at = now()
      where token_hash = ${await sha256Hex(token)} and account_id = ${accountId} and kind = ${kind}
        and used_at is null and expires_at > now()
      returning payload
    `;
    return row ? row.payload : null;
  }
}
