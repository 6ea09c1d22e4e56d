/**
 * An item's change told as news or as a correction: the item the user has is updated (or removed
 * and made again), and a change said of nothing the user keeps, or without its new value, runs
 * nothing.
 */
import assert from "node:assert/strict";
import { completedFromSaved, readToolIntent } from "./tool_intent.ts";

// Wednesday 11 March 2026, Paris.
const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

const calls = (text: string) => readToolIntent(text, CTX).calls;
const names = (text: string) => calls(text).map((c) => c.name);

/** A countdown set again on a day and the old one removed. */
const reset = (ref: string, date: string) => [
  { name: "countdowns_remove", input: { countdown: ref } },
  { name: "countdowns_set", input: { title: ref, date } },
];

Deno.test("a countdown's thing moved to a day, then the countdown named with my/that, is reset", () => {
  for (
    const [text, ref, date] of [
      ["the concert got moved to 20 Feb, update my countdown", "concert", "2027-02-20"],
      ["the gig's been pushed to 3 May, fix my countdown", "gig", "2026-05-03"],
      ["the recital was moved to 9 May, correct that countdown", "recital", "2026-05-09"],
      ["the launch got changed to 14 June, sort my countdown", "launch", "2026-06-14"],
      ["the wedding has been moved to 2 May, update our countdown", "wedding", "2026-05-02"],
      ["the derby got brought forward to 4 April, fix my countdown", "derby", "2026-04-04"],
    ] as const
  ) {
    assert.deepEqual(calls(text), reset(ref, date), text);
  }
});

Deno.test("a move said without its new day, or of no countdown, changes no countdown", () => {
  for (
    const text of [
      "the concert got moved",
      "the concert got moved, update my countdown",
      "it's 20 Feb",
      "it's 20 Feb, update my countdown",
      "the concert got moved to 20 Feb",
      "Tom's party got moved to Friday",
    ]
  ) {
    assert.ok(!names(text).some((n) => n.startsWith("countdowns_")), text);
  }
});

Deno.test("a field put down wrong, then what it is, is that field put right", () => {
  assert.deepEqual(calls("I put Mum's birthday as the 22nd but it's the 21st of June"), [
    { name: "birthdays_remove", input: { birthday: "Mum" } },
    { name: "birthdays_save", input: { name: "Mum", date: "--06-21" } },
  ]);
  assert.deepEqual(calls("I saved Dad's birthday as 3 May but it's actually 4 May"), [
    { name: "birthdays_remove", input: { birthday: "Dad" } },
    { name: "birthdays_save", input: { name: "Dad", date: "--05-04" } },
  ]);
  assert.deepEqual(calls("I wrote Priya's birthday down as the 9th, it's the 19th of July"), [
    { name: "birthdays_remove", input: { birthday: "Priya" } },
    { name: "birthdays_save", input: { name: "Priya", date: "--07-19" } },
  ]);
  assert.deepEqual(calls("I had Sam's birthday as 2 March but it should be 12 March"), [
    { name: "birthdays_remove", input: { birthday: "Sam" } },
    { name: "birthdays_save", input: { name: "Sam", date: "--03-12" } },
  ]);
  assert.deepEqual(
    calls("I saved Graham's email wrong, it's graham.mcleod@btinternet.com not .co.uk"),
    [{
      name: "contacts_update",
      input: { contact: "Graham", email: "graham.mcleod@btinternet.com" },
    }],
  );
  assert.deepEqual(calls("I put Ana's number in wrong, it's 07700 900111"), [
    { name: "contacts_update", input: { contact: "Ana", phone: "07700 900111" } },
  ]);
  assert.deepEqual(calls("I typed Leo's email wrong - it's leo@fern.example not leo@fern.co"), [
    { name: "contacts_update", input: { contact: "Leo", email: "leo@fern.example" } },
  ]);
});

Deno.test("something put or saved that is no item's field, or said without its value, runs nothing", () => {
  for (
    const text of [
      "I put the kettle on but it's cold",
      "I saved Tom's birthday as a surprise",
      "I put Mum's birthday as the 22nd",
      "I saved Graham's email wrong",
      "I put it as the 22nd but it's the 21st",
      "I wrote the essay wrong, it's due Friday",
    ]
  ) {
    assert.deepEqual(calls(text), [], text);
  }
});

Deno.test("a keepsake or note said to have been at another place is put right when named", () => {
  assert.deepEqual(
    calls("actually our anniversary dinner was at Zuma not Nobu, fix the keepsake"),
    [
      { name: "keepsakes_forget", input: { keepsake: "anniversary dinner" } },
      { name: "keepsakes_save", input: { text: "our anniversary dinner was at Zuma" } },
    ],
  );
  assert.deepEqual(calls("the first date was at Luigi's, not Mario's - update that keepsake"), [
    { name: "keepsakes_forget", input: { keepsake: "first date" } },
    { name: "keepsakes_save", input: { text: "the first date was at Luigi's" } },
  ]);
  assert.deepEqual(names("the school fete was on the 14th not the 15th, fix the note"), [
    "notes_delete",
    "notes_create",
  ]);
  // No item named: nothing.
  assert.deepEqual(calls("our anniversary dinner was at Zuma not Nobu"), []);
  assert.deepEqual(calls("the dinner was at Zuma"), []);
});

/** The trip change handed over to be read from the saved trip. */
function handed(text: string) {
  const read = readToolIntent(text, CTX);
  if (read.calls.length > 0) return { calls: read.calls };
  const saved = read.asks[0]?.saved;
  return saved ? { input: saved.call.input, shift: saved.shift } : null;
}

Deno.test("a stay made longer by days or nights moves the trip's last day by them", () => {
  for (
    const [text, trip, shift] of [
      ["we're staying in Tulum two extra days", "Tulum", 2],
      ["we are staying in Lisbon an extra night", "Lisbon", 1],
      ["I'm staying in Rome 3 more days", "Rome", 3],
      ["staying on in Kyoto two more nights", "Kyoto", 2],
      ["extend the Oslo trip by two days", "Oslo", 2],
      ["the Madrid trip's been extended by a week", "Madrid", 7],
      ["we're extending our Crete trip by three nights", "Crete", 3],
    ] as const
  ) {
    assert.deepEqual(handed(text), { input: { trip, end_date: "" }, shift }, text);
  }
});

Deno.test("a stay said of no trip, without a length, or of hours, changes no trip", () => {
  for (
    const text of [
      "we're staying in two extra days",
      "we're staying in Tulum",
      "I'm staying late two extra hours",
      "my flight moved to gate 22",
      "we're staying an extra night",
      "staying two extra days at work",
      "Tom is staying in Paris two extra days",
    ]
  ) {
    const read = readToolIntent(text, CTX);
    assert.deepEqual(read.calls.filter((c) => c.name.startsWith("trips_")), [], text);
    assert.equal(read.asks.find((a) => a.saved)?.saved?.shift, undefined, text);
  }
});

Deno.test("people moving and other people's things moved change nothing of the user's", () => {
  for (
    const text of [
      "Mum moved to Leeds",
      "Tom's party got moved to Friday",
      "the match got pushed to Sunday",
      "my flight moved to gate 22",
      "the concert got moved",
    ]
  ) {
    assert.deepEqual(
      calls(text).filter((c) => !c.name.endsWith("_list")),
      [],
      text,
    );
  }
});

/** Chicago, Sunday 1 November 2026, 21:00 on Saturday the 31st local time. */
const CHICAGO = { now: new Date("2026-11-01T02:00:00Z"), timezone: "America/Chicago" };

const REMINDERS = {
  reminders: [
    {
      id: "r1",
      text: "take Biscuit to the vet",
      next_fire_at: "2026-11-03T16:00:00.000Z",
      timezone: "America/Chicago",
      recurrence: null,
    },
    {
      id: "r2",
      text: "call the dentist",
      next_fire_at: "2026-11-04T15:30:00.000Z",
      timezone: "America/Chicago",
      recurrence: null,
    },
    {
      id: "r3",
      text: "gym",
      next_fire_at: "2026-11-02T13:00:00.000Z",
      timezone: "America/Chicago",
      recurrence: "FREQ=WEEKLY",
    },
  ],
};

/** The calls a reminder moved "same time" makes from the saved reminders, or why not. */
function movedSameTime(text: string) {
  const saved = readToolIntent(text, CHICAGO).asks[0]?.saved;
  return saved ? completedFromSaved(saved, REMINDERS) : null;
}

Deno.test("a reminder moved to a day 'same time' keeps its own hour", () => {
  for (
    const [text, id, at] of [
      [
        "the vet moved Biscuit's appointment to Thursday same time, fix my reminder",
        "r1",
        "2026-11-05T10:00:00-06:00",
      ],
      [
        "the dentist reminder should be friday not wednesday, same time",
        "r2",
        "2026-11-06T09:30:00-06:00",
      ],
      ["move the dentist reminder to Monday same time", "r2", "2026-11-02T09:30:00-06:00"],
      ["the dentist reminder needs to be on the 9th, same time", "r2", "2026-11-09T09:30:00-06:00"],
      [
        "the practice moved my dentist appointment to Friday at the same time, update my reminder",
        "r2",
        "2026-11-06T09:30:00-06:00",
      ],
    ] as const
  ) {
    const calls = movedSameTime(text);
    assert.ok(Array.isArray(calls), text);
    assert.deepEqual(calls.map((c) => c.name), ["reminders_create", "reminders_cancel"], text);
    assert.equal(calls[0]!.input.at, at, text);
    assert.equal(calls[1]!.input.reminder, id, text);
  }
});

Deno.test("'same time' of no single reminder, a repeating one, or with an hour said moves none", () => {
  // No reminder of that name, or a repeating one: nothing completed, the question asked.
  for (
    const text of [
      "the piano reminder should be friday, same time",
      "move the gym reminder to Saturday same time",
    ]
  ) {
    assert.ok(!Array.isArray(movedSameTime(text)), text);
  }
  for (
    const text of [
      "the vet moved Biscuit's appointment to Thursday same time",
      "Tom moved his party to Friday same time",
      "the dentist reminder should be friday",
      "same time on Thursday",
      "the dentist reminder should be friday at 3, same time",
    ]
  ) {
    const read = readToolIntent(text, CHICAGO);
    assert.equal(read.asks.find((a) => a.saved)?.saved, undefined, text);
    assert.ok(!read.calls.some((c) => c.name.startsWith("reminders_c")), text);
  }
});

const TRIPS = {
  trips: [
    { id: "t1", destination: "Austin", start_date: "2026-11-13", end_date: "2026-11-15" },
    { id: "t2", destination: "Paris", start_date: "2026-05-01", end_date: "2026-05-04" },
    { id: "t3", destination: "Paris", start_date: "2026-09-01", end_date: "2026-09-04" },
  ],
};

/** The calls a trip made elsewhere "same dates" makes from the saved trips, or why not. */
function sameDates(text: string) {
  const saved = readToolIntent(text, CTX).asks[0]?.saved;
  return saved ? completedFromSaved(saved, TRIPS) : null;
}

Deno.test("a trip deleted and one added elsewhere 'same dates' takes the saved trip's days", () => {
  for (
    const text of [
      "delete the Austin trip and add a new one to San Antonio, same dates",
      "cancel my Austin trip and book one to Dallas for the same dates",
      "scrap the Austin trip and put in a trip to El Paso instead, same days",
    ]
  ) {
    const calls = sameDates(text);
    assert.ok(Array.isArray(calls), text);
    assert.deepEqual(calls.map((c) => c.name), ["trips_create", "trips_delete"], text);
    assert.equal(calls[0]!.input.start_date, "2026-11-13", text);
    assert.equal(calls[0]!.input.end_date, "2026-11-15", text);
    assert.equal(calls[1]!.input.trip, "t1", text);
  }
});

Deno.test("'same dates' of no single trip, or no place said, takes no days", () => {
  // Two trips to Paris, or none to Rome: the days are asked, nothing written.
  assert.ok(!Array.isArray(sameDates("delete the Paris trip and add one to Lyon, same dates")));
  assert.ok(!Array.isArray(sameDates("delete the Rome trip and add one to Milan, same dates")));
  for (
    const text of [
      "delete the Austin trip and add a new one to the seaside, same dates",
      "delete the Austin trip and add a new one to San Antonio",
      "same dates as Austin",
    ]
  ) {
    const read = readToolIntent(text, CTX);
    assert.equal(read.asks.find((a) => a.saved)?.saved?.call.name === "trips_create", false, text);
    assert.ok(!read.calls.some((c) => c.name === "trips_create"), text);
  }
});

Deno.test("a trip's day said to change, by its place alone or without 'we', is that trip's", () => {
  for (
    const [text, trip, slot, day] of [
      [
        "Seville: we're coming back on the 15th of April instead",
        "Seville",
        "end_date",
        "2026-04-15",
      ],
      ["Porto: we fly out on 2 May instead", "Porto", "start_date", "2026-05-02"],
      ["flying back from Rome on 22 March instead", "Rome", "end_date", "2026-03-22"],
      [
        "coming back from Osaka on the 22nd of September instead",
        "Osaka",
        "end_date",
        "2026-09-22",
      ],
    ] as const
  ) {
    assert.deepEqual(calls(text), [{ name: "trips_update", input: { trip, [slot]: day } }], text);
  }
  for (
    const text of [
      "Tom: we're coming back on the 15th of April",
      "Tom is coming back from Rome on 22 March instead",
      "coming back from the shops on 22 March instead",
      "coming back from Osaka on the 22nd of September",
    ]
  ) {
    assert.ok(!names(text).includes("trips_update"), text);
  }
});
