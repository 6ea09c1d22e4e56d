import type { Sql } from "@asst/shared/db";

/** A call of a tool by name with its (not yet validated) input. */
export interface ToolCall {
  name: string;
  input: Record<string, unknown>;
}

/** What a tool call gave: a summary for the reply and data for the model, or the reason it failed. */
export type ToolResult =
  | { ok: true; summary: string; data: unknown }
  | { ok: false; error: string };

/** What a tool runs with: whose data, when, and where. */
export interface ToolEnv {
  accountId: string;
  /** The user's time zone (IANA), `UTC` when they never said. */
  timezone: string;
  now: Date;
  sql: Sql;
  requestId: string;
  /** The API key calling, or null in the user's own chat. */
  keyId: string | null;
  /**
   * For `propose_action` in one of the gateway's operations: the call's id, the same when the
   * request runs again after its replica died, so the proposal is created once. Absent
   * otherwise: use a random id.
   */
  callId?: string;
  /**
   * True in the user's own chat. False for an API key: private items (passwords, identity
   * documents, health) are then withheld from lists and cannot be named.
   */
  owner: boolean;
}

/** Runs one tool on validated input. Throw {@link ToolError} for failures the user should read. */
// deno-lint-ignore no-explicit-any
export type ToolHandler = (input: any, env: ToolEnv) => Promise<{ summary: string; data: unknown }>;

/** Handlers by tool name. */
export type ToolHandlers = Record<string, ToolHandler>;

/** A failure the user should read, such as "No note matches 'dentist'". Never holds a secret. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ToolError";
  }
}
