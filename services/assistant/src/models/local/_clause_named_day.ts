/**
 * A day said after two requests for one of them, named by a word of its own: "add tasks to book
 * the vet and to renew my residence card, the card by the end of the month", "remind me to call
 * the bank and to water the plants, the plants at 6pm". The day goes with the request that says
 * the word, and only with it; when the word is in no request, or in more than one, or the request
 * reads no more with the day, the sentence is cut as any other. A day said as the request's own
 * sentence after it ("add a task to renew the insurance, it's due by the 20th") goes with it alike.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import type { Group } from "./_clause_groups.ts";
import { words } from "../../text/normalize.ts";
import { read as readShape, shapes } from "./_shapes.ts";

/** The most words a request is named by before its day ("the residence card"). */
const MOST_NAMING = 3;

/** True when `after` reads as the request `before` with one more detail (its day, its time). */
function saysMore(before: Parsed | null, after: Parsed | null): boolean {
  if (!before || !after || isAsk(before) || isAsk(after) || before.name !== after.name) {
    return false;
  }
  return Object.keys(after.input).some((k) => !(k in before.input)) &&
    Object.entries(before.input).every(([k, v]) =>
      JSON.stringify(after.input[k]) === JSON.stringify(v)
    );
}

/** Where a group says `named`: the index of the one group whose words hold them all, else -1. */
function onlyOneSays(groups: readonly Group[], upTo: number, named: string[]): number {
  const holders = groups.slice(0, upTo).flatMap((g, i) => {
    const said = new Set(words(g.text));
    return named.every((w) => said.has(w)) ? [i] : [];
  });
  return holders.length === 1 ? holders[0]! : -1;
}

/**
 * A day said of the request before as a sentence of its own: "…, it's due by the 20th", "…, the
 * deadline is the 31st of March".
 */
const DUE_SAID = shapes([[
  "it is|it's|its|that is|that's|they are|they're|both are",
  "?all",
  "due|needed|needed done|to be done",
  "{x}",
], [
  // "…, the deadline is the 31st of March".
  "the|its|the task's",
  "deadline|due date",
  "is|will be|being",
  "{x}",
]]);

/**
 * The groups with the day said of a request after it ("…, it's due by the 20th") said with that
 * request ("… due by the 20th"), when it then reads only that day more.
 */
function withDueSaid(groups: Group[], read: (text: string) => Parsed | null): void {
  for (let i = groups.length - 1; i >= 1; i--) {
    const [day] = readShape(groups[i]!.text, DUE_SAID) ?? [];
    const target = groups[i - 1]!;
    if (!day || read(groups[i]!.text) !== null) continue;
    const text = `${target.text} due ${day}`;
    if (!saysMore(read(target.text), read(text))) continue;
    groups[i - 1] = { ...target, text };
    groups.splice(i, 1);
  }
}

/**
 * The groups with a day said for one request by its word ("…, the card by the end of the month")
 * said with that request; the groups as they are when none is.
 */
export function withNamedDays(
  groups: readonly Group[],
  read: (text: string) => Parsed | null,
): Group[] {
  const out = [...groups];
  withDueSaid(out, read);
  for (let i = out.length - 1; i >= 2; i--) {
    const g = out[i]!;
    const said = g.text.trim().split(" ").filter((w) => w.length > 0);
    if (said[0]?.toLowerCase() !== "the" || read(g.text) !== null) continue;
    for (let n = 1; n <= MOST_NAMING && n + 1 < said.length; n++) {
      const named = words(said.slice(1, n + 1).join(" "));
      const at = named.length === n ? onlyOneSays(out, i, named) : -1;
      if (at < 0) continue;
      const target = out[at]!;
      const day = said.slice(n + 1).join(" ");
      const text = `${target.text} ${day}`;
      if (!saysMore(read(target.text), read(text))) continue;
      out[at] = { ...target, text };
      out.splice(i, 1);
      break;
    }
  }
  return out;
}
