import assert from "node:assert/strict";
import { AppError } from "@asst/shared";
import { expiryFor, keyLifetimePolicy } from "./key_lifetime.ts";

const NOW = new Date("2026-11-26T12:00:00Z");
const DAY = 24 * 3_600_000;

Deno.test("expiryFor() gives the asked expiry, else the default, else none", () => {
  const none = keyLifetimePolicy({});
  assert.deepEqual(none, { maxDays: 365, defaultDays: null });
  assert.equal(expiryFor(null, NOW, none), null);
  const at = new Date(NOW.getTime() + 30 * DAY);
  assert.equal(expiryFor(at, NOW, none), at);
  const policy = keyLifetimePolicy({ KEY_MAX_DAYS: 90, KEY_DEFAULT_DAYS: 30 });
  assert.equal(expiryFor(null, NOW, policy)?.getTime(), at.getTime());
  assert.equal(
    expiryFor(new Date(NOW.getTime() + 90 * DAY), NOW, policy)?.getTime(),
    NOW.getTime() + 90 * DAY,
  );
});

Deno.test("expiryFor() refuses an expiry now or past, or over the maximum, with 422", () => {
  const policy = keyLifetimePolicy({ KEY_MAX_DAYS: 90 });
  for (const bad of [NOW, new Date(NOW.getTime() - 1), new Date(NOW.getTime() + 90 * DAY + 1)]) {
    assert.throws(() => expiryFor(bad, NOW, policy), (e: unknown) => {
      assert.ok(e instanceof AppError);
      assert.equal(e.status, 422);
      return true;
    });
  }
  assert.throws(() => expiryFor(new Date(NOW.getTime() + 366 * DAY), NOW, keyLifetimePolicy({})));
});

Deno.test("keyLifetimePolicy() refuses a default longer than the maximum", () => {
  assert.throws(
    () => keyLifetimePolicy({ KEY_MAX_DAYS: 10, KEY_DEFAULT_DAYS: 30 }),
    /KEY_DEFAULT_DAYS/,
  );
});
