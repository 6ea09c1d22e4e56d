import assert from "node:assert/strict";
import { HOSTILE, withDb } from "../../../testing/lists_env.ts";
import { MAX_TRIPS, PAST_TRIPS_SHOWN } from "./trips.ts";

// The clock of the tests: Tuesday 10 March 2026, 10:00 UTC.

Deno.test("trips_list shows trips under way and upcoming first, then past trips marked as past", async () => {
  await withDb(async (db) => {
    const a = db.account();
    assert.equal((await a.ok("trips_list")).summary, "You have no trips planned.");
    const lisbon = await a.ok("trips_create", {
      destination: "Lisbon",
      start_date: "2026-05-01",
      end_date: "2026-05-08",
      notes: "Bring the adapter",
    });
    assert.equal(
      lisbon.summary,
      "Added your trip to Lisbon: Fri 1 May 2026 to Fri 8 May 2026 (in 52 days).",
    );
    await a.ok("trips_create", { destination: "Oslo", start_date: "2025-12-20" });
    await a.ok("trips_create", {
      destination: "Paris",
      start_date: "2026-02-01",
      end_date: "2026-02-05",
    });
    await a.ok("trips_create", { destination: "Bath", start_date: "2026-03-10" });
    await a.ok("trips_create", {
      destination: "Rome",
      start_date: "2026-03-08",
      end_date: "2026-03-12",
    });
    const list = await a.ok("trips_list");
    assert.equal(
      list.summary,
      [
        "Your trips, the next first:",
        "• Rome: Sun 8 Mar 2026 to Thu 12 Mar 2026 — under way, until Thu 12 Mar 2026",
        "• Bath: Tue 10 Mar 2026 — under way, last day today",
        "• Lisbon: Fri 1 May 2026 to Fri 8 May 2026 — in 52 days (Bring the adapter)",
        "Past trips:",
        "• Paris: Sun 1 Feb 2026 to Thu 5 Feb 2026 — ended 33 days ago",
        "• Oslo: Sat 20 Dec 2025 — ended 80 days ago",
      ].join("\n"),
    );
    assert.deepEqual(
      list.data.trips.map((t: { destination: string; status: string }) =>
        `${t.destination} ${t.status}`
      ),
      ["Rome ongoing", "Bath ongoing", "Lisbon upcoming", "Paris past", "Oslo past"],
    );
    assert.equal(list.data.trips[2].id, lisbon.data.id);
  });
});

Deno.test("trips_list counts days in the user's time zone and shows at most a few past trips", async () => {
  await withDb(async (db) => {
    const a = db.account("Asia/Tokyo"); // 10:00 UTC is 19:00 on 10 March in Tokyo
    await a.ok("trips_create", { destination: "Kyoto", start_date: "2026-03-11" });
    assert.match((await a.ok("trips_list")).summary, /Kyoto: Wed 11 Mar 2026 — tomorrow/);
    a.set({ now: new Date("2026-03-10T16:00:00Z") }); // 01:00 on 11 March in Tokyo
    assert.match((await a.ok("trips_list")).summary, /Kyoto: .* — under way, last day today/);
    for (let i = 1; i <= PAST_TRIPS_SHOWN + 2; i++) {
      await a.ok("trips_create", {
        destination: `Old ${i}`,
        start_date: `2025-01-${String(i).padStart(2, "0")}`,
      });
    }
    const list = await a.ok("trips_list");
    assert.match(list.summary, /Past trips:\n• Old 12: .*\n/);
    assert.match(list.summary, /…and 2 earlier trips$/);
    assert.equal(list.data.past_count, PAST_TRIPS_SHOWN + 2);
  });
});

Deno.test("trips_create refuses an end before the start, impossible dates and the same trip twice", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.fails(
      "trips_create",
      { destination: "Paris", start_date: "2026-05-03", end_date: "2026-05-01" },
      /The end date "2026-05-01" is before the start date "2026-05-03"/,
    );
    await a.fails(
      "trips_create",
      { destination: "Paris", start_date: "2026-02-30" },
      /The start date "2026-02-30" does not exist: February 2026 has 28 days/,
    );
    await a.fails(
      "trips_create",
      { destination: "Paris", start_date: "2026-05-01", end_date: "2026-06-31" },
      /The end date "2026-06-31" does not exist/,
    );
    await a.fails("trips_create", { destination: "Paris", start_date: "May 1" }, /Invalid input/);
    const paris = await a.ok("trips_create", { destination: "Paris", start_date: "2026-05-01" });
    const err = await a.fails(
      "trips_create",
      { destination: "PARIS", start_date: "2026-05-01", end_date: "2026-05-04" },
      /already have a trip to PARIS starting Fri 1 May 2026/,
    );
    assert.ok(err.includes(paris.data.id));
    await a.ok("trips_create", { destination: "Paris", start_date: "2026-09-01" });
  });
});

Deno.test("trips_update changes only the fields given and keeps the dates in order", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const trip = await a.ok("trips_create", {
      destination: "Lisbon",
      start_date: "2026-05-01",
      end_date: "2026-05-08",
      notes: "Bring the adapter",
    });
    const r = await a.ok("trips_update", { trip: "lisbon", end_date: "2026-05-10" });
    assert.equal(
      r.summary,
      "Updated your trip to Lisbon: dates now Fri 1 May 2026 to Sun 10 May 2026.",
    );
    await a.fails(
      "trips_update",
      { trip: "lisbon", start_date: "2026-05-11" },
      /The end date "2026-05-10" is before the start date "2026-05-11"/,
    );
    const moved = await a.ok("trips_update", {
      trip: trip.data.id,
      destination: "Porto",
      notes: "",
    });
    assert.equal(
      moved.summary,
      "Updated your trip to Lisbon: destination now Porto and notes cleared.",
    );
    assert.deepEqual((await a.ok("trips_list")).data.trips[0], {
      id: trip.data.id,
      destination: "Porto",
      start_date: "2026-05-01",
      end_date: "2026-05-10",
      notes: null,
      status: "upcoming",
    });
    const same = await a.ok("trips_update", { trip: "porto", destination: "Porto" });
    assert.match(same.summary, /already has those details; nothing changed/);
  });
});

Deno.test("trips_update refuses no change, an unknown or ambiguous trip, and a duplicate", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("trips_create", { destination: "Paris", start_date: "2026-05-01" });
    await a.ok("trips_create", { destination: "Paris", start_date: "2026-09-01" });
    await a.ok("trips_create", { destination: "Rome", start_date: "2026-05-01" });
    await a.fails("trips_update", { trip: "rome" }, /Say what to change about the trip "rome"/);
    await a.fails("trips_update", { trip: "Oslo", notes: "x" }, /No trip matches "Oslo"/);
    await a.fails(
      "trips_update",
      { trip: "paris", notes: "x" },
      /Several trips match "paris": "Paris 2026-05-01" \(id .*\), "Paris 2026-09-01"/,
    );
    await a.ok("trips_update", { trip: "paris 2026-09", notes: "autumn" });
    await a.fails(
      "trips_update",
      { trip: "rome", destination: "paris" },
      /already have a trip to paris starting Fri 1 May 2026/,
    );
    await a.fails(
      "trips_update",
      { trip: "rome", start_date: "2026-04-31" },
      /"2026-04-31" does not exist/,
    );
  });
});

Deno.test("trips_delete removes the trip named by words or id", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const paris = await a.ok("trips_create", { destination: "Paris", start_date: "2026-05-01" });
    await a.ok("trips_create", {
      destination: "Rome",
      start_date: "2026-06-01",
      end_date: "2026-06-03",
    });
    const r = await a.ok("trips_delete", { trip: "the trip to Rome" });
    assert.equal(r.summary, "Removed your trip to Rome (Mon 1 Jun 2026 to Wed 3 Jun 2026).");
    await a.ok("trips_delete", { trip: paris.data.id });
    await a.fails("trips_delete", { trip: "paris" }, /No trip matches "paris"/);
    assert.equal((await a.ok("trips_list")).data.trips.length, 0);
  });
});

Deno.test("one account never sees, edits or removes another account's trips", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    const trip = await a.ok("trips_create", { destination: "Paris", start_date: "2026-05-01" });
    assert.equal((await b.ok("trips_list")).data.trips.length, 0);
    await b.fails("trips_update", { trip: trip.data.id, notes: "x" }, /No trip matches/);
    await b.fails("trips_delete", { trip: trip.data.id }, /No trip matches/);
    await b.ok("trips_create", { destination: "Paris", start_date: "2026-05-01" });
    assert.equal((await a.ok("trips_list")).data.trips[0].notes, null);
  });
});

Deno.test("trips with hostile text are stored literally, within the size and count limits", async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (const [i, text] of HOSTILE.entries()) {
      await a.ok("trips_create", {
        destination: text,
        start_date: `2026-06-0${i + 1}`,
        notes: text,
      });
    }
    const trips = (await a.ok("trips_list")).data.trips;
    assert.deepEqual(trips.map((t: { notes: string }) => t.notes), HOSTILE.map((h) => h.trim()));
    await a.fails(
      "trips_create",
      { destination: "x".repeat(201), start_date: "2026-06-01" },
      /Invalid input/,
    );
    await db.sql`
      insert into assistant.trips (id, account_id, destination, destination_key, start_date)
      select gen_random_uuid(), ${a.id}, 'T' || i, 't' || i, date '2020-01-01' + i
      from generate_series(${HOSTILE.length + 1}::int, ${MAX_TRIPS}::int) i
    `;
    await a.fails(
      "trips_create",
      { destination: "One more", start_date: "2026-06-01" },
      /already keep 1000 trips/,
    );
  });
});
