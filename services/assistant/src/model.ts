import { answerFromMemory } from "./local/answer.ts";
import type { Memory, Profile } from "./memory_store.ts";

/** An answer and what it cost. */
export interface ModelAnswer {
  reply: string;
  model: string;
  usage: { input_tokens: number; output_tokens: number };
}

/** What a model answers from: the question, the profile and the memories a key may see. */
export interface AnswerInput {
  question: string;
  profile: Profile;
  memories: Memory[];
  now: Date;
}

/** A model that answers read-only questions. */
export interface AnswerModel {
  readonly name: string;
  answer(input: AnswerInput): Promise<ModelAnswer>;
}

/** Rough token count for models that do not report one: about 4 characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The embedded, deterministic model: no network, no cost beyond a fixed token estimate. */
export class LocalModel implements AnswerModel {
  readonly name = "local";

  answer(input: AnswerInput): Promise<ModelAnswer> {
    const reply = answerFromMemory(input.question, input);
    const context = input.memories.map((m) => m.text).join("\n");
    return Promise.resolve({
      reply,
      model: this.name,
      usage: {
        input_tokens: estimateTokens(input.question) + estimateTokens(context),
        output_tokens: estimateTokens(reply),
      },
    });
  }
}
