import assert from "node:assert/strict";
import { extractNetworks } from "./key_networks_parse.ts";

Deno.test("extractNetworks() takes the ranges after 'only from' and leaves the rest of the request", () => {
  const cases: [string, string[] | null, RegExp?][] = [
    ["key only from 203.0.113.0/24 and 2001:db8::/48", ["203.0.113.0/24", "2001:db8::/48"]],
    ["key that works only from 198.51.100.7, 10.0.0.0/8 or ::1.", [
      "198.51.100.7",
      "10.0.0.0/8",
      "::1",
    ]],
    [
      "key only from 203.0.113.0/24 that can view my notes",
      ["203.0.113.0/24"],
      /that can view my notes/,
    ],
    ["key from the networks 10.0.0.0/8 and fd00::/8", ["10.0.0.0/8", "fd00::/8"]],
    ["key only from foo", ["foo"]],
    ["key only from ::/0", ["::/0"]],
    ["key from the addresses: ::1 and 10.0.0.1", ["::1", "10.0.0.1"]],
    ["key only from my office", ["my"]],
    ["key only from 10.0.0.0/33", ["10.0.0.0/33"]],
    ["key that can view my notes", null],
    ["key for reading notes from my phone", null],
  ];
  for (const [text, items, rest] of cases) {
    const found = extractNetworks(text);
    assert.deepEqual(found.items, items, text);
    if (rest) assert.match(found.rest, rest, text);
  }
  const seventeen = Array.from({ length: 17 }, (_, i) => `10.0.${i}.0/24`).join(", ");
  assert.equal(extractNetworks(`key only from ${seventeen}`).items?.length, 17);
  const flood = Array.from({ length: 1000 }, () => "10.0.0.1").join(" ");
  assert.equal(extractNetworks(`key only from ${flood}`).items?.length, 64);
});
