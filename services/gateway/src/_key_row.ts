import { type KeyRecord, permissionsSchema } from "@asst/shared";

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
