/**
 * A reminder asked for a time alone, with what it is for said after "so I" ("put a reminder the
 * day before at 6pm so I get her a card"): the purpose is the doing, said as "to get her a card".
 * @module
 */

/** The words that ask for a reminder; only a reminder takes its doing from a purpose. */
const REMINDER_WORDS = new Set(["remind", "reminder", "nudge", "ping", "alert"]);

/** Who the user reminds: "so I …", "so we …". */
const SELVES = new Set(["i", "we"]);

/** Words said before the doing that only say it is remembered: "so I remember to call mum". */
const REMEMBERED = [["remember", "to"], ["don't", "forget", "to"], ["do", "not", "forget", "to"]];

/**
 * Words after the subject that say no doing ("so I can …", "so I don't forget", "so I am ready"):
 * the purpose is then no reminder's text.
 */
const NO_DOING = new Set(
  ("can could will would shall should may might must am are was were is do does did don't " +
    "won't can't have has had need not never").split(" "),
);

/**
 * `text` with a reminder's purpose after "so I" said as its doing ("… at 6pm to get her a card"),
 * when the reminder's own words say no "to" doing and the purpose ends the message; else null.
 */
export function purposeDoing(text: string): string | null {
  const ws = text.trim().split(" ");
  const lower = ws.map((w) => w.toLowerCase());
  const so = lower.findIndex((w, i) => w === "so" && SELVES.has(lower[i + 1] ?? ""));
  if (so < 2) return null;
  // The clause the purpose is said of: from the last "and" or comma before it.
  let from = so - 1;
  while (from > 0 && lower[from - 1] !== "and" && !lower[from - 1]!.endsWith(",")) from--;
  const clause = lower.slice(from, so);
  const reminding = clause.findIndex((w) => REMINDER_WORDS.has(w));
  if (reminding < 0 || clause.slice(reminding).includes("to")) return null;
  let doing = so + 2;
  const remembered = REMEMBERED.find((row) => row.every((w, n) => lower[doing + n] === w));
  if (remembered) doing += remembered.length;
  const rest = ws.slice(doing);
  if (rest.length === 0 || NO_DOING.has(lower[doing]!) || rest.some((w) => w.endsWith(","))) {
    return null;
  }
  return [...ws.slice(0, so), "to", ...rest].join(" ");
}
