/**
 * Words that only point at a thing said elsewhere ("this", "the thing we talked about", "what Sara
 * said", "the place Tom recommended"): a text made of them names nothing, so nothing can be
 * written of it and the group asks what it is.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { words } from "../../text/normalize.ts";
import { tokenize } from "./_tokens.ts";

/** Words that only point at a thing said elsewhere or after: "this", "the following". */
export const POINTERS = new Set(["this", "that", "it", "these", "those", "following", "above"]);
/** Doings that say nothing of their thing but "it": "do it", "sort that", "deal with it". */
const EMPTY_DOINGS = new Set(["do", "sort", "handle", "deal", "with", "get", "done"]);
/** Words of the place a thing is put, at a text's end: "… on my list", "… to my tasks". */
const INTO_PLACE = new Set(["on", "to", "in", "into", "onto"]);

/**
 * True when a text only does "it" ("do it", "sort that out"), maybe at a place of a list said after
 * it ("do it on my list", read from "put on my list: …, and remind me … to do it"): what is done is
 * never said in it.
 */
export function doesOnlyIt(text: string): boolean {
  const ws = words(text);
  const place = ws.findIndex((w, i) => i > 0 && INTO_PLACE.has(w) && ws.length - i <= 4);
  const done = place < 0 ? ws : ws.slice(0, place);
  return done.some((w) => EMPTY_DOINGS.has(w)) && done.some((w) => POINTERS.has(w)) &&
    done.every((w) => EMPTY_DOINGS.has(w) || POINTERS.has(w) || w === "out" || w === "up");
}

/** Words of forgetting: "I always forget", "or I'll forget", "I won't remember otherwise". */
const FORGETTING = new Set(["forget", "forgets", "forgetting", "forgot", "remember"]);
/** Words said around forgetting that name nothing to do. */
const ABOUT_FORGETTING = new Set(
  ("i me will would might not do never always keep usually tend to probably definitely totally " +
    "or otherwise else because since as so just again every time it lol haha honestly").split(" "),
);

/**
 * True when a text only says the user forgets ("I always forget", "coz I keep forgetting lol"):
 * why a reminder is wanted, never what it is of ("remind me the day before at 9am, I always
 * forget"). "remember" counts only said with "not" or "never" ("I never remember").
 */
export function onlyForgetting(text: string): boolean {
  const ws = words(text);
  const forgets = ws.some((w, i) =>
    FORGETTING.has(w) &&
    (w !== "remember" || ws.slice(0, i).some((v) => v === "not" || v === "never"))
  );
  return forgets && ws.length <= 10 &&
    ws.every((w) => FORGETTING.has(w) || ABOUT_FORGETTING.has(w));
}

/** Words that may stand beside a pointer: "this one", "the following". */
const BESIDE_POINTER = new Set(["the", "one", "here", "please"]);
/** Things shown rather than said, pointed at: "this page", "that photo", "this link". */
const SHOWN = new Set(
  ("page link screenshot photo pic picture image video message text email post article tweet " +
    "file document doc pdf attachment").split(" "),
);

/**
 * True when a text only points at a thing ("this", "that one", "the following", "the thing",
 * "that stuff"): no text of its own.
 */
export function pointsOnly(text: string): boolean {
  const ws = words(text);
  const pointer = (w: string) => POINTERS.has(w) || BESIDE_POINTER.has(w);
  // "note this page", "save this photo": a thing shown, never said, so nothing of it is kept.
  const shown = (w: string) => pointer(w) || SHOWN.has(w);
  return ws.some((w) => POINTERS.has(w)) && (ws.every(pointer) || ws.every(shown)) ||
    ws.some((w) => SAID_THING.has(w)) && ws.every((w) => pointer(w) || SAID_THING.has(w)) ||
    pointsToSaid(ws) || saidBySomeone(ws);
}

/** Words that name a thing said before without saying it: "the thing", "that stuff", "what". */
const SAID_THING = new Set([
  "thing",
  "things",
  "stuff",
  "one",
  "what",
  "matter",
  "idea",
  "bit",
  "something",
  "anything",
  "usual",
]);
/** Words that say it was said before: "we talked about", "I mentioned", "from earlier". */
const SAID_BEFORE = new Set([
  "talked",
  "discussed",
  "mentioned",
  "said",
  "spoke",
  "chatted",
  "told",
  "earlier",
  "before",
  "yesterday",
  "previously",
  // "the thing from the meeting": where it was said.
  "meeting",
  "chat",
  "conversation",
]);
/** Words that may stand beside them: "the thing we talked about earlier", "what I told you". */
const BESIDE_SAID = new Set([
  ...POINTERS,
  ...BESIDE_POINTER,
  "we",
  "i",
  "you",
  "about",
  "of",
  "from",
  "over",
  "had",
  "have",
  "just",
  "was",
  "were",
  "today",
  "last",
  "time",
  "night",
  "the",
  "other",
  "day",
  "on",
  "phone",
  "call",
  "do",
]);

/**
 * True when the words only point at a thing said before ("the thing we talked about earlier",
 * "that stuff from earlier", "what I mentioned yesterday"): its name is not said, so nothing can be
 * written of it.
 */
function pointsToSaid(ws: string[]): boolean {
  return ws.some((w) => SAID_THING.has(w)) && ws.some((w) => SAID_BEFORE.has(w)) &&
    ws.every((w) => SAID_THING.has(w) || SAID_BEFORE.has(w) || BESIDE_SAID.has(w));
}

/** Words of someone saying, showing or sending a thing: "the thing Kofi mentioned". */
const SAID_BY = new Set([
  ...SAID_BEFORE,
  "says",
  "asked",
  "wanted",
  "recommended",
  "recommends",
  "suggested",
  "brought",
  "raised",
  "sent",
  "showed",
  "texted",
  "emailed",
  "messaged",
  "flagged",
  "meant",
  "gave",
  "given",
  "quoted",
  "wrote",
  "dictated",
]);
/** Words a saying ends with that add nothing of the thing: "… told me about", "… brought up". */
const AFTER_SAID = new Set([
  ...BESIDE_SAID,
  ...SAID_BEFORE,
  "me",
  "us",
  "up",
  "for",
  "again",
  "too",
  "week",
  "morning",
  "in",
  "meeting",
  "at",
  "work",
  // "the thing Farhana bhabi asked me to do", "… to get": a doing that names no thing either.
  "to",
  "get",
  "buy",
  "bring",
  "sort",
  "fix",
  "check",
  "look",
  "into",
]);
/** Words before the thing that point at it: "do the thing …", "that stuff …". */
const BEFORE_THING = new Set([...POINTERS, ...BESIDE_POINTER, "do"]);
/** Heads that name a thing by where it was said: "the place Tom recommended". */
const SAID_HEADS = new Set([...SAID_THING, "place", "spot"]);
/**
 * Heads that name what was told by who told it, in a text kept for what it says: "the address she
 * gave me", "the number the plumber quoted" (a note of them keeps nothing of the address).
 */
const INFO_HEADS = new Set([
  ...SAID_HEADS,
  ..."address number details info information name code link recipe directions figures price"
    .split(" "),
  ..."quote advice tip tips".split(" "),
]);
/** Words never in who said it: a doing or a place said between ("the thing to fix that …"). */
const NOT_A_SAYER = new Set(["to", "for", "on", "in", "with", "about", "is", "was", "are", "of"]);
/** Words joining the thing to who said it: "the thing that Kofi mentioned". */
const JOINING = new Set(["that", "which", "who"]);

/**
 * True when the words name a thing only by who said it ("the thing Kofi mentioned", "what the
 * doctor told me", "the place Tom recommended", "do the stuff Jo asked for"): a thing, then who
 * said it in a few words, then a verb of saying and nothing of the thing after it.
 */
function saidBySomeone(ws: string[], heads: ReadonlySet<string> = SAID_HEADS): boolean {
  const head = ws.findIndex((w) => heads.has(w));
  if (head < 0 || !ws.slice(0, head).every((w) => BEFORE_THING.has(w))) return false;
  const verb = ws.findIndex((w, i) => i > head && SAID_BY.has(w));
  if (verb < 0) return false;
  const sayer = ws.slice(head + 1, verb).filter((w, i) => i > 0 || !JOINING.has(w));
  return sayer.length > 0 && sayer.length <= 3 && !sayer.some((w) => NOT_A_SAYER.has(w)) &&
    ws.slice(verb + 1).every((w) => AFTER_SAID.has(w));
}

/**
 * True when a text kept for what it says (a note, a keepsake) says nothing of it: it only points
 * ({@link pointsOnly}), or names what was told only by who told it ("the address she gave me",
 * "the price the plumber quoted"); a reminder of it ("… about the recipe Gran gave me") still says
 * enough to be reminded of.
 */
export function keepsNothing(text: string): boolean {
  return pointsOnly(text) || saidBySomeone(words(text), INFO_HEADS);
}

/** Parts of a day said before or after another ("the day before the wedding"). */
const FROM_DAY = new Set(["day", "night", "morning", "evening", "week", "weekend"]);

/**
 * True when a day is said from an event that names no day ("remind me the day before the wedding
 * at 9 to …"), its name left where the reminder's words start ("the wedding to iron the shirt").
 */
export function dayOfUnsaid(said: string, text: string): boolean {
  const ws = tokenize(said).map((t) => t.w);
  const head = tokenize(text).map((t) => t.w).slice(0, 2).join(" ");
  return ws.some((w, i) =>
    FROM_DAY.has(w) && ["before", "after", "of"].includes(ws[i + 1] ?? "") &&
    `${ws[i + 2]} ${ws[i + 3]}` === head
  );
}

/** The words of the calls of `calls` that hold a day said from an event never given ({@link dayOfUnsaid}). */
export function unsaidDaysIn(said: string, calls: readonly ToolCall[]): string[] {
  return calls.flatMap((c) =>
    typeof c.input.text === "string" && dayOfUnsaid(said, c.input.text) ? [c.input.text] : []
  );
}
