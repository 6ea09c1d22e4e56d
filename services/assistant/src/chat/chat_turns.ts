import type { Sql } from "@asst/shared/db";
import type { ChatExchange } from "../models/model.ts";

/** How many recent exchanges the chat gives a provider model as context. */
export const CHAT_TURNS_KEPT = 6;
/** Most characters of each side of an exchange kept as context. */
const MAX_TEXT = 2000;

/**
 * The owner's recent exchanges with a provider model in the chat, in the `assistant` schema:
 * only messages that were sent to the model and its replies, the newest {@link CHAT_TURNS_KEPT}
 * per account (older ones are deleted as new ones arrive).
 */
export class ChatTurns {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /** The newest exchanges, oldest first. */
  async recent(accountId: string): Promise<ChatExchange[]> {
    const rows = await this.#sql<{ user_text: string; assistant_text: string }[]>`
      select user_text, assistant_text from assistant.chat_turns
      where account_id = ${accountId}
      order by seq desc
      limit ${CHAT_TURNS_KEPT}
    `;
    return rows.reverse().map((r) => ({ user: r.user_text, assistant: r.assistant_text }));
  }

  /** Keeps one exchange and deletes the account's older ones beyond {@link CHAT_TURNS_KEPT}. */
  async add(accountId: string, exchange: ChatExchange, at: Date): Promise<void> {
    await this.#sql.begin(async (tx) => {
      await tx`
        insert into assistant.chat_turns (id, account_id, user_text, assistant_text, created_at)
        values (${crypto.randomUUID()}, ${accountId}, ${exchange.user.slice(0, MAX_TEXT)},
          ${exchange.assistant.slice(0, MAX_TEXT)}, ${at})
      `;
      await tx`
        delete from assistant.chat_turns where account_id = ${accountId} and id not in (
          select id from assistant.chat_turns where account_id = ${accountId}
          order by seq desc limit ${CHAT_TURNS_KEPT}
        )
      `;
    });
  }
}
