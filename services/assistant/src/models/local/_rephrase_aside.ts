/**
 * What is told beside a request that says when it is: rephrasings that read the day or the time an
 * aside gives as the request's ("…, it falls on 22 March", "…; it is due back on Friday, so
 * Thursday at 08:40 would suffice"), the asides beside it left out.
 * @module
 */
import { ANY_TIME, findDates } from "./_dates_find.ts";
import { isAside } from "./_coverage.ts";

/** Full stops and exclamation marks that end a text. */
export const STOPS_END = /[.!]+$/u;

/** True when a text says nothing but a date or a range of dates. */
export function onlyWhen(text: string): boolean {
  const hits = findDates(text, ANY_TIME);
  return hits.length === 1 && hits[0]!.index === 0 &&
    text.slice(hits[0]!.end).trim().replace(STOPS_END, "") === "";
}

/** How an aside saying the date of the thing before it starts. */
const ITS = [
  ", it's on ",
  ", it is on ",
  ", it's ",
  ", it is ",
  // "…, which falls on the 25th of April", "…, it starts 26 May": said of the thing's day too.
  ", it falls on ",
  ", which falls on ",
  ", it starts on ",
  ", it starts ",
  ", it begins on ",
  ", which is on ",
];

/** A courtesy said at the end of a request, before the aside that dates it. */
const COURTESY = new Set(["please", "pls", "plz", "thanks"]);

/** "…, it's the 2nd of feb" said as "… on the 2nd of feb", or null. */
export function dateAside(text: string): string | null {
  const lower = text.toLowerCase();
  for (const its of ITS) {
    const at = lower.lastIndexOf(its);
    const when = at < 0 ? "" : text.slice(at + its.length);
    const day = when.toLowerCase().startsWith("the ") ? when.slice(4) : when;
    // "Countdown for Holi please, it falls on 22 March": the courtesy is none of the title.
    const asked = text.slice(0, at).split(" ");
    if (COURTESY.has(asked.at(-1)?.toLowerCase() ?? "")) asked.pop();
    if (at > 0 && onlyWhen(day)) return `${asked.join(" ")} on ${when}`;
  }
  return null;
}

/** Words between the parts of one day and time: "Thursday at twenty to nine in the morning". */
const BETWEEN = new Set(["in", "the", "on", "at", "of"]);

/** True when a text says nothing but when, in one part or several ("… in the morning"). */
function whenOnly(text: string): boolean {
  const hits = findDates(text, ANY_TIME);
  if (hits.length === 0 || hits[0]!.index !== 0) return false;
  let rest = text;
  for (const h of [...hits].reverse()) rest = rest.slice(0, h.index) + " " + rest.slice(h.end);
  return rest.split(" ").every((w) => w === "" || BETWEEN.has(w.toLowerCase()));
}

/**
 * What offers a time said before it as good enough: "…, so Thursday at 08:40 would suffice",
 * "…, 8:15 would be fine".
 */
const OFFERED = [
  "would suffice",
  "will suffice",
  "would do",
  "will do",
  "would be fine",
  "is fine",
  "would work",
  "works",
  "would be best",
  "is best",
  "would be ideal",
  "would be good",
  "is good",
];

/** Words that join an offered time to what is told before it: "so", "then", "and". */
const JOINING = ["so ", "then ", "and ", "so then "];

/**
 * "remind me to return Middlemarch; it is due back on Friday, so Thursday at 08:40 would suffice":
 * the time offered is the request's, what is told beside it left out; null when no part offers
 * one, or a part left out is no aside.
 * @param parts the message's parts, between its breaks
 */
export function timeOffered(parts: readonly string[]): string | null {
  for (let i = 1; i < parts.length; i++) {
    const said = parts[i]!.trim().replace(STOPS_END, "");
    const lower = said.toLowerCase();
    const end = OFFERED.find((o) => lower.endsWith(` ${o}`));
    if (end === undefined) continue;
    const join = JOINING.find((j) => lower.startsWith(j))?.length ?? 0;
    const when = said.slice(join, said.length - end.length).trim();
    if (!whenOnly(when)) continue;
    // The request: the parts before the asides said before the offer.
    let from = i;
    while (from > 1 && isAside(parts[from - 1]!)) from--;
    const after = parts.slice(i + 1);
    if (!after.every((p) => isAside(p))) return null;
    return `${parts.slice(0, from).join(", ")} ${when}`;
  }
  return null;
}
