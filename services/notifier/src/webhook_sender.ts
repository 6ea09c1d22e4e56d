import { URL_REFUSAL, UrlRefusedError } from "@asst/shared";
import { createOutboundClient, type OutboundPolicy } from "@asst/shared/outbound";
import type { ClaimedDelivery, Outcome } from "./_delivery.ts";
import { parseRetryAfter } from "./retry_schedule.ts";
import { EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from "./signature.ts";
import { WebhookSecretDecryptError, type WebhookSecrets } from "./webhook_secrets.ts";

/** The User-Agent deliveries are sent with. */
export const WEBHOOK_USER_AGENT = "AssistantInterface-Webhooks/1.0 (delivers a user's events)";

/** Options of {@link createWebhookSender}. */
export interface WebhookSenderOptions extends OutboundPolicy {
  secrets: WebhookSecrets;
  /** Replaces the connection made after the address check (tests answering without a socket). */
  fetch?: (request: Request) => Promise<Response>;
  /** The clock, for a `Retry-After` given as a date. */
  now: () => Date;
  /** How long a receiver has to answer, DNS check included, in milliseconds. */
  timeoutMs: number;
}

/** The part of a receiver's answer read, at most (the body is discarded). */
const MAX_ANSWER_BYTES = 64_000;

/**
 * Makes one attempt to send a delivery through the outbound client (`@asst/shared/outbound`): the
 * host is resolved and checked again (SSRF, DNS may have changed) and the connection goes to the
 * address checked, then the body is `POST`ed signed with the endpoint's secret (and its previous
 * one while that is still valid), redirects not followed. Never throws: every failure is an
 * {@link Outcome} with a reason the user can read.
 */
export function createWebhookSender(
  options: WebhookSenderOptions,
): (d: ClaimedDelivery, at: Date) => Promise<Outcome> {
  const { secrets, allowPrivate, timeoutMs } = options;
  const clock = options.now;
  const send = options.fetch;
  const client = createOutboundClient({
    allowPrivate,
    schemes: allowPrivate ? ["https:", "http:"] : ["https:"],
    timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
    maxRedirects: 0,
    userAgent: WEBHOOK_USER_AGENT,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    ...(options.addressPolicy ? { addressPolicy: options.addressPolicy } : {}),
    ...(options.caCerts ? { caCerts: options.caCerts } : {}),
    ...(send ? { send: (request: Request) => send(request) } : {}),
  });

  const signingSecrets = async (d: ClaimedDelivery, at: Date): Promise<string[]> => {
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

  return async (d: ClaimedDelivery, at: Date): Promise<Outcome> => {
    try {
      const signature = await signatureHeader(
        await signingSecrets(d, at),
        Math.floor(at.getTime() / 1000),
        d.body,
      );
      const res = await client.fetch(d.url, {
        method: "POST",
        redirect: "manual",
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
      const error = err instanceof UrlRefusedError && err.code === URL_REFUSAL.timeout
        ? `No answer within ${timeoutMs / 1000} s`
        : err instanceof UrlRefusedError
        ? `Not sent: ${err.message}`
        : err instanceof WebhookSecretDecryptError
        ? err.message
        : `Could not connect: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
      return { statusCode: null, error, retryAfterSeconds: null };
    }
  };
}
