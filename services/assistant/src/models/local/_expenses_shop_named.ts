/**
 * Who was paid, said in lowercase after "from", "at" or "via" ("a keyboard from officeworks",
 * "lunch at tesco", "sandwiches from subway for the team"): a name no common English word is (or a
 * shop's name that is one, `SHOPS_OF_COMMON_WORDS`) is written with its capitals, so that the
 * expense reader takes it as the supplier and not as words of the description. "at work", "from
 * home", "at the station", "a taxi from heathrow" (where a journey started) and a known place
 * ("dinner at leeds") stay as said. Read by `_tool_expenses.ts`.
 * @module
 */
import { COMMON_WORDS } from "./_tool_contacts_common_words.ts";
import { JOURNEYS } from "./groups/expenses.ts";
import { placeNamed } from "./_tool_expenses_description.ts";
import { wordSet } from "./_tool_words.ts";

/** Words a supplier's name is said after. */
const BEFORE_NAME = wordSet("from at via");

/**
 * Shops and services whose names are common words ("at boots", "from next", "a ride from bolt"),
 * or name a journey ("a taxi from uber" is who was paid, not where it started).
 */
const SHOPS_OF_COMMON_WORDS = wordSet(
  "shell subway boots target bolt spar coop apple staples next grab uber lyft ola careem",
);

/** Words that end a name said in lowercase: what it was for, with whom, when. */
const ENDS_NAME = wordSet(
  "for on with to in and or but the a an my our this that yesterday today last ago",
);

/** A word of letters only, in lowercase: a name said with capitals is read as it is. */
function lowerWord(w: string): boolean {
  return w.length > 1 && [...w].every((c) => c >= "a" && c <= "z");
}

/** "officeworks" is "Officeworks", "john lewis" is "John Lewis". */
function capitalised(words: readonly string[]): string {
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
}

/**
 * The description with a supplier said in lowercase after "from", "at" or "via" written with its
 * capitals; the description as said when it says none.
 */
export function shopCapitalised(description: string): string {
  const ws = description.split(" ");
  const journey = ws.some((w) => JOURNEYS.includes(w.toLowerCase()));
  for (let i = ws.length - 2; i >= 0; i--) {
    if (!BEFORE_NAME.has(ws[i]!.toLowerCase())) continue;
    let end = i + 1;
    while (end < ws.length && end - i <= 3 && lowerWord(ws[end]!) && !ENDS_NAME.has(ws[end]!)) {
      end++;
    }
    const name = ws.slice(i + 1, end);
    // "at toni and guy": a name of several words joined is left as said.
    if (name.length === 0 || ["and", "&"].includes(ws[end] ?? "")) continue;
    const said = name.join(" ");
    const shop = SHOPS_OF_COMMON_WORDS.has(name.join("_"));
    if (!shop && (name.every((w) => COMMON_WORDS.has(w)) || placeNamed(said))) continue;
    // "a taxi from heathrow": where a journey started, never who was paid.
    if (!shop && journey && ws[i]!.toLowerCase() === "from") continue;
    return [...ws.slice(0, i + 1), capitalised(name), ...ws.slice(end)].join(" ");
  }
  return description;
}
