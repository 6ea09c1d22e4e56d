/**
 * The writes of `shopping_add`, in groups: adds of one account that arrive while another is being
 * written go out together, under one lock, in one statement and one transaction, with the results
 * each would have got alone, one after the other.
 * @module
 */
import type { Sql } from "@asst/shared/db";
import { AccountGroups } from "./_account_groups.ts";
import { lockedStatement } from "./_db.ts";

/** The most items one shopping list holds. */
export const MAX_SHOPPING_ITEMS = 500;

/** An item of the list, as the tools show it. */
export interface ItemRow {
  id: string;
  name: string;
  name_key: string;
}

/** The item of a row that carries more columns. */
export const itemOf = (r: ItemRow): ItemRow => ({ id: r.id, name: r.name, name_key: r.name_key });

/** One call's add: its items, each name once (by `key`), in the order given. */
export interface AddRequest {
  accountId: string;
  now: Date;
  items: readonly { id: string; name: string; key: string; lower: string }[];
}

/** What one add found and did, as if it had run alone after the adds before it in its group. */
export interface AddOutcome {
  /** The list's size before this add. */
  have: number;
  /** Its items already on the list (or added by an add before it), by key. */
  same: Map<string, ItemRow>;
  /** Its items it added, by key: none when they would not all fit. */
  added: Map<string, ItemRow>;
}

const groups = new AccountGroups(addTogether);

/**
 * Adds the items of `request` that are not on the account's list, when they all fit. Adds sent
 * while others are being written wait for them and then go out together, one statement per
 * account ({@link AccountGroups}): an account's adds take its list's lock once, not once each.
 * When a group would not all fit, its adds run one by one, so that the cap falls where it would.
 */
export function addItems(sql: Sql, request: AddRequest): Promise<AddOutcome> {
  return groups.submit(sql, request);
}

/**
 * One statement under the list's lock: the items named again, the list's size, and the insert
 * of the new ones (the first add naming an item adds it) when they all fit.
 * @returns each add's outcome, or null when they did not all fit and nothing was written (one add
 *   alone gets its outcome: it then added nothing)
 */
async function addTogether(
  sql: Sql,
  requests: readonly AddRequest[],
): Promise<AddOutcome[] | null> {
  const accountId = requests[0]!.accountId;
  const items = requests.flatMap((r, req) => r.items.map((item) => ({ ...item, req, at: r.now })));
  const column = <T>(f: (item: (typeof items)[number]) => T) => items.map(f);
  const rows = await lockedStatement(
    sql,
    "shopping",
    accountId,
    (tx) =>
      tx<(ItemRow & { kind: "same" | "added" | "size"; n: number | null })[]>`
      with wanted as (
        select * from unnest(
          ${column((i) => i.id)}::uuid[], ${column((i) => i.name)}::text[],
          ${column((i) => i.key)}::text[], ${column((i) => i.lower)}::text[],
          ${column((i) => i.at.toISOString())}::timestamptz[]
        ) with ordinality as w(id, name, name_key, name_lower, at, ord)
      ),
      same as (
        select id, name, name_key from assistant.shopping_items
        where account_id = ${accountId} and name_key = any(${column((i) => i.key)}::text[])
      ),
      size as (
        select count(*)::int as n from assistant.shopping_items where account_id = ${accountId}
      ),
      fresh as (
        select distinct on (name_key) * from wanted
        where name_key not in (select name_key from same)
        order by name_key, ord
      ),
      added as (
        insert into assistant.shopping_items
          (id, account_id, name, name_key, name_lower, created_at)
        select id, ${accountId}, name, name_key, name_lower, at from fresh
        where (select n from size) + (select count(*) from fresh) <= ${MAX_SHOPPING_ITEMS}
        order by ord
        returning id, name, name_key
      )
      select 'same' as kind, id::text, name, name_key, null::int as n from same
      union all select 'added', id::text, name, name_key, null from added
      union all select 'size', null, null, null, n from size
    `,
  );
  let have = rows.find((r) => r.kind === "size")?.n ?? 0;
  const known = new Map(rows.filter((r) => r.kind === "same").map((r) => [r.name_key, itemOf(r)]));
  const added = new Map(rows.filter((r) => r.kind === "added").map((r) => [r.id, itemOf(r)]));
  const anyFresh = items.some((i) => !known.has(i.key));
  if (anyFresh && added.size === 0 && requests.length > 1) return null;
  // In order: an add names what is on the list so far, and what it added is there for the next.
  return requests.map((request) => {
    const outcome: AddOutcome = { have, same: new Map(), added: new Map() };
    for (const item of request.items) {
      const mine = added.get(item.id);
      if (mine) outcome.added.set(item.key, mine);
      const there = known.get(item.key);
      if (there) outcome.same.set(item.key, there);
    }
    for (const [key, row] of outcome.added) known.set(key, row);
    have += outcome.added.size;
    return outcome;
  });
}
