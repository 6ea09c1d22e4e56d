import assert from "node:assert/strict";
import { everything, findTool, toolsFor } from "@asst/shared";
import { type TestAccount, withDb } from "../../testing/lists_env.ts";
import { localTurn } from "../../testing/local_turn.ts";

const ALL = toolsFor(everything(), { businessMode: true });

/** A turn of the local model through the real tools; `read` records what was read as context. */
function turn(account: TestAccount, message: string, tools = ALL, read: string[] = []) {
  return localTurn(account, message, tools, read);
}

Deno.test("a countdown's new day said as news sets it again and removes the old one", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("countdowns_set", { title: "Rugby final", date: "2026-04-18" });
    await a.ok("countdowns_set", { title: "Mia's wedding", date: "2026-08-08" });
    const read: string[] = [];
    const out = await turn(a, "the rugby final is the 25th now not the 18th", ALL, read);
    assert.deepEqual(out.calls.map((c) => [c.call.name, c.result.ok]), [
      ["countdowns_set", true],
      ["countdowns_remove", true],
    ]);
    assert.ok(read.includes("countdowns_list"), read.join());
    const left = (await a.ok("countdowns_list")).data.countdowns
      .map((c: { title: string; date: string }) => `${c.title} ${c.date}`).sort();
    assert.deepEqual(left, ["Mia's wedding 2026-08-08", "Rugby final 2026-04-25"]);
  });
});

Deno.test("a birthday and a trip put right as news; look-alikes change nothing", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("birthdays_save", { name: "Lucy", date: "--04-09" });
    await a.ok("trips_create", {
      destination: "Durban",
      start_date: "2026-05-10",
      end_date: "2026-05-20",
    });
    const lucy = await turn(a, "Lucy's birthday is actually the 19th not the 9th");
    assert.deepEqual(lucy.calls.map((c) => [c.call.name, c.result.ok]), [
      ["birthdays_remove", true],
      ["birthdays_save", true],
    ]);
    const birthdays = (await a.ok("birthdays_list")).data.birthdays;
    assert.deepEqual(birthdays.map((b: { date: string }) => b.date), ["--04-19"]);

    const trip = await turn(a, "the Durban trip got pushed, we leave on the 12th now");
    assert.deepEqual(trip.calls.map((c) => c.call.name), ["trips_update"]);
    const trips = (await a.ok("trips_list")).data.trips;
    assert.deepEqual([trips[0].start_date, trips[0].end_date], ["2026-05-12", "2026-05-20"]);

    for (
      const message of [
        "was Lucy's birthday the 19th?",
        "if Durban is the 14th now I'll need a sitter",
        "Lucy's birthday is actually the 19th not the 12th",
        "my cousin's birthday is the 3rd now",
        "Tom's flight is the 14th now",
      ]
    ) {
      const out = await turn(a, message);
      assert.ok(
        !out.calls.some((c) => c.result.ok && findTool(c.call.name)?.level !== "read"),
        message,
      );
    }
    assert.deepEqual(
      (await a.ok("birthdays_list")).data.birthdays.map((b: { date: string }) => b.date),
      ["--04-19"],
    );
  });
});

Deno.test("a key that may not change a kind reads none of it for a change", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("countdowns_set", { title: "Rugby final", date: "2026-04-18" });
    const read: string[] = [];
    const noRemove = ALL.filter((t) => t.name !== "countdowns_remove");
    const out = await turn(a, "the rugby final is the 25th now", noRemove, read);
    assert.deepEqual(out.calls, []);
    assert.ok(!read.includes("countdowns_list"), read.join());
  });
});

Deno.test('"not" said of a value unread, or a weekday far off, changes nothing', async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("countdowns_set", { title: "Rugby final", date: "2026-04-16" });
    for (
      const message of [
        "the rugby final is on Saturday not Thursdays",
        "the rugby final is on Saturday now",
        "the rugby final is the 25th not the 18th",
        "has the rugby final moved to the 25th?",
      ]
    ) {
      const out = await turn(a, message);
      assert.ok(
        !out.calls.some((c) => c.result.ok && findTool(c.call.name)?.level !== "read"),
        message,
      );
    }
    const moved = await turn(
      a,
      "the rugby final got bumped to the 25th of April, update the countdown",
    );
    assert.deepEqual(moved.calls.map((c) => [c.call.name, c.result.ok]), [
      ["countdowns_set", true],
      ["countdowns_remove", true],
    ]);
    const finals = (await a.ok("countdowns_list")).data.countdowns
      .map((c: { date: string }) => c.date);
    assert.deepEqual(finals, ["2026-04-25"]);
  });
});

Deno.test("a change said as news that the parser read as a new item changes the saved one, never adds it twice", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("trips_create", {
      destination: "Isfahan",
      start_date: "2026-10-01",
      end_date: "2026-10-04",
    });
    const moved = await turn(a, "Isfahan trip moved, now 8th to 11th October");
    assert.deepEqual(moved.calls.map((c) => [c.call.name, c.result.ok]), [["trips_update", true]]);
    const trips = (await a.ok("trips_list")).data.trips;
    assert.deepEqual(
      trips.map((t: { start_date: string; end_date: string }) => [t.start_date, t.end_date]),
      [["2026-10-08", "2026-10-11"]],
    );
    // A new trip said without a change is still added, beside the saved one of another place.
    const added = await turn(a, "add a trip to Shiraz 8th to 11th November");
    assert.deepEqual(added.calls.map((c) => c.call.name), ["trips_create"]);
    assert.equal((await a.ok("trips_list")).data.trips.length, 2);
  });
});
