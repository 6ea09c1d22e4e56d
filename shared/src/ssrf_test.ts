import assert from "node:assert/strict";
import { PRIVATE_ADDRESS_URLS } from "../testing/private_addresses.ts";
import {
  assertPublicUrl,
  blockedReason,
  parseIPv6,
  parseWebUrl,
  URL_REFUSAL,
  type UrlRefusal,
  UrlRefusedError,
} from "./ssrf.ts";

/** Asserts that `run` fails with a {@link UrlRefusedError} of `code`. */
async function refused(run: () => unknown, code: UrlRefusal, message?: RegExp) {
  await assert.rejects(async () => await run(), (err: unknown) => {
    assert.ok(err instanceof UrlRefusedError, String(err));
    assert.equal(err.code, code, err.message);
    if (message) assert.match(err.message, message);
    return true;
  });
}

const noDns = () => Promise.reject(new Error("DNS must not be asked"));

Deno.test("blockedReason() refuses loopback, private, link-local, metadata and reserved addresses", () => {
  const refusedAddresses = [
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "0.1.2.3",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "64:ff9b::a9fe:a9fe",
    "2002:0a00:0001::1",
    "2001:db8::1",
    "::127.0.0.1",
    "::ffff:0:7f00:1",
    "64:ff9b:1::a00:1",
    "fd00:ec2::254",
    "3fff::1",
    "2001:2::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "fec0::1",
    "192.88.99.1",
    "not-an-ip",
  ];
  for (const address of refusedAddresses) {
    assert.notEqual(blockedReason(address, false), null, address);
  }
});

Deno.test("blockedReason() allows public addresses", () => {
  for (
    const address of [
      "93.184.216.34",
      "8.8.8.8",
      "172.32.0.1",
      "2606:4700::1111",
      "2001:4860:4860::8888",
      "2a00:1450:4001::1",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ]
  ) {
    assert.equal(blockedReason(address, false), null, address);
  }
});

Deno.test("with allowPrivate, loopback and private networks pass but metadata never does", () => {
  for (const address of ["127.0.0.1", "::1", "10.0.0.1", "192.168.0.2", "fd00::1"]) {
    assert.equal(blockedReason(address, true), null, address);
  }
  for (
    const address of [
      "169.254.169.254",
      "fe80::1",
      "::ffff:169.254.169.254",
      "0.0.0.0",
      "fd00:ec2::254",
    ]
  ) {
    assert.notEqual(blockedReason(address, true), null, address);
  }
});

Deno.test("parseIPv6() reads compressed, full and IPv4-suffixed forms and rejects junk", () => {
  assert.deepEqual(parseIPv6("::1"), [0, 0, 0, 0, 0, 0, 0, 1]);
  assert.deepEqual(parseIPv6("2001:db8:0:0:0:0:0:1"), [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  assert.deepEqual(parseIPv6("::ffff:1.2.3.4"), [0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
  for (const junk of ["1:2:3", "1::2::3", "12345::", ":1", "1:2:3:4:5:6:7:8:9", "::ffff:1.2.3"]) {
    assert.equal(parseIPv6(junk), null, junk);
  }
});

Deno.test("assertPublicUrl() refuses IP literals of loopback, private and metadata hosts without DNS", async () => {
  for (
    const url of PRIVATE_ADDRESS_URLS
  ) {
    await refused(
      () => assertPublicUrl(url, { allowPrivate: false, resolveHost: noDns }),
      "blocked",
    );
  }
  await refused(
    () => assertPublicUrl("http://localhost:8000/", { allowPrivate: false, resolveHost: noDns }),
    URL_REFUSAL.blocked,
    /loopback/,
  );
  await refused(
    () => assertPublicUrl("http://LOCALHOST./", { allowPrivate: false, resolveHost: noDns }),
    URL_REFUSAL.blocked,
  );
});

Deno.test("assertPublicUrl() refuses a host name that resolves to any private address", async () => {
  const records: Record<string, string[]> = {
    "internal.example": ["10.1.2.3"],
    "mixed.example": ["93.184.216.34", "fd00::5"],
    "metadata.example": ["::ffff:169.254.169.254"],
    "nowhere.example": [],
  };
  const resolveHost = (host: string) => Promise.resolve(records[host] ?? []);
  for (const host of ["internal.example", "mixed.example", "metadata.example"]) {
    await refused(
      () => assertPublicUrl(new URL(`https://${host}/p`), { allowPrivate: false, resolveHost }),
      URL_REFUSAL.blocked,
    );
  }
  await refused(
    () => assertPublicUrl("https://nowhere.example/", { allowPrivate: false, resolveHost }),
    URL_REFUSAL.dns,
    /not found/,
  );
  await refused(
    () =>
      assertPublicUrl("https://broken.example/", {
        allowPrivate: false,
        resolveHost: () => Promise.reject(new Error("SERVFAIL")),
      }),
    URL_REFUSAL.dns,
  );
  const url = await assertPublicUrl("https://public.example/a?b=1", {
    allowPrivate: false,
    resolveHost: () => Promise.resolve(["93.184.216.34"]),
  });
  assert.equal(url.href, "https://public.example/a?b=1");
});

Deno.test("assertPublicUrl() with allowPrivate reaches loopback but never metadata", async () => {
  const toLoopback = () => Promise.resolve(["127.0.0.1"]);
  await assertPublicUrl("http://127.0.0.1:9/", { allowPrivate: true, resolveHost: noDns });
  await assertPublicUrl("http://localhost:9/", { allowPrivate: true, resolveHost: toLoopback });
  await refused(
    () => assertPublicUrl("http://169.254.169.254/", { allowPrivate: true, resolveHost: noDns }),
    URL_REFUSAL.blocked,
    /169\.254/,
  );
  await refused(
    () =>
      assertPublicUrl("http://meta.example/", {
        allowPrivate: true,
        resolveHost: () => Promise.resolve(["169.254.169.254"]),
      }),
    URL_REFUSAL.blocked,
  );
});

Deno.test("parseWebUrl() refuses other schemes, credentials and malformed addresses", async () => {
  for (const raw of ["file:///etc/passwd", "ftp://shop.example/x", "not a url", "javascript:1"]) {
    await refused(() => parseWebUrl(raw), URL_REFUSAL.badUrl);
  }
  await refused(() => parseWebUrl("http://user:pw@shop.example/"), URL_REFUSAL.badUrl, /password/);
  await refused(
    () => parseWebUrl("http://hooks.example/", { schemes: ["https:"] }),
    URL_REFUSAL.badUrl,
    /https:\/\//,
  );
  assert.equal(parseWebUrl("https://hooks.example").href, "https://hooks.example/");
});
