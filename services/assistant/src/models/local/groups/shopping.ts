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
import { FOREIGN_AND, NOT_ITEMS } from "./_shopping_things.ts";
import { SHOPPING_REPHRASE } from "./_shopping_rephrase.ts";

/** The shopping group's description. */
/**
 * The aisles things are bought in, said as a heading before the things ("add veg: carrots, leeks",
 * "add sabzi: tinday, bhindi"): never an item of its own there.
 */
export const AISLES: readonly string[] = [
  ...["veg", "veggies", "vegetables", "fruit", "fruits", "dairy", "meat", "produce", "frozen"],
  ...["pantry", "spices", "snacks", "drinks", "toiletries", "cleaning", "household", "sabzi"],
  ...["groceries", "baking", "breakfast"],
];

export const SHOPPING: GroupWords = {
  kind: "shopping",
  onlyYours: "show my shopping list",
  nouns: [
    "shopping list",
    "grocery list",
    "groceries list",
    "food list",
    "supermarket list",
    // "add tortillas to the super list": the supermarket, said short.
    "super list",
    "groceries",
    "grocery",
    "shopping",
    "shopping basket",
    "basket",
    // Common misspellings.
    "shoping list",
    "shoping",
    "shoppin list",
    "shoppin",
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
      // "swap out the cheddar and swap in parmesan": a bare swap said again (see `rephrase`).
      "swap in",
      "also add",
      // "put down some saltfish and ackee on the list": written down on it.
      "put down",
      "jot down",
      "stick down",
      "write down",
      // Misspelt.
      "ad",
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
      "swap out",
      "remove",
      "delete",
      "scrap",
      "ditch",
      "bin",
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
    // "don't worry about the chips": a thing let go, read only of things surely bought.
    "shopping_remove:let-go": ["do not worry about", "never mind"],
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
  /** Indirect requests and the request they mean (see `GroupWords.rephrase`). */
  rephrase: SHOPPING_REPHRASE,
  asks: {
    // "add paper towels dish soap and trash bags": items said without commas that run together.
    "shopping_add:apart":
      "I couldn't tell where one item ends and the next begins, so I added nothing. Could you say them again with commas between them?",
    // "strike paper towels dish soap and bin bags": the same, for a removal.
    "shopping_remove:apart":
      "I couldn't tell where one item ends and the next begins, so I took nothing off. Could you say them again with commas between them?",
  },
  /** Phrases that, in a question, ask about its items (see `GroupWords.questions`). */
  questions: [
    "buy",
    "get from the shops",
    "pick up",
    "need to get",
    "run out of",
    "on the list",
    "on my list",
    "on our list",
    "need anything",
    "do we need",
    "have we got",
  ],
  /** Words its requests hold that fill no slot (see `GroupWords.filler`). */
  filler: [
    // "add veg: carrots, leeks": the aisle the items are of, said before them.
    ...AISLES,
    "fresh",
    "everything",
    "buy",
    "need",
    "needed",
    "run",
    "ran",
    "out",
    "nearly",
    "low",
    "way",
    "home",
    "shop",
    "shops",
    // "done the big shop": the weekly shop, said as why the list is cleared.
    "big",
    "store",
    "supermarket",
    "grab",
    "pick",
    "market",
    "bakery",
    "butcher",
    "chemist",
    // "add rashers to the messages": the list's name in Ireland and Scotland.
    "messages",
    // "tortillas y aguacates": "and" said in another language between things.
    ...FOREIGN_AND,
  ],
  // "a break", "the day", "Gary's number": said where an item goes, never a thing to buy.
  notItems: NOT_ITEMS,
  // Not "phone", "return", "finish", "message": "phone charger", "return ticket", Finish tablets.
  doings: [
    "call",
    "email",
    "visit",
    "meet",
    "collect",
    "pay",
    "fix",
    "feed",
    "send",
    "renew",
    "cancel",
    "sort",
    "tidy",
    "fetch",
    "ask",
    "tell",
    "thank",
    "invite",
    "remind",
    "ring up",
  ],
  occasions: [
    "party",
    "parties",
    "birthday",
    "wedding",
    "anniversary",
    "christening",
    "dinner",
    "lunch",
    "lunches",
    "breakfast",
    "brunch",
    "tea",
    "picnic",
    "bbq",
    "barbecue",
    // "for the barbie tomorrow", "for the braai": a barbecue, said the Australian, South African,
    // American and Māori ways.
    "barbie",
    "braai",
    "cookout",
    "hangi",
    "potluck",
    "wrapping",
    "weekend",
    "trip",
    "holiday",
    "holidays",
    "camping",
    "christmas",
    "easter",
    "halloween",
    "night",
    "time",
    "cake",
    "recipe",
    "baking",
    "guests",
    "visitors",
    "school",
    "match",
    "game",
    "celebration",
    "festival",
    "sale",
  ],
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

/**
 * Things bought for someone's occasion, which say nothing without it: "a present for mum's
 * birthday" keeps its purpose ("a present" alone would not say whose), while "candles for the
 * party" is candles.
 */
export const GIFTS = new Set(
  "present presents pressie prezzie gift gifts something card cards treat surprise".split(" "),
);
