import {
  findTool,
  type Permissions,
  toolAllowed,
  type ToolContext,
  type ToolDefinition,
} from "@asst/shared";
import { z } from "zod";
import {
  type ToolCall,
  type ToolEnv,
  ToolError,
  type ToolHandlers,
  type ToolResult,
} from "./types.ts";

/** Who is calling: the key's permissions and the account's context. */
export interface Caller {
  permissions: Permissions;
  context: ToolContext;
}

/**
 * Runs tool calls. Every call is checked again here, whatever the model was shown: the tool
 * must exist, the caller must be allowed it, and its input must validate.
 */
export class ToolRegistry {
  readonly #handlers: ToolHandlers;

  constructor(handlers: ToolHandlers) {
    this.#handlers = handlers;
  }

  /** True when every tool definition has a handler here. */
  missingHandlers(all: readonly ToolDefinition[]): string[] {
    return all.filter((t) => !(t.name in this.#handlers)).map((t) => t.name);
  }

  /** Runs one call; never throws for the caller's mistakes, only for broken infrastructure. */
  async execute(call: ToolCall, caller: Caller, env: ToolEnv): Promise<ToolResult> {
    const tool = findTool(call.name);
    const handler = tool && Object.hasOwn(this.#handlers, tool.name)
      ? this.#handlers[tool.name]
      : undefined;
    if (!tool || !handler) return { ok: false, error: `There is no tool "${call.name}"` };
    if (!toolAllowed(tool, caller.permissions, caller.context)) {
      return {
        ok: false,
        error: tool.group === "expenses" && !caller.context.businessMode
          ? "Business expenses need Business Mode, which is off"
          : `This key is not allowed to use "${tool.name}"`,
      };
    }
    const input = tool.input.safeParse(call.input ?? {});
    if (!input.success) {
      return {
        ok: false,
        error: `Invalid input for ${tool.name}: ${z.prettifyError(input.error)}`,
      };
    }
    try {
      const { summary, data } = await handler(input.data, env);
      return { ok: true, summary, data };
    } catch (err) {
      if (err instanceof ToolError) return { ok: false, error: err.message };
      throw err;
    }
  }
}
