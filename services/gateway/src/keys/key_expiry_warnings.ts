/**
 * The chat's warning that a key is about to expire: a sweep over the keys that end within
 * `KEY_EXPIRY_WARNING_DAYS`, each told once through `proposals.chat.send` (as the notifier's
 * notices are).
 * @module
 */
import { type BatchLoop, batchLoop, call, type Logger, proposalsSubjects } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import type { ExpiringKey, KeyStore } from "./key_store.ts";

/** Keys claimed per batch. */
const BATCH = 100;
/** How often the sweep runs, in milliseconds: hourly is early enough for a warning days ahead. */
const SWEEP_EVERY_MS = 3_600_000;

/** Options of {@link expiryWarner}. */
export interface ExpiryWarnerOptions {
  store: Pick<KeyStore, "claimExpiring" | "unclaimExpiring">;
  bus: Bus;
  log: Logger;
  /** How many days ahead a key's end is announced. */
  withinDays: number;
}

/** The chat text that announces a key's end. */
export function expiryWarningText(key: ExpiringKey): string {
  return `Your API key "${key.label}" (…${key.last4}) expires at ` +
    `${key.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC. To keep going without ` +
    `a gap, say "rotate API key ${key.label}": you get a new key with the same permissions, and ` +
    "this one keeps working for 24 hours.";
}

/**
 * A loop that claims expiring keys and tells their owners. A notice the chat did not take is
 * unclaimed, so the next sweep tries again.
 */
export function expiryWarner(options: ExpiryWarnerOptions): BatchLoop {
  const { store, bus, log } = options;
  return batchLoop({
    runOnce: async () => {
      const { claimed, warn } = await store.claimExpiring(options.withinDays, BATCH);
      let failed = 0;
      for (const key of warn) {
        try {
          await call(bus, proposalsSubjects.chatSend, {
            account_id: key.accountId,
            messages: [{ text: expiryWarningText(key) }],
          });
        } catch (err) {
          log.warn("could not warn of a key's expiry; will retry", {
            account_id: key.accountId,
            err,
          });
          await store.unclaimExpiring(key.keyId);
          failed++;
        }
      }
      // A batch with a failure is not "full": the next try waits for the interval.
      return failed > 0 ? 0 : claimed;
    },
    batchSize: BATCH,
    defaultIntervalMs: SWEEP_EVERY_MS,
    log,
    failure: "could not sweep expiring keys",
  });
}
