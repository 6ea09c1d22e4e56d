/**
 * Where an event is, in the words of its title: "lunch, location: Luigi's", "lunch at Luigi's",
 * "lunch in Covent Garden", "… in meeting room 4", "… in the lobby". Read by `_propose_event.ts`.
 * @module
 */
import { type Word, wordsOf } from "./_shapes.ts";
import { PLACE_WORDS, ROOM_WORDS } from "./_propose_event_words.ts";

/** "lunch, location: Luigi's", "lunch at Luigi's", "lunch in Covent Garden": title and place. */
export function placeOf(text: string): { title: string; location: string } | null {
  const ws = wordsOf(text);
  const split = (title: number, place: number) => ({
    title: text.slice(0, title),
    location: text.slice(place),
  });
  for (let i = 1; i + 2 < ws.length; i++) {
    if (PLACE_WORDS.includes(ws[i]!.w) && ws[i + 1]!.raw === ":") {
      return split(ws[i]!.index, ws[i + 2]!.index);
    }
  }
  const noBreak = (from: number) => ws.slice(from).every((w) => w.raw !== "," && w.raw !== ";");
  for (let i = 1; i < ws.length; i++) {
    // "at Luigi's", "@ the Crown": a place written with a capital, or after "the"; after a comma,
    // "…, at home", any place.
    const at = ws[i]!.raw === "at";
    const sign = text.slice(ws[i - 1]!.end, ws[i]!.index).trim() === "@";
    const j = at ? i + 1 : i;
    if (!(at || sign) || j >= ws.length || !noBreak(j)) continue;
    const afterBreak = at && ws[i - 1]!.raw === "," && !ws[j]!.punct;
    if (
      ws[j]!.cap || afterBreak || (ws[j]!.raw === "the" && j + 1 < ws.length) ||
      namesVenue(ws.slice(j))
    ) {
      return split(at ? ws[i]!.index : text.lastIndexOf("@", ws[i]!.index), ws[j]!.index);
    }
  }
  for (let i = 1; i + 1 < ws.length; i++) {
    // "in Covent Garden": one to four words written with a capital, last.
    const place = ws.slice(i + 1);
    if (ws[i]!.raw !== "in" || place.length > 4) continue;
    if (place.every((w) => w.cap && !w.punct)) return split(ws[i]!.index, ws[i + 1]!.index);
    if (isRoom(place)) return split(ws[i]!.index, ws[i + 1]!.index);
    // "in the lobby", "in the church hall": a venue's noun after "the", last.
    if (place[0]!.raw === "the" && namesVenue(place.slice(1))) {
      return split(ws[i]!.index, ws[i + 1]!.index);
    }
  }
  return null;
}

/**
 * Nouns of the places people meet at: "@ norlin library", "at uni cafe" name a place written in
 * lower case, as "at the library" and "at Norlin Library" do.
 */
const VENUES = new Set(
  (
    "library cafe café restaurant pub bar gym office station park school hospital clinic church " +
    "mosque temple synagogue centre center stadium airport hotel museum theatre theater cinema " +
    "club pool surgery campus building bldg mall market bakery arena field lobby hall foyer " +
    "boardroom canteen auditorium lounge courtyard clubhouse"
  ).split(" "),
);

/** The rest of a title is one to four plain words ending in a venue's noun ("norlin library"). */
function namesVenue(place: readonly Word[]): boolean {
  return place.length >= 1 && place.length <= 4 && place.every((w) => !w.punct) &&
    VENUES.has(place.at(-1)!.w);
}

/** "room B", "the meeting room 4", "studio 2": a room's noun, then its letter or number, last. */
function isRoom(place: readonly Word[]): boolean {
  const label = place.at(-1);
  const noun = place.at(-2);
  if (!label || !noun || !ROOM_WORDS.includes(noun.w) || place.some((w) => w.punct)) return false;
  const letter = label.raw.length === 1 && label.cap;
  const number = label.raw.length <= 3 && [...label.raw].every((ch) => ch >= "0" && ch <= "9");
  return letter || number;
}
