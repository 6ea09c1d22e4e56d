/**
 * How a request for a reminder opens ("remind me", "ping me at 5 to …", "set a reminder …", "wake
 * me at 6"): the openers, each read as a pattern whose last group is the rest, what and when.
 * @module
 */
import { anyOf } from "./groups/_words.ts";
import { REMINDERS } from "./groups/reminders.ts";
import { words as wordsOf } from "../../text/normalize.ts";

/** A question said after "remind me": "remind me what I said", "remind me if I paid". */
const ASKS = ["what", "which", "when", "where", "how", "who", "whether", "if i"];
/**
 * Talk of a price, the start of a word enough ("prices"): "ping me when it drops under 50"
 * watches a price, it reminds of nothing.
 */
const PRICE_TALK = [
  "under",
  "below",
  "less than",
  "cheaper",
  "drop(s)",
  "fall(s)",
  "price",
  "cost(s)",
  "goes down",
  "http:",
  "https:",
];

/** How a request for a reminder opens; the rest says what and when. */
interface Opener {
  /** The words it opens with. */
  say: readonly string[];
  /** Words that, said right after, make it no reminder ("remind me what …"). */
  notThen?: readonly string[];
  /** Words that, said anywhere after (a word's start enough), make it no reminder. */
  notLater?: readonly string[];
  /** Words said after it that belong to neither what nor when ("ping me to …"). */
  lead?: readonly string[];
  /** Only a reminder when a time is said ("ping me at 5 …"). */
  needsWhen: boolean;
  /** The reminder's text when the opener says it ("wake me up at 6"). */
  text?: string;
  /** A time said is in the morning ("wake me at 6"). */
  morning?: boolean;
}

const REMIND_WORDS = REMINDERS.verbs?.reminders_create ?? [];
const PING_WORDS = REMINDERS.verbs?.reminders_create_with_time ?? [];
/** Whole phrases that ask for a reminder with a time: "give me a shout at 4 to …". */
const NUDGES = REMINDERS.verbs?.["reminders_create_with_time:whole"] ?? [];
const LET_ME = ["do not let me forget", "never let me forget"];
const MAKE_SURE = ["make sure", "ensure", "see to it"].flatMap((m) => [m, `${m} that`]).flatMap((
  m,
) =>
  ["i", "we"].flatMap((who) =>
    ["do not forget", "remember", "do not miss"].map((v) => `${m} ${who} ${v}`)
  )
);
const BE_REMINDED = [
  "be reminded",
  ...["i", "we"].flatMap((who) =>
    ["need", "want", "would like", "have"].map((v) => `${who} ${v} to be reminded`)
  ),
];
const DO_NOT_FORGET = ["do not", "never"].flatMap((n) =>
  ["forget", "forget to", "forget remind me", "forget to remind me"].map((f) => `${n} ${f}`)
);

const OPENERS: Opener[] = [
  { say: REMIND_WORDS.flatMap((v) => [`${v} me`, `${v} us`]), notThen: ASKS, needsWhen: false },
  { say: [...LET_ME, ...MAKE_SURE, ...BE_REMINDED], needsWhen: false },
  {
    say: [...PING_WORDS.map((v) => `${v} me`), ...NUDGES],
    notThen: [...ASKS, "about my"],
    notLater: PRICE_TALK,
    lead: ["to", "about", "that", "when it is time to"],
    needsWhen: true,
  },
  {
    say: ["wake me", "wake us", "wake me up", "wake us up"],
    needsWhen: true,
    text: "Wake up",
    morning: true,
  },
  { say: [...DO_NOT_FORGET, "remember to"], needsWhen: true },
];

/** An opener as the pattern it is read by: its words, what may not follow, then the rest. */
function openerPattern(o: Opener): RegExp {
  const not = (o.notThen ? String.raw`(?!\s+${anyOf(o.notThen)}\b)` : "") +
    (o.notLater ? String.raw`(?!.*\b${anyOf(o.notLater)})` : "");
  const lead = o.lead ? String.raw`(?:${anyOf(o.lead)}\b)?\s*` : "";
  return new RegExp(String.raw`^${anyOf(o.say)}\b${not}\s*${lead}(.*)$`, "iud");
}

/**
 * Openers after which the rest says what and when; `needsWhen` ones only count with a time. No two
 * open the same way, so their order does not matter: the table's, then a reminder named ("set a
 * daily reminder …", "reminder: …").
 */
export const CREATE: {
  re: RegExp;
  needsWhen: boolean;
  lead?: readonly string[];
  text?: string;
  morning?: boolean;
}[] = [
  ...OPENERS.map((o) => ({ ...o, re: openerPattern(o) })),
  {
    re:
      /^(?:set|create|add|make|schedule|put\s+in|put|give\s+me|new|set\s+up|book|i\s+need|i\s+want)\s+(?:me\s+|up\s+)?(?:a|an|another|one|new|the|some)?\s*(?:new\s+|quick\s+|\p{L}+-style\s+)?(?:(?:recurring|repeating|repeat|(daily|weekly|monthly|yearly|annual|nightly|hourly))\s+)?(?:reminder|alarm)s?\b\s*(.*)$/iud,
    needsWhen: false,
  },
  {
    // "reminder at 8 tonight to …": "at" and "on" stay with the time they open.
    re:
      /^(?:reminder|alarm)\s*(?::|-|to\b|for\b|about\b|that\b|(?=at\b|on\b)|tomorrow\b)\s*(.*)$/iud,
    needsWhen: false,
  },
];

/** Words that say what a ping is about: "ping me at 5 to …", "nudge me tomorrow about …". */
const LEADS = new Set(["to", "about", "that", "re"]);

/**
 * Whether what a ping asks for is said after one of {@link LEADS}, before or after its time, or
 * as "when it's time to …" ("notify me at 7pm when it's time to feed the cat").
 */
export function led(opening: string, content: string): boolean {
  const said = wordsOf(content);
  return LEADS.has(wordsOf(opening).at(-1) ?? "") || LEADS.has(said[0] ?? "") ||
    said.slice(0, 5).join(" ") === "when it is time to";
}
