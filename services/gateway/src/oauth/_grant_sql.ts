import type { Sql, TransactionSql } from "@asst/shared/db";

/**
 * Drops up to `limit` pairings and up to `limit` tokens past their end (a used refresh token is
 * kept until then, for reuse detection). @returns how many rows went
 */
export async function pruneExpired(sql: Sql, limit: number): Promise<number> {
  const pairings = await sql`
    delete from gateway.oauth_pairings where id in (
      select id from gateway.oauth_pairings where expires_at < now() limit ${limit})
  `;
  const tokens = await sql`
    delete from gateway.oauth_tokens where fingerprint in (
      select fingerprint from gateway.oauth_tokens where expires_at < now() limit ${limit})
  `;
  return Math.max(pairings.count, tokens.count);
}

/** Revokes a grant and drops its tokens. @returns the fingerprints of its access tokens */
export async function revokeGrant(tx: TransactionSql, grantId: string): Promise<string[]> {
  await tx`update gateway.oauth_grants set revoked_at = now() where id = ${grantId} and revoked_at is null`;
  const rows = await tx<{ fingerprint: string; kind: string }[]>`
    delete from gateway.oauth_tokens where grant_id = ${grantId} returning fingerprint, kind
  `;
  return rows.filter((r) => r.kind === "access").map((r) => r.fingerprint);
}
