/**
 * The shopping group in plain words: how people name the list, the verbs that ask for each tool,
 * and requests it must understand.
 *
 * Besides one entry per tool, `verbs` holds a few senses of a tool, keyed `<tool>:<sense>`, for
 * words that ask for it in another sentence shape: "buy milk" names items without a list, "we need
 * milk" states a need, "cross milk off" puts the list's preposition at the end.
 * @module
 */
import type { GroupWords } from "./_words.ts";

/** The shopping group's description. */
export const SHOPPING: GroupWords = {
  kind: "shopping",
  nouns: [
    "shopping list",
    "grocery list",
    "groceries list",
    "food list",
    "supermarket list",
    "groceries",
    "grocery",
    "shopping",
    "shopping basket",
    "basket",
    // Common misspellings.
    "shoping list",
    "shoping",
  ],
  verbs: {
    // "add milk to the list": verbs that put items on a list.
    shopping_add: [
      "add",
      "put",
      "stick",
      "throw",
      "pop",
      "include",
      "write",
      "jot",
      "get",
      "place",
      "chuck",
      "whack",
      "also add",
    ],
    // "buy milk", "need to get milk": verbs of buying, that name items without the list.
    "shopping_add:buy": ["buy", "get", "pick up", "grab", "shop for"],
    // "we need milk": a need stated after "we" or "I".
    "shopping_add:need": ["need", "could use", "could do with"],
    // "(we're) out of coffee": a need stated with or without a subject.
    "shopping_add:out": [
      "need more",
      "out of",
      "ran out of",
      "run out of",
      "running low on",
      "running out of",
      "low on",
      "almost out of",
      "nearly out of",
      "short of",
    ],
    // "need to buy milk": what comes before a verb of buying.
    "shopping_add:must": [
      "need to",
      "have to",
      "must",
      "should",
      "gotta",
      "got to",
      "have got to",
      "remember to",
      "do not forget to",
      "never forget to",
    ],
    shopping_remove: [
      "remove",
      "delete",
      "take",
      "cross",
      "strike",
      "scratch",
      "tick",
      "check",
      "get rid of",
      "drop",
      "erase",
      "knock",
      "mark",
    ],
    // "cross milk off": verbs whose "off" ends the request.
    "shopping_remove:off": ["take", "cross", "tick", "strike", "scratch", "check", "knock", "mark"],
    // "we don't need milk": a need withdrawn.
    "shopping_remove:no-need": [
      "do not need",
      "no longer need",
      "no need for",
      "have no need for",
      "do not want",
      "no longer want",
    ],
    // "I got the eggs, tick them off": items bought, said as a fact.
    "shopping_remove:got": [
      "got",
      "have got",
      "bought",
      "picked up",
      "grabbed",
      "have",
      "already have",
      "have enough",
      "have plenty of",
      "have loads of",
      "got enough",
      "got plenty of",
      "found",
    ],
    shopping_clear: [
      "clear",
      "empty",
      "wipe",
      "reset",
      "clean out",
      "clean",
      "purge",
      "erase",
      "delete",
      "trash",
      "scrap",
      "throw away",
      "clear out",
      "empty out",
      "start over on",
      "start over with",
      "start over",
      "bin",
      "nuke",
      "ditch",
    ],
    // "start a fresh shopping list": a new list replaces the old one.
    "shopping_clear:fresh": ["start", "begin", "make", "create"],
    shopping_list: [
      "show",
      "read",
      "read out",
      "check",
      "open",
      "display",
      "view",
      "see",
      "print",
      "pull up",
      "bring up",
    ],
  },
  examples: {
    shopping_add: [
      "add milk, eggs and bread to my shopping list",
      "we need more coffee",
      "groceries: rice, lentils",
      "we're out of bin bags, add them to the list",
      "buy flour, butter and sugar for the cake",
    ],
    shopping_remove: [
      "remove milk from the list",
      "cross eggs off my grocery list",
      "we don't need rice any more",
      "I bought the bread, tick it off",
    ],
    shopping_clear: ["empty my shopping list", "start a fresh grocery list"],
    shopping_list: ["what's on my shopping list", "read out the groceries"],
  },
};
