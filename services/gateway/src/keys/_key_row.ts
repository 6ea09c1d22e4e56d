import { type KeyRecord, permissionsSchema } from "@asst/shared";
import type postgres from "postgres";

/** A row of `gateway.api_keys`. */
export interface KeyRow {
  id: string;
  account_id: string;
  label: string;
  fingerprint: string;
  last4: string;
  permissions: unknown;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  replaced_by: string | null;
  allowed_networks: string[];
}

/** A row as the chat sees it: never the fingerprint. */
export function toRecord(row: KeyRow): KeyRecord {
  return {
    id: row.id,
    label: row.label,
    permissions: permissionsSchema.parse(row.permissions),
    last4: row.last4,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    replaced_by: row.replaced_by,
    allowed_networks: row.allowed_networks,
  };
}

/**
 * The account's working keys (not revoked, not past their end) that `selector` names: a key's
 * name, in any case, or its last 4 characters; oldest first.
 * @param forUpdate lock the rows for the rest of the transaction
 */
export function keysNamed(
  tx: postgres.TransactionSql,
  accountId: string,
  selector: string,
  forUpdate = false,
): postgres.PendingQuery<KeyRow[]> {
  return tx<KeyRow[]>`
    select * from gateway.api_keys
    where account_id = ${accountId} and revoked_at is null
      and (expires_at is null or expires_at > now())
      and (lower(label) = lower(${selector}) or last4 = ${selector})
    order by created_at
    ${forUpdate ? tx`for update` : tx``}
  `;
}
