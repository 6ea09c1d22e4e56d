import {
  AppError,
  ERROR_CODE,
  EVENT_TYPES,
  type EventType,
  type HostResolver,
  UrlRefusedError,
  type WebhookEndpoint,
} from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { checkWebhookUrl, urlVariants } from "./webhook_url.ts";
import { generateWebhookSecret, type WebhookSecrets } from "./webhook_secrets.ts";

/** Most endpoints one account may have. */
export const MAX_ENDPOINTS_PER_ACCOUNT = 10;
/** How long a rotated-out secret still signs deliveries, in milliseconds: 24 hours. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60 * 1000;
/** Recent deliveries shown per endpoint. */
const RECENT_DELIVERIES = 5;

/** Options of {@link EndpointStore}. */
export interface EndpointStoreOptions {
  sql: Sql;
  secrets: WebhookSecrets;
  /** Accept `http://` and loopback or private hosts (env `WEBHOOK_ALLOW_PRIVATE_URLS`). */
  allowPrivate: boolean;
  /** @default A and AAAA records with `Deno.resolveDns` */
  resolveHost?: HostResolver;
  /** The clock. @default () => new Date() */
  now?: () => Date;
}

interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  state: "active" | "disabled";
  disabled_reason: string | null;
  created_at: Date;
}

interface RecentRow {
  endpoint_id: string;
  last_attempt_at: Date;
  event_type: EventType;
  event_id: string;
  last_status_code: number | null;
  status: string;
}

function toEndpoint(row: EndpointRow, recent: RecentRow[]): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((e): e is EventType => (EVENT_TYPES as string[]).includes(e)),
    state: row.state,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at.toISOString(),
    recent_deliveries: recent.map((r) => ({
      at: r.last_attempt_at.toISOString(),
      event: r.event_type,
      event_id: r.event_id,
      status_code: r.last_status_code,
      ok: r.status === "delivered",
    })),
  };
}

const ENDPOINT_COLUMNS = ["id", "url", "events", "state", "disabled_reason", "created_at"];

/**
 * The webhook endpoints of each account: registration (URL checked, secret generated and stored
 * encrypted), listing with recent deliveries, removal, secret rotation and resending. Every
 * query filters by the account.
 */
export class EndpointStore {
  readonly #sql: Sql;
  readonly #secrets: WebhookSecrets;
  readonly #allowPrivate: boolean;
  readonly #resolveHost: HostResolver | undefined;
  readonly #now: () => Date;

  constructor(options: EndpointStoreOptions) {
    this.#sql = options.sql;
    this.#secrets = options.secrets;
    this.#allowPrivate = options.allowPrivate;
    this.#resolveHost = options.resolveHost;
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * Registers an endpoint for `events`; the reply holds its new signing secret, which is not
   * stored anywhere in clear and is not shown again.
   * @throws {AppError} 422 for a URL that is not https or not public, 409 for a URL the account
   *   already has or past {@link MAX_ENDPOINTS_PER_ACCOUNT}
   */
  async register(
    accountId: string,
    rawUrl: string,
    events: readonly EventType[],
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    let url: string;
    try {
      url = (await checkWebhookUrl(rawUrl.trim(), {
        allowPrivate: this.#allowPrivate,
        ...(this.#resolveHost ? { resolveHost: this.#resolveHost } : {}),
      })).href;
    } catch (err) {
      if (err instanceof UrlRefusedError) {
        throw new AppError(ERROR_CODE.invalidBody, err.message, { cause: err });
      }
      throw err;
    }
    const kinds = EVENT_TYPES.filter((t) => events.includes(t));
    const id = crypto.randomUUID();
    const secret = generateWebhookSecret();
    const sealed = await this.#secrets.seal(secret, accountId, id);
    const row = await this.#sql.begin(async (tx) => {
      // One registration per account at a time, so two cannot pass the limit together.
      await tx`select pg_advisory_xact_lock(hashtext(${"notifier.endpoints:" + accountId}))`;
      const existing = await tx<{ url: string }[]>`
        select url from notifier.endpoints where account_id = ${accountId}
      `;
      if (existing.some((e) => e.url === url)) {
        throw new AppError(
          ERROR_CODE.conflict,
          `You already have a webhook at "${url}"; remove it first to register it again, or rotate its secret`,
        );
      }
      if (existing.length >= MAX_ENDPOINTS_PER_ACCOUNT) {
        throw new AppError(
          ERROR_CODE.conflict,
          `You already have ${MAX_ENDPOINTS_PER_ACCOUNT} webhooks, the most an account can have; remove one first`,
        );
      }
      const [inserted] = await tx<EndpointRow[]>`
        insert into notifier.endpoints (id, account_id, url, events, secret_ciphertext, secret_iv,
                                        created_at)
        values (${id}, ${accountId}, ${url}, ${kinds}, ${sealed.ciphertext}, ${sealed.iv},
                ${this.#now()})
        returning ${tx(ENDPOINT_COLUMNS)}
      `;
      return inserted!;
    });
    return { endpoint: toEndpoint(row, []), secret };
  }

  /** The account's endpoints, oldest first, each with its most recent deliveries. */
  async list(accountId: string): Promise<WebhookEndpoint[]> {
    const rows = await this.#sql<EndpointRow[]>`
      select ${this.#sql(ENDPOINT_COLUMNS)} from notifier.endpoints
      where account_id = ${accountId}
      order by created_at, url
    `;
    const recent = await this.#sql<RecentRow[]>`
      select endpoint_id, last_attempt_at, event_type, event_id, last_status_code, status
      from (
        select d.*, row_number() over (
          partition by d.endpoint_id order by d.last_attempt_at desc, d.id
        ) as n
        from notifier.deliveries d
        where d.account_id = ${accountId} and d.last_attempt_at is not null
      ) ranked
      where n <= ${RECENT_DELIVERIES}
      order by last_attempt_at desc, id
    `;
    return rows.map((row) => toEndpoint(row, recent.filter((r) => r.endpoint_id === row.id)));
  }

  /**
   * Removes the account's endpoint at `rawUrl` at once, with its deliveries: nothing more is
   * sent there. @returns how many were removed (0 or 1)
   */
  async remove(accountId: string, rawUrl: string): Promise<number> {
    const rows = await this.#sql`
      delete from notifier.endpoints
      where account_id = ${accountId} and url in ${this.#sql(urlVariants(rawUrl))}
      returning id
    `;
    return rows.length;
  }

  /**
   * Gives the endpoint at `rawUrl` (or the account's only one, for null) a new signing secret;
   * the old one keeps signing alongside for 24 hours.
   * @throws {AppError} 404 when there is no such endpoint, 409 when `rawUrl` is null and the
   *   account has several
   */
  async rotate(
    accountId: string,
    rawUrl: string | null,
  ): Promise<{ endpoint: WebhookEndpoint; secret: string; old_valid_until: string }> {
    const secret = generateWebhookSecret();
    const now = this.#now();
    const validUntil = new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS);
    const row = await this.#sql.begin(async (tx) => {
      const found = await tx<EndpointRow[]>`
        select ${tx(ENDPOINT_COLUMNS)} from notifier.endpoints
        where account_id = ${accountId}
          ${rawUrl === null ? tx`` : tx`and url in ${tx(urlVariants(rawUrl))}`}
        order by created_at, url
        for update
      `;
      const target = found[0];
      if (!target) {
        throw new AppError(
          ERROR_CODE.notFound,
          rawUrl === null
            ? "You have no webhooks; register one first"
            : `You have no webhook at "${rawUrl}"; "list my webhooks" shows the addresses`,
        );
      }
      if (found.length > 1) {
        throw new AppError(
          ERROR_CODE.conflict,
          `You have ${found.length} webhooks; say which one to rotate: ${
            found.map((e) => e.url).join(", ")
          }`,
        );
      }
      const sealed = await this.#secrets.seal(secret, accountId, target.id);
      const [updated] = await tx<EndpointRow[]>`
        update notifier.endpoints
        set previous_secret_ciphertext = secret_ciphertext, previous_secret_iv = secret_iv,
            previous_valid_until = ${validUntil},
            secret_ciphertext = ${sealed.ciphertext}, secret_iv = ${sealed.iv}
        where id = ${target.id} and account_id = ${accountId}
        returning ${tx(ENDPOINT_COLUMNS)}
      `;
      return updated!;
    });
    const [endpoint] = (await this.list(accountId)).filter((e) => e.id === row.id);
    return {
      endpoint: endpoint ?? toEndpoint(row, []),
      secret,
      old_valid_until: validUntil.toISOString(),
    };
  }

  /**
   * Queues again every delivery of the account created since `since` that was not delivered
   * (failed, cancelled when its endpoint was turned off, or still waiting for a retry), with its
   * attempts and 3 days reset; their endpoints are turned back on if they were turned off and
   * start counting failures afresh.
   * @returns how many deliveries were queued
   */
  async resend(accountId: string, since: Date): Promise<number> {
    const now = this.#now();
    return await this.#sql.begin(async (tx) => {
      // The endpoints first, then their deliveries: the order the delivery worker takes.
      await tx`select id from notifier.endpoints where account_id = ${accountId} for update`;
      const requeued = await tx<{ endpoint_id: string }[]>`
        update notifier.deliveries
        set status = 'pending', attempts = 0, next_attempt_at = ${now}, first_attempt_at = null,
            locked_until = null, claim_token = null
        where account_id = ${accountId} and created_at >= ${since}
          and status in ('failed', 'cancelled', 'pending')
        returning endpoint_id
      `;
      const endpoints = [...new Set(requeued.map((r) => r.endpoint_id))];
      if (endpoints.length > 0) {
        await tx`
          update notifier.endpoints
          set state = 'active', disabled_reason = null, first_failure_at = null, warned_at = null
          where account_id = ${accountId} and id in ${tx(endpoints)}
        `;
      }
      return requeued.length;
    });
  }
}
