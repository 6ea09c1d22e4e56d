/** Model calls and tokens, counted by model, around any {@link Model}. @module */
import { ChildCache, counter } from "@asst/shared/http";
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

/** Runs one model call, counting it under the model that answered and its tokens. */
async function metered<T extends { model: string; usage: Usage }>(
  configured: string,
  kind: "answer" | "act",
  run: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (err) {
    callChildren.get(configured, `${kind} failed`).inc();
    throw err;
  }
  callChildren.get(result.model, `${kind} ok`).inc();
  tokenChildren.get(result.model, "input").inc(result.usage.input_tokens);
  tokenChildren.get(result.model, "output").inc(result.usage.output_tokens);
  return result;
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
    answer: (req) => metered(model.name, "answer", () => model.answer(req)),
    act: (req) => metered(model.name, "act", () => model.act(req)),
  };
}
