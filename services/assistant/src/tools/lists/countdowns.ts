import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import {
  type CivilDate,
  daysBetween,
  formatDate,
  parseDate,
  relativeDays,
  todayIn,
} from "./_dates.ts";
import { removeByRef, withAccountLock } from "./_db.ts";
import { foldKey, storable } from "./_text.ts";

/** The most countdowns one account keeps. */
export const MAX_COUNTDOWNS = 200;

interface CountdownRow {
  id: string;
  title: string;
  date: string;
}

function daysLeft(c: CountdownRow, today: CivilDate): number {
  return daysBetween(today, parseDate(c.date, "date"));
}

function shown(c: CountdownRow, today: CivilDate) {
  const days = daysLeft(c, today);
  return { ...c, days_left: days, when: relativeDays(days) };
}

function line(c: CountdownRow, today: CivilDate): string {
  return `• ${c.title}: ${formatDate(parseDate(c.date, "date"))} — ${
    relativeDays(daysLeft(c, today))
  }`;
}

async function all(env: ToolEnv): Promise<CountdownRow[]> {
  return await env.sql<CountdownRow[]>`
    select id, title, target_date::text as date from assistant.countdowns
    where account_id = ${env.accountId}
    order by target_date, created_at
    limit ${MAX_COUNTDOWNS}
  `;
}

/**
 * Handlers of the countdowns group. Days are counted from today in the user's time zone; the
 * list shows the coming dates first (soonest first), then those passed (most recent first).
 */
export const countdownsHandlers: ToolHandlers = {
  countdowns_list: async (_input: Record<string, never>, env: ToolEnv) => {
    const today = todayIn(env.now, env.timezone);
    const rows = await all(env);
    if (rows.length === 0) {
      return { summary: "You have no countdowns.", data: { countdowns: [] } };
    }
    const coming = rows.filter((c) => daysLeft(c, today) >= 0);
    const passed = rows.filter((c) => daysLeft(c, today) < 0).reverse();
    const ordered = [...coming, ...passed];
    return {
      summary: `Your countdowns:\n${ordered.map((c) => line(c, today)).join("\n")}`,
      data: { countdowns: ordered.map((c) => shown(c, today)) },
    };
  },

  countdowns_set: async (input: { title: string; date: string }, env: ToolEnv) => {
    const title = storable(input.title, "title");
    const date = parseDate(input.date, "date");
    const today = todayIn(env.now, env.timezone);
    if (daysBetween(today, date) < 0) {
      throw new ToolError(
        `The date "${input.date}" has passed: a countdown needs today or a later date`,
      );
    }
    const key = foldKey(title);
    const row = await withAccountLock(env.sql, "countdowns", env.accountId, async (tx) => {
      const [have] = await tx<{ n: number; same: string | null }[]>`
        select count(*)::int as n,
          (array_agg(id::text) filter (where title_key = ${key} and target_date = ${input.date}))[1]
            as same
        from assistant.countdowns where account_id = ${env.accountId}
      `;
      if (have?.same) {
        throw new ToolError(
          `You already count down to "${title}" on ${input.date} (id ${have.same})`,
        );
      }
      if ((have?.n ?? 0) >= MAX_COUNTDOWNS) {
        throw new ToolError(
          `You already keep ${MAX_COUNTDOWNS} countdowns, the most there can be: remove some first`,
        );
      }
      const [created] = await tx<CountdownRow[]>`
        insert into assistant.countdowns (id, account_id, title, title_key, target_date,
          created_at)
        values (${crypto.randomUUID()}, ${env.accountId}, ${title}, ${key}, ${input.date},
          ${env.now})
        returning id, title, target_date::text as date
      `;
      return created!;
    });
    return {
      summary: `Counting down to ${row.title}: ${formatDate(date)}, ${
        relativeDays(daysLeft(row, today))
      }.`,
      data: shown(row, today),
    };
  },

  countdowns_remove: async (input: { countdown: string }, env: ToolEnv) => {
    const c = await removeByRef(env, await all(env), input.countdown, {
      table: "assistant.countdowns",
      what: "countdown",
      label: (r) => `${r.title} ${r.date}`,
    });
    return {
      summary: `Removed the countdown to ${c.title} (${formatDate(parseDate(c.date, "date"))}).`,
      data: { removed: { id: c.id, title: c.title, date: c.date } },
    };
  },
};
