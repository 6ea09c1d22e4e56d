import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import { lockedStatement } from "./_db.ts";
import { resolveRef } from "./_resolve.ts";
import { capitalize, count, foldKey, joinAnd, storable } from "./_text.ts";

/** The most items one shopping list holds. */
export const MAX_SHOPPING_ITEMS = 500;

interface ItemRow {
  id: string;
  name: string;
  name_key: string;
}

async function items(env: ToolEnv): Promise<ItemRow[]> {
  return await env.sql<ItemRow[]>`
    select id, name, name_key from assistant.shopping_items
    where account_id = ${env.accountId}
    order by seq
  `;
}

const plain = (r: ItemRow) => ({ id: r.id, name: r.name });

function wasOrWere(names: string[], where: string): string {
  return `${capitalize(joinAnd(names))} ${names.length === 1 ? "was" : "were"} ${where}`;
}

/**
 * A name as the exact-name rule of {@link resolveRef} compares it: JavaScript's lower case of the
 * text as stored (Postgres stores a lone surrogate as U+FFFD). Kept beside the name (`name_lower`).
 */
function lowerOf(name: string): string {
  return name.toWellFormed().toLowerCase();
}

/**
 * The removal when every reference names its item by the first two rules of {@link resolveRef}:
 * the item's id, else the one item whose name equals the reference in JavaScript's lower case.
 * One statement, so one round trip and one transaction: it deletes those items and returns them
 * (in the list's order) with the list's size before. When a reference needs the other rules
 * (words, several matches, nothing) or the list holds a name stored without `name_lower`, it
 * deletes nothing and returns the list, to be matched in JavaScript.
 */
async function removeNamed(
  env: ToolEnv,
  refs: readonly string[],
): Promise<{ gone: ItemRow[]; size: number } | { list: ItemRow[] }> {
  const rows = await env.sql<
    (ItemRow & { kind: "gone" | "item" | "size"; n: number | null; sure: boolean | null })[]
  >`
    with refs as (
      select * from unnest(${refs}::text[], ${refs.map((r) => r.trim().toLowerCase())}::text[])
        as r(ref, lower)
    ),
    list as (
      select id, name, name_key, name_lower, seq from assistant.shopping_items
      where account_id = ${env.accountId}
    ),
    picks as (
      select (select l.id from list l where l.id::text = r.ref) as by_id,
        (select array_agg(l.id) from list l where l.name_lower = r.lower collate "C") as exact
      from refs r
    ),
    plan as (
      select coalesce(bool_and(by_id is not null or coalesce(cardinality(exact), 0) = 1), false)
        and (coalesce(bool_and(by_id is not null), true)
          or not exists (select 1 from list where name_lower is null)) as sure
      from picks
    ),
    gone as (
      delete from assistant.shopping_items
      where account_id = ${env.accountId} and (select sure from plan)
        and id in (select coalesce(by_id, exact[1]) from picks)
      returning id, name, name_key, seq
    )
    select 'gone' as kind, id::text as id, name, name_key, seq, null::int as n,
      null::boolean as sure
    from gone
    union all
    select 'item', id::text, name, name_key, seq, null, null from list
    where not (select sure from plan)
    union all
    select 'size', null, null, null, null, (select count(*)::int from list), (select sure from plan)
    order by seq
  `;
  const size = rows.find((r) => r.kind === "size")!;
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map(plainRow);
  return size.sure ? { gone: of("gone"), size: size.n ?? 0 } : { list: of("item") };
}

const plainRow = (r: ItemRow): ItemRow => ({ id: r.id, name: r.name, name_key: r.name_key });

/** Removes the items `refs` name ({@link resolveRef}) from `rows`, the list as read. */
async function removeFrom(env: ToolEnv, rows: ItemRow[], refs: readonly string[]) {
  const labelled = rows.map((r) => ({ ...r, label: r.name }));
  const found = new Map<string, ItemRow>();
  const missing: string[] = [];
  for (const ref of refs) {
    try {
      const item = resolveRef(labelled, ref, "shopping item");
      found.set(item.id, item);
    } catch (err) {
      if (err instanceof ToolError && err.message.startsWith("No ")) missing.push(ref);
      else throw err;
    }
  }
  if (found.size === 0) {
    throw new ToolError(
      rows.length === 0
        ? "Your shopping list is empty: there is nothing to remove"
        : `${wasOrWere(missing.map((m) => `"${m}"`), "not found on your shopping list")}: ` +
          "check the list and name items as they appear there",
    );
  }
  const ids = [...found.keys()];
  const gone = await env.sql<ItemRow[]>`
    delete from assistant.shopping_items
    where account_id = ${env.accountId} and id in ${env.sql(ids)}
    returning id, name, name_key
  `;
  const removed = rows.filter((r) => gone.some((g) => g.id === r.id));
  return removal(removed, missing, rows.length - removed.length);
}

/**
 * The result of a removal: what went (in the list's order), what was not found, what is left.
 * @throws {ToolError} when nothing went: the items named were removed by a request that ran at
 *   the same time
 */
function removal(removed: ItemRow[], missing: string[], left: number) {
  if (removed.length === 0) {
    throw new ToolError(
      "Nothing was removed: the item is no longer on your shopping list (another request removed it at the same time)",
    );
  }
  const summary = `Removed ${joinAnd(removed.map((r) => r.name))} from your shopping list.` +
    (missing.length > 0 ? ` ${wasOrWere(missing.map((m) => `"${m}"`), "not on it")}.` : "");
  return {
    summary,
    data: { removed: removed.map(plain), not_found: missing, count: left },
  };
}

/**
 * Handlers of the shopping group. Items keep the order they were added in; adding an item
 * already on the list (in any case) does not add it again.
 */
export const shoppingHandlers: ToolHandlers = {
  shopping_list: async (_input: Record<string, never>, env: ToolEnv) => {
    const rows = await items(env);
    if (rows.length === 0) {
      return { summary: "Your shopping list is empty.", data: { items: [], count: 0 } };
    }
    return {
      summary: `Your shopping list (${count(rows.length, "item")}):\n${
        rows.map((r) => `• ${r.name}`).join("\n")
      }`,
      data: { items: rows.map(plain), count: rows.length },
    };
  },

  shopping_add: async (input: { items: string[] }, env: ToolEnv) => {
    const wanted = new Map<string, string>();
    for (const raw of input.items) {
      const name = storable(raw, "item").trim().replace(/\s+/g, " ");
      const key = foldKey(name);
      if (!wanted.has(key)) wanted.set(key, name);
    }
    const keys = [...wanted.keys()];
    // One statement under the list's lock: the items named again, the list's size, and the
    // insert of the new ones when they fit (an add does not read the whole list).
    const rows = await lockedStatement(
      env.sql,
      "shopping",
      env.accountId,
      (tx) =>
        tx<(ItemRow & { kind: "same" | "added" | "size"; n: number | null })[]>`
        with wanted as (
          select * from unnest(
            ${keys.map(() => crypto.randomUUID())}::uuid[], ${[...wanted.values()]}::text[],
            ${keys}::text[], ${[...wanted.values()].map(lowerOf)}::text[]
          ) with ordinality as w(id, name, name_key, name_lower, ord)
        ),
        same as (
          select id, name, name_key from assistant.shopping_items
          where account_id = ${env.accountId} and name_key = any(${keys}::text[])
        ),
        size as (
          select count(*)::int as n from assistant.shopping_items
          where account_id = ${env.accountId}
        ),
        fresh as (select * from wanted where name_key not in (select name_key from same)),
        added as (
          insert into assistant.shopping_items
            (id, account_id, name, name_key, name_lower, created_at)
          select id, ${env.accountId}, name, name_key, name_lower, ${env.now} from fresh
          where (select n from size) + (select count(*) from fresh) <= ${MAX_SHOPPING_ITEMS}
          order by ord
          returning id, name, name_key
        )
        select 'same' as kind, id::text, name, name_key, null::int as n from same
        union all select 'added', id::text, name, name_key, null from added
        union all select 'size', null, null, null, n from size
      `,
    );
    const have = rows.find((r) => r.kind === "size")?.n ?? 0;
    const byKey = new Map(rows.filter((r) => r.kind === "same").map((r) => [r.name_key, r]));
    const addedByKey = new Map(rows.filter((r) => r.kind === "added").map((r) => [r.name_key, r]));
    const already = keys.flatMap((k) => byKey.get(k) ?? []);
    const fresh = keys.filter((k) => !byKey.has(k));
    if (have + fresh.length > MAX_SHOPPING_ITEMS) {
      throw new ToolError(
        `Your shopping list has ${count(have, "item")} and holds at most ${MAX_SHOPPING_ITEMS}: ` +
          `adding ${fresh.length} more would pass that. Remove or clear some items first`,
      );
    }
    const added = fresh.flatMap((k) => addedByKey.get(k) ?? []);
    const total = have + added.length;
    const names = (rows: ItemRow[]) => rows.map((r) => r.name);
    const summary = added.length === 0
      ? `${wasOrWere(names(already), "already on your shopping list")}.`
      : `Added ${joinAnd(names(added))} to your shopping list.` +
        (already.length > 0 ? ` ${wasOrWere(names(already), "already on it")}.` : "");
    return {
      summary,
      data: { added: added.map(plain), already_on_list: already.map(plain), count: total },
    };
  },

  shopping_remove: async (input: { items: string[] }, env: ToolEnv) => {
    // A reference Postgres cannot take as it is (a NUL, a lone surrogate) is matched here alone.
    if (!input.items.every((r) => !r.includes("\u0000") && r.isWellFormed())) {
      return await removeFrom(env, await items(env), input.items);
    }
    const named = await removeNamed(env, input.items);
    return "gone" in named
      ? removal(named.gone, [], named.size - named.gone.length)
      : await removeFrom(env, named.list, input.items);
  },

  shopping_clear: async (_input: Record<string, never>, env: ToolEnv) => {
    const gone = await env.sql`
      delete from assistant.shopping_items where account_id = ${env.accountId} returning id
    `;
    return {
      summary: gone.length === 0
        ? "Your shopping list was already empty."
        : `Removed ${
          gone.length === 1 ? "the only item" : `all ${gone.length} items`
        } from your shopping list.`,
      data: { removed_count: gone.length },
    };
  },
};
