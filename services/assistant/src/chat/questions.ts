/**
 * The chat's open question per account: the request that lacked a detail and what the reply asked,
 * kept in `assistant.chat_questions` until it is answered, replaced by another, cleared by a
 * command, or expires (10 minutes, on the service's clock).
 * @module
 */
import type { JsonValue, Sql } from "@asst/shared/db";
import { z } from "zod";
import type { RetryCall } from "../actions/actions.ts";

/** How long the chat waits for the answer to a question. */
export const CHAT_QUESTION_TTL_MS = 10 * 60 * 1000;
/** Most characters of a request kept with its question. */
const MAX_REQUEST = 4000;
/** Most characters of a question kept. */
const MAX_QUESTION = 2000;

/** A question waiting for the owner's answer. */
export interface OpenQuestion {
  /** The request that lacked a detail, as it was run (with earlier answers). */
  request: string;
  /** What the reply asked. */
  question: string;
  /** When it asked which of several items a call meant: the call to run with the answer. */
  retry: RetryCall | null;
}

const retrySchema = z.object({
  call: z.object({ name: z.string(), input: z.record(z.string(), z.unknown()) }),
  field: z.string(),
}).nullable();

/** The open questions of the owner's chat, in the `assistant` schema. */
export class ChatQuestions {
  readonly #sql: Sql;
  readonly #ttlMs: number;

  constructor(sql: Sql, ttlMs = CHAT_QUESTION_TTL_MS) {
    this.#sql = sql;
    this.#ttlMs = ttlMs;
  }

  /** Keeps the question, replacing the account's earlier one. */
  async ask(accountId: string, open: OpenQuestion, now: Date): Promise<void> {
    const expires = new Date(now.getTime() + this.#ttlMs);
    await this.#sql`
      insert into assistant.chat_questions (account_id, request, question, retry, expires_at)
      values (${accountId}, ${open.request.slice(0, MAX_REQUEST)},
        ${open.question.slice(0, MAX_QUESTION)},
        ${open.retry ? this.#sql.json(open.retry as unknown as JsonValue) : null}, ${expires})
      on conflict (account_id) do update
        set request = excluded.request, question = excluded.question, retry = excluded.retry,
            expires_at = excluded.expires_at
    `;
  }

  /**
   * Takes the account's open question, if one has not expired at `now`: it is removed either way,
   * so a question is answered at most once.
   */
  async take(accountId: string, now: Date): Promise<OpenQuestion | null> {
    const [row] = await this.#sql<
      { request: string; question: string; retry: unknown; expires_at: Date }[]
    >`
      delete from assistant.chat_questions where account_id = ${accountId}
      returning request, question, retry, expires_at
    `;
    if (!row || row.expires_at.getTime() <= now.getTime()) return null;
    return { request: row.request, question: row.question, retry: retrySchema.parse(row.retry) };
  }
}
