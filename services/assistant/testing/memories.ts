/**
 * Many memories at once, for the tests of the memory search: written in one statement, as an
 * account that has told the assistant thousands of things over time.
 * @module
 */
import type { Sql } from "@asst/shared/db";

/** The text of the Nth memory {@link tellFriends} writes. */
export function friendFact(n: number): string {
  const likes = ["tulips", "jazz", "sailing", "chess", "curry", "opera", "hiking"][n % 7];
  const colour = ["red", "blue", "green", "yellow", "black"][n % 5];
  const thing = ["cars", "hats", "bikes", "boats"][n % 4];
  return `my friend number ${n} likes ${likes} and ${colour} ${thing}`;
}

/**
 * Gives `account` `n` memories ("my friend number N likes …", as {@link friendFact}), told one
 * second apart from 1 January 2026 in the order of N, in one statement.
 */
export async function tellFriends(sql: Sql, account: string, n: number): Promise<void> {
  await sql`
    insert into assistant.memories (id, account_id, text, sensitive, created_at)
    select gen_random_uuid(), ${account},
      'my friend number ' || g || ' likes ' ||
        (array['tulips', 'jazz', 'sailing', 'chess', 'curry', 'opera', 'hiking'])[1 + g % 7] ||
        ' and ' || (array['red', 'blue', 'green', 'yellow', 'black'])[1 + g % 5] || ' ' ||
        (array['cars', 'hats', 'bikes', 'boats'])[1 + g % 4],
      false, timestamptz '2026-01-01T00:00:00Z' + g * interval '1 second'
    from generate_series(1, ${n}) g
  `;
}
