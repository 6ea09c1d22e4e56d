import { batchLoop, type Logger } from "@asst/shared";
import type { OutboundPolicy } from "@asst/shared/outbound";
import type { Bus } from "@asst/shared/bus";
import type { Sql } from "@asst/shared/db";
import { type ClaimedDelivery, isSuccess } from "./_delivery.ts";
import { createChatNoticeSender } from "./chat_notices.ts";
import { createDeliveryRecorder } from "./delivery_recorder.ts";
import { createWebhookSender } from "./webhook_sender.ts";
import type { WebhookSecrets } from "./webhook_secrets.ts";

export { WEBHOOK_USER_AGENT } from "./webhook_sender.ts";

/** Options of {@link createDeliveryWorker}. */
export interface DeliveryWorkerOptions extends OutboundPolicy {
  sql: Sql;
  /** Where chat notices go (`proposals.chat.send`). */
  bus: Bus;
  log: Logger;
  secrets: WebhookSecrets;
  /** Send to `http://` and loopback or private hosts (env `WEBHOOK_ALLOW_PRIVATE_URLS`). */
  allowPrivate: boolean;
  /** Replaces the connection made after the address check (tests). @default a socket */
  fetch?: (request: Request) => Promise<Response>;
  /** The clock. @default () => new Date() */
  now?: () => Date;
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

/**
 * Sends webhook deliveries at least once. A batch of due deliveries is claimed in one statement
 * (`FOR UPDATE SKIP LOCKED`, then `locked_until` = now + 2 × timeout and a claim token), so
 * replicas never send one delivery at the same time and the claim of a replica that died expires.
 * Each is sent outside any transaction (`webhook_sender.ts`) through the outbound client: the host
 * is resolved and checked again (SSRF, DNS may have changed) and the connection goes to the address
 * checked, then `POST`ed signed, redirects not followed. The result is stored under the
 * endpoint's row lock (`delivery_recorder.ts`): 2xx delivered; 410 disables the endpoint and
 * cancels its other deliveries; anything else is retried on the schedule of `retry_schedule.ts`.
 * An endpoint failing every attempt for a day gets a warning in the chat, for 3 days is disabled
 * (and the user told).
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { sql, log, secrets, allowPrivate } = options;
  const clock = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;
  const batchSize = options.batchSize ?? 20;
  const random = options.random ?? Math.random;
  const notices = createChatNoticeSender({ sql, bus: options.bus, log, now: clock });
  const send = createWebhookSender({
    secrets,
    allowPrivate,
    now: clock,
    timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    ...(options.addressPolicy ? { addressPolicy: options.addressPolicy } : {}),
    ...(options.caCerts ? { caCerts: options.caCerts } : {}),
  });
  const record = createDeliveryRecorder({ sql, log, random });

  const claim = async (token: string): Promise<ClaimedDelivery[]> => {
    const now = clock();
    const lockedUntil = new Date(now.getTime() + timeoutMs * 2);
    return await sql<ClaimedDelivery[]>`
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

  const deliver = async (d: ClaimedDelivery, token: string): Promise<void> => {
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
