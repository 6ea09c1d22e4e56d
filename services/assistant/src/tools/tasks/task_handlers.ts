/**
 * The tasks tools: `tasks_list`, `tasks_create`, `tasks_complete`, `tasks_update`,
 * `tasks_delete`. Each call picks the account's service: Todoist when the user set a token in the
 * chat, else the built-in task store.
 * @module
 */
import { createIntegrationStore } from "../../integrations/integrations.ts";
import { type SecretBox, SecretDecryptError } from "@asst/shared";
import { resolveItem } from "../resolve_item.ts";
import { type ToolEnv, ToolError, type ToolHandlers } from "../types.ts";
import {
  dateIn,
  formatClock,
  formatDay,
  isIsoDate,
  isoInZone,
  safeTimeZone,
} from "@asst/shared/time";
import { BuiltinTaskBackend } from "./builtin_tasks.ts";
import type { Task, TaskBackend, TaskDue } from "./task_backend.ts";
import { TodoistTaskBackend } from "./todoist_tasks.ts";

/** What the tasks tools need besides each call's {@link ToolEnv}. */
export interface TaskHandlerDeps {
  /** Opens the stored Todoist tokens. */
  secretBox: SecretBox;
  /** Todoist's API (a local server in tests). @default TODOIST_API_URL */
  todoistBaseUrl?: string;
  fetch?: typeof fetch;
  /** How long one Todoist request may take. @default 10000 */
  todoistTimeoutMs?: number;
}

/** The most tasks a list's summary shows; its data holds them all. */
const SHOWN = 50;

type Service = "todoist" | "builtin";

function parseDue(text: string): TaskDue {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    if (!isIsoDate(text)) {
      throw new ToolError(`The due date "${text}" does not exist: use a real date as YYYY-MM-DD`);
    }
    return { kind: "date", date: text };
  }
  const ms = Date.parse(text);
  if (Number.isNaN(ms) || !isIsoDate(text.slice(0, 10))) {
    throw new ToolError(
      `The due time "${text}" does not exist: use YYYY-MM-DD or an ISO 8601 time`,
    );
  }
  return { kind: "time", at: new Date(ms) };
}

/** How a due date reads for the user: "Fri 20 Mar" or "Fri 20 Mar 09:00". */
function dueText(due: TaskDue, env: ToolEnv, tz: string): string {
  const today = dateIn(env.now, tz);
  if (due.kind === "date") return formatDay(due.date, today);
  return `${formatDay(dateIn(due.at, tz), today)} ${formatClock(due.at, tz)}`;
}

function overdue(task: Task, env: ToolEnv, tz: string): boolean {
  if (task.completed || !task.due) return false;
  return task.due.kind === "date"
    ? task.due.date < dateIn(env.now, tz)
    : task.due.at.getTime() < env.now.getTime();
}

function line(task: Task, env: ToolEnv, tz: string): string {
  const due = task.due
    ? `, due ${dueText(task.due, env, tz)}${overdue(task, env, tz) ? " (overdue)" : ""}`
    : "";
  return `• ${task.content}${task.completed ? " (done)" : due}`;
}

/** A task as the model reads it: due as `YYYY-MM-DD` or a time with the user's offset. */
function taskData(task: Task, tz: string) {
  return {
    id: task.id,
    content: task.content,
    due: !task.due ? null : task.due.kind === "date" ? task.due.date : isoInZone(task.due.at, tz),
    completed: task.completed,
  };
}

function where(service: Service): string {
  return service === "todoist" ? "your tasks in Todoist" : "your tasks";
}

/** Handlers of the tasks group, each choosing Todoist or the built-in store per account. */
export function createTaskHandlers(deps: TaskHandlerDeps): ToolHandlers {
  async function backendFor(env: ToolEnv): Promise<{ backend: TaskBackend; service: Service }> {
    let token: string | null;
    try {
      token = await createIntegrationStore(env.sql, deps.secretBox).getTodoistToken(env.accountId);
    } catch (err) {
      if (!(err instanceof SecretDecryptError)) throw err;
      throw new ToolError(
        'The saved Todoist token can not be read any more: send it again in the chat, like "my todoist token is …"',
      );
    }
    if (!token) {
      return { backend: new BuiltinTaskBackend(env.sql, env.accountId), service: "builtin" };
    }
    return {
      service: "todoist",
      backend: new TodoistTaskBackend({
        token,
        ...(deps.todoistBaseUrl !== undefined ? { baseUrl: deps.todoistBaseUrl } : {}),
        ...(deps.fetch !== undefined ? { fetch: deps.fetch } : {}),
        ...(deps.todoistTimeoutMs !== undefined ? { timeoutMs: deps.todoistTimeoutMs } : {}),
        timezone: safeTimeZone(env.timezone),
        now: env.now,
      }),
    };
  }

  async function findOpen(backend: TaskBackend, ref: string): Promise<Task> {
    const open = await backend.list(false);
    return resolveItem(open.map((t) => ({ ...t, label: t.content })), ref, "open task");
  }

  return {
    async tasks_list(input: { include_completed?: boolean }, env) {
      const tz = safeTimeZone(env.timezone);
      const { backend, service } = await backendFor(env);
      const tasks = await backend.list(input.include_completed === true);
      const data = { service, tasks: tasks.map((t) => taskData(t, tz)) };
      if (tasks.length === 0) {
        const none = input.include_completed ? "no tasks" : "no open tasks";
        return { summary: `You have ${none}${service === "todoist" ? " in Todoist" : ""}.`, data };
      }
      const lines = tasks.slice(0, SHOWN).map((t) => line(t, env, tz));
      if (tasks.length > SHOWN) lines.push(`…and ${tasks.length - SHOWN} more`);
      const title = where(service);
      return { summary: `${title[0]!.toUpperCase()}${title.slice(1)}:\n${lines.join("\n")}`, data };
    },

    async tasks_create(input: { content: string; due?: string }, env) {
      const tz = safeTimeZone(env.timezone);
      const due = input.due === undefined ? undefined : parseDue(input.due);
      const { backend, service } = await backendFor(env);
      const task = await backend.create(input.content, due);
      const when = task.due ? `, due ${dueText(task.due, env, tz)}` : "";
      return {
        summary: `Added "${task.content}" to ${where(service)}${when}.`,
        data: { service, task: taskData(task, tz) },
      };
    },

    async tasks_complete(input: { task: string }, env) {
      const tz = safeTimeZone(env.timezone);
      const { backend, service } = await backendFor(env);
      const task = await findOpen(backend, input.task);
      await backend.complete(task.id);
      return {
        summary: `Marked "${task.content}" as done.`,
        data: { service, task: { ...taskData(task, tz), completed: true } },
      };
    },

    async tasks_update(input: { task: string; content?: string; due?: string | null }, env) {
      const tz = safeTimeZone(env.timezone);
      if (input.content === undefined && input.due === undefined) {
        throw new ToolError("Say what to change in the task: its text or its due date");
      }
      const due = input.due === undefined
        ? undefined
        : input.due === null
        ? null
        : parseDue(input.due);
      const { backend, service } = await backendFor(env);
      const before = await findOpen(backend, input.task);
      const after = await backend.update(before.id, {
        ...(input.content !== undefined ? { content: input.content } : {}),
        ...(due !== undefined ? { due } : {}),
      });
      const parts: string[] = [];
      if (input.content !== undefined && after.content !== before.content) {
        parts.push(`now reads "${after.content}"`);
      }
      if (due === null) parts.push("has no due date");
      else if (due !== undefined && after.due) parts.push(`is due ${dueText(after.due, env, tz)}`);
      const what = parts.length > 0 ? ` ${parts.join(" and ")}` : " is unchanged";
      return {
        summary: `The task "${before.content}"${what}.`,
        data: { service, task: taskData(after, tz) },
      };
    },

    async tasks_delete(input: { task: string }, env) {
      const { backend, service } = await backendFor(env);
      const task = await findOpen(backend, input.task);
      await backend.delete(task.id);
      return {
        summary: `Deleted the task "${task.content}".`,
        data: { service, deleted: { id: task.id, content: task.content } },
      };
    },
  };
}
