import assert from "node:assert/strict";
import {
  backoffSeconds,
  MAX_RETRY_AFTER_SECONDS,
  nextAttemptAt,
  parseRetryAfter,
  RETRY_STEPS_SECONDS,
  RETRY_WINDOW_SECONDS,
} from "./retry_schedule.ts";

const NOW = new Date("2026-05-01T10:00:00Z");

Deno.test("backoffSeconds() grows along the schedule, jittered between 1 s and the step", () => {
  const top = () => 0.9999999999;
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => backoffSeconds(n, top)),
    [30, 120, 600, 1800, 3600, 10_800, 21_600, 43_200, 43_200, 43_200],
  );
  assert.equal(backoffSeconds(3, () => 0), 1);
  assert.equal(backoffSeconds(3, () => 0.5), 300);
  for (let i = 0; i < 200; i++) {
    const n = 1 + (i % 12);
    const s = backoffSeconds(n);
    assert.ok(s >= 1 && s <= RETRY_STEPS_SECONDS[Math.min(n, 8) - 1]!, `${n}: ${s}`);
  }
});

Deno.test("parseRetryAfter() reads seconds and HTTP dates, caps at a day and ignores junk", () => {
  assert.equal(parseRetryAfter("120", NOW), 120);
  assert.equal(parseRetryAfter(" 0 ", NOW), 0);
  assert.equal(parseRetryAfter("99999999", NOW), MAX_RETRY_AFTER_SECONDS);
  assert.equal(parseRetryAfter(new Date(NOW.getTime() + 90_000).toUTCString(), NOW), 90);
  assert.equal(parseRetryAfter(new Date(NOW.getTime() - 90_000).toUTCString(), NOW), 0);
  for (const junk of [null, "", "soon", "-5", "1.5"]) {
    assert.equal(parseRetryAfter(junk, NOW), null);
  }
});

Deno.test("nextAttemptAt() stops at 3 days after the first attempt, with a last try at the mark", () => {
  const first = NOW;
  const at = (s: number) => new Date(first.getTime() + s * 1000);
  const base = { firstAttemptAt: first, retryAfterSeconds: null, random: () => 0.9999999999 };
  assert.deepEqual(nextAttemptAt({ ...base, now: at(0), failedAttempts: 1 }), at(30));
  const late = RETRY_WINDOW_SECONDS - 100;
  assert.deepEqual(
    nextAttemptAt({ ...base, now: at(late), failedAttempts: 12 }),
    at(RETRY_WINDOW_SECONDS),
  );
  assert.equal(nextAttemptAt({ ...base, now: at(RETRY_WINDOW_SECONDS), failedAttempts: 13 }), null);
  // Retry-After is honoured as asked (at least a second), not shortened by the jitter.
  assert.deepEqual(
    nextAttemptAt({ ...base, now: at(0), failedAttempts: 1, retryAfterSeconds: 7200 }),
    at(7200),
  );
  assert.deepEqual(
    nextAttemptAt({ ...base, now: at(0), failedAttempts: 1, retryAfterSeconds: 0 }),
    at(1),
  );
});
