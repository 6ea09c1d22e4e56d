import { AppError, ERROR_CODE, type ToolDefinition, toolInputJsonSchema } from "@asst/shared";
import type { ToolCall, ToolResult } from "../tools/types.ts";
import type { ActOutcome, ActRequest, ChatExchange, ModelAnswer, Usage } from "./model.ts";

/** A tool call as the model proposed it, before it is run. */
export interface ProposedCall {
  /** The provider's id of the call, echoed with its result. */
  id: string;
  name: string;
  /** The parsed arguments, or why they could not be read. */
  input: { ok: true; value: Record<string, unknown> } | { ok: false; error: string };
}

/** One answer of the model: its text, the calls it asks for, and what it reported. */
export interface ModelTurn<Raw> {
  text: string;
  calls: ProposedCall[];
  /** The model name the provider reported, if any. */
  model: string | undefined;
  usage: Usage;
  /** The provider's own message, echoed back in the history. */
  raw: Raw;
}

/** The answer to one proposed call, in the order the model made them. */
export interface AnsweredCall {
  id: string;
  ok: boolean;
  /** The result as JSON text: `{ok, summary, data}` or `{ok: false, error}`. */
  content: string;
}

/** A provider's side of the loop: it keeps the history in its own wire shape. */
export interface Conversation<Raw> {
  /** Asks the model for its next turn; `withTools` false asks for a final answer in text. */
  next(withTools: boolean): Promise<ModelTurn<Raw>>;
  /** Adds the model's turn and the answers to its calls to the history. */
  answer(turn: ModelTurn<Raw>, answers: AnsweredCall[]): void;
}

/** What the user reads when the model gave no text at all. */
export const EMPTY_REPLY = "I have no answer to that; please try again or rephrase it";

/** A read-only answer from one turn: its text (or {@link EMPTY_REPLY}) and who answered. */
export function modelAnswer(turn: ModelTurn<unknown>, model: string): ModelAnswer {
  return { reply: turn.text.trim() || EMPTY_REPLY, model: turn.model || model, usage: turn.usage };
}

/** Longest tool result sent back to the model, in characters. */
export const MAX_RESULT_CHARS = 32_000;

/** The message of a call refused because the limit was reached. */
export function limitMessage(maxToolCalls: number): string {
  return `Tool call limit of ${maxToolCalls} reached`;
}

/**
 * Runs the tool loop: asks the model, runs the calls it makes in order, sends the results back,
 * until it answers in text. At most `maxToolCalls` calls count (run, or answered as malformed);
 * further ones are refused unrun, the next turn offers no tools, and a model that still calls
 * tools then gets no more turns. `execute` errors that are not the user's propagate.
 */
export async function runToolLoop<Raw>(
  conversation: Conversation<Raw>,
  req: Pick<ActRequest, "maxToolCalls" | "execute">,
  configuredModel: string,
): Promise<ActOutcome> {
  const max = Math.max(0, Math.floor(req.maxToolCalls));
  const maxTurns = max + 2;
  const usage: Usage = { input_tokens: 0, output_tokens: 0 };
  const calls: ActOutcome["calls"] = [];
  let model = configuredModel;
  for (let turnNumber = 1;; turnNumber++) {
    const withTools = calls.length < max && turnNumber < maxTurns;
    const turn = await conversation.next(withTools);
    usage.input_tokens += turn.usage.input_tokens;
    usage.output_tokens += turn.usage.output_tokens;
    if (turn.model) model = turn.model;
    const text = turn.text.trim();
    if (turn.calls.length === 0) {
      return { reply: text || EMPTY_REPLY, model, usage, calls };
    }
    if (!withTools) {
      // Its text announces calls that will not run, so it is not the reply.
      return { reply: stoppedReply(calls.length), model, usage, calls };
    }
    const answers: AnsweredCall[] = [];
    for (const proposed of turn.calls) {
      if (calls.length >= max) {
        answers.push(answerOf(proposed.id, { ok: false, error: limitMessage(max) }));
        continue;
      }
      const call: ToolCall = {
        name: proposed.name,
        input: proposed.input.ok ? proposed.input.value : {},
      };
      const result: ToolResult = proposed.input.ok
        ? await req.execute(call)
        : { ok: false, error: proposed.input.error };
      calls.push({ call, result });
      answers.push(answerOf(proposed.id, result));
    }
    conversation.answer(turn, answers);
  }
}

/** The reply when the model still called tools after the limit. */
export function stoppedReply(made: number): string {
  return `I stopped after ${made} tool call${made === 1 ? "" : "s"}, the most one request may ` +
    "make, before I could finish; please ask again for the rest";
}

function answerOf(id: string, result: ToolResult): AnsweredCall {
  return { id, ok: result.ok, content: resultContent(result) };
}

/** A tool result as the JSON text the model reads, cut to {@link MAX_RESULT_CHARS}. */
export function resultContent(result: ToolResult): string {
  const full = result.ok
    ? JSON.stringify({ ok: true, summary: result.summary, data: result.data ?? null })
    : JSON.stringify({ ok: false, error: result.error });
  if (full.length <= MAX_RESULT_CHARS) return full;
  const json = (text: string) =>
    result.ok
      ? JSON.stringify({
        ok: true,
        summary: text,
        data: null,
        note: "The data was too long to show; ask for less, e.g. with a narrower search",
      })
      : JSON.stringify({ ok: false, error: text });
  let text = (result.ok ? result.summary : result.error).slice(0, MAX_RESULT_CHARS);
  // Escapes make the JSON longer than its text: cut until it fits.
  while (json(text).length > MAX_RESULT_CHARS) text = text.slice(0, Math.floor(text.length * 0.9));
  return json(text);
}

/**
 * Reads a call's arguments from JSON text: an object, or an error the model can act on. Empty
 * text counts as no arguments, as some OpenAI-compatible servers send for tools without input.
 */
export function parseArguments(
  name: string,
  json: string,
): ProposedCall["input"] {
  if (json.trim() === "") return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {
      ok: false,
      error: `The arguments of "${name.slice(0, 64)}" are not valid JSON; ` +
        "send them again as one JSON object",
    };
  }
  return asInput(name, value);
}

/** Accepts arguments that are a JSON object, and answers anything else with an error. */
export function asInput(name: string, value: unknown): ProposedCall["input"] {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return { ok: true, value: value as Record<string, unknown> };
  }
  return {
    ok: false,
    error: `The arguments of "${name.slice(0, 64)}" must be a JSON object; send them again as one`,
  };
}

/** A tool's name, description and input JSON Schema, as both providers take them. */
export function toolSpec(
  tool: ToolDefinition,
): { name: string; description: string; schema: Record<string, unknown> } {
  const { $schema: _ignored, ...schema } = toolInputJsonSchema(tool);
  return {
    name: tool.name,
    description: tool.description,
    schema: { ...schema, type: "object" },
  };
}

/** Non-negative whole token counts, whatever a compatible server sent. */
export function tokens(...values: (number | null | undefined)[]): number {
  let sum = 0;
  for (const v of values) {
    if (typeof v === "number" && Number.isFinite(v) && v > 0) sum += Math.floor(v);
  }
  return sum;
}

/** How a provider call failed, told without the provider's own text. */
export interface ProviderFailure {
  /** `openai` or `anthropic`, as users configure it. */
  provider: string;
  kind: "http" | "timeout" | "connection" | "unreadable";
  status?: number;
  headers?: Headers;
  /** The provider's request id, for support. */
  requestId?: string | null | undefined;
  timeoutMs: number;
}

/**
 * The 503 a provider failure becomes. Its message and cause say what failed (status, request id)
 * and never hold the provider's own error text, which may echo the API key or the prompt.
 */
export function providerUnavailable(failure: ProviderFailure): AppError {
  const who = `The model provider "${failure.provider}"`;
  const status = failure.status;
  let message: string;
  let retryAfter = 1;
  if (failure.kind === "timeout") {
    message = `${who} did not answer within ${failure.timeoutMs} ms; try again later`;
  } else if (failure.kind === "connection") {
    message = `Could not reach the model provider "${failure.provider}"; try again later`;
  } else if (failure.kind === "unreadable") {
    message = `${who} sent an answer that could not be read; try again later`;
  } else if (status === 429) {
    retryAfter = retryAfterSeconds(failure.headers) ?? 1;
    message = `${who} is rate limiting requests; try again in ${retryAfter} seconds`;
  } else {
    message = `${who} answered HTTP ${status ?? "error"}; try again later`;
  }
  const requestId = safeId(failure.requestId);
  const detail = `${failure.provider} ${failure.kind}` +
    (status === undefined ? "" : ` HTTP ${status}`) +
    (requestId ? ` request id ${requestId}` : "");
  return new AppError(ERROR_CODE.unavailable, message, {
    retryAfter,
    cause: new Error(`Model provider call failed: ${detail}`),
  });
}

/** The longest wait between retries the SDKs may take: a longer Retry-After fails at once. */
export const MAX_RETRY_WAIT_MS = 5_000;

/**
 * `fetch` for the SDKs that marks a response asking for a wait longer than `maxWaitMs` as not to
 * be retried (`x-should-retry: false`), so a request fails with a 503 and the provider's
 * Retry-After instead of sleeping (the Anthropic SDK would wait as long as it is told).
 */
export function boundedRetryFetch(maxWaitMs = MAX_RETRY_WAIT_MS): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const wait = retryWaitMs(response.headers);
    if (wait === undefined || wait <= maxWaitMs) return response;
    const headers = new Headers(response.headers);
    headers.set("x-should-retry", "false");
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}

function retryWaitMs(headers: Headers): number | undefined {
  const ms = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (Number.isFinite(ms)) return ms;
  const seconds = retryAfterSeconds(headers);
  return seconds === undefined ? undefined : seconds * 1000;
}

/** Whole seconds from a Retry-After header (seconds or an HTTP date), at least 1. */
export function retryAfterSeconds(
  headers: Headers | undefined,
  now = Date.now(),
): number | undefined {
  const value = headers?.get("retry-after")?.trim();
  if (!value) return undefined;
  const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(Math.max(1, Math.ceil(seconds)), 24 * 60 * 60);
}

function safeId(id: string | null | undefined): string | undefined {
  return id && /^[\w.-]{1,100}$/.test(id) ? id : undefined;
}

/** The chat's earlier exchanges as plain user and assistant messages, oldest first. */
export function exchangeMessages(
  history: ChatExchange[] | undefined,
): { role: "user" | "assistant"; content: string }[] {
  return (history ?? []).flatMap((t) => [
    { role: "user" as const, content: t.user },
    { role: "assistant" as const, content: t.assistant },
  ]);
}
