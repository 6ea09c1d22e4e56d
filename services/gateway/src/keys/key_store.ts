import {
  AppError,
  ERROR_CODE,
  type KeyRecord,
  NetworkMatcher,
  normalizePermissions,
  type Permissions,
  permissionsSchema,
} from "@asst/shared";
import type { JsonValue, Sql } from "@asst/shared/db";
import { type KeyRow, keysNamed, toRecord } from "./_key_row.ts";
import { type Fingerprinter, generateApiKey } from "./api_key.ts";

/** An authenticated key, as requests carry it. */
export interface KeyPrincipal {
  keyId: string;
  accountId: string;
  permissions: Permissions;
  /** When the key stops working, in epoch milliseconds; null: never. Checked on every request. */
  expiresAt: number | null;
  /** The key was rotated: `expiresAt` is the end of its overlap with its replacement. */
  replaced: boolean;
  /** The networks the key may be used from, compiled once per lookup; null: anywhere. */
  networks: NetworkMatcher | null;
  /**
   * Set for an OAuth access token: `keyId` is its grant's id; it is accepted at the MCP endpoint
   * only.
   */
  token?: true;
}

/** A key that ends soon, for the chat's warning. */
export interface ExpiringKey {
  keyId: string;
  accountId: string;
  label: string;
  last4: string;
  expiresAt: Date;
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
   * Expired and revoked keys neither count nor hold their label.
   * @param expiresAt when the key stops working (already checked against the policy); null: never
   * @param networks the canonical ranges it may be used from; empty: anywhere
   * @returns the full key (to be shown once) and its record
   * @throws {AppError} 409 `conflict` at the active-key limit or for a label in use
   */
  async create(
    accountId: string,
    label: string | null,
    permissions: Permissions,
    expiresAt: Date | null = null,
    networks: readonly string[] = [],
  ): Promise<{ key: string; record: KeyRecord }> {
    const key = generateApiKey();
    const fingerprint = await this.#fingerprinter.fingerprint(key);
    const normalized = normalizePermissions(permissions);
    const row = await this.#sql.begin(async (tx) => {
      await tx`insert into gateway.accounts (id) values (${accountId}) on conflict (id) do nothing`;
      await tx`select id from gateway.accounts where id = ${accountId} for update`;
      const working = await tx<{ label: string; replaced_by: string | null }[]>`
        select label, replaced_by from gateway.api_keys
        where account_id = ${accountId} and revoked_at is null
          and (expires_at is null or expires_at > now())
      `;
      // A key being replaced by rotation does not count: its replacement does.
      const active = working.filter((r) => r.replaced_by === null);
      if (active.length >= this.#maxActive) {
        throw new AppError(
          ERROR_CODE.conflict,
          `You already have ${this.#maxActive} active API keys, the most you can hold at once; revoke one first`,
        );
      }
      const taken = new Set(working.map((r) => r.label.toLowerCase()));
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
        insert into gateway.api_keys
          (id, account_id, label, fingerprint, last4, permissions, expires_at, allowed_networks)
        values (${crypto.randomUUID()}, ${accountId}, ${chosen}, ${fingerprint}, ${key.slice(-4)},
                ${tx.json(normalized as unknown as JsonValue)}, ${expiresAt}, ${[...networks]})
        returning *
      `;
      return inserted!;
    });
    return { key, record: toRecord(row) };
  }

  /** The account's working keys (neither revoked nor expired), oldest first. */
  async list(accountId: string): Promise<KeyRecord[]> {
    const rows = await this.#sql<KeyRow[]>`
      select * from gateway.api_keys
      where account_id = ${accountId} and revoked_at is null
        and (expires_at is null or expires_at > now())
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
      const matches = await keysNamed(tx, accountId, selector, true);
      if (matches.length !== 1) {
        return { revoked: [], candidates: matches.map(toRecord), fingerprints: [] };
      }
      const match = matches[0]!;
      await tx`update gateway.api_keys set revoked_at = now() where id = ${match.id}`;
      return { revoked: [toRecord(match)], candidates: [], fingerprints: [match.fingerprint] };
    });
  }

  /**
   * The unrevoked key with this fingerprint, or null. An expired key is found too, with its
   * expiry, so that the caller can say it expired.
   */
  async findActive(fingerprint: string): Promise<KeyPrincipal | null> {
    const [row] = await this.#sql<
      {
        id: string;
        account_id: string;
        permissions: unknown;
        expires_at: Date | null;
        replaced_by: string | null;
        allowed_networks: string[];
      }[]
    >`
      select id, account_id, permissions, expires_at, replaced_by, allowed_networks
      from gateway.api_keys
      where fingerprint = ${fingerprint} and revoked_at is null
    `;
    if (!row) return null;
    return {
      keyId: row.id,
      accountId: row.account_id,
      permissions: permissionsSchema.parse(row.permissions),
      expiresAt: row.expires_at?.getTime() ?? null,
      replaced: row.replaced_by !== null,
      networks: row.allowed_networks.length > 0 ? new NetworkMatcher(row.allowed_networks) : null,
    };
  }

  /**
   * Claims up to `limit` working keys that expire within `withinDays` and whose owner was not yet
   * told, marking them told. A key whose whole lifetime is shorter than that window is marked
   * without a warning (its owner chose it minutes ago).
   * @returns how many were claimed, and the keys to warn about
   */
  async claimExpiring(
    withinDays: number,
    limit: number,
  ): Promise<{ claimed: number; warn: ExpiringKey[] }> {
    const rows = await this.#sql<
      {
        id: string;
        account_id: string;
        label: string;
        last4: string;
        expires_at: Date;
        warn: boolean;
      }[]
    >`
      with due as (
        select id from gateway.api_keys
        where revoked_at is null and expiry_warned_at is null and expires_at is not null
          and replaced_by is null
          and expires_at > now() and expires_at <= now() + make_interval(days => ${withinDays})
        order by expires_at
        limit ${limit}
        for update skip locked
      )
      update gateway.api_keys k set expiry_warned_at = now()
      from due where k.id = due.id
      returning k.id, k.account_id, k.label, k.last4, k.expires_at,
        k.expires_at - k.created_at > make_interval(days => ${withinDays}) as warn
    `;
    const warn = rows.filter((r) => r.warn).map((r) => ({
      keyId: r.id,
      accountId: r.account_id,
      label: r.label,
      last4: r.last4,
      expiresAt: r.expires_at,
    }));
    return { claimed: rows.length, warn };
  }

  /** Makes a claimed key's warning due again (the chat did not take it). */
  async unclaimExpiring(keyId: string): Promise<void> {
    await this.#sql`update gateway.api_keys set expiry_warned_at = null where id = ${keyId}`;
  }

  /** Records that a key was used. */
  async touch(keyId: string): Promise<void> {
    await this.#sql`update gateway.api_keys set last_used_at = now() where id = ${keyId}`;
  }
}
