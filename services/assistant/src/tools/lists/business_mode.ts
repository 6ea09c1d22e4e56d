import type { Sql } from "@asst/shared/db";

/** True when the account has Business Mode on, so business expenses exist; off by default. */
export async function getBusinessMode(sql: Sql, accountId: string): Promise<boolean> {
  const [row] = await sql<{ business_mode: boolean }[]>`
    select business_mode from assistant.account_settings where account_id = ${accountId}
  `;
  return row?.business_mode ?? false;
}

/** Turns Business Mode on or off; turning it off hides expenses without deleting them. */
export async function setBusinessMode(sql: Sql, accountId: string, on: boolean): Promise<void> {
  await sql`
    insert into assistant.account_settings (account_id, business_mode) values (${accountId}, ${on})
    on conflict (account_id) do update set business_mode = excluded.business_mode,
      updated_at = now()
  `;
}
