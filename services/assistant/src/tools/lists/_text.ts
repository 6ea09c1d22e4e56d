/**
 * Text helpers of the list tools: checking stored text, duplicate keys, excerpts and joining
 * words for summaries.
 * @module
 */
import { ToolError } from "../types.ts";

/**
 * The text as given, once it is known Postgres can store it.
 * @param what the field, for the message ("note")
 * @throws {ToolError} when it holds a NUL character, which Postgres text cannot store
 */
export function storable(text: string, what: string): string {
  if (text.includes("\u0000")) {
    throw new ToolError(
      `The ${what} contains a NUL character ("\\u0000"): remove it and try again`,
    );
  }
  return text;
}

/** An optional text: undefined stays undefined, blank becomes null (cleared). */
export function optionalText(text: string | undefined, what: string): string | null | undefined {
  if (text === undefined) return undefined;
  const trimmed = storable(text, what).trim();
  return trimmed === "" ? null : trimmed;
}

/** The form duplicates are recognised by: Unicode-normalised, lower case, single spaces. */
export function foldKey(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The text on one line, cut to `max` characters with an ellipsis. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** "milk", "milk and eggs", "milk, eggs and bread". */
export function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** "1 item", "3 items". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The text with its first letter in upper case, for the start of a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
