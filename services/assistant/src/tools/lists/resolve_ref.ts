/**
 * How a list tool finds the one item a reference names ("the Lisbon trip", an id), saying which
 * ones when several match: the tools' own rule, read by the local model too when it completes a
 * change against a saved item (`models/local/_saved_days.ts`), so both find the same one.
 * @module
 */
import { FILLER, type Named, namesNoItem, resolveItem, SAY_WHICH } from "../resolve_item.ts";
import { ToolError } from "../types.ts";
import { excerpt } from "./_text.ts";

function isNoMatch(err: unknown): boolean {
  return err instanceof ToolError && err.message.startsWith("No ");
}

function matchesAlone<T extends Named>(item: T, ref: string, what: string): boolean {
  try {
    resolveItem([item], ref, what);
    return true;
  } catch {
    return false;
  }
}

function findOne<T extends Named>(
  items: readonly T[],
  ref: string,
  what: string,
  hidden: number,
): T {
  // "delete my note" while some notes are out of reach (private ones, to a key): the one in reach
  // is not the one there is, so which one is asked, never guessed; how many are out of reach is
  // not said, as nothing of them is.
  if (hidden > 0 && items.length > 0 && namesNoItem(ref, [what])) {
    const shown = items.slice(0, 5).map((m) => `"${excerpt(m.label, 60)}" (id ${m.id})`);
    throw new ToolError(
      `Several ${what}s match "${excerpt(ref, 60)}": ${shown.join(", ")} and others ` +
        `changed only in your chat. ${SAY_WHICH}`,
    );
  }
  try {
    return resolveItem(items, ref, what);
  } catch (err) {
    if (!(err instanceof ToolError) || isNoMatch(err)) throw err;
    // Several match: name them briefly, with their ids, so the next call can pick one.
    const matches = items.filter((i) => matchesAlone(i, ref, what));
    const shown = matches.slice(0, 5).map((m) => `"${excerpt(m.label, 60)}" (id ${m.id})`);
    const more = matches.length > 5 ? ` and ${matches.length - 5} more` : "";
    throw new ToolError(
      `Several ${what}s match "${excerpt(ref, 60)}": ${shown.join(", ")}${more}. ${SAY_WHICH}`,
    );
  }
}

/**
 * Finds the one item `ref` names, like {@link resolveItem}; when nothing matches, tries again
 * without filler words and the kind's own name ("remove the milk", "delete my dentist note").
 * An ambiguous `ref` names the candidates briefly with their ids.
 * @param hidden how many items of the kind exist beyond `items`, out of the caller's reach
 * @throws {ToolError} when nothing matches, or several do
 */
export function resolveRef<T extends Named>(
  items: readonly T[],
  ref: string,
  what: string,
  hidden = 0,
): T {
  try {
    return findOne(items, ref, what, hidden);
  } catch (err) {
    if (!isNoMatch(err)) throw err;
    const own = new Set(
      [what, ...what.split(/[\s-]+/)].flatMap((w) => [w.toLowerCase(), `${w.toLowerCase()}s`]),
    );
    // Each word without surrounding punctuation or a possessive ("mum's" → "mum").
    const kept = ref.split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").replace(/['’]s$/iu, ""))
      .filter((w) => w !== "" && !FILLER.has(w.toLowerCase()) && !own.has(w.toLowerCase()));
    const shorter = kept.join(" ");
    if (shorter === "" || shorter === ref.trim()) throw err;
    try {
      return findOne(items, shorter, what, hidden);
    } catch (again) {
      throw isNoMatch(again) ? err : again;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `ref` has the shape of an item id. */
export function looksLikeId(ref: string): boolean {
  return UUID.test(ref.trim());
}
