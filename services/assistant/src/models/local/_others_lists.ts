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

/** Who besides the user a list may be said to be of. */
const SOMEONE_ELSE: ReadonlySet<string> = new Set([
  ...RELATION,
  ..."everyone everybody someone somebody anyone anybody user users other others people".split(" "),
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

/** True when a noun of `own` is said within {@link REACH} words after `at`. */
function nounAfter(tokens: readonly Token[], at: number, own: Own): boolean {
  const words = tokens.map((t) => t.w);
  for (let i = at + 1; i <= at + REACH && i < words.length; i++) {
    if (own.nouns.some((n) => saysAt(words, i, n))) return true;
  }
  return false;
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
  const whose = tokens.findIndex((t, i) =>
    t.poss && SOMEONE_ELSE.has(t.w) && nounAfter(tokens, i, own)
  );
  if (whose < 0) return null;
  const question = `I can only see your own lists, not anyone else's, so I looked at nothing. ` +
    `Say "${own.onlyYours}" to see yours.`;
  return { tool: `${calls[0]!.name}:whose`, question };
}
