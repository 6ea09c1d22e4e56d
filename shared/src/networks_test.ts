import assert from "node:assert/strict";
import { MAX_NETWORKS, NetworkMatcher, parseNetworks } from "./networks.ts";

Deno.test("parseNetworks() reads IPv4 and IPv6 ranges and bare addresses in canonical form", () => {
  assert.deepEqual(
    parseNetworks(["203.0.113.0/24", "2001:db8::/48", "198.51.100.7", "2001:DB8::1", "10.1.2.3/8"]),
    {
      ok: true,
      cidrs: [
        "203.0.113.0/24",
        "2001:db8::/48",
        "198.51.100.7/32",
        "2001:db8::1/128",
        "10.0.0.0/8",
      ],
      everything: [],
    },
  );
  assert.deepEqual(parseNetworks(["::ffff:192.0.2.1"]), {
    ok: true,
    cidrs: ["192.0.2.1/32"],
    everything: [],
  });
  const all = parseNetworks(["0.0.0.0/0", "::/0"]);
  assert.ok(all.ok);
  assert.deepEqual(all.everything, ["0.0.0.0/0", "::/0"]);
});

Deno.test("parseNetworks() refuses what is not a range, and more than 16", () => {
  const bad: [string, RegExp][] = [
    ["10.0.0.0/33", /"10\.0\.0\.0\/33" is not a range: an IPV4 prefix is 0 to 32/],
    ["2001:db8::/129", /IPV6 prefix is 0 to 128/],
    ["foo", /"foo" is not an IP address/],
    ["10.0.0.0/", /no valid prefix/],
    ["10.0.0.0/abc", /no valid prefix/],
    ["10.0.0.0/-1", /no valid prefix/],
    ["256.1.1.1", /not an IP address/],
    ["12345", /not an IP address/],
    ["127.1", /not an IP address/],
    ["0x7f.0.0.1", /not an IP address/],
    ["010.0.0.1", /not an IP address/],
    ["1.2.3.4/24/8", /no valid prefix/],
    ["", /not an IP address/],
    ["x".repeat(1000), /"x{44}…" is not an IP address/],
  ];
  for (const [item, why] of bad) {
    const parsed = parseNetworks([item]);
    assert.ok(!parsed.ok, item);
    assert.match(parsed.message, why);
  }
  const many = Array.from({ length: MAX_NETWORKS + 1 }, (_, i) => `10.0.${i}.0/24`);
  const tooMany = parseNetworks(many);
  assert.ok(!tooMany.ok);
  assert.match(tooMany.message, /at most 16 ranges; 17 were given/);
  assert.ok(parseNetworks(many.slice(0, MAX_NETWORKS)).ok);
});

Deno.test("NetworkMatcher admits addresses in its ranges, IPv4-mapped IPv6 as IPv4, and nothing else", () => {
  const m = new NetworkMatcher(["203.0.113.0/24", "2001:db8::/48"]);
  assert.ok(m.admits("203.0.113.200"));
  assert.ok(m.admits("::ffff:203.0.113.9"));
  assert.ok(m.admits("2001:db8:0:ffff::1"));
  assert.ok(!m.admits("203.0.114.1"));
  assert.ok(!m.admits("2001:db9::1"));
  assert.ok(!m.admits("unknown"));
  assert.ok(!m.admits(""));
  assert.ok(!m.admits("203.0.113.1, 1.1.1.1"));
  assert.ok(new NetworkMatcher(["0.0.0.0/0"]).admits("8.8.8.8"));
  assert.ok(!new NetworkMatcher(["0.0.0.0/0"]).admits("2001:db8::1"));
});
