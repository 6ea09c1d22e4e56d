/**
 * Pairings, grants and tokens in the `gateway` schema. A pairing is a sign-in waiting for the
 * user's "allow" in the chat; once approved it yields one authorization code; the code's exchange
 * makes a grant (a connected app, which behaves as a key downstream: its id is the principal's
 * key id) with an access token (1 hour) and a refresh token (rotated on every use; a used one
 * presented again revokes the grant). Every secret is stored only as its fingerprint.
 * @module
 */
import { normalizePermissions, type Permissions, permissionsSchema } from "@asst/shared";
import type { JsonValue, Sql, TransactionSql } from "@asst/shared/db";
import type { Fingerprinter } from "../keys/api_key.ts";
import type { KeyPrincipal } from "../keys/key_store.ts";
import { newPairingCode, newSecret, s256, SECRET_PREFIX } from "./_secrets.ts";
import { revokeGrant } from "./_grant_sql.ts";
export { pruneExpired } from "./_grant_sql.ts";
export { s256 } from "./_secrets.ts";
import type {
  ExchangeRefusal,
  GrantView,
  IssuedTokens,
  PairingRequest,
  PairingView,
  PollResult,
} from "./grant_types.ts";

/** How long a pairing (and the code it yields) works, in milliseconds. */
export const PAIRING_TTL_MS = 10 * 60_000;
/** How long an access token works, in seconds. */
export const ACCESS_TOKEN_SECONDS = 3600;
/** How long a refresh token works, in days. */
const REFRESH_TOKEN_DAYS = 30;
/** Most connected apps one account may hold (their own limit, besides `MAX_ACTIVE_KEYS`). */
export const MAX_GRANTS = 10;

export type {
  ExchangeRefusal,
  GrantView,
  IssuedTokens,
  PairingRequest,
  PairingView,
  PollResult,
} from "./grant_types.ts";

/** Pairings, grants and tokens. */
export class GrantStore {
  readonly #sql: Sql;
  readonly #fp: Fingerprinter;
  readonly #now: () => number;

  constructor(sql: Sql, fingerprinter: Fingerprinter, now: () => number = Date.now) {
    this.#sql = sql;
    this.#fp = fingerprinter;
    this.#now = now;
  }

  #fingerprint(secret: string): Promise<string> {
    return this.#fp.fingerprint(secret);
  }

  /** Starts a pairing. @returns the code the user sends, and the page's poll handle */
  async createPairing(r: PairingRequest): Promise<{ pairingCode: string; handle: string }> {
    const pairingCode = newPairingCode();
    const handle = newSecret(SECRET_PREFIX.handle);
    await this.#sql`
      insert into gateway.oauth_pairings
        (id, pairing_fp, handle_fp, client_id, redirect_uri, state, code_challenge, resource,
         requested, expires_at)
      values (${crypto.randomUUID()}, ${await this.#fingerprint(pairingCode)},
              ${await this.#fingerprint(handle)}, ${r.clientId}, ${r.redirectUri}, ${r.state},
              ${r.codeChallenge}, ${r.resource},
              ${
      this.#sql.json(
        { permissions: r.requested, client_name: r.clientName } as unknown as JsonValue,
      )
    },
              ${new Date(this.#now() + PAIRING_TTL_MS)})
    `;
    return { pairingCode, handle };
  }

  /** The pending, unexpired pairing of `pairingCode` (canonical), or null. */
  async pendingPairing(pairingCode: string): Promise<PairingView | null> {
    const [row] = await this.#sql<
      {
        client_id: string;
        redirect_uri: string;
        requested: { permissions: unknown; client_name: string };
      }[]
    >`
      select client_id, redirect_uri, requested from gateway.oauth_pairings
      where pairing_fp = ${await this.#fingerprint(pairingCode)} and status = 'pending'
        and expires_at > ${new Date(this.#now())}
    `;
    if (!row) return null;
    return {
      clientId: row.client_id,
      clientName: row.requested.client_name,
      redirectUri: row.redirect_uri,
      requested: permissionsSchema.parse(row.requested.permissions),
    };
  }

  /**
   * The user's decision, once: approves with `granted` (narrowed to what was asked) or denies. An
   * approval is refused (`limit`) when the account holds {@link MAX_GRANTS} apps, counting the
   * approvals whose code is not redeemed yet; it is decided under the account's row lock, so two
   * Confirms at once cannot both pass the limit.
   * @returns `not_found` when the pairing is unknown, expired or already decided (nothing changes)
   */
  async decide(
    pairingCode: string,
    accountId: string,
    granted: Permissions | null,
  ): Promise<"decided" | "not_found" | "limit"> {
    const fp = await this.#fingerprint(pairingCode);
    const now = new Date(this.#now());
    await this.#sql`insert into gateway.accounts (id) values (${accountId}) on conflict do nothing`;
    if (granted === null) {
      const rows = await this.#sql`
        update gateway.oauth_pairings set status = 'denied', account_id = ${accountId}
        where pairing_fp = ${fp} and status = 'pending' and expires_at > ${now}
        returning id
      `;
      return rows.length > 0 ? "decided" : "not_found";
    }
    return await this.#sql.begin(async (tx) => {
      await tx`select id from gateway.accounts where id = ${accountId} for update`;
      const [held] = await tx<{ n: number }[]>`
        select (select count(*) from gateway.oauth_grants
                where account_id = ${accountId} and revoked_at is null)
             + (select count(*) from gateway.oauth_pairings
                where account_id = ${accountId} and status = 'approved' and expires_at > ${now})
          as n
      `;
      if (Number(held!.n) >= MAX_GRANTS) return "limit";
      const rows = await tx`
        update gateway.oauth_pairings set status = 'approved', account_id = ${accountId},
          granted = ${tx.json(normalizePermissions(granted) as unknown as JsonValue)}
        where pairing_fp = ${fp} and status = 'pending' and expires_at > ${now}
        returning id
      `;
      return rows.length > 0 ? "decided" : "not_found";
    });
  }

  /** Whether the pairing of `handle` still waits for the user, without using anything up. */
  async peek(handle: string): Promise<"pending" | "other"> {
    const [row] = await this.#sql<{ status: string }[]>`
      select status from gateway.oauth_pairings
      where handle_fp = ${await this.#fingerprint(handle)} and expires_at > ${new Date(this.#now())}
    `;
    return row?.status === "pending" ? "pending" : "other";
  }

  /**
   * What the page's Continue link answers: pending until decided; once approved, a new
   * authorization code, given out once (a second poll finds the pairing no longer waiting).
   */
  async poll(handle: string): Promise<PollResult> {
    const fp = await this.#fingerprint(handle);
    const now = new Date(this.#now());
    const [row] = await this.#sql<
      {
        id: string;
        status: string;
        redirect_uri: string;
        state: string | null;
        code_fp: string | null;
      }[]
    >`
      select id, status, redirect_uri, state, code_fp from gateway.oauth_pairings
      where handle_fp = ${fp} and expires_at > ${now}
    `;
    if (!row || row.code_fp !== null || row.status === "redeemed") return { status: "unknown" };
    if (row.status === "pending") return { status: "pending" };
    if (row.status === "denied") {
      // Told once: the pairing is finished.
      const done = await this.#sql`
        update gateway.oauth_pairings set status = 'redeemed' where id = ${row.id} and status = 'denied'
        returning id
      `;
      if (done.length === 0) return { status: "unknown" };
      return { status: "denied", redirectUri: row.redirect_uri, state: row.state };
    }
    const code = newSecret(SECRET_PREFIX.code);
    const claimed = await this.#sql`
      update gateway.oauth_pairings set code_fp = ${await this.#fingerprint(code)}
      where id = ${row.id} and status = 'approved' and code_fp is null
      returning id
    `;
    if (claimed.length === 0) return { status: "unknown" };
    return { status: "approved", code, redirectUri: row.redirect_uri, state: row.state };
  }

  /**
   * Exchanges an authorization code, once, for a grant and its first tokens. The code must be
   * this client's, for this redirect URI and resource, unexpired, and `verifier` must match its
   * S256 challenge; any refusal uses the code up.
   */
  async redeemCode(
    code: string,
    check: { clientId: string; redirectUri: string; resource: string | null; verifier: string },
  ): Promise<IssuedTokens | ExchangeRefusal> {
    const refuse = (description: string): ExchangeRefusal => ({
      error: "invalid_grant",
      description,
    });
    const fp = await this.#fingerprint(code);
    return await this.#sql.begin(async (tx) => {
      const [row] = await tx<{
        id: string;
        client_id: string;
        redirect_uri: string;
        resource: string;
        code_challenge: string;
        account_id: string;
        granted: unknown;
        requested: { client_name: string };
        expires_at: Date;
      }[]>`
        update gateway.oauth_pairings set status = 'redeemed'
        where code_fp = ${fp} and status = 'approved'
        returning id, client_id, redirect_uri, resource, code_challenge, account_id, granted,
          requested, expires_at
      `;
      if (!row) return refuse("The authorization code is not valid: unknown, or already used");
      if (row.expires_at.getTime() <= this.#now()) {
        return refuse("The authorization code expired; start the sign-in again");
      }
      if (row.client_id !== check.clientId) {
        return refuse("The authorization code was issued to another client");
      }
      if (row.redirect_uri !== check.redirectUri) {
        return refuse("redirect_uri differs from the one of the authorization request");
      }
      if (check.resource !== null && check.resource !== row.resource) {
        return refuse("resource differs from the one of the authorization request");
      }
      if (await s256(check.verifier) !== row.code_challenge) {
        return refuse("code_verifier does not match the code_challenge");
      }
      const permissions = permissionsSchema.parse(row.granted);
      const grantId = crypto.randomUUID();
      await tx`
        insert into gateway.oauth_grants (id, account_id, client_id, client_name, permissions, resource)
        values (${grantId}, ${row.account_id}, ${row.client_id}, ${row.requested.client_name},
                ${tx.json(permissions as unknown as JsonValue)}, ${row.resource})
      `;
      return await this.#issue(tx, grantId, permissions);
    });
  }

  /**
   * Rotates a refresh token: the old one is used up and a new pair issued. A used one presented
   * again revokes the whole grant (reuse detection).
   * @returns the tokens, or the refusal and the fingerprints of access tokens it revoked
   */
  async refresh(
    refreshToken: string,
    clientId: string,
  ): Promise<IssuedTokens | (ExchangeRefusal & { revokedFingerprints: string[] })> {
    const fp = await this.#fingerprint(refreshToken);
    const now = new Date(this.#now());
    return await this.#sql.begin(async (tx) => {
      const [row] = await tx<{
        grant_id: string;
        used_at: Date | null;
        expires_at: Date;
        client_id: string;
        permissions: unknown;
        revoked_at: Date | null;
      }[]>`
        select t.grant_id, t.used_at, t.expires_at, g.client_id, g.permissions, g.revoked_at
        from gateway.oauth_tokens t join gateway.oauth_grants g on g.id = t.grant_id
        where t.fingerprint = ${fp} and t.kind = 'refresh'
        for update of t
      `;
      const refuse = (description: string, revokedFingerprints: string[] = []) => ({
        error: "invalid_grant" as const,
        description,
        revokedFingerprints,
      });
      if (!row || row.revoked_at !== null) {
        return refuse("The refresh token is not valid: unknown or revoked");
      }
      if (row.client_id !== clientId) {
        return refuse("The refresh token was issued to another client");
      }
      if (row.used_at !== null) {
        const revoked = await revokeGrant(tx, row.grant_id);
        return refuse(
          "The refresh token was already used: the connection is revoked; sign in again",
          revoked,
        );
      }
      if (row.expires_at <= now) return refuse("The refresh token expired; sign in again");
      await tx`update gateway.oauth_tokens set used_at = ${now} where fingerprint = ${fp}`;
      return await this.#issue(tx, row.grant_id, permissionsSchema.parse(row.permissions));
    });
  }

  async #issue(
    tx: Sql | TransactionSql,
    grantId: string,
    permissions: Permissions,
  ): Promise<IssuedTokens> {
    const access = newSecret(SECRET_PREFIX.accessToken);
    const refresh = newSecret(SECRET_PREFIX.refreshToken);
    const now = this.#now();
    await tx`
      insert into gateway.oauth_tokens (fingerprint, grant_id, kind, expires_at) values
        (${await this.#fingerprint(access)}, ${grantId}, 'access',
         ${new Date(now + ACCESS_TOKEN_SECONDS * 1000)}),
        (${await this.#fingerprint(refresh)}, ${grantId}, 'refresh',
         ${new Date(now + REFRESH_TOKEN_DAYS * 86_400_000)})
    `;
    return {
      access_token: access,
      refresh_token: refresh,
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: permissions,
    };
  }

  /** The principal of an access token that is not revoked (an expired one too), or null. */
  async findAccess(fingerprint: string): Promise<KeyPrincipal | null> {
    const [row] = await this.#sql<
      { grant_id: string; account_id: string; permissions: unknown; expires_at: Date }[]
    >`
      select t.grant_id, g.account_id, g.permissions, t.expires_at
      from gateway.oauth_tokens t join gateway.oauth_grants g on g.id = t.grant_id
      where t.fingerprint = ${fingerprint} and t.kind = 'access' and g.revoked_at is null
    `;
    if (!row) return null;
    return {
      keyId: row.grant_id,
      accountId: row.account_id,
      permissions: permissionsSchema.parse(row.permissions),
      expiresAt: row.expires_at.getTime(),
      replaced: false,
      networks: null,
      token: true,
    };
  }

  /** Records that a grant was used now. */
  async touch(grantId: string): Promise<void> {
    await this.#sql`update gateway.oauth_grants set last_used_at = now() where id = ${grantId}`;
  }

  /**
   * Revokes the token (RFC 7009): an access token alone; a refresh token with its whole grant.
   * @returns the fingerprints of the access tokens that stopped working
   */
  async revokeToken(token: string, clientId: string | null): Promise<string[]> {
    const fp = await this.#fingerprint(token);
    return await this.#sql.begin(async (tx) => {
      const [row] = await tx<{ grant_id: string; kind: string; client_id: string }[]>`
        select t.grant_id, t.kind, g.client_id
        from gateway.oauth_tokens t join gateway.oauth_grants g on g.id = t.grant_id
        where t.fingerprint = ${fp}
      `;
      if (!row || (clientId !== null && row.client_id !== clientId)) return [];
      if (row.kind === "refresh") return await revokeGrant(tx, row.grant_id);
      await tx`delete from gateway.oauth_tokens where fingerprint = ${fp}`;
      return [fp];
    });
  }

  /** The account's connected apps, oldest first. */
  async list(accountId: string): Promise<GrantView[]> {
    const rows = await this.#sql<
      {
        id: string;
        client_name: string;
        permissions: unknown;
        created_at: Date;
        last_used_at: Date | null;
      }[]
    >`
      select id, client_name, permissions, created_at, last_used_at from gateway.oauth_grants
      where account_id = ${accountId} and revoked_at is null order by created_at, id
    `;
    return rows.map((r) => ({
      id: r.id,
      client_name: r.client_name,
      permissions: permissionsSchema.parse(r.permissions),
      created_at: r.created_at.toISOString(),
      last_used_at: r.last_used_at?.toISOString() ?? null,
    }));
  }

  /**
   * Disconnects the account's apps whose name (any case) equals `name`.
   * @returns the apps disconnected and the fingerprints of access tokens that stopped working
   */
  async disconnect(
    accountId: string,
    name: string,
  ): Promise<{ disconnected: GrantView[]; fingerprints: string[] }> {
    const apps = (await this.list(accountId)).filter((g) =>
      g.client_name.toLowerCase() === name.trim().toLowerCase()
    );
    const fingerprints: string[] = [];
    for (const app of apps) {
      fingerprints.push(...await this.#sql.begin((tx) => revokeGrant(tx, app.id)));
    }
    return { disconnected: apps, fingerprints };
  }
}
