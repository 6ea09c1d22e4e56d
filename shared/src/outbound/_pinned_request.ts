/**
 * One HTTP exchange over a connection to an address already checked: the TCP connection goes to
 * that IP (never to the name, so DNS is not asked again), the request carries the original `Host`
 * header, and over https the TLS handshake names the original host (SNI) and the certificate is
 * verified for it. `node:http`/`node:https` are used because Deno's `fetch` cannot be told which
 * address to connect to: its `tcp` proxy transport sends https requests unencrypted.
 * @module
 */
import type { IncomingMessage } from "node:http";
import type { LookupFunction } from "node:net";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIpLiteral } from "../ssrf.ts";

/** A request to send to a checked address. */
export interface PinnedRequest {
  url: URL;
  /** The checked IP address the connection goes to. */
  address: string;
  method: string;
  headers: Headers;
  body: Uint8Array<ArrayBuffer> | null;
  signal: AbortSignal;
  /** Root certificates trusted instead of the runtime's (tests). */
  caCerts?: readonly string[];
}

/** Statuses whose response has no body (a `Response` refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function responseHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      // A header a Response cannot hold is dropped, as fetch would refuse the whole answer.
    }
  }
  return headers;
}

function bodyStream(res: IncomingMessage, destroy: () => void): ReadableStream<Uint8Array> {
  let ended = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const fail = (err: Error) => {
        if (ended) return;
        ended = true;
        controller.error(err);
      };
      res.on("data", (chunk: Uint8Array) => {
        if (ended) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) res.pause();
      });
      res.on("end", () => {
        if (ended) return;
        ended = true;
        controller.close();
      });
      res.on("error", fail);
      res.on("close", () => fail(new Error("The connection closed before the answer ended")));
    },
    pull() {
      res.resume();
    },
    cancel() {
      ended = true;
      destroy();
    },
  }, { highWaterMark: 4 });
}

/**
 * Sends `req` over a new connection to `req.address` and answers with its response, the body
 * streamed. The signal aborts the connection, the body included.
 */
export function sendPinned(req: PinnedRequest): Promise<Response> {
  const { url, address } = req;
  const secure = url.protocol === "https:";
  const headers: Record<string, string> = {};
  req.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers["host"] = url.host;
  if (req.body) headers["content-length"] = String(req.body.byteLength);
  const servername = url.hostname.replace(/\.$/, "");
  const family = address.includes(":") ? 6 : 4;
  const pinned: LookupFunction = (_host, opts, cb) => {
    if (opts?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  };
  const options = {
    host: address,
    port: Number(url.port || (secure ? 443 : 80)),
    method: req.method,
    path: `${url.pathname}${url.search}`,
    headers,
    agent: false as const,
    // The host is an IP, so nothing is looked up; should a runtime look up anyway, it gets only it.
    lookup: pinned,
    ...(secure && !isIpLiteral(servername) ? { servername } : {}),
    ...(secure && req.caCerts ? { ca: [...req.caCerts] } : {}),
  };
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () =>
      r.destroy(req.signal.reason instanceof Error ? req.signal.reason : undefined);
    const r = (secure ? httpsRequest : httpRequest)(options, (res) => {
      const status = res.statusCode ?? 0;
      if (status < 200 || status > 599) {
        r.destroy();
        reject(new Error(`The server answered with status ${status}`));
        return;
      }
      const init = {
        status,
        statusText: res.statusMessage ?? "",
        headers: responseHeaders(res.rawHeaders),
      };
      if (NULL_BODY.has(status) || req.method === "HEAD") {
        res.resume();
        resolve(new Response(null, init));
        return;
      }
      resolve(new Response(bodyStream(res, () => r.destroy()), init));
    });
    r.on("error", reject);
    r.on("close", () => req.signal.removeEventListener("abort", onAbort));
    if (req.signal.aborted) {
      onAbort();
      return;
    }
    req.signal.addEventListener("abort", onAbort, { once: true });
    r.end(req.body ?? undefined);
  });
}
