/**
 * The text normaliser shared by the local model, the chat's parsers and the privacy rule
 * (`sensitive.ts`): normalisation of the way people write (curly quotes, contractions, chat
 * shorthand, polite wrappers), tokenising and a light stemmer. Pure functions, no I/O. It lives
 * outside `local/` so that nothing outside the local model imports the model's private files.
 * @module
 */

import { ASKED_AS_GERUND, DIALECT_LOWER, SHORTHAND } from "./shorthand.ts";

/** Longest input looked at; longer text is cut, so every pattern runs on bounded input. */
export const MAX_INPUT = 4000;

const CONTRACTIONS: [RegExp, string][] = [
  [/\bi'm\b/giu, "I am"],
  [/\bi've\b/giu, "I have"],
  [/\bi'll\b/giu, "I will"],
  [/\bi'd\b/giu, "I would"],
  [/\b(you|we|they)'re\b/giu, "$1 are"],
  [/\b(you|we|they|what|who|where|how|should|could|would|might|must)'ve\b/giu, "$1 have"],
  [/\b(you|we|they|he|she|it)'ll\b/giu, "$1 will"],
  [/\b(you|we|they|he|she)'d\b/giu, "$1 would"],
  [/\bcan't\b/giu, "can not"],
  [/\bcannot\b/giu, "can not"],
  [/\bwon't\b/giu, "will not"],
  [/\bshan't\b/giu, "shall not"],
  [/\bain't\b/giu, "is not"],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|should|could|must|need)n't\b/giu, "$1 not"],
  [/\blet's\b/giu, "let us"],
  [/\by'all\b/giu, "you all"],
  // Caribbean English and speech written with the dropped letter marked ("ackee an' breadfruit").
  [/\ban'(?!\p{L})/giu, "and"],
  [/\bwha'(?!\p{L})/giu, "what"],
  [/(?<![\p{L}'])'bout\b/giu, "about"],
  // A "g" dropped with its apostrophe: "Thursday mornin' at 6", "goin' out".
  [/\b(\p{L}{2,}in)'(?!\p{L})/giu, "$1g"],
  [
    /\b(what|who|where|when|how|why|that|it|there|here|he|she|name|this|which|everything|nothing)'s\b/giu,
    "$1 is",
  ],
  [/\b(what|who|where|when|how|why)'re\b/giu, "$1 are"],
];

const SPACED_AT = / @ /gu;

/**
 * Filipino English "po", said for courtesy after a word ("Add a trip to Baguio po, …", "Save po
 * Lola Caring's birthday", "Countdown po to Sinulog"): in lower case, never before "box" ("po box").
 */
const COURTESY_PO = / po(?=[,.!?]|$| (?!box\b))/gu;

/** Punctuation said aloud by dictation ("remind me comma on Monday … full stop"). */
const DICTATED = / (comma|full stop|question mark|exclamation mark|colon|semicolon)(?= |$)/giu;
const DICTATED_MARK: Readonly<Record<string, string>> = {
  "comma": ",",
  "full stop": ".",
  "question mark": "?",
  "exclamation mark": "!",
  "colon": ":",
  "semicolon": ";",
};

/** What dictation ends with alone ("read out my keepsakes question mark"). */
const DICTATED_ENDS = [" full stop", " question mark"];

/**
 * `text` with punctuation said aloud written as marks, when it is dictation: two marks said or
 * more, or a "full stop" or "question mark" at its end ("add a comma after the date" keeps its comma).
 */
function withDictatedMarks(text: string): string {
  const said = text.match(DICTATED) ?? [];
  const lower = text.toLowerCase();
  if (said.length < 2 && !DICTATED_ENDS.some((end) => lower.endsWith(end))) return text;
  return text.replace(DICTATED, (_m, mark: string) => DICTATED_MARK[mark.toLowerCase()] ?? _m);
}

const CLEAN_ASCII = /^[\x21-\x5F\x61-\x7E]+(?: [\x21-\x5F\x61-\x7E]+)*$/u;

/**
 * Canonical form of the characters: NFKC, straight quotes and dashes, no zero-width or control
 * characters, one space between words, trimmed, at most {@link MAX_INPUT} characters; "@" said
 * between spaces is "at", punctuation dictated aloud is written ("comma", "full stop"), and a
 * Filipino courtesy "po" after a word, in lower case ("PO" is an order), is left out.
 */
export function cleanText(text: string): string {
  // "@ 7", "@ norlin library" written for "at" (never an address's "@", which has no space on
  // either side), and punctuation dictated.
  const said = typeof text === "string"
    ? withDictatedMarks(text.includes(" @ ") ? text.replace(SPACED_AT, " at ") : text)
      .replace(COURTESY_PO, "")
    : text;
  // Printable ASCII words (no backtick) between single spaces: every step below leaves it as it is.
  if (typeof said === "string" && said.length <= MAX_INPUT && CLEAN_ASCII.test(said)) return said;
  return String(said ?? "")
    .slice(0, MAX_INPUT)
    .normalize("NFKC")
    .replace(/[\u2018\u2019\u201B\u2032\u00B4`]/gu, "'")
    .replace(/[\u201C\u201D\u201E\u2033\u00AB\u00BB]/gu, '"')
    .replace(/[\u2010-\u2015\u2212]/gu, "-")
    // Signs no one sees: zero-width spaces and joiners, and the selectors that say how an emoji is
    // drawn ("❤️" is "❤" and U+FE0F, which alone would be read as a word).
    .replace(/[\u200B-\u200D\u2060\uFEFF\uFE0E\uFE0F]/gu, "")
    .replace(/[\p{Cc}\p{Zs}\p{Zl}\p{Zp}]+/gu, " ")
    .trim()
    .replace(EMOJI_END, "");
}

/**
 * Emoji that end a message after its words ("countdown to winter break!!! dec 18 ❄️"): what they
 * end is read without them, whatever sentence they end; a message of emoji alone stays as it is.
 */
const EMOJI_END =
  /(?<=[^\s\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u20E3])[\s\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u20E3]+$/u;

/**
 * Words that start a reason said with a request ("…, because we're out", "cos", "bc"): one list for
 * every reader of the local model; `REASON_ALT` is the same as a regular expression's alternatives.
 */
export const REASON_WORDS: readonly string[] = [
  "because",
  "since",
  "cos",
  "coz",
  "cuz",
  "cause",
  "bc",
  // "…, otherwise the tank will overflow": what would happen without it, a reason too.
  "otherwise",
];
export const REASON_ALT = REASON_WORDS.join("|");

/** The words of a text, each a run of letters, digits and "_" (what `\b` stands between). */
const WORD_RUN = /[\p{L}\p{N}_]+/gu;

/** `expanded` with the case of the first letter of `said`. */
function sameCase(said: string, expanded: string): string {
  const upper = said.charAt(0) !== said.charAt(0).toLowerCase();
  return upper ? expanded.charAt(0).toUpperCase() + expanded.slice(1) : expanded;
}

/**
 * An address is not words: an email, a web address or a domain ("mikko@example.fi",
 * "https://shop.example/fi/p/1", "example.fi") keeps every letter as written.
 */
const ADDRESS = /@|:\/\/|^www\.|[\p{L}\p{N}]\.[\p{L}]{2,}/u;

/** True when a run of text between spaces is an address, not words: see {@link expandContractions}. */
function isAddress(token: string): boolean {
  return ADDRESS.test(token);
}

/** A run of text between spaces, or of spaces. */
const RUN = /\S+|\s+/gu;
/** A word (letters, digits and apostrophes) or the signs between words. */
const WORD_OR_SIGNS = /[\p{L}\p{N}']+|[^\p{L}\p{N}']+/gu;

/**
 * The words and the runs of signs of a text, each with where it starts, an address
 * ({@link isAddress}: "mikko@example.fi") one piece as written: what a clause expands word by word.
 */
export function piecesOf(text: string): { piece: string; at: number }[] {
  const out: { piece: string; at: number }[] = [];
  for (const run of text.matchAll(RUN)) {
    if (isAddress(run[0])) {
      out.push({ piece: run[0], at: run.index });
      continue;
    }
    for (const m of run[0].matchAll(WORD_OR_SIGNS)) {
      out.push({ piece: m[0], at: run.index + m.index });
    }
  }
  return out;
}

/** A word of chat shorthand or dialect written out, as in {@link expandContractions}. */
function expandWord(word: string, at: number, whole: string): string {
  // A word joined to another by a hyphen is part of a compound ("wi-fi", "u-turn").
  if (whole[at - 1] === "-" || whole[at + word.length] === "-") return word;
  const lower = word.toLowerCase();
  const expanded = ownEntry(SHORTHAND, lower) ??
    (word === lower ? ownEntry(DIALECT_LOWER, lower) : undefined);
  return expanded === undefined ? word : sameCase(word, expanded);
}

/** Expands contractions and chat shorthand, keeping the case of the first letter. */
export function expandContractions(text: string): string {
  const out = withoutContractions(text).replace(
    RUN,
    (token: string) => isAddress(token) ? token : token.replace(WORD_RUN, expandWord),
  );
  // A word of the table before an apostrophe makes a contraction: "whit's on" is "what is on".
  return out.includes("'") ? withoutContractions(out) : out;
}

/** `text` with the contractions of {@link CONTRACTIONS} expanded. */
function withoutContractions(text: string): string {
  // Most text has no apostrophe: its contractions are only those of the word table.
  if (!text.includes("'")) return text;
  let out = text;
  for (const [pattern, replacement] of CONTRACTIONS) {
    out = out.replace(pattern, (match: string, ...groups: unknown[]) => {
      const first = typeof groups[0] === "string" ? groups[0] : "";
      return sameCase(match, replacement.replace("$1", first));
    });
  }
  return out;
}

const GREETING = String
  .raw`(?:hi|hello|hey|hiya|heya|howdy|yo|greetings|good (?:morning|afternoon|evening|day)|morning|evening)(?: there)?`;

const POLITE_PREFIX = new RegExp(
  String.raw`^(?:` +
    [
      GREETING,
      String.raw`(?:dear )?(?:assistant|bot)`,
      String
        .raw`ok(?:ay)?|ngl|(?:please )?do one thing|so(?! you know)|well|um+|uh+|er+m?|oh|ugh+|argh+|oops|hm+|ah|aw|damn|right|alright|all right|yes|yeah|sure|great|cool|also|and|then|now|btw|by the way|quick question|one more thing|actually|just(?! so you know)|quickly|kindly|please(?: to)?|chur|oi|oy|sawa|howzit|kia ora|g'day|eish|aiy+o+h?|aiya|arre|oof|gosh|blimey|crikey|jeez|sheesh|alamak|yikes|whoops`,
      String.raw`(?:would|will) you be able to|(?:would|do) you mind|would you be so kind as to`,
      String
        .raw`(?:could|can|would|will|might) you(?: please| kindly| possibly| just| maybe| perhaps)*`,
      String.raw`you (?:can|may|could|should)`,
      String
        .raw`I(?: would|'d) (?:like|love) you to|I (?:want|need|wish) you to|I(?: would|'d) like that you|I (?:want|need) that you`,
      String.raw`I(?: would|'d| should) (?:like|love) to|I (?:want|need|wish) to`,
      String
        .raw`go ahead and|(?:can |could )?help me(?: to)?|let(?: us|'s)|I(?: was| am|'m)? wonder(?:ing)? (?:if|whether) you(?: could| might| would| can| may)?|is it ok(?:ay)? if you|I(?: would|'d| should) be (?:grateful|obliged|glad) if you(?: would| could|'d)?|I(?: would|'d) appreciate (?:it )?if you(?: would| could|'d)?|any chance you (?:could|can|would)|would it be possible (?:for you )?to`,
    ].join("|") +
    String.raw`)(?:[\s,.!:;-]+|$)`,
  "iu",
);

const POLITE_SUFFIX = new RegExp(
  String
    .raw`(?:(?:^|[\s,.!;:-]+)(?:please|thanks(?: a lot| so much| very much)?|thank you(?: very much| so much)?|many thanks|cheers|(?<=,\s*)ta|(?<=,\s*)gracias|(?<=,\s*)merci|while you(?: are|'re) at it|for me|if you can|if you could|if possible|if you do not mind|if it(?: is|'s) not too much (?:trouble|bother)|when you can|asap|ok(?:ay)?|now|right now|again|i guess|i suppose|idk|tbh|tbf|to be honest|honestly|imo|lol|lmao|smh|ngl|haha|leh|lah|lor|shiok|(?-i:nuh)|(?<=,\s*)sawa|(?<=,\s*)sweet as|(?<=,\s*)eh|can or not|(?<=^(?:got|any|anything|is|are|do|does|did|have|has|you|u)\b.*)or not|(?<=,\s*)(?:mate|yeah|innit|hun|babe|darling|darlin|sweetie|sweetheart)|(?<=\bfor me\s*)(?:sugar|hun|hon|honey|love|babe|darling|darlin|sweetie|sweetheart|dear)|(?<=[\s,.!]|^)x{1,3}|no rush|no hurry|not urgent|whenever (?:is fine|you can|works)|weather permitting|when you get a (?:chance|sec|minute)|:\)|:-\)|;\))|\s*,\s*no\s+(?:due\s+)?(?:date|deadline)(?:\s+(?:for\s+(?:it|this|that|now)|needed|required|on\s+it))?)$`,
  "iu",
);

const TRAILING_JUNK =
  /[\s,.!?;:…)\]*~_✓✔✅\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F\u20E3]+$/u;
const LEADING_JUNK = /^[\s,.!?;:…(\[*~_>\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F]+/u;

/** Removes greetings, polite wrappers ("could you please", "I want you to") and trailing thanks. */
export function stripPoliteness(text: string): string {
  let out = text.replace(LEADING_JUNK, "");
  for (let i = 0; i < 12; i++) {
    const next = out.replace(POLITE_PREFIX, "").replace(LEADING_JUNK, "");
    if (next === out) break;
    out = next;
  }
  return withoutPoliteEnd(out, 12).trim();
}

/**
 * "would you mind adding milk …" as "would you mind add milk …", which {@link stripPoliteness}
 * reads as "add milk …": a request's verb asked as a gerund, written as the verb.
 */
export function withAskedVerb(text: string): string {
  const lower = text.toLowerCase();
  const opener = ["would you mind ", "do you mind ", "would you kindly mind "].find((o) =>
    lower.startsWith(o)
  );
  if (opener === undefined) return text;
  const rest = text.slice(opener.length);
  const space = rest.indexOf(" ");
  const verb = ownEntry(ASKED_AS_GERUND, (space < 0 ? rest : rest.slice(0, space)).toLowerCase());
  return verb === undefined || space < 0
    ? text
    : `${text.slice(0, opener.length)}${verb}${rest.slice(space)}`;
}

/**
 * `text` without the politeness, hedges and signs it ends with, taken off one after another, at
 * most `rounds` times.
 */
function withoutPoliteEnd(text: string, rounds: number): string {
  let out = text;
  for (let i = 0; i < rounds; i++) {
    const next = out.replace(TRAILING_JUNK, "").replace(POLITE_SUFFIX, "");
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * `text` without the politeness and hedges said at its end ("…, no rush", "…, weather permitting",
 * "…, thanks"), what ends it kept ("?"); the text as it was when it ends with none.
 */
export function withoutTrailingHedges(text: string): string {
  const end = TRAILING_JUNK.exec(text)?.[0] ?? "";
  const core = text.slice(0, text.length - end.length);
  const out = withoutPoliteEnd(core, 8);
  return out === core ? text : `${out}${end}`;
}

const WHOLE_GREETING = new RegExp(
  String.raw`^(?:${GREETING})(?: (?:assistant|bot|friend|buddy|mate))?$`,
  "u",
);

/** True when the whole text is a greeting such as "hi", "hello there" or "good morning!". */
export function isGreeting(text: string): boolean {
  return WHOLE_GREETING.test(toPlain(text));
}

/** True when the whole text is thanks, such as "thanks!" or "thank you so much". */
export function isThanks(text: string): boolean {
  return /^(?:thanks?(?: you)?(?: (?:a lot|so much|very much|again))?|thank you|many thanks|cheers|ta|ty|great thanks|ok thanks|okay thanks|perfect thanks|awesome thanks)$/u
    .test(toPlain(text));
}

/**
 * Lower-case, contraction-expanded words separated by single spaces, with punctuation removed
 * except inside words (hyphens, apostrophes, slashes and dots between letters).
 */
export function toPlain(text: string): string {
  return expandContractions(cleanText(text))
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}'/\-.+:]+/gu, " ")
    .replace(/(^|\s)['./\-:+]+|['./\-:]+(?=\s|$)/gu, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Normalised text for matching: cleaned, contractions expanded, politeness stripped. */
export function normalizeRequest(text: string): string {
  return stripPoliteness(expandContractions(cleanText(text)));
}

/** Words a question or a memory is made of that carry no meaning of their own. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any anything are as at be because been " +
    "before being below between both but by can could did do does doing done down during each else " +
    "ever every few for from further get got had has have having he her here hers herself him " +
    "himself his how i if in into is it its itself just know knew let like me mine more most much " +
    "must my myself no nor not now of off on once only or other our ours ourselves out over own " +
    "please remember remind really said same say says she should so some something such tell than " +
    "thank thanks that the their theirs them themselves then there these they this those through " +
    "to too under until up us very was we were what whats when where which while who whom whose why " +
    "will with would yes you your yours yourself yourselves told give show recall currently " +
    "right today anymore already still yet maybe think guess wonder wondering okay ok hey hi hello " +
    "one ones thing things stuff info information any again actually exactly sure"
  ).split(" "),
);

/** Splits text into lower-case word tokens (letters and digits), dropping possessive "'s". */
export function words(text: string): string[] {
  const plain = expandContractions(cleanText(text)).toLowerCase();
  const out: string[] = [];
  for (const m of plain.matchAll(/[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}\p{N}]+)*/gu)) {
    out.push(m[0].replace(/'s$/u, "").replace(/'/g, ""));
  }
  return out;
}

/**
 * A light English stemmer: plural and verb endings are removed so that "lives", "living" and
 * "lived" all become "liv", "birthdays" becomes "birthday" and "parked" becomes "park".
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (/(?:ss|us|is|ous)$/.test(w)) {
    // glass, bus, paris, famous: keep
  } else if (/(?:sses|shes|ches|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ied") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  if (/([bdfgklmnprt])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Lower-cases words of the text whose every letter is lower case into title case. */
export function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_m, sep: string, ch: string) => sep + ch.toUpperCase(),
  );
}

/** Removes one pair of matching quotes around the text. */
export function unquote(text: string): string {
  const t = text.trim();
  const m = /^(["'])(.*)\1$/su.exec(t);
  return m ? (m[2] ?? "").trim() : t;
}

/**
 * The value of `key` in a lookup table, or undefined: only the table's own entries count, so
 * words such as "constructor" or "__proto__" never reach `Object.prototype`.
 */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
