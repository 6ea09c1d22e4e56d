/**
 * The trips' sentence shapes as data, read over words by `_shapes.ts`: the verbs and
 * nouns of the group's description (`groups/trips.ts`) and the words around them ("I'm flying to
 * …", "a weekend in …", "the … trip is off"). The trip parsers (`_tool_trips.ts`,
 * `_tool_trips_change.ts`) read them; a synonym is one more string here or in the description.
 * @module
 */
import { TRIP_OCCASIONS, TRIPS } from "./groups/trips.ts";
import { words } from "./groups/mod.ts";
import { type Shape, wordsOf } from "./_shapes.ts";
import { isWhole, trimPhrases } from "./_shapes_spans.ts";
import { tidy } from "./_tool_text.ts";

const VERBS = TRIPS.verbs ?? {};

/** The trip nouns, singular or plural ("trip", "holidays", "city break"). */
export const TRIP_NOUNS: readonly string[] = TRIPS.nouns;
/** The trip nouns as a step of a shape. */
export const TRIP_NOUN = TRIP_NOUNS.join("|");
export const UPDATE_VERBS: readonly string[] = VERBS.trips_update ?? [];

/** A word of a trip's name that only says it is a trip ("the business trip"). */
export const TRIP_WORD = new RegExp(
  String.raw`^(?:${words("trip").noun}|business|city|break)$`,
  "iu",
);

/** Articles and possessives before a noun, any number of them ("the", "all of my"). */
export const DETS = "*the|my|our|this|that|a|an|your|its|all|all of|any|every";

/** "I'm flying to", "we will be in": the subject and its helping verbs before a going verb. */
const SUBJECT: Shape = [
  "i|we",
  "*am|are|will be|will|shall be|plan to be|am planning to be|are planning to be|am planning on" +
  "|have to be|need to be|also|just|have",
];

const byLength = (a: string, b: string) => b.length - a.length;

/** Going somewhere: "going on a trip to", "off on holiday to", or a verb of the description. */
const GOING = [
  ...["a ", ""].flatMap((a) =>
    ["trip", "holiday", "vacation", "business trip"].map((n) => `going on ${a}${n} to`)
  ),
  ...["a ", ""].flatMap((a) => ["trip", "holiday"].map((n) => `off on ${a}${n} to`)),
  ...[...(VERBS["trips_create:going"] ?? [])].sort(byLength),
].join("|");

const TOWARD = "?to|for|off to|over to|out to|down to|up to|across to";

/** "a weekend in", "our flights to": what was booked, before the place. */
const BOOKED: Shape = [
  "?a|an|my|our|the",
  "?~",
  "city break|weekend|week|trip|holiday|break|getaway|flight(s)|hotel|stay|night(s)",
  "?away",
  "to|in|at",
];

/** How long a trip lasts, said before it: "a week-long trip", "a two-week holiday". */
const LENGTH = "?week-long|weeklong|fortnight-long|one-week|two-week|three-week|four-week";

/** A way of asking for a trip: its steps, which of them say the verb, and whether "I" or "we" did. */
export interface CreateShape {
  steps: Shape;
  /** The first and last step of the verb. */
  verb: [number, number];
  /** "I'm flying to …": a going verb said with its subject. */
  subject: boolean;
  /** A going verb, not a verb of making ("add", "plan"). */
  going: boolean;
}

/** The ways of asking for a trip; the place and the days follow. */
/** What a trip is for, said before its noun (`TRIP_OCCASIONS` of `groups/trips.ts`). */
const OCCASIONS = TRIP_OCCASIONS.join("|");

export const CREATE: readonly CreateShape[] = [
  { steps: [...SUBJECT, GOING, TOWARD, ...BOOKED], verb: [2, 2], subject: true, going: true },
  { steps: [...SUBJECT, GOING, TOWARD], verb: [2, 2], subject: true, going: true },
  { steps: [GOING, TOWARD, ...BOOKED], verb: [0, 0], subject: false, going: true },
  { steps: [GOING, TOWARD], verb: [0, 0], subject: false, going: true },
  {
    steps: [
      (VERBS.trips_create ?? []).join("|"),
      "?a|an|my|the|new|our|another",
      "?new",
      LENGTH,
      `?business|work|weekend|family|road|ski|day|city|beach|short|long|${OCCASIONS}`,
      "travel plan(s)|trip|journey|holiday|vacation|getaway|travel|weekend away|weekend break" +
      "|weekend|city break",
      "?for me|for us",
      "?to|in|for|:|-|at",
    ],
    verb: [0, 0],
    subject: false,
    going: false,
  },
  {
    steps: [
      `?business|work|weekend|road|ski|${OCCASIONS}`,
      "trip|holiday|vacation|journey",
      "to|in",
    ],
    verb: [0, 1],
    subject: false,
    going: false,
  },
];

/** Going verbs that say a trip only with a capitalised place: "going to Rome", not "go to bed". */
export const GENERIC_GO: readonly string[] = [
  "going",
  "go",
  "in",
  "be in",
  "going to be in",
  "will be in",
  "away in",
  "off",
  "visiting",
  "visit",
  "leaving for",
  "leave for",
];

/** Going verbs said on the way, which say a trip without "I" or "we" ("flying to Oslo on 2 May"). */
export const ON_THE_WAY: readonly string[] = ["off", "booked"];

/** "Lisbon trip: 3-7 December": the place first, capitalised, then the days. */
const NAMES: Shape = ["^", "?^", "?^"];
const NAMED_TAIL: Shape = [
  "business trip|day trip|road trip|trip|holiday|vacation|getaway|city break",
  "?:|-|,",
];
/** The named trips' shapes, with the steps of the place's name. */
export const NAMED: readonly { steps: Shape; name: [number, number] }[] = [
  {
    steps: [
      (VERBS.trips_create ?? []).join("|"),
      "?a|an|my|the|our|another",
      LENGTH,
      ...NAMES,
      ...NAMED_TAIL,
    ],
    name: [3, 5],
  },
  { steps: [...NAMES, ...NAMED_TAIL], name: [0, 2] },
];

/** The first words of the verbs that ask for a trip: "Add trip to Bangkok" names no trip "Add". */
export const MAKING_FIRST: ReadonlySet<string> = new Set(
  (VERBS.trips_create ?? []).map((v) => v.split(" ")[0]!),
);

/** Words that end the place and start the notes: "Rome for work", "Rome, to see Ana". */
export const NOTES_START = [
  "for",
  "with",
  "because",
  "since",
  "to see",
  "to visit",
  "to attend",
  "staying",
  "and",
];

/**
 * Countries and regions whose name holds "and" ("Trinidad and Tobago"): one destination, never a
 * place and notes cut at its "and" (`joinedPlace`). "Paris and Rome" are two places.
 */
const JOINED_PLACES = [
  "trinidad and tobago",
  "bosnia and herzegovina",
  "antigua and barbuda",
  "saint kitts and nevis",
  "st kitts and nevis",
  "turks and caicos",
  "heard and mcdonald",
  "saint vincent and the grenadines",
  "st vincent and the grenadines",
  "sao tome and principe",
  "são tomé and príncipe",
  "wallis and futuna",
  "saint pierre and miquelon",
  "st pierre and miquelon",
  "svalbard and jan mayen",
  "south georgia and the south sandwich islands",
];

/** How long the name of a place holding "and" that `text` starts with is, else 0. */
export function joinedPlace(text: string): number {
  const low = text.toLowerCase();
  const name = JOINED_PLACES.find((p) =>
    low.startsWith(p) && low.charAt(p.length).toLowerCase() === low.charAt(p.length).toUpperCase()
  );
  return name?.length ?? 0;
}

/** Words that say the way out, before the day of a trip's start: "leaving the 27th". */
export const DEPARTING = ["leaving", "departing", "setting off", "heading off", "flying out"];

/**
 * Notes that only say the way out and back: "and back on the 9th", "leaving the 27th, coming home
 * the 30th" (their days read) are no note.
 */
export const ONLY_RETURN: Shape = [
  `?${DEPARTING.join("|")}`,
  // "leaving the 21st of December": the day read without its article.
  "?the",
  "?,|and",
  "?and",
  // "…, and I come back on Monday the 28th": who comes back said too.
  "?i|we",
  "?coming|come|getting|get|flying|fly|going|heading",
  "?back|home|returning|return",
  "?home",
];

/** Notes that only ask for the trip itself: "…, add it to my trips", "…, add trip" is no note. */
export const SAME_REQUEST: Shape = [
  "?and|so|please|can you|could you",
  (VERBS.trips_create ?? []).join("|"),
  "?it|this|that|them",
  "?down",
  "?to|on|in|into|as|under",
  "?a|my|the|our",
  TRIP_NOUN,
  "?list|please",
];

/** Notes that only ask for the trip itself ("…, add trip"), read whole. */
export function asksForTrip(notes: string): boolean {
  return isWhole(wordsOf(trimPhrases(tidy(notes), [",", ";"], [])), SAME_REQUEST);
}

/** "…, same dates": a trip's days kept when its place changes. */
export const SAME_DATES: Shape = [
  "?and|but",
  "?keep|keeping|with",
  "?the",
  "same dates|same days|same date(s) as before|dates stay the same|same dates as before",
];

/**
 * A trip's place that is no place gone to: "a trip", "the holiday", and where it is written down
 * ("holiday in the calendar from the 3rd …").
 */
export const NO_PLACE_GONE: Shape = [
  "?a|an|my|the|our",
  "trip|holiday|vacation|calendar|diary|agenda|schedule",
];

/** A word starting a trip's place that is no place ("the trip to start on …", "to May"). */
export const NOT_PLACE = [
  "start",
  "end",
  "begin",
  "finish",
  "return",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "next",
  "this",
  "tomorrow",
  "today",
];

/**
 * Words before a trip's noun that say which kind of trip it is, or when, never its place: "the
 * work trip", "the summer holiday", "the next trip".
 */
export const TRIP_KINDS: readonly string[] = [
  ...["business", "work", "weekend", "family", "road", "ski", "day", "city", "beach", "short"],
  ...["long", "next", "first", "last", "upcoming", "other", "same", "new", "old", "big", "little"],
  ...["summer", "winter", "spring", "autumn", "fall", "christmas", "easter", "school", "golf"],
  ...["camping", "hen", "stag", "girls", "lads", "boys", "anniversary", "birthday", "honeymoon"],
];

/**
 * An errand's place, never a trip's: "going to the dentist friday, add it to my trips" (a trip's
 * destination is a place people travel to).
 */
export const ERRAND_PLACE: Shape = [
  "?a|an|my|the|our|his|her|their",
  [
    "dentist|dentist's|dentists|doctor|doctor's|doctors|gp|gym|hairdresser|hairdresser's",
    "hairdressers|barber|barber's|barbers|vet|vet's|vets|optician|opticians|physio|chemist",
    "pharmacy|shops|supermarket|bank|post office|office|work|school|nursery|meeting|appointment",
    "pub|cinema|library|hospital|clinic|salon|nail salon|garage|tip|dump",
  ].join("|"),
  "?appointment",
];

/** Words of going said before a trip's place, none of it: "going to the dentist". */
export const GOING_LEAD = ["going to", "heading to", "off to", "flying to", "driving to"];

/** Where a trip's way back goes, never a trip's place: "flying home on 9 May", "back home". */
export const NOT_PLACE_TO = "home|back|back home|home again|back again";

/** "add a note to the Oslo trip: …". */
export const NOTE_ON: Shape = ["add|put|attach|write", "?a", "note", "to|on|for"];
/** "add to the Oslo trip that …": the trip's notes said after "that", no note named. */
export const ADD_TO: Shape = ["add|put|write", "to|on"];

const FIELDS = ["start", "end", "return", "departure", "finish"];
/** "move the start of the Rome trip …": a verb of change, and the day it changes. */
export const UPDATE: Shape = [
  UPDATE_VERBS.join("|"),
  "?" +
  FIELDS.flatMap((f) =>
    ["date ", "day ", ""].flatMap((d) => ["of", "for"].map((p) => `the ${f} ${d}${p}`))
  ).join("|"),
];

/** "the Rome trip now starts on …": a change said after the trip. */
export const TRAILING: Shape = [
  "?now|will now|should",
  "start(s)|begin(s)|end(s)|finishes|finish|is now|will start|will begin|will end",
];

/**
 * A trip's day moved by a length of time ("a day early", "two nights later"): said after a
 * trip's place, it changes that trip's day, and it is never part of a place.
 */
export const SHIFTED: readonly string[] = [
  "a",
  "one",
  "two",
  "three",
  "a couple of",
  "a few",
  "2",
  "3",
].flatMap((n) =>
  ["day(s)", "night(s)", "week"].flatMap((u) =>
    ["early", "earlier", "late", "later", "sooner"].map((d) => `${n} ${u} ${d}`)
  )
);

/** Words after a place that say when in the day, never part of it. */
export const EARLY = ["early", "late", "earlier", "later"];

/** Words that say a day is the end of a trip, or its start. */
export const END_WORDS = [
  ...["end", "ends", "ending", "return", "returns", "returning", "back", "finish", "finishes"],
  ...["until", "till", "through", "come home"],
];
export const START_WORDS = [
  ...["start", "starts", "starting", "begin", "begins", "beginning", "leave", "leaving"],
  ...["depart", "departing", "from"],
];

/** "was amazing", "last year": a story about a trip, not a request to see them. */
export const NARRATIVE = [
  ...["was", "were", "went", "had", "has been", "have been", "did", "loved", "enjoyed"],
  ...["year", "month", "week", "summer", "winter", "time"].map((w) => `last ${w}`),
];

/** "my holiday starts on 3 May" tells, it does not ask. */
export const STATEMENT = ["start(s)", "begin(s)", "end(s)", "is", "are", "will", "was"];

/** Words a request to see the trips opens with. */
export const ASKING: Shape = ["show|list|what|which|when|where|how"];

/** Questions about the trips that need not name them: "when am I flying", "when is my next trip". */
export const ASKS: readonly Shape[] = [
  ["when|where", "am i|are we", "going|leaving|flying|travelling|traveling|off|heading"],
  ["when", "is|are", DETS, "?next", TRIP_NOUN],
  ["where|when", "is|are", "my|our", "next", TRIP_NOUN],
];
