import { daysInMonth, isLeapYear } from "@asst/shared/time";
import type { ToolEnv, ToolHandlers } from "../types.ts";
import { ToolError } from "../types.ts";
import {
  type CivilDate,
  daysBetween,
  isoDate,
  monthName,
  parseDate,
  relativeDays,
  todayIn,
} from "./_dates.ts";
import { removeByRef, withAccountLock } from "./_db.ts";
import { foldKey, storable } from "./_text.ts";

/** The most birthdays one account keeps. */
export const MAX_BIRTHDAYS = 1000;
/** The most birthdays one list shows, the next ones first. */
export const BIRTHDAYS_SHOWN = 100;
/** The earliest birth year accepted. */
export const MIN_BIRTH_YEAR = 1800;

interface BirthdayRow {
  id: string;
  name: string;
  month: number;
  day: number;
  year: number | null;
}

/** When a birthday comes next: Feb 29 is celebrated on Feb 28 in years without it. */
interface Occurrence {
  date: CivilDate;
  days: number;
  /** Feb 29 celebrated on Feb 28 this time. */
  moved: boolean;
  /** The age turned, when the birth year is known. */
  turns: number | null;
}

function next(b: BirthdayRow, today: CivilDate): Occurrence {
  for (const year of [today.year, today.year + 1]) {
    const moved = b.month === 2 && b.day === 29 && !isLeapYear(year);
    const date = { year, month: b.month, day: moved ? 28 : b.day };
    const days = daysBetween(today, date);
    if (days >= 0) return { date, days, moved, turns: b.year === null ? null : year - b.year };
  }
  throw new Error("unreachable: a birthday comes within a year");
}

function dayMonth(month: number, day: number): string {
  return `${day} ${monthName(month).slice(0, 3)}`;
}

function born(b: BirthdayRow): string {
  return b.year === null ? dayMonth(b.month, b.day) : `${dayMonth(b.month, b.day)} ${b.year}`;
}

function when(o: Occurrence): string {
  const parts = [
    ...(o.moved ? [`celebrated on 28 Feb in ${o.date.year}`] : []),
    relativeDays(o.days),
    ...(o.turns !== null ? [`turns ${o.turns}`] : []),
  ];
  return parts.join(", ");
}

function shown(b: BirthdayRow, o: Occurrence) {
  return {
    id: b.id,
    name: b.name,
    date: b.year === null
      ? `--${isoDate({ year: 2000, month: b.month, day: b.day }).slice(5)}`
      : isoDate({ year: b.year, month: b.month, day: b.day }),
    next: isoDate(o.date),
    days_until: o.days,
    turns: o.turns,
  };
}

function possessive(name: string): string {
  return `${name}'s`;
}

/**
 * Reads `YYYY-MM-DD`, or `--MM-DD` without a year; Feb 29 without a year is accepted.
 * @throws {ToolError} for an impossible date, a future one, or one before {@link MIN_BIRTH_YEAR}
 */
function parseBirthday(text: string, today: CivilDate): Omit<BirthdayRow, "id" | "name"> {
  const noYear = /^--(\d{2})-(\d{2})$/.exec(text);
  if (noYear) {
    const month = Number(noYear[1]);
    const day = Number(noYear[2]);
    if (month < 1 || month > 12) {
      throw new ToolError(
        `The birthday "${text}" has no month ${month}: use --MM-DD with 01 to 12`,
      );
    }
    const most = daysInMonth(2000, month); // a leap year: 29 February exists
    if (day < 1 || day > most) {
      throw new ToolError(
        `The birthday "${text}" does not exist: ${monthName(month)} has at most ${most} days`,
      );
    }
    return { month, day, year: null };
  }
  const d = parseDate(text, "birthday");
  if (d.year < MIN_BIRTH_YEAR) {
    throw new ToolError(
      `The birthday "${text}" is before ${MIN_BIRTH_YEAR}: ` +
        "give the right year, or --MM-DD without it",
    );
  }
  if (daysBetween(today, d) > 0) {
    throw new ToolError(
      `The birthday "${text}" is in the future: give the year of birth, or --MM-DD without it`,
    );
  }
  return d;
}

async function all(env: ToolEnv): Promise<BirthdayRow[]> {
  return await env.sql<BirthdayRow[]>`
    select id, name, month, day, year from assistant.birthdays
    where account_id = ${env.accountId}
    limit ${MAX_BIRTHDAYS}
  `;
}

/**
 * Handlers of the birthdays group. The list comes in order of the next birthday from today in
 * the user's time zone; saving a name already saved changes its date.
 */
export const birthdaysHandlers: ToolHandlers = {
  birthdays_list: async (_input: Record<string, never>, env: ToolEnv) => {
    const today = todayIn(env.now, env.timezone);
    const rows = (await all(env)).map((b) => ({ b, o: next(b, today) }))
      .sort((x, y) => x.o.days - y.o.days || x.b.name.localeCompare(y.b.name));
    if (rows.length === 0) {
      return { summary: "You have no birthdays saved.", data: { birthdays: [], total: 0 } };
    }
    const list = rows.slice(0, BIRTHDAYS_SHOWN);
    const more = rows.length > list.length ? `\n…and ${rows.length - list.length} more` : "";
    return {
      summary: `Birthdays, the next first:\n${
        list.map(({ b, o }) => `• ${b.name}: ${born(b)} — ${when(o)}`).join("\n")
      }${more}`,
      data: { birthdays: list.map(({ b, o }) => shown(b, o)), total: rows.length },
    };
  },

  birthdays_save: async (input: { name: string; date: string }, env: ToolEnv) => {
    const name = storable(input.name, "name");
    const today = todayIn(env.now, env.timezone);
    const date = parseBirthday(input.date, today);
    const key = foldKey(name);
    const { row, before } = await withAccountLock(
      env.sql,
      "birthdays",
      env.accountId,
      async (tx) => {
        const [same] = await tx<BirthdayRow[]>`
          select id, name, month, day, year from assistant.birthdays
          where account_id = ${env.accountId} and name_key = ${key}
        `;
        if (same) {
          const [row] = await tx<BirthdayRow[]>`
            update assistant.birthdays
            set name = ${name}, month = ${date.month}, day = ${date.day}, year = ${date.year}
            where id = ${same.id} and account_id = ${env.accountId}
            returning id, name, month, day, year
          `;
          return { row: row!, before: same };
        }
        const [have] = await tx<{ n: number }[]>`
          select count(*)::int as n from assistant.birthdays where account_id = ${env.accountId}
        `;
        if ((have?.n ?? 0) >= MAX_BIRTHDAYS) {
          throw new ToolError(
            `You already keep ${MAX_BIRTHDAYS} birthdays, the most there can be: remove some first`,
          );
        }
        const [row] = await tx<BirthdayRow[]>`
          insert into assistant.birthdays (id, account_id, name, name_key, month, day, year,
            created_at)
          values (${crypto.randomUUID()}, ${env.accountId}, ${name}, ${key}, ${date.month},
            ${date.day}, ${date.year}, ${env.now})
          returning id, name, month, day, year
        `;
        return { row: row!, before: undefined };
      },
    );
    const o = next(row, today);
    const feb29 = row.month === 2 && row.day === 29
      ? " In years without 29 February it is celebrated on 28 February."
      : "";
    let summary: string;
    if (!before) {
      summary = `Saved ${possessive(row.name)} birthday: ${born(row)} (${when(o)}).${feb29}`;
    } else if (born(before) === born(row)) {
      summary = `${possessive(row.name)} birthday was already saved as ${born(row)} (${when(o)}).`;
    } else {
      summary = `Changed ${possessive(row.name)} birthday to ${born(row)} (it was ${
        born(before)
      }); ${when(o)}.${feb29}`;
    }
    return { summary, data: { ...shown(row, o), ...(before ? { replaced: born(before) } : {}) } };
  },

  birthdays_remove: async (input: { birthday: string }, env: ToolEnv) => {
    const b = await removeByRef(env, await all(env), input.birthday, {
      table: "assistant.birthdays",
      what: "birthday",
      label: (r) => r.name,
    });
    return {
      summary: `Removed ${possessive(b.name)} birthday (${born(b)}).`,
      data: { removed: { id: b.id, name: b.name } },
    };
  },
};
