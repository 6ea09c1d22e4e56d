import assert from "node:assert/strict";
import { type HostResolver, URL_REFUSAL, type UrlRefusal, UrlRefusedError } from "../ssrf.ts";
import { createOutboundClient, type OutboundOptions } from "./outbound_client.ts";
import {
  type CountingListener,
  FAKE_PUBLIC_ADDRESS,
  fakePublicPolicy,
  fixedResolver,
  flippingResolver,
  listenCounting,
  TEST_TLS_NAME,
  testTls,
} from "../../testing/outbound.ts";

/** Asserts that `run` fails with a {@link UrlRefusedError} of `code`. */
async function refused(run: () => Promise<unknown>, code: UrlRefusal, what = "") {
  await assert.rejects(run, (err: unknown) => {
    assert.ok(err instanceof UrlRefusedError, `${what}: ${String(err)}`);
    assert.equal(err.code, code, `${what}: ${err.message}`);
    return true;
  });
}

/** A request as the server saw it. */
interface Seen {
  host: string | null;
  path: string;
}

interface Pair {
  /** Counts connections to 127.0.0.1:port, which nothing may reach. */
  trap: CountingListener;
  port: number;
  /** The requests the fake public server on 127.0.0.2:port received. */
  seen: Seen[];
}

/**
 * Runs `fn` with a loopback trap on 127.0.0.1 and a "public" server on 127.0.0.2, both on one
 * port, so that a URL `http://name:port/` reaches one or the other depending only on the address
 * connected to. Asserts at the end that the trap saw no connection.
 */
async function withPair(
  handler: (req: Request, url: URL) => Response | Promise<Response>,
  fn: (pair: Pair) => Promise<void>,
  tls?: { cert: string; key: string },
) {
  const trap = listenCounting("127.0.0.1");
  const seen: Seen[] = [];
  const server = Deno.serve(
    { hostname: FAKE_PUBLIC_ADDRESS, port: trap.port, onListen() {}, ...(tls ?? {}) },
    (req) => {
      const url = new URL(req.url);
      seen.push({ host: req.headers.get("host"), path: url.pathname });
      return handler(req, url);
    },
  );
  try {
    await fn({ trap, port: trap.port, seen });
    assert.equal(trap.connections(), 0, "a connection reached the loopback listener");
  } finally {
    await server.shutdown();
    await trap.close();
  }
}

const strict = (resolveHost: HostResolver, more: Partial<OutboundOptions> = {}) =>
  createOutboundClient({
    allowPrivate: false,
    addressPolicy: fakePublicPolicy,
    resolveHost,
    timeoutMs: 5000,
    ...more,
  });

Deno.test("the outbound client refuses 60 forms of private, reserved, metadata and malformed addresses", async () => {
  const trap = listenCounting("127.0.0.1");
  const p = trap.port;
  const records: Record<string, string[]> = {
    "rebind.example": ["127.0.0.1"],
    "mapped.example": ["::ffff:127.0.0.1"],
    "meta.example": ["169.254.169.254"],
    "nat64.example": ["64:ff9b::7f00:1"],
    "many.example": [...Array.from({ length: 99 }, (_, i) => `93.184.216.${i}`), "10.0.0.1"],
  };
  const client = createOutboundClient({
    allowPrivate: false,
    resolveHost: (host) => Promise.resolve(records[host] ?? []),
  });
  const blocked = [
    `http://127.0.0.1:${p}/`,
    `http://127.1:${p}/`,
    `http://2130706433:${p}/`,
    `http://0x7f000001:${p}/`,
    `http://0177.0.0.1:${p}/`,
    `http://0x7f.0.0.1:${p}/`,
    `http://017700000001:${p}/`,
    `http://[::1]:${p}/`,
    `http://[0:0:0:0:0:0:0:1]:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://[::ffff:7f00:1]:${p}/`,
    `http://[::ffff:0:7f00:1]:${p}/`,
    `http://[::127.0.0.1]:${p}/`,
    `http://0.0.0.0:${p}/`,
    `http://0:${p}/`,
    `http://[::]:${p}/`,
    "http://169.254.169.254/latest/meta-data/",
    "http://0xa9fea9fe/",
    "http://[::ffff:169.254.169.254]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[fd00:ec2::254]/",
    "http://[64:ff9b::127.0.0.1]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[64:ff9b:1::a00:1]/",
    "http://[2002:7f00:1::]/",
    "http://[2002:a9fe:a9fe::1]/",
    "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
    "http://[fc00::1]/",
    "http://[fd12:3456::1]/",
    "http://[fe80::1]/",
    "http://[fec0::1]/",
    "http://[ff02::1]/",
    "http://[2001:db8::1]/",
    "http://[3fff::1]/",
    "http://[2001:2::1]/",
    "http://10.0.0.1/",
    "http://172.16.0.1/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://240.0.0.1/",
    "http://192.0.2.1/",
    "http://198.18.0.1/",
    "http://192.88.99.1/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://metadata/",
    `http://localhost:${p}/`,
    `http://LOCALHOST.:${p}/`,
    `http://api.localhost:${p}/`,
    `http://rebind.example:${p}/`,
    `http://mapped.example:${p}/`,
    "http://meta.example/",
    `http://nat64.example:${p}/`,
    "http://many.example/",
  ];
  const badUrls = [
    "http://[fe80::1%25eth0]/",
    "http://user:pw@shop.example/",
    "file:///etc/passwd",
    "gopher://127.0.0.1/",
    "http://[::1/",
  ];
  try {
    for (const url of blocked) await refused(() => client.fetch(url), URL_REFUSAL.blocked, url);
    for (const url of badUrls) await refused(() => client.fetch(url), URL_REFUSAL.badUrl, url);
    await refused(() => client.fetch("http://nowhere.example/"), URL_REFUSAL.dns);
    assert.equal(trap.connections(), 0);
  } finally {
    await trap.close();
  }
});

Deno.test("a request connects to the address checked, with the original Host, never resolving again", async () => {
  await withPair(() => new Response("from A"), async ({ port, seen }) => {
    // The first lookup answers A (127.0.0.2), any second one the loopback trap.
    const resolveHost = flippingResolver("rebind.example");
    const res = await strict(resolveHost).fetch(`http://rebind.example:${port}/a?b=1`);
    assert.equal(await res.text(), "from A");
    assert.equal(resolveHost.calls(), 1);
    assert.equal(seen.length, 1);
    assert.deepEqual(seen, [{ host: `rebind.example:${port}`, path: "/a" }]);
  });
});

Deno.test("a name whose answer flips between public and loopback never reaches loopback", async () => {
  await withPair(() => new Response("ok"), async ({ port, seen }) => {
    const client = strict(flippingResolver("rebind.example"));
    for (let i = 0; i < 3; i++) {
      assert.equal(await (await client.fetch(`http://rebind.example:${port}/`)).text(), "ok");
      await refused(() => client.fetch(`http://rebind.example:${port}/`), URL_REFUSAL.blocked);
    }
    assert.equal(seen.length, 3);
  });
});

Deno.test("a name answering a public and a loopback address at once is refused", async () => {
  await withPair(() => new Response("ok"), async ({ port, seen }) => {
    for (const order of [[FAKE_PUBLIC_ADDRESS, "127.0.0.1"], ["127.0.0.1", FAKE_PUBLIC_ADDRESS]]) {
      await refused(
        () => strict(fixedResolver(...order)).fetch(`http://rebind.example:${port}/`),
        URL_REFUSAL.blocked,
      );
    }
    assert.equal(seen.length, 0);
  });
});

Deno.test("a name with 100 addresses, one of them private, is refused", async () => {
  await withPair(() => new Response("ok"), async ({ port, seen }) => {
    const many = [...Array.from({ length: 99 }, () => FAKE_PUBLIC_ADDRESS), "169.254.169.254"];
    await refused(
      () => strict(fixedResolver(...many)).fetch(`http://many.example:${port}/`),
      URL_REFUSAL.blocked,
    );
    assert.equal(seen.length, 0);
  });
});

Deno.test("a redirect to a private address is refused before any connection to it", async () => {
  await withPair((_req, url) => {
    const to: Record<string, string> = {
      "/ip": `http://127.0.0.1:${url.port}/`,
      "/name": `http://inside.example:${url.port}/`,
      "/mapped": `http://[::ffff:127.0.0.1]:${url.port}/`,
    };
    return new Response(null, { status: 302, headers: { location: to[url.pathname]! } });
  }, async ({ port, seen }) => {
    const resolveHost: HostResolver = (host) =>
      Promise.resolve(host === "inside.example" ? ["127.0.0.1"] : [FAKE_PUBLIC_ADDRESS]);
    for (const path of ["/ip", "/name", "/mapped"]) {
      await refused(
        () => strict(resolveHost).fetch(`http://shop.example:${port}${path}`),
        URL_REFUSAL.blocked,
        path,
      );
    }
    assert.equal(seen.length, 3);
  });
});

Deno.test("redirects are followed through the check up to the limit, then refused", async () => {
  await withPair((_req, url) => {
    const n = Number(url.searchParams.get("n") ?? 0);
    if (n >= 3) return new Response(`arrived after ${n}`);
    return new Response(null, { status: 301, headers: { location: `/next?n=${n + 1}` } });
  }, async ({ port, seen }) => {
    const client = strict(fixedResolver(FAKE_PUBLIC_ADDRESS), { maxRedirects: 3 });
    const res = await client.fetch(`http://shop.example:${port}/`);
    assert.equal(await res.text(), "arrived after 3");
    assert.equal(res.url, `http://shop.example:${port}/next?n=3`);
    assert.equal(res.redirected, true);
    const tight = strict(fixedResolver(FAKE_PUBLIC_ADDRESS), { maxRedirects: 2 });
    await refused(() => tight.fetch(`http://shop.example:${port}/`), URL_REFUSAL.tooManyRedirects);
    const manual = await client.fetch(`http://shop.example:${port}/`, { redirect: "manual" });
    assert.equal(manual.status, 301);
    assert.equal(seen.length, 4 + 3 + 1);
  });
});

Deno.test("a redirected POST becomes a GET and credentials stay with their origin", async () => {
  await withPair((req, url) => {
    if (url.pathname === "/post") {
      return new Response(null, {
        status: 302,
        headers: { location: `http://other.example:${url.port}/landed` },
      });
    }
    return new Response(`${req.method} ${req.headers.get("authorization") ?? "none"}`);
  }, async ({ port }) => {
    const res = await strict(fixedResolver(FAKE_PUBLIC_ADDRESS)).fetch(
      `http://shop.example:${port}/post`,
      { method: "POST", body: "{}", headers: { authorization: "Bearer secret-1" } },
    );
    assert.equal(await res.text(), "GET none");
  });
});

Deno.test("a response over the size limit is refused, declared or streamed", async () => {
  const big = "x".repeat(5000);
  await withPair((_req, url) => {
    if (url.pathname === "/declared") return new Response(big);
    const chunks = [big.slice(0, 2500), big.slice(2500)];
    return new Response(
      new ReadableStream({
        pull(c) {
          const next = chunks.shift();
          if (next === undefined) c.close();
          else c.enqueue(new TextEncoder().encode(next));
        },
      }),
    );
  }, async ({ port }) => {
    const client = strict(fixedResolver(FAKE_PUBLIC_ADDRESS), { maxBytes: 4000 });
    await refused(
      () => client.fetch(`http://shop.example:${port}/declared`),
      URL_REFUSAL.tooLarge,
    );
    const res = await client.fetch(`http://shop.example:${port}/streamed`);
    assert.equal(res.headers.get("content-length"), null);
    await refused(() => res.text(), URL_REFUSAL.tooLarge);
    const roomy = strict(fixedResolver(FAKE_PUBLIC_ADDRESS), { maxBytes: 5000 });
    assert.equal(await (await roomy.fetch(`http://shop.example:${port}/streamed`)).text(), big);
  });
});

Deno.test("a server that does not answer, or stops mid-body, times out", async () => {
  const release = Promise.withResolvers<void>();
  await withPair(async (_req, url) => {
    if (url.pathname === "/silent") {
      await release.promise;
      return new Response("late");
    }
    return new Response(
      new ReadableStream({
        async start(c) {
          c.enqueue(new TextEncoder().encode("begun"));
          await release.promise;
          c.close();
        },
      }),
    );
  }, async ({ port }) => {
    const client = strict(fixedResolver(FAKE_PUBLIC_ADDRESS), { timeoutMs: 300 });
    try {
      await refused(() => client.fetch(`http://shop.example:${port}/silent`), URL_REFUSAL.timeout);
      const res = await client.fetch(`http://shop.example:${port}/stalled`);
      await refused(() => res.text(), URL_REFUSAL.timeout);
    } finally {
      release.resolve();
    }
  });
});

Deno.test("https goes to the checked address with the original name for SNI and the certificate", async () => {
  const tls = testTls();
  await withPair(() => new Response("secure"), async ({ port, seen }) => {
    const resolveHost = flippingResolver(TEST_TLS_NAME);
    const client = strict(resolveHost, { caCerts: [tls.caCert] });
    const res = await client.fetch(`https://${TEST_TLS_NAME}:${port}/`);
    assert.equal(await res.text(), "secure");
    assert.deepEqual(seen, [{ host: `${TEST_TLS_NAME}:${port}`, path: "/" }]);
    // A certificate for another name, or from a CA not trusted, is refused.
    const other = strict(fixedResolver(FAKE_PUBLIC_ADDRESS), { caCerts: [tls.caCert] });
    await assert.rejects(
      () => other.fetch(`https://other.example:${port}/`),
      /altnames|certificate/i,
    );
    const untrusting = strict(fixedResolver(FAKE_PUBLIC_ADDRESS));
    await assert.rejects(
      () => untrusting.fetch(`https://${TEST_TLS_NAME}:${port}/`),
      /certificate/i,
    );
    assert.equal(seen.length, 1);
  }, tls);
});

Deno.test("with allowPrivate, loopback is reached but metadata never is", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => new Response("local"),
  );
  try {
    const client = createOutboundClient({ allowPrivate: true, resolveHost: fixedResolver() });
    const res = await client.fetch(`http://127.0.0.1:${server.addr.port}/`);
    assert.equal(await res.text(), "local");
    await refused(() => client.fetch("http://169.254.169.254/"), URL_REFUSAL.blocked);
    await refused(() => client.fetch("http://[fd00:ec2::254]/"), URL_REFUSAL.blocked);
  } finally {
    await server.shutdown();
  }
});

Deno.test("target() checks a mail server's host once and names it for TLS", async () => {
  const resolveHost = flippingResolver("imap.example");
  const client = strict(resolveHost);
  assert.deepEqual(await client.target("imap.example"), {
    address: FAKE_PUBLIC_ADDRESS,
    servername: "imap.example",
  });
  await refused(() => client.target("imap.example"), URL_REFUSAL.blocked);
  assert.deepEqual(await client.target("127.0.0.2"), { address: FAKE_PUBLIC_ADDRESS });
  for (const host of ["2130706433", "0x7f.1", "::ffff:127.0.0.1", "[::1]", "169.254.169.254"]) {
    await refused(() => client.target(host), URL_REFUSAL.blocked, host);
  }
  await refused(() => client.target("bad host"), URL_REFUSAL.badUrl);
});
