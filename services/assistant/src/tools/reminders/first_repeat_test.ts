import assert from "node:assert/strict";
import { firstRepeat } from "./first_repeat.ts";

const firstAt = new Date("2026-03-27T09:00:00+01:00");

Deno.test("firstRepeat() gives the first repeat of a rule, or none when it ends first", async () => {
  const weekly = await firstRepeat({ firstAt, rrule: "FREQ=WEEKLY", timezone: "Europe/Paris" });
  assert.deepEqual(weekly, { kind: "next", at: new Date("2026-04-03T07:00:00Z") });
  const ended = await firstRepeat({ firstAt, rrule: "FREQ=DAILY;COUNT=1", timezone: "UTC" });
  assert.deepEqual(ended, { kind: "none" });
});

Deno.test("firstRepeat() gives up on a rule that never matches, without blocking the service", async () => {
  let ticked = false;
  const tick = setTimeout(() => (ticked = true), 10);
  const started = Date.now();
  const never = await firstRepeat(
    { firstAt, rrule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", timezone: "UTC" },
    300,
  );
  clearTimeout(tick);
  assert.deepEqual(never, { kind: "timeout" });
  assert.ok(ticked, "timers ran while the rule was searched");
  assert.ok(Date.now() - started < 3000);
});
