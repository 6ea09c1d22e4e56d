import assert from "node:assert/strict";
import { resolveTimeZone } from "./_timezones.ts";

Deno.test("resolveTimeZone() maps what people say to IANA zones", () => {
  const cases: [string, string][] = [
    ["Europe/Paris", "Europe/Paris"],
    ["europe/paris", "Europe/Paris"],
    ["America/New York", "America/New_York"],
    ["Paris", "Europe/Paris"],
    ["paris, france", "Europe/Paris"],
    ["Tokyo", "Asia/Tokyo"],
    ["NYC", "America/New_York"],
    ["São Paulo", "America/Sao_Paulo"],
    ["Pacific Standard Time", "America/Los_Angeles"],
    ["UTC", "UTC"],
    ["GMT", "UTC"],
    ["UTC+2", "Etc/GMT-2"],
    ["utc-05:00", "Etc/GMT+5"],
    ["GMT+5:30", "Asia/Kolkata"],
    ["Reykjavik", "Atlantic/Reykjavik"],
    ["Vancouver", "America/Vancouver"],
  ];
  for (const [text, zone] of cases) assert.equal(resolveTimeZone(text), zone, text);
});

Deno.test("resolveTimeZone() returns null for places it cannot place in one zone", () => {
  for (
    const text of ["", "Mars", "the US", "Atlantis/Lost", "UTC+99", "a meeting", "x".repeat(500)]
  ) {
    assert.equal(resolveTimeZone(text), null, text);
  }
});
