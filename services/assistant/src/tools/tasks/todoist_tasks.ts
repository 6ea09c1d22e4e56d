/**
 * The user's tasks in Todoist, through Todoist's HTTP API v1 with `fetch`. (Todoist retired its
 * REST API v2, which now answers 410 Gone; the official SDK pulls in undici, a Kotlin
 * multiplatform bundle and its own zod, needs Node 24 and retries with fixed delays, so a few
 * plain requests serve better.)
 * @module
 */
import { z } from "zod";
import { ToolError } from "../types.ts";
import { instantOf, isIsoDate, isTimeZone } from "@asst/shared/time";
import type { Task, TaskBackend, TaskChanges, TaskDue } from "./task_backend.ts";

/** Todoist's API. */
export const TODOIST_API_URL = "https://api.todoist.com/api/v1";

/** What the user reads when Todoist refuses the token. */
export const TODOIST_TOKEN_REFUSED =
  'Todoist refused the saved token: send a new one in the chat, like "my todoist token is …" ' +
  "(Todoist → Settings → Integrations → Developer)";
/** What the user reads when Todoist fails or does not answer in time. */
export const TODOIST_NOT_ANSWERING = "Todoist is not answering; try again later";

const PAGE_SIZE = 200;
const MAX_PAGES = 10;
const COMPLETED_DAYS = 30;

/** Options of {@link TodoistTaskBackend}. */
export interface TodoistOptions {
  /** The user's API token; sent only as the `Authorization` header. */
  token: string;
  /** The API's base URL (a local server in tests). @default TODOIST_API_URL */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** How long one request may take. @default 10000 */
  timeoutMs?: number;
  /** The user's time zone, for due times Todoist gives without one. */
  timezone: string;
  /** The current time, which decides how far back completed tasks are listed. */
  now: Date;
}

const DueSchema = z.object({
  date: z.string(),
  datetime: z.string().nullish(),
  timezone: z.string().nullish(),
}).nullish();

const TaskSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  content: z.string(),
  due: DueSchema,
  checked: z.boolean().nullish(),
  completed_at: z.string().nullish(),
});

const PageSchema = z.object({
  results: z.array(z.unknown()).optional(),
  items: z.array(z.unknown()).optional(),
  next_cursor: z.string().nullish(),
});

const OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

function toDue(due: z.infer<typeof DueSchema>, timezone: string): TaskDue | null {
  if (!due) return null;
  const datetime = due.datetime ?? (due.date.includes("T") ? due.date : null);
  if (datetime) {
    if (OFFSET.test(datetime) && !Number.isNaN(Date.parse(datetime))) {
      return { kind: "time", at: new Date(datetime) };
    }
    const m = WALL.exec(datetime);
    if (m) {
      const zone = due.timezone && isTimeZone(due.timezone) ? due.timezone : timezone;
      const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
      return {
        kind: "time",
        at: instantOf({
          year: year!,
          month: month!,
          day: day!,
          hour: hour!,
          minute: minute!,
          second: second!,
        }, zone),
      };
    }
  }
  const date = due.date.slice(0, 10);
  return isIsoDate(date) ? { kind: "date", date } : null;
}

function utcSeconds(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function dueBody(due: TaskDue | null): Record<string, string> {
  if (!due) return { due_string: "no date" };
  return due.kind === "date" ? { due_date: due.date } : { due_datetime: utcSeconds(due.at) };
}

function unexpected(): ToolError {
  return new ToolError("Todoist gave an answer the assistant does not understand; try again later");
}

function failure(status: number, id?: string): ToolError {
  if (status === 401 || status === 403) return new ToolError(TODOIST_TOKEN_REFUSED);
  if (status === 404 && id !== undefined) {
    return new ToolError(
      `Todoist has no task with the id "${id}": list the tasks to see their ids`,
    );
  }
  if (status === 429) {
    return new ToolError("Todoist is receiving too many requests; try again in a minute");
  }
  if (status >= 500) return new ToolError(TODOIST_NOT_ANSWERING);
  return new ToolError(
    `Todoist refused the request (HTTP ${status}); check the task's text and due date`,
  );
}

/** One account's tasks in Todoist. Errors are {@link ToolError}s that never hold the token. */
export class TodoistTaskBackend implements TaskBackend {
  readonly #token: string;
  readonly #base: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #timezone: string;
  readonly #now: Date;

  constructor(options: TodoistOptions) {
    this.#token = options.token;
    this.#base = (options.baseUrl ?? TODOIST_API_URL).replace(/\/+$/, "");
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#timezone = options.timezone;
    this.#now = options.now;
  }

  /** Sends one request; a 2xx answer's JSON body, or null when it has none. */
  async #request(
    method: "GET" | "POST" | "DELETE",
    path: string,
    options: { body?: Record<string, string>; query?: Record<string, string>; id?: string } = {},
  ): Promise<unknown> {
    const url = new URL(this.#base + path);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.#timeoutMs);
    try {
      let res: Response;
      try {
        res = await this.#fetch(url, {
          method,
          headers: {
            Authorization: `Bearer ${this.#token}`,
            ...(options.body ? { "Content-Type": "application/json" } : {}),
          },
          body: options.body ? JSON.stringify(options.body) : null,
          signal: abort.signal,
        });
      } catch {
        throw new ToolError(TODOIST_NOT_ANSWERING);
      }
      if (!res.ok || res.status === 204) {
        await res.body?.cancel().catch(() => {});
        if (!res.ok) throw failure(res.status, options.id);
        return null;
      }
      let text: string;
      try {
        text = await res.text();
      } catch {
        throw new ToolError(TODOIST_NOT_ANSWERING);
      }
      if (text.trim() === "") return null;
      try {
        return JSON.parse(text);
      } catch {
        throw unexpected();
      }
    } finally {
      clearTimeout(timer);
    }
  }

  #task(json: unknown, completed?: boolean): Task | null {
    const parsed = TaskSchema.safeParse(json);
    if (!parsed.success) return null;
    const t = parsed.data;
    return {
      id: t.id,
      content: t.content,
      due: toDue(t.due, this.#timezone),
      completed: completed ?? (t.checked === true || Boolean(t.completed_at)),
    };
  }

  async #pages(path: string, query: Record<string, string>, completed: boolean): Promise<Task[]> {
    const tasks: Task[] = [];
    let cursor: string | null | undefined = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const json = await this.#request("GET", path, {
        query: { ...query, limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) },
      });
      const parsed = PageSchema.safeParse(json);
      if (!parsed.success) throw unexpected();
      for (const item of parsed.data.results ?? parsed.data.items ?? []) {
        const task = this.#task(item, completed);
        if (task) tasks.push(task);
      }
      cursor = parsed.data.next_cursor;
      if (!cursor) break;
    }
    return tasks;
  }

  async list(includeCompleted: boolean): Promise<Task[]> {
    const open = await this.#pages("/tasks", {}, false);
    open.sort(byDue);
    if (!includeCompleted) return open;
    const since = new Date(this.#now.getTime() - COMPLETED_DAYS * 86_400_000);
    const done = await this.#pages(
      "/tasks/completed/by_completion_date",
      { since: utcSeconds(since), until: utcSeconds(this.#now) },
      true,
    );
    return [...open, ...done];
  }

  async create(content: string, due?: TaskDue): Promise<Task> {
    const json = await this.#request("POST", "/tasks", {
      body: { content, ...(due ? dueBody(due) : {}) },
    });
    const task = this.#task(json, false);
    if (!task) throw unexpected();
    return task;
  }

  async complete(id: string): Promise<void> {
    await this.#request("POST", `/tasks/${encodeURIComponent(id)}/close`, { id });
  }

  async update(id: string, changes: TaskChanges): Promise<Task> {
    const body: Record<string, string> = {
      ...(changes.content !== undefined ? { content: changes.content } : {}),
      ...(changes.due !== undefined ? dueBody(changes.due) : {}),
    };
    if (Object.keys(body).length === 0) {
      throw new ToolError("Say what to change in the task: its text or its due date");
    }
    const json = await this.#request("POST", `/tasks/${encodeURIComponent(id)}`, { body, id });
    const task = this.#task(json, false);
    if (!task) throw unexpected();
    return task;
  }

  async delete(id: string): Promise<void> {
    await this.#request("DELETE", `/tasks/${encodeURIComponent(id)}`, { id });
  }
}

function dueKey(task: Task): number {
  if (!task.due) return Number.POSITIVE_INFINITY;
  return task.due.kind === "time"
    ? task.due.at.getTime()
    : Date.parse(`${task.due.date}T00:00:00Z`);
}

/** Soonest due first; tasks without a due date last, in Todoist's order. */
function byDue(a: Task, b: Task): number {
  const d = dueKey(a) - dueKey(b);
  return Number.isNaN(d) ? 0 : d;
}
