/**
 * A reply told, then its follow-up let go, said as one run with no comma: "the daycare lady got
 * back to me we got the spot you can take that follow up off" is "the daycare lady got back to me,
 * you can drop that follow-up" (what the reply said between is news, no request). Rows of the
 * email followups' `rephrase`.
 * @module
 */

/** How who answered is told. */
const ANSWERED = [
  "got back to me/us",
  "wrote back",
  "emailed/called/rang/phoned/texted me back",
  "replied/answered/responded",
  "emailed/called/rang/phoned/texted back",
];

/** How the follow-up is let go, after "you can" ("{noun}" one of `NOUNS`). */
const LET_GO = [
  "take that/the {noun} off",
  "drop/clear/dismiss/remove/close that/the {noun}",
];

/** The follow-up said as people write it (a row's word said in several ways is one word). */
const NOUNS = ["follow up", "follow-up/followup"];

/** What each row means: who answered, then the follow-up with them let go. */
const MEANT = "{x} got back to me, you can drop that follow-up";

/** "{x} got back to me [{y}] you can take that follow up off": the follow-up with who answered. */
export function answeredRunOn(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const answered of ANSWERED) {
    for (const letGo of LET_GO.flatMap((l) => NOUNS.map((n) => l.replace("{noun}", n)))) {
      for (const you of ["you can", "so you can"]) {
        out[`{x} ${answered} ${you} ${letGo}`] = MEANT;
        out[`{x} ${answered} {y} ${you} ${letGo}`] = MEANT;
      }
    }
  }
  return out;
}
