/**
 * Where an account's tasks live: the built-in task store, or the user's Todoist.
 * @module
 */

/** When a task is due: on a date, or at an instant. */
export type TaskDue =
  | { kind: "date"; /** `YYYY-MM-DD` */ date: string }
  | { kind: "time"; at: Date };

/** A task as the tools see it, whichever service keeps it. */
export interface Task {
  id: string;
  content: string;
  due: TaskDue | null;
  completed: boolean;
}

/** What a task update changes; `due: null` removes the due date. */
export interface TaskChanges {
  content?: string;
  due?: TaskDue | null;
}

/**
 * One account's tasks in one service. Failures the user should read are {@link ToolError}s
 * (never holding a token).
 */
export interface TaskBackend {
  /** The open tasks, soonest due first; with `includeCompleted`, recently completed ones too. */
  list(includeCompleted: boolean): Promise<Task[]>;
  /** Creates an open task. */
  create(content: string, due?: TaskDue): Promise<Task>;
  /** Marks a task done. */
  complete(id: string): Promise<void>;
  /** Changes a task's text or due date. @returns the task as it is now */
  update(id: string, changes: TaskChanges): Promise<Task>;
  /** Deletes a task. */
  delete(id: string): Promise<void>;
}
