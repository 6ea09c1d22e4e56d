import { findTool, GROUP_LABELS, type ToolDefinition } from "@asst/shared";
import { answerFromMemory } from "../local/answer.ts";
import { forbiddenRequest, parseToolIntent } from "../local/tool_intent.ts";
import type { ToolCall, ToolResult } from "../tools/types.ts";
import type { ActOutcome, ActRequest, AnswerRequest, Model, ModelAnswer, Usage } from "./model.ts";

/** Rough token count for a model that reports none: about 4 characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function usageOf(input: string, output: string): Usage {
  return { input_tokens: estimateTokens(input), output_tokens: estimateTokens(output) };
}

/** Why a key cannot run a tool, in the user's words. */
export function refusalFor(tool: ToolDefinition): string {
  if (tool.group === null) {
    return "This key isn't allowed to propose emails or calendar events; ask in the chat for a key that may propose.";
  }
  const what = GROUP_LABELS[tool.group];
  return tool.level === "read"
    ? `This key isn't allowed to view your ${what}.`
    : `This key isn't allowed to change your ${what}.`;
}

/** The reply of a turn: each result's summary, or why it failed, in order. */
export function composeReply(
  results: { call: ToolCall; result: ToolResult }[],
  refusals: string[],
): string {
  const parts = results.map(({ result }) =>
    result.ok ? result.summary : `That didn't work: ${result.error}.`
  );
  return [...parts, ...refusals].join("\n\n");
}

/**
 * The embedded, deterministic model: an English intent parser turns the message into tool
 * calls; the reply is composed from the tools' results. No network, and a small fixed cost.
 */
export class LocalModel implements Model {
  readonly name = "local";

  answer(req: AnswerRequest): Promise<ModelAnswer> {
    const reply = answerFromMemory(req.question, req);
    const context = req.memories.map((m) => m.text).join("\n");
    return Promise.resolve({
      reply,
      model: this.name,
      usage: usageOf(req.question + context, reply),
    });
  }

  async act(req: ActRequest): Promise<ActOutcome> {
    const forbidden = forbiddenRequest(req.message);
    if (forbidden) {
      return {
        reply: forbidden,
        model: this.name,
        usage: usageOf(req.message, forbidden),
        calls: [],
      };
    }
    const calls = parseToolIntent(req.message, { now: req.now, timezone: req.timezone });
    if (calls.length === 0) {
      const answer = await this.answer({ ...req, question: req.message });
      return { ...answer, calls: [] };
    }
    const allowed = new Set(req.tools.map((t) => t.name));
    const results: { call: ToolCall; result: ToolResult }[] = [];
    const refusals: string[] = [];
    for (const call of calls) {
      const tool = findTool(call.name);
      if (!tool || !allowed.has(call.name)) {
        const refusal = tool ? refusalFor(tool) : `I can't do "${call.name}".`;
        if (!refusals.includes(refusal)) refusals.push(refusal);
        continue;
      }
      if (results.length >= req.maxToolCalls) {
        refusals.push(`I stopped after ${req.maxToolCalls} actions; send the rest separately.`);
        break;
      }
      results.push({ call, result: await req.execute(call) });
    }
    const reply = composeReply(results, refusals);
    return { reply, model: this.name, usage: usageOf(req.message, reply), calls: results };
  }
}
