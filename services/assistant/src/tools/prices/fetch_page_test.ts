import assert from "node:assert/strict";
import {
  createPageFetcher,
  FETCH_FAILURE,
  type FetchFailure,
  PageFetchError,
  PRICE_WATCH_USER_AGENT,
} from "./fetch_page.ts";
import {
  FAKE_PUBLIC_ADDRESS,
  fakePublicPolicy,
  fixedResolver,
  flippingResolver,
  listenRebindingPair,
  PRIVATE_ADDRESS_URLS,
} from "@asst/shared/testing";
import { hangingPage, htmlPage, startTestServer } from "../../../testing/price_pages.ts";

/** Asserts that `promise` fails with a {@link PageFetchError} of `code`. */
async function failsWith(promise: Promise<unknown>, code: FetchFailure, message?: RegExp) {
  await assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof PageFetchError, String(err));
    assert.equal(err.code, code, err.message);
    if (message) assert.match(err.message, message);
    return true;
  });
}

const noDns = () => Promise.reject(new Error("DNS must not be asked"));

Deno.test("the fetcher refuses loopback, private, link-local and metadata addresses", async () => {
  const fetchPage = createPageFetcher({ allowPrivate: false, resolveHost: noDns });
  for (
    const url of PRIVATE_ADDRESS_URLS
  ) {
    await failsWith(fetchPage(url), FETCH_FAILURE.blocked);
  }
  await failsWith(fetchPage("http://localhost:8000/"), FETCH_FAILURE.blocked, /loopback/);
});

Deno.test("the fetcher refuses other schemes, credentials and malformed addresses", async () => {
  const fetchPage = createPageFetcher({ allowPrivate: false, resolveHost: noDns });
  await failsWith(fetchPage("file:///etc/passwd"), FETCH_FAILURE.badUrl);
  await failsWith(fetchPage("ftp://shop.example/x"), FETCH_FAILURE.badUrl);
  await failsWith(fetchPage("http://user:pw@shop.example/"), FETCH_FAILURE.badUrl);
  await failsWith(fetchPage("not a url"), FETCH_FAILURE.badUrl);
});

Deno.test("the fetcher refuses a host name that resolves to a private address", async () => {
  const fetchPage = createPageFetcher({
    allowPrivate: false,
    resolveHost: (host) => Promise.resolve(host === "internal.example" ? ["10.1.2.3"] : []),
  });
  await failsWith(fetchPage("https://internal.example/p"), FETCH_FAILURE.blocked, /10\.1\.2\.3/);
  await failsWith(fetchPage("https://nowhere.example/p"), FETCH_FAILURE.dns);
});

Deno.test("a redirect to a private address is refused on that hop", async () => {
  const server = startTestServer({
    "/to-metadata": () =>
      new Response(null, {
        status: 302,
        headers: { location: "http://169.254.169.254/latest/meta-data/" },
      }),
    "/to-private": () =>
      new Response(null, { status: 301, headers: { location: "http://10.0.0.1/admin" } }),
  });
  try {
    // Loopback is allowed here so the test server can be reached; metadata never is.
    const local = createPageFetcher({ allowPrivate: true, resolveHost: noDns });
    await failsWith(local(`${server.origin}/to-metadata`), FETCH_FAILURE.blocked, /169\.254/);
    // Without allowPrivate, the target of the other redirect is refused the same way.
    const strict = createPageFetcher({
      allowPrivate: false,
      resolveHost: () => Promise.resolve(["93.184.216.34"]),
      // Only the first hop goes to the test server; the refusal comes before a second request.
    });
    await failsWith(strict(`http://10.0.0.1/admin`), FETCH_FAILURE.blocked);
    assert.equal(server.hits.get("/to-metadata"), 1);
  } finally {
    await server.close();
  }
});

Deno.test("the fetcher follows up to three redirects, relative ones too, and no more", async () => {
  const server = startTestServer({
    "/r1": () => new Response(null, { status: 302, headers: { location: "/r2" } }),
    "/r2": () => new Response(null, { status: 307, headers: { location: "r3" } }),
    "/r3": () => new Response(null, { status: 301, headers: { location: "/page" } }),
    "/r0": () => new Response(null, { status: 302, headers: { location: "/r1" } }),
    "/page": (req) => htmlPage(`<title>${req.headers.get("user-agent")}</title>`),
  });
  try {
    const fetchPage = createPageFetcher({ allowPrivate: true });
    const page = await fetchPage(`${server.origin}/r1`);
    assert.equal(page.finalUrl, `${server.origin}/page`);
    assert.equal(page.html, `<title>${PRICE_WATCH_USER_AGENT}</title>`);
    await failsWith(fetchPage(`${server.origin}/r0`), FETCH_FAILURE.tooManyRedirects);
  } finally {
    await server.close();
  }
});

Deno.test("the fetcher stops reading past maxBytes, declared or streamed", async () => {
  const big = "x".repeat(5000);
  const server = startTestServer({
    "/declared": () => htmlPage(big),
    "/streamed": () =>
      new Response(
        new ReadableStream({
          start(c) {
            for (let i = 0; i < 5; i++) c.enqueue(new TextEncoder().encode(big));
            c.close();
          },
        }),
        { headers: { "content-type": "text/html" } },
      ),
  });
  try {
    const fetchPage = createPageFetcher({ allowPrivate: true, maxBytes: 4096 });
    await failsWith(fetchPage(`${server.origin}/declared`), FETCH_FAILURE.tooLarge);
    await failsWith(fetchPage(`${server.origin}/streamed`), FETCH_FAILURE.tooLarge);
    const roomy = createPageFetcher({ allowPrivate: true, maxBytes: 5000 });
    assert.equal((await roomy(`${server.origin}/declared`)).html.length, 5000);
  } finally {
    await server.close();
  }
});

Deno.test("the fetcher gives up after timeoutMs on a page that never finishes", async () => {
  const server = startTestServer();
  server.route("/slow", () => hangingPage("<html><title>Half", server.closing));
  try {
    const fetchPage = createPageFetcher({ allowPrivate: true, timeoutMs: 200 });
    const started = Date.now();
    await failsWith(fetchPage(`${server.origin}/slow`), FETCH_FAILURE.timeout);
    assert.ok(Date.now() - started < 5000);
  } finally {
    await server.close();
  }
});

Deno.test("the fetcher reports error statuses and non-HTML answers", async () => {
  const server = startTestServer({
    "/image": () => new Response("GIF89a", { headers: { "content-type": "image/gif" } }),
  });
  try {
    const fetchPage = createPageFetcher({ allowPrivate: true });
    await failsWith(fetchPage(`${server.origin}/gone`), FETCH_FAILURE.status, /404/);
    await failsWith(fetchPage(`${server.origin}/image`), FETCH_FAILURE.notHtml, /image\/gif/);
  } finally {
    await server.close();
  }
});

Deno.test("the fetcher decodes the page in the charset the server names", async () => {
  const latin1 = new Uint8Array([
    ...new TextEncoder().encode("<title>Caf"),
    0xe9,
    ...new TextEncoder().encode("</title>"),
  ]);
  const server = startTestServer({
    "/latin1": () =>
      new Response(latin1, { headers: { "content-type": "text/html; charset=ISO-8859-1" } }),
  });
  try {
    const page = await createPageFetcher({ allowPrivate: true })(`${server.origin}/latin1`);
    assert.equal(page.html, "<title>Café</title>");
  } finally {
    await server.close();
  }
});

Deno.test("a product page whose host answers loopback too, or flips to it, never reaches loopback", async () => {
  const pair = listenRebindingPair(
    "HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: 9\r\nconnection: close\r\n\r\n<p>ok</p>",
  );
  const strict = { allowPrivate: false, addressPolicy: fakePublicPolicy };
  try {
    const url = `http://shop.example:${pair.port}/p`;
    const both = createPageFetcher({
      ...strict,
      resolveHost: fixedResolver(FAKE_PUBLIC_ADDRESS, "127.0.0.1"),
    });
    await failsWith(both(url), FETCH_FAILURE.blocked, /127\.0\.0\.1/);
    const flipping = createPageFetcher({
      ...strict,
      resolveHost: flippingResolver("shop.example"),
    });
    assert.equal((await flipping(url)).html, "<p>ok</p>");
    await failsWith(flipping(url), FETCH_FAILURE.blocked, /loopback/);
    assert.equal(pair.decoy.connections(), 1);
    assert.equal(pair.trap.connections(), 0);
  } finally {
    await pair.close();
  }
});
