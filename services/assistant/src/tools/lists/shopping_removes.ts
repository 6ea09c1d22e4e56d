/**
 * The deletes of `shopping_remove` by ids and exact names, in groups: removals of one account that
 * arrive while another is being written go out together, in one statement, with the results each
 * would have got alone, one after the other.
 * @module
 */
import type { Sql } from "@asst/shared/db";
import { AccountGroups } from "./_account_groups.ts";
import { itemOf, type ItemRow } from "./shopping_adds.ts";

/** One call's removal: the references it names items by, as given. */
export interface RemoveRequest {
  accountId: string;
  refs: readonly string[];
}

/**
 * What a removal did: the items it deleted (in the list's order) and the list's size before it,
 * or, when a reference needs the rules only JavaScript applies, nothing deleted and the list.
 */
export type RemoveOutcome = { gone: ItemRow[]; size: number } | { list: ItemRow[] };

const groups = new AccountGroups(removeTogether);

/**
 * The removal when every reference names its item by the first two rules of `resolveRef`: the
 * item's id, else the one item whose name equals the reference in JavaScript's lower case (kept
 * beside the name as `name_lower`). It deletes those items; when a reference needs the other
 * rules (words, several matches, nothing) or the list holds a name stored without `name_lower`,
 * it deletes nothing and returns the list, to be matched in JavaScript. Removals sent while others
 * are being written go out together ({@link AccountGroups}).
 */
export function removeNamed(sql: Sql, request: RemoveRequest): Promise<RemoveOutcome> {
  return groups.submit(sql, request);
}

type Row = ItemRow & {
  kind: "gone" | "item" | "size";
  req: number | null;
  n: number | null;
  sure: boolean | null;
};

/**
 * One statement (one round trip, one transaction) for the removals of one account: when every
 * reference of every removal names one item by id or exact name and no two removals name the same
 * item, it deletes them all: what each would have deleted alone, one after the other.
 * @returns each removal's outcome; null when the removals cannot go together (nothing deleted)
 */
async function removeTogether(
  sql: Sql,
  requests: readonly RemoveRequest[],
): Promise<RemoveOutcome[] | null> {
  const accountId = requests[0]!.accountId;
  // The references go as one JSON value, not as arrays: postgres.js serializes an array parameter
  // with the serializer it registers after fetching the array types, and twice under load (tests
  // on fresh pools) a removal's [0] went as "0" ("malformed array literal") and the removal failed.
  const refs = sql.json(
    requests.flatMap((r, req) =>
      r.refs.map((ref) => ({ req, ref, lower: ref.trim().toLowerCase() }))
    ),
  );
  const rows = await sql<Row[]>`
    with refs as (
      select * from jsonb_to_recordset(${refs}::jsonb) as r(req int, ref text, lower text)
    ),
    list as (
      select id, name, name_key, name_lower, seq from assistant.shopping_items
      where account_id = ${accountId}
    ),
    picks as (
      select r.req, (select l.id from list l where l.id::text = r.ref) as by_id,
        (select array_agg(l.id) from list l where l.name_lower = r.lower collate "C") as exact
      from refs r
    ),
    chosen as (select distinct req, coalesce(by_id, exact[1]) as id from picks),
    plan as (
      select coalesce(bool_and(by_id is not null or coalesce(cardinality(exact), 0) = 1), false)
        and (coalesce(bool_and(by_id is not null), true)
          or not exists (select 1 from list where name_lower is null))
        and (select count(*) = count(distinct id) from chosen) as sure
      from picks
    ),
    gone as (
      delete from assistant.shopping_items
      where account_id = ${accountId} and (select sure from plan)
        and id in (select id from chosen)
      returning id, name, name_key, seq
    )
    select 'gone' as kind, g.id::text as id, g.name, g.name_key, g.seq, c.req, null::int as n,
      null::boolean as sure
    from gone g join chosen c on c.id = g.id
    union all
    select 'item', id::text, name, name_key, seq, null, null, null from list
    where not (select sure from plan)
    union all
    select 'size', null, null, null, null, null, (select count(*)::int from list),
      (select sure from plan)
    order by seq
  `;
  const size = rows.find((r) => r.kind === "size")!;
  if (!size.sure) {
    return requests.length === 1
      ? [{ list: rows.filter((r) => r.kind === "item").map(itemOf) }]
      : null;
  }
  let left = size.n ?? 0;
  const goneBy = Map.groupBy(rows.filter((r) => r.kind === "gone"), (r) => r.req);
  return requests.map((_, req) => {
    const gone = (goneBy.get(req) ?? []).map(itemOf);
    const outcome = { gone, size: left };
    left -= gone.length;
    return outcome;
  });
}
