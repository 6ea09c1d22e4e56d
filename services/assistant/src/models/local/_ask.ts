/**
 * What a parser gives back for a request that names a tool but lacks something the tool needs
 * ("remind me to call mum", with no time): not a call, but the detail to ask for. Nothing runs;
 * the question comes from the group's description (`groups/<group>.ts`, `asks`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import type { SavedChange } from "./_saved_days.ts";

/** A request for `tool` that lacks a detail; `known` is what it did say. */
export interface Ask {
  ask: string;
  known: Record<string, unknown>;
  /** The change, said relative to a saved item, a model that reads the item completes. */
  saved?: SavedChange;
}

/** What a parser understood of a clause. */
export type Parsed = ToolCall | Ask;

/** True when the parser asks for a missing detail rather than giving a call. */
export function isAsk(parsed: Parsed): parsed is Ask {
  return "ask" in parsed;
}
