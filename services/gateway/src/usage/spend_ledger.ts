import { AppError, Coalescer, ERROR_CODE, isStatementRefused } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import type postgres from "postgres";

/** Price of a model in USD per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/** How calls are priced. */
export interface Pricing {
  /** Prices of known models, by the name the answer reports. */
  models: Record<string, ModelPrice>;
  /** Price of a model not in `models`. */
  fallback: ModelPrice;
  /** Fixed cost of a call answered by the local model or by a tool without a model, in USD. */
  localCallUsd: number;
}

/** What one call consumed. */
export interface Usage {
  model: string;
  input_tokens: number;
  output_tokens: number;
}

/** Where a call came in. */
export type SpendKind = "messages" | "actions" | "mcp";

/** The name the local model reports, and the name used for tool calls without a model. */
export const LOCAL_MODELS: ReadonlySet<string> = new Set(["local", "none"]);

/** The cost in USD of one call, rounded to the ledger's 6 decimals. */
export function costOf(usage: Usage, pricing: Pricing): number {
  if (LOCAL_MODELS.has(usage.model)) return round6(pricing.localCallUsd);
  const price = pricing.models[usage.model] ?? pricing.fallback;
  return round6((usage.input_tokens * price.input + usage.output_tokens * price.output) / 1e6);
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** This month's spend of an account against its cap. */
export interface MonthSpend {
  /** `YYYY-MM`, UTC. */
  month: string;
  spent_usd: number;
  cap_usd: number;
  calls: number;
}

/** Options of {@link SpendLedger}. */
export interface SpendLedgerOptions {
  pricing: Pricing;
  /** Cap of an account without its own, in USD per calendar month (UTC). */
  defaultCapUsd: number;
  now?: () => Date;
}

/**
 * The spending ledger in `gateway.spend_ledger`: each successful call's cost (the audit record),
 * and its running total per account and calendar month (UTC) in `gateway.monthly_spend` (kept by
 * triggers in the charging transaction) against the account's cap
 * (`gateway.accounts.monthly_spend_cap_usd`, or the default).
 */
export class SpendLedger {
  readonly #sql: Sql;
  readonly #o: Required<SpendLedgerOptions>;
  /** Charges of concurrent calls go out together: one insert (one transaction) for a batch. */
  readonly #charges: Coalescer<Charge, void>;

  constructor(sql: Sql, options: SpendLedgerOptions) {
    this.#sql = sql;
    this.#o = { now: () => new Date(), ...options };
    this.#charges = new Coalescer((charges) => this.#insert(charges), {
      retryAlone: isStatementRefused,
    });
  }

  /**
   * Records one successful call; it is in this month's total when this returns. Calls charged at
   * the same time share one statement.
   * @returns its cost in USD
   */
  async charge(
    accountId: string,
    requestId: string,
    kind: SpendKind,
    usage: Usage,
  ): Promise<number> {
    const charge = this.chargeOf(accountId, requestId, kind, usage);
    await this.#charges.submit(charge);
    return charge.cost;
  }

  /** The charge of one call (priced, dated now), to be written by {@link chargesStatement}. */
  chargeOf(accountId: string, requestId: string, kind: SpendKind, usage: Usage): Charge {
    return {
      accountId,
      at: this.#o.now(),
      requestId,
      kind,
      usage,
      cost: costOf(usage, this.#o.pricing),
    };
  }

  async #insert(charges: readonly Charge[]): Promise<void[]> {
    await this.chargesStatement(charges);
    return charges.map(() => undefined);
  }

  /**
   * The insert of charges into the ledger, not yet sent: to be run inside another statement (with
   * the completions of idempotent requests), in one round trip and one transaction.
   */
  chargesStatement(charges: readonly Charge[]): postgres.PendingQuery<postgres.Row[]> {
    const column = <K extends keyof Charge>(k: K) => charges.map((c) => c[k]);
    return this.#sql`
      insert into gateway.spend_ledger
        (account_id, at, request_id, kind, model, input_tokens, output_tokens, cost_usd)
      select * from unnest(
        ${column("accountId")}::uuid[], ${charges.map((c) => c.at.toISOString())}::timestamptz[],
        ${column("requestId")}::text[], ${column("kind")}::text[],
        ${charges.map((c) => c.usage.model)}::text[],
        ${charges.map((c) => c.usage.input_tokens)}::int[],
        ${charges.map((c) => c.usage.output_tokens)}::int[],
        ${charges.map((c) => String(c.cost))}::numeric[])
    `;
  }

  /** The first day (UTC) of this calendar month, and of the next. */
  #monthBounds(): { start: Date; end: Date } {
    const now = this.#o.now();
    return {
      start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    };
  }

  /**
   * A query of one row per account (`account`, and `spent`, `calls`, `cap` as text): this month's
   * running total and the account's cap, for {@link month} and to be read in the same statement
   * as the rate limits.
   */
  monthsQuery(accountIds: readonly string[]): postgres.PendingQuery<MonthRow[]> {
    const month = this.#monthBounds().start.toISOString().slice(0, 10);
    return this.#sql<MonthRow[]>`
      select a.id::text as account, s.spent::text as spent, s.calls::text as calls,
             c.monthly_spend_cap_usd::text as cap
      from unnest(${accountIds}::uuid[]) as a(id)
      cross join lateral (
        select sum(m.spent_usd) as spent, sum(m.calls) as calls from gateway.monthly_spend m
        where m.account_id = a.id and m.month = ${month}::date) s
      left join gateway.accounts c on c.id = a.id
    `;
  }

  /** Reads the row of {@link monthsQuery} of an account (none: nothing spent). */
  toMonthSpend(row: MonthRow | undefined): MonthSpend {
    return {
      month: this.#monthBounds().start.toISOString().slice(0, 7),
      spent_usd: Number(row?.spent ?? 0),
      cap_usd: row?.cap != null ? Number(row.cap) : this.#o.defaultCapUsd,
      calls: Number(row?.calls ?? 0),
    };
  }

  /**
   * This calendar month's (UTC) spend and calls of the account, and its cap: one row of the
   * running total, whatever the ledger holds.
   */
  async month(accountId: string): Promise<MonthSpend> {
    const [row] = await this.monthsQuery([accountId]);
    return this.toMonthSpend(row);
  }

  /** @returns a 402 `spending_cap_reached` when this month's spend is at or over the cap, else null */
  async capError(accountId: string): Promise<AppError | null> {
    return capErrorOf(await this.month(accountId));
  }
}

/** One call's charge. */
export interface Charge {
  accountId: string;
  at: Date;
  requestId: string;
  kind: SpendKind;
  usage: Usage;
  cost: number;
}

/** A row of {@link SpendLedger.monthsQuery}. */
export interface MonthRow {
  account: string;
  spent: string | null;
  calls: string | null;
  cap: string | null;
}

/** @returns a 402 `spending_cap_reached` when the spend is at or over the cap, else null */
export function capErrorOf(spend: MonthSpend): AppError | null {
  if (spend.spent_usd < spend.cap_usd) return null;
  return new AppError(
    ERROR_CODE.spendingCapReached,
    `This month's spending cap of ${formatUsd(spend.cap_usd)} is reached (${
      formatUsd(spend.spent_usd)
    } spent in ${spend.month}); calls work again on the 1st of next month (UTC)`,
  );
}

/** An amount of US dollars as people read it: `$5.00`, `$0.0123`. */
export function formatUsd(usd: number): string {
  return `$${usd.toFixed(usd >= 1 || usd === 0 ? 2 : 4)}`;
}
