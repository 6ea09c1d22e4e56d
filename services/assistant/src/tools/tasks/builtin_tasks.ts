import { inTransaction, type Sql } from "@asst/shared/db";
import { ToolError } from "../types.ts";
import type { Task, TaskBackend, TaskChanges, TaskDue } from "./task_backend.ts";

/** The most open tasks one account keeps in the built-in store. */
export const MAX_OPEN_TASKS = 1000;
/** The most completed tasks listed. */
const MAX_COMPLETED_LISTED = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  id: string;
  content: string;
  due_date: string | null;
  due_at: Date | null;
  completed_at: Date | null;
}

function toTask(row: Row): Task {
  const due: TaskDue | null = row.due_date
    ? { kind: "date", date: row.due_date }
    : row.due_at
    ? { kind: "time", at: row.due_at }
    : null;
  return { id: row.id, content: row.content, due, completed: row.completed_at !== null };
}

function dueColumns(due: TaskDue | null): { due_date: string | null; due_at: Date | null } {
  if (!due) return { due_date: null, due_at: null };
  return due.kind === "date"
    ? { due_date: due.date, due_at: null }
    : { due_date: null, due_at: due.at };
}

function notFound(id: string): ToolError {
  return new ToolError(
    `There is no open task with the id "${id}": list the tasks to see their ids`,
  );
}

/** The tasks of one account in `assistant.tasks`, used when the user has not connected Todoist. */
export class BuiltinTaskBackend implements TaskBackend {
  readonly #sql: Sql;
  readonly #accountId: string;

  constructor(sql: Sql, accountId: string) {
    this.#sql = sql;
    this.#accountId = accountId;
  }

  async list(includeCompleted: boolean): Promise<Task[]> {
    const open = await this.#sql<Row[]>`
      select id, content, due_date::text as due_date, due_at, completed_at from assistant.tasks
      where account_id = ${this.#accountId} and completed_at is null
      order by coalesce(due_at, due_date::timestamptz) nulls last, created_at, id
      limit ${MAX_OPEN_TASKS}
    `;
    const done = includeCompleted
      ? await this.#sql<Row[]>`
        select id, content, due_date::text as due_date, due_at, completed_at from assistant.tasks
        where account_id = ${this.#accountId} and completed_at is not null
        order by completed_at desc, id
        limit ${MAX_COMPLETED_LISTED}
      `
      : [];
    return [...open, ...done].map(toTask);
  }

  async create(content: string, due?: TaskDue): Promise<Task> {
    return await inTransaction(this.#sql, async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${`tasks:${this.#accountId}`}))`;
      const [count] = await tx<{ n: number }[]>`
        select count(*)::int as n from assistant.tasks
        where account_id = ${this.#accountId} and completed_at is null
      `;
      const n = count?.n ?? 0;
      if (n >= MAX_OPEN_TASKS) {
        throw new ToolError(
          `You have ${n} open tasks, the most the built-in task list keeps: complete or delete some first`,
        );
      }
      const { due_date, due_at } = dueColumns(due ?? null);
      const [row] = await tx<Row[]>`
        insert into assistant.tasks (id, account_id, content, due_date, due_at)
        values (${crypto.randomUUID()}, ${this.#accountId}, ${content}, ${due_date}, ${due_at})
        returning id, content, due_date::text as due_date, due_at, completed_at
      `;
      return toTask(row!);
    });
  }

  async complete(id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound(id);
    const rows = await this.#sql`
      update assistant.tasks set completed_at = now()
      where account_id = ${this.#accountId} and id = ${id} and completed_at is null
      returning id
    `;
    if (rows.length === 0) throw notFound(id);
  }

  async update(id: string, changes: TaskChanges): Promise<Task> {
    if (!UUID.test(id)) throw notFound(id);
    const set: Record<string, string | Date | null> = {};
    if (changes.content !== undefined) set.content = changes.content;
    if (changes.due !== undefined) Object.assign(set, dueColumns(changes.due));
    if (Object.keys(set).length === 0) {
      throw new ToolError("Say what to change in the task: its text or its due date");
    }
    const [row] = await this.#sql<Row[]>`
      update assistant.tasks set ${this.#sql(set)}
      where account_id = ${this.#accountId} and id = ${id} and completed_at is null
      returning id, content, due_date::text as due_date, due_at, completed_at
    `;
    if (!row) throw notFound(id);
    return toTask(row);
  }

  async delete(id: string): Promise<void> {
    if (!UUID.test(id)) throw notFound(id);
    const rows = await this.#sql`
      delete from assistant.tasks where account_id = ${this.#accountId} and id = ${id} returning id
    `;
    if (rows.length === 0) throw notFound(id);
  }
}
