/**
 * When a failed delivery is tried again. After attempt n fails, attempt n+1 comes a random time
 * between 1 second and `RETRY_STEPS_SECONDS[n-1]` later ("full jitter", so that the deliveries
 * of a receiver that comes back do not all arrive at once): up to 30 s, 2 min, 10 min, 30 min,
 * 1 h, 3 h, 6 h, 12 h, then up to 12 h each time, until 3 days after the first attempt, which is
 * the last one; after it the delivery is `failed` (and can be sent again with "resend"). A 429
 * or 503 with `Retry-After` waits exactly that long instead, at most a day.
 * @module
 */

/** The longest wait after each failed attempt, in seconds; the last repeats. */
export const RETRY_STEPS_SECONDS = [30, 120, 600, 1800, 3600, 10_800, 21_600, 43_200] as const;
/** How long after its first attempt a delivery is still tried, in seconds: 3 days. */
export const RETRY_WINDOW_SECONDS = 3 * 86_400;
/** The longest `Retry-After` honoured, in seconds: a day. */
export const MAX_RETRY_AFTER_SECONDS = 86_400;
/** An endpoint failing every attempt for this long gets a warning in the chat, in seconds. */
export const WARN_AFTER_SECONDS = 86_400;
/** An endpoint failing every attempt for this long is disabled, in seconds: 3 days. */
export const DISABLE_AFTER_SECONDS = 3 * 86_400;

/**
 * The wait after `failedAttempts` failed attempts in a row, in seconds: uniformly random in
 * `[1, step]` (full jitter).
 * @param random a number in [0, 1) @default Math.random
 */
export function backoffSeconds(failedAttempts: number, random: () => number = Math.random): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_STEPS_SECONDS.length) - 1;
  const step = RETRY_STEPS_SECONDS[index]!;
  return Math.max(1, Math.ceil(random() * step));
}

/**
 * The seconds a `Retry-After` header asks for (delta seconds or an HTTP date), at most a day, or
 * null when there is none or it can not be read.
 */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (value === null) return null;
  const text = value.trim();
  let seconds: number;
  if (/^\d+$/.test(text)) {
    seconds = Number(text);
  } else if (/^[A-Za-z]{3}/.test(text)) {
    // An HTTP date starts with the day's name: "Wed, 21 Oct 2026 07:28:00 GMT".
    const at = Date.parse(text);
    if (Number.isNaN(at)) return null;
    seconds = Math.ceil((at - now.getTime()) / 1000);
  } else {
    return null;
  }
  return Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_SECONDS);
}

/** What {@link nextAttemptAt} decides from. */
export interface RetryInput {
  /** When the delivery was first attempted. */
  firstAttemptAt: Date;
  /** When the attempt that just failed was made. */
  now: Date;
  /** Failed attempts so far, this one included. */
  failedAttempts: number;
  /** What `Retry-After` asked for, in seconds, when the answer was a 429 or 503 with one. */
  retryAfterSeconds: number | null;
  /** @default Math.random */
  random?: () => number;
}

/** When to try a failed delivery again, or null when its 3 days are over. */
export function nextAttemptAt(input: RetryInput): Date | null {
  const now = input.now.getTime();
  const deadline = input.firstAttemptAt.getTime() + RETRY_WINDOW_SECONDS * 1000;
  if (now >= deadline) return null;
  if (input.retryAfterSeconds !== null) {
    return new Date(now + Math.max(input.retryAfterSeconds, 1) * 1000);
  }
  const wait = backoffSeconds(input.failedAttempts, input.random) * 1000;
  return new Date(Math.min(now + wait, deadline));
}
