/**
 * Whose list: a list asked for as someone else's ("what's in my husband's reminders?", "show me my
 * neighbour's shopping list") is none of the user's, and a key reaches the user's items alone. The
 * list is not read as if it were theirs: nothing runs, and the user is told how to ask for their
 * own (`onlyYours` of the group's description).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { GROUP_WORDS } from "./groups/mod.ts";
import { nounForms, toolsNamed } from "./groups/_words.ts";
import { RELATION } from "./groups/_people.ts";
import { saysAt, type Token, tokenize } from "./_tokens.ts";
import { MONTHS, WEEKDAY_NAMES } from "./_dates_words.ts";

/** Who besides the user a list may be said to be of. */
const SOMEONE_ELSE: ReadonlySet<string> = new Set([
  ...RELATION,
  ..."everyone everybody someone somebody anyone anybody user users other others people".split(" "),
]);

/** Words pointing at someone else, said before their list ("what's on his to-do list?"). */
const THEIRS: ReadonlySet<string> = new Set(["his", "her", "their"]);

/** Words of time a list may be said to be of ("Friday's shopping list", "today's tasks"). */
const OF_A_TIME: ReadonlySet<string> = new Set([
  ...Object.keys(MONTHS),
  ...WEEKDAY_NAMES.keys(),
  ..."today tomorrow tonight yesterday week weekend month year".split(" "),
]);

/** A group whose items are the user's alone: its nouns as words, and how its list is asked for. */
interface Own {
  nouns: readonly (readonly string[])[];
  onlyYours: string;
}

/** Per read tool, the group whose items are the user's alone. */
const OWN_BY_TOOL: ReadonlyMap<string, Own> = new Map(
  GROUP_WORDS.flatMap((g) => {
    if (g.onlyYours === undefined) return [];
    const own: Own = { nouns: g.nouns.flatMap(nounForms), onlyYours: g.onlyYours };
    return toolsNamed(g).map((t) => [t, own] as const);
  }),
);

/** How many words may stand between whose it is and the list ("my wife's whole to-do list"). */
const REACH = 3;

/** True when a noun of `own` is said within `reach` words after `at`. */
function nounAfter(tokens: readonly Token[], at: number, own: Own, reach = REACH): boolean {
  const words = tokens.map((t) => t.w);
  for (let i = at + 1; i <= at + reach && i < words.length; i++) {
    if (own.nouns.some((n) => saysAt(words, i, n))) return true;
  }
  return false;
}

/**
 * True when the token at `i` says whose a list of `own` is, and it is not the user's: a relation
 * or "everyone" ("my husband's reminders"), "his", "her", "their", or a name written with a capital
 * right before the list ("Sarah's calendar"; "Friday's shopping list" is the user's).
 */
function someoneElses(tokens: readonly Token[], i: number, own: Own): boolean {
  const t = tokens[i]!;
  if (t.poss && SOMEONE_ELSE.has(t.w)) return nounAfter(tokens, i, own);
  if (THEIRS.has(t.w)) return nounAfter(tokens, i, own, 2);
  return t.poss && t.cap && !OF_A_TIME.has(t.w) && nounAfter(tokens, i, own, 1);
}

/**
 * What to ask when a list read from `text` is asked for as someone else's ("show me my
 * neighbour's shopping list"), or null when it is the user's ("show my kids' birthdays" asks for
 * the user's saved birthdays; "what's on Friday's shopping list" is the user's).
 */
export function othersList(
  text: string,
  calls: readonly ToolCall[],
): { tool: string; question: string } | null {
  const own = calls.length === 1 ? OWN_BY_TOOL.get(calls[0]!.name) : undefined;
  if (own === undefined) return null;
  const tokens = tokenize(text);
  const whose = tokens.findIndex((_, i) => someoneElses(tokens, i, own));
  if (whose < 0) return null;
  const question = `I can only see your own lists, not anyone else's, so I looked at nothing. ` +
    `Say "${own.onlyYours}" to see yours.`;
  return { tool: `${calls[0]!.name}:whose`, question };
}
