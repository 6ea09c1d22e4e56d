/**
 * `deno task bench:micro`: the local model's cost per /actions request on the messages the
 * benchmark's load sends (test/bench/actions_load.ts). Each iteration's message is new, as under
 * load, so nothing is served from the last reading.
 * @module
 */
import { everything, toolsFor } from "@asst/shared";
import { forbiddenRequest, readToolIntent } from "./local/tool_intent.ts";
import type { ToolCall, ToolResult } from "../tools/types.ts";
import { LocalModel } from "./local_model.ts";
import type { ActRequest } from "./model.ts";

const tools = toolsFor(everything(), { businessMode: true });
const now = new Date("2026-11-23T09:00:00Z");
const model = new LocalModel();
const done = (call: ToolCall): Promise<ToolResult> =>
  Promise.resolve({ ok: true, summary: `Done: ${call.name}.`, data: {} });

function request(message: string): ActRequest {
  return {
    message,
    tools,
    profile: { name: null, timezone: "Europe/Paris", email: null },
    memories: [],
    now,
    timezone: "Europe/Paris",
    maxToolCalls: 5,
    execute: done,
  } as ActRequest;
}

let n = 0;
const add = () => `add item ab12cd34-${++n} to my shopping list`;
const remove = () => `remove item ab12cd34-${++n} from my shopping list`;
const ctx = { now, timezone: "Europe/Paris" };

Deno.bench("LocalModel.act(): add an item to the shopping list", { group: "act" }, async () => {
  await model.act(request(add()));
});

Deno.bench(
  "LocalModel.act(): remove an item from the shopping list",
  { group: "act" },
  async () => {
    await model.act(request(remove()));
  },
);

Deno.bench("readToolIntent(): add and remove", { group: "parts" }, () => {
  readToolIntent(add(), ctx);
  readToolIntent(remove(), ctx);
});

Deno.bench("forbiddenRequest(): add and remove", { group: "parts" }, () => {
  forbiddenRequest(add());
  forbiddenRequest(remove());
});

/** Messages read again rephrased, or read only in part: the most a reading costs. */
const hard = [
  "I don't care about the chair any more, stop watching it",
  "taxi for 45 and dinner for 30, both on the company",
  "Sarah got married, she's Sarah Reese now",
  "the weather's been awful this week",
];

Deno.bench("readToolIntent(): a message read again rephrased or not understood", {
  group: "parts",
}, () => {
  const text = `${hard[n % hard.length]} ${++n % 2 === 0 ? "" : "."}`;
  readToolIntent(text, ctx);
});
