/**
 * What a thing's words hold that is no part of it: words said in brackets ("coffee beans (the dark
 * roast)"), unless they say a number, a day or a correction, and words said while thinking ("oh",
 * "erm").
 * @module
 */

/**
 * The text without what it says in brackets ("coffee beans (the dark roast)"): an aside, no part
 * of a thing; a bracket left open runs to the end.
 */
export function withoutBrackets(
  text: string,
  keep: (inside: string) => boolean = saysWhen,
): string {
  let out = "";
  let rest = text;
  for (let open = rest.indexOf("("); open >= 0; open = rest.indexOf("(")) {
    const close = rest.indexOf(")", open);
    const end = close < 0 ? rest.length : close + 1;
    // "(12)", "(march, not january)": a number or a day said in brackets is kept, and read.
    const inside = rest.slice(open + 1, close < 0 ? rest.length : close);
    const kept = keep(inside);
    out += kept ? rest.slice(0, end) : rest.slice(0, open).trimEnd() + " ";
    rest = kept ? rest.slice(end) : rest.slice(end).trimStart();
  }
  return (out + rest).trim();
}

/** Words of days, months and times. */
const WHEN_WORDS = new Set(
  ("january february march april may june july august september october november december jan " +
    "feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday " +
    "saturday sunday mon tue tues wed thu thur thurs fri sat sun today tomorrow tonight " +
    "yesterday morning afternoon evening night noon midnight am pm week month year")
    .split(" "),
);

/** Words that correct what is said beside them: "(not the 2nd)", "(rather, …)". */
const CORRECTING = new Set(["not", "no", "instead", "actually", "rather", "sorry"]);

/**
 * True when a text in brackets is read, not set aside: it says a number, a day or a time ("(12)",
 * "(march, not january)"), corrects something, or nothing is left of it ("( not )" once its day
 * was read).
 */
export function saysWhen(text: string): boolean {
  const ws = text.toLowerCase().split(" ").map(bareWord).filter((w) => w.length > 0);
  return [...text].some((ch) => ch >= "0" && ch <= "9") || ws.length === 0 ||
    ws.some((w) => WHEN_WORDS.has(w) || CORRECTING.has(w));
}

/** A word without the punctuation around it. */
function bareWord(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && ",.;:!?()".includes(word.charAt(start))) start++;
  while (end > start && ",.;:!?()".includes(word.charAt(end - 1))) end--;
  return word.slice(start, end);
}

/** Words said while thinking: "oh", "erm", "y'know". */
export const INTERJECTIONS = new Set(
  ["oh", "ooh", "ah", "erm", "um", "umm", "uh", "er", "hmm", "y'know", "yknow"].concat(
    // Said in surprise or dismay, from many Englishes: "eish", "aiyo", "alamak", "blimey".
    "eish aiyo aiyoo aiyoh aiya arre oof gosh blimey crikey jeez sheesh alamak yikes whoops"
      .split(" "),
  ),
);

/** Words of dismay or relief said last, after a comma: "…, ugh", "…, sigh", "…, phew". */
const SIGHS = new Set(
  "ugh urgh argh sigh meh ffs oof aww aw yikes jeez gah bleh welp phew ouch eek sheesh omg"
    .split(" "),
);

/**
 * The text without a word of dismay said last after a comma ("the car needs tyres, ugh": "the car
 * needs tyres"); the text as it was when none ends it.
 */
export function withoutSighLast(text: string): string {
  const comma = text.lastIndexOf(",");
  if (comma <= 0) return text;
  const tail = text.slice(comma + 1).trim().toLowerCase().split(" ").filter((w) => w !== "")
    .map((w) => [...w].filter((ch) => !".!?…".includes(ch)).join(""));
  const sighs = tail.length > 0 && tail.length <= 2 &&
    tail.every((w) => SIGHS.has(w) || INTERJECTIONS.has(w));
  return sighs ? text.slice(0, comma).trimEnd() : text;
}
