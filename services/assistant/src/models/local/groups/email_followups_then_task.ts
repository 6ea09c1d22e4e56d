/**
 * A follow-up settled by a thing that came, dismissed, then a task made of that thing, pointed at
 * by "it": "avukat sent the contract, dismiss that follow up and add task to sign it until friday"
 * is the follow-up about the contract dismissed and a task to sign the contract. Rows of the email
 * followups' `rephrase`.
 * @module
 */

/** What was done with the thing that settles the follow-up. */
const CAME = "sent/signed/returned/approved/confirmed/delivered/forwarded/shared";

/** How the follow-up is dismissed ("{noun}" one of `NOUNS`). */
const DISMISSED = [
  "dismiss/dismis/clear/drop/close/remove that/the {noun}",
  "take that/the {noun} off",
];

/** The follow-up said as people write it (a row's word said in several ways is one word). */
const NOUNS = ["follow up", "follow-up/followup"];

/** "{x} sent the {y}, dismiss that follow up and add (a) task to {z} it (…)". */
export function thenTaskOfIt(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dismissed of DISMISSED.flatMap((d) => NOUNS.map((n) => d.replace("{noun}", n)))) {
    for (const task of ["add task to", "add a task to"]) {
      const head = `{x} ${CAME} the {y}, ${dismissed} and ${task} {z} it`;
      const meant = "dismiss the follow-up about the {y}, and add a task to {z} the {y}";
      out[head] = meant;
      out[`${head} {w}`] = `${meant} {w}`;
    }
  }
  return out;
}
