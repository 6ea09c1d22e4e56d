/**
 * Keepsakes in what people write: "save a keepsake: ...", "keep this: ...", "keep as a memory:
 * ...", "save to my keepsakes that ...", "show me what I've kept", "forget the keepsake about the
 * quote", "you can forget the one about Dad's lasagne". Its words are in `groups/keepsakes.ts`.
 * @module
 */
import { withoutDayNamed } from "./_removal_when.ts";
import type { ToolCall } from "../../tools/types.ts";
import { type Ask, isAsk, type Parsed } from "./_ask.ts";
import { type Clause, cleanRef, match } from "./_tool_text.ts";
import { asksToList, DET, othersThan } from "./_tool_words.ts";
import {
  asksAboutTheWord,
  beforeReason,
  keptText,
  removedItem,
  withoutReason,
} from "./_tool_notes_common.ts";
import { pointsOnly } from "./_said_elsewhere.ts";
import { words } from "./groups/mod.ts";
import { words as plainWords } from "../../text/normalize.ts";
import { anyOf } from "./groups/_words.ts";
import { DEAR_THINGS, KEEP_VERBS, KEEPSAKES, KEPT_THINGS, NAME_LOVED } from "./groups/keepsakes.ts";
import { clauseWords, fits, read, shapes } from "./_shapes.ts";
import { withoutBrackets } from "./_tool_text_asides.ts";
import { TAGS } from "./groups/_openers.ts";
import { wordsKept } from "./_tool_keepsakes_words.ts";
import { headKept, pastHow } from "./_tool_keepsakes_head.ts";

const W = words("keepsake");
const KS = W.noun;
const SAVE = W.verb("keepsakes_save");
const FORGET = W.verb("keepsakes_forget");
const SEE = W.verb("keepsakes_list");
const KEEP = anyOf(KEEP_VERBS);
const KEEP_AFTER = W.verb("keepsakes_save:after");
const THING = anyOf(KEPT_THINGS);

const THIS = String.raw`(?:this|that|these|it|the\s+following|this\s+one|that\s+one)`;
/** Words between the verb and the text that say how or where: "for me", "forever", "as a memory". */
const HOW = String
  .raw`(?:away|for\s+me|for\s+later|for\s+ever|forever|for\s+good|for\s+today|for\s+(?:the|my|our)\s+(?:memories|memory\s+box|memory\s+book|scrapbook|records?)|safe|safely|somewhere\s+safe|please|pls|plz|as\s+(?:a\s+|an\s+|my\s+)?(?:${KS}|${THING})|(?:in|to|into|with|among)\s+${DET}${KS})`;
const MORE = String.raw`(?:\s+${HOW})*`;
const SEP = String.raw`\s*[:\-–]\s*`;

/** Openers after which the rest is the keepsake; `whole` ones may span sentences. */
const SAVE_SHAPES: { re: RegExp; whole: boolean; loose?: boolean }[] = [
  // save this forever, ... / hold onto this for me. ...: a comma or a full stop after a "how".
  {
    re: new RegExp(
      String.raw`^${KEEP}\s+${THIS}((?:\s+${HOW})+)\s*[,.]\s*(.+)$`,
      "isud",
    ),
    whole: true,
    loose: true,
  },
  // Ava rode her bike today!! keep that for me: the text said first.
  {
    re: new RegExp(
      String
        .raw`^()(.+?)\s*(?:[,.;!:\-–]+\s*)+(?:please\s+|can\s+you\s+)?${KEEP_AFTER}\s+(?:that|this|it)(?:\s+${HOW})*[.!]*$`,
      "isud",
    ),
    whole: true,
    loose: true,
  },
  // save to my keepsakes that ... / add to keepsakes - ...
  {
    re: new RegExp(
      String
        .raw`^${SAVE}\s+(?:${THIS}\s+)?(?:to|in|into|among|with)\s+${DET}${KS}()(?:${SEP}|\s+that\s+)(.+)$`,
      "isud",
    ),
    whole: true,
  },
  // keepsake: ... / keepsake pls: ... / keepsake for today: ...
  {
    re: new RegExp(
      String.raw`^(?:new\s+)?${KS}((?:\s+[\p{L}']+){0,3}?)${SEP}(.+)$`,
      "isud",
    ),
    whole: true,
  },
  // save "carpe diem" as a keepsake / add the poem to my keepsakes
  {
    re: new RegExp(
      String
        .raw`^${SAVE}\s+(?!as\b)()(.+?)\s+(?:as\s+(?:a\s+|an\s+|my\s+)?${KS}|(?:to|in|into|among|with)\s+${DET}${KS})$`,
      "isud",
    ),
    whole: false,
  },
  // save as keepsake the fortune cookie that said ...
  {
    re: new RegExp(
      String.raw`^${SAVE}\s+as\s+(?:a\s+|an\s+|my\s+)?${KS}()\s+(.+)$`,
      "isud",
    ),
    whole: false,
  },
  // save this quote "..." / keep that poem ...
  {
    re: new RegExp(String.raw`^${KEEP}\s+(?:this|that)\s+${THING}()${MORE}\s+(.+)$`, "isud"),
    whole: false,
  },
  {
    re: new RegExp(String.raw`^${KEEP}\s+(?:this|that)()${MORE}\s+(["'].+)$`, "isud"),
    whole: false,
  },
];

/** Words between "keepsake" and the colon that are not a request of their own. */
const NOT_FILLER = new RegExp(String.raw`\b(?:${FORGET}|${SEE})\b`, "iu");

const KEEPSAKE_WORD = /^(?:keep-?sakes?|one)$/iu;

/** "show me what I've kept", "let me see the things I saved". */
const KEPT_LIST = new RegExp(
  String
    .raw`^(?:(?:let\s+me\s+|can\s+i\s+|i\s+want\s+to\s+)?${SEE}|what\s+(?:are|were))\s+(?:me\s+)?(?:(?:all\s+)?(?:the\s+)?(?:things|stuff|memories|moments)|what|everything)\s+(?:that\s+)?(?:i|we)\s+(?:have\s+)?(?:kept|saved|treasured|stored|asked\s+you\s+to\s+(?:keep|save))(?:\s+(?:so\s+far|for\s+me|over\s+the\s+years))?$`,
  "iu",
);

/**
 * Words a request to keep something may say before its colon or dash ("save this for me to keep:",
 * "remember forever:", "make a keepsake out of this -", "store this forever -", "keep:"): any of
 * them, and nothing else, make what follows the keepsake.
 */
const HEAD = new Set([
  ...(KEEPSAKES.verbs?.keepsakes_save ?? []).flatMap((v) => plainWords(v)),
  ...KEPT_THINGS.flatMap((t) => plainWords(t.replace("(s)", ""))),
  ...("this that it these one for me to i we want would like please pls plz just a an another " +
    "the my our as so new of from out among with in into away later today forever ever safe " +
    "safely somewhere good always fr memory memories moment scrapbook box book records " +
    "keepsake keepsakes keep-sake keep-sakes remember keeps").split(" "),
  // "save this leh: …": a tag asks nothing.
  ...TAGS,
]);
/** Verbs that keep something dear on their own ("keep:", "treasure this:"), and the kind's names. */
const KEEPING = new Set([
  "keep",
  "keepsake",
  "keepsakes",
  "keep-sake",
  "keep-sakes",
  "treasure",
  "cherish",
  "preserve",
  "stash",
]);
const KEEPSAKE_NAMES = new Set(["keepsake", "keepsakes", "keep-sake", "keep-sakes"]);
/** The things people keep, as words, singular and plural ("drawing", "drawings"). */
const KEPT = new Set(
  KEPT_THINGS.flatMap((t) => [t.replace("(s)", ""), t.replace("(s)", "s")]).flatMap(plainWords),
);
/** What makes "save"/"remember" before a colon a keepsake, not a note or a memory. */
const FOR_GOOD = new Set([
  "forever",
  "ever",
  "always",
  "memory",
  "moment",
  "safe",
  "safely",
  // "save this one for keeps: …".
  "keeps",
]);
/** The keep verbs as their words: one said first, then how, keeps what follows ("save this: …"). */
const KEEP_FIRST = KEEP_VERBS.map((v) => plainWords(v));

/** Where the head before a keepsake's text ends: a colon or dash, or "?" after its name. */
function headEnd(c: Clause): number {
  const seps = [":", "-", "–"].map((s) => c.text.indexOf(s)).filter((i) => i > 0);
  const question = c.text.indexOf("?");
  const named = question > 0 &&
    plainWords(c.text.slice(0, question)).some((w) => KEEPSAKE_NAMES.has(w));
  if (named) seps.push(question);
  return seps.length === 0 ? -1 : Math.min(...seps);
}

/** Words that decline a request said first in a head: "do not note it, keep it as keepsake: …". */
const DECLINED = [["do", "not"], ["not"]];

/** A head without a request declined before its last comma ("do not note it, keep it: …"). */
function headAfterDeclined(head: string): string {
  const comma = head.lastIndexOf(",");
  const said = plainWords(head.slice(0, comma));
  const declined = comma > 0 && DECLINED.some((d) => d.every((w, k) => said[k] === w));
  return declined ? head.slice(comma + 1) : head;
}

/** The keepsake said after a head of only keeping words, or null ("save this for me to keep: …"). */
function afterHead(c: Clause): ToolCall | null {
  const at = headEnd(c);
  if (at <= 0) return null;
  // "store this as a keepsake (it made me cry): …": what is said in brackets is an aside.
  // "save this as a keepsake since it was new year: …": a reason said in the head is an aside.
  const head = withoutReason(
    plainWords(withoutBrackets(headAfterDeclined(c.text.slice(0, at)), () => false)),
  );
  const verbFirst = KEEP_FIRST.some((v) =>
    head.length > v.length && v.every((w, k) => head[k] === w)
  );
  const kept = head.length > 0 && head.every((w) => HEAD.has(w)) &&
    (verbFirst || head.some((w) => KEEPING.has(w) || FOR_GOOD.has(w)));
  const text = kept ? keptText(c.typed(at + 1, c.text.length)) : null;
  // "keep: going" is a saying, not a thing kept: a bare "keep:" keeps something said whole.
  if (!text || (head.length === 1 && plainWords(text).length < 3)) return null;
  return { name: "keepsakes_save", input: { text } };
}

function save(c: Clause, wholeOnly: boolean): Parsed | null {
  const headed = afterHead(c) ?? wantKept(c) ?? wordsKept(c) ?? headKept(c) ??
    (wholeOnly ? null : dearNamed(c));
  if (headed) return headed;
  for (const shape of SAVE_SHAPES) {
    if (wholeOnly && !shape.whole) continue;
    const found = match(c, shape.re);
    if (!found) continue;
    const between = found.m[1] ?? "";
    // "keepsake forget: x" is no keepsake text.
    if (NOT_FILLER.test(between)) continue;
    // "Tom's birthday is on 8 May, keep it": another group's item said first is that group's.
    if (shape.loose && OTHER.test(found.slot(2))) continue;
    const text = keptText(found.slot(2));
    if (text) return { name: "keepsakes_save", input: { text } };
    // "save this as a keepsake": what to keep was said nowhere, so it is asked.
    return !wholeOnly && pointsOnly(found.slot(2))
      ? { ask: "keepsakes_save", known: {} } satisfies Ask
      : null;
  }
  return null;
}

const OTHER = othersThan("keepsake", { except: ["note"] });

/** "scroll through my keepsakes for me", "browse the keepsakes": the keepsakes looked through. */
const LOOK_THROUGH = shapes([[
  "?let me|can i|i want to",
  "scroll through|browse|flick through|leaf through|look through|go over",
  "?all",
  "?my|the|our",
  "keepsake(s)|keep-sake(s)",
  "?i have|i saved|i kept",
  "?for me|please|again|now",
]]);

/** "I don't want to keep Ella's drawing any more": a thing kept, let go. */
const LET_GO = shapes([[
  "i|we",
  "?really|just|honestly",
  "do not|no longer|would rather not|would not",
  "?want to|need to|wish to",
  "keep|treasure",
  "{x}",
  "?any more|anymore|now",
]]);

/**
 * "don't need the drawing one saved": a thing kept, named by "one", said to be no longer needed
 * kept; "one" and "saved" make it a keepsake (never a thing to buy taken off a list).
 */
const UNNEEDED_ONE = shapes([[
  "?i|we",
  "?really|just|honestly",
  "do not need|no longer need|do not want",
  "the|that|my|our",
  "{x}",
  "one|thing",
  "saved|kept|stored",
  "?any more|anymore|now|after all",
]]);

/**
 * "I want to keep the best bit of Japan: the snow monkeys", "keep the line from our card: '…'": a
 * thing people keep dear named, then what it is after a colon ("I want to" is cleaned off first).
 */
const WANT_KEPT = shapes([[
  "?i|we",
  "?want|would like|would love|wanna",
  "?to",
  "keep|treasure|cherish|hold on to|hang on to",
  "!an|track|going|up|on|in|it|this|that|calm|quiet|warm|fit|busy",
  "...",
]]);

/**
 * "keep the poem Maya wrote at camp", "save the line from Amélie's speech '…'": a thing kept for
 * what it means (`DEAR_THINGS`), then what it is, kept whole; never the thing alone ("keep the
 * photo") nor another kind's item.
 */
const DEAR_NAMED = shapes([[
  "?i|we",
  "?want to|would like to|wanna",
  "keep|save|treasure|cherish|hold on to|hang on to|hold onto|hang onto",
  // "save for me the words my dede said at the wedding: …".
  "?for me",
  "the|my|our|his|her|their",
  "{x}",
]]);
const DEAR = new Set(DEAR_THINGS);
/** Words between "the name of" and the thing named: "the name of the song", "of our song". */
const NAMED_OF = new Set(["the", "that", "our", "my", "this"]);

/** The keepsake of a thing kept for what it means, said with what it is, or null. */
function dearNamed(c: Clause): ToolCall | null {
  const x = read(c.text, DEAR_NAMED)?.[0];
  const said = x ? plainWords(x) : [];
  // "my daughter's first words: …", "the name of that wine we loved …".
  const named = NAME_LOVED.names.includes(said[0] ?? "");
  const loved = named && said.some((w) => NAME_LOVED.loved.includes(w));
  const thing = NAMED_OF.has(said[2] ?? "") ? 3 : 2;
  // "the name of the song from our first dance …": the name of a thing kept dear, said with more
  // than the thing ("save the name of the song" says no name).
  const ofDear = named && said[1] === "of" && DEAR.has(said[thing] ?? "") &&
    said.length - thing >= 3;
  const at = loved || ofDear ? 0 : said.findIndex((w) => DEAR.has(w));
  if (!x || at < 0 || at > 2 || said.length - at < 3 || OTHER.test(x)) return null;
  // Words kept are said with them: "first words: 'more biccie'", never "my words for later".
  if (said[at] === "words" && ![":", "'", '"', "“"].some((q) => x.includes(q))) return null;
  // "save the photo as a keepsake": the kind named is the request's word, read by its shape.
  if (said.some((w) => KEEPSAKE_NAMES.has(w))) return null;
  // The thing kept with its determiner: "the poem Maya wrote at camp".
  const at0 = c.text.lastIndexOf(x);
  const text = keptText(c.typed(c.text.lastIndexOf(" ", at0 - 2) + 1, c.text.length));
  return text ? { name: "keepsakes_save", input: { text } } : null;
}

/** The keepsake said after a colon by one who wants to keep it, or null. */
function wantKept(c: Clause): ToolCall | null {
  const colon = c.text.indexOf(":");
  const head = c.text.slice(0, colon);
  if (colon <= 0 || !fits(head, WANT_KEPT) || OTHER.test(head)) return null;
  const said = plainWords(head);
  if (!said.some((w) => KEPT.has(w))) return null;
  let at = said.findIndex((w) => KEEPING.has(w) || w === "hold" || w === "hang") + 1;
  at = pastHow(said, at);
  const from = clauseWords(c.text)[at]?.index;
  const text = from === undefined ? null : keptText(c.typed(from, c.text.length));
  return text ? { name: "keepsakes_save", input: { text } } : null;
}

function forget(c: Clause): ToolCall | null {
  const { ref, said } = removedItem(c, FORGET, KS, OTHER, KEEPSAKE_WORD, "keepsake", false);
  if (ref) return { name: "keepsakes_forget", input: { keepsake: ref } };
  if (said) return null;
  // Only a thing people keep dear ("Ella's drawing", "the photo"), never "the car".
  const letGo = read(c.text, LET_GO)?.[0];
  const dear = letGo !== undefined &&
    plainWords(letGo).some((w) => KEPT.has(w) || KEEPSAKE_NAMES.has(w));
  if (letGo && dear && !OTHER.test(letGo)) {
    const r = cleanRef(letGo, KEEPSAKE_WORD);
    return r ? { name: "keepsakes_forget", input: { keepsake: r } } : null;
  }
  const oneSaved = read(c.text, UNNEEDED_ONE, "end")?.[0];
  // Only a thing people keep dear ("the drawing one"), never "the dentist one saved".
  const keptOne = oneSaved !== undefined && plainWords(oneSaved).some((w) => KEPT.has(w));
  const unneeded = keptOne && !OTHER.test(oneSaved) ? cleanRef(oneSaved, KEEPSAKE_WORD) : null;
  if (unneeded) return { name: "keepsakes_forget", input: { keepsake: unneeded } };
  // "forget the one about Dad's lasagne": forgetting is what keepsakes do.
  const one = match(
    c,
    /^forget\s+(?:the|that)\s+(?:one|thing|memory|moment|bit)\s+(?:about|with|where|from|of|on|that\s+says)\s+(.+)$/iud,
  );
  if (one) {
    const ref = cleanRef(one.slot(1), KEEPSAKE_WORD);
    return ref ? { name: "keepsakes_forget", input: { keepsake: ref } } : null;
  }
  return null;
}

/** "save a keepsake for me": a keepsake without its text. */
const BARE = new RegExp(
  String
    .raw`^${SAVE}\s+(?:me\s+)?(?:(?:a|an|another|one|new)\s+)?(?:new\s+)?${KS}(?:\s+(?:for\s+me|please))?$`,
  "iu",
);

/**
 * The keepsakes call a clause asks for, or null; `wholeOnly` for the whole message. A request
 * for a keepsake without its text asks for it (not in `wholeOnly`: that takes text only).
 */
export function parseKeepsake(c: Clause, wholeOnly: true): ToolCall | null;
export function parseKeepsake(c: Clause, wholeOnly?: boolean): Parsed | null;
export function parseKeepsake(c: Clause, wholeOnly = false): Parsed | null {
  const saved = save(c, wholeOnly);
  if (wholeOnly) return saved && !isAsk(saved) ? saved : null;
  if (saved) return saved;
  if (BARE.test(c.text)) return { ask: "keepsakes_save", known: {} } satisfies Ask;
  // "delete the lasagne keepsake, I've written it down": the reason names no keepsake.
  const head = beforeReason(c);
  // "forget the keepsakes from last week": a day names no keepsake (`withoutDayNamed`).
  const forgotten = withoutDayNamed((head ? forget(head) : null) ?? forget(c));
  if (forgotten) return forgotten;
  if (asksAboutTheWord(c, KS)) return null;
  if (
    asksToList(c, KS) || KEPT_LIST.test(c.text) || fits(c.text, LOOK_THROUGH) ||
    /^(?:what|which)(?:\s+(?:things|memories|moments|stuff))?\s+(?:have|did)\s+(?:i|we)\s+(?:saved|save|kept|keep)\b(?!.*\b(?:note|list|contact|reminder)s?\b)/iu
      .test(c.text)
  ) {
    return { name: "keepsakes_list", input: {} };
  }
  return null;
}
