import assert from "node:assert/strict";
import { blockedReason, parseIPv6 } from "./ip_address.ts";

Deno.test("blockedReason() refuses loopback, private, link-local, metadata and reserved addresses", () => {
  const refused = [
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
    "not-an-ip",
  ];
  for (const address of refused) {
    assert.notEqual(blockedReason(address, false), null, address);
  }
});

Deno.test("blockedReason() allows public addresses", () => {
  for (
    const address of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"]
  ) {
    assert.equal(blockedReason(address, false), null, address);
  }
});

Deno.test("with allowPrivate, loopback and private networks pass but metadata never does", () => {
  for (const address of ["127.0.0.1", "::1", "10.0.0.1", "192.168.0.2", "fd00::1"]) {
    assert.equal(blockedReason(address, true), null, address);
  }
  for (const address of ["169.254.169.254", "fe80::1", "::ffff:169.254.169.254", "0.0.0.0"]) {
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
