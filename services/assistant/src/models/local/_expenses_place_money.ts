/**
 * A money several countries name alike, said bare ("30 dollars", "900 kronor", "50 francs"), spent
 * in a place the sentence names ("in Canada", "in Sydney"): the place's own money when it is one of
 * them, and the place said after the thing ("spent 30 dollars in Canada on lunch" is "lunch in
 * Canada").
 * @module
 */
import { PLACES } from "./_timezone_places.ts";
import { currencyForZone } from "./_zone_currencies.ts";
import { bareFor, saidBare } from "./_tool_text_money_words.ts";

/** Countries and cities spent in that the time zone table leaves out, with a zone of theirs. */
const MORE_PLACES: Readonly<Record<string, string>> = {
  canada: "America/Toronto",
  toronto: "America/Toronto",
  vancouver: "America/Vancouver",
  calgary: "America/Edmonton",
  australia: "Australia/Sydney",
  brisbane: "Australia/Brisbane",
  perth: "Australia/Perth",
  adelaide: "Australia/Adelaide",
  auckland: "Pacific/Auckland",
  wellington: "Pacific/Auckland",
  jamaica: "America/Jamaica",
  kingston: "America/Jamaica",
  trinidad: "America/Port_of_Spain",
  copenhagen: "Europe/Copenhagen",
  oslo: "Europe/Oslo",
  reykjavik: "Atlantic/Reykjavik",
  iceland: "Atlantic/Reykjavik",
  zurich: "Europe/Zurich",
  geneva: "Europe/Zurich",
  "hong kong": "Asia/Hong_Kong",
  taipei: "Asia/Taipei",
  taiwan: "Asia/Taipei",
};

const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the", "my", "our"]);

const EDGE = ".,;:!?()\"'";

/** The words of a text in lower case, without the marks at their edges. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().split(" ").map((w) => {
    let s = 0;
    let e = w.length;
    while (s < e && EDGE.includes(w.charAt(s))) s++;
    while (e > s && EDGE.includes(w.charAt(e - 1))) e--;
    return w.slice(s, e);
  }).filter((w) => w !== "");
}

function zoneOf(place: string): string | undefined {
  return Object.hasOwn(MORE_PLACES, place)
    ? MORE_PLACES[place]
    : Object.hasOwn(PLACES, place) && place.length > 3
    ? PLACES[place]
    : undefined;
}

/** The place named right after "in" ("in New Zealand", "in Oslo"), as its words and zone. */
function placeIn(words: readonly string[]): { place: string; zone: string } | null {
  for (let i = 0; i < words.length - 1; i++) {
    if (words[i] !== "in") continue;
    for (const n of [2, 1]) {
      const place = words.slice(i + 1, i + 1 + n).join(" ");
      const zone = zoneOf(place);
      if (zone && i + n < words.length) return { place, zone };
    }
  }
  return null;
}

/**
 * The money of the place a clause was spent in ("in Canada") when its amount was said with a
 * money several countries name alike ("30 dollars", "$30") that the place has; else null.
 * @param said the amount as said ("30 dollars")
 */
export function placeMoney(clause: string, said: string): string | null {
  const sign = wordsOf(said).map((w) =>
    [...w].filter((ch) => !"0123456789.,".includes(ch)).join("")
  ).find((w) => w !== "" && saidBare(w));
  if (!sign) return null;
  const at = placeIn(wordsOf(clause));
  if (!at) return null;
  const own = currencyForZone(at.zone);
  return bareFor(sign, at.zone) === own ? own : null;
}

/**
 * A description that starts with the place it was spent in, then what was bought ("Canada on
 * lunch"), said as the thing in the place ("lunch in Canada"); else the description as it is.
 */
export function placeLast(description: string): string {
  const words = description.split(" ");
  for (const n of [2, 1]) {
    const place = words.slice(0, n);
    const joint = words[n]?.toLowerCase();
    // "in Cairo on a taxi": the thing said without its article ("taxi in Cairo").
    const article = ARTICLES.has(words[n + 1]?.toLowerCase() ?? "") ? 1 : 0;
    const rest = words.slice(n + 1 + article).join(" ");
    if (
      (joint === "on" || joint === "for") && rest !== "" &&
      zoneOf(wordsOf(place.join(" ")).join(" "))
    ) return `${rest} in ${place.join(" ")}`;
  }
  return description;
}
