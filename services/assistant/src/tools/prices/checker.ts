import { batchLoop, type Logger, makeEvent } from "@asst/shared";
import { enqueueEvent, type Sql } from "@asst/shared/db";
import { readPrice } from "./read_price.ts";
import { type PageFetcher, PageFetchError } from "./fetch_page.ts";
import { DEFAULT_CHECK_INTERVAL_SECONDS } from "./price_handlers.ts";

/** Options of {@link createPriceChecker}. */
export interface PriceCheckerOptions {
  sql: Sql;
  log: Logger;
  fetchPage: PageFetcher;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Watches checked per run, fetched in parallel. @default 10 */
  batchSize?: number;
  /** Time between checks of a watch, in seconds (env `PRICE_CHECK_INTERVAL_SECONDS`). @default 3600 */
  checkIntervalSeconds?: number;
  /**
   * How long a watch taken by a checker stays away from the others, in seconds: longer than a
   * fetch can take. A checker that dies mid-check leaves the watch to others after this.
   * @default 120
   */
  leaseSeconds?: number;
}

/** A loop that checks watched prices. */
export interface PriceChecker {
  /** Checks the due watches of one batch now. @returns how many were checked */
  runOnce(): Promise<number>;
  /** Runs {@link runOnce} every `intervalMs` (at once again while batches are full). @default 1000 */
  start(intervalMs?: number): void;
  /** Ends the loop after the batch in flight. */
  stop(): Promise<void>;
}

/** The first retry after a failed check, in seconds; each further failure doubles it. */
const RETRY_BASE_SECONDS = 300;
/** The longest wait between retries, in seconds: a day. */
const RETRY_MAX_SECONDS = 86_400;

/** How long to wait after `failures` failed checks in a row, in seconds. */
export function retryDelaySeconds(failures: number, intervalSeconds: number): number {
  const base = Math.min(RETRY_BASE_SECONDS, intervalSeconds);
  return Math.min(Math.max(RETRY_MAX_SECONDS, intervalSeconds), base * 2 ** (failures - 1));
}

interface Claimed {
  id: string;
  account_id: string;
  url: string;
}

interface Locked {
  title: string;
  url: string;
  currency: string | null;
  last_price: string;
  target_price: string | null;
  failure_count: number;
}

type Outcome =
  | { ok: true; price: number; currency: string | null }
  | { ok: false; error: string };

/**
 * Checks watched prices. A batch of due watches is taken `FOR UPDATE SKIP LOCKED` and leased
 * (its next check moved past the fetch), so replicas never check one watch at once; each page is
 * fetched outside any transaction, then the result is stored under the row's lock. A price below
 * the target (or, with no target, below the last price) and below the last price enqueues one
 * `price.drop` in the same transaction, so one drop gives one event however often it is seen.
 * A failed check is stored in `last_error` and retried later, each time waiting longer.
 */
export function createPriceChecker(options: PriceCheckerOptions): PriceChecker {
  const { sql, log, fetchPage } = options;
  const clock = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 10;
  const interval = options.checkIntervalSeconds ?? DEFAULT_CHECK_INTERVAL_SECONDS;
  const leaseSeconds = options.leaseSeconds ?? 120;

  const claim = async (): Promise<Claimed[]> => {
    const now = clock();
    const leased = new Date(now.getTime() + leaseSeconds * 1000);
    return await sql<Claimed[]>`
      with due as (
        select id from assistant.price_watches
        where stopped_at is null and next_check_at <= ${now}
        order by next_check_at
        limit ${batchSize}
        for update skip locked
      )
      update assistant.price_watches w set next_check_at = ${leased}
      from due where w.id = due.id
      returning w.id, w.account_id, w.url
    `;
  };

  const look = async (url: string): Promise<Outcome> => {
    try {
      const page = await fetchPage(url);
      const found = await readPrice(page.html);
      if (found.price === null) return { ok: false, error: "No price was found on the page" };
      return { ok: true, price: found.price, currency: found.currency };
    } catch (err) {
      if (err instanceof PageFetchError) return { ok: false, error: err.message };
      log.warn("price check failed unexpectedly", { err });
      return { ok: false, error: "The page could not be read" };
    }
  };

  const record = async (watch: Claimed, outcome: Outcome): Promise<boolean> => {
    const now = clock();
    return await sql.begin(async (tx) => {
      const [row] = await tx<Locked[]>`
        select title, url, currency, last_price, target_price, failure_count
        from assistant.price_watches
        where id = ${watch.id} and account_id = ${watch.account_id} and stopped_at is null
        for update
      `;
      if (!row) return false; // Stopped while it was being checked.
      if (!outcome.ok) {
        const failures = row.failure_count + 1;
        const next = new Date(now.getTime() + retryDelaySeconds(failures, interval) * 1000);
        await tx`
          update assistant.price_watches
          set last_error = ${outcome.error}, failure_count = ${failures}, next_check_at = ${next},
              last_checked_at = ${now}
          where id = ${watch.id} and account_id = ${watch.account_id}
        `;
        return false;
      }
      const oldPrice = Number(row.last_price);
      const target = row.target_price === null ? null : Number(row.target_price);
      const price = outcome.price;
      const currency = outcome.currency ?? row.currency;
      const dropped = price < oldPrice && (target === null || price < target);
      if (dropped) {
        await enqueueEvent(
          tx,
          "assistant",
          makeEvent("price.drop", watch.account_id, {
            watch_id: watch.id,
            item: row.title,
            url: row.url,
            old_price: oldPrice,
            new_price: price,
            currency: currency ?? "",
            target_price: target,
          }, now),
        );
      }
      await tx`
        update assistant.price_watches
        set last_price = ${String(price)}, currency = ${currency}, last_error = null,
            failure_count = 0, last_checked_at = ${now}, check_interval_seconds = ${interval},
            next_check_at = ${new Date(now.getTime() + interval * 1000)}
        where id = ${watch.id} and account_id = ${watch.account_id}
      `;
      return dropped;
    });
  };

  const runOnce = async (): Promise<number> => {
    const claimed = await claim();
    const results = await Promise.allSettled(
      claimed.map(async (watch) => await record(watch, await look(watch.url))),
    );
    let drops = 0;
    for (const [i, r] of results.entries()) {
      if (r.status === "rejected") {
        // Its lease runs out and a later run checks it again.
        log.warn("price check could not be stored; will retry", {
          watch_id: claimed[i]!.id,
          err: r.reason,
        });
      } else if (r.value) {
        drops++;
      }
    }
    if (claimed.length > 0) log.info("prices checked", { count: claimed.length, drops });
    return claimed.length;
  };

  return batchLoop({
    runOnce,
    batchSize,
    defaultIntervalMs: 1000,
    log,
    failure: "price checker failed; will retry",
  });
}
