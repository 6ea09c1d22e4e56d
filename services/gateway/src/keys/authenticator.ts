import { AppError, ERROR_CODE, type Logger } from "@asst/shared";
import { type Fingerprinter, isWellFormedApiKey } from "./api_key.ts";
import type { KeyPrincipal, KeyStore } from "./key_store.ts";

/** OAuth access tokens, looked up like keys (by fingerprint); their principal's key id is the grant's. */
export interface AccessTokenLookup {
  /** The principal of an unrevoked access token (an expired one too), or null. */
  findAccess(fingerprint: string): Promise<KeyPrincipal | null>;
  /** Records that the grant was used now. */
  touch(grantId: string): Promise<void>;
}

/** The prefix of every OAuth access token. */
const ACCESS_TOKEN_PREFIX = "asst_at_";
const ACCESS_TOKEN_SHAPE = /^asst_at_[0-9A-Za-z]{40}$/;
import type { Context } from "hono";

/** Options of {@link Authenticator}. */
export interface AuthenticatorOptions {
  store: KeyStore;
  /** OAuth access tokens, accepted where the caller says so (the MCP endpoint). */
  tokens?: AccessTokenLookup;
  fingerprinter: Fingerprinter;
  log: Logger;
  /**
   * How long a found key is trusted without asking the database, in milliseconds. Revocation
   * reaches every replica at once by broadcast; this bounds the damage of a missed broadcast.
   * @default 30000
   */
  cacheTtlMs?: number;
  /** Most keys kept in the cache. @default 10000 */
  cacheSize?: number;
  /** Least time between two `last_used_at` updates of one key, in milliseconds. @default 60000 */
  touchEveryMs?: number;
  now?: () => number;
}

const CHALLENGE = 'Bearer realm="assistant"';

function unauthorized(
  detail: string,
  invalidToken: boolean,
  code: typeof ERROR_CODE.unauthorized | typeof ERROR_CODE.keyExpired = ERROR_CODE.unauthorized,
): AppError {
  return new AppError(code, detail, {
    headers: {
      "www-authenticate": invalidToken ? `${CHALLENGE}, error="invalid_token"` : CHALLENGE,
    },
  });
}

/**
 * A known key refused: past its end, or used from outside its networks. It carries the key's
 * principal, so that the refusal counts as that key's (per-key activity); the key never leaves
 * the gateway in it.
 */
export class KeyRefusedError extends AppError {
  readonly principal: KeyPrincipal;

  constructor(principal: KeyPrincipal, refusal: AppError) {
    super(refusal.code, refusal.message, { headers: refusal.headers });
    this.name = "KeyRefusedError";
    this.principal = principal;
  }
}

/**
 * Turns an `Authorization` header into the key's account and permissions: shape and checksum
 * first (no lookup for a mistyped key), then the fingerprint in a short-lived cache or the
 * database. Never logs or echoes the key.
 */
export class Authenticator {
  readonly #o: Required<Omit<AuthenticatorOptions, "store" | "fingerprinter" | "log" | "tokens">>;
  readonly #tokens: AccessTokenLookup | undefined;
  readonly #store: KeyStore;
  readonly #fingerprinter: Fingerprinter;
  readonly #log: Logger;
  readonly #cache = new Map<string, { principal: KeyPrincipal; until: number }>();
  readonly #touched = new Map<string, number>();

  constructor(options: AuthenticatorOptions) {
    this.#store = options.store;
    this.#tokens = options.tokens;
    this.#fingerprinter = options.fingerprinter;
    this.#log = options.log;
    this.#o = {
      cacheTtlMs: options.cacheTtlMs ?? 30_000,
      cacheSize: options.cacheSize ?? 10_000,
      touchEveryMs: options.touchEveryMs ?? 60_000,
      now: options.now ?? Date.now,
    };
  }

  /**
   * @throws {AppError} 401 with `WWW-Authenticate: Bearer` when the key is missing or not valid,
   *   `key_expired` when its lifetime is over (checked against the cached principal, so it costs
   *   no lookup)
   * @throws {AppError} 403 `ip_not_allowed` when the key is limited to networks and `from` (the
   *   client's address, asked only then) is in none of them
   * @param acceptTokens whether an OAuth access token is accepted here (only at the MCP
   *   endpoint, the one resource tokens are bound to)
   */
  async authenticate(
    authorization: string | undefined,
    from: () => string = () => "unknown",
    acceptTokens = false,
  ): Promise<KeyPrincipal> {
    if (!authorization || authorization.trim() === "") {
      throw unauthorized(
        'Missing API key: send the header "Authorization: Bearer <key>"; ask the assistant in the chat for a key',
        false,
      );
    }
    const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(authorization);
    if (!match) {
      throw unauthorized('The Authorization header must be "Bearer <key>"', true);
    }
    const key = match[1]!;
    if (key.startsWith(ACCESS_TOKEN_PREFIX)) return await this.#token(key, acceptTokens);
    if (!isWellFormedApiKey(key)) {
      throw unauthorized("That is not a valid API key; check that it was copied whole", true);
    }
    const now = this.#o.now();
    const principal = await this.#lookUp(key, now, (fp) => this.#store.findActive(fp));
    if (!principal) {
      throw unauthorized("This API key is not valid: it was revoked or never existed", true);
    }
    if (principal.expiresAt !== null && principal.expiresAt <= now) {
      const at = new Date(principal.expiresAt).toISOString();
      throw new KeyRefusedError(
        principal,
        unauthorized(
          principal.replaced
            ? `This API key was rotated and stopped working at ${at}; use the key that replaced ` +
              'it, or ask the assistant in the chat for a new one ("create an API key")'
            : `This API key expired at ${at}; ask the assistant in the chat for a new one ` +
              '("create an API key", or "rotate API key <name>" before a key expires)',
          true,
          ERROR_CODE.keyExpired,
        ),
      );
    }
    if (principal.networks !== null) {
      const address = from();
      if (!principal.networks.admits(address)) {
        throw new KeyRefusedError(
          principal,
          new AppError(
            ERROR_CODE.ipNotAllowed,
            `This API key may only be used from its allowed networks; this request came from ` +
              `${address}. Use it from an allowed network, or ask the assistant in the chat for a ` +
              "key allowed from there",
          ),
        );
      }
    }
    this.#touch(principal.keyId, now, (id) => this.#store.touch(id), "could not record key use");
    return principal;
  }

  /**
   * The principal of a key or token: its fingerprint in the cache while fresh, else `find` in the
   * database (a found one is cached; a missing one is forgotten).
   */
  async #lookUp(
    secret: string,
    now: number,
    find: (fingerprint: string) => Promise<KeyPrincipal | null>,
  ): Promise<KeyPrincipal | null> {
    const fingerprint = await this.#fingerprinter.fingerprint(secret);
    const cached = this.#cache.get(fingerprint);
    if (cached && cached.until > now) return cached.principal;
    const principal = await find(fingerprint);
    if (principal) this.#remember(fingerprint, principal, now);
    else this.#cache.delete(fingerprint);
    return principal;
  }

  async #token(token: string, accepted: boolean): Promise<KeyPrincipal> {
    if (!accepted || !this.#tokens) {
      throw unauthorized(
        "An OAuth access token is valid only at the MCP endpoint (/api/assistant/v1/mcp); " +
          "use an API key here",
        true,
      );
    }
    if (!ACCESS_TOKEN_SHAPE.test(token)) {
      throw unauthorized("That is not a valid access token; sign in again", true);
    }
    const tokens = this.#tokens;
    const now = this.#o.now();
    const principal = await this.#lookUp(token, now, (fp) => tokens.findAccess(fp));
    if (!principal) {
      throw unauthorized(
        "This access token is not valid: the app was disconnected, or the token never existed",
        true,
      );
    }
    if (principal.expiresAt !== null && principal.expiresAt <= now) {
      throw new KeyRefusedError(
        principal,
        unauthorized("This access token expired; the app should use its refresh token", true),
      );
    }
    this.#touch(
      principal.keyId,
      now,
      (id) => tokens.touch(id),
      "could not record a connected app's use",
    );
    return principal;
  }

  /** Forgets cached keys, so their next use asks the database (after a revocation). */
  invalidate(fingerprints: string[]): void {
    for (const f of fingerprints) this.#cache.delete(f);
  }

  /** Forgets every cached key (after a lost bus connection, when broadcasts may be missed). */
  clear(): void {
    this.#cache.clear();
  }

  #remember(fingerprint: string, principal: KeyPrincipal, now: number): void {
    if (this.#cache.size >= this.#o.cacheSize) {
      const oldest = this.#cache.keys().next();
      if (!oldest.done) this.#cache.delete(oldest.value);
    }
    this.#cache.set(fingerprint, { principal, until: now + this.#o.cacheTtlMs });
  }

  /** Records a key's or a connected app's use (`record`), at most once per `touchEveryMs`. */
  #touch(keyId: string, now: number, record: (id: string) => Promise<void>, failure: string): void {
    const last = this.#touched.get(keyId) ?? 0;
    if (now - last < this.#o.touchEveryMs) return;
    this.#touched.set(keyId, now);
    if (this.#touched.size > this.#o.cacheSize) this.#touched.clear();
    record(keyId).catch((err) => this.#log.warn(failure, { err }));
  }
}

/**
 * The request's key, as {@link Authenticator.authenticate} finds it; when a known key is refused
 * (expired, or from outside its networks), its principal is put on the context before the
 * refusal is thrown, for per-key activity.
 */
export async function authenticated(
  c: Context,
  authenticator: Authenticator,
  from: () => string,
  acceptTokens = false,
): Promise<KeyPrincipal> {
  try {
    return await authenticator.authenticate(c.req.header("authorization"), from, acceptTokens);
  } catch (err) {
    if (err instanceof KeyRefusedError) c.set("principal", err.principal);
    throw err;
  }
}
