import type { ChatOut } from "@asst/shared";
import type { JsonValue, Sql } from "@asst/shared/db";

/**
 * A message as the web chat shows it. `revision` counts the changes since it was written; the
 * page redraws a message it shows only from a higher revision.
 */
export interface WebMessage {
  id: string;
  text: string;
  buttons: { label: string; data: string }[];
  revision: number;
}

/** Chat identities and the web chat transcript, in the `proposals` schema. */
export class ChatStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** The account of a chat user, or null when this handle never wrote. */
  async findAccount(channel: string, handle: string): Promise<string | null> {
    const [row] = await this.#sql<{ account_id: string }[]>`
      select account_id from proposals.chat_identities
      where channel = ${channel} and handle = ${handle}
    `;
    return row?.account_id ?? null;
  }

  /**
   * The account of a chat user, made at the first message.
   * @returns the account id, and whether it was made now
   */
  async resolveAccount(
    channel: string,
    handle: string,
  ): Promise<{ accountId: string; created: boolean }> {
    const [inserted] = await this.#sql<{ account_id: string }[]>`
      insert into proposals.chat_identities (channel, handle, account_id)
      values (${channel}, ${handle}, ${crypto.randomUUID()})
      on conflict (channel, handle) do nothing
      returning account_id
    `;
    if (inserted) return { accountId: inserted.account_id, created: true };
    const existing = await this.findAccount(channel, handle);
    if (!existing) throw new Error("A chat identity vanished while it was being resolved");
    return { accountId: existing, created: false };
  }

  /** The chat channel and handle of an account, or null when it has none. */
  async identityOf(accountId: string): Promise<{ channel: string; handle: string } | null> {
    const [row] = await this.#sql<{ channel: string; handle: string }[]>`
      select channel, handle from proposals.chat_identities where account_id = ${accountId}
    `;
    return row ?? null;
  }

  /** Keeps what the user wrote in the web transcript. */
  async recordUserMessage(accountId: string, text: string): Promise<void> {
    await this.#sql`
      insert into proposals.web_messages (account_id, sender, text)
      values (${accountId}, 'user', ${text})
    `;
  }

  /**
   * Keeps the assistant's messages in the web transcript. A message holding a secret is stored
   * as its `transcript_text`; the returned messages carry the full text, to be shown this once.
   */
  async recordAssistantMessages(accountId: string, messages: ChatOut[]): Promise<WebMessage[]> {
    const out: WebMessage[] = [];
    for (const m of messages) {
      const buttons = m.buttons ?? [];
      const [row] = await this.#sql<{ id: string }[]>`
        insert into proposals.web_messages (account_id, sender, text, buttons)
        values (${accountId}, 'assistant', ${m.transcript_text ?? m.text},
                ${this.#sql.json(buttons as unknown as JsonValue)})
        returning id::text
      `;
      out.push({ id: row!.id, text: m.text, buttons, revision: 0 });
    }
    return out;
  }

  /**
   * Shows a tap's outcome in the tapped message, as Telegram edits it: the outcome's text is
   * added below the message's, and the outcome's buttons (mostly none) replace the tapped ones.
   * Only an assistant message of this account that still offers `data` is changed, once.
   * @returns the message as shown now (its outcome in full even when kept redacted), or null
   */
  async showOutcome(
    accountId: string,
    messageId: bigint,
    data: string,
    outcome: ChatOut,
  ): Promise<WebMessage | null> {
    const buttons = outcome.buttons ?? [];
    const [row] = await this.#sql<{ id: string; text: string; revision: number }[]>`
      update proposals.web_messages
      set text = text || ${"\n\n" + (outcome.transcript_text ?? outcome.text)},
          buttons = ${this.#sql.json(buttons as unknown as JsonValue)},
          revision = revision + 1
      where id = ${messageId.toString()} and account_id = ${accountId} and sender = 'assistant'
        and buttons @> ${this.#sql.json([{ data }] as unknown as JsonValue)}
      returning id::text, text, revision
    `;
    if (!row) return null;
    const kept = outcome.transcript_text ?? outcome.text;
    return {
      id: row.id,
      text: row.text.slice(0, -kept.length) + outcome.text,
      buttons,
      revision: row.revision,
    };
  }

  /** What the assistant sent to the account after message `after`, oldest first. */
  async assistantMessagesAfter(
    accountId: string,
    after: bigint,
    limit: number,
  ): Promise<WebMessage[]> {
    return await this.#sql<WebMessage[]>`
      select id::text, text, buttons, revision from proposals.web_messages
      where account_id = ${accountId} and sender = 'assistant' and id > ${after.toString()}
      order by id
      limit ${limit}
    `;
  }
}
