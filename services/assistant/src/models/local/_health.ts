/**
 * Health information and an API key: a key may not read or store it, so a reading of a message that
 * says something about health runs only when what it reads and stores holds none of it.
 * @module
 */
import { findTool } from "@asst/shared";
import { NOTHING } from "./_checked.ts";
import type { ToolIntent } from "./tool_intent.ts";
import { saysHealth } from "./_tool_forbidden.ts";

/**
 * Whether a reading of a message that says something about health would read or store it: any
 * question, list or read (what it reads may be health data), nothing read at all, or a call or
 * proposal whose arguments hold it ("remind me to take my insulin"). A change that holds none of it
 * runs: "remove the marathon countdown, I pulled out injured"; a message read only in part runs
 * nothing and is said not understood.
 */
export function reachesHealth(intent: ToolIntent): boolean {
  // Read only in part, nothing runs and the reply says what was not read.
  if (intent.unread !== undefined) return false;
  if (intent.asks.length > 0) return true;
  if (intent.calls.length === 0 && intent.drafts.length === 0) return true;
  if (intent.calls.some((c) => findTool(c.name)?.level === "read")) return true;
  return [...intent.calls.map((c) => c.input), ...intent.drafts]
    .some((said) => saysHealth(JSON.stringify(said)));
}

/** `intent`, or nothing when it would read or store health information `text` says. */
export function withoutHealth(text: string, intent: ToolIntent): ToolIntent {
  return saysHealth(text) && reachesHealth(intent) ? NOTHING : intent;
}
