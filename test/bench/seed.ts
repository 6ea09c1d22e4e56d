/**
 * The benchmark's database: rows it gives an account before a load (a history of charges, tens of
 * thousands of memories) and what it counts or clears between loads.
 * @module
 */
import type { Sql } from "@asst/shared/db";

/** Transactions the database has committed or rolled back so far. */
export async function transactions(sql: Sql): Promise<number> {
  await sql`select pg_stat_clear_snapshot()`;
  const [row] = await sql<{ n: string }[]>`
    select (xact_commit + xact_rollback)::text as n from pg_stat_database
    where datname = current_database()`;
  return Number(row!.n);
}

/**
 * Empties every shopping list of the run's database, so that each /actions load starts from an
 * empty list (what the load leaves, a few dozen items, stays for the MCP call that lists them).
 */
export async function clearShopping(sql: Sql): Promise<void> {
  await sql`delete from assistant.shopping_items`;
}

/** Items on the shopping lists of the run's database. */
export async function shoppingItems(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from assistant.shopping_items`;
  return row!.n;
}

/**
 * Gives the account of `key` `rows` charges spread over this month so far, written straight into
 * the ledger in one statement (whatever keeps a running total follows it, as for any charge).
 */
export async function addHistory(sql: Sql, key: string, rows: number): Promise<void> {
  const account = await accountOf(sql, key);
  await sql`
    insert into gateway.spend_ledger
      (account_id, at, request_id, kind, model, input_tokens, output_tokens, cost_usd)
    select ${account}, date_trunc('month', now()) + random() * (now() - date_trunc('month', now())),
           'bench-history-' || g, 'messages', 'local', 0, 0, 0.00001
    from generate_series(1, ${rows}) g`;
  // The steady state of an old account: vacuumed, so autovacuum does not run during the load.
  await sql`vacuum analyze gateway.spend_ledger`;
}

/** The account of an API key of the run (by its last four characters). */
async function accountOf(sql: Sql, key: string): Promise<string> {
  const accounts = await sql<{ account_id: string }[]>`
    select account_id from gateway.api_keys where last4 = ${key.slice(-4)}`;
  if (accounts.length !== 1) throw new Error("could not tell the key's account");
  return accounts[0]!.account_id;
}

/**
 * Gives the account of `key` `n` memories in one statement, as if told over a year, in two
 * shapes: "my friend number N likes …" (N odd or even alike) and facts about places and things,
 * words repeating across thousands of them as they would.
 */
export async function addMemories(sql: Sql, key: string, n: number): Promise<void> {
  const account = await accountOf(sql, key);
  await sql`
    insert into assistant.memories (id, account_id, text, sensitive, created_at)
    select gen_random_uuid(), ${account},
      case when g % 2 = 0 then
        'my friend number ' || g || ' likes ' ||
          (array['tulips', 'jazz', 'sailing', 'chess', 'curry', 'opera', 'hiking'])[1 + g % 7] ||
          ' and ' || (array['red', 'blue', 'green', 'yellow', 'black'])[1 + g % 5] || ' ' ||
          (array['cars', 'hats', 'bikes', 'boats'])[1 + g % 4]
      else
        'the ' || (array['spare key', 'passport', 'charger', 'umbrella', 'toolbox'])[1 + g % 5] ||
          ' for the ' || (array['flat', 'office', 'cabin', 'garage'])[1 + g % 4] || ' number ' ||
          g || ' is in the ' || (array['drawer', 'attic', 'shed', 'car', 'hall'])[1 + g % 5]
      end,
      g % 50 = 0, now() - interval '1 year' + g * (interval '1 year' / ${n})
    from generate_series(1, ${n}) g`;
  await sql`vacuum analyze assistant.memories`;
  await sql`vacuum analyze assistant.memory_terms`;
}
