/**
 * The user's saved items as their read tools list them, read as context for a message that names
 * one by its own words (`saved_pointed.ts`, `saved_changed.ts`): each with its kind, id, the words
 * that name it and its fields.
 * @module
 */
import type { ToolCall, ToolResult } from "../../tools/types.ts";

/** A kind of saved item as it is listed and named. */
export interface ListedKind {
  /** The kind as the groups' descriptions name it (`GROUP_WORDS`' `kind`). */
  kind: string;
  list: string;
  /** The key of the list in the read tool's data. */
  items: string;
  /** The fields of an item that name it, joined. */
  label: readonly string[];
}

/** A saved item as listed: its kind, id, the words that name it and its fields as listed. */
export interface SavedItem<K extends ListedKind = ListedKind> {
  kind: K;
  id: string;
  label: string;
  fields: Readonly<Record<string, unknown>>;
}

/** The items of a read tool's data, each with its label. */
export function savedItems<K extends ListedKind>(kind: K, data: unknown): SavedItem<K>[] {
  if (typeof data !== "object" || data === null) return [];
  const list = (data as Record<string, unknown>)[kind.items];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): SavedItem<K>[] => {
    if (typeof item !== "object" || item === null) return [];
    const fields = item as Record<string, unknown>;
    if (typeof fields.id !== "string" && typeof fields.id !== "number") return [];
    if (fields.completed === true) return [];
    const label = kind.label.map((f) => fields[f]).filter((v) => typeof v === "string").join(" ");
    return label === "" ? [] : [{ kind, id: String(fields.id), label, fields }];
  });
}

/** The items of `kinds` as their read tools list them (`read`), a kind that fails none. */
export async function readItems<K extends ListedKind>(
  read: (call: ToolCall) => Promise<ToolResult>,
  kinds: readonly K[],
): Promise<SavedItem<K>[]> {
  const listed = await Promise.all(kinds.map((k) => read({ name: k.list, input: {} })));
  return kinds.flatMap((k, i) => {
    const result = listed[i]!;
    return result.ok ? savedItems(k, result.data) : [];
  });
}

/**
 * Words that make a message a hypothesis, a wish or a guess, never an item changed or ended: "if
 * the flight gets cancelled …", "maybe we're not going any more", "I think the target is 300 now".
 */
export const HEDGES: readonly string[] = [
  "if",
  "unless",
  "whether",
  "might",
  "maybe",
  "perhaps",
  "probably",
  "likely",
  "in case",
  "hope",
  "i think",
  "not sure",
  "wonder",
];
