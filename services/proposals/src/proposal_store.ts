import type { ProposalView, Sql } from "@asst/shared";

interface Row {
  id: string;
  status: ProposalView["status"];
  summary: string;
  created_at: Date;
  expires_at: Date;
  resolved_at: Date | null;
}

/** Proposals in the `proposals` schema; so far the status read of the status endpoint. */
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
    const [row] = await this.#sql<Row[]>`
      select id, status, summary, created_at, expires_at, resolved_at from proposals.proposals
      where account_id = ${accountId} and id = ${id}
    `;
    if (!row) return null;
    const expired = row.status === "pending" && row.expires_at <= this.#now();
    return {
      id: row.id,
      status: expired ? "expired" : row.status,
      summary: row.summary,
      created_at: row.created_at.toISOString(),
      resolved_at: row.resolved_at?.toISOString() ?? null,
      expires_at: row.expires_at.toISOString(),
    };
  }
}
