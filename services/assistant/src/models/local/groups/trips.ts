/**
 * The trips group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import { notTheOther, REMOVE_VERBS } from "./_remove_verbs.ts";
import type { GroupWords } from "./_words.ts";

/**
 * "vegas is cancelled, kill the trip and the countdown to it too": a place said called off, then
 * its trip and the countdown to it removed, both.
 */
function tripAndCountdownOff(): Record<string, string> {
  const out: Record<string, string> = {};
  const go = "kill/delete/remove/cancel/scrap/bin/drop the trip and the countdown";
  for (const is of ["is", "was", "got", "has been", "'s"]) {
    for (const after of ["", " to it", " for it", " too", " to it too", " for it too"]) {
      const off = "cancelled/canceled/off/scrapped";
      out[`{x}${is === "'s" ? "'s" : ` ${is}`} ${off} - ${go}${after}`] =
        "delete the {x} trip and remove the {x} countdown";
    }
  }
  return out;
}

/**
 * "we going Langkawi instead of Penang, change it": the place gone to instead is the trip's new
 * destination (read as "change the Penang trip to Langkawi": a capitalised or known place only).
 */
function goingInstead(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const who of ["we", "I", "we are", "I am", "we're", "I'm"]) {
    for (const to of ["", " to"]) {
      for (const fix of ["", " - change it", " - update it", " - fix it", " - change the trip"]) {
        out[`${who} going/heading/flying${to} {x} instead of {y}${fix}`] =
          "change the {y} trip to {x}";
      }
    }
  }
  return out;
}

/**
 * "Edinburgh, 30th Dec to 2nd Jan - add it to my trips", "away in Wales from the 27th to the 30th,
 * pop that in my trips", "Put Lagos in my trips, 3–17 August": the trip said, then asked for (or
 * asked for by its place, its days after), read as "trip to {x}", which makes nothing without days.
 */
function askedAfter(): Record<string, string> {
  const out: Record<string, string> = {};
  const verbs = "add/put/pop/stick/save/chuck/bung";
  const asks = ["", "can you ", "could you ", "please "];
  for (const lead of ["", "away in ", "off to "]) {
    for (const ask of asks) {
      out[`${lead}{x} - ${ask}${verbs} it/that in/into/to/on my/the trips`] = "trip to {x}";
    }
  }
  for (const ask of asks) {
    out[`${ask}${verbs} {Name} in/into/to/on my/the trips - {y}`] = "trip to {Name}, {y}";
  }
  return out;
}

/**
 * What a trip is for, said before its noun: "our half-term trip to Cornwall", "spring break trip
 * to Cancún", "the honeymoon trip to Bali" (no part of the place; read by `CREATE` in
 * `_tool_trips_words.ts`, and words of the request that fill no slot).
 */
export const TRIP_OCCASIONS: readonly string[] = [
  ...["half-term", "half term", "spring break", "summer break", "reading week", "honeymoon"],
  ...["anniversary", "birthday", "stag", "hen", "girls", "lads", "school", "camping", "hiking"],
  ...["ski", "beach", "road"],
];

/** The trips group's description. */
export const TRIPS: GroupWords = {
  kind: "trip",
  nouns: [
    "trip(s)",
    "journey(s)",
    "travel(s)",
    "travel plan(s)",
    "holiday(s)",
    "vacation(s)",
    "getaway(s)",
    "city break(s)",
    "business trip(s)",
  ],
  verbs: {
    trips_create: [
      "add",
      "create",
      "plan",
      "book",
      "save",
      "log",
      "new",
      "put",
      "schedule",
      "record",
      "enter",
      "set up",
      "make",
      "put in",
      "note",
      "note down",
      "jot down",
      "put down",
      "write down",
      "track",
      "register",
      "organise",
      "organize",
      // "…, pop it in my trips", "stick it in as a trip".
      "pop",
      "stick",
      "bung",
      "chuck",
      "whack",
    ],
    /** Said as a plan or a fact: "I'm flying to Rome", "booked a weekend in Bath". */
    "trips_create:going": [
      "going to be in",
      "going away to",
      "going",
      "flying",
      "travelling",
      "traveling",
      "heading",
      "off",
      "driving",
      "taking a trip",
      "sailing",
      "visiting",
      "be in",
      "in",
      "away in",
      "leaving for",
      "leave for",
      "fly",
      "travel",
      "go",
      "drive",
      "head",
      "visit",
      "booked",
      "have booked",
      "just booked",
      "took",
      "taking",
    ],
    trips_update: [
      "move",
      "change",
      "shift",
      "push",
      "push back",
      "reschedule",
      "update",
      "postpone",
      "bring forward",
      "delay",
      "edit",
      "set",
      "extend",
      "shorten",
      "rename",
      "make",
      "amend",
      "adjust",
    ],
    trips_delete: [...REMOVE_VERBS, "call off"],
  },
  asks: {
    // A trip's length changed without its days ("… is now 5 days instead of 4"): never guessed.
    "trips_update:days":
      'Which days is the trip now? Say its first and last day, for example "the Rome trip is now 4 to 8 May".',
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    // "delete the paris trip, not the rome one": the one removed, beside the one kept.
    ...notTheOther("trip", "delete"),
    // "put Bali in as a trip from 1 to 8 November": the place, then what it is put in as.
    "put/pop/add/stick/bung {x} in as a trip {y}": "add a trip to {x} {y}",
    "put/pop/add/stick/bung {x} down as a trip {y}": "add a trip to {x} {y}",
    "put/pop/add/stick/bung {x} as a trip {y}": "add a trip to {x} {y}",
    // "trip 2 Montreal apr 3-5": "2" written for "to" after the label.
    "trip 2 {x}": "trip to {x}",
    // "trip: Berlin 20-22 March": a trip dictated, said as one.
    "trip: {x}": "trip to {x}",
    // "trip Lisbon 2-5 april": the label, then the place with its capital ("trip went well" is none).
    "trip {Name} {x}": "trip to {Name} {x}",
    // "Edinburgh, 30th Dec to 2nd Jan - add it to my trips": the trip said first, then asked for.
    ...askedAfter(),
    // "add to the Kyoto trip notes that …": a note on the trip.
    "add to the {x} trip notes that {y}": "add a note to the {x} trip: {y}",
    "add to the {x} trip notes: {y}": "add a note to the {x} trip: {y}",
    "add to the {x} trip: {y}": "add a note to the {x} trip: {y}",
    "add to my {x} trip notes that {y}": "add a note to the {x} trip: {y}",
    "add to my {x} trip notes: {y}": "add a note to the {x} trip: {y}",
    "add to our {x} trip notes: {y}": "add a note to the {x} trip: {y}",
    "add a note to the {x} trip that {y}": "add a note to the {x} trip: {y}",
    // "actually the Edinburgh trip is the weekend after, 17th to 19th": its days put right.
    "actually the/my/our {x} trip is {y}": "the {x} trip is now {y}",
    "the/my/our {x} trip is actually {y}": "the {x} trip is now {y}",
    "the/my/our {x} trip is {y} now": "the {x} trip is now {y}",
    // "add un viaje a Sevilla …": a trip asked for in Spanish among English words.
    "add/plan/book un viaje a {x}": "add a trip to {x}",
    "the {x} trip is off": "delete the {x} trip",
    "the {x} trip's off": "delete the {x} trip",
    "the {x} trip's cancelled": "delete the {x} trip",
    "the {x} trip is cancelled": "delete the {x} trip",
    "the {x} trip is not happening": "delete the {x} trip",
    "the trip to {x} is off": "delete the trip to {x}",
    // "take the Dublin trip off, it clashes with the wedding": taken off the trips.
    "take the/my/our {x} trip off": "delete the {x} trip",
    "take the/my/our {x} trip off, {y}": "delete the {x} trip",
    // "Montreal's off, …": a place said off, read as a trip only when a place people name.
    "{x}'s off": "{x} is off",
    "{x}'s off, {y}": "{x} is off, {y}",
    "{x}'s cancelled": "{x} is cancelled",
    "the trip to {x} is cancelled": "delete the trip to {x}",
    "not going to {x} after all": "delete the {x} trip",
    "we are not going to {x} after all": "delete the {x} trip",
    "I am not going to {x} after all": "delete the {x} trip",
    "we are not going to {x} any more": "delete the {x} trip",
    ...tripAndCountdownOff(),
    ...goingInstead(),
  },
  questions: [
    "go to",
    "going to",
    "am i going",
    "fly",
    "fly out",
    "flying",
    "travel",
    "travelling",
    "traveling",
    "going away",
    "away",
    "off to",
    "leave for",
    "back from",
    "get back",
    "how long am i in",
    "am i in",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    // How long a trip lasts, said before it ("a week-long trip"; read in `_tool_trips_dates.ts`).
    ...["week-long", "weeklong", "fortnight-long", "one-week", "two-week", "three-week"],
    "four-week",
    "returning",
    "return",
    "back",
    "staying",
    "stay",
    "extra",
    "instead",
    "work",
    "leave",
    "leaving",
    "departing",
    "flight",
    "flights",
    "fly",
    "flying",
    "trip",
    "destination",
    // "our half-term trip to Cornwall": what the trip is for, each word of it.
    ...new Set(TRIP_OCCASIONS.flatMap((o) => o.split(" "))),
  ],
  examples: {
    trips_create: [
      "I'm going to Lisbon from 3 to 7 April",
      "booked a weekend in Porto, 18 to 19 April",
      "flying to Oslo on 2 June, back on 6 June",
    ],
    trips_list: ["what trips do I have planned"],
    trips_update: [
      "move the Lisbon trip to 4 to 8 April",
      "change the end of the Lisbon trip to 9 April",
    ],
    trips_delete: ["delete the Lisbon trip", "take Lisbon off my trips"],
  },
};
