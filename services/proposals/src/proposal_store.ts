import { makeEvent, type ProposalView, sha256 } from "@asst/shared";
import { enqueueEvent, type JsonValue, type Sql, type TransactionSql } from "@asst/shared/db";
import { kindOf, type ProposalPayload } from "./proposal_text.ts";

/** A state a proposal can end in. */
export type FinalStatus = "confirmed" | "rejected" | "expired" | "failed";

/** A proposal as stored. */
export interface ProposalRow {
  id: string;
  account_id: string;
  /** The key that proposed it; null when the user proposed it in their own chat. */
  key_id: string | null;
  kind: "email" | "calendar_event";
  payload: ProposalPayload;
  summary: string;
  status: ProposalView["status"];
  timezone: string;
  created_at: Date;
  expires_at: Date;
  resolved_at: Date | null;
  failure_reason: string | null;
  delivery: string | null;
  claim: string | null;
  notified_at: Date | null;
}

/** A new proposal. */
export interface NewProposal {
  id: string;
  accountId: string;
  keyId: string | null;
  payload: ProposalPayload;
  summary: string;
  timezone: string;
  createdAt: Date;
  expiresAt: Date;
}

/** How a resolution ends. */
export interface Resolution {
  status: FinalStatus;
  reason?: string;
  delivery?: "smtp" | "local_outbox" | "calendar";
}

const COLUMNS = "id, account_id, key_id, kind, payload, summary, status, timezone, created_at, " +
  "expires_at, resolved_at, failure_reason, delivery, claim, notified_at";

/** The SHA-256 of a button's callback data, which is all that is kept of it. */
export const tokenHash: (data: string) => Promise<Uint8Array> = sha256;

/** A stored proposal as the status endpoint shows it; a pending one past its time is expired. */
export function viewOf(row: ProposalRow, now: Date): ProposalView {
  const expired = row.status === "pending" && row.claim === null && row.expires_at <= now;
  return {
    id: row.id,
    status: expired ? "expired" : row.status,
    summary: row.summary,
    created_at: row.created_at.toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
    expires_at: row.expires_at.toISOString(),
  };
}

/**
 * Proposals in the `proposals` schema. Every transition is one conditional update, so that
 * whatever replica runs it, a proposal leaves `pending` once; each resolution writes its
 * `proposal.resolved` event to the outbox in the same transaction.
 */
export class ProposalStore {
  readonly #sql: Sql;
  readonly #now: () => Date;

  constructor(sql: Sql, now: () => Date = () => new Date()) {
    this.#sql = sql;
    this.#now = now;
  }

  /**
   * The account's proposal with this id, or null when the account has none (another account's
   * proposal is null too). A pending proposal past `expires_at` reads as expired, with
   * `resolved_at` null, even before a sweeper marked it.
   */
  async get(accountId: string, id: string): Promise<ProposalView | null> {
    const row = await this.row(id);
    if (!row || row.account_id !== accountId) return null;
    return viewOf(row, this.#now());
  }

  /** The proposal with this id, of any account, or null. */
  async row(id: string): Promise<ProposalRow | null> {
    const [row] = await this.#sql<ProposalRow[]>`
      select ${this.#sql.unsafe(COLUMNS)} from proposals.proposals where id = ${id}
    `;
    return row ?? null;
  }

  /**
   * Stores a pending proposal, unless one with its id exists.
   * @returns the stored row, and whether this call made it
   */
  async create(p: NewProposal): Promise<{ row: ProposalRow; created: boolean }> {
    const [row] = await this.#sql<ProposalRow[]>`
      insert into proposals.proposals
        (id, account_id, key_id, kind, payload, summary, timezone, created_at, expires_at)
      values (${p.id}, ${p.accountId}, ${p.keyId}, ${kindOf(p.payload.proposal)},
        ${this.#sql.json(p.payload as unknown as JsonValue)}, ${p.summary}, ${p.timezone},
        ${p.createdAt}, ${p.expiresAt})
      on conflict (id) do nothing
      returning ${this.#sql.unsafe(COLUMNS)}
    `;
    if (row) return { row, created: true };
    const existing = await this.row(p.id);
    if (!existing) throw new Error("A proposal vanished while it was being created");
    return { row: existing, created: false };
  }

  /**
   * Gives a pending proposal its Confirm and Reject buttons (replacing any earlier ones) and
   * records that its chat message is being sent.
   */
  async setButtons(
    id: string,
    accountId: string,
    buttons: { confirm: string; reject: string },
  ): Promise<void> {
    const confirm = await tokenHash(buttons.confirm);
    const reject = await tokenHash(buttons.reject);
    await this.#sql.begin(async (tx) => {
      await tx`delete from proposals.proposal_buttons where proposal_id = ${id}`;
      await tx`
        insert into proposals.proposal_buttons (token_hash, proposal_id, account_id, action)
        values (${confirm}, ${id}, ${accountId}, 'confirm'), (${reject}, ${id}, ${accountId}, 'reject')
      `;
    });
  }

  /**
   * Takes the sending of the proposal's chat message, once: of several callers (retries on
   * several replicas), one gets true. {@link releaseNotification} gives it back when it failed.
   */
  async claimNotification(id: string): Promise<boolean> {
    const rows = await this.#sql`
      update proposals.proposals set notified_at = ${this.#now()}
      where id = ${id} and notified_at is null
      returning id
    `;
    return rows.length > 0;
  }

  /** Gives back the sending of the chat message, which did not reach the chat. */
  async releaseNotification(id: string): Promise<void> {
    await this.#sql`update proposals.proposals set notified_at = null where id = ${id}`;
  }

  /** The button a callback's data is, with its proposal; null for data no button has. */
  async button(
    data: string,
  ): Promise<{ action: "confirm" | "reject"; accountId: string; row: ProposalRow } | null> {
    const [found] = await this.#sql<
      { action: "confirm" | "reject"; account_id: string; proposal_id: string }[]
    >`
      select action, account_id, proposal_id from proposals.proposal_buttons
      where token_hash = ${await tokenHash(data)}
    `;
    if (!found) return null;
    const row = await this.row(found.proposal_id);
    return row ? { action: found.action, accountId: found.account_id, row } : null;
  }

  /**
   * Claims a pending, unexpired, unclaimed proposal for carrying out its action.
   * @returns the claimed row, or null when it is not (or no longer) claimable
   */
  async claim(id: string, claim: string): Promise<ProposalRow | null> {
    const now = this.#now();
    const [row] = await this.#sql<ProposalRow[]>`
      update proposals.proposals set claim = ${claim}, claimed_at = ${now}
      where id = ${id} and status = 'pending' and claim is null and expires_at > ${now}
      returning ${this.#sql.unsafe(COLUMNS)}
    `;
    return row ?? null;
  }

  /** Ends a claimed proposal as confirmed or failed. @returns the row, or null if the claim was lost */
  async finish(id: string, claim: string, outcome: Resolution): Promise<ProposalRow | null> {
    return await this.#sql.begin(async (tx) => {
      const [row] = await tx<ProposalRow[]>`
        update proposals.proposals
        set status = ${outcome.status}, resolved_at = ${this.#now()}, claim = null,
            failure_reason = ${outcome.reason ?? null}, delivery = ${outcome.delivery ?? null}
        where id = ${id} and claim = ${claim} and status = 'pending'
        returning ${tx.unsafe(COLUMNS)}
      `;
      if (row) await this.#resolved(tx, row);
      return row ?? null;
    });
  }

  /** Rejects a pending, unexpired, unclaimed proposal. @returns the row, or null if it was not pending */
  async reject(id: string): Promise<ProposalRow | null> {
    const now = this.#now();
    return await this.#sql.begin(async (tx) => {
      const [row] = await tx<ProposalRow[]>`
        update proposals.proposals set status = 'rejected', resolved_at = ${now}
        where id = ${id} and status = 'pending' and claim is null and expires_at > ${now}
        returning ${tx.unsafe(COLUMNS)}
      `;
      if (row) await this.#resolved(tx, row);
      return row ?? null;
    });
  }

  /**
   * Marks up to `limit` pending proposals past their time as expired (with `id`, only that one).
   * Safe on several replicas: rows another one is marking are skipped.
   */
  async expire(limit: number, id: string | null = null): Promise<ProposalRow[]> {
    const now = this.#now();
    return await this.#sql.begin(async (tx) => {
      const rows = await tx<ProposalRow[]>`
        update proposals.proposals set status = 'expired'
        where id in (
          select id from proposals.proposals
          where status = 'pending' and claim is null and expires_at <= ${now}
            ${id === null ? tx`` : tx`and id = ${id}`}
          order by expires_at
          limit ${limit}
          for update skip locked
        )
        returning ${tx.unsafe(COLUMNS)}
      `;
      for (const row of rows) await this.#resolved(tx, row);
      return rows;
    });
  }

  /**
   * Ends as failed the claims older than `olderThanMs`: their process died while carrying the
   * action out, so whether it went out is unknown.
   */
  async failStaleClaims(olderThanMs: number, limit: number): Promise<ProposalRow[]> {
    const now = this.#now();
    const before = new Date(now.getTime() - olderThanMs);
    return await this.#sql.begin(async (tx) => {
      const rows = await tx<ProposalRow[]>`
        update proposals.proposals
        set status = 'failed', resolved_at = ${now}, claim = null,
            failure_reason = 'The service stopped while carrying it out, so it may or may not have gone out'
        where id in (
          select id from proposals.proposals
          where status = 'pending' and claim is not null and claimed_at <= ${before}
          limit ${limit}
          for update skip locked
        )
        returning ${tx.unsafe(COLUMNS)}
      `;
      for (const row of rows) await this.#resolved(tx, row);
      return rows;
    });
  }

  /** Writes the `proposal.resolved` event of a row that just left pending. */
  async #resolved(tx: TransactionSql, row: ProposalRow): Promise<void> {
    const status = row.status as FinalStatus;
    const resolvedAt = status === "expired" ? row.expires_at : row.resolved_at ?? this.#now();
    await enqueueEvent(
      tx,
      "proposals",
      makeEvent("proposal.resolved", row.account_id, {
        proposal_id: row.id,
        kind: row.kind,
        status,
        summary: row.summary,
        created_at: row.created_at.toISOString(),
        resolved_at: resolvedAt.toISOString(),
        ...(row.delivery ? { delivery: row.delivery as "smtp" | "local_outbox" | "calendar" } : {}),
        ...(row.failure_reason ? { reason: row.failure_reason } : {}),
      }, this.#now()),
    );
  }
}
