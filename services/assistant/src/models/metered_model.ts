/** Model calls and tokens, counted by model, around any {@link Model}. @module */
import { ChildCache, counter } from "@asst/shared";
import type { Model, Usage } from "./model.ts";

const calls = counter(
  "model_calls_total",
  "Calls to a language model, by model, kind (answer or act) and outcome (ok or failed).",
  ["model", "kind", "outcome"],
);
const tokens = counter(
  "model_tokens_total",
  "Tokens a language model read (input) and wrote (output), by model.",
  ["model", "direction"],
);
const callChildren = new ChildCache((model, kindOutcome) => {
  const [kind, outcome] = String(kindOutcome).split(" ");
  return calls.labels(model, kind!, outcome!);
});
const tokenChildren = new ChildCache((model, direction) => tokens.labels(model, String(direction)));

function countUsage(model: string, usage: Usage): void {
  tokenChildren.get(model, "input").inc(usage.input_tokens);
  tokenChildren.get(model, "output").inc(usage.output_tokens);
}

/**
 * `model`, counting each call by the model that answered (the configured name when it failed)
 * and the tokens it used. Model names come from the configuration, never from a user.
 */
export function meteredModel(model: Model): Model {
  return {
    get name() {
      return model.name;
    },
    async answer(req) {
      try {
        const answer = await model.answer(req);
        callChildren.get(answer.model, "answer ok").inc();
        countUsage(answer.model, answer.usage);
        return answer;
      } catch (err) {
        callChildren.get(model.name, "answer failed").inc();
        throw err;
      }
    },
    async act(req) {
      try {
        const outcome = await model.act(req);
        callChildren.get(outcome.model, "act ok").inc();
        countUsage(outcome.model, outcome.usage);
        return outcome;
      } catch (err) {
        callChildren.get(model.name, "act failed").inc();
        throw err;
      }
    },
  };
}
