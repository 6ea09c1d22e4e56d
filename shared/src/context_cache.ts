/**
 * A short-lived cache of what a request reads per account (in the assistant the profile, the
 * non-private memories and Business Mode; in the gateway the tools a key may use), dropped for
 * an account whenever it changes: by this replica's writes at once, by other replicas' and
 * services' through the `assistant.context.changed` broadcast, and entirely after a lost bus
 * connection (when broadcasts may have been missed). The TTL bounds a missed broadcast.
 * @module
 */

/** Options of {@link ContextCache}. */
export interface ContextCacheOptions {
  /** How long an entry is trusted, in milliseconds. @default 30000 */
  ttlMs?: number;
  /** Most accounts kept. @default 10000 */
  maxEntries?: number;
  now?: () => number;
}

/** Values of type `T` per account, loaded on a miss. */
export class ContextCache<T> {
  readonly #ttlMs: number;
  readonly #max: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, { value: T; until: number }>();
  /** Bumped by every invalidation, so a load that raced with a change is not kept. */
  readonly #generation = new Map<string, number>();
  #epoch = 0;

  constructor(options: ContextCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#max = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** The account's value: cached, or `load()`ed (and kept unless it changed meanwhile). */
  async get(accountId: string, load: () => Promise<T>): Promise<T> {
    const now = this.#now();
    const hit = this.#entries.get(accountId);
    if (hit && hit.until > now) return hit.value;
    const before = this.#stamp(accountId);
    const value = await load();
    if (this.#stamp(accountId) === before) {
      if (this.#entries.size >= this.#max) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(accountId, { value, until: now + this.#ttlMs });
    }
    return value;
  }

  /** Drops the account's value (it changed). */
  invalidate(accountId: string): void {
    this.#entries.delete(accountId);
    this.#generation.set(accountId, (this.#generation.get(accountId) ?? 0) + 1);
    if (this.#generation.size > this.#max) this.#generation.clear(), this.#epoch++;
  }

  /** Drops everything (after a lost bus connection). */
  clear(): void {
    this.#entries.clear();
    this.#generation.clear();
    this.#epoch++;
  }

  #stamp(accountId: string): string {
    return `${this.#epoch}:${this.#generation.get(accountId) ?? 0}`;
  }
}
