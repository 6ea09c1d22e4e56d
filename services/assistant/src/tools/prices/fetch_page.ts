/**
 * Fetches a product page (or a calendar feed) on a user's behalf through the outbound client
 * (`@asst/shared/outbound`), so the URL cannot reach the server's own network (SSRF): every hop's
 * host is resolved once and must have public addresses only, the connection goes to the address
 * checked, redirects are followed through the same check, and the time and size are bounded.
 * @module
 */
import { parseWebUrl, URL_REFUSAL, UrlRefusedError } from "@asst/shared";
import { createOutboundClient, type OutboundPolicy } from "@asst/shared/outbound";

/** A fetched page: its HTML and the URL it came from after redirects. */
export interface FetchedPage {
  html: string;
  finalUrl: string;
}

/** Fetches a page by URL. */
export type PageFetcher = (url: string) => Promise<FetchedPage>;

/** Why a page could not be fetched: a refused URL (the SSRF guard's reasons) or what followed. */
export const FETCH_FAILURE = {
  ...URL_REFUSAL,
  timeout: "timeout",
  tooLarge: "too_large",
  tooManyRedirects: "too_many_redirects",
  status: "status",
  notHtml: "not_html",
  network: "network",
} as const;

/** Why a page could not be fetched. */
export type FetchFailure = typeof FETCH_FAILURE[keyof typeof FETCH_FAILURE];

/** A page that could not be fetched; the message is fit for the user. */
export class PageFetchError extends Error {
  readonly code: FetchFailure;

  constructor(code: FetchFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PageFetchError";
    this.code = code;
  }
}

/** Options of {@link createPageFetcher}. */
export interface PageFetcherOptions extends OutboundPolicy {
  /** Allow loopback and private networks (local tests only; env `PRICE_FETCH_ALLOW_PRIVATE`). */
  allowPrivate: boolean;
  /** The whole fetch, redirects and body included, in milliseconds. @default 10000 */
  timeoutMs?: number;
  /** Largest body read. @default 2000000 */
  maxBytes?: number;
  /** Redirects followed. @default 3 */
  maxRedirects?: number;
  /** @default "AssistantInterface-PriceWatch/1.0 (checks a product price for a user)" */
  userAgent?: string;
  /** Content types accepted (a missing type is accepted). @default /html|xml/i */
  contentTypes?: RegExp;
  /** The Accept header. @default HTML first, anything else last */
  accept?: string;
  /** What the fetched thing is, in errors ("page", "calendar feed"). @default "page" */
  what?: string;
}

/** The User-Agent price checks are sent with. */
export const PRICE_WATCH_USER_AGENT =
  "AssistantInterface-PriceWatch/1.0 (checks a product price for a user)";

/** A {@link PageFetchError} of the same code and message as a refused URL. */
function pageError(err: UrlRefusedError): PageFetchError {
  return new PageFetchError(err.code, err.message, { cause: err });
}

/**
 * Parses a URL a page may be fetched from: http or https, no credentials.
 * @throws {PageFetchError} `bad_url`
 */
export function parsePageUrl(raw: string): URL {
  try {
    return parseWebUrl(raw);
  } catch (err) {
    throw err instanceof UrlRefusedError ? pageError(err) : err;
  }
}

function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? "")?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

const HTML_TYPE = /html|xml/i;

/**
 * Makes a fetcher of product pages that refuses private, loopback, link-local, metadata,
 * multicast and reserved addresses on every hop and connects only to the addresses it checked,
 * follows at most `maxRedirects` redirects, and gives up after `timeoutMs` or past `maxBytes`.
 */
export function createPageFetcher(options: PageFetcherOptions): PageFetcher {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 2_000_000;
  const maxRedirects = options.maxRedirects ?? 3;
  const contentTypes = options.contentTypes ?? HTML_TYPE;
  const accept = options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1";
  const what = options.what ?? "page";
  const client = createOutboundClient({
    allowPrivate: options.allowPrivate,
    timeoutMs,
    maxBytes,
    maxRedirects,
    userAgent: options.userAgent ?? PRICE_WATCH_USER_AGENT,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    ...(options.addressPolicy ? { addressPolicy: options.addressPolicy } : {}),
    ...(options.caCerts ? { caCerts: options.caCerts } : {}),
  });

  /** The refusal of the client, in the words of a page. */
  const refusal = (err: UrlRefusedError, raw: string, url: string): PageFetchError => {
    switch (err.code) {
      case URL_REFUSAL.tooManyRedirects:
        return new PageFetchError(
          err.code,
          `The page "${raw}" redirects more than ${maxRedirects} times; give its final address`,
          { cause: err },
        );
      case URL_REFUSAL.tooLarge:
        return new PageFetchError(
          err.code,
          `The page "${url}" is larger than ${maxBytes} bytes; give the product's own page`,
          { cause: err },
        );
      case URL_REFUSAL.timeout:
        return new PageFetchError(
          err.code,
          `The page "${url}" did not load within ${timeoutMs / 1000} s; try again later`,
          { cause: err },
        );
      default:
        return pageError(err);
    }
  };

  return async function fetchPage(raw: string): Promise<FetchedPage> {
    let url = parsePageUrl(raw).href;
    try {
      const res = await client.fetch(url, { headers: { accept } });
      url = res.url;
      if (!res.ok) {
        await res.body?.cancel();
        throw new PageFetchError(
          FETCH_FAILURE.status,
          `The page "${url}" answered ${res.status}; check that it still exists`,
        );
      }
      const type = res.headers.get("content-type");
      if (type !== null && !contentTypes.test(type)) {
        await res.body?.cancel();
        throw new PageFetchError(
          FETCH_FAILURE.notHtml,
          `The address "${url}" is not a ${what} (${type.split(";")[0]}); check the address`,
        );
      }
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { html: decode(bytes, type), finalUrl: url };
    } catch (err) {
      if (err instanceof PageFetchError) throw err;
      if (err instanceof UrlRefusedError) throw refusal(err, raw, url);
      throw new PageFetchError(
        FETCH_FAILURE.network,
        `The page "${url}" could not be reached; check the address or try again later`,
        { cause: err },
      );
    }
  };
}
