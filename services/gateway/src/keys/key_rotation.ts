/**
 * Rotating a key without a gap: a new key with the same label, permissions and allowed networks, while
 * the old one keeps working until the overlap ends, then stops (`401 key_expired`).
 * @module
 */
import type { KeyRecord } from "@asst/shared";
import type { JsonValue, Sql } from "@asst/shared/db";
import { type KeyRow, keysNamed, toRecord } from "./_key_row.ts";
import { type Fingerprinter, generateApiKey } from "./api_key.ts";

/** What a rotation did: nothing changes unless `outcome` is `rotated`. */
export interface Rotation {
  outcome: "rotated" | "not_found" | "ambiguous" | "already_rotating";
  key: string | null;
  record: KeyRecord | null;
  old: KeyRecord | null;
  candidates: KeyRecord[];
  /** The old key's fingerprint, whose cached principal must be dropped (its end moved). */
  fingerprint: string | null;
}

const NOTHING = { key: null, record: null, old: null, candidates: [], fingerprint: null };

/**
 * Rotates the one working key whose label (any case) or last 4 characters equal `selector`.
 * The new key lives as long as the old one was given (capped at `maxDays`); the old one ends at
 * `overlapMs` from now, or at its own expiry if sooner. Under the account's row lock: a key
 * being rotated is refused (it already has a replacement), and the limit needs no check, since
 * the replaced key stops counting as the new one starts.
 */
export async function rotateKey(
  sql: Sql,
  fingerprinter: Fingerprinter,
  accountId: string,
  selector: string,
  overlapMs: number,
  maxDays: number,
): Promise<Rotation> {
  const key = generateApiKey();
  const fingerprint = await fingerprinter.fingerprint(key);
  return await sql.begin(async (tx) => {
    await tx`select id from gateway.accounts where id = ${accountId} for update`;
    const matches = await keysNamed(tx, accountId, selector);
    const rotating = matches.find((m) => m.replaced_by !== null);
    if (matches.length === 0) return { outcome: "not_found", ...NOTHING };
    if (rotating) return { outcome: "already_rotating", ...NOTHING, old: toRecord(rotating) };
    if (matches.length > 1) {
      return { outcome: "ambiguous", ...NOTHING, candidates: matches.map(toRecord) };
    }
    const old = matches[0]!;
    const [inserted] = await tx<KeyRow[]>`
      insert into gateway.api_keys
        (id, account_id, label, fingerprint, last4, permissions, allowed_networks, expires_at)
      values (
        ${crypto.randomUUID()}, ${accountId}, ${old.label}, ${fingerprint}, ${key.slice(-4)},
        ${tx.json(old.permissions as JsonValue)}, ${old.allowed_networks},
        case when ${old.expires_at}::timestamptz is null then null
          else least(now() + (${old.expires_at}::timestamptz - ${old.created_at}::timestamptz),
                     now() + make_interval(days => ${maxDays})) end
      )
      returning *
    `;
    const [ended] = await tx<KeyRow[]>`
      update gateway.api_keys
      set replaced_by = ${inserted!.id}, expiry_warned_at = now(),
          expires_at = least(coalesce(expires_at, 'infinity'),
                             now() + make_interval(secs => ${overlapMs / 1000}))
      where id = ${old.id}
      returning *
    `;
    return {
      outcome: "rotated",
      key,
      record: toRecord(inserted!),
      old: toRecord(ended!),
      candidates: [],
      fingerprint: old.fingerprint,
    };
  });
}
