/**
 * The client of a chaos run: sends one request to a gateway replica and writes what happened in
 * its log, the ledger's first source. Like a load balancer, it sends a request whose connection
 * was refused (nothing reached the server) to the next replica; a connection lost after the
 * request went out is logged as such, for the request's replay to tell whether it was applied.
 * @module
 */

const API = "/api/assistant/v1";

/** What a request of the load does. */
export type Kind = "message" | "action" | "mcp" | "reminder" | "proposal";

/** One request as the client saw it. Times are milliseconds since the run began. */
export interface Entry {
  seq: number;
  kind: Kind;
  /** The unique word in its text, found again in the data. */
  token: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
  /** The gateway replica that answered (or lost) it. */
  gateway: string;
  start: number;
  end: number;
  /** The HTTP status; null when no answer came (the connection was lost or the client gave up). */
  status: number | null;
  retryAfter: string | null;
  /** The problem's `code` of an error answer. */
  code: string | null;
  /** Why there was no answer. */
  error: string | null;
  /** For a 2xx: whether the tool call it asked for succeeded (MCP: the result is no error). */
  applied: boolean | null;
  /** For a proposal: the proposal's id from the answer. */
  proposalId: string | null;
  /** Whether the answer was a replay of a stored response. */
  replayed: boolean;
}

/** What the client needs: where the gateways are and which key to use. */
export interface ClientOptions {
  gateways: { name: string; url: string }[];
  key: string;
  /** When the run began (`performance.now()`). */
  t0: number;
  /** The client gives up on a request after this long (ms): it is then hung. */
  giveUpMs: number;
}

/** A request before it is sent. */
export interface Request {
  seq: number;
  kind: Kind;
  token: string;
  path: string;
  body: unknown;
  idempotencyKey: string | null;
}

let next = 0;

/** Sends `request` to the next gateway replica (round robin) and logs it. */
export async function send(options: ClientOptions, request: Request): Promise<Entry> {
  const now = () => performance.now() - options.t0;
  const start = now();
  const first = next++ % options.gateways.length;
  let entry: Entry | null = null;
  for (let i = 0; i < options.gateways.length && entry === null; i++) {
    const gateway = options.gateways[(first + i) % options.gateways.length]!;
    const headers: Record<string, string> = {
      "content-type": "application/json",
      authorization: `Bearer ${options.key}`,
      ...(request.kind === "mcp" ? { accept: "application/json, text/event-stream" } : {}),
      ...(request.idempotencyKey ? { "idempotency-key": request.idempotencyKey } : {}),
    };
    const base = { ...request, gateway: gateway.name, start };
    try {
      const res = await fetch(`${gateway.url}${API}${request.path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.giveUpMs),
      });
      const text = await res.text();
      entry = {
        ...base,
        end: now(),
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        error: null,
        ...readBody(request.kind, res.status, text),
      };
    } catch (err) {
      const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      // Refused: the replica is not there and nothing was sent; the next one takes it.
      if (/refused/i.test(message) && i < options.gateways.length - 1) continue;
      entry = {
        ...base,
        end: now(),
        status: null,
        retryAfter: null,
        code: null,
        error: message,
        applied: null,
        proposalId: null,
        replayed: false,
      };
    }
  }
  return entry!;
}

function readBody(
  kind: Kind,
  status: number,
  text: string,
): Pick<Entry, "code" | "applied" | "proposalId" | "replayed"> {
  let json: Record<string, unknown> = {};
  try {
    json = parseJsonOrSse(text);
  } catch { /* not JSON */ }
  if (status < 200 || status >= 300) {
    return {
      code: typeof json.code === "string" ? json.code : null,
      applied: null,
      proposalId: null,
      replayed: false,
    };
  }
  if (kind === "mcp") {
    const result = json.result as
      | { isError?: boolean; _meta?: { idempotent_replay?: boolean } }
      | undefined;
    const error = json.error as { code?: number } | undefined;
    return {
      code: error ? `jsonrpc ${error.code}` : null,
      applied: result ? result.isError !== true : false,
      proposalId: null,
      replayed: result?._meta?.idempotent_replay === true,
    };
  }
  const actions = (json.actions ?? []) as { tool: string; ok: boolean; request_id?: string }[];
  const proposal = actions.find((a) => a.tool === "propose_action" && a.ok);
  return {
    code: null,
    applied: kind === "message" ? null : actions.some((a) => a.ok),
    proposalId: proposal?.request_id ?? null,
    replayed: json.idempotent_replay === true,
  };
}

/** A JSON body, or the last `data:` line of an event stream. */
function parseJsonOrSse(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) return JSON.parse(trimmed);
  const data = trimmed.split("\n").filter((l) => l.startsWith("data:")).pop();
  return data ? JSON.parse(data.slice(5)) : {};
}

/** Whether an entry got a 2xx. */
export function succeeded(entry: Entry): boolean {
  return entry.status !== null && entry.status >= 200 && entry.status < 300;
}
