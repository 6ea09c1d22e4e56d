import { AppError } from "@asst/shared";
import assert from "node:assert/strict";
import type { ToolCall, ToolResult } from "../tools/types.ts";
import {
  everythingShown,
  type FakeModelOptions,
  recordingActRequest,
  tool,
  withFakeProvider,
} from "../../testing/model_kit.ts";
import {
  anthropicText,
  anthropicToolUses,
  FAKE_KEY,
  keySent,
  refusedUrl,
  type Scripted,
  startFakeAnthropic,
} from "../../testing/fake_anthropic.ts";
import { stoppedReply } from "./_tool_loop.ts";
import { AnthropicModel } from "./anthropic_model.ts";
import type { ActRequest, AnswerRequest } from "./model.ts";

const NOW = new Date("2026-06-15T22:30:00Z");
const PROMPT = "Remind me to call the dentist tomorrow at 9, my PIN is 4417-SECRET";

function answerRequest(over: Partial<AnswerRequest> = {}): AnswerRequest {
  return {
    question: "When is my sister's birthday?",
    profile: { name: "Ben", timezone: "America/New_York" },
    memories: [
      { id: "m1", text: "My sister Clara was born on 3 May", created_at: "2026-01-05T10:00:00Z" },
    ],
    now: NOW,
    ...over,
  };
}

/** An act request whose `execute` records calls and answers from `results` (ok by default). */
function actRequest(
  over: Partial<ActRequest> = {},
  results: Record<string, ToolResult> = {},
): { req: ActRequest; executed: ToolCall[] } {
  return recordingActRequest({
    message: PROMPT,
    tools: [tool("reminders_create"), tool("reminders_list")],
    profile: { name: "Ben", timezone: "America/New_York" },
    memories: [],
    now: NOW,
    timezone: "America/New_York",
    maxToolCalls: 5,
    ...over,
  }, results);
}

function withFake(
  script: Scripted[],
  run: (model: AnthropicModel, fake: ReturnType<typeof startFakeAnthropic>) => Promise<void>,
  options: FakeModelOptions = {},
): Promise<void> {
  return withFakeProvider(
    startFakeAnthropic(script),
    (o) => new AnthropicModel({ model: "claude-fake", apiKey: FAKE_KEY, ...o }),
    run,
    options,
  );
}

const REMIND = { text: "Call the dentist", at: "2026-06-16T09:00:00-04:00" };

Deno.test("answer() sends the question, the memories and no tools, and returns the text with summed cache usage", async () => {
  await withFake(
    [anthropicText("Clara's birthday is on 3 May.", {
      model: "claude-fake-2026-05-01",
      usage: {
        input_tokens: 50,
        output_tokens: 9,
        cache_creation_input_tokens: 30,
        cache_read_input_tokens: 20,
      },
    })],
    async (model, fake) => {
      const answer = await model.answer(answerRequest());
      assert.deepEqual(answer, {
        reply: "Clara's birthday is on 3 May.",
        model: "claude-fake-2026-05-01",
        usage: { input_tokens: 100, output_tokens: 9 },
      });
      assert.equal(fake.received.length, 1);
      const got = fake.received[0]!;
      assert.equal(got.path, "/v1/messages");
      assert.equal(keySent(got.headers), FAKE_KEY);
      assert.match(got.headers.get("anthropic-version") ?? "", /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(got.body.model, "claude-fake");
      assert.equal(got.body.max_tokens, 1024);
      assert.equal("tools" in got.body, false);
      assert.equal("tool_choice" in got.body, false);
      assert.match(got.body.system, /My sister Clara was born on 3 May/);
      assert.match(got.body.system, /Monday 2026-06-15/);
      assert.match(
        got.body.system,
        /18:30 in the user's time zone America\/New_York \(UTC-04:00\)/,
      );
      assert.match(got.body.system, /read-only/);
      assert.deepEqual(got.body.messages, [
        { role: "user", content: "When is my sister's birthday?" },
      ]);
    },
  );
});

Deno.test("act() runs a tool_use block and sends a tool_result block back, then returns the final text", async () => {
  await withFake(
    [
      anthropicToolUses([{ id: "toolu_1", name: "reminders_create", input: REMIND }], {
        text: "I'll set that up.",
        usage: { input_tokens: 400, output_tokens: 40 },
      }),
      anthropicText("I'll remind you to call the dentist tomorrow at 9:00.", {
        model: "claude-fake-2026-05-01",
        usage: { input_tokens: 480, output_tokens: 15 },
      }),
    ],
    async (model, fake) => {
      const result: ToolResult = {
        ok: true,
        summary: "I'll remind you: Call the dentist, Tue 16 Jun 09:00.",
        data: { id: "rem_1", at: "2026-06-16T13:00:00Z" },
      };
      const { req, executed } = actRequest({}, { reminders_create: result });
      const outcome = await model.act(req);

      assert.deepEqual(executed, [{ name: "reminders_create", input: REMIND }]);
      assert.deepEqual(outcome, {
        reply: "I'll remind you to call the dentist tomorrow at 9:00.",
        model: "claude-fake-2026-05-01",
        usage: { input_tokens: 880, output_tokens: 55 },
        calls: [{ call: { name: "reminders_create", input: REMIND }, result }],
      });

      const first = fake.received[0]!.body;
      assert.match(first.system, /Never say that anything was done/);
      assert.match(first.system, /credential/);
      assert.deepEqual(first.messages, [{ role: "user", content: PROMPT }]);
      assert.deepEqual(
        first.tools.map((t: { name: string }) => t.name),
        ["reminders_create", "reminders_list"],
      );
      const create = first.tools[0];
      assert.equal(create.description, "Create a one-off or recurring reminder.");
      assert.equal(create.input_schema.type, "object");
      assert.deepEqual(create.input_schema.required, ["text", "at"]);
      assert.equal("$schema" in create.input_schema, false);
      assert.equal("tool_choice" in first, false);

      const second = fake.received[1]!.body;
      assert.deepEqual(second.messages.slice(1), [
        {
          role: "assistant",
          content: [
            { type: "text", text: "I'll set that up." },
            { type: "tool_use", id: "toolu_1", name: "reminders_create", input: REMIND },
          ],
        },
        {
          role: "user",
          content: [{
            type: "tool_result",
            tool_use_id: "toolu_1",
            content: JSON.stringify(result),
          }],
        },
      ]);
    },
  );
});

Deno.test("act() runs two tool_use blocks of one turn in order and marks a failed one is_error", async () => {
  await withFake(
    [
      anthropicToolUses([
        { id: "toolu_a", name: "reminders_list", input: {} },
        { id: "toolu_b", name: "reminders_create", input: { text: "x", at: "tomorrow" } },
      ]),
      anthropicText("One of those failed."),
    ],
    async (model, fake) => {
      const failed: ToolResult = { ok: false, error: "Invalid input for reminders_create: at" };
      const { req, executed } = actRequest({}, { reminders_create: failed });
      const outcome = await model.act(req);
      assert.deepEqual(executed.map((c) => c.name), ["reminders_list", "reminders_create"]);
      assert.equal(outcome.reply, "One of those failed.");
      const results = fake.received[1]!.body.messages[2].content;
      assert.deepEqual(results.map((r: { tool_use_id: string }) => r.tool_use_id), [
        "toolu_a",
        "toolu_b",
      ]);
      assert.equal(results[0].is_error, undefined);
      assert.equal(results[1].is_error, true);
      assert.deepEqual(JSON.parse(results[1].content), failed);
    },
  );
});

Deno.test("act() refuses the 6th call with maxToolCalls 5 and asks for the final answer with tool_choice none", async () => {
  const six = Array.from({ length: 6 }, (_, i) => ({
    id: `toolu_${i + 1}`,
    name: "reminders_list",
    input: {},
  }));
  await withFake([anthropicToolUses(six), anthropicText("Here you go.")], async (model, fake) => {
    const { req, executed } = actRequest({ maxToolCalls: 5 });
    const outcome = await model.act(req);
    assert.equal(executed.length, 5);
    assert.equal(outcome.calls.length, 5);
    assert.equal(outcome.reply, "Here you go.");
    const second = fake.received[1]!.body;
    assert.deepEqual(second.tool_choice, { type: "none" });
    const sixth = second.messages[2].content[5];
    assert.equal(sixth.tool_use_id, "toolu_6");
    assert.equal(sixth.is_error, true);
    assert.deepEqual(JSON.parse(sixth.content), {
      ok: false,
      error: "Tool call limit of 5 reached",
    });
  });
});

Deno.test("act() gives a model that keeps calling tools after the limit no more turns", async () => {
  const use = (i: number) =>
    anthropicToolUses([{ id: `toolu_${i}`, name: "reminders_list", input: {} }]);
  await withFake([use(1), use(2), use(3), use(4)], async (model, fake) => {
    const { req, executed } = actRequest({ maxToolCalls: 1 });
    const outcome = await model.act(req);
    assert.equal(executed.length, 1);
    assert.equal(fake.received.length, 2);
    assert.deepEqual(fake.received[1]!.body.tool_choice, { type: "none" });
    assert.equal(outcome.reply, stoppedReply(1));
  });
});

Deno.test("act() passes unknown tools to execute and answers non-object input as an error without running it", async () => {
  await withFake(
    [
      anthropicToolUses([
        { id: "toolu_x", name: "delete_account", input: { confirm: true } },
        { id: "toolu_y", name: "reminders_create", input: "call the dentist" },
      ]),
      anthropicText("I could not do that."),
    ],
    async (model, fake) => {
      const unknown: ToolResult = { ok: false, error: 'There is no tool "delete_account"' };
      const { req, executed } = actRequest({}, { delete_account: unknown });
      const outcome = await model.act(req);
      assert.deepEqual(executed, [{ name: "delete_account", input: { confirm: true } }]);
      assert.equal(outcome.reply, "I could not do that.");
      const results = fake.received[1]!.body.messages[2].content;
      assert.deepEqual(JSON.parse(results[0].content), unknown);
      assert.match(JSON.parse(results[1].content).error, /must be a JSON object/);
      assert.equal(results[1].is_error, true);
    },
  );
});

Deno.test("a provider 500 becomes a 503 whose message and causes hold neither the key nor the prompt", async () => {
  const echo: Scripted = (got) => ({
    status: 500,
    body: {
      type: "error",
      error: {
        type: "api_error",
        message: `Failed for ${got.headers.get("x-api-key")}: ${JSON.stringify(got.body.messages)}`,
      },
    },
  });
  await withFake([echo], async (model) => {
    const { req } = actRequest();
    const err = await model.act(req).then(() => undefined, (e) => e);
    assert.ok(err instanceof AppError);
    assert.equal(err.status, 503);
    assert.equal(err.code, "service_unavailable");
    assert.match(err.message, /"anthropic" answered HTTP 500/);
    const shown = everythingShown(err);
    assert.ok(!shown.includes(FAKE_KEY), "the key is not shown");
    assert.ok(!shown.includes("4417-SECRET"), "the prompt is not shown");
  });
});

Deno.test("a provider 429 becomes a 503 with the provider's Retry-After", async () => {
  await withFake(
    [{
      status: 429,
      headers: { "retry-after": "42" },
      body: { type: "error", error: { type: "rate_limit_error", message: "slow down" } },
    }],
    async (model) => {
      const err = await model.answer(answerRequest()).then(() => undefined, (e) => e);
      assert.ok(err instanceof AppError);
      assert.equal(err.status, 503);
      assert.equal(err.retryAfter, 42);
      assert.match(err.message, /try again in 42 seconds/);
    },
  );
});

Deno.test("an overloaded provider (529) becomes a 503", async () => {
  await withFake(
    [{ status: 529, body: { type: "error", error: { type: "overloaded_error", message: "x" } } }],
    async (model) => {
      const err = await model.answer(answerRequest()).then(() => undefined, (e) => e);
      assert.ok(err instanceof AppError);
      assert.equal(err.status, 503);
      assert.match(err.message, /HTTP 529/);
    },
  );
});

Deno.test("a refused connection becomes a 503 that does not show the key", async () => {
  const model = new AnthropicModel({
    model: "claude-fake",
    apiKey: FAKE_KEY,
    baseURL: await refusedUrl(""),
    maxRetries: 0,
  });
  const err = await model.answer(answerRequest()).then(() => undefined, (e) => e);
  assert.ok(err instanceof AppError);
  assert.equal(err.status, 503);
  assert.equal(err.code, "service_unavailable");
  assert.match(err.message, /Could not reach the model provider "anthropic"/);
  assert.ok(!everythingShown(err).includes(FAKE_KEY));
});

Deno.test("a provider that does not answer in time becomes a 503", async () => {
  await withFake(["hang"], async (model) => {
    const err = await model.answer(answerRequest()).then(() => undefined, (e) => e);
    assert.ok(err instanceof AppError);
    assert.equal(err.status, 503);
    assert.match(err.message, /did not answer within 150 ms/);
  }, { timeoutMs: 150 });
});

Deno.test("a provider 500 is retried and the retry's answer is returned", async () => {
  await withFake(
    [
      { status: 500, headers: { "retry-after-ms": "1" }, body: { type: "error", error: {} } },
      anthropicText("Second time lucky."),
    ],
    async (model, fake) => {
      const answer = await model.answer(answerRequest());
      assert.equal(answer.reply, "Second time lucky.");
      assert.equal(fake.received.length, 2);
    },
    { maxRetries: 1 },
  );
});

Deno.test("a 429 that asks for a long wait fails at once with its Retry-After instead of sleeping", async () => {
  await withFake(
    [{
      status: 429,
      headers: { "retry-after": "3600" },
      body: { type: "error", error: { type: "rate_limit_error", message: "slow down" } },
    }],
    async (model, fake) => {
      const err = await model.answer(answerRequest()).then(() => undefined, (e) => e);
      assert.ok(err instanceof AppError);
      assert.equal(err.status, 503);
      assert.equal(err.retryAfter, 3600);
      assert.equal(fake.received.length, 1);
    },
    { maxRetries: 2 },
  );
});

Deno.test("act() in the chat sends the recent exchanges before the message, alternating, with the chat's role", async () => {
  await withFake(
    [
      anthropicToolUses([{ id: "t1", name: "shopping_add", input: { items: ["eggs"] } }]),
      anthropicText("Eggs added too."),
    ],
    async (model, fake) => {
      const history = [
        { user: "add oat milk to my list", assistant: "Oat milk is on your list." },
        { user: "thanks", assistant: "You're welcome." },
      ];
      const { req, executed } = actRequest({ message: "and eggs", history });
      const outcome = await model.act(req);
      assert.equal(outcome.reply, "Eggs added too.");
      assert.deepEqual(executed, [{ name: "shopping_add", input: { items: ["eggs"] } }]);
      const first = fake.received[0]!.body;
      assert.deepEqual(first.messages, [
        { role: "user", content: "add oat milk to my list" },
        { role: "assistant", content: "Oat milk is on your list." },
        { role: "user", content: "thanks" },
        { role: "assistant", content: "You're welcome." },
        { role: "user", content: "and eggs" },
      ]);
      assert.match(first.system, /in their own chat/);
      assert.equal("tool_choice" in first, false);
      assert.equal(fake.received[1]!.body.messages.length, 7);
    },
  );
});
