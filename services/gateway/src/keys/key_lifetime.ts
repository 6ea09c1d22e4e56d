/**
 * How long a key lives: the operator's limits (`KEY_MAX_DAYS`, `KEY_DEFAULT_DAYS`) and the check
 * of a requested expiry. The gateway decides, as the owner of keys; the chat checks the same
 * limits first (they come with the key list) so that a bad expiry is answered before Confirm.
 * @module
 */
import { AppError, ERROR_CODE } from "@asst/shared";
import { z } from "zod";

/** No key lives longer than this, whatever the operator sets. */
export const KEY_LIFETIME_CEILING_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

const days = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.coerce.number().int().min(1).max(KEY_LIFETIME_CEILING_DAYS).optional(),
);

/** The environment variables of key lifetimes, spread into the gateway's config. */
export const keyLifetimeConfigShape = {
  /** Longest lifetime a key may be given, in days (1–365); unset: 365. */
  KEY_MAX_DAYS: days,
  /** Lifetime of a key created without one, in days (1–365, at most `KEY_MAX_DAYS`); unset: none. */
  KEY_DEFAULT_DAYS: days,
  /** How many days before a key expires the chat says so. */
  KEY_EXPIRY_WARNING_DAYS: z.coerce.number().int().min(1).max(30).default(3),
};

/** The lifetime limits a key is issued under. */
export interface KeyLifetimePolicy {
  /** Longest lifetime, in days. */
  maxDays: number;
  /** Lifetime when none is asked for, in days; null: the key has no end. */
  defaultDays: number | null;
}

/** The policy of a loaded config; refuses a default over the maximum. */
export function keyLifetimePolicy(
  config: { KEY_MAX_DAYS?: number | undefined; KEY_DEFAULT_DAYS?: number | undefined },
): KeyLifetimePolicy {
  const maxDays = config.KEY_MAX_DAYS ?? KEY_LIFETIME_CEILING_DAYS;
  const defaultDays = config.KEY_DEFAULT_DAYS ?? null;
  if (defaultDays !== null && defaultDays > maxDays) {
    throw new Error(
      `KEY_DEFAULT_DAYS (${defaultDays}) is more than KEY_MAX_DAYS (${maxDays}); lower it`,
    );
  }
  return { maxDays, defaultDays };
}

/**
 * The expiry a new key gets: the one asked for, else the default.
 * @throws {AppError} 422 `invalid_body` for an expiry not in the future or past the maximum
 */
export function expiryFor(
  requested: Date | null,
  now: Date,
  policy: KeyLifetimePolicy,
): Date | null {
  if (requested === null) {
    return policy.defaultDays === null
      ? null
      : new Date(now.getTime() + policy.defaultDays * DAY_MS);
  }
  if (requested.getTime() <= now.getTime()) {
    throw new AppError(
      ERROR_CODE.invalidBody,
      `That expiry (${requested.toISOString()}) is not in the future; pick a later date`,
    );
  }
  const latest = new Date(now.getTime() + policy.maxDays * DAY_MS);
  if (requested.getTime() > latest.getTime()) {
    throw new AppError(
      ERROR_CODE.invalidBody,
      `A key may live at most ${policy.maxDays} days (until ${latest.toISOString()}); pick an earlier date`,
    );
  }
  return requested;
}
