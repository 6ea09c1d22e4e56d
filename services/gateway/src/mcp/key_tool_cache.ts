/**
 * The tools each key may use, as the assistant lists them, kept per account for the MCP
 * endpoint, so that a `tools/call` does not ask the assistant for the list every time.
 * @module
 */
import { ContextCache, type Permissions } from "@asst/shared";

/** Options of {@link KeyToolCache}. */
export interface KeyToolCacheOptions {
  /** How long a list is trusted, in milliseconds. @default 30000 */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The tool names per account and permissions. The list depends on the permissions (in the key)
 * and on the account's Business Mode (in the assistant): a change of the account's context in
 * the assistant drops the account's lists (`assistant.context.changed`, on every gateway), a lost
 * bus connection drops all, and the TTL bounds a missed broadcast. The assistant checks every
 * call's permissions again whatever this says.
 */
export class KeyToolCache {
  readonly #lists: ContextCache<Map<string, string[]>>;

  constructor(options: KeyToolCacheOptions = {}) {
    this.#lists = new ContextCache({
      ttlMs: options.ttlMs ?? 30_000,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The names for the account and permissions: kept, or `load()`ed and kept. */
  async get(
    accountId: string,
    permissions: Permissions,
    load: () => Promise<string[]>,
  ): Promise<string[]> {
    // The account's lists, one per set of permissions; a list loaded while the account's context
    // changed lands in a map the cache has dropped, so it is not kept.
    const lists = await this.#lists.get(accountId, () => Promise.resolve(new Map()));
    const key = JSON.stringify(permissions);
    const kept = lists.get(key);
    if (kept) return kept;
    const loaded = await load();
    lists.set(key, loaded);
    return loaded;
  }

  /** Drops the account's lists (its Business Mode or other context changed). */
  invalidate(accountId: string): void {
    this.#lists.invalidate(accountId);
  }

  /** Drops every list (after a lost bus connection). */
  clear(): void {
    this.#lists.clear();
  }
}
