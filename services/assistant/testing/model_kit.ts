/**
 * What the tests of the model providers share: tool definitions by name, an /actions request
 * whose `execute` records the calls, a model pointed at a fake server that is closed afterwards,
 * and everything an error would show (to prove a secret is not in it).
 * @module
 */
import { findTool, type ToolDefinition } from "@asst/shared";
import assert from "node:assert/strict";
import type { ActRequest } from "../src/models/model.ts";
import type { ToolCall, ToolResult } from "../src/tools/types.ts";

/** The shared definition of the tool `name`; fails the test when there is none. */
export function tool(name: string): ToolDefinition {
  const t = findTool(name);
  assert.ok(t, `tool ${name} exists`);
  return t;
}

/**
 * An /actions request whose `execute` records each call and answers from `results` (by tool
 * name), or ok with `Ran <tool>.` and the number of calls so far.
 */
export function recordingActRequest(
  base: Omit<ActRequest, "execute">,
  results: Record<string, ToolResult> = {},
): { req: ActRequest; executed: ToolCall[] } {
  const executed: ToolCall[] = [];
  const req: ActRequest = {
    execute: (call) => {
      executed.push(call);
      return Promise.resolve(
        results[call.name] ??
          { ok: true, summary: `Ran ${call.name}.`, data: { n: executed.length } },
      );
    },
    ...base,
  };
  return { req, executed };
}

/** A fake provider server a test started. */
export interface FakeProvider {
  url: string;
  close(): Promise<void>;
}

/** How the model under test is made: no retries unless asked. */
export interface FakeModelOptions {
  maxRetries?: number;
  timeoutMs?: number;
}

/** Runs `run` with a model of `makeModel` pointed at `fake`, then closes the fake. */
export async function withFakeProvider<F extends FakeProvider, M>(
  fake: F,
  makeModel: (options: { baseURL: string; maxRetries: number; timeoutMs?: number }) => M,
  run: (model: M, fake: F) => Promise<void>,
  options: FakeModelOptions = {},
): Promise<void> {
  try {
    const model = makeModel({
      baseURL: fake.url,
      maxRetries: options.maxRetries ?? 0,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    await run(model, fake);
  } finally {
    await fake.close();
  }
}

/** Every message in an error's cause chain, its stack and how Deno prints it. */
export function everythingShown(err: unknown): string {
  const parts = [Deno.inspect(err, { depth: 10 })];
  let e: unknown = err;
  while (e instanceof Error) {
    parts.push(e.message, e.stack ?? "");
    e = e.cause;
  }
  return parts.join("\n");
}

/**
 * The system prompt a fake provider received: OpenAI's first message (role `system`), or
 * Anthropic's `system`.
 */
// deno-lint-ignore no-explicit-any
export function systemPromptOf(body: any): string {
  if (typeof body?.system === "string") return body.system;
  const first = body?.messages?.[0];
  assert.equal(first?.role, "system", "the request starts with the system prompt");
  return String(first.content);
}

/** The memories a system prompt quotes, one a line, as `_prompts.ts` writes them. */
export function memoriesInPrompt(system: string): string[] {
  const start = system.indexOf("<memories>\n");
  const end = system.indexOf("\n</memories>");
  assert.ok(start >= 0 && end > start, "the prompt has a memories section");
  return system.slice(start + "<memories>\n".length, end).split("\n")
    .filter((line) => line !== "(none)")
    .map((line) => line.replace(/^- \(\d{4}-\d{2}-\d{2}\) /, ""));
}
