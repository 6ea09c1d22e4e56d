/**
 * The calendar events' sentence shapes as data, read over words by `_shapes.ts`: how a
 * request to propose an event opens ("schedule a meeting with …", "put … in my calendar", "block
 * out …", "calendar: …"), how one said first asks after it to be put in ("…, put it in the
 * calendar"), and the words of an event's length, repetition, place and notes. Read by
 * `_propose_event.ts`; a synonym is one more string here.
 * @module
 */
import type { Shape } from "./_shapes.ts";
import { BEFORE_PART } from "./_dates_names.ts";
import { AFTER_OCCASION, MEALS, NAMED_PARTS, OCCASIONS } from "./_propose_event_occasions.ts";

/** The kinds of event a request may name ("a meeting", "a catch-up", "a 1:1"). */
const EVENT_NOUNS: readonly string[] = [
  "calendar event",
  "calendar entry",
  "calendar item",
  "meeting",
  "appointment",
  "call",
  "catch-up",
  "1:1",
  "one-on-one",
  "stand-up",
  "interview",
  "session",
  "event",
  "entry",
];

/** Nouns that say only "an event": the title is what follows. */
export const GENERIC_NOUNS = [
  "event",
  "entry",
  "calendar event",
  "calendar entry",
  "calendar item",
];

/** Words that start what is not the event ("a task about the meeting"). */
export const NOT_THE_EVENT = [
  ...["note", "notes", "task", "tasks", "reminder", "reminders", "about", "from", "for", "of"],
  ...["to", "on", "with", "trip", "countdown", "keepsake", "expense", "follow-up", "followup"],
  ...["list", "item", "before", "after", "prep"],
];

/** Words after the event, before the clause ends, that show it is another kind of item. */
export const NOT_AN_EVENT_LATER = [
  ...["reminder", "note", "task", "prep", "follow", "countdown", "trip", "shopping", "list"],
].flatMap((w) => [w, `${w}s`]);

export const CALENDARS = ["calendar", "agenda", "diary", "schedule"];
export const OWNERS = ["my", "the", "our"];

/**
 * How a request to propose an event opens. "noun": the steps `name` are the kind of event and
 * the words after it follow; "thing": the event is said between the steps `name` and `tail`
 * (said before the rest: "put {lunch with Ana on Friday} in my calendar"); "rest": the event is
 * all that follows the steps.
 */
export interface EventOpener {
  shape: "noun" | "thing" | "rest";
  steps: Shape;
  /** "noun": the first and last step of the event's kind. */
  name?: [number, number];
  /** "thing": the words said after the event. */
  tail?: Shape;
  /**
   * The event is checked: "noun", its kind does not start with one of `NOT_THE_EVENT`; "rest", it
   * does not start with one of `NOT_SCHEDULED`; and no word of `NOT_AN_EVENT_LATER` follows.
   */
  checked?: boolean;
  /** The title when the text gives none (blocked time). */
  title?: string;
  /**
   * Read only with a day and a clock time ("book dinner with Alex on friday at 8"): without them
   * the words may be a thing to do ("book dinner reservations for friday"), and nothing is read.
   */
  timed?: boolean;
  /** A part of the day said alone is blocked whole ("block out friday afternoon"). */
  wholePart?: boolean;
}

/** How long an event lasts, said before its kind: "a 30 minute call", "a two hour meeting". */
const LENGTH_BEFORE = ["min", "mins", "minute", "minutes", "hour", "hours", "hr", "hrs"].map((u) =>
  `~ ${u}`
);

export const EVENT_OPENERS: readonly EventOpener[] = [
  {
    // propose an event: …, propose a meeting with Bob …
    shape: "noun",
    steps: ["propose|suggest", "?a|an", "?new", "|~", EVENT_NOUNS.join("|")],
    name: [3, 4],
  },
  {
    // add to my calendar: physio, Friday 3 July, 4.15pm; put in the diary: …; put in my agenda
    // the appointment with the accountant on 22/9 at 10h; mark in my calendar the dentist on
    // Friday at 3pm
    shape: "rest",
    steps: [
      "add|put|pop|stick|write|enter|mark|register|save|book|schedule",
      "to|in|into|on|onto",
      // "add to calendar: dentist Tuesday 3:30", "put in calendar office party …": no owner said.
      "?" + OWNERS.join("|"),
      CALENDARS.join("|"),
      "?:|-",
    ],
  },
  {
    // note in my agenda: reunion with Maria on the 20/3 (a diary noted in may be a journal)
    shape: "rest",
    steps: ["note|note down", "in|into|on", OWNERS.join("|"), "calendar|agenda|schedule", "?:|-"],
  },
  {
    // put lunch with Ana on Friday in my calendar
    shape: "thing",
    steps: [
      "?propose",
      [
        ...["add", "put", "write", "enter", "insert", "pencil in", "pencil", "note", "schedule"],
        ...["book", "stick", "pop", "place", "save", "propose", "suggest"],
      ].join("|"),
    ],
    tail: [
      "in|on|into|to|onto",
      OWNERS.join("|"),
      CALENDARS.join("|"),
      "?" +
      ["a", "an"].flatMap((a) => ["event", "appointment", "entry"].map((n) => `as ${a} ${n}`))
        .join("|"),
      // "… and put the dinner in my calendar as well": said beside another request.
      "?as well|too|also",
    ],
  },
  {
    // schedule a meeting with Bob tomorrow at 3, book a call with Ana on Monday
    shape: "noun",
    steps: [
      [
        ...["add", "put", "schedule", "book", "create", "make", "set up", "arrange", "organise"],
        ...["organize", "plan", "pencil in", "put in", "stick", "pop"],
      ].join("|"),
      // "schedule for me a meeting with the team on Monday"
      "?me|for me|for us",
      "?in",
      "?a|an|another|new|my|our|the",
      "?new|quick|short",
      // "add an all-day event on 5 March: office picnic": a day without a time, no kind of event.
      "?all-day",
      // "add a 30 minute catch-up with Fiona": how long, said before the kind (`lengthOf`).
      "?" + LENGTH_BEFORE.join("|"),
      "|~",
      "?video|phone|conference|team",
      EVENT_NOUNS.map((n) => `${n}(s)`).join("|"),
    ],
    name: [6, 9],
    checked: true,
  },
  {
    // book dinner with Alex on friday at 8 at Nando's: a meal booked, with its day and time
    shape: "noun",
    steps: ["book", "?a|an|our|my", MEALS.join("|")],
    name: [2, 2],
    checked: true,
    timed: true,
  },
  {
    // add the school play, Friday at 6pm; add book club on Tuesday at 7.30 at Jo's: an occasion
    // added with its day and time, no calendar said
    shape: "noun",
    steps: ["add", "?a|an|the|our|my", "|~", "?~", OCCASIONS.join("|"), AFTER_OCCASION],
    name: [2, 4],
    checked: true,
    timed: true,
  },
  {
    // add parents' evening, Thursday 5th at half six, at St Mary's; add quiz night on Friday at 8:
    // a part of the day after a noun names the occasion ("add milk this evening at 6" is none)
    shape: "noun",
    steps: [
      "add",
      "?a|an|the|our|my",
      "?~",
      "!" + [...BEFORE_PART].join("|"),
      NAMED_PARTS.join("|"),
      AFTER_OCCASION,
    ],
    name: [2, 4],
    checked: true,
    timed: true,
  },
  {
    // block out Friday afternoon (for the report)
    shape: "rest",
    steps: ["block", "?out|off", "?some", "?time|my calendar|my agenda|my diary"],
    title: "Busy",
    wholePart: true,
  },
  {
    // calendar: haircut next Tuesday at 11, new calendar event: dinner at Luigi's, Friday 7:30pm
    shape: "rest",
    steps: [
      "?new|add|create",
      "?a|an",
      "?new",
      "calendar|agenda|diary",
      "?event|entry|item|appointment",
      ":|-",
    ],
  },
  {
    // calendar event Sunday at 11am, brunch with the Hendersons: said without its colon, only with
    // a day and a clock time
    shape: "rest",
    steps: ["?add|create", "?a|an", "?new", "calendar|agenda|diary", "event|entry|item"],
    checked: true,
    timed: true,
  },
  {
    // make a calendar thing for the tenants association meeting wednesday 7 pm: an entry made
    // "for" its event, only with a day and a clock time
    shape: "rest",
    steps: [
      "make|create|add|set up",
      "?a|an",
      "?new",
      "calendar|agenda|diary",
      "thing|event|entry|item",
      "for",
    ],
    timed: true,
  },
  {
    // new event friday half five drinks at the Exeter
    shape: "rest",
    steps: ["?add|create", "?a|an", "new", "event|entry|appointment"],
    checked: true,
    timed: true,
  },
  {
    // schedule lunch with Ana on Friday at 1; pencil in drinks with Jo on the 8th at 6
    shape: "rest",
    steps: ["schedule|pencil in|diarise|diarize"],
    checked: true,
  },
  {
    // pencil in a haircut next tuesday at half five: a thing of any kind, only with a clock time
    shape: "rest",
    steps: ["pencil in|diarise|diarize", "a|an"],
    checked: true,
    timed: true,
  },
];

/** Words after "schedule" that show no event follows ("schedule it", "schedule a …"). */
export const NOT_SCHEDULED = ["a", "an", "the", "my", "it", "this", "that", "me", "some"];

/** Minutes in a unit of an event's length ("30 minutes", "2h"). */
export const UNIT_MINUTES: Readonly<Record<string, number>> = {
  hours: 60,
  hour: 60,
  hrs: 60,
  hr: 60,
  h: 60,
  minutes: 1,
  minute: 1,
  mins: 1,
  min: 1,
  m: 1,
};

/** "for", or a verb of lasting ("it lasts 2 hours", "takes about an hour"), before a length. */
const FOR_ABOUT: Shape = ["for|lasts|lasting|takes|taking|runs|running", "?for", "?about|around"];

/** Lengths said in words: "for an hour and a half", "for half an hour". */
export const SAID_LENGTHS: readonly { steps: Shape; minutes: number }[] = [
  {
    steps: [...FOR_ABOUT, "an hour and a half|a hour and a half|one hour and a half"],
    minutes: 90,
  },
  { steps: [...FOR_ABOUT, "half an hour"], minutes: 30 },
];
export const FOR_LENGTH: Shape = FOR_ABOUT;

/** Words that make an event repeat: "every Monday", "weekly". */
export const REPEAT_WORDS = [
  ...["daily", "weekly", "monthly", "fortnightly", "yearly", "annually", "recurring"],
  "repeating",
];
export const EVERY: Shape = [
  "every|each",
  [
    ...["day", "week", "month", "year", "morning", "evening", "night", "weekday", "other"],
    ...["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
  ].join("|"),
];

/** The hours a part of the day blocked whole spans: "block out friday afternoon" is 13:00–17:00. */
export const PART_HOURS: Readonly<Record<string, [number, number]>> = {
  morning: [9, 12],
  afternoon: [13, 17],
  evening: [18, 21],
};

/** Words that end a time said as a range ("3 to 5pm"). */
export const RANGE_WORDS = ["to", "until", "till", "til", "through"];

/** Words that point at the day said beside an event ("add it to my calendar for that day"). */
export const SAME_DAY = ["for that day", "on that day", "that same day", "that day", "then"];

/** Words that end what a message is about ("the offsite is moving to the 24th"). */
export const SUBJECT_ENDS = ["is", "are", "has", "have", "was", "were", "will", "got", "moved"];

/** Words that make what a message is about no event ("I am off", "we are moving"). */
export const NOT_A_SUBJECT = [
  "i",
  "we",
  "you",
  "he",
  "she",
  "they",
  "it",
  "this",
  "that",
  "there",
  "everyone",
  "nobody",
];

/** How a spoken time may open ("half 4", "quarter to 5", "ten past 3"), after a range's start. */
export const SPOKEN_TIME_START = ["half", "quarter", "five", "ten", "twenty", "twenty-five"];

/** Words before a number that make it a count, never a range's start ("a table for 2 till …"). */
export const NOT_A_RANGE_START = [
  "for",
  "of",
  "by",
  "than",
  "x",
  "with",
  "aged",
  "ages",
  "under",
  "over",
  "round",
  "number",
  "no",
  "page",
  "room",
  "platform",
  "gate",
  "level",
  "floor",
  "week",
  "year",
  "years",
  "day",
  "part",
  "step",
  "chapter",
  "table",
  "team",
  "group",
  "session",
  "lesson",
  "class",
  "grade",
];

/** Words that name the place or the notes of an event ("location: …", "notes: …"). */
export const PLACE_WORDS = ["location", "where", "venue", "place"];
export const NOTES_WORDS = ["note", "notes", "details"];
/** The words of a title that only says who will be there: "we're (in Cornwall)", "I'll be". */
export const BEING_THERE = ["we", "i", "we're", "i'm", "we'll", "i'll", "are", "am", "will", "be"];
/** Rooms named by a letter or a number, said last: "in room B", "in meeting room 4". */
export const ROOM_WORDS = ["room", "hall", "studio", "suite", "lab", "classroom", "court"];

/** Words a title does not start or end with. */
export const TITLE_LEAD = ["a", "an", "the", "my", "our", "some"];
export const TITLE_NAMED = ["called", "named", "titled", "for", ":"];
export const TITLE_TRAIL = [
  ...["in", "on", "into", "to"].flatMap((p) =>
    OWNERS.flatMap((o) => ["calendar", "agenda", "diary"].map((n) => `${p} ${o} ${n}`))
  ),
  // "… at 7 too": said beside another request, no word of the title; "… at the Oval instead":
  // said in place of what another request said.
  ...["too", "as well", "also", "instead"],
];

/** Titles that name nothing ("put it in"); "put him in" is whom an email beside is for. */
export const NO_TITLE = [
  ...["it", "this", "that", "them", "something", "one", "me", "him", "her", "us", "you", "he"],
  ...["she", "they", "we"],
];

/** Words that point at a person named before: "put him in the calendar". */
export const PERSON_POINTERS = ["him", "her", "them"];
