/**
 * Recognises a request to hear everything remembered about the user ("what do you know about
 * me", "show my memories"), as opposed to a question about one thing. Its shapes are data, read by
 * `_shapes.ts`: a synonym is one more phrase of a step.
 * @module
 */
import { each, fits, type Shape, shapes } from "./_shapes.ts";

/** What is remembered, said as a noun. */
const THINGS = "things|facts|stuff|info|information|details|data|memories";
/** Said of the user: "about me", "of myself". */
const OF_ME = each("about|of|on|regarding", "me|myself");
/** Asking to see: "show", "read back", "let me see". */
const SHOW =
  "show|list|display|give|tell|read|print|dump|recap|summarise|summarize|review|see|view|check|share|let me see";
/** What is kept, as the user may call it. */
const KEPT = "memories|memory|saved facts|facts|" + each("remembered", "things|facts") + "|" +
  each("things you|you|what you", "know|remember") + "|what you have|" +
  each("what you know|what you remember|what you have", "stored|saved") + "|" +
  each("what i told|what i have told", "you") + "|" + each("stored", "facts|memories") + "|" +
  each("saved", "memories|things");

const LIST_MEMORY: readonly Shape[] = [
  // "what do you know about me", "what else have you got stored so far"
  [
    "?so",
    "what|which|what else|what kind of|what sort of",
    `?${THINGS}`,
    "?do|did|have",
    "you",
    "know|remember|recall|have got|got|have|" +
    each("have", "stored|saved|on file|in memory|in your memory|noted") +
    "|stored|saved|learned|learnt|keep|keep on file|noted",
    `?${OF_ME}`,
    "?so far|already|by now|at the moment|right now",
  ],
  // "what facts have you stored about me"
  [
    "what|which",
    THINGS,
    "have|do",
    "you",
    "got|have|kept|stored|saved",
    `?${each("about|of|on", "me|myself")}`,
  ],
  // "what have I told you so far"
  [
    "what|everything|anything",
    "have|did",
    "i",
    "tell|told|said to|asked you to remember|shared with",
    "?you",
    "?about me|about myself|so far|before|already",
  ],
  // "show me all my memories", "read back what you know about me"
  [
    SHOW,
    "?me|back",
    "?out|again",
    "*all|every|each|the|my|your|everything|what|of|things|stuff|facts",
    KEPT,
    `?${each("about|of|on", "me|myself")}`,
    "?so far",
  ],
  ["my|all my|your", "memories|memory|profile"],
  ["show|give|read", "?me", "my|your", "profile"],
  [
    "what|which",
    "are|is",
    "my|your|all my|all your|all the|the",
    "memories|memory|saved facts|stored facts",
  ],
  ["what is|what are|what is stored|whats", "in", "your|my", "memory|profile"],
  ["tell me", "about|everything about|what you know about", "me|myself"],
  ["do you know|what do you know", "anything about me"],
  ["how much|what", "do you know about me"],
];

const READ = shapes(LIST_MEMORY);

/** The commands that list the memories. */
const COMMANDS = new Set(["/memory", "/memories"]);

/**
 * True when `plain` (lower case, punctuation removed, as from `toPlain`) asks for everything
 * known about the user.
 */
export function asksForEverythingKnown(plain: string): boolean {
  return COMMANDS.has(plain) || fits(plain, READ);
}
