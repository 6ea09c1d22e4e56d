import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import { resolveRef } from "./resolve_ref.ts";
import { capitalize, count, foldKey, joinAnd, storable } from "./_text.ts";
import { addItems, type ItemRow, MAX_SHOPPING_ITEMS } from "./shopping_adds.ts";
import { removeNamed } from "./shopping_removes.ts";

export { MAX_SHOPPING_ITEMS };

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
    const { have, same, added: addedByKey } = await addItems(env.sql, {
      accountId: env.accountId,
      now: env.now,
      items: keys.map((key) => {
        const name = wanted.get(key)!;
        return { id: crypto.randomUUID(), name, key, lower: lowerOf(name) };
      }),
    });
    const already = keys.flatMap((k) => same.get(k) ?? []);
    const fresh = keys.filter((k) => !same.has(k));
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
    const named = await removeNamed(env.sql, { accountId: env.accountId, refs: input.items });
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
