/**
 * The answer of `gateway.keys.activity`: what the account's keys did in a time range, from the
 * counts of `gateway.key_activity`.
 * @module
 */
import type { KeyActivityReply } from "@asst/shared";
import type { Sql } from "@asst/shared/db";

/** Most keys one answer lists (the active ones first). */
const MAX_KEYS = 50;
/** Most counts one key lists (the most calls first). */
const MAX_ROWS_PER_KEY = 200;

/** A question about the account's keys. */
export interface ActivityQuery {
  accountId: string;
  from: Date;
  to: Date;
  /** One key, by its name (any case) or its last 4 characters; null: every key. */
  key: string | null;
}

interface KeyRow {
  id: string;
  label: string;
  /** Null for an app connected by OAuth. */
  last4: string | null;
  revoked: boolean;
}

/**
 * Whatever calls for the account: its API keys, and the apps connected by OAuth (a grant's id is
 * the principal's key id; its name is the app's, its last 4 null).
 */
function callersOf(sql: Sql, accountId: string) {
  return sql`
    select id, label, last4, created_at, revoked_at from gateway.api_keys
    where account_id = ${accountId}
    union all
    select id, client_name, null, created_at, revoked_at from gateway.oauth_grants
    where account_id = ${accountId}`;
}

interface CountRow {
  key_id: string;
  endpoint: KeyActivityReply["keys"][number]["activity"][number]["endpoint"];
  tool: string;
  outcome: string;
  calls: string;
}

/**
 * The account's keys and connected apps that existed in the range (active ones, and revoked ones
 * that were used in it), each with its calls by endpoint, tool and outcome. Counts are by hour: an hour that
 * overlaps the range counts whole.
 */
export async function activityReport(sql: Sql, q: ActivityQuery): Promise<KeyActivityReply> {
  // The hour that holds `from` counts: its row is dated at its start, before `from`.
  const from = new Date(Math.floor(q.from.getTime() / 3_600_000) * 3_600_000).toISOString();
  const to = q.to.toISOString();
  const keys = await sql<KeyRow[]>`
    select k.id, k.label, k.last4, k.revoked_at is not null as revoked
    from (${callersOf(sql, q.accountId)}) k
    where k.created_at < ${to}
      and (${q.key}::text is null or lower(k.label) = lower(${q.key}::text)
           or k.last4 = ${q.key}::text)
      and (k.revoked_at is null or exists (
        select 1 from gateway.key_activity a
        where a.key_id = k.id and a.hour >= ${from} and a.hour < ${to}))
    order by k.revoked_at is not null, k.created_at, k.id
    limit ${MAX_KEYS}
  `;
  if (keys.length === 0) return { keys: [], key_found: q.key === null || await known(sql, q) };
  const counts = await sql<CountRow[]>`
    select key_id::text, endpoint, tool, outcome, sum(calls)::text as calls
    from gateway.key_activity
    where account_id = ${q.accountId} and key_id = any(${keys.map((k) => k.id)}::uuid[])
      and hour >= ${from} and hour < ${to}
    group by key_id, endpoint, tool, outcome
    order by key_id, sum(calls) desc, endpoint, tool, outcome
  `;
  return {
    keys: keys.map((k) => ({
      label: k.label,
      last4: k.last4,
      revoked: k.revoked,
      activity: counts.filter((c) => c.key_id === k.id).slice(0, MAX_ROWS_PER_KEY).map((c) => ({
        endpoint: c.endpoint,
        tool: c.tool,
        outcome: c.outcome,
        calls: Number(c.calls),
      })),
    })),
    key_found: true,
  };
}

/** Whether `q.key` names any key or connected app of the account, whenever it was used. */
async function known(sql: Sql, q: ActivityQuery): Promise<boolean> {
  const rows = await sql`
    select 1 from (${callersOf(sql, q.accountId)}) k
    where lower(k.label) = lower(${q.key}::text) or k.last4 = ${q.key}::text
    limit 1
  `;
  return rows.length > 0;
}
