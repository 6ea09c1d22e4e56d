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

/**
 * Finds the one item `ref` names: by exact id, else by exact label (any case), else the items
 * whose label contains every word of `ref`.
 * @param what the kind of item, for messages ("note", "reminder")
 * @throws {ToolError} when nothing matches, or several do (listing them)
 */
export function resolveItem<T extends Named>(items: readonly T[], ref: string, what: string): T {
  const byId = items.find((i) => i.id === ref);
  if (byId) return byId;
  const lower = ref.trim().toLowerCase();
  const exact = items.filter((i) => i.label.toLowerCase() === lower);
  if (exact.length === 1) return exact[0]!;
  const wanted = words(ref);
  const matches = wanted.length === 0 ? [] : items.filter((i) => {
    const label = i.label.toLowerCase();
    // A word that starts a word of the label is in the label: most items fail this cheap test.
    if (!wanted.every((w) => label.includes(w))) return false;
    const have = words(label);
    return wanted.every((w) => have.some((h) => h === w || h.startsWith(w)));
  });
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new ToolError(`No ${what} matches "${ref}"`);
  const shown = matches.slice(0, 5).map((m) => `"${m.label}"`).join(", ");
  throw new ToolError(`Several ${what}s match "${ref}": ${shown}. Say which one`);
}
