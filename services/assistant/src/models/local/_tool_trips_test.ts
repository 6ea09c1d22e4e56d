import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, CTX).calls;
}

Deno.test("a trip said without 'I' or 'we', with a verb of going on its way, is a trip", () => {
  assert.deepEqual(calls("flying to Lyon on 4 May, back on 8 May"), [
    {
      name: "trips_create",
      input: { destination: "Lyon", start_date: "2026-05-04", end_date: "2026-05-08" },
    },
  ]);
  assert.deepEqual(calls("heading to Porto from 2 to 5 June"), [
    {
      name: "trips_create",
      input: { destination: "Porto", start_date: "2026-06-02", end_date: "2026-06-05" },
    },
  ]);
  // "go" alone is an instruction, not a trip; nor is an errand without a capitalised place.
  assert.deepEqual(calls("go to Tesco tomorrow"), []);
  assert.deepEqual(calls("going to the dentist tomorrow"), []);
});

Deno.test("visiting someone in a place: the place is the destination, the visit a note", () => {
  assert.deepEqual(calls("we're going to see my aunt in Cork from 9 to 12 April"), [
    {
      name: "trips_create",
      input: {
        destination: "Cork",
        start_date: "2026-04-09",
        end_date: "2026-04-12",
        notes: "see my aunt",
      },
    },
  ]);
});

Deno.test("a booking said as a fact creates the trip", () => {
  assert.deepEqual(calls("just booked a city break in Riga, 15 to 18 May"), [
    {
      name: "trips_create",
      input: { destination: "Riga", start_date: "2026-05-15", end_date: "2026-05-18" },
    },
  ]);
  assert.deepEqual(calls("we booked our flights to Malta for 1 to 8 August"), [
    {
      name: "trips_create",
      input: { destination: "Malta", start_date: "2026-08-01", end_date: "2026-08-08" },
    },
  ]);
});

Deno.test("a cancellation said as a fact, or with 'off', deletes the trip", () => {
  for (
    const [text, trip] of [
      ["the Rome trip is off", "Rome"],
      ["my holiday to Crete has been cancelled", "Crete"],
      ["knock Vienna off my trips", "Vienna"],
      ["delete the Oslo trip - work won't pay for it", "Oslo"],
      ["the Bergen trip got called off, remove it", "Bergen"],
    ]
  ) {
    assert.deepEqual(calls(text!), [{ name: "trips_delete", input: { trip } }], text!);
  }
});

Deno.test("'the start of' or 'the end of' a trip is the day that changes", () => {
  assert.deepEqual(calls("push the end of the Rome trip to 9 May"), [
    { name: "trips_update", input: { trip: "Rome", end_date: "2026-05-09" } },
  ]);
});

Deno.test("a change said as a fact updates the trip it names", () => {
  assert.deepEqual(calls("Rome trip: we fly back on 10 May instead"), [
    { name: "trips_update", input: { trip: "Rome", end_date: "2026-05-10" } },
  ]);
  assert.deepEqual(calls("the Oslo trip - we're leaving on 3 June now"), [
    { name: "trips_update", input: { trip: "Oslo", start_date: "2026-06-03" } },
  ]);
  assert.deepEqual(calls("I'm staying two more nights in Porto, until 14 April"), [
    { name: "trips_update", input: { trip: "Porto", end_date: "2026-04-14" } },
  ]);
});

Deno.test("a story about a past trip is not a request to list trips", () => {
  assert.deepEqual(calls("our holiday in Spain last summer was lovely"), []);
  assert.deepEqual(calls("my trips this year"), [{ name: "trips_list", input: {} }]);
});

Deno.test("a trip 'for the weekend' lasts two days, 'for a week' seven more", () => {
  assert.deepEqual(calls("we're driving to Wales on 4 April for the weekend"), [
    {
      name: "trips_create",
      input: { destination: "Wales", start_date: "2026-04-04", end_date: "2026-04-05" },
    },
  ]);
  assert.deepEqual(calls("I'm flying to Nice on 4 April for a week"), [
    {
      name: "trips_create",
      input: { destination: "Nice", start_date: "2026-04-04", end_date: "2026-04-11" },
    },
  ]);
});

Deno.test("telling when a trip starts is not a request to list trips", () => {
  const names = calls("our vacation begins on 2 August").map((c) => c.name);
  assert.ok(!names.includes("trips_list"), names.join());
  assert.deepEqual(calls("our next holidays?"), [{ name: "trips_list", input: {} }]);
});

Deno.test("a note added to a trip is the trip's notes, never a note of its own", () => {
  assert.deepEqual(calls("add to the Oslo trip notes that the museum shuts on mondays"), [
    { name: "trips_update", input: { trip: "Oslo", notes: "the museum shuts on mondays" } },
  ]);
  assert.deepEqual(calls("add a note to the Oslo trip that we need adapters"), [
    { name: "trips_update", input: { trip: "Oslo", notes: "we need adapters" } },
  ]);
});

Deno.test("the weekend of a day is that Saturday and Sunday; the request said again is no note", () => {
  assert.deepEqual(
    calls("we're driving down to Leeds the weekend of the 28th, put it on my trips"),
    [
      {
        name: "trips_create",
        input: { destination: "Leeds", start_date: "2026-03-28", end_date: "2026-03-29" },
      },
    ],
  );
  assert.deepEqual(calls("heading up to York the weekend of 19 April, add it to my trips"), [
    {
      name: "trips_create",
      input: { destination: "York", start_date: "2026-04-18", end_date: "2026-04-19" },
    },
  ]);
  // The weekend of a weekday is unclear: nothing is written.
  assert.deepEqual(calls("flying to Bath the weekend of the 25th"), []);
});

Deno.test("a trip noted down is a trip, not a note", () => {
  assert.deepEqual(calls("can you note down a trip for me - Ghent, 4-6 May"), [
    {
      name: "trips_create",
      input: { destination: "Ghent", start_date: "2026-05-04", end_date: "2026-05-06" },
    },
  ]);
  assert.deepEqual(calls("jot down a holiday for us: Crete, 10-17 September"), [
    {
      name: "trips_create",
      input: { destination: "Crete", start_date: "2026-09-10", end_date: "2026-09-17" },
    },
  ]);
  // A note about a trip stays a note.
  assert.equal(calls("note down that the trip to Rome was lovely")[0]?.name, "notes_create");
});

Deno.test("a trip that has been cancelled is removed", () => {
  for (
    const text of [
      "the oslo trip's been cancelled, take it off",
      "the Oslo trip has been called off",
    ]
  ) {
    assert.deepEqual(calls(text), [{ name: "trips_delete", input: { trip: text.slice(4, 8) } }]);
  }
  assert.deepEqual(calls("the oslo trip's been great"), []);
});

Deno.test("a trip's place changed, said after 'to', with the same dates or as a place", () => {
  assert.deepEqual(calls("change the york trip to leeds, same dates"), [
    { name: "trips_update", input: { trip: "york", destination: "leeds" } },
  ]);
  assert.deepEqual(calls("move the bath trip to porto, keep the same dates"), [
    { name: "trips_update", input: { trip: "bath", destination: "porto" } },
  ]);
  // Not a place: a kind of trip, a word of time.
  assert.deepEqual(calls("change the rome trip to a work trip, same dates"), []);
  assert.deepEqual(calls("change the rome trip to later"), []);
});

Deno.test("a trip named before its noun, changed 'to' a place and nothing more, goes there", () => {
  assert.deepEqual(calls("change the Durban trip to Umhlanga"), [
    { name: "trips_update", input: { trip: "Durban", destination: "Umhlanga" } },
  ]);
  assert.deepEqual(calls("move the Glasgow trip to Edinburgh"), [
    { name: "trips_update", input: { trip: "Glasgow", destination: "Edinburgh" } },
  ]);
  assert.deepEqual(calls("change the paris trip to Lyon"), [
    { name: "trips_update", input: { trip: "paris", destination: "Lyon" } },
  ]);
  // Named by a kind of trip: which trip is not said.
  assert.deepEqual(calls("change the work trip to Leeds"), []);
  // A day after "to": the dates change, not the place.
  assert.deepEqual(calls("move the Lisbon trip to the 5th of May"), [
    { name: "trips_update", input: { trip: "Lisbon", start_date: "2026-05-05" } },
  ]);
});

Deno.test("'add to my … trip notes: …' is the trip's notes", () => {
  assert.deepEqual(calls("add to my Lyon trip notes: parking at the station"), [
    { name: "trips_update", input: { trip: "Lyon", notes: "parking at the station" } },
  ]);
  assert.deepEqual(calls("add to our Bath trip notes: book the spa"), [
    { name: "trips_update", input: { trip: "Bath", notes: "book the spa" } },
  ]);
  assert.equal(calls("add to my notes: the Bath trip was fun")[0]?.name, "notes_create");
});

Deno.test("trips: from a Thursday, Friday or Saturday 'for the weekend' lasts to the Sunday", () => {
  const days = (text: string) => {
    const input = calls(text)[0]?.input ?? {};
    return [input.start_date, input.end_date];
  };
  assert.deepEqual(days("going to Rome on Friday for the weekend"), ["2026-03-13", "2026-03-15"]);
  assert.deepEqual(days("off to Bath on Saturday for the weekend"), ["2026-03-14", "2026-03-15"]);
  assert.deepEqual(days("heading to York on Thursday for the weekend"), [
    "2026-03-12",
    "2026-03-15",
  ]);
  assert.deepEqual(days("going to Paris for the weekend"), ["2026-03-14", "2026-03-15"]);
});

Deno.test("'add to the … trip that …' is the trip's notes", () => {
  assert.deepEqual(calls("add to the Queenstown trip that we're staying at the lodge"), [
    { name: "trips_update", input: { trip: "Queenstown", notes: "we're staying at the lodge" } },
  ]);
  assert.deepEqual(calls("put on the Oslo trip that the ferry leaves at 9"), [
    { name: "trips_update", input: { trip: "Oslo", notes: "the ferry leaves at 9" } },
  ]);
  assert.deepEqual(calls("add a note to the Kyoto trip that we need yen"), [
    { name: "trips_update", input: { trip: "Kyoto", notes: "we need yen" } },
  ]);
  // The list of trips is no trip to keep notes on.
  assert.deepEqual(calls("add to my trips that Rome is 3-5 May"), []);
});

Deno.test("a trip's length said before it, or 'for' before its first day, gives its last day", () => {
  const days = (text: string) => {
    const input = calls(text)[0]?.input ?? {};
    return [input.destination, input.start_date, input.end_date];
  };
  assert.deepEqual(days("add a week-long Hokkaido trip, leaving the 3rd of October"), [
    "Hokkaido",
    "2026-10-03",
    "2026-10-10",
  ]);
  assert.deepEqual(days("plan a two-week holiday in Crete from 1 June"), [
    "Crete",
    "2026-06-01",
    "2026-06-15",
  ]);
  // "for a week" before the first day is how long, never a day a week from now.
  assert.deepEqual(days("add a Bergen trip for a week from the 3rd of October"), [
    "Bergen",
    "2026-10-03",
    "2026-10-10",
  ]);
  // The days said win over the length.
  assert.deepEqual(days("add a week-long trip to Bali from 3 to 8 October"), [
    "Bali",
    "2026-10-03",
    "2026-10-08",
  ]);
  // A weekend-long trip says no more than a weekend trip: no day, nothing runs.
  assert.deepEqual(calls("add a weekend-long trip to Bath"), []);
});

Deno.test("a trip said first, then 'add it to my trips', is that trip", () => {
  assert.deepEqual(calls("Bruges 4-6 June - put that in my trips please"), [
    {
      name: "trips_create",
      input: { destination: "Bruges", start_date: "2026-06-04", end_date: "2026-06-06" },
    },
  ]);
  assert.deepEqual(calls("Edinburgh, 30th Dec to 2nd Jan - add it to my trips"), [
    {
      name: "trips_create",
      input: { destination: "Edinburgh", start_date: "2026-12-30", end_date: "2027-01-02" },
    },
  ]);
  // Things to buy are no trip, whatever list they are put on.
  assert.deepEqual(calls("milk and eggs - add it to my trips"), []);
  assert.deepEqual(calls("the kids are at camp 4-6 June - add it to my trips"), []);
});

Deno.test("days said without their month after a month said alone are that month's", () => {
  const cases: [string, string, string, string][] = [
    ["we're going to Rome in May, the 3rd to the 7th", "Rome", "2026-05-03", "2026-05-07"],
    [
      "add a trip to Quebec for April break, the 6th through the 10th",
      "Quebec",
      "2026-04-06",
      "2026-04-10",
    ],
    [
      "off to Cork for the May bank holiday, the 2nd to the 4th",
      "Cork",
      "2026-05-02",
      "2026-05-04",
    ],
    [
      "going to Berlin for the January sales, the 3rd to the 5th",
      "Berlin",
      "2027-01-03",
      "2027-01-05",
    ],
  ];
  for (const [text, destination, start, end] of cases) {
    const [call] = calls(text);
    assert.equal(call?.name, "trips_create", text);
    assert.equal(call?.input.destination, destination, text);
    assert.equal(call?.input.start_date, start, text);
    assert.equal(call?.input.end_date, end, text);
  }
  // No month said: the days are the next ones ahead; "may" written small is no month.
  assert.equal(
    calls("add a trip to Lisbon, the 14th to the 22nd")[0]?.input.start_date,
    "2026-03-14",
  );
  assert.ok(!calls("we may go to Cork, the 2nd to the 4th").some((c) => c.name === "trips_create"));
});

Deno.test("a trip's place changed to a capitalised place, 'same dates' said after, goes there", () => {
  assert.deepEqual(calls("move the Bath trip to Bristol, keep the same dates"), [
    { name: "trips_update", input: { trip: "Bath", destination: "Bristol" } },
  ]);
  assert.deepEqual(calls("change the Nice trip to Cannes, same dates as before"), [
    { name: "trips_update", input: { trip: "Nice", destination: "Cannes" } },
  ]);
  // Something else said after the place: not only the place changes.
  assert.deepEqual(calls("change the Porto trip to Faro, and the dates"), []);
  assert.deepEqual(calls("change the Rome trip to a work trip, same dates"), []);
});

Deno.test("a month's name written small after 'for' or 'in' is the month of days said without one", () => {
  // Friday 12 February 2027, 23:48 in Halifax.
  const halifax = { now: new Date("2027-02-12T03:48:00Z"), timezone: "America/Halifax" };
  const read = (text: string) => readToolIntent(text, halifax).calls;
  assert.deepEqual(read("add a trip to PEI for march break, 13th to the 20th"), [{
    name: "trips_create",
    input: {
      destination: "PEI",
      start_date: "2027-03-13",
      end_date: "2027-03-20",
      notes: "march break",
    },
  }]);
  assert.deepEqual(
    read("add a trip to Cork in may, the 3rd to the 7th")[0]?.input.start_date,
    "2027-05-03",
  );
  // A verb written so names no month: the days are never put in March.
  assert.ok(
    !read("add a trip to Leeds, we march on the 13th to the 20th").some((c) =>
      String(c.input.start_date ?? "").startsWith("2027-03")
    ),
  );
});

Deno.test("'the weekend of' days said as a range is those days; of one day, the weekend holding it", () => {
  // Sunday 7 November 2027, 16:00 in Brisbane.
  const brisbane = { now: new Date("2027-11-07T06:00:00Z"), timezone: "Australia/Brisbane" };
  const days = (text: string) => {
    const input = readToolIntent(text, brisbane).calls[0]?.input;
    return [input?.start_date, input?.end_date];
  };
  assert.deepEqual(days("add a trip to Byron the weekend of the 26th to 28th"), [
    "2027-11-26",
    "2027-11-28",
  ]);
  assert.deepEqual(days("add a trip to Byron the weekend of the 26th-28th"), [
    "2027-11-26",
    "2027-11-28",
  ]);
  assert.deepEqual(days("add a trip to Byron the weekend of the 27th"), [
    "2027-11-27",
    "2027-11-28",
  ]);
});
