/**
 * The notes group in plain words: how people name its items, the verbs that ask for
 * each tool, and requests it must understand.
 * @module
 */
import type { GroupWords } from "./_words.ts";
import { REMOVE_VERBS } from "./_remove_verbs.ts";
import { openers } from "./_openers.ts";

/**
 * A request to note, said last and pointing back, after a story told without a comma ("ok so the
 * electrician came and said the wiring is old … make a note of that"): as steps of `_shapes.ts`.
 */
export const NOTE_IT_LAST: readonly (readonly string[])[] = [
  [
    "?please|pls|can you|could you",
    "make a note of|make a note about|take a note of",
    "that|this|it|all that",
    "?please|pls|for me",
  ],
  ["?please|pls|can you|could you", "note|jot|write", "that|this|it", "down", "?please|pls|for me"],
  [
    "?please|pls|can you|could you",
    "put|add|save",
    "that|this|it",
    "in|into|to",
    "my|the",
    "notes",
    "?please|pls",
  ],
];

/**
 * Words that tell a story told from a request ("the wiring is old", "the electrician came and
 * said …"): a note pointing back keeps only words saying one of them.
 */
export const TOLD_WORDS: readonly string[] = [
  ...["is", "was", "are", "were", "said", "says", "told", "has", "have", "had", "came", "need"],
  ...["needs", "should", "will", "must"],
];

/** Words that open a request or a question, never a story told: "remind me …", "did …". */
export const REQUEST_OPENERS: readonly string[] = [
  ...["remind", "add", "put", "email", "text", "call", "book", "set", "delete", "remove"],
  ...["cancel", "buy", "get", "show", "list", "tell", "send", "schedule", "watch", "save", "keep"],
  // "did the plumber say the boiler was fine make a note of that": a question, asked unmarked.
  ...["did", "do", "does", "can", "could", "what", "where", "when", "why", "how", "who", "which"],
  ...["is", "are", "was", "were", "will", "should", "would"],
];

/** The notes group's description. */
export const NOTES: GroupWords = {
  kind: "note",
  onlyYours: "show my notes",
  nouns: ["note(s)"],
  asks: {
    notes_create: 'What should the note say? For example "note: the spare key is under the pot".',
    // "delete that note" with nothing said before it.
    notes_delete: 'Which note should I delete? For example "delete the note about the wifi".',
  },
  verbs: {
    // "make a note: ...", "jot this down: ...", "remember in a note that ...", "add X to my notes".
    notes_create: [
      "take",
      "make",
      "mak",
      "add",
      "create",
      "save",
      "write",
      "leave",
      "start",
      "keep",
      "put",
      "put down",
      "jot",
      "new",
      "scribble",
      "type",
      "note",
      "stick",
      "log",
      "record",
      "remember",
      "store",
    ],
    notes_delete: [...REMOVE_VERBS, "cross out", "scratch", "clear out"],
  },
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: {
    ...openers(),
    ...anotherNote(),
    ...alsoThat(),
    ...correctedItem("note", "delete", "note: {y}", ["i noted", "i wrote down", "i jotted down"]),
    ...fixedItem("note", "delete", "note: "),
    // "chuck a note in: the aircon filter is the 450x300 one": a note put in, said loosely.
    "chuck/pop/stick/bung/throw a note in: {x}": "note: {x}",
    "chuck/pop/stick/bung/throw a note in - {x}": "note: {x}",
    "chuck/pop/stick/bung/throw a quick note in: {x}": "note: {x}",
    // "i'd like a note saying dont buy the cheap bin bags again": the note wished for, its text
    // after "saying".
    "i'd/i like/want a note saying {x}": "note: {x}",
    "i'd/i like/want a note saying: {x}": "note: {x}",
    // "read me back whatever I noted about the garden": the notes read back, asked by their subject.
    "read me back/out whatever/what/everything i/we noted/wrote/jotted about {x}": "show my notes",
    "read back/out whatever/what/everything i/we noted/wrote/jotted about {x}": "show my notes",
    // "the note with the gate code is wrong, it's 4590 now not 4509": the note named by what it
    // holds, said wrong, then what it is now without the value said wrong.
    ...Object.fromEntries(
      ["", " now"].flatMap((now) =>
        ["", " not {z}", ", not {z}"].map((not) => [
          `the/that/my note with/about {x} is wrong, it's/its {y}${now}${not}`,
          "delete the note about {x}. note: {x} is {y}",
        ])
      ),
    ),
    // "apunta esto: the window man comes Monday": a Spanish "note this" before the text.
    "apunta/anota/apúntame/anótame esto:/eso: {x}": "note: {x}",
    // "Mia's moved out so that note with her gate code is no use now": why said first, then the
    // note said to be of no use.
    "{w} so that/the note {x} is no use/good now/anymore": "delete the note {x}",
    "{w}, so that/the note {x} is no use/good now/anymore": "delete the note {x}",
    // "take the gate code off my notes": a removal said with the notes as where the item is.
    "take/cross/strike/knock {x} off my/the notes": "delete the note about {x}",
    // "the hen do is over, you can bin that note": what the note was for, said to be over.
    ...Object.fromEntries(
      ["", "you can ", "so you can "].map((can) => [
        `{x} is/are over/finished/past, ${can}bin/delete/remove/ditch/scrap that/the note`,
        "delete the note about {x}",
      ]),
    ),
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  questions: [
    "write down",
    "wrote down",
    "written down",
    "jot down",
    "jotted down",
    "jotted",
    "jot",
    "noted",
    "note down",
    // "read me back what I noted about …": said after its subject, a phrase of two words.
    "i noted",
    "we noted",
    "i jotted",
    "we jotted",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    "saying",
    "says",
    "quick",
    "self",
    "jot",
    "write",
    "written",
    "down",
    "brief",
    "short",
  ],
  examples: {
    notes_create: [
      "note: the wifi password is on the router",
      "jot this down please - the Hendersons sit at table 7",
      "remember in a note that the bins go out on Thursdays",
      "quick note - the blue paint is in the shed",
    ],
    notes_list: ["show my notes"],
    notes_delete: [
      "delete the note about wifi",
      "I don't need the note about the Hendersons anymore",
    ],
  },
};

/**
 * "add a note saying A, and another one saying B": a second note said as "another (one)" with its
 * own text, so two notes, each said as its own request.
 */
function anotherNote(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of ["add", "make", "write", "leave"]) {
    for (const says of ["saying", "that says", "that"]) {
      const meant = `${verb} a note saying {x}. ${verb} a note saying {y}`;
      for (const another of ["another one", "another", "one more"]) {
        for (const sep of [", and", " and"]) {
          out[`${verb} a note ${says} {x}${sep} ${another} ${says} {y}`] = meant;
        }
      }
    }
  }
  return out;
}

/**
 * "note that A and also that B": a second fact said with "that" again after "and also", so two
 * notes, each said as its own request.
 */
function alsoThat(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const opener of ["note", "jot/write/put down", "make/take/add a note"]) {
    for (const sep of [" and also", ", and also", " and also note", " and also jot down"]) {
      out[`${opener} that {x}${sep} that {y}`] = "note: {x}. note: {y}";
    }
  }
  return out;
}

/**
 * "that parking note's wrong, it's level 2 bay 17": an item said to be wrong and what is right,
 * said as its removal, then a new item of what is right in the user's words (`made`, "{y}").
 */
export function correctedItem(
  noun: string,
  remove: string,
  made: string,
  kept: readonly string[] = [],
): Record<string, string> {
  const out: Record<string, string> = {};
  const named = `${remove} the {x} ${noun}. ${made}`;
  const about = `${remove} the ${noun} about {x}. ${made}`;
  // "the wedding song I saved is wrong, it was A not B": the item named by what the user did with
  // it, and what is right kept without the value said wrong.
  const said = about;
  // "Zara's first word was actually dog, the keepsake is wrong": what is right said first, the
  // item said to be wrong after; it is the one about what the sentence is of.
  for (const is of ["was", "is"]) {
    for (const wrong of [" is wrong", "'s wrong"]) {
      out[`{x} ${is} actually {y}, the/that/my ${noun}${wrong}`] =
        `${remove} the ${noun} about {x}. ${made.replace("{y}", `{x} ${is} actually {y}`)}`;
    }
  }
  // The item's determiner said in any of its ways, read as alternatives.
  for (const det of ["the/that/this/my/our"]) {
    for (const wrong of [" is wrong", "'s wrong", " is not right", " is out of date"]) {
      // "…, it's A": what is right said as what the item is (longer, so read before any template
      // of another kind that a statement of what something was fits).
      for (const lead of ["", "it's ", "it was ", "it should be ", "it is actually "]) {
        for (const sep of [",", " -"]) {
          out[`${det} {x} ${noun}${wrong}${sep} ${lead}{y}`] = named;
          out[`${det} ${noun} about {x}${wrong}${sep} ${lead}{y}`] = about;
          // "that keepsake about Lucas's first word, it was 'bola' actually, not 'mamã'".
          if (wrong === " is wrong" && lead !== "") {
            for (const tail of ["", " actually"]) {
              out[`${det} ${noun} about {x}${sep} ${lead}{y}${tail}, not {z}`] = about;
              out[`${det} {x} ${noun}${sep} ${lead}{y}${tail}, not {z}`] = named;
            }
          }
          for (const did of kept) {
            out[`${det} {x} ${did}${wrong}${sep} ${lead}{y}`] = said;
            out[`${det} {x} ${did}${wrong}${sep} ${lead}{y}, not {z}`] = said;
          }
        }
      }
    }
  }
  return out;
}

/**
 * "book club moved to Ciara's house, fix that note", "Aoife's shoe size is a 7 now, not a 6 -
 * update the note": what changed said first, then the item named to be put right, said as the
 * removal of the item about the thing and a new item (`made`, its head) of what is said now,
 * without the value said wrong. Never without the item named: a change said alone may be of
 * anything.
 */
export function fixedItem(noun: string, remove: string, made: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (
    const change of [
      "is",
      "are",
      "is now",
      "moved to",
      "has moved to",
      "changed to",
      "has changed to",
      // "our anniversary dinner was at Zuma not Nobu, fix the keepsake": what was, put right.
      "was",
      "were",
    ]
  ) {
    const meant = `${remove} the ${noun} about {x}. ${made}{x} ${change} {y}`;
    // One row for each way of saying it put right ("fix/update/…"), read as alternatives.
    const fix = "fix/update/correct/change/amend/edit that/the/my/this";
    for (const sep of [",", " -", ", so", ", please", ", can you"]) {
      out[`{x} ${change} {y}${sep} ${fix} ${noun}`] = meant;
      out[`{x} ${change} {y}, not {z}${sep} ${fix} ${noun}`] = meant;
    }
  }
  // "that note's wrong, the surgery is on Barker Lane not Baker Lane": the item said to be wrong,
  // then what is right of a thing, without the value said wrong; the item is the one about it.
  for (const not of ["", ", not {z}"]) {
    for (const wrong of [" is wrong", "'s wrong", " is not right"]) {
      for (const is of ["is", "are", "was", "were"]) {
        const said = `the/that/this/my ${noun}${wrong}, the {x} ${is} {y}${not}`;
        out[said] = `${remove} the ${noun} about {x}. ${made}the {x} ${is} {y}`;
      }
    }
  }
  // "I got Tom's shoe size wrong in my notes, it's a 39 not a 38": the thing said wrong where the
  // items are, then what it is; the item is the one about it, and the value said wrong is left.
  for (const not of ["", " not {z}", ", not {z}"]) {
    const said = `i got/had {x} wrong in my/the ${noun}s, it's/it_is/it_should_be {y}${not}`;
    out[said] = `${remove} the ${noun} about {x}. ${made}{x} is {y}`;
  }
  // "the car's in bay 41 now, fix my parking note": what is right said first, then the item named
  // by what it is about; what was said is kept whole.
  for (const sep of [",", " -"]) {
    out[`{y}${sep} fix/update/correct/amend/edit that/the/my/this {x} ${noun}`] =
      `${remove} the {x} ${noun}. ${made}{y}`;
  }
  return out;
}
