import type { OutboxEmail } from "@asst/shared";
import type { Sql } from "@asst/shared/db";

/** An email to keep. */
export interface LocalEmail {
  proposalId: string;
  accountId: string;
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
}

interface Row {
  proposal_id: string;
  from_address: string;
  to_addresses: string[];
  cc_addresses: string[];
  subject: string;
  body: string;
  saved_at: Date;
}

/**
 * The local outbox: where confirmed emails go when no mail server is configured, for the user
 * to read in the chat. One email per proposal.
 */
export class LocalOutbox {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** Keeps a confirmed email; keeping it again changes nothing. */
  async save(email: LocalEmail): Promise<void> {
    await this.#sql`
      insert into proposals.local_outbox
        (proposal_id, account_id, from_address, to_addresses, cc_addresses, subject, body)
      values (${email.proposalId}, ${email.accountId}, ${email.from}, ${this.#sql.json(email.to)},
        ${this.#sql.json(email.cc)}, ${email.subject}, ${email.body})
      on conflict (proposal_id) do nothing
    `;
  }

  /** The account's newest emails, newest first. */
  async list(accountId: string, limit: number): Promise<OutboxEmail[]> {
    const rows = await this.#sql<Row[]>`
      select proposal_id, from_address, to_addresses, cc_addresses, subject, body, saved_at
      from proposals.local_outbox
      where account_id = ${accountId}
      order by saved_at desc, proposal_id
      limit ${limit}
    `;
    return rows.map((r) => ({
      proposal_id: r.proposal_id,
      from: r.from_address,
      to: r.to_addresses,
      cc: r.cc_addresses,
      subject: r.subject,
      body: r.body,
      saved_at: r.saved_at.toISOString(),
    }));
  }
}
