import assert from "node:assert/strict";
import { everything, toolsFor } from "@asst/shared";
import { withDb } from "../../testing/lists_env.ts";
import { localTurn } from "../../testing/local_turn.ts";

const turn = localTurn;

Deno.test("a trip's day said without its month takes the saved trip's month", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("trips_create", {
      destination: "Porto",
      start_date: "2026-04-28",
      end_date: "2026-05-03",
    });
    const later = await turn(a, "we're coming back from Porto on the 5th instead");
    assert.deepEqual(later.calls.map((c) => c.call.name), ["trips_list", "trips_update"]);
    assert.equal(later.question, undefined);
    assert.match(
      later.reply,
      /Updated your trip to Porto: dates now .*28 Apr 2026 to .*5 May 2026/,
    );
    await turn(a, "the Porto trip is now the 30th to the 4th");
    const [trip] = (await a.ok("trips_list")).data.trips;
    assert.deepEqual([trip.start_date, trip.end_date], ["2026-04-30", "2026-05-04"]);
  });
});

Deno.test("a trip's day without its month is asked when no single saved trip fits", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const none = await turn(a, "the Porto trip now starts on the 9th");
    assert.deepEqual(none.calls.map((c) => c.call.name), ["trips_list"]);
    assert.match(none.question ?? "", /No trip matches "Porto".*Which month do you mean/s);
    for (const start of ["2026-06-01", "2026-09-01"]) {
      await a.ok("trips_create", { destination: "Krakow", start_date: start });
    }
    const two = await turn(a, "the Krakow trip now starts on the 3rd");
    assert.match(two.question ?? "", /Several trips match "Krakow"/);
    const trips = (await a.ok("trips_list")).data.trips;
    assert.deepEqual(trips.map((t: { start_date: string }) => t.start_date), [
      "2026-06-01",
      "2026-09-01",
    ]);
    // A key that may not read the trips is asked the month, as before.
    const blind = toolsFor(everything(), { businessMode: true }).filter((t) =>
      t.name !== "trips_list"
    );
    const asked = await turn(a, "the Krakow trip now starts on the 3rd", blind);
    assert.deepEqual(asked.calls, []);
    assert.match(asked.question ?? "", /^Which month do you mean for "the 3rd"/);
  });
});

Deno.test("a countdown's day said without its month is set again in the saved month", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("countdowns_set", { title: "Arctic Monkeys gig", date: "2026-04-18" });
    const moved = await turn(a, "the gig's been moved to the 30th, sort the countdown out");
    assert.deepEqual(moved.calls.map((c) => c.call.name), [
      "countdowns_list",
      "countdowns_set",
      "countdowns_remove",
    ]);
    assert.equal(moved.question, undefined);
    const [left, ...more] = (await a.ok("countdowns_list")).data.countdowns;
    assert.deepEqual([left.title, left.date, more.length], ["Arctic Monkeys gig", "2026-04-30", 0]);
  });
});

Deno.test("a countdown's day without its month is asked, and nothing lost, when none fits", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const none = await turn(a, "the recital moved to the 9th, fix the countdown");
    assert.deepEqual(none.calls.map((c) => c.call.name), ["countdowns_list"]);
    assert.match(none.question ?? "", /No countdown matches "recital".*Which month/s);
    await a.ok("countdowns_set", { title: "Sam's wedding", date: "2026-06-12" });
    await a.ok("countdowns_set", { title: "Ana's wedding", date: "2026-08-01" });
    const two = await turn(a, "the wedding moved to the 3rd, fix the countdown");
    assert.match(two.question ?? "", /Several countdowns match "wedding"/);
    // A day now passed ("the 1st" nearest the 12th of March is before today): set again nowhere,
    // the countdown is kept.
    await a.ok("countdowns_set", { title: "recital", date: "2026-03-12" });
    const passed = await turn(a, "the recital moved to the 1st, fix the countdown");
    assert.deepEqual(passed.calls.map((c) => c.call.name), ["countdowns_list", "countdowns_set"]);
    const titles = (await a.ok("countdowns_list")).data.countdowns.map((c: { title: string }) =>
      c.title
    );
    assert.equal(titles.length, 3);
  });
});

Deno.test("a saved trip moved by a length moves its own days, or asks which trip", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("trips_create", {
      destination: "Galway",
      start_date: "2026-04-10",
      end_date: "2026-04-12",
    });
    const week = await turn(a, "Galway's been pushed back a week");
    assert.deepEqual(week.calls.map((c) => c.call.name), ["trips_list", "trips_update"]);
    assert.equal(week.question, undefined);
    await turn(a, "move the Galway one to start a day earlier");
    const [trip] = (await a.ok("trips_list")).data.trips;
    assert.deepEqual([trip.start_date, trip.end_date], ["2026-04-16", "2026-04-19"]);
    const none = await turn(a, "push the Madrid trip back two days");
    assert.match(none.question ?? "", /No trip matches "Madrid".*Which days is the trip now/s);
    await a.ok("trips_create", { destination: "Galway", start_date: "2026-07-01" });
    const two = await turn(a, "push the Galway trip forward a day");
    assert.match(two.question ?? "", /Several trips match "Galway"/);
    const after = (await a.ok("trips_list")).data.trips;
    assert.deepEqual(after.map((t: { start_date: string }) => t.start_date), [
      "2026-04-16",
      "2026-07-01",
    ]);
  });
});
