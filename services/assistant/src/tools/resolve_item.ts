import { ToolError } from "./types.ts";

/** Something a tool can refer to by id or by words of its text. */
export interface Named {
  id: string;
  /** What the user sees of it, searched by words. */
  label: string;
}

function words(s: string): string[] {
  return s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/** True when every wanted word starts a word of the label. */
function hasWords(label: string, wanted: readonly string[]): boolean {
  // A word that starts a word of the label is in the label: most items fail this cheap test.
  const lower = label.toLowerCase();
  if (!wanted.every((w) => lower.includes(w))) return false;
  const have = words(label);
  return wanted.every((w) => startsAWord(have, w));
}

/** True when `w` starts one of the words `have` ("park" starts "parking"). */
function startsAWord(have: readonly string[], w: string): boolean {
  return have.some((h) => h.startsWith(w));
}

/**
 * True when `ref` names at least one of the items as {@link resolveItem} reads it (by id or by
 * words), so a caller can try another reading of its items when it names none.
 */
export function namesAny(items: readonly Named[], ref: string): boolean {
  if (items.some((i) => i.id === ref)) return true;
  const wanted = words(ref);
  return wanted.length > 0 && items.some((i) => hasWords(i.label, wanted));
}

/**
 * Words people put around a name ("the milk", "my dentist note", "the trip to Rome"): they name no
 * item by themselves.
 */
export const FILLER: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "my",
  "our",
  "some",
  "that",
  "this",
  // "delete it": a pronoun names no item, as "the note" names none.
  "it",
  "those",
  "these",
  "about",
  "called",
  "named",
  "entry",
  "one",
  "to",
  "for",
  "in",
  "at",
  "from",
  "of",
  "on",
  "with",
]);

/** The words of a kind's names, each also in the plural: "open task" → open(s), task(s). */
function kindWords(names: readonly string[]): Set<string> {
  return new Set(names.flatMap(words).flatMap((w) => [w, `${w}s`]));
}

/**
 * True when `ref` names no particular item of its kind: only words like "the", "my" and the kind's
 * own names ("the trip", "my countdown", "the open task"). Such a reference means the one there
 * is: {@link resolveItem} takes the only item, or asks which when there are several.
 * @param names the kind's names ("trip"; "watched item", "price watch")
 */
export function namesNoItem(ref: string, names: readonly string[]): boolean {
  const wanted = words(ref);
  const own = kindWords(names);
  return wanted.length > 0 && wanted.every((w) => FILLER.has(w) || own.has(w));
}

/**
 * Finds the one item `ref` names: by exact id, else by exact label (any case), else the items
 * whose label contains every word of `ref`, else those holding all of its words but one. A reference that names no particular item ("the trip",
 * see {@link namesNoItem}) means the one there is: the only item, or, when there are several,
 * the error that names them and asks which one.
 * @param what the kind of item, for messages ("note", "reminder")
 * @param names other names of the kind, read as naming no particular item ("price watch")
 * @throws {ToolError} when nothing matches, or several do (listing them)
 */
export function resolveItem<T extends Named>(
  items: readonly T[],
  ref: string,
  what: string,
  names: readonly string[] = [],
): T {
  const byId = items.find((i) => i.id === ref);
  if (byId) return byId;
  const lower = ref.trim().toLowerCase();
  const exact = items.filter((i) => i.label.toLowerCase() === lower);
  if (exact.length === 1) return exact[0]!;
  const wanted = words(ref);
  const strict = namesNoItem(ref, [what, ...names])
    ? items
    : wanted.length === 0
    ? []
    : items.filter((i) => hasWords(i.label, wanted));
  const matches = strict.length > 0 ? strict : byItsWords(items, wanted, [what, ...names]);
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new ToolError(`No ${what} matches "${ref}"`);
  const shown = matches.slice(0, 5).map((m) => `"${m.label}"`).join(", ");
  throw new ToolError(`Several ${what}s match "${ref}": ${shown}. ${SAY_WHICH}`);
}

/**
 * The items whose label holds every word a reference names an item by, past filler and the kind's
 * own names ("the summer holiday countdown"), else all of them but one, when it names it by two or
 * more ("the parking space note" for "parking level 2 row F", "the old door
 * code" for "door code 4471"): people rarely repeat an item's words exactly. Filler and the
 * kind's own names are not counted; the word left out is never a number.
 */
function byItsWords<T extends Named>(
  items: readonly T[],
  wanted: readonly string[],
  names: readonly string[],
): T[] {
  const own = kindWords(names);
  const content = wanted.filter((w) => !FILLER.has(w) && !own.has(w));
  if (content.length < 2) return [];
  const read = items.map((item) => {
    const have = words(item.label);
    return { item, missing: content.filter((w) => !startsAWord(have, w)) };
  });
  const all = read.filter((r) => r.missing.length === 0);
  if (all.length > 0) return all.map((r) => r.item);
  return read.filter(({ missing: [left, ...more] }) =>
    // A number is never left out ("old 0" is not "old 10"), nor is an item reached by one alone
    // ("old 0" is not "new 0").
    left !== undefined && more.length === 0 && !/\p{N}/u.test(left) &&
    content.some((w) => w !== left && /\p{L}/u.test(w))
  ).map((r) => r.item);
}

/** How the error of a reference that matches several items ends: it asks which one. */
export const SAY_WHICH = "Say which one";

/**
 * True when a tool's error says several items match and asks which one ("Several trips match
 * "the trip": "Lisbon", "Rome". Say which one"): the user's answer names one.
 */
export function asksWhichOne(error: string): boolean {
  return error.startsWith("Several ") && error.endsWith(`. ${SAY_WHICH}`);
}

/** True when a tool's error says no item matches the reference ("No trip matches "Oslo""). */
export function matchesNothing(error: string): boolean {
  return /^No .+? matches "/su.test(error);
}

/**
 * The input field holding the reference an ambiguity error quotes (`Several trips match "Lisbon"`,
 * the reference perhaps shortened with "…"), or null when no field holds it.
 */
export function ambiguousField(input: Record<string, unknown>, error: string): string | null {
  const quoted = /^Several .+? match "(.*?)": /su.exec(error)?.[1];
  if (quoted === undefined) return null;
  const shortened = quoted.endsWith("…") ? quoted.slice(0, -1) : null;
  const flat = (v: string) => v.replace(/\s+/g, " ").trim();
  for (const [field, value] of Object.entries(input)) {
    if (typeof value !== "string") continue;
    if (value === quoted || flat(value) === quoted) return field;
    if (shortened !== null && flat(value).startsWith(shortened)) return field;
  }
  return null;
}
