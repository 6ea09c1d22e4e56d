import type OpenAI from "openai";
import { actSystemPrompt, answerSystemPrompt } from "./_prompts.ts";
import {
  type ProviderOptions,
  providerTimeoutMs,
  sdkClientOptions,
  sdkUnavailable,
  unreadableAnswer,
} from "./_provider.ts";
import {
  type AnsweredCall,
  type Conversation,
  exchangeMessages,
  modelAnswer,
  type ModelTurn,
  parseArguments,
  type ProposedCall,
  runToolLoop,
  tokens,
  toolSpec,
} from "./_tool_loop.ts";
import type { ActOutcome, ActRequest, AnswerRequest, Model, ModelAnswer, Usage } from "./model.ts";

/** How to reach an OpenAI-compatible chat completions server. */
export interface OpenAIModelOptions extends ProviderOptions {
  /** The model to ask, e.g. `gpt-4.1-mini` (or the name a local server serves). */
  model: string;
  /** Sent as `Authorization: Bearer`; never logged or shown. */
  apiKey: string;
  /**
   * Where `/chat/completions` lives, e.g. `http://127.0.0.1:11434/v1` for Ollama.
   * @default "https://api.openai.com/v1"
   */
  baseURL?: string;
  /** Sent as `max_completion_tokens` when set; unset leaves the server's default. */
  maxOutputTokens?: number;
}

type Message = OpenAI.ChatCompletionMessageParam;
type Completion = OpenAI.ChatCompletion;

/**
 * A model behind OpenAI chat completions with native tool calling (`tools`, `tool_calls`,
 * `role: "tool"` results). Azure OpenAI, Ollama, vLLM, llama.cpp server and LM Studio speak the
 * same protocol: point `baseURL` at them.
 */
export class OpenAIModel implements Model {
  readonly name: string;
  /** The SDK is loaded when a model of this provider is made, not by importing this module. */
  readonly #sdk: Promise<typeof OpenAI>;
  readonly #client: Promise<OpenAI>;
  readonly #timeoutMs: number;
  readonly #maxOutputTokens: number | undefined;

  constructor(options: OpenAIModelOptions) {
    this.name = options.model;
    this.#timeoutMs = providerTimeoutMs(options);
    this.#maxOutputTokens = options.maxOutputTokens;
    // Every option the SDK would otherwise read from the environment is given here.
    this.#sdk = import("openai").then((m) => m.default);
    this.#client = this.#sdk.then((SDK) =>
      new SDK({
        ...sdkClientOptions(options, "https://api.openai.com/v1"),
        adminAPIKey: null,
        organization: null,
        project: null,
        webhookSecret: null,
      })
    );
  }

  /** Answers from profile and memory in one request that offers no tools. */
  async answer(req: AnswerRequest): Promise<ModelAnswer> {
    const turn = await this.#turn([
      { role: "system", content: answerSystemPrompt(req) },
      { role: "user", content: req.question },
    ], undefined);
    return modelAnswer(turn, this.name);
  }

  /** Runs one /actions turn with native tool calling. */
  act(req: ActRequest): Promise<ActOutcome> {
    const tools: OpenAI.ChatCompletionTool[] = req.tools.map((t) => {
      const spec = toolSpec(t);
      return {
        type: "function",
        function: { name: spec.name, description: spec.description, parameters: spec.schema },
      };
    });
    const messages: Message[] = [
      { role: "system", content: actSystemPrompt(req, req.maxToolCalls) },
      ...exchangeMessages(req.history),
      { role: "user", content: req.message },
    ];
    const conversation: Conversation<OpenAI.ChatCompletionMessage> = {
      next: (withTools) => this.#turn(messages, withTools && tools.length > 0 ? tools : undefined),
      answer: (turn, answers) =>
        messages.push(assistantMessage(turn.raw), ...toolMessages(answers)),
    };
    return runToolLoop(conversation, req, this.name);
  }

  async #turn(
    messages: Message[],
    tools: OpenAI.ChatCompletionTool[] | undefined,
  ): Promise<ModelTurn<OpenAI.ChatCompletionMessage>> {
    let completion: Completion;
    try {
      completion = await (await this.#client).chat.completions.create({
        model: this.name,
        messages,
        ...(tools ? { tools } : {}),
        ...(this.#maxOutputTokens ? { max_completion_tokens: this.#maxOutputTokens } : {}),
      });
    } catch (err) {
      throw sdkUnavailable(err, await this.#sdk, "openai", this.#timeoutMs);
    }
    const message = completion?.choices?.[0]?.message;
    if (!message || typeof message !== "object") {
      throw unreadableAnswer("openai", this.#timeoutMs);
    }
    return {
      text: typeof message.content === "string"
        ? message.content
        : typeof message.refusal === "string"
        ? message.refusal
        : "",
      calls: (message.tool_calls ?? []).map(proposedCall),
      model: typeof completion.model === "string" ? completion.model : undefined,
      usage: usageOf(completion.usage),
      raw: message,
    };
  }
}

function proposedCall(call: OpenAI.ChatCompletionMessageToolCall): ProposedCall {
  if (call.type === "function" && call.function && typeof call.function.name === "string") {
    const args = typeof call.function.arguments === "string" ? call.function.arguments : "";
    return {
      id: call.id,
      name: call.function.name,
      input: parseArguments(call.function.name, args),
    };
  }
  const name = call.type === "custom" && call.custom ? call.custom.name : "unknown";
  return {
    id: call.id,
    name,
    input: { ok: false, error: `"${name.slice(0, 64)}" is not a function tool; call a function` },
  };
}

/** The model's message as it goes back into the history: text and tool calls only. */
function assistantMessage(raw: OpenAI.ChatCompletionMessage): Message {
  return {
    role: "assistant",
    content: raw.content ?? null,
    ...(raw.tool_calls && raw.tool_calls.length > 0 ? { tool_calls: raw.tool_calls } : {}),
  };
}

function toolMessages(answers: AnsweredCall[]): Message[] {
  return answers.map((a) => ({ role: "tool", tool_call_id: a.id, content: a.content }));
}

function usageOf(usage: OpenAI.CompletionUsage | undefined): Usage {
  return {
    input_tokens: tokens(usage?.prompt_tokens),
    output_tokens: tokens(usage?.completion_tokens),
  };
}
