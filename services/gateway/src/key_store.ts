import {
  AppError,
  ERROR_CODE,
  type KeyRecord,
  normalizePermissions,
  type Permissions,
  permissionsSchema,
} from "@asst/shared";
import type { JsonValue, Sql } from "@asst/shared/db";
import { type Fingerprinter, generateApiKey } from "./api_key.ts";

/** An authenticated key, as requests carry it. */
export interface KeyPrincipal {
  keyId: string;
  accountId: string;
  permissions: Permissions;
}

interface KeyRow {
  id: string;
  account_id: string;
  label: string;
  fingerprint: string;
  last4: string;
  permissions: unknown;
  created_at: Date;
  last_used_at: Date | null;
}

function toRecord(row: KeyRow): KeyRecord {
  return {
    id: row.id,
    label: row.label,
    permissions: permissionsSchema.parse(row.permissions),
    last4: row.last4,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

/** Accounts and API keys in the `gateway` schema. */
export class KeyStore {
  readonly #sql: Sql;
  readonly #fingerprinter: Fingerprinter;
  readonly #maxActive: number;

  constructor(sql: Sql, fingerprinter: Fingerprinter, maxActive: number) {
    this.#sql = sql;
    this.#fingerprinter = fingerprinter;
    this.#maxActive = maxActive;
  }

  get maxActive(): number {
    return this.#maxActive;
  }

  /** Creates the account if it does not exist. @returns whether it was created now */
  async ensureAccount(accountId: string): Promise<boolean> {
    const rows = await this.#sql`
      insert into gateway.accounts (id) values (${accountId})
      on conflict (id) do nothing
      returning id
    `;
    return rows.length > 0;
  }

  /**
   * Issues a key. The account row is locked while active keys are counted, so concurrent
   * requests cannot pass the limit together.
   * @returns the full key (to be shown once) and its record
   * @throws {AppError} 409 `conflict` at the active-key limit or for a label in use
   */
  async create(
    accountId: string,
    label: string | null,
    permissions: Permissions,
  ): Promise<{ key: string; record: KeyRecord }> {
    const key = generateApiKey();
    const fingerprint = await this.#fingerprinter.fingerprint(key);
    const normalized = normalizePermissions(permissions);
    const row = await this.#sql.begin(async (tx) => {
      await tx`insert into gateway.accounts (id) values (${accountId}) on conflict (id) do nothing`;
      await tx`select id from gateway.accounts where id = ${accountId} for update`;
      const active = await tx<{ label: string }[]>`
        select label from gateway.api_keys where account_id = ${accountId} and revoked_at is null
      `;
      if (active.length >= this.#maxActive) {
        throw new AppError(
          ERROR_CODE.conflict,
          `You already have ${this.#maxActive} active API keys, the most you can hold at once; revoke one first`,
        );
      }
      const taken = new Set(active.map((r) => r.label.toLowerCase()));
      let chosen = label?.trim() || null;
      if (chosen && taken.has(chosen.toLowerCase())) {
        throw new AppError(
          ERROR_CODE.conflict,
          `You already have an active key called "${chosen}"; pick another name`,
        );
      }
      if (!chosen) {
        let n = 1;
        while (taken.has(`key-${n}`)) n++;
        chosen = `key-${n}`;
      }
      const [inserted] = await tx<KeyRow[]>`
        insert into gateway.api_keys (id, account_id, label, fingerprint, last4, permissions)
        values (${crypto.randomUUID()}, ${accountId}, ${chosen}, ${fingerprint}, ${key.slice(-4)},
                ${tx.json(normalized as unknown as JsonValue)})
        returning *
      `;
      return inserted!;
    });
    return { key, record: toRecord(row) };
  }

  /** The account's active keys, oldest first. */
  async list(accountId: string): Promise<KeyRecord[]> {
    const rows = await this.#sql<KeyRow[]>`
      select * from gateway.api_keys
      where account_id = ${accountId} and revoked_at is null
      order by created_at, id
    `;
    return rows.map(toRecord);
  }

  /**
   * Revokes the one active key whose label (any case) or last 4 characters equal `selector`.
   * When several match, none is revoked and they are returned as candidates.
   */
  async revoke(
    accountId: string,
    selector: string,
  ): Promise<{ revoked: KeyRecord[]; candidates: KeyRecord[]; fingerprints: string[] }> {
    return await this.#sql.begin(async (tx) => {
      const matches = await tx<KeyRow[]>`
        select * from gateway.api_keys
        where account_id = ${accountId} and revoked_at is null
          and (lower(label) = lower(${selector}) or last4 = ${selector})
        order by created_at
        for update
      `;
      if (matches.length !== 1) {
        return { revoked: [], candidates: matches.map(toRecord), fingerprints: [] };
      }
      const match = matches[0]!;
      await tx`update gateway.api_keys set revoked_at = now() where id = ${match.id}`;
      return { revoked: [toRecord(match)], candidates: [], fingerprints: [match.fingerprint] };
    });
  }

  /** The active key with this fingerprint, or null. */
  async findActive(fingerprint: string): Promise<KeyPrincipal | null> {
    const [row] = await this.#sql<{ id: string; account_id: string; permissions: unknown }[]>`
      select id, account_id, permissions from gateway.api_keys
      where fingerprint = ${fingerprint} and revoked_at is null
    `;
    if (!row) return null;
    return {
      keyId: row.id,
      accountId: row.account_id,
      permissions: permissionsSchema.parse(row.permissions),
    };
  }

  /** Records that a key was used. */
  async touch(keyId: string): Promise<void> {
    await this.#sql`update gateway.api_keys set last_used_at = now() where id = ${keyId}`;
  }
}
