/**
 * A fake Anthropic Messages server for tests: `POST /v1/messages` on 127.0.0.1, answering from a
 * script and keeping every request it received. It rejects what the real API rejects in a tool
 * conversation (a wrong key, no `anthropic-version`, no `max_tokens`, roles out of turn, a
 * `tool_use` without its `tool_result`, tool blocks without `tools`).
 * @module
 */
import {
  FAKE_KEY,
  type FakeServer,
  type Received,
  recordRequest,
  type Scripted,
} from "./fake_openai.ts";

export {
  FAKE_KEY,
  type FakeServer,
  type Received,
  refusedUrl,
  type Scripted,
} from "./fake_openai.ts";

type Usage = {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
};

/** A message that answers in text. */
export function anthropicText(
  text: string,
  options: { model?: string; usage?: Usage } = {},
): { body: unknown } {
  return message([{ type: "text", text, citations: null }], "end_turn", options);
}

/** A message that calls tools, after an optional text block. */
export function anthropicToolUses(
  uses: { id: string; name: string; input: unknown }[],
  options: { text?: string; model?: string; usage?: Usage } = {},
): { body: unknown } {
  const text = options.text === undefined
    ? []
    : [{ type: "text", text: options.text, citations: null }];
  const blocks = uses.map((u) => ({
    type: "tool_use",
    id: u.id,
    name: u.name,
    input: u.input,
    caller: { type: "direct" },
  }));
  return message([...text, ...blocks], "tool_use", options);
}

let counter = 0;

function message(
  content: unknown[],
  stop: string,
  options: { model?: string; usage?: Usage },
): { body: unknown } {
  return {
    body: {
      id: `msg_fake_${++counter}`,
      type: "message",
      role: "assistant",
      model: options.model ?? "claude-fake-2026-01-01",
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage: options.usage ?? { input_tokens: 10, output_tokens: 5 },
    },
  };
}

function error(status: number, type: string, message: string) {
  return { status, body: { type: "error", error: { type, message } } };
}

// deno-lint-ignore no-explicit-any
type Json = any;

function blocks(content: Json): Json[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}

/** Checks a request as the real API would; returns the 400 message it would answer, or null. */
function invalid(body: Json): string | null {
  if (typeof body?.model !== "string" || body.model === "") return "model: Field required";
  if (typeof body.max_tokens !== "number") return "max_tokens: Field required";
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return "messages: at least one message is required";
  }
  if (body.tools !== undefined && !Array.isArray(body.tools)) {
    return "tools: Input should be a list";
  }
  const declared = new Set<string>((body.tools ?? []).map((t: Json) => t.name));
  for (const tool of body.tools ?? []) {
    if (tool.input_schema?.type !== "object") return "tools: input_schema.type must be 'object'";
  }
  let expected = "user";
  let open: string[] = [];
  let usesTools = false;
  for (const [i, m] of body.messages.entries()) {
    if (m.role !== expected) return `messages.${i}: roles must alternate, starting with user`;
    const content = blocks(m.content);
    if (!Array.isArray(content)) return `messages.${i}.content: Input should be a list`;
    if (m.role === "user") {
      const results = content.filter((b: Json) => b.type === "tool_result");
      const leading = content.slice(0, results.length);
      if (leading.some((b: Json) => b.type !== "tool_result")) {
        return `messages.${i}: tool_result blocks must come first`;
      }
      const answered = results.map((b: Json) => b.tool_use_id);
      if (open.some((id) => !answered.includes(id))) {
        return `messages.${i}: \`tool_use\` ids were found without \`tool_result\` blocks ` +
          "immediately after";
      }
      if (answered.some((id: string) => !open.includes(id))) {
        return `messages.${i}: unexpected \`tool_use_id\` found in \`tool_result\` blocks`;
      }
      for (const r of results) {
        if (typeof r.content !== "string" && !Array.isArray(r.content)) {
          return `messages.${i}: tool_result content must be a string or a list`;
        }
      }
      open = [];
      expected = "assistant";
    } else {
      const uses = content.filter((b: Json) => b.type === "tool_use");
      for (const u of uses) {
        if (typeof u.input !== "object" || u.input === null || Array.isArray(u.input)) {
          return `messages.${i}: tool_use.input must be an object`;
        }
        usesTools = true;
      }
      open = uses.map((u: Json) => u.id);
      expected = "user";
    }
  }
  if (open.length > 0) return "the last tool_use blocks have no tool_result";
  if (usesTools && declared.size === 0) {
    return "Requests which include `tool_use` or `tool_result` blocks must define tools";
  }
  return null;
}

/**
 * The key a request carried: API version 2023-06-01 sends it as `x-api-key`, 2026-10-21 (the
 * SDK's 1.x) as `Authorization: Bearer`; the API takes both.
 */
export function keySent(headers: Headers): string | null {
  return headers.get("x-api-key") ??
    headers.get("authorization")?.replace(/^Bearer /, "") ?? null;
}

/** Starts the fake on 127.0.0.1 and a free port; give its `url` to the SDK as `baseURL`. */
export function startFakeAnthropic(script: Scripted[], apiKey = FAKE_KEY): FakeServer {
  const received: Received[] = [];
  const queue = [...script];
  const closing = Promise.withResolvers<void>();
  const reply = (r: { status: number; body: unknown }, headers: Record<string, string> = {}) =>
    Response.json(r.body, {
      status: r.status,
      headers: { "request-id": `req_fake_${received.length}`, ...headers },
    });
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const got = await recordRequest(req, received);
    const { path, body } = got;
    if (req.method !== "POST" || path !== "/v1/messages") {
      return reply(error(404, "not_found_error", "Not found"));
    }
    if (keySent(req.headers) !== apiKey) {
      return reply(error(401, "authentication_error", "invalid x-api-key"));
    }
    if (!req.headers.get("anthropic-version")) {
      return reply(error(400, "invalid_request_error", "anthropic-version: header is required"));
    }
    const problem = invalid(body);
    if (problem) return reply(error(400, "invalid_request_error", problem));
    const next = queue.shift();
    if (next === undefined) {
      return reply(error(500, "api_error", "The fake's script is exhausted"), {
        "x-should-retry": "false",
      });
    }
    if (next === "hang") {
      await closing.promise;
      return new Response(null, { status: 504 });
    }
    const answer = typeof next === "function" ? next(got) : next;
    return reply({ status: answer.status ?? 200, body: answer.body }, answer.headers);
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    received,
    close: async () => {
      closing.resolve();
      await server.shutdown();
    },
  };
}
