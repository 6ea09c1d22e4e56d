/**
 * OAuth clients in `gateway.oauth_clients`: those that registered (RFC 7591), and Client ID
 * Metadata Documents, fetched through the outbound client (no private address, size and time
 * limits, no redirect) and kept as long as their HTTP caching headers allow.
 * @module
 */
import type { JsonValue, Sql } from "@asst/shared/db";
import type { OutboundClient } from "@asst/shared/outbound";
import { checkClientMetadata, type ClientMetadata } from "./client_metadata.ts";

/** A client as the authorization endpoint sees it. */
export interface OAuthClient {
  id: string;
  kind: "registered" | "metadata_document";
  metadata: ClientMetadata;
}

/** Largest Client ID Metadata Document read, in bytes. */
export const MAX_METADATA_DOCUMENT_BYTES = 5 * 1024;
/** How long a metadata document is kept without caching headers, and at most, in seconds. */
const DEFAULT_FRESH_SECONDS = 300;
const MAX_FRESH_SECONDS = 86_400;

/** Why a Client ID Metadata Document was not accepted; the message is for the user's page. */
export class ClientDocumentError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ClientDocumentError";
  }
}

/**
 * True when `clientId` names a Client ID Metadata Document: an https URL with a path, no
 * fragment, no user name (draft-ietf-oauth-client-id-metadata-document §3).
 */
export function isMetadataDocumentUrl(clientId: string): boolean {
  if (!clientId.startsWith("https://") || !URL.canParse(clientId)) return false;
  const url = new URL(clientId);
  return url.pathname !== "/" && url.hash === "" && url.username === "" && url.password === "" &&
    !clientId.includes("#");
}

/** How long a response may be kept, from `Cache-Control` (no-store, max-age), in seconds. */
export function freshSeconds(cacheControl: string | null): number {
  const value = (cacheControl ?? "").toLowerCase();
  if (/\b(no-store|no-cache)\b/.test(value)) return 0;
  const maxAge = /\bmax-age=(\d+)/.exec(value);
  if (!maxAge) return DEFAULT_FRESH_SECONDS;
  return Math.min(Number(maxAge[1]), MAX_FRESH_SECONDS);
}

interface ClientRow {
  id: string;
  kind: "registered" | "metadata_document";
  metadata: ClientMetadata;
  fresh_until: Date | null;
}

/** Options of {@link ClientStore}. */
export interface ClientStoreOptions {
  /** The client for metadata documents (its policy decides about private addresses). */
  outbound: OutboundClient;
  /** The whole fetch of a metadata document, in milliseconds. @default 5000 */
  timeoutMs?: number;
  now?: () => number;
}

/** Registered clients and fetched metadata documents. */
export class ClientStore {
  readonly #sql: Sql;
  readonly #outbound: OutboundClient;
  readonly #timeoutMs: number;
  readonly #now: () => number;

  constructor(sql: Sql, options: ClientStoreOptions) {
    this.#sql = sql;
    this.#outbound = options.outbound;
    this.#timeoutMs = options.timeoutMs ?? 5_000;
    this.#now = options.now ?? Date.now;
  }

  /** Keeps a registered client under a new random id. */
  async register(metadata: ClientMetadata): Promise<OAuthClient> {
    const id = `client_${crypto.randomUUID().replaceAll("-", "")}`;
    await this.#sql`
      insert into gateway.oauth_clients (id, kind, client_name, redirect_uris, metadata)
      values (${id}, 'registered', ${metadata.client_name}, ${metadata.redirect_uris},
              ${this.#sql.json(metadata as unknown as JsonValue)})
    `;
    return { id, kind: "registered", metadata };
  }

  /**
   * The client `clientId` names: a registered one, or a metadata document (from the cache while
   * fresh, else fetched). @returns null for an unknown id that is not a document URL
   * @throws {ClientDocumentError} when the document cannot be fetched or is not acceptable
   */
  async find(clientId: string): Promise<OAuthClient | null> {
    const [row] = await this.#sql<ClientRow[]>`
      select id, kind, metadata, fresh_until from gateway.oauth_clients where id = ${clientId}
    `;
    if (row && (row.kind === "registered" || (row.fresh_until?.getTime() ?? 0) > this.#now())) {
      return { id: row.id, kind: row.kind, metadata: row.metadata };
    }
    if (!isMetadataDocumentUrl(clientId)) return null;
    const { metadata, freshFor } = await this.#fetchDocument(clientId);
    const freshUntil = new Date(this.#now() + freshFor * 1000);
    await this.#sql`
      insert into gateway.oauth_clients (id, kind, client_name, redirect_uris, metadata, fresh_until)
      values (${clientId}, 'metadata_document', ${metadata.client_name}, ${metadata.redirect_uris},
              ${this.#sql.json(metadata as unknown as JsonValue)}, ${freshUntil})
      on conflict (id) do update set client_name = excluded.client_name,
        redirect_uris = excluded.redirect_uris, metadata = excluded.metadata,
        fresh_until = excluded.fresh_until
    `;
    return { id: clientId, kind: "metadata_document", metadata };
  }

  async #fetchDocument(url: string): Promise<{ metadata: ClientMetadata; freshFor: number }> {
    const host = new URL(url).host;
    let text: string;
    let cacheControl: string | null;
    try {
      const res = await this.#outbound.fetch(url, {
        headers: { accept: "application/json" },
        redirect: "error",
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new ClientDocumentError(
          `The app's metadata document at "${host}" answered HTTP ${res.status}`,
        );
      }
      cacheControl = res.headers.get("cache-control");
      text = await res.text();
    } catch (err) {
      if (err instanceof ClientDocumentError) throw err;
      const reason = err instanceof Error ? err.message : String(err);
      throw new ClientDocumentError(
        `The app's metadata document could not be fetched from "${host}": ${reason}`,
        { cause: err },
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ClientDocumentError(`The app's metadata document at "${host}" is not JSON`);
    }
    if ((body as { client_id?: unknown } | null)?.client_id !== url) {
      throw new ClientDocumentError(
        `The app's metadata document at "${host}" names another client_id than its own URL`,
      );
    }
    const checked = checkClientMetadata(body);
    if (!checked.ok) {
      throw new ClientDocumentError(
        `The app's metadata document at "${host}" is not acceptable: ${checked.error_description}`,
      );
    }
    return { metadata: checked.metadata, freshFor: freshSeconds(cacheControl) };
  }
}
