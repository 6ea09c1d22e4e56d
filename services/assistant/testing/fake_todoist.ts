/**
 * A local stand-in for Todoist's API v1 in tests: a `Deno.serve` server on the loopback that keeps
 * tasks in memory, pages them, and checks the Bearer token like Todoist does.
 * @module
 */

/** A task as Todoist's API v1 gives it (the fields the assistant reads, and a few more). */
export interface FakeTodoistTask {
  id: string;
  content: string;
  description: string;
  due: {
    date: string;
    datetime?: string | null;
    string: string;
    is_recurring: boolean;
    timezone: string | null;
    lang: string;
  } | null;
  checked: boolean;
  is_deleted: boolean;
  added_at: string;
  completed_at: string | null;
  project_id: string;
  priority: number;
  labels: string[];
}

/** How the fake misbehaves, to test the assistant's handling of failures. */
export type FakeTodoistMode = "ok" | "error500" | "hang" | "garbage";

/** A request the fake received. */
export interface FakeTodoistRequest {
  method: string;
  path: string;
  url: string;
  authorization: string | null;
  body: string;
}

/** A running fake Todoist. */
export interface FakeTodoist {
  /** The base URL to give as `todoistBaseUrl`. */
  baseUrl: string;
  /** The tasks it keeps, open and completed. */
  tasks: FakeTodoistTask[];
  /** Every request, in order. */
  requests: FakeTodoistRequest[];
  /** How it answers from now on. */
  mode: FakeTodoistMode;
  /** Adds a task as if the user had created it in Todoist. */
  add(content: string, due?: FakeTodoistTask["due"]): FakeTodoistTask;
  close(): Promise<void>;
}

const ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function todoistId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain" } });
}

type DueInput = { due_date?: unknown; due_datetime?: unknown; due_string?: unknown };

/** The `due` a body asks for: undefined to keep it, null to remove it, or an error response. */
function dueOf(body: DueInput): FakeTodoistTask["due"] | undefined | Response {
  if (body.due_string !== undefined) {
    if (body.due_string === "no date") return null;
    return text('The fake only understands due_string "no date"', 400);
  }
  if (typeof body.due_date === "string") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(body.due_date)) return text("Invalid argument value", 400);
    return {
      date: body.due_date,
      string: body.due_date,
      is_recurring: false,
      timezone: null,
      lang: "en",
    };
  }
  if (typeof body.due_datetime === "string") {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(body.due_datetime)) {
      return text("Invalid argument value", 400);
    }
    return {
      date: body.due_datetime.slice(0, 10),
      datetime: body.due_datetime,
      string: body.due_datetime,
      is_recurring: false,
      timezone: "UTC",
      lang: "en",
    };
  }
  return undefined;
}

/** Options of {@link startFakeTodoist}. */
export interface FakeTodoistOptions {
  /** How many tasks one page of `GET /tasks` holds at most, to test paging. @default 200 */
  pageSize?: number;
  /** The fake's clock, for `added_at` and `completed_at`. @default the real time */
  now?: () => Date;
}

/** Starts a fake Todoist on the loopback that accepts only `token`. */
export function startFakeTodoist(token: string, options: FakeTodoistOptions = {}): FakeTodoist {
  const pageSize = options.pageSize ?? 200;
  const now = options.now ?? (() => new Date());
  const hanging: (() => void)[] = [];
  const fake: Omit<FakeTodoist, "baseUrl" | "close"> = {
    tasks: [],
    requests: [],
    mode: "ok",
    add(content, due = null) {
      const task: FakeTodoistTask = {
        id: todoistId(),
        content,
        description: "",
        due,
        checked: false,
        is_deleted: false,
        added_at: now().toISOString(),
        completed_at: null,
        project_id: "inbox",
        priority: 1,
        labels: [],
      };
      fake.tasks.push(task);
      return task;
    },
  };

  async function handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const body = req.method === "GET" || req.method === "DELETE" ? "" : await req.text();
    fake.requests.push({
      method: req.method,
      path: url.pathname,
      url: req.url,
      authorization: req.headers.get("authorization"),
      body,
    });
    if (fake.mode === "hang") {
      await new Promise<void>((resolve) => hanging.push(resolve));
      return text("too late", 504);
    }
    if (fake.mode === "error500") return text("Internal Server Error", 500);
    if (req.headers.get("authorization") !== `Bearer ${token}`) return text("Unauthorized", 401);
    if (fake.mode === "garbage") return text("<html>maintenance</html>", 200);

    const path = url.pathname.replace(/^\/api\/v1/, "");
    let input: Record<string, unknown> = {};
    if (body) {
      try {
        input = JSON.parse(body);
      } catch {
        return text("Invalid JSON", 400);
      }
    }
    const find = (id: string) => fake.tasks.find((t) => t.id === id && !t.is_deleted);

    if (req.method === "GET" && path === "/tasks") {
      const open = fake.tasks.filter((t) => !t.checked && !t.is_deleted);
      const start = Number(url.searchParams.get("cursor") ?? 0);
      const limit = Math.min(Number(url.searchParams.get("limit") ?? 50), pageSize);
      const page = open.slice(start, start + limit);
      const next = start + limit < open.length ? String(start + limit) : null;
      return json({ results: page, next_cursor: next });
    }
    if (req.method === "GET" && path === "/tasks/completed/by_completion_date") {
      const since = Date.parse(url.searchParams.get("since") ?? "");
      const until = Date.parse(url.searchParams.get("until") ?? "");
      if (Number.isNaN(since) || Number.isNaN(until)) {
        return text("since and until are required", 400);
      }
      const items = fake.tasks.filter((t) => {
        const at = t.completed_at ? Date.parse(t.completed_at) : NaN;
        return t.checked && !t.is_deleted && at >= since && at <= until;
      });
      return json({ items, next_cursor: null });
    }
    if (req.method === "POST" && path === "/tasks") {
      if (typeof input.content !== "string" || input.content.trim() === "") {
        return text("Required argument is missing: content", 400);
      }
      const due = dueOf(input);
      if (due instanceof Response) return due;
      return json(fake.add(input.content, due ?? null));
    }
    const close = /^\/tasks\/([^/]+)\/close$/.exec(path);
    if (req.method === "POST" && close) {
      const task = find(decodeURIComponent(close[1]!));
      if (!task) return text("Task not found", 404);
      task.checked = true;
      task.completed_at = now().toISOString();
      return new Response(null, { status: 204 });
    }
    const one = /^\/tasks\/([^/]+)$/.exec(path);
    if (one) {
      const task = find(decodeURIComponent(one[1]!));
      if (!task) return text("Task not found", 404);
      if (req.method === "DELETE") {
        task.is_deleted = true;
        return new Response(null, { status: 204 });
      }
      if (req.method === "POST") {
        if (input.content !== undefined) {
          if (typeof input.content !== "string" || input.content.trim() === "") {
            return text("Invalid argument value: content", 400);
          }
          task.content = input.content;
        }
        const due = dueOf(input);
        if (due instanceof Response) return due;
        if (due !== undefined) task.due = due;
        return json(task);
      }
      if (req.method === "GET") return json(task);
    }
    return text("Not found", 404);
  }

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, handle);
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${server.addr.port}/api/v1`,
    close: async () => {
      for (const release of hanging.splice(0)) release();
      await server.shutdown();
    },
  });
}
