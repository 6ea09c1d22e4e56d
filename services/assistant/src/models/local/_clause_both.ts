/**
 * Two requests of one kind said with what they share after them: "record 250 CHF for the hotel
 * and a 48 CHF dinner, both on 3 march", "remind me to call Jo and to email Sam, both at 5pm
 * tomorrow". Each is read with the day or time shared, the verb said once said for each; only when each
 * reads alone as the same tool, else the sentence is cut as any other.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { groupsOf, onlyWhen, startsWithVerb } from "./_clause_groups.ts";

/** The requests of `sentence` when it ends with ", both …" said of two of one kind; else null. */
export function bothSaid(sentence: string, read: (text: string) => Parsed | null): string[] | null {
  const at = sentence.toLowerCase().lastIndexOf(", both ");
  if (at <= 0) return null;
  const head = sentence.slice(0, at).trim();
  const shared = sentence.slice(at + ", both ".length).trim();
  if (!shared || !onlyWhen(shared)) return null;
  const groups = groupsOf(head)?.map((g) => g.text.trim()) ?? [];
  const pairs: string[][] = groups.length === 2 ? [groups] : [];
  // "record 250 CHF for the hotel and a 48 CHF dinner": the verb said once is said for each.
  const words = head.split(" ");
  const verb = words[0] ?? "";
  for (let i = words.length - 2; i > 1; i--) {
    if (words[i]?.toLowerCase() !== "and") continue;
    const left = words.slice(0, i).join(" ");
    const right = words.slice(i + 1).join(" ");
    // "add a task to renew the passport and book the vet": "add a task to" said for each.
    const to = words.slice(0, Math.min(i, 6)).findIndex((w) => w.toLowerCase() === "to");
    if (to > 0) pairs.push([left, `${words.slice(0, to + 1).join(" ")} ${right}`]);
    pairs.push([left, startsWithVerb(right) ? right : `${verb} ${right}`]);
  }
  for (const pair of pairs) {
    const said = pair.map((p) => `${p} ${shared}`);
    const calls = said.map(read);
    const name = calls[0] && !isAsk(calls[0]) ? calls[0].name : null;
    if (name && calls.every((c) => c && !isAsk(c) && c.name === name)) return said;
  }
  return null;
}
