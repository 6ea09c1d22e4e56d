import { batchLoop, type HostResolver, type Logger, UrlRefusedError } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import type { Sql, TransactionSql } from "@asst/shared/db";
import { counter } from "@asst/shared/http";
import { createChatNoticeSender, enqueueChatNotice } from "./chat_notices.ts";
import {
  DISABLE_AFTER_SECONDS,
  nextAttemptAt,
  parseRetryAfter,
  WARN_AFTER_SECONDS,
} from "./retry_schedule.ts";
import { EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from "./signature.ts";
import { checkWebhookUrl } from "./webhook_url.ts";
import { WebhookSecretDecryptError, type WebhookSecrets } from "./webhook_secrets.ts";

const deliveryAttempts = counter(
  "webhook_delivery_attempts_total",
  "Webhook delivery attempts by outcome: delivered, will_retry, or failed (given up).",
  ["outcome"],
);
const delivered = deliveryAttempts.labels("delivered");
const willRetry = deliveryAttempts.labels("will_retry");
const failed = deliveryAttempts.labels("failed");

/** The User-Agent deliveries are sent with. */
export const WEBHOOK_USER_AGENT = "AssistantInterface-Webhooks/1.0 (delivers a user's events)";

/** Options of {@link createDeliveryWorker}. */
export interface DeliveryWorkerOptions {
  sql: Sql;
  /** Where chat notices go (`proposals.chat.send`). */
  bus: Bus;
  log: Logger;
  secrets: WebhookSecrets;
  /** Send to `http://` and loopback or private hosts (env `WEBHOOK_ALLOW_PRIVATE_URLS`). */
  allowPrivate: boolean;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** @default A and AAAA records with `Deno.resolveDns` */
  resolveHost?: HostResolver;
  /** How long a receiver has to answer, DNS check included, in milliseconds. @default 10000 */
  timeoutMs?: number;
  /** Deliveries claimed per run, sent in parallel. @default 20 */
  batchSize?: number;
  /** The jitter's random numbers in [0, 1). @default Math.random */
  random?: () => number;
}

/** The loop that sends webhook deliveries. */
export interface DeliveryWorker {
  /** Sends the due deliveries of one batch, then the due chat notices. @returns deliveries tried */
  runOnce(): Promise<number>;
  /** Runs {@link runOnce} every `intervalMs` (at once again while batches are full). @default 500 */
  start(intervalMs?: number): void;
  /** Makes the started loop run soon (new deliveries are waiting); runs never overlap. */
  wake(): void;
  /** Ends the loop after the batch in flight. */
  stop(): Promise<void>;
}

interface Claimed {
  id: string;
  account_id: string;
  endpoint_id: string;
  event_type: string;
  body: string;
  attempts: number;
  first_attempt_at: Date;
  url: string;
  secret_ciphertext: Uint8Array;
  secret_iv: Uint8Array;
  previous_secret_ciphertext: Uint8Array | null;
  previous_secret_iv: Uint8Array | null;
  previous_valid_until: Date | null;
}

/** How one attempt ended. */
interface Outcome {
  statusCode: number | null;
  /** Why it failed, for the user; null on success. */
  error: string | null;
  /** Seconds asked for by a 429 or 503 with `Retry-After`. */
  retryAfterSeconds: number | null;
}

interface EndpointRow {
  url: string;
  state: string;
  first_failure_at: Date | null;
  warned_at: Date | null;
}

const isSuccess = (o: Outcome) =>
  o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;

/** What the last attempt did, for a chat message: "it answered 500". */
function describe(outcome: Outcome): string {
  return outcome.statusCode !== null ? `it answered ${outcome.statusCode}` : outcome.error ?? "";
}

/**
 * Sends webhook deliveries at least once. A batch of due deliveries is claimed in one statement
 * (`FOR UPDATE SKIP LOCKED`, then `locked_until` = now + 2 × timeout and a claim token), so
 * replicas never send one delivery at the same time and the claim of a replica that died expires.
 * Each is sent outside any transaction: the URL is checked again (SSRF, DNS may have changed),
 * then `POST`ed signed, redirects not followed. The result is stored under the endpoint's row
 * lock: 2xx delivered; 410 disables the endpoint and cancels its other deliveries; anything else
 * is retried on the schedule of `retry_schedule.ts`. An endpoint failing every attempt for a day
 * gets a warning in the chat, for 3 days is disabled (and the user told).
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { sql, log, secrets, allowPrivate } = options;
  const clock = options.now ?? (() => new Date());
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const batchSize = options.batchSize ?? 20;
  const random = options.random ?? Math.random;
  const notices = createChatNoticeSender({ sql, bus: options.bus, log, now: clock });

  const claim = async (token: string): Promise<Claimed[]> => {
    const now = clock();
    const lockedUntil = new Date(now.getTime() + timeoutMs * 2);
    return await sql<Claimed[]>`
      with claimed as (
        update notifier.deliveries d
        set status = 'delivering', locked_until = ${lockedUntil}, claim_token = ${token},
            first_attempt_at = coalesce(d.first_attempt_at, ${now})
        where d.id in (
          select due.id from notifier.deliveries due
          join notifier.endpoints e on e.id = due.endpoint_id and e.account_id = due.account_id
          where e.state = 'active'
            and ((due.status = 'pending' and due.next_attempt_at <= ${now})
              or (due.status = 'delivering' and due.locked_until <= ${now}))
          order by due.next_attempt_at
          limit ${batchSize}
          for update of due skip locked
        )
        returning d.id, d.account_id, d.endpoint_id, d.event_type, d.body, d.attempts,
                  d.first_attempt_at
      )
      select c.*, e.url, e.secret_ciphertext, e.secret_iv, e.previous_secret_ciphertext,
             e.previous_secret_iv, e.previous_valid_until
      from claimed c
      join notifier.endpoints e on e.id = c.endpoint_id and e.account_id = c.account_id
    `;
  };

  const signingSecrets = async (d: Claimed, at: Date): Promise<string[]> => {
    const out = [
      await secrets.open(
        { ciphertext: d.secret_ciphertext, iv: d.secret_iv },
        d.account_id,
        d.endpoint_id,
      ),
    ];
    if (
      d.previous_secret_ciphertext && d.previous_secret_iv && d.previous_valid_until &&
      d.previous_valid_until.getTime() > at.getTime()
    ) {
      out.push(
        await secrets.open(
          { ciphertext: d.previous_secret_ciphertext, iv: d.previous_secret_iv },
          d.account_id,
          d.endpoint_id,
        ),
      );
    }
    return out;
  };

  const send = async (d: Claimed, at: Date): Promise<Outcome> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const { signal } = controller;
    try {
      const url = await checkWebhookUrl(d.url, {
        allowPrivate,
        signal,
        ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
      });
      const signature = await signatureHeader(
        await signingSecrets(d, at),
        Math.floor(at.getTime() / 1000),
        d.body,
      );
      const res = await fetchFn(url, {
        method: "POST",
        redirect: "manual",
        signal,
        headers: {
          "content-type": "application/json",
          "user-agent": WEBHOOK_USER_AGENT,
          [EVENT_HEADER]: d.event_type,
          [SIGNATURE_HEADER]: signature,
        },
        body: d.body,
      });
      await res.body?.cancel().catch(() => {});
      const status = res.status;
      if (status >= 200 && status < 300) {
        return { statusCode: status, error: null, retryAfterSeconds: null };
      }
      const retryAfterSeconds = status === 429 || status === 503
        ? parseRetryAfter(res.headers.get("retry-after"), clock())
        : null;
      const error = status >= 300 && status < 400
        ? `Answered ${status}, a redirect, which is not followed; register the final address`
        : `Answered ${status}`;
      return { statusCode: status, error, retryAfterSeconds };
    } catch (err) {
      const error = err instanceof UrlRefusedError
        ? `Not sent: ${err.message}`
        : signal.aborted
        ? `No answer within ${timeoutMs / 1000} s`
        : err instanceof WebhookSecretDecryptError
        ? err.message
        : `Could not connect: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
      return { statusCode: null, error, retryAfterSeconds: null };
    } finally {
      clearTimeout(timer);
    }
  };

  /** Disables an endpoint, cancels its waiting deliveries, and queues the chat notice. */
  const disable = async (
    tx: TransactionSql,
    d: Claimed,
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

  const record = async (
    d: Claimed,
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
            describe(outcome)
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
            describe(outcome)
          }). I keep retrying; if it still fails 3 days after the first failure, I will turn it off.`,
          at,
        );
      }
    });
  };

  const deliver = async (d: Claimed, token: string): Promise<void> => {
    const at = clock();
    const started = performance.now();
    const outcome = await send(d, at);
    const durationMs = performance.now() - started;
    await record(d, token, outcome, at, durationMs);
    log.info("webhook attempt", {
      delivery_id: d.id,
      endpoint_id: d.endpoint_id,
      event_type: d.event_type,
      status_code: outcome.statusCode,
      ok: isSuccess(outcome),
      attempt: d.attempts + 1,
    });
  };

  const runOnce = async (): Promise<number> => {
    const token = crypto.randomUUID();
    const claimed = await claim(token);
    const results = await Promise.allSettled(claimed.map((d) => deliver(d, token)));
    for (const [i, r] of results.entries()) {
      if (r.status === "rejected") {
        // Its claim runs out and a later run sends it again.
        log.warn("webhook attempt could not be stored; will retry", {
          delivery_id: claimed[i]!.id,
          err: r.reason,
        });
      }
    }
    try {
      await notices.sendDue();
    } catch (err) {
      log.warn("chat notices could not be sent; will retry", { err });
    }
    return claimed.length;
  };

  return batchLoop({
    runOnce,
    batchSize,
    defaultIntervalMs: 500,
    log,
    failure: "delivery worker failed; will retry",
  });
}
