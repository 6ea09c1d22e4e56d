/**
 * The statements of the idempotency store for batches of requests: the claims of requests that
 * arrive together, and the completions and releases of requests that end together, each batch in
 * one statement (one round trip, one transaction).
 * @module
 */
import { commitWithoutFlushWait, type JsonValue, type Sql } from "@asst/shared/db";
import type postgres from "postgres";

/**
 * A statement of another table for the items of a batch (their charges), sent in the same
 * statement as their completions and releases.
 */
export type Alongside = postgres.PendingQuery<postgres.Row[]>;

/** Which record matched: the Idempotency-Key or the message text. */
export type MatchKind = "key" | "text";

/** A stored response body. */
export type StoredResponse = { [key: string]: JsonValue };

/** A record as a claim saw it. */
export interface Row {
  kind: MatchKind;
  token: string;
  state: "running" | "done";
  locked_until: Date | null;
  expires_at: Date;
  response: StoredResponse | null;
}

/** A row of a claim: a record this request claimed, or one it saw as the statement began. */
export type ClaimRow = { src: "claimed"; kind: MatchKind } | ({ src: "seen" } & Row);

/** One request's claim: its records' lookups (SHA-256), its token and their expiries. */
export interface ClaimRequest {
  accountId: string;
  /** Null without an Idempotency-Key. */
  keyHash: string | null;
  textHash: string;
  token: string;
  keyExpiresAt: Date;
  textExpiresAt: Date;
}

/**
 * The end of a request's claim: its response kept, or (null) the claim released, and what to
 * write with it (its charge), if anything.
 */
export interface Settlement<A> {
  token: string;
  response: StoredResponse | null;
  alongside: A | null;
}

/**
 * Claims the records of a batch of requests in one statement, as each request's own statement
 * would: a record live as the statement begins is answered from (a replay writes nothing); else
 * it is inserted, or taken over when it has expired or its lease has passed (an upsert on the
 * primary key, exact across replicas); a request's text is claimed only when its key was (or it
 * has none). Copies of one request in a batch are claimed once; other requests of a batch that
 * share a record go out in later statements, one after the other, so that each sees the claim of
 * the one before.
 * @returns per request, the rows of its claim
 */
export async function claimBatch(
  sql: Sql,
  requests: readonly ClaimRequest[],
  now: Date,
  lockedUntil: Date,
): Promise<ClaimRow[][]> {
  // The same request sent again and again (a client's retries, a tool call repeated) is claimed
  // once; the copies see what the first claimed as running, or what it saw.
  const leaders = new Map<string, number>();
  const copies: { i: number; of: number }[] = [];
  let left: { request: ClaimRequest; i: number }[] = [];
  requests.forEach((request, i) => {
    const same = `${request.accountId} ${request.keyHash} ${request.textHash}`;
    const leader = leaders.get(same);
    if (leader === undefined) {
      leaders.set(same, i);
      left.push({ request, i });
    } else copies.push({ i, of: leader });
  });
  const out: ClaimRow[][] = new Array(requests.length);
  while (left.length > 0) {
    // Requests of one statement share no record: an upsert may not touch a row twice.
    const taken = new Set<string>();
    const round: typeof left = [];
    const later: typeof left = [];
    for (const entry of left) {
      const { accountId, keyHash, textHash } = entry.request;
      const records = [`${accountId} text ${textHash}`];
      if (keyHash !== null) records.push(`${accountId} key ${keyHash}`);
      if (records.some((r) => taken.has(r))) later.push(entry);
      else {
        records.forEach((r) => taken.add(r));
        round.push(entry);
      }
    }
    const rows = await claimStatement(sql, round.map((e) => e.request), now, lockedUntil);
    const ofEach: ClaimRow[][] = round.map(() => []);
    for (const { i, ...row } of rows) ofEach[i]!.push(row as ClaimRow);
    round.forEach((entry, j) => (out[entry.i] = ofEach[j]!));
    left = later;
  }
  for (const { i, of } of copies) out[i] = asSeenBy(out[of]!, requests[of]!, lockedUntil);
  return out;
}

/** The rows a copy of a request sees: what the first claimed, as running records. */
function asSeenBy(rows: ClaimRow[], first: ClaimRequest, lockedUntil: Date): ClaimRow[] {
  const claimed = new Set(rows.flatMap((r) => r.src === "claimed" ? [r.kind] : []));
  return [
    ...rows.filter((r) => r.src === "seen" && !claimed.has(r.kind)),
    ...[...claimed].map((kind): ClaimRow => ({
      src: "seen",
      kind,
      token: first.token,
      state: "running",
      locked_until: lockedUntil,
      expires_at: kind === "key" ? first.keyExpiresAt : first.textExpiresAt,
      response: null,
    })),
  ];
}

/** One statement claiming requests that share no record. */
function claimStatement(
  sql: Sql,
  requests: readonly ClaimRequest[],
  now: Date,
  lockedUntil: Date,
): Promise<(ClaimRow & { i: number })[]> {
  const column = <T>(f: (r: ClaimRequest) => T) => requests.map(f);
  const claimOf = (
    kind: MatchKind,
    lookup: postgres.Fragment,
    expires: postgres.Fragment,
    when: postgres.Fragment,
  ) =>
    sql`
      insert into gateway.idempotency as x
        (account_id, kind, lookup, token, state, locked_until, response, created_at, expires_at)
      select r.account_id, ${kind}, ${lookup}, r.token, 'running', ${lockedUntil}, null, ${now},
             ${expires}
      from req r
      where ${when} and not exists (
        -- A record live as the statement began is answered from, without a write.
        select 1 from seen s where s.i = r.i and s.kind = ${kind} and s.expires_at > ${now}
          and (s.state = 'done' or s.locked_until > ${now}))
      order by r.i
      on conflict (account_id, kind, lookup) do update set
        token = excluded.token, state = excluded.state, locked_until = excluded.locked_until,
        response = null, created_at = excluded.created_at, expires_at = excluded.expires_at
      where x.expires_at <= ${now}
         or (x.state = 'running' and not coalesce(x.locked_until > ${now}, false))
      returning x.kind, x.token
    `;
  return sql<(ClaimRow & { i: number })[]>`
    with claimed_quickly as (
      -- A claim is a lease that a Postgres crash ends anyway (the request holding it fails with
      -- the database), so its commit need not wait for the disk: a crash that forgets it lets a
      -- retry run at once instead of after the lease. The completion that keeps the response
      -- (and the charge) still waits.
      ${commitWithoutFlushWait(sql)}
    ),
    req as (
      select (t.n - 1)::int as i, t.account_id, t.key_hash, t.text_hash, t.token, t.key_expires,
             t.text_expires
      from unnest(${column((r) => r.accountId)}::uuid[], ${column((r) => r.keyHash)}::text[],
                  ${column((r) => r.textHash)}::text[], ${column((r) => r.token)}::uuid[],
                  ${column((r) => r.keyExpiresAt.toISOString())}::timestamptz[],
                  ${column((r) => r.textExpiresAt.toISOString())}::timestamptz[])
        with ordinality as t(account_id, key_hash, text_hash, token, key_expires, text_expires, n)
      cross join claimed_quickly
    ),
    seen as (
      -- Two lookups of the primary key per request (an OR of the two would read the account's
      -- every record).
      select r.i, s.kind, s.token, s.state, s.locked_until, s.expires_at, s.response
      from req r cross join lateral (
        select * from gateway.idempotency s
        where s.account_id = r.account_id and s.kind = 'text' and s.lookup = r.text_hash
        union all
        select * from gateway.idempotency s
        where s.account_id = r.account_id and s.kind = 'key' and s.lookup = r.key_hash) s
    ),
    k as (${claimOf("key", sql`r.key_hash`, sql`r.key_expires`, sql`r.key_hash is not null`)}),
    t as (${
    claimOf(
      "text",
      sql`r.text_hash`,
      sql`r.text_expires`,
      sql`(r.key_hash is null or exists (select 1 from k where k.token = r.token))`,
    )
  })
    select r.i, 'claimed' as src, c.kind, null::uuid as token, null as state,
           null::timestamptz as locked_until, null::timestamptz as expires_at,
           null::jsonb as response
    from (select kind, token from k union all select kind, token from t) c
    join req r on r.token = c.token
    union all
    select i, 'seen', kind, token, state, locked_until, expires_at, response from seen
  `;
}

/**
 * Completes and releases the claims of a batch of requests, and writes what goes with them (the
 * statement `alongside` builds for their items: their charges), in one statement.
 */
export async function settleBatch<A>(
  sql: Sql,
  batch: readonly Settlement<A>[],
  alongside: ((items: readonly A[]) => Alongside) | undefined,
): Promise<void[]> {
  const done = batch.filter((s) => s.response !== null);
  const released = batch.filter((s) => s.response === null).map((s) => s.token);
  const items = batch.flatMap((s) => s.alongside !== null ? [s.alongside] : []);
  if (items.length > 0 && !alongside) {
    throw new Error("the store was given something to write alongside, but no statement for it");
  }
  // Only the parts a batch needs: an empty part would still be planned and run.
  const parts: postgres.Fragment[] = [];
  if (items.length > 0 && alongside) parts.push(sql`alongside as (${alongside(items)})`);
  if (done.length > 0) {
    const tokens = done.map((s) => s.token);
    const responses = done.map((s) => JSON.stringify(s.response));
    parts.push(sql`completed as (
      update gateway.idempotency i
      set state = 'done', locked_until = null, response = v.response::jsonb
      from unnest(${tokens}::uuid[], ${responses}::text[]) as v(token, response)
      cross join lateral (${runningOf(sql, sql`v.token`)}) r
      where i.ctid = r.at
      returning 1)`);
  }
  if (released.length > 0) {
    parts.push(sql`released as (
      delete from gateway.idempotency i
      using unnest(${released}::uuid[]) as v(token)
      cross join lateral (${runningOf(sql, sql`v.token`)}) r
      where i.ctid = r.at
      returning 1)`);
  }
  if (parts.length > 0) await sql`with ${parts.reduce((a, b) => sql`${a}, ${b}`)} select 1`;
  return batch.map(() => undefined);
}

/**
 * Where the running records of a token are (their `ctid`s, as `at`), found through the token's
 * index, one lookup per token: OFFSET 0 keeps the lookup apart from the statement around it. Joined
 * on the token instead, a plan made once while the table was small reads every record of the
 * table on every call as the table grows. A record changed meanwhile has moved, so a statement
 * that finds it by its `ctid` leaves it alone; only a takeover of an expired lease or the pruning
 * of an expired record change another request's record.
 */
function runningOf(sql: Sql, token: postgres.Fragment): postgres.Fragment {
  return sql`
    select r.ctid as at from gateway.idempotency r
    where r.token = ${token} and r.state = 'running' offset 0`;
}
