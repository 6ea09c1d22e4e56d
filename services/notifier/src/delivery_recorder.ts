import type { Logger } from "@asst/shared";
import type { Sql, TransactionSql } from "@asst/shared/db";
import { counter } from "@asst/shared/http";
import { type ClaimedDelivery, describeOutcome, isSuccess, type Outcome } from "./_delivery.ts";
import { enqueueChatNotice } from "./chat_notices.ts";
import { DISABLE_AFTER_SECONDS, nextAttemptAt, WARN_AFTER_SECONDS } from "./retry_schedule.ts";

const deliveryAttempts = counter(
  "webhook_delivery_attempts_total",
  "Webhook delivery attempts by outcome: delivered, will_retry, or failed (given up).",
  ["outcome"],
);
const delivered = deliveryAttempts.labels("delivered");
const willRetry = deliveryAttempts.labels("will_retry");
const failed = deliveryAttempts.labels("failed");

interface EndpointRow {
  url: string;
  state: string;
  first_failure_at: Date | null;
  warned_at: Date | null;
}

/** Options of {@link createDeliveryRecorder}. */
export interface DeliveryRecorderOptions {
  sql: Sql;
  log: Logger;
  /** The retry jitter's random numbers in [0, 1). */
  random: () => number;
}

/** Stores how one attempt ended; see {@link createDeliveryRecorder}. */
export type RecordAttempt = (
  d: ClaimedDelivery,
  token: string,
  outcome: Outcome,
  at: Date,
  durationMs: number,
) => Promise<void>;

/**
 * Stores an attempt's outcome under the endpoint's row lock, then the delivery's: 2xx delivered;
 * 410 disables the endpoint and cancels its other deliveries; anything else is retried on the
 * schedule of `retry_schedule.ts`. An endpoint failing every attempt for a day gets a warning in
 * the chat, for 3 days is disabled (and the user told). A claim another replica has taken over
 * keeps only the attempt on record.
 */
export function createDeliveryRecorder(options: DeliveryRecorderOptions): RecordAttempt {
  const { sql, log, random } = options;

  /** Disables an endpoint, cancels its waiting deliveries, and queues the chat notice. */
  const disable = async (
    tx: TransactionSql,
    d: ClaimedDelivery,
    reason: string,
    text: string,
    at: Date,
  ) => {
    await tx`
      update notifier.endpoints set state = 'disabled', disabled_reason = ${reason}
      where id = ${d.endpoint_id} and account_id = ${d.account_id}
    `;
    await tx`
      update notifier.deliveries
      set status = 'cancelled', locked_until = null, claim_token = null
      where endpoint_id = ${d.endpoint_id} and account_id = ${d.account_id}
        and status in ('pending', 'delivering')
    `;
    await enqueueChatNotice(tx, d.account_id, text, at);
    log.warn("webhook endpoint disabled", {
      endpoint_id: d.endpoint_id,
      account_id: d.account_id,
      reason,
    });
  };

  return async (
    d: ClaimedDelivery,
    token: string,
    outcome: Outcome,
    at: Date,
    durationMs: number,
  ) => {
    await sql.begin(async (tx) => {
      // The endpoint first, then the delivery: the order every writer of both takes.
      const [endpoint] = await tx<EndpointRow[]>`
        select url, state, first_failure_at, warned_at from notifier.endpoints
        where id = ${d.endpoint_id} and account_id = ${d.account_id}
        for update
      `;
      if (!endpoint) return; // Removed while the delivery was in flight.
      const [current] = await tx<{ claim_token: string | null }[]>`
        select claim_token from notifier.deliveries
        where id = ${d.id} and account_id = ${d.account_id}
        for update
      `;
      if (!current) return;
      await tx`
        insert into notifier.attempts (id, account_id, delivery_id, at, status_code, error,
                                       duration_ms)
        values (${crypto.randomUUID()}, ${d.account_id}, ${d.id}, ${at}, ${outcome.statusCode},
                ${outcome.error}, ${Math.round(durationMs)})
      `;
      // Another replica took the delivery over (this claim expired), or it was cancelled:
      // the attempt is on record, its state is theirs.
      if (current.claim_token !== token) return;
      const attempts = d.attempts + 1;
      if (isSuccess(outcome)) {
        await tx`
          update notifier.deliveries
          set status = 'delivered', delivered_at = ${at}, attempts = ${attempts},
              last_attempt_at = ${at}, last_status_code = ${outcome.statusCode}, last_error = null,
              locked_until = null, claim_token = null
          where id = ${d.id} and account_id = ${d.account_id}
        `;
        delivered.inc();
        if (endpoint.first_failure_at !== null) {
          await tx`
            update notifier.endpoints set first_failure_at = null, warned_at = null
            where id = ${d.endpoint_id} and account_id = ${d.account_id}
          `;
        }
        return;
      }
      const gone = outcome.statusCode === 410;
      const next = gone ? null : nextAttemptAt({
        firstAttemptAt: d.first_attempt_at,
        now: at,
        failedAttempts: attempts,
        retryAfterSeconds: outcome.retryAfterSeconds,
        random,
      });
      await tx`
        update notifier.deliveries
        set status = ${next ? "pending" : "failed"}, next_attempt_at = ${next ?? at},
            attempts = ${attempts}, last_attempt_at = ${at},
            last_status_code = ${outcome.statusCode}, last_error = ${outcome.error},
            locked_until = null, claim_token = null
        where id = ${d.id} and account_id = ${d.account_id}
      `;
      (next ? willRetry : failed).inc();
      if (endpoint.state !== "active") return;
      if (gone) {
        await disable(
          tx,
          d,
          "It answered 410 Gone",
          `I turned off your webhook ${endpoint.url}: it answered 410 Gone, which says it wants no more events. Say "resend failed webhooks since 3 days ago" to turn it back on and send what it missed, or "remove webhook ${endpoint.url}".`,
          at,
        );
        return;
      }
      const firstFailure = endpoint.first_failure_at ?? at;
      const failingSeconds = (at.getTime() - firstFailure.getTime()) / 1000;
      if (failingSeconds >= DISABLE_AFTER_SECONDS) {
        await disable(
          tx,
          d,
          "Every delivery failed for 3 days",
          `I turned off your webhook ${endpoint.url}: every delivery failed for 3 days (the last time ${
            describeOutcome(outcome)
          }). Once it works again, say "resend failed webhooks since 3 days ago" to turn it back on and send what it missed, or "remove webhook ${endpoint.url}".`,
          at,
        );
        return;
      }
      const warn = failingSeconds >= WARN_AFTER_SECONDS && endpoint.warned_at === null;
      await tx`
        update notifier.endpoints
        set first_failure_at = ${firstFailure}, warned_at = ${warn ? at : endpoint.warned_at}
        where id = ${d.endpoint_id} and account_id = ${d.account_id}
      `;
      if (warn) {
        await enqueueChatNotice(
          tx,
          d.account_id,
          `Your webhook ${endpoint.url} has failed every delivery for a day (the last time ${
            describeOutcome(outcome)
          }). I keep retrying; if it still fails 3 days after the first failure, I will turn it off.`,
          at,
        );
      }
    });
  };
}
