/**
 * The one way to reach an address a user gave (a webhook, a product page, a calendar feed or
 * server, a mail server). Each request resolves the host once, refuses it when any address is not
 * public (`../ssrf.ts`), then connects to exactly the address it checked (`_pinned_request.ts`),
 * so a name that answers a public address to the check and a private one to the connection (DNS
 * rebinding) reaches nothing inside. Redirects are followed through the same check, and time,
 * body size and redirects are bounded.
 * @module
 */
import {
  type AddressPolicy,
  checkPublicHost,
  checkPublicUrl,
  type HostResolver,
  isIpLiteral,
  parseWebUrl,
  URL_REFUSAL,
  UrlRefusedError,
} from "../ssrf.ts";
import { sendPinned } from "./_pinned_request.ts";

/** Where requests may go: the part of the options services pass down to every outbound call. */
export interface OutboundPolicy {
  /** Allow loopback and private networks (local development and tests only). */
  allowPrivate: boolean;
  /** How host names are resolved. @default A and AAAA records with `Deno.resolveDns` */
  resolveHost?: HostResolver;
  /** Replaces the address rules; only tests set it, to declare a local listener public. */
  addressPolicy?: AddressPolicy;
  /** Root certificates trusted instead of the runtime's (tests with a local TLS server). */
  caCerts?: readonly string[];
}

/** Options of {@link createOutboundClient}. */
export interface OutboundOptions extends OutboundPolicy {
  /** The whole request, redirects and body included, in milliseconds. @default 15000 */
  timeoutMs?: number;
  /** Largest response body read, in bytes. @default 10000000 */
  maxBytes?: number;
  /** Redirects followed. @default 5 */
  maxRedirects?: number;
  /** Schemes accepted, with their colon. @default ["https:", "http:"] */
  schemes?: readonly string[];
  /** The User-Agent when the request has none. @default "AssistantInterface/1.0" */
  userAgent?: string;
  /**
   * Replaces the pinned connection, after the check, for tests that answer without a socket.
   * @param address the checked address the request would have gone to
   */
  send?: (request: Request, address: string) => Promise<Response>;
}

/** A checked host of another protocol: connect to `address`, verify TLS for `servername`. */
export interface OutboundTarget {
  address: string;
  /** The name for SNI and the certificate check; absent when the host is an IP literal. */
  servername?: string;
}

/** Requests to addresses users give. */
export interface OutboundClient {
  /**
   * Like `fetch`: `redirect: "follow"` (the default) follows each redirect through the check,
   * `"manual"` answers the redirect itself, `"error"` refuses it. The response body is streamed
   * and fails past the size or time limit.
   * @throws {UrlRefusedError} `bad_url`, `blocked`, `dns`, `too_many_redirects`, `too_large`,
   * `timeout`; other errors are network failures
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /**
   * Resolves and checks a host once for a protocol the client does not speak (IMAP): connect to
   * the address returned, never to the name.
   * @throws {UrlRefusedError} `bad_url`, `blocked` or `dns`
   */
  target(host: string, signal?: AbortSignal): Promise<OutboundTarget>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Headers not carried to another origin on a redirect. */
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];

/** Makes the outbound client; see the module comment for what it guarantees. */
export function createOutboundClient(options: OutboundOptions): OutboundClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytes = options.maxBytes ?? 10_000_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const schemes = options.schemes ?? ["https:", "http:"];
  const userAgent = options.userAgent ?? "AssistantInterface/1.0";
  const check = {
    allowPrivate: options.allowPrivate,
    schemes,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    ...(options.addressPolicy ? { addressPolicy: options.addressPolicy } : {}),
  };

  const tooLarge = (url: URL) =>
    new UrlRefusedError(
      URL_REFUSAL.tooLarge,
      `The answer of "${url.host}" is larger than ${maxBytes} bytes; give an address of something smaller`,
    );
  const timedOut = (url: URL) =>
    new UrlRefusedError(
      URL_REFUSAL.timeout,
      `"${url.host}" did not answer within ${timeoutMs / 1000} s; try again later`,
    );

  /** The body, failing past `maxBytes` or the deadline; `done` once it ends in any way. */
  const limited = (
    source: ReadableStream<Uint8Array>,
    url: URL,
    deadline: AbortSignal,
    done: () => void,
  ) => {
    const reader = source.getReader();
    let size = 0;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done: end, value } = await reader.read();
          if (end) {
            done();
            controller.close();
            return;
          }
          size += value.byteLength;
          if (size > maxBytes) throw tooLarge(url);
          controller.enqueue(value);
        } catch (err) {
          done();
          const reason = deadline.aborted && !(err instanceof UrlRefusedError)
            ? timedOut(url)
            : err;
          controller.error(reason);
          await reader.cancel(reason).catch(() => {});
        }
      },
      async cancel(reason) {
        done();
        await reader.cancel(reason);
      },
    });
  };

  async function fetchChecked(
    input: string | URL | Request,
    init: RequestInit = {},
  ): Promise<Response> {
    const raw = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    let url = parseWebUrl(raw, { schemes });
    const first = input instanceof Request ? new Request(input, init) : new Request(url, init);
    const mode = init.redirect ?? first.redirect;
    let method = first.method;
    const headers = new Headers(first.headers);
    if (!headers.has("user-agent")) headers.set("user-agent", userAgent);
    let body: Uint8Array<ArrayBuffer> | null = first.body
      ? new Uint8Array(await first.arrayBuffer())
      : null;

    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    const done = () => clearTimeout(timer);
    const signal = init.signal ? AbortSignal.any([deadline.signal, init.signal]) : deadline.signal;
    try {
      for (let hop = 0;; hop++) {
        const { addresses } = await checkPublicUrl(url, { ...check, signal });
        const address = addresses[0]!;
        const res = options.send
          ? await options.send(new Request(url, { method, headers, body, signal }), address)
          : await sendPinned({
            url,
            address,
            method,
            headers,
            body,
            signal,
            ...(options.caCerts ? { caCerts: options.caCerts } : {}),
          });
        const location = res.headers.get("location");
        if (REDIRECTS.has(res.status) && location !== null && mode !== "manual") {
          await res.body?.cancel();
          if (mode === "error" || hop >= maxRedirects) {
            throw new UrlRefusedError(
              URL_REFUSAL.tooManyRedirects,
              `"${raw}" redirects more than ${mode === "error" ? 0 : maxRedirects} times; ` +
                "give its final address",
            );
          }
          let next: URL;
          try {
            next = parseWebUrl(new URL(location, url).href, { schemes });
          } catch (err) {
            if (err instanceof UrlRefusedError) throw err;
            throw new UrlRefusedError(
              URL_REFUSAL.badUrl,
              `"${url.host}" redirects to an address that is not one; give the final address`,
              { cause: err },
            );
          }
          if (res.status === 303 || (res.status <= 302 && method === "POST")) {
            method = method === "HEAD" ? "HEAD" : "GET";
            body = null;
            headers.delete("content-type");
          }
          if (next.origin !== url.origin) { for (const h of CREDENTIAL_HEADERS) headers.delete(h); }
          url = next;
          continue;
        }
        if (Number(res.headers.get("content-length") ?? 0) > maxBytes) {
          await res.body?.cancel();
          throw tooLarge(url);
        }
        if (!res.body) done();
        const out = new Response(
          res.body ? limited(res.body, url, deadline.signal, done) : null,
          { status: res.status, statusText: res.statusText, headers: res.headers },
        );
        Object.defineProperty(out, "url", { value: url.href });
        Object.defineProperty(out, "redirected", { value: hop > 0 });
        return out;
      }
    } catch (err) {
      done();
      if (deadline.signal.aborted && !(err instanceof UrlRefusedError)) throw timedOut(url);
      throw err;
    }
  }

  return {
    fetch: fetchChecked,
    async target(host, signal) {
      const { hostname, addresses } = await checkPublicHost(host, {
        ...check,
        ...(signal ? { signal } : {}),
      });
      const address = addresses[0]!;
      return isIpLiteral(hostname) ? { address } : { address, servername: hostname };
    },
  };
}
