/** A local HTTP server for tests of page fetching and price checks. */

/** Answers a request to one path. */
export type Route = (req: Request, url: URL) => Response | Promise<Response>;

/** A running test server. */
export interface TestServer {
  /** The server's origin, such as `http://127.0.0.1:41234`. */
  origin: string;
  /** Sets or replaces what a path answers. */
  route(path: string, handler: Route): void;
  /** How many requests each path received. */
  hits: Map<string, number>;
  /** Closes the server and every response still streaming. */
  close(): Promise<void>;
}

/** An HTML page answered with a 200 and a `text/html` type. */
export function htmlPage(html: string): Response {
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
}

/** A body that sends `first` and then nothing until the server closes. */
export function hangingPage(first: string, closing: AbortSignal): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
      closing.addEventListener("abort", () => {
        try {
          controller.close();
        } catch {
          // Already cancelled by the client.
        }
      }, { once: true });
    },
  });
  return new Response(body, { headers: { "content-type": "text/html" } });
}

/** Starts a server on 127.0.0.1 with a free port; unknown paths answer 404. */
export function startTestServer(routes: Record<string, Route> = {}): TestServer & {
  closing: AbortSignal;
} {
  const table = new Map(Object.entries(routes));
  const hits = new Map<string, number>();
  const closing = new AbortController();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
    const url = new URL(req.url);
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const handler = table.get(url.pathname);
    return handler ? handler(req, url) : new Response("Not found", { status: 404 });
  });
  const addr = server.addr as Deno.NetAddr;
  return {
    origin: `http://127.0.0.1:${addr.port}`,
    route: (path, handler) => void table.set(path, handler),
    hits,
    closing: closing.signal,
    close: async () => {
      closing.abort();
      await server.shutdown();
    },
  };
}
