import { AppError, ERROR_CODE, findTool, type Permissions, toolsFor } from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import type { AnswerContext, MemoryStore } from "../memory/memory_store.ts";
import type { ChatExchange, Model, Usage } from "../models/model.ts";
import type { Caller, ToolRegistry } from "../tools/registry.ts";
import { ambiguousField, asksWhichOne } from "../tools/resolve_item.ts";
import type { ToolCall, ToolEnv, ToolResult } from "../tools/types.ts";
import type { OperationCalls } from "./operation_calls.ts";

/** What a working turn needs. */
export interface ActionRunnerDeps {
  sql: Sql;
  store: MemoryStore;
  registry: ToolRegistry;
  model: Model;
  /** Whether the account has Business Mode on. */
  businessMode: (accountId: string) => Promise<boolean>;
  /** Most tool calls one turn may make. */
  maxToolCalls: number;
  now?: () => Date;
}

/** One tool call of a turn, as /actions reports it. */
export interface TurnAction {
  tool: string;
  ok: boolean;
  /** For a `propose_action` call that succeeded: the proposal's id, whose status can be read. */
  request_id?: string;
}

/** One working turn's outcome. */
export interface ActionTurn {
  reply: string;
  model: string;
  usage: Usage;
  actions: TurnAction[];
  /**
   * What the reply asks the user when the request lacked a detail and nothing ran (see
   * `ActOutcome.question`); the chat reads the next message as the answer.
   */
  question?: string;
  /**
   * With {@link question}, when it asks which of several items a call meant: that call, and the
   * input field holding the reference the answer replaces.
   */
  retry?: RetryCall;
}

/** A call whose reference matched several items, to run again with the user's choice. */
export interface RetryCall {
  call: ToolCall;
  /** The input field holding the reference. */
  field: string;
}

/** Who runs a turn besides the permissions: the API key, or the user in their own chat. */
export interface TurnCaller {
  /** The API key calling; null in the user's own chat. */
  keyId: string | null;
  /**
   * True in the user's own chat; false (the default) for an API key, which never sees private
   * items.
   */
  owner?: boolean;
  /** The owner's chat: earlier exchanges with the model, oldest first. */
  history?: ChatExchange[];
  /**
   * The calls of the gateway's operation the turn runs for (`OperationStore.once`): each call that
   * writes commits with its record, and a turn run again gets a recorded call's result instead of
   * writing twice. Without it each tool's writes commit on their own.
   */
  calls?: OperationCalls;
}

/**
 * Runs a turn's `seq`th call (from 0). In an operation a call that writes here (levels add and
 * act) runs through the operation's calls, which commit it with its record, and `propose_action`
 * gets an id that the same call of the same operation gets again (the proposals service makes the
 * proposal once by it); a read needs neither.
 */
function runCall(
  registry: ToolRegistry,
  call: ToolCall,
  caller: Caller,
  env: ToolEnv,
  turn: TurnCaller,
  seq: number,
): Promise<ToolResult> {
  const calls = turn.calls;
  const level = findTool(call.name)?.level;
  if (!calls || level === undefined || level === "read") {
    return registry.execute(call, caller, env);
  }
  if (level === "propose") {
    return registry.execute(call, caller, { ...env, callId: calls.callId(seq) });
  }
  return calls.write(seq, call, (sql) => registry.execute(call, caller, { ...env, sql }));
}

/** A read tool run as context for the model (`readSaved`): never a change, never counted. */
function readOnly(
  registry: ToolRegistry,
  call: ToolCall,
  caller: Caller,
  env: ToolEnv,
): Promise<ToolResult> {
  if (findTool(call.name)?.level !== "read") {
    return Promise.resolve({ ok: false, error: `"${call.name}" is not a read tool` });
  }
  return registry.execute(call, caller, env);
}

/** The proposal id of a successful `propose_action` call, or undefined. */
function proposalIdOf(call: ToolCall, result: ToolResult): string | undefined {
  if (call.name !== "propose_action" || !result.ok) return undefined;
  const data = result.data;
  if (typeof data !== "object" || data === null || !("request_id" in data)) return undefined;
  return typeof data.request_id === "string" ? data.request_id : undefined;
}

/** The one call that asked which item it meant, with the field of its reference, or null. */
function retryOf(calls: { call: ToolCall; result: ToolResult }[]): RetryCall | null {
  const asking = calls.filter(({ result }) => !result.ok && asksWhichOne(result.error));
  const [only] = asking;
  if (asking.length !== 1 || !only || only.result.ok) return null;
  const field = ambiguousField(only.call.input, only.result.error);
  return field === null ? null : { call: only.call, field };
}

/** How /actions reports a call: its tool, whether it worked, and a proposal's id. */
export function turnAction(call: ToolCall, result: ToolResult): TurnAction {
  const requestId = proposalIdOf(call, result);
  return {
    tool: call.name,
    ok: result.ok,
    ...(requestId === undefined ? {} : { request_id: requestId }),
  };
}

/**
 * Runs work for a caller with given permissions: the model sees only the tools they
 * allow, and every call is checked again by the registry.
 */
export class ActionRunner {
  readonly #d: ActionRunnerDeps;
  readonly #now: () => Date;

  constructor(deps: ActionRunnerDeps) {
    this.#d = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  /**
   * What a call reads about the account: Business Mode, the profile and, for a turn's `message`,
   * the non-private memories that match it, all at once; Business Mode and the profile are
   * cached (dropped on change, on every replica).
   */
  async #accountContext(accountId: string, message: string | null) {
    const [businessMode, context] = await Promise.all([
      this.#d.businessMode(accountId),
      message === null
        ? this.#d.store.accountContext(accountId).then(({ profile }): AnswerContext => ({
          profile,
          memories: [],
        }))
        : this.#d.store.answerContext(accountId, message),
    ]);
    return { businessMode, ...context };
  }

  /** The names of the tools `permissions` allow on the account now. */
  async tools(accountId: string, permissions: Permissions): Promise<string[]> {
    const businessMode = await this.#d.businessMode(accountId);
    return toolsFor(permissions, { businessMode }).map((t) => t.name);
  }

  /**
   * Runs one tool without a model (an MCP `tools/call`), with the same checks as any call: a
   * tool the key may not use is refused and nothing runs.
   * @param caller the API key, or the user in their own chat (private items are then visible, as
   *   in `act`)
   */
  async runTool(
    accountId: string,
    permissions: Permissions,
    call: ToolCall,
    requestId: string,
    caller: TurnCaller,
  ): Promise<ToolResult> {
    const { businessMode, profile } = await this.#accountContext(accountId, null);
    const env = {
      accountId,
      timezone: profile.timezone ?? "UTC",
      now: this.#now(),
      sql: this.#d.sql,
      requestId,
      keyId: caller.keyId,
      owner: (caller.owner ?? false) && this.#d.model.name === "local",
    };
    return await runCall(
      this.#d.registry,
      call,
      { permissions, context: { businessMode } },
      env,
      caller,
      0,
    );
  }

  /**
   * One working turn: the model reads `message` and calls the tools `permissions` allow.
   * @param caller the API key, or the user in their own chat
   * @throws {AppError} 422 `no_authorized_action` when the permissions allow no tool here
   */
  async act(
    accountId: string,
    permissions: Permissions,
    message: string,
    requestId: string,
    caller: TurnCaller,
  ): Promise<ActionTurn> {
    // The context is wasted only on a 422.
    const { businessMode, profile, memories, total } = await this.#accountContext(
      accountId,
      message,
    );
    const tools = toolsFor(permissions, { businessMode });
    if (tools.length === 0) {
      throw new AppError(
        ERROR_CODE.noAuthorizedAction,
        businessMode
          ? "This key has no action it may take; ask in the chat for a key with other permissions"
          : "This key's actions need Business Mode, which is off; turn it on in the chat or use another key",
      );
    }
    const now = this.#now();
    const timezone = profile.timezone ?? "UTC";
    const env = {
      accountId,
      timezone,
      now,
      sql: this.#d.sql,
      requestId,
      keyId: caller.keyId,
      // Private items (passwords, identity, health) reach only the embedded model, never a provider.
      owner: (caller.owner ?? false) && this.#d.model.name === "local",
    };
    const needBusinessMode = businessMode ? [] : toolsFor(permissions, { businessMode: true })
      .filter((t) => !tools.includes(t)).map((t) => t.name);
    const allowed = { permissions, context: { businessMode } };
    let calls = 0;
    const outcome = await this.#d.model.act({
      message,
      tools,
      profile,
      memories,
      ...(total === undefined ? {} : { memoryCount: total }),
      now,
      timezone,
      maxToolCalls: this.#d.maxToolCalls,
      ...(caller.history ? { history: caller.history } : {}),
      needBusinessMode,
      execute: (call) => runCall(this.#d.registry, call, allowed, env, caller, calls++),
      readSaved: (call) => readOnly(this.#d.registry, call, allowed, env),
    });
    const retry = outcome.question !== undefined ? retryOf(outcome.calls) : null;
    return {
      reply: outcome.reply,
      model: outcome.model,
      usage: outcome.usage,
      actions: outcome.calls.map(({ call, result }) => turnAction(call, result)),
      ...(outcome.question !== undefined ? { question: outcome.question } : {}),
      ...(retry ? { retry } : {}),
    };
  }
}
