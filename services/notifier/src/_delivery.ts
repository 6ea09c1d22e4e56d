/**
 * What the delivery worker's parts pass between them: a claimed delivery with its endpoint's URL
 * and sealed secrets, and how one attempt to send it ended.
 * @module
 */

/** A delivery claimed for one attempt, with what sending it needs from its endpoint. */
export interface ClaimedDelivery {
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
export interface Outcome {
  statusCode: number | null;
  /** Why it failed, for the user; null on success. */
  error: string | null;
  /** Seconds asked for by a 429 or 503 with `Retry-After`. */
  retryAfterSeconds: number | null;
}

/** True when the receiver answered 2xx. */
export const isSuccess = (o: Outcome): boolean =>
  o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;

/** What the last attempt did, for a chat message: "it answered 500". */
export function describeOutcome(outcome: Outcome): string {
  return outcome.statusCode !== null ? `it answered ${outcome.statusCode}` : outcome.error ?? "";
}
