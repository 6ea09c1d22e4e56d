/**
 * A fake OpenAI chat completions server for tests: `POST /v1/chat/completions` on 127.0.0.1,
 * answering from a script and keeping every request it received. It rejects what the real API
 * rejects in a tool conversation (a wrong key, a tool call left unanswered, a result for no call).
 * @module
 */

/** A request the fake received. */
export interface Received {
  method: string;
  path: string;
  headers: Headers;
  // deno-lint-ignore no-explicit-any
  body: any;
}

/** Reads a request to a fake provider (its body as JSON when it is JSON) and keeps it. */
export async function recordRequest(req: Request, received: Received[]): Promise<Received> {
  const text = await req.text();
  let body: unknown = null;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  const got: Received = {
    method: req.method,
    path: new URL(req.url).pathname,
    headers: req.headers,
    body,
  };
  received.push(got);
  return got;
}

/** One scripted answer: a JSON body (status 200 unless told), `hang` to never answer, or a function. */
export type Scripted =
  | { status?: number; headers?: Record<string, string>; body: unknown }
  | "hang"
  | ((req: Received) => { status?: number; headers?: Record<string, string>; body: unknown });

/** A running fake server. */
export interface FakeServer {
  /** The base URL, ending in `/v1`, to give the SDK. */
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** The key the fakes accept unless told otherwise. */
export const FAKE_KEY = "sk-test-Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTA";

/** A chat completion that answers in text. */
export function openaiText(
  text: string,
  options: { model?: string; usage?: { prompt_tokens: number; completion_tokens: number } } = {},
): { body: unknown } {
  return completion({ role: "assistant", content: text, refusal: null }, "stop", options);
}

/** A chat completion that calls tools; `arguments` is the raw JSON text. */
export function openaiToolCalls(
  calls: { id: string; name: string; arguments: string }[],
  options: {
    text?: string;
    model?: string;
    usage?: { prompt_tokens: number; completion_tokens: number };
  } = {},
): { body: unknown } {
  return completion(
    {
      role: "assistant",
      content: options.text ?? null,
      refusal: null,
      tool_calls: calls.map((c) => ({
        id: c.id,
        type: "function",
        function: { name: c.name, arguments: c.arguments },
      })),
    },
    "tool_calls",
    options,
  );
}

let counter = 0;

function completion(
  message: Record<string, unknown>,
  finish: string,
  options: { model?: string; usage?: { prompt_tokens: number; completion_tokens: number } },
): { body: unknown } {
  const usage = options.usage ?? { prompt_tokens: 10, completion_tokens: 5 };
  return {
    body: {
      id: `chatcmpl-${++counter}`,
      object: "chat.completion",
      created: 1_790_000_000,
      model: options.model ?? "gpt-fake-2026-01-01",
      choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
  };
}

function error(status: number, message: string, type: string) {
  return { status, body: { error: { message, type, param: null, code: null } } };
}

/** Checks a request as the real API would; returns the 400 it would answer, or null. */
// deno-lint-ignore no-explicit-any
function invalid(body: any): string | null {
  if (typeof body?.model !== "string" || body.model === "") return "you must provide a model";
  if (!Array.isArray(body.messages) || body.messages.length === 0) {
    return "messages must be a non-empty array";
  }
  const open = new Set<string>();
  for (const [i, m] of body.messages.entries()) {
    if (m.role === "tool") {
      if (!open.delete(m.tool_call_id)) {
        return `messages.[${i}].tool_call_id does not answer a preceding tool call`;
      }
      if (typeof m.content !== "string") return `messages.[${i}].content must be a string`;
      continue;
    }
    if (open.size > 0) {
      return `An assistant message with 'tool_calls' must be followed by tool messages ` +
        `responding to each 'tool_call_id'`;
    }
    if (m.role === "assistant" && Array.isArray(m.tool_calls)) {
      for (const c of m.tool_calls) open.add(c.id);
    }
  }
  if (open.size > 0) return "tool calls were left without a tool message";
  if (body.tools !== undefined && (!Array.isArray(body.tools) || body.tools.length === 0)) {
    return "tools must be a non-empty array when given";
  }
  return null;
}

/** Starts the fake on 127.0.0.1 and a free port. */
export function startFakeOpenAI(script: Scripted[], apiKey = FAKE_KEY): FakeServer {
  const received: Received[] = [];
  const queue = [...script];
  const closing = Promise.withResolvers<void>();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    const got = await recordRequest(req, received);
    const { path, body } = got;
    if (req.method !== "POST" || path !== "/v1/chat/completions") {
      return Response.json(error(404, "Unknown path", "invalid_request_error").body, {
        status: 404,
      });
    }
    if (req.headers.get("authorization") !== `Bearer ${apiKey}`) {
      return Response.json(error(401, "Incorrect API key provided", "invalid_request_error").body, {
        status: 401,
      });
    }
    const problem = invalid(body);
    if (problem) {
      return Response.json(error(400, problem, "invalid_request_error").body, { status: 400 });
    }
    const next = queue.shift();
    if (next === undefined) {
      return Response.json(error(500, "The fake's script is exhausted", "server_error").body, {
        status: 500,
        headers: { "x-should-retry": "false" },
      });
    }
    if (next === "hang") {
      await closing.promise;
      return new Response(null, { status: 504 });
    }
    const answer = typeof next === "function" ? next(got) : next;
    return Response.json(answer.body, {
      status: answer.status ?? 200,
      headers: { "x-request-id": `req_fake_${received.length}`, ...answer.headers },
    });
  });
  return {
    url: `http://127.0.0.1:${server.addr.port}/v1`,
    received,
    close: async () => {
      closing.resolve();
      await server.shutdown();
    },
  };
}

/** A URL on 127.0.0.1 where nothing listens: a server is started and stopped on its port. */
export async function refusedUrl(path = "/v1"): Promise<string> {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => new Response(),
  );
  const port = server.addr.port;
  await server.shutdown();
  return `http://127.0.0.1:${port}${path}`;
}
