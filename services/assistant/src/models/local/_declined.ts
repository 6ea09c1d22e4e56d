/**
 * Messages that name a group's items but ask for nothing of them, so nothing runs: a question
 * about the service itself ("are my reminders private? who can see them", "where are my notes
 * stored?"), and a reminder declined before it was set ("no need to remind me about the bins,
 * I'll remember"), which cancels none; and what was told, then declined in words pointing back
 * at it ("Arlo's birthday is May 2, don't save it"); and a request declined before the one meant
 * ("don't set a reminder, just note that …"), which asks for nothing; and a message that says it
 * asks for nothing ("I'm just venting", "not asking you to do anything").
 * @module
 */
import { stripPoliteness } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";
import type { ToolCall } from "../../tools/types.ts";
import { isQuestion } from "./_questions.ts";
import { phraseIndex, saysAt } from "./_tokens.ts";

/** Words a question says of the service that keeps the items, never of the items themselves. */
const OF_THE_SERVICE = new Set([
  "private",
  "privacy",
  "secure",
  "securely",
  "safe",
  "encrypted",
  "encryption",
  "shared",
  "visible",
  "backed",
  // "if I asked you to delete a note, would it be gone forever?": what deleting does.
  "forever",
  "permanently",
  "permanent",
  "recover",
  "recoverable",
  "undo",
  "restore",
]);
/** Words asking who else reaches the items: "who can see them", "can anyone read my notes". */
const WHO_ELSE = [
  ["who", "can", "see"],
  ["who", "can", "read"],
  ["who", "sees"],
  ["can", "anyone", "see"],
  ["can", "anyone", "read"],
  ["can", "other", "people", "see"],
  ["can", "others", "see"],
  ["does", "anyone", "else", "see"],
];
/** Whether `text` is a question: it opens as one or has a question mark. */
function asked(text: string): boolean {
  return isQuestion(text) || text.includes("?");
}

/** Words that open a question of where or how the items are kept: "where are my notes stored". */
const KEPT_HOW = new Set(["where", "how"]);
const KEPT = new Set(["stored", "kept", "saved"]);
/** "how many notes are saved" asks the items' count, never how they are kept. */
const COUNTED = new Set(["many", "much"]);

/**
 * True when a question asks about the service keeping the items (who sees them, whether they are
 * private, where they are stored), not about the items: no list answers it.
 */
export function asksOfService(text: string): boolean {
  if (!asked(text)) return false;
  const ws = words(text);
  return ws.some((w) => OF_THE_SERVICE.has(w)) || WHO_ELSE.some((p) => phraseIndex(ws, p) >= 0) ||
    (KEPT_HOW.has(ws[0] ?? "") && !COUNTED.has(ws[1] ?? "") && ws.some((w) => KEPT.has(w)));
}

/** What a user says to decline a reminder: they will remember by themselves. */
const SELF_REMEMBERED = [
  ["i", "will", "remember"],
  ["i'll", "remember"],
  ["i", "can", "remember"],
  ["i", "won't", "forget"],
  ["i", "will", "not", "forget"],
  ["i", "never", "forget"],
];
/** Words that say a reminder was set before: "… any more", "the reminder about …". */
const SET_BEFORE = new Set(["anymore", "more", "longer", "reminder", "reminders", "still"]);

/**
 * True when a cancellation of a reminder is a reminder declined before it was set ("no need to
 * remind me about the bins, I'll remember"): the user says they will remember, and nothing says
 * a reminder was set ("any more", "the reminder about …").
 */
export function declinedUnset(text: string, calls: readonly ToolCall[]): boolean {
  if (!calls.some((c) => c.name === "reminders_cancel")) return false;
  const ws = words(text);
  return SELF_REMEMBERED.some((p) => phraseIndex(ws, p) >= 0) && !ws.some((w) => SET_BEFORE.has(w));
}

/** The words that decline a request, said before its verb ("don't", "no need to", "never"). */
const DECLINING = [["do", "not"], ["dont"], ["no", "need", "to"], ["never"]];
/** The verbs of keeping what was told. */
const KEEPING = new Set(
  "save add note keep store remember record log put write jot track".split(" "),
);
/** The words that point back at what was told. */
const POINTING_BACK = new Set(["it", "that", "this", "them", "em", "those", "these"]);

/**
 * True when a message declines, in words pointing back, to keep what it told ("Arlo's birthday is
 * May 2, don't save it", "the gate code is 4471 - no need to note that"): nothing is kept, whatever
 * the statement alone would have been read as.
 */
export function declinedPointedBack(text: string): boolean {
  const ws = words(text);
  return ws.some((_, i) =>
    DECLINING.some((d) =>
      saysAt(ws, i, d) && KEEPING.has(ws[i + d.length] ?? "") &&
      POINTING_BACK.has(ws[i + d.length + 1] ?? "") &&
      // "dont note it, keep it as keepsake: …": declined first, then asked again in other words,
      // it points back at nothing told.
      !(i === 0 && ws.slice(d.length + 2).some((w) => KEEPING.has(w)))
    )
  );
}

/** The words that decline a request said first: "don't make it a reminder, just …". */
const DECLINED_FIRST = [["do", "not"], ["dont"], ["don't"]];
/** Words after the declining ones that still ask: "don't forget to …", "don't just add milk, …". */
const STILL_ASKED = new Set(["forget", "just", "only", "simply", "ever"]);
/** Words that make the request after a declined one the one meant: "…, just tell me …". */
const MEANT = new Set(["just", "simply", "only", "instead"]);
/** Words that may join the declined request to the one meant: "…, but just …". */
const JOINING = new Set(["but", "and"]);
/** Words pointing back at a person, who may be named only in the declined request. */
const PERSON_POINTED = new Set("he she him his her hers they them their".split(" "));
/** Where the declined request ends: a comma, a semicolon or a dash. */
const ENDS = [",", ";"];
const DASHES = new Set(["-", "–", "—"]);

/**
 * The request meant after one declined first ("don't make it a reminder, just stick it in my
 * tasks: …", "Please do not write to Gerald; simply dismiss the follow-up …"), to be read whole on
 * its own: the declined one asks for nothing and never runs. Null when the message does not open
 * with a request declined in one clause, then "just", "simply", "only" or "instead" ("don't remind
 * me, I'll remember", "don't just add milk, add oat milk" are no such message).
 */
export function meantInstead(text: string): string | null {
  const said = stripPoliteness(text).split(" ").filter((w) => w.length > 0);
  const ws = said.map((w) => w.toLowerCase());
  const declined = DECLINED_FIRST.find((d) => saysAt(ws, 0, d));
  if (!declined || STILL_ASKED.has(ws[declined.length] ?? "just")) return null;
  const end = ws.findIndex((w, i) =>
    i > declined.length && (ENDS.some((e) => w.endsWith(e)) || DASHES.has(w))
  );
  if (end < 0) return null;
  let at = end + 1;
  if (JOINING.has(ws[at] ?? "")) at++;
  if (!MEANT.has(ws[at] ?? "")) return null;
  const meant = said.slice(at + 1);
  // "don't email Tom, just remind me to call him at 5": who "him" is was said in the declined one.
  if (meant.some((w) => PERSON_POINTED.has(w.toLowerCase()))) return null;
  return meant.length > 0 ? meant.join(" ") : null;
}

/**
 * What a user says to tell that a message asks for nothing: they are venting, thinking out loud,
 * not asking for anything to be done.
 */
const ASKS_NOTHING = [
  ["just", "venting"],
  ["am", "venting"],
  ["only", "venting"],
  ["just", "ranting"],
  ["am", "ranting"],
  ["just", "a", "rant"],
  ["thinking", "out", "loud"],
  ["letting", "off", "steam"],
  ["blowing", "off", "steam"],
  ["not", "asking", "you", "to"],
  ["not", "asking", "for", "anything"],
  ["not", "need", "you", "to", "do"],
  ["nothing", "to", "do", "here"],
  ["no", "action", "needed"],
];

/**
 * True when a message says it asks for nothing ("I'm just venting, the shopping this week cost a
 * fortune", "note that I'm not asking you to do anything"), and asks for nothing after a "but"
 * ("just venting, but do add wine to the list" asks).
 */
export function saysItAsksNothing(text: string): boolean {
  const ws = words(text);
  const at = ASKS_NOTHING.reduce((first, p) => {
    const i = phraseIndex(ws, p);
    return i >= 0 && (first < 0 || i < first) ? i : first;
  }, -1);
  return at >= 0 && !ws.slice(at).includes("but");
}

/**
 * What opens a question about what would happen: "what if …", "suppose …", and "if I" said of what
 * did not happen ("if I had …", "if I asked you …"; "if I have any reminders tomorrow, could you
 * list them?" asks for them).
 */
const SUPPOSING = [
  ...("had asked added wanted were was told said deleted forgot set put made gave needed " +
    "tried went").split(" ").flatMap((w) => [["if", "i", w], ["if", "we", w]]),
  ["what", "if"],
  ["suppose"],
  ["supposing"],
  ["hypothetically"],
  ["imagine"],
  ["in", "theory"],
];
/** The words that ask what the service would do: "… would you remind me?". */
const WOULD = new Set(["would", "could", "will"]);
/** Words asking whether the service can do a thing or how it behaves, never for the items. */
const HOW_IT_WORKS = [
  ["is", "that", "true"],
  ["is", "it", "true"],
  ["is", "this", "true"],
  ["what", "happens", "when"],
  ["what", "happens", "if"],
  ["what", "happens", "to"],
  ["what", "would", "happen"],
];
/** How a question asking what a thing is opens: "what is a …", "what exactly is an …". */
const DEFINED = [
  ["what", "is", "a"],
  ["what", "is", "an"],
  ["what", "exactly", "is"],
  ["what", "does", "a"],
];
/** Words of the weather: a question of them asks of the world, which no list of the user's holds. */
const WEATHER = new Set(
  "weather forecast raining rainy snowing sunny temperature temperatures".split(" "),
);

/**
 * True when a question asks about the weather ("what's the weather in Lisbon during my trip?",
 * "will it rain on my birthday?"): the world's, so no list of the user's answers it.
 */
export function asksOfWeather(text: string): boolean {
  if (!asked(text)) return false;
  // "what's the weather note say": an item named by the weather is the user's.
  const ws = words(text);
  return ws.some((w, i) => WEATHER.has(w) && !NAMED_BY.has(ws[i + 1] ?? ""));
}
/** Kinds of items a weather word may name: "the weather note", "the forecast reminder". */
const NAMED_BY = new Set("note notes reminder reminders task tasks list app".split(" "));
/** "is it possible to set a reminder …": the verbs of making items, asked of as possible. */
const POSSIBLE = ["is", "it", "possible", "to"];
const MAKING = new Set("set add make create save track keep store delete remove".split(" "));

/**
 * True when a question asks what the service would do or can do, not for the user's items: "if I
 * had a meeting tomorrow would you remind me?", "someone told me you can set reminders, is that
 * true?", "what happens when a reminder fires?", "is it possible to set a reminder for next year?".
 * Only a reading that lists things is dropped for it (`readWhole` asks after the writes have
 * returned): "if I'm late, could you remind me at 6?" asks for a reminder.
 */
export function asksHowItWorks(text: string): boolean {
  if (!asked(text)) return false;
  const ws = words(text);
  const opens = SUPPOSING.find((p) => saysAt(ws, 0, p));
  if (opens && ws.slice(opens.length).some((w) => WOULD.has(w))) return true;
  // "could you set reminders for other people if I asked?": what it would do, supposed last.
  const would = ws.findIndex((w) => WOULD.has(w));
  if (would >= 0 && SUPPOSING.some((p) => p[0] === "if" && phraseIndex(ws, p) > would)) return true;
  // "what's a price watch?", "what is a countdown timer anyway": a word of the service defined.
  if (DEFINED.some((p) => saysAt(ws, 0, p))) return true;
  const possible = phraseIndex(ws, POSSIBLE);
  return HOW_IT_WORKS.some((p) => phraseIndex(ws, p) >= 0) ||
    (possible >= 0 && MAKING.has(ws[possible + POSSIBLE.length] ?? ""));
}
