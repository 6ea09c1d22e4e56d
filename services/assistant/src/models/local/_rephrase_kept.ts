/**
 * A request, then what is to stay as it is: "dismiss the thesis one but keep the conference one",
 * "delete the gym reminder, leave the yoga one", "remove the eggs but not the milk" say the request
 * alone (what stays needs nothing done). One of the rephrasings of `_rephrase.ts`.
 * @module
 */

/** What sets apart what is to stay: "… but keep …", "…, leave …", "… but not …". */
const KEEPING = [", but keep ", ", but leave ", ", but not ", ", keep ", ", leave ", " but keep "]
  .concat([" but leave ", " but not "]);

/** The most words what is to stay may take: one thing named, never a second request. */
const MOST_WORDS = 6;

/**
 * The request said before what is to stay, or null: only when what stays is one short thing
 * ("the conference one"), with no second request or item joined to it.
 */
export function withoutKept(text: string): string | null {
  const lower = text.toLowerCase();
  for (const k of KEEPING) {
    const at = lower.indexOf(k);
    if (at <= 0) continue;
    const rest = lower.slice(at + k.length).trim().split(" ");
    if (
      rest.length > MOST_WORDS ||
      rest.some((w) => w === "and" || w.includes(",") || w.includes(";"))
    ) return null;
    return text.slice(0, at).trim();
  }
  return null;
}
