import type { ToolDefinition } from "@asst/shared";
import type { ToolCall, ToolResult } from "../tools/types.ts";

/** Tokens a provider reported, summed over every turn of a request. */
export interface Usage {
  input_tokens: number;
  output_tokens: number;
}

/** Read-only answer from profile and memory (POST /messages): no tools. */
export interface AnswerRequest {
  question: string;
  profile: { name: string | null; timezone: string | null };
  memories: { id: string; text: string; created_at: string }[];
  /** How many memories the account has, when more than `memories` holds. */
  memoryCount?: number;
  now: Date;
}

/** A read-only answer, the model that gave it, and what it cost. */
export interface ModelAnswer {
  reply: string;
  model: string;
  usage: Usage;
}

/** One /actions turn: the model may call tools; `execute` runs a call (it re-checks permissions) and never throws for user errors. */
export interface ActRequest {
  message: string;
  tools: ToolDefinition[];
  profile: AnswerRequest["profile"];
  memories: AnswerRequest["memories"];
  memoryCount?: number;
  now: Date;
  timezone: string;
  maxToolCalls: number;
  /**
   * The owner's chat: earlier exchanges with the model, oldest first, as context. Only messages
   * that were themselves sent to a model are kept here, so none holds a secret.
   */
  history?: ChatExchange[];
  /** Tools the caller would have with Business Mode on, while it is off: refused with that reason. */
  needBusinessMode?: string[];
  execute(call: ToolCall): Promise<ToolResult>;
  /**
   * Runs a read tool the caller may use, as context for reading the message (which saved item
   * "the oat milk" is): not an action of the turn, so not counted, shown or reported. Any other
   * tool is refused. Absent where no saved items can be read.
   */
  readSaved?(call: ToolCall): Promise<ToolResult>;
}

/** One earlier exchange of the chat: what the user wrote and what the model answered. */
export interface ChatExchange {
  user: string;
  assistant: string;
}

/** The reply of an /actions turn and every tool call that counted against the limit. */
export interface ActOutcome {
  reply: string;
  model: string;
  usage: Usage;
  calls: { call: ToolCall; result: ToolResult }[];
  /**
   * Set when the reply asks the user for a detail the request lacked (a time, which item) and
   * nothing ran: the chat reads the next message as the answer; the API keeps no duplicate.
   */
  question?: string;
}

/** A model behind one interface: the local one, or a provider's. */
export interface Model {
  readonly name: string;
  answer(req: AnswerRequest): Promise<ModelAnswer>;
  act(req: ActRequest): Promise<ActOutcome>;
}
