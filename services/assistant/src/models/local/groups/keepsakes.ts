/**
 * The keepsakes group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";
import { REMOVE_VERBS } from "./_remove_verbs.ts";
import { correctedItem, fixedItem } from "./notes.ts";
import { keptSaid } from "./keepsakes_said.ts";

/** Verbs that say "keep it" on their own, without naming a keepsake ("treasure this one: ..."). */
const KEEP = [
  "save",
  "keep",
  "store",
  "stash",
  "treasure",
  "hold on to",
  "hang on to",
  "hold onto",
  "hang onto",
  "preserve",
  "cherish",
];

/** The things kept that a removal names last ("the penguin joke", "the holiday memory"). */
const DESCRIBED = ["memory", "moment", "photo", "picture", "drawing", "story", "joke", "poem"];

/**
 * The things kept for what they mean, said after a keep verb with what they are ("keep the poem
 * Maya wrote at camp", "save the line from Amélie's speech '…'"): never a thing of use ("the
 * link", "the recipe", "the message"), which may be kept anywhere.
 */
export const DEAR_THINGS: readonly string[] = [
  "poem",
  "line",
  "lines",
  "quote",
  "drawing",
  "painting",
  "photo",
  "picture",
  "letter",
  "story",
  "joke",
  "memory",
  "moment",
  "saying",
  "lyric",
  "lyrics",
  "verse",
  "song",
  "words",
];

/**
 * What a thing is called, kept for what it meant when the user says so ("keep the name of that wine
 * we loved in Stellenbosch, …"): a name alone is a thing of use ("save the name of the plumber").
 */
export const NAME_LOVED = {
  names: ["name", "names"],
  loved: ["loved", "liked", "enjoyed", "adored"],
};

/**
 * Verbs that say someone's words are given ("abuela said '…'", "keep what my mother always said,
 * …"): said before what was said, and kept with "keep it", they make it a keepsake in those words.
 */
export const SAID_VERBS: readonly string[] = [
  // "told me" before "told": "what my teacher told me, …" says its words after "me".
  "told me",
  "tells me",
  "said",
  "says",
  "say",
  "told",
  "tells",
];

/**
 * Names of words worth keeping ("nani's advice about marriage, '…'", "dad's motto, '…'"): said
 * before a quotation, they make it a keepsake kept with "save it" too ("save it" after a plain
 * "the plumber said '…'" saves nothing).
 */
export const SAYINGS: readonly string[] = ["advice", "words", "saying", "motto", "wisdom", "quote"];

/**
 * Words that go on a request to keep said without a colon ("keep this one for later", "keep it
 * up", "save this as a keepsake in case …"): after them no keepsake's text begins.
 */
export const KEEP_HEAD_NEXT: readonly string[] = [
  ...["for", "in", "on", "up", "to", "until", "till", "away", "safe", "safely", "somewhere"],
  ...["as", "with", "at", "by", "from", "here", "there", "open", "going", "please", "thanks"],
  ...["thank", "if", "and", "or", "but", "because", "so", "ok", "okay"],
];

/**
 * Words that tell a moment kept from a plain fact ("the kids said grace together for the first
 * time tonight", "my late husband always said …"): a request to keep without the kind named
 * ("keep this one …", "keep this. …") keeps only a text saying one of them.
 */
export const MOMENT_WORDS: readonly string[] = [
  ...["first", "ever", "today", "tonight", "always", "never", "finally", "favourite", "favorite"],
  ...["said", "says", "told", "asked", "laughed", "smiled", "cried", "hugged", "sang", "wrote"],
];

/** Words before a saying verb that say how often it was said ("what my mother always said"). */
export const SAID_HOW_OFTEN: readonly string[] = ["always", "often", "once", "used to", "would"];

/** The keepsakes group's description. */
export const KEEPSAKES: GroupWords = {
  kind: "keepsake",
  onlyYours: "show my keepsakes",
  nouns: ["keepsake(s)", "keep-sake(s)"],
  asks: {
    keepsakes_save: 'What should I keep? For example "keepsake: Lily said her first word today".',
  },
  verbs: {
    // With a keepsake named: "add a keepsake: ...", "make a keepsake of this: ...".
    keepsakes_save: [
      ...KEEP,
      "add",
      "make",
      "create",
      "new",
      "put",
      "file",
      "write",
      "log",
      "record",
    ],
    // "Ava rode her bike today!! keep that for me": the text said first; only verbs of keeping
    // something dear ("save it" after a birthday saves the birthday).
    "keepsakes_save:after": [
      "keep",
      "treasure",
      "cherish",
      "stash",
      "hold on to",
      "hold onto",
      "hang on to",
      "hang onto",
      "preserve",
    ],
    keepsakes_forget: [...REMOVE_VERBS, "take out"],
    // "show me what I've kept", "let me see the things I saved".
    keepsakes_list: [
      "show",
      "list",
      "see",
      "view",
      "open",
      "read",
      "display",
      "look at",
      "pull up",
      "bring up",
    ],
  },
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    ...describedKept(),
    ...correctedItem("keepsake", "forget", "keepsake: {y}", [
      "i saved",
      "i kept",
      "we saved",
      "we kept",
    ]),
    ...fixedItem("keepsake", "forget", "keepsake: "),
    ...keptNoMore(),
    ...oneSaidWrong(),
    // "(not a reminder, just) something to keep: the sunset from the ferry": what follows is kept.
    "something to keep:/treasure:/cherish: {x}": "keep this: {x}",
    "something i want to keep:/treasure:/cherish: {x}": "keep this: {x}",
    "not a reminder/task/note, just something to keep:/treasure:/cherish: {x}": "keep this: {x}",
    // "guárdame este recuerdo: …": a Spanish "keep me this memory" before the text.
    "guárdame/guarda/guárdalo este/ese recuerdo: {x}": "keep this: {x}",
    // "guárdame esto: la taquería on Calle Durango …": "keep this for me", what is kept after.
    "guárdame/guárdamelo esto:/eso: {x}": "keep this: {x}",
    // "keepsake please the first snow at the cabin": the noun and a courtesy, the text after.
    "keepsake please/pls {x}": "keepsake: {x}",
    "keepsake please/pls {x} full stop": "keepsake: {x}",
    // "keepsake jamie said when i grow up …": the noun, then what someone said or did.
    ...Object.fromEntries(
      ["said", "asked", "told"].map((
        did,
      ) => [`keepsake {x} ${did} {y}`, `keepsake: {x} ${did} {y}`]),
    ),
    // "abeg list wetin I don keep for memory": Nigerian Pidgin's "what I have kept", listed.
    ...Object.fromEntries(
      ["", "abeg "].flatMap((abeg) => [
        [`${abeg}list/show/see wetin i/we don keep/treasure`, "show my keepsakes"],
        [
          `${abeg}list/show/see wetin i/we don keep/save/store/treasure for memory/memories`,
          "show my keepsakes",
        ],
      ]),
    ),
    ...whenPutRight(),
    // "take the Oasis ticket stub off my keepsakes": a removal said with where the item is.
    "take/cross/strike/knock {x} off my/the keepsakes": "forget the keepsake about {x}",
    ...keptSaid(),
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  questions: [
    // "did I keep anything from Maya's camp?": a phrase of the user keeping, said before "keep" alone
    // (the first phrase said at a place is the one found).
    "i keep anything",
    "we keep anything",
    "i kept anything",
    "we kept anything",
    "i saved anything",
    "we saved anything",
    "keep",
    "kept",
    "saved to keep",
    "treasure",
    "saved somewhere",
    // "what was the name of that wine I saved?": a thing the user saved, asked about by its name.
    "that i saved",
    "that we saved",
    // "what little memories have I put away so far?": memories kept, said as put away (never
    // "how much have I put away", what was saved of money).
    "memories have i put away",
    "memories i have put away",
    "memories have i tucked away",
    "memories i have tucked away",
    "still have",
    "save anything",
    // "do I have anything saved about the boiler?": kept things asked after "anything".
    "anything saved",
    "anything kept",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    // "scroll through my keepsakes": the keepsakes looked through (`LOOK_THROUGH`).
    "scroll",
    "browse",
    "flick",
    "leaf",
    "memory",
    "memories",
    "forever",
    // "preserve the following among my keepsakes: …": where it is kept, as "in" says it.
    "among",
    // "keep this fr: …": "for real", written short, says how much it matters.
    "fr",
    "safe",
    "moment",
    "treasure",
    "cherish",
    "scrapbook",
    "album",
    "box",
    "quote",
    "poem",
    "photo",
    "picture",
    "letter",
    "story",
  ],
  examples: {
    keepsakes_save: [
      "keep this: Lily said her first word today",
      "save a keepsake: Lily said her first word today",
      "add to my keepsakes that Ben rode his bike alone",
      "keep as a memory: the first swim in the sea this year",
    ],
    keepsakes_list: ["show my keepsakes", "show me what I've kept"],
    keepsakes_forget: [
      "forget the keepsake about Lily's first word",
      "you can forget the one about the first swim",
    ],
  },
};

/** The keep verbs alone: with them, "keep this: ..." is a keepsake without the noun. */
export const KEEP_VERBS: readonly string[] = KEEP;

/**
 * What people say they keep ("save this quote: ...", "keep as a memory: ..."): a keepsake by
 * another name, after a keep verb only (never nouns of their own: a quote can be on a list).
 */
export const KEPT_THINGS: readonly string[] = [
  "quote",
  "quotation",
  "line(s)",
  "poem",
  "saying",
  "memory",
  "memories",
  "moment",
  "memento",
  "souvenir",
  "thought",
  "message",
  "link",
  "recipe",
  "idea",
  "lyric(s)",
  "photo",
  "picture",
  "joke",
  "words",
  "phrase",
  "passage",
  "verse",
  "text",
  "story",
  "letter",
  "card",
  "drawing(s)",
  "painting(s)",
  "tip",
  "proverb",
  "motto",
  "mantra",
  "sentence",
  "bit",
];

/**
 * "I'd rather not keep Jake's poem any more": a thing kept for what it means, named by whose it
 * is, no longer wanted, said as the keepsake about whom it is from. Only a dear thing
 * (`DEAR_THINGS`): "I'd rather not keep the car any more" is no keepsake.
 */
function keptNoMore(): Record<string, string> {
  const things = DEAR_THINGS.join("/");
  const out: Record<string, string> = {};
  for (const more of ["any more", "anymore"]) {
    for (const wish of ["i'd rather not", "i don't want to"]) {
      out[`${wish} keep {x}'s ${things} ${more}`] = "forget the keepsake about {x}";
    }
  }
  return out;
}

/**
 * "forget the holiday memory", "delete the beach photo": a thing kept named last, what it is of
 * said before it (another kind's noun there only describes it), said as the keepsake about that;
 * "forget that hiking quote i saved": a thing of use too ("quote", "line", "song"), said with the
 * user keeping it. Each way of saying the verb, the determiner and the thing is an alternative.
 */
function describedKept(): Record<string, string> {
  const out: Record<string, string> = {};
  const dear = DESCRIBED.join("/");
  const kept = [...DESCRIBED, "quote", "line", "lines", "song", "saying", "lyric"].join("/");
  for (const verb of ["forget", "delete", "remove", "drop", "bin", "get rid of"]) {
    const meant = `${verb} the keepsake about {x}`;
    out[`${verb} the/that/my/our {x} ${dear}`] = meant;
    out[`you can ${verb} the/that/my/our {x} ${dear}`] = meant;
    out[`${verb} the/that/my/our {x} ${kept} i/we saved/kept`] = meant;
    out[`${verb} the/that/my/our {x} ${kept} i/we saved/kept, {z}`] = meant;
  }
  // "we broke up, so forget the Cliffs of Moher one please": "one" stands for the keepsake, what
  // forgetting is of.
  out["forget the/that {x} one"] = "forget the keepsake about {x}";
  return out;
}

/**
 * "the first dance one is wrong, it was At Last", "the tooth thing was the 4th not the 3rd, can you
 * fix it": a memory named by "one" or "thing", said to have been otherwise ("it was", "was"), read
 * as the keepsake about it forgotten and what was kept in the user's words. Only a keepsake is
 * forgotten: a note or a reminder said so finds none, and then nothing is kept either.
 */
function oneSaidWrong(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const not of ["", " not {z}", ", not {z}"]) {
    out[`the/that {x} one/thing is wrong, it was {y}${not}`] =
      "forget the keepsake about {x}. keepsake: {y}";
    for (const one of ["one", "thing"]) {
      const meant = `forget the keepsake about {x}. keepsake: {x} ${one} was {y}`;
      out[`the {x} ${one} was {y}${not}, can_you/could_you/pls/please fix/correct it/that`] = meant;
      // "…, can you fix it" is read as a courtesy: the value said wrong says it is put right.
      if (not !== "") out[`the {x} ${one} was {y}${not}`] = meant;
    }
  }
  return out;
}

/**
 * "it was 1978 we married not 1979, my wife corrected me, fix the keepsake": when something
 * happened said first, put right, then the keepsake named: the keepsake about what happened
 * forgotten and kept again in the user's words, without the value said wrong.
 */
function whenPutRight(): Record<string, string> {
  const out: Record<string, string> = {};
  const fix = "fix/update/correct/amend/change the/that/my keepsake";
  // "it was in 2019 we met, not 2018": the word that says when is kept with it.
  for (const at of ["", "in ", "on ", "at "]) {
    const meant = `forget the keepsake about {x}. keepsake: it was ${at}{y} {x}`;
    for (const not of [" not {z}", ", not {z}"]) {
      for (const aside of ["", ", {w}"]) {
        for (const sep of [",", ", so", ", please", ", can you", " -"]) {
          out[`it was ${at}{y} {x}${not}${aside}${sep} ${fix}`] = meant;
        }
      }
    }
  }
  return out;
}
