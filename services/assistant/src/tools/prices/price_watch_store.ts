import type { Sql } from "@asst/shared/db";

/** A watched product page. */
export interface PriceWatch {
  id: string;
  url: string;
  title: string;
  currency: string | null;
  last_price: number;
  target_price: number | null;
  next_check_at: Date;
  last_checked_at: Date | null;
  last_error: string | null;
}

/** The most products an account can watch at once. */
export const MAX_ACTIVE_WATCHES = 50;

/** A new watch, with what the first fetch found. */
export interface NewPriceWatch {
  url: string;
  title: string;
  currency: string | null;
  price: number;
  targetPrice: number | null;
  checkedAt: Date;
  checkIntervalSeconds: number;
}

interface Row extends Omit<PriceWatch, "last_price" | "target_price"> {
  last_price: string;
  target_price: string | null;
}

const COLUMNS = [
  "id",
  "url",
  "title",
  "currency",
  "last_price",
  "target_price",
  "next_check_at",
  "last_checked_at",
  "last_error",
];

function toWatch(row: Row): PriceWatch {
  return {
    ...row,
    last_price: Number(row.last_price),
    target_price: row.target_price === null ? null : Number(row.target_price),
  };
}

/** Price watches of each account, in the `assistant` schema. */
export class PriceWatchStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** The account's watches that are not stopped, oldest first. */
  async active(accountId: string): Promise<PriceWatch[]> {
    const rows = await this.#sql<Row[]>`
      select ${this.#sql(COLUMNS)} from assistant.price_watches
      where account_id = ${accountId} and stopped_at is null
      order by created_at, id
      limit ${MAX_ACTIVE_WATCHES * 2}
    `;
    return rows.map(toWatch);
  }

  /** The account's active watch of `url`, or null. */
  async activeByUrl(accountId: string, url: string): Promise<PriceWatch | null> {
    const [row] = await this.#sql<Row[]>`
      select ${this.#sql(COLUMNS)} from assistant.price_watches
      where account_id = ${accountId} and url = ${url} and stopped_at is null
    `;
    return row ? toWatch(row) : null;
  }

  /** How many watches of the account are active. */
  async countActive(accountId: string): Promise<number> {
    const [row] = await this.#sql<{ n: number }[]>`
      select count(*)::int as n from assistant.price_watches
      where account_id = ${accountId} and stopped_at is null
    `;
    return row?.n ?? 0;
  }

  /** Starts a watch. @returns null when the account already watches that URL */
  async create(accountId: string, w: NewPriceWatch): Promise<PriceWatch | null> {
    const next = new Date(w.checkedAt.getTime() + w.checkIntervalSeconds * 1000);
    const [row] = await this.#sql<Row[]>`
      insert into assistant.price_watches (id, account_id, url, title, currency, last_price,
        target_price, next_check_at, check_interval_seconds, last_checked_at)
      values (${crypto.randomUUID()}, ${accountId}, ${w.url}, ${w.title}, ${w.currency},
        ${String(w.price)}, ${w.targetPrice === null ? null : String(w.targetPrice)}, ${next},
        ${w.checkIntervalSeconds}, ${w.checkedAt})
      on conflict (account_id, url) where stopped_at is null do nothing
      returning ${this.#sql(COLUMNS)}
    `;
    return row ? toWatch(row) : null;
  }

  /** Sets the target price of an active watch. @returns false when it is no longer active */
  async setTarget(accountId: string, id: string, target: number): Promise<boolean> {
    const rows = await this.#sql`
      update assistant.price_watches set target_price = ${String(target)}
      where account_id = ${accountId} and id = ${id} and stopped_at is null
      returning id
    `;
    return rows.length > 0;
  }

  /** Stops a watch. @returns false when it was already stopped */
  async stop(accountId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.#sql`
      update assistant.price_watches set stopped_at = ${now}
      where account_id = ${accountId} and id = ${id} and stopped_at is null
      returning id
    `;
    return rows.length > 0;
  }
}
