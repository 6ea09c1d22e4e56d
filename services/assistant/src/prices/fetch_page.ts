/**
 * Fetches a product page on a user's behalf without letting the URL reach the server's own
 * network (SSRF): every hop's host must resolve to public addresses only, redirects are followed
 * by hand and checked, and the time and size are bounded.
 * @module
 */
import {
  assertPublicUrl,
  type HostResolver,
  parseWebUrl,
  URL_REFUSAL,
  UrlRefusedError,
} from "@asst/shared";

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
export interface PageFetcherOptions {
  /** Allow loopback and private networks (local tests only; env `PRICE_FETCH_ALLOW_PRIVATE`). */
  allowPrivate: boolean;
  /** The whole fetch, redirects and body included, in milliseconds. @default 10000 */
  timeoutMs?: number;
  /** Largest body read. @default 2000000 */
  maxBytes?: number;
  /** Redirects followed. @default 3 */
  maxRedirects?: number;
  /** How host names are resolved. @default A and AAAA records with `Deno.resolveDns` */
  resolveHost?: HostResolver;
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

async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number, url: URL) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new PageFetchError(
          FETCH_FAILURE.tooLarge,
          `The page "${url.href}" is larger than ${maxBytes} bytes; give the product's own page`,
        );
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
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
 * multicast and reserved addresses on every hop, follows at most `maxRedirects` redirects, and
 * gives up after `timeoutMs` or past `maxBytes`.
 *
 * The address is checked before the request and the runtime resolves the host again to connect,
 * so a host whose DNS answer changes in between (DNS rebinding) is not fully excluded.
 */
export function createPageFetcher(options: PageFetcherOptions): PageFetcher {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 2_000_000;
  const maxRedirects = options.maxRedirects ?? 3;
  const userAgent = options.userAgent ?? PRICE_WATCH_USER_AGENT;
  const contentTypes = options.contentTypes ?? HTML_TYPE;
  const accept = options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1";
  const what = options.what ?? "page";

  return async function fetchPage(raw: string): Promise<FetchedPage> {
    let url = parsePageUrl(raw);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const { signal } = controller;
    try {
      for (let hop = 0;; hop++) {
        await assertPublicUrl(url, { ...options, signal });
        const res = await fetch(url, {
          redirect: "manual",
          signal,
          headers: {
            "user-agent": userAgent,
            "accept": accept,
          },
        });
        const location = res.headers.get("location");
        if (res.status >= 300 && res.status < 400 && location !== null) {
          await res.body?.cancel();
          if (hop >= maxRedirects) {
            throw new PageFetchError(
              FETCH_FAILURE.tooManyRedirects,
              `The page "${raw}" redirects more than ${maxRedirects} times; give its final address`,
            );
          }
          url = parsePageUrl(new URL(location, url).href);
          continue;
        }
        if (!res.ok) {
          await res.body?.cancel();
          throw new PageFetchError(
            FETCH_FAILURE.status,
            `The page "${url.href}" answered ${res.status}; check that it still exists`,
          );
        }
        const type = res.headers.get("content-type");
        if (type !== null && !contentTypes.test(type)) {
          await res.body?.cancel();
          throw new PageFetchError(
            FETCH_FAILURE.notHtml,
            `The address "${url.href}" is not a ${what} (${type.split(";")[0]}); check the address`,
          );
        }
        const declared = Number(res.headers.get("content-length") ?? NaN);
        if (declared > maxBytes) {
          await res.body?.cancel();
          throw new PageFetchError(
            FETCH_FAILURE.tooLarge,
            `The page "${url.href}" is larger than ${maxBytes} bytes; give the product's own page`,
          );
        }
        const bytes = res.body ? await readLimited(res.body, maxBytes, url) : new Uint8Array();
        return { html: decode(bytes, type), finalUrl: url.href };
      }
    } catch (err) {
      if (err instanceof PageFetchError) throw err;
      if (err instanceof UrlRefusedError) throw pageError(err);
      if (signal.aborted) {
        throw new PageFetchError(
          FETCH_FAILURE.timeout,
          `The page "${url.href}" did not load within ${timeoutMs / 1000} s; try again later`,
          { cause: err },
        );
      }
      throw new PageFetchError(
        FETCH_FAILURE.network,
        `The page "${url.href}" could not be reached; check the address or try again later`,
        { cause: err },
      );
    } finally {
      clearTimeout(timer);
    }
  };
}
