/**
 * A request announced with its count, then its parts after a colon: "two tasks please: book the
 * vet, and order passport photos", "keep two things: …, and …", "add two expenses: lunch for 45
 * and a taxi for 30, both euros", "save both of these: …". Said again as one request a part,
 * labelled with its kind ("add a task: book the vet. add a task: order passport photos"), only when
 * the parts are as many as the count said; the rephrasing is read and checked whole like any other.
 * @module
 */
import { kindOfNoun, labelled } from "./_clause_kind.ts";

/** The counts a request may be announced with. */
const COUNTS: ReadonlyMap<string, number> = new Map([
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["both", 2],
  ["2", 2],
  ["3", 3],
  ["4", 4],
]);

/** Words that name the parts without their kind: "two things", "both of these". */
const THINGS = new Set(["things", "thing", "items", "of", "these", "them", "those", "bits"]);

/** Words said before the colon that ask nothing: "please", "for me". */
const POLITE = new Set(["please", "pls", "for", "me", "thanks", "quickly", "new"]);

/** Words pointing back at the parts announced: a clause holding one says something of them. */
const BACK = new Set(["them", "these", "those"]);

/** Words that say a detail is each part's: "…, both euros", "…, all today". */
const EACH = new Set(["both", "all", "each"]);

/**
 * The parts of `rest` when they are `count`: cut at commas (an "and" after one joins), else at
 * commas and "and"; null otherwise.
 */
function partsOf(rest: string, count: number): string[] | null {
  const commas = rest.split(",").map((p) => p.trim()).filter((p) => p.length > 0)
    .map((p) => (p.toLowerCase().startsWith("and ") ? p.slice(4).trim() : p))
    // "…, mum asked me to hold on to them": said of the parts, not one of them.
    .filter((p) => !p.toLowerCase().split(" ").some((w) => BACK.has(w)));
  // "…, both euros": a detail said once for every part.
  const last = commas[commas.length - 1] ?? "";
  const [head = "", ...tail] = last.split(" ");
  const shared = commas.length > 1 && EACH.has(head.toLowerCase()) && tail.length > 0
    ? tail.join(" ")
    : null;
  const said = shared === null ? commas : commas.slice(0, -1);
  const withShared = (ps: string[]) => ps.map((p) => (shared ? `${p} ${shared}` : p));
  if (said.length === count) return withShared(said);
  const ands = said.flatMap((p) => p.split(" and ")).map((p) => p.trim()).filter((p) => p);
  return ands.length === count ? withShared(ands) : null;
}

/** The request said as one request a part, or null when it is not announced with its count. */
export function countedRequests(text: string): string | null {
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  const head = text.slice(0, colon).trim().split(" ").filter((w) => w.length > 0);
  const bare = head.map((w) => w.toLowerCase());
  const at = bare.findIndex((w) => COUNTS.has(w));
  if (at < 0) return null;
  const named = bare.slice(at + 1).filter((w) => !POLITE.has(w));
  const verb = head.slice(0, at).join(" ");
  const noun = named[0] ?? "";
  const kind = kindOfNoun(noun);
  // Only the count, the kind (or "things") and politeness before the colon.
  if (named.length > 1 && !named.every((w) => THINGS.has(w))) return null;
  if (kind === null && !(named.length > 0 && named.every((w) => THINGS.has(w)) && verb)) {
    return null;
  }
  const parts = partsOf(text.slice(colon + 1), COUNTS.get(bare[at]!)!);
  if (!parts) return null;
  const said = parts.map((p) =>
    kind === null ? `${verb} this: ${p}` : verb ? labelled(verb, kind, p) : `${kind}: ${p}`
  );
  return said.every((s) => s !== null) ? said.join(". ") : null;
}
