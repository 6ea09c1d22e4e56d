/**
 * The countdowns group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import { notTheOther, REMOVE_VERBS } from "./_remove_verbs.ts";
import type { GroupWords } from "./_words.ts";

/**
 * How the day of the thing counted down to is said after it: "…, we fly 3 Oct", "…, they start
 * 18 May".
 */
const WHEN_SAID = [
  ...["we fly", "we fly out", "we leave", "we go", "we set off", "we move", "I fly", "I leave"],
  ...["I go", "it is on", "it's on", "that is on", "that's on"],
  // "countdown to my exams, they start 18 May": when it starts.
  "they/it start/starts/begin/begins",
  // "a countdown until my sister arrives from Madrid, she arrives on the 3rd of October".
  "she/he/they arrive/arrives/land/lands/come/comes",
  "she/he/they arrive/arrives/land/lands/come/comes on",
];

/**
 * What the user says they are doing, after a span of days: "…, I'm doing a no-sugar challenge"
 * (a contraction also matches its full form and its form without the apostrophe).
 */
const DOING = ["doing", "starting", "on"].flatMap((doing) =>
  ["I'm", "we're"].flatMap((who) => ["a", "my", "our"].map((det) => `${who} ${doing} ${det}`))
);

/**
 * The day of the thing counted down to, named by what it is, after it: "…, last day of school is
 * june 12", "…, the big day is 3 May".
 */
const DAY_NAMED = [
  "the/our/my big day",
  "the/my/our last/first day",
  "last/first day",
  "the/my/our last/first day of {z}",
  "last/first day of {z}",
];

/**
 * "count down to 1 May, that's my last day at work": a day said, then what it is; "countdown to
 * 100 days from today, I'm doing a sugar detox": a span, then what the user is doing in it.
 */
function dayAside(): Record<string, string> {
  return Object.fromEntries(
    [
      ...["count down to", "count down the days to", "count the days to", "countdown to"],
      ...["begin a countdown to", "make a countdown to"],
      ...["set a countdown to", "set a countdown for", "start a countdown to", "countdown for"],
    ].flatMap((ask) => [
      ...["that is", "that's", "it is", "it's"].flatMap((is) =>
        ["my", "our", "the"].map((
          det,
        ) => [`${ask} {x}, ${is} ${det} {y}`, `${ask} ${det} {y}, {x}`])
      ),
      [`${ask} {x}, which is {y}`, `${ask} {y}, {x}`],
      // "begin a countdown to two weeks today, when the new term's tutoring commences", "…, that's
      // when school ends": a day said, then what happens on it.
      ...["when", "that's when", "thats when", "that is when"].map((when) => [
        `${ask} {x}, ${when} {y}`,
        `${ask} {y}, {x}`,
      ]),
      // "countdown for our trip to Japan - we fly 3 Oct": the day said as when it happens.
      ...WHEN_SAID.map((when) => [`${ask} {x} - ${when} {y}`, `${ask} {x}, {y}`]),
      ...DOING.map((doing) => [`${ask} {x}, ${doing} {y}`, `${ask} the {y}, {x}`]),
      // "countdown til summer break, last day of school is june 12": the day named by what it is.
      ...DAY_NAMED.map((day) => [`${ask} {x} - ${day} is {y}`, `${ask} {x}, {y}`]),
    ]).concat(
      // "countdown til summer break, last day of school is june 12": "til" read as "to".
      DAY_NAMED.map((
        day,
      ) => [`countdown til/till/until {x} - ${day} is {y}`, "countdown to {x}, {y}"]),
      // "I want a countdown until my sister arrives, she arrives on 3 October": asked as a wish.
      WHEN_SAID.flatMap((when) => [
        [
          `i want/need a countdown until/till/to/for {x} - ${when} {y}`,
          "count down to {x}, {y}",
        ],
        [`countdown until/till {x} - ${when} {y}`, "count down to {x}, {y}"],
      ]),
    ),
  );
}

/** The words before "countdown" when it is named to be put right: "fix my countdown". */
const THE = "the/my/our/that/this";
/**
 * How a thing counted down to is said to have moved: "moved", "brought forward" (a template's
 * word said in several ways is one word, so a phrase is a row of its own).
 */
const MOVED = ["moved/pushed/changed", "brought forward", "pushed back", "put back"];
/** The countdown named to be put right: "fix the countdown", "update my countdown". */
const FIXED = `fix/update/change/correct/sort ${THE} countdown`;

/**
 * "the Glastonbury countdown should be the 25th not the 24th": the countdown kept removed and set
 * again on the right day.
 */
function dayPutRight(): Record<string, string> {
  // "the gig's been moved to the 30th, sort the countdown out": "'s been" is no part of its name,
  // so read before the rows below would take it as one.
  const out: Record<string, string> = {};
  for (const moved of MOVED) {
    for (const fix of [FIXED, `sort ${THE} countdown out`]) {
      out[`the {x}'s been ${moved} to {y}, ${fix}`] =
        "remove the {x} countdown. count down to {x} on {y}";
    }
  }
  for (const det of ["the ", "my ", "our ", ""]) {
    // "the concert countdown is wrong, it's the 19th not the 12th": said wrong, then the right
    // day, read before "is {y}" below takes "wrong, …" for the day.
    for (
      const wrong of [
        "is wrong, it is",
        "is wrong, it's",
        "is wrong, it should be",
        "is off, it is",
      ]
    ) {
      out[`${det}{x} countdown ${wrong} {y}, not {z}`] =
        `remove the {x} countdown. count down to {x} on {y}`;
    }
  }
  for (const det of ["the ", "my ", "our ", ""]) {
    for (const is of ["should be", "should be on", "is", "is on", "is actually", "needs to be"]) {
      out[`${det}{x} countdown ${is} {y}, not {z}`] =
        `remove the {x} countdown. count down to {x} on {y}`;
    }
  }
  // "the wedding is the 29th of May now, fix the countdown": the day of what is counted down to
  // put right, then the countdown named.
  for (const is of ["is", "is on", "is now", "is now on", "has moved to", "moved to"]) {
    for (const now of [" now", ""]) {
      out[`the {x} ${is} {y}${now}, fix/update/change/move/correct/sort ${THE} countdown`] =
        `remove the {x} countdown. count down to {x} on {y}`;
    }
  }
  // "the gig got moved to the 28th, fix the countdown": one row, its words said in several ways.
  for (const got of ["got/was", "has been"]) {
    for (const moved of MOVED) {
      for (const fix of [FIXED, `sort ${THE} countdown out`]) {
        out[`the {x} ${got} ${moved} to {y}, ${fix}`] =
          "remove the {x} countdown. count down to {x} on {y}";
      }
    }
  }
  // "the christening moved to the 19th, sort the countdown out": sorted out, said either way.
  for (const moved of ["moved to", "is moved to", "got moved to", "was moved to", "is now"]) {
    for (const sort of [`sort ${THE} countdown out`, `sort out ${THE} countdown`]) {
      out[`the {x} ${moved} {y}, ${sort}`] = "remove the {x} countdown. count down to {x} on {y}";
    }
  }
  // "Mum's visit moved to the 18th, fix the countdown": what is counted down to named by whose it
  // is, without "the".
  out[`{w}'s {x} moved/changed to {y}, ${FIXED}`] =
    "remove {w}'s {x} countdown. count down to {w}'s {x} on {y}";
  for (const moved of MOVED) {
    out[`{w}'s {x} got/was/has/is ${moved} to {y}, ${FIXED}`] =
      "remove {w}'s {x} countdown. count down to {w}'s {x} on {y}";
  }
  return out;
}

/**
 * "no need the F1 countdown already", "no need for the exam countdown anymore": a countdown no
 * longer needed is removed.
 */
function noNeed(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const need of ["no need", "no need for", "there is no need for", "no more need for"]) {
    for (const det of ["the ", "my ", "that ", "this "]) {
      for (const still of ["", " already", " anymore", " any more", " now"]) {
        out[`${need} ${det}{x} countdown${still}`] = `remove the {x} countdown`;
        out[`${need} ${det}{x} countdown${still}, {y}`] = `remove the {x} countdown`;
      }
    }
  }
  return out;
}

/**
 * "set countdowns for Christmas and for the sevens on 30 January": several countdowns asked for
 * at once, each thing with its own "for" or "to", read as one request each.
 */
function severalCountdowns(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of ["set", "start", "add", "make", "create", "set up"]) {
    for (const to of ["for", "to"]) {
      for (const det of ["", "two "]) {
        out[`${verb} ${det}countdowns ${to} {x} and ${to} {y}`] =
          `${verb} a countdown ${to} {x} and ${verb} a countdown ${to} {y}`;
        // "set countdowns for Sara's graduation on 26 June and our holiday on 8 July": "for" said
        // once, the plural saying each thing is one.
        out[`${verb} ${det}countdowns ${to} {x} and {y}`] =
          `${verb} a countdown ${to} {x} and ${verb} a countdown ${to} {y}`;
      }
    }
  }
  return out;
}

/** The countdowns group's description. */
export const COUNTDOWNS: GroupWords = {
  kind: "countdown",
  // With the misspellings people type fast ("countdwon", "coundown").
  nouns: [
    ...["countdown(s)", "count-down(s)", "countdwon(s)", "coundown(s)", "countown(s)"],
    // "countdwn to halloween", "coutndown to glastonbury": a letter dropped or two swapped.
    ...["countdwn(s)", "coutndown(s)", "countdonw(s)"],
  ],
  verbs: {
    countdowns_set: [
      "start",
      "set",
      "create",
      "add",
      "make",
      "begin",
      "new",
      "put",
      // "stick a countdown on it", "pop one on for the exam": put, said casually.
      "stick",
      "pop",
      "set up",
      // "put up a countdown for it": set, said as a notice put up.
      "put up",
      "give me",
      "i want",
      "i need",
      "i would like",
      // "I'd love a countdown to retirement - …": a wish said warmly.
      "i would love",
      "track",
      "get",
      "get me",
      "set me",
      "make me",
      "start me",
      "can i get",
      "could i get",
      "can i have",
      "could i have",
      "can we get",
    ],
    /** Verbs that count down by themselves: "count the days to the wedding". */
    "countdowns_set:counting": [
      "count down",
      "count-down",
      "counting down",
      "start counting down",
      "start counting",
      "count the days",
      "count the sleeps",
      "count the weeks",
      "count down the days",
      "count down the sleeps",
      "start counting the days",
      "keep count of the days",
    ],
    countdowns_remove: [...REMOVE_VERBS, "stop", "end", "stop counting"],
  },
  /**
   * Indirect requests and the request they mean (see `GroupWords.rephrase`): a day said, then what
   * it is ("count down to 1 May, that's my last day at work") is a countdown to that.
   */
  rephrase: {
    ...dayPutRight(),
    ...dayAside(),
    ...severalCountdowns(),
    ...noNeed(),
    ...daysAskedThenSet(),
    ...spanThenThing(),
    ...spanCalled(),
    // "remove the wedding countdown, not the holiday one": the one removed, beside the one kept.
    ...notTheOther("countdown", "delete"),
    // "we move house a week on Friday, countdown please": a bare "countdown" after a clause
    // saying a thing and its day asks for one to it (read as "…, set a countdown for it", which
    // sets nothing when the clause says no day or no thing).
    "{x}, countdown/count-down please/pls/plz": "{x}, set a countdown for it",
    "{x}, countdown/count-down": "{x}, set a countdown for it",
    "{x} - countdown/count-down please/pls/plz": "{x}, set a countdown for it",
    "{x} - countdown/count-down": "{x}, set a countdown for it",
    "{x}. countdown/count-down please/pls/plz": "{x}, set a countdown for it",
    "{x}. countdown/count-down": "{x}, set a countdown for it",
    // "start a christmas countdown for the kids": what it counts to said before its noun (read
    // as "start a countdown to christmas …", which sets nothing when it says no day).
    ...thingBefore(),
    // "set a countdown to Christmas and one to New Year's Eve": "one" a second countdown.
    "set/start/add/make/create a countdown to/for {x} and one to/for {y}":
      "set a countdown to {x} and set a countdown to {y}",
  },
  asks: {
    // A countdown put right to a day said without its month ("… should be the 25th, not the 24th").
    "countdowns_set:month":
      'Which month do you mean? Say the day with its month, for example "the 25th of June".',
    // "what's on friday, set a countdown for it": a countdown asked for beside what names no one
    // thing and its day ("the countdown to the wedding, delete it" names the one removed).
    "countdowns_set:what":
      'What should the countdown be to, and on which day? For example "start a countdown to the wedding on 20 June".',
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  questions: [
    "how long until",
    "how many days until",
    "how long till",
    "how many days till",
    "days left",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    ...["days", "until", "till", "left", "counting", "count", "down", "easter", "monday"],
    // "list whatever countdowns I've got ticking along": which ones, said loosely.
    ...["whatever", "ticking", "along"],
    // "countdown to my ORD on 15 May, shiok": Singlish cheer, no word of the request.
    "shiok",
    // A day said as an ordinal word ("on the twelfth of april"; "first" to "fifth" are every
    // group's), read by the date reader with its month.
    ...["sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth"],
    ...["fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"],
    ...["twentieth", "thirtieth"],
  ],
  examples: {
    countdowns_set: [
      "start a countdown to the wedding on 20 June",
      "count the days to the move, 4 May",
      "countdown to Easter Monday 6 April",
    ],
    countdowns_list: ["show my countdowns", "what am I counting down to?"],
    countdowns_remove: ["delete the wedding countdown", "no more countdown for the move"],
  },
};

/** "start a christmas countdown", "set up an Easter countdown for the kids": the thing before the noun. */
function thingBefore(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of ["start", "set", "set up", "make", "create", "add", "begin"]) {
    for (const det of ["a", "an", "my", "the", "our"]) {
      out[`${verb} ${det} {x} countdown`] = `${verb} a countdown to {x}`;
      out[`${verb} ${det} {x} countdown for {y}`] = `${verb} a countdown to {x} for {y}`;
    }
  }
  return out;
}

/**
 * "i want to see how many days till the bac, 15 june, set it up": how long until a thing on a day
 * asked, then a countdown asked for it; read as "count down to {x}, {y}", which sets nothing when
 * `{y}` says no day.
 */
function daysAskedThenSet(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lead of ["", "i want to see ", "i want to know ", "i'd like to see ", "show me "]) {
    for (const set of ["set it up", "set that up", "set one up", "make it", "make one"]) {
      out[`${lead}how many days till/until/to/before {x}, {y}, ${set}`] = "count down to {x}, {y}";
      out[`${lead}how many days till/until/to/before {x} on {y}, ${set}`] =
        "count down to {x}, {y}";
    }
  }
  return out;
}

/**
 * "set a countdown 100 days from today for the no sugar challenge": a span counted from today,
 * then what it counts to, read as "count down to {y}, {x} from today".
 */
function spanThenThing(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const to of ["", "for ", "to "]) {
    out[`set/start/make/add a countdown ${to}{x} from today/now for/to {y}`] =
      "count down to {y}, {x} from today";
  }
  return out;
}

/**
 * "count down 100 days from today and call it fitness challenge", "start a 30 day countdown called
 * no sugar": a span counted from today, then its name, read as "count down to {y}, {x} from today".
 */
function spanCalled(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ["called", "named", "and call it", ", call it", ", and call it"]) {
    out[`count down {x} from today/now ${name} {y}`] = "count down to {y}, {x} from today";
    out[`countdown {x} from today/now ${name} {y}`] = "count down to {y}, {x} from today";
    out[`set/start/make/add/create a {x} day/days countdown ${name} {y}`] =
      "count down to {y}, {x} days from today";
    out[`set/start/make/add/create a {x}-day countdown ${name} {y}`] =
      "count down to {y}, {x} days from today";
  }
  return out;
}
