import type Anthropic from "@anthropic-ai/sdk";
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
  asInput,
  type Conversation,
  exchangeMessages,
  modelAnswer,
  type ModelTurn,
  type ProposedCall,
  runToolLoop,
  tokens,
  toolSpec,
} from "./_tool_loop.ts";
import type { ActOutcome, ActRequest, AnswerRequest, Model, ModelAnswer, Usage } from "./model.ts";

/** How to reach the Anthropic Messages API. */
export interface AnthropicModelOptions extends ProviderOptions {
  /** The model to ask, e.g. `claude-sonnet-5-5`. */
  model: string;
  /** Sent as `x-api-key`; never logged or shown. */
  apiKey: string;
  /**
   * Where `/v1/messages` lives.
   * @default "https://api.anthropic.com"
   */
  baseURL?: string;
  /**
   * The most tokens one answer may have (the API requires a value).
   * @default 1024
   */
  maxOutputTokens?: number;
}

type Message = Anthropic.MessageParam;

/**
 * A model behind the Anthropic Messages API with native tool calling (`tools`, `tool_use` and
 * `tool_result` content blocks).
 */
export class AnthropicModel implements Model {
  readonly name: string;
  /** The SDK is loaded when a model of this provider is made, not by importing this module. */
  readonly #sdk: Promise<typeof Anthropic>;
  readonly #client: Promise<Anthropic>;
  readonly #timeoutMs: number;
  readonly #maxOutputTokens: number;

  constructor(options: AnthropicModelOptions) {
    this.name = options.model;
    this.#timeoutMs = providerTimeoutMs(options);
    this.#maxOutputTokens = options.maxOutputTokens ?? 1024;
    // Every option the SDK would otherwise read from the environment is given here.
    this.#sdk = import("@anthropic-ai/sdk").then((m) => m.default);
    this.#client = this.#sdk.then((SDK) =>
      new SDK({ ...sdkClientOptions(options, "https://api.anthropic.com"), webhookKey: null })
    );
  }

  /** Answers from profile and memory in one request that offers no tools. */
  async answer(req: AnswerRequest): Promise<ModelAnswer> {
    const system = answerSystemPrompt(req);
    const turn = await this.#turn(system, [{ role: "user", content: req.question }], undefined);
    return modelAnswer(turn, this.name);
  }

  /** Runs one /actions turn with native tool calling. */
  act(req: ActRequest): Promise<ActOutcome> {
    const tools: Anthropic.Tool[] = req.tools.map((t) => {
      const spec = toolSpec(t);
      return {
        name: spec.name,
        description: spec.description,
        input_schema: spec.schema as Anthropic.Tool.InputSchema,
      };
    });
    const system = actSystemPrompt(req, req.maxToolCalls);
    const messages: Message[] = [
      ...exchangeMessages(req.history),
      { role: "user", content: req.message },
    ];
    const first = messages.length;
    const conversation: Conversation<Anthropic.ContentBlock[]> = {
      next: (withTools) =>
        this.#turn(system, messages, toolParams(tools, withTools, messages.length > first)),
      answer: (turn, answers) => {
        messages.push(
          { role: "assistant", content: echo(turn.raw) },
          { role: "user", content: toolResults(answers) },
        );
      },
    };
    return runToolLoop(conversation, req, this.name);
  }

  async #turn(
    system: string,
    messages: Message[],
    tools: Pick<Anthropic.MessageCreateParamsNonStreaming, "tools" | "tool_choice"> | undefined,
  ): Promise<ModelTurn<Anthropic.ContentBlock[]>> {
    let reply: Anthropic.Message;
    try {
      reply = await (await this.#client).messages.create({
        model: this.name,
        max_tokens: this.#maxOutputTokens,
        system,
        messages,
        ...tools,
      });
    } catch (err) {
      throw sdkUnavailable(err, await this.#sdk, "anthropic", this.#timeoutMs);
    }
    if (!reply || !Array.isArray(reply.content)) {
      throw unreadableAnswer("anthropic", this.#timeoutMs);
    }
    const text = reply.content.flatMap((b) => b.type === "text" ? [b.text] : []).join("\n");
    const calls: ProposedCall[] = reply.content.flatMap((b) =>
      b.type === "tool_use" ? [{ id: b.id, name: b.name, input: asInput(b.name, b.input) }] : []
    );
    return {
      text,
      calls,
      model: typeof reply.model === "string" ? reply.model : undefined,
      usage: usageOf(reply.usage),
      raw: reply.content,
    };
  }
}

/**
 * The tools of a request. A final answer offers none, but a history with tool blocks must still
 * declare them, so there they are sent with `tool_choice: none`.
 */
function toolParams(
  tools: Anthropic.Tool[],
  withTools: boolean,
  usedTools: boolean,
): Pick<Anthropic.MessageCreateParamsNonStreaming, "tools" | "tool_choice"> | undefined {
  if (tools.length === 0) return undefined;
  if (withTools) return { tools };
  return usedTools ? { tools, tool_choice: { type: "none" } } : undefined;
}

/** The model's content as it goes back into the history: text, thinking and tool use. */
function echo(content: Anthropic.ContentBlock[]): Anthropic.ContentBlockParam[] {
  return content.flatMap((b): Anthropic.ContentBlockParam[] => {
    switch (b.type) {
      case "text":
        return b.text ? [{ type: "text", text: b.text }] : [];
      case "thinking":
        return [{ type: "thinking", thinking: b.thinking, signature: b.signature }];
      case "redacted_thinking":
        return [{ type: "redacted_thinking", data: b.data }];
      case "tool_use": {
        const input = asInput(b.name, b.input);
        return [{ type: "tool_use", id: b.id, name: b.name, input: input.ok ? input.value : {} }];
      }
      default:
        return [];
    }
  });
}

function toolResults(answers: AnsweredCall[]): Anthropic.ToolResultBlockParam[] {
  return answers.map((a) => ({
    type: "tool_result",
    tool_use_id: a.id,
    content: a.content,
    ...(a.ok ? {} : { is_error: true }),
  }));
}

/** Input counts what was read from the prompt cache too: all of it is billed. */
function usageOf(usage: Anthropic.Usage | undefined): Usage {
  return {
    input_tokens: tokens(
      usage?.input_tokens,
      usage?.cache_creation_input_tokens,
      usage?.cache_read_input_tokens,
    ),
    output_tokens: tokens(usage?.output_tokens),
  };
}
