/**
 * What the MCP endpoint shows of the assistant's tools: the shared tool definitions as MCP lists
 * them, and the one tool every key has, `ask_assistant`.
 * @module
 */
import {
  GROUP_LABELS,
  MAX_MESSAGE_LENGTH,
  type ToolDefinition,
  toolInputJsonSchema,
} from "@asst/shared";
// @ts-types="@modelcontextprotocol/sdk/types"
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

/** The tool every key has: a question to the assistant, answered as `POST /messages` does. */
export const ASK_TOOL = "ask_assistant";

/** What the server tells clients it is for. */
export const INSTRUCTIONS =
  "The tools of the user's personal assistant that this API key may use, on the user's own data. " +
  "ask_assistant answers a question from what the assistant knows about the user. Items are " +
  "named by the id a list tool shows, or by words of their text.";

const question = z.string().min(1).max(MAX_MESSAGE_LENGTH)
  .regex(/\S/, "the question is only white space")
  .describe("The question, in plain language");

/** The input of {@link ASK_TOOL}. */
export const askInput = z.object({ question }).strict();

/** {@link ASK_TOOL} as MCP lists it. */
export const ASK_TOOL_DEFINITION: Tool = {
  name: ASK_TOOL,
  title: "Ask the assistant",
  description:
    "Ask the user's assistant a question; it answers from the user's profile and what it remembers " +
    "about them. Read only: it changes nothing.",
  inputSchema: z.toJSONSchema(askInput, { target: "draft-7", io: "input" }) as Tool["inputSchema"],
  annotations: {
    title: "Ask the assistant",
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
  },
};

/** A short human title: the group's name and the operation, e.g. `Shopping list: add`. */
function titleOf(tool: ToolDefinition): string {
  if (tool.group === null) return "Propose an email or a calendar event";
  const label = GROUP_LABELS[tool.group];
  const operation = tool.name.startsWith(`${tool.group}_`)
    ? tool.name.slice(tool.group.length + 1).replaceAll("_", " ")
    : tool.name.replaceAll("_", " ");
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${operation}`;
}

/** A shared tool definition as MCP lists it. */
export function mcpToolOf(tool: ToolDefinition): Tool {
  const title = titleOf(tool);
  return {
    name: tool.name,
    title,
    description: tool.description,
    inputSchema: toolInputJsonSchema(tool) as Tool["inputSchema"],
    annotations: { title, ...tool.annotations },
  };
}

/** JSON with object keys sorted, so that equal arguments give equal text whatever their order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
