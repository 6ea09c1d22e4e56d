import { z } from "zod";

/** Permission groups a key may be authorised for, in the order the chat lists them. */
export const GROUPS = [
  "reminders",
  "tasks",
  "notes",
  "keepsakes",
  "shopping",
  "contacts",
  "birthdays",
  "trips",
  "countdowns",
  "price_watches",
  "email_followups",
  "expenses",
  "calendar",
] as const;

/** A permission group. */
export type Group = typeof GROUPS[number];

/**
 * Levels of access. `answer` belongs to every key; `read`, `add` and `act` are given per group:
 * `add` runs the tools that only add (create, save, start: nothing is lost), `act` every tool that
 * changes the group, those that edit, remove or clear included (so `act` implies `add`).
 */
export const LEVEL = {
  answer: "answer",
  read: "read",
  add: "add",
  act: "act",
  propose: "propose",
} as const;

/** A level of access. */
export type Level = typeof LEVEL[keyof typeof LEVEL];

/** Levels that are granted per group. */
export const GROUP_LEVELS = ["read", "add", "act"] as const;

/** A level granted per group. */
export type GroupLevel = typeof GROUP_LEVELS[number];

/** Groups whose items can only be viewed through a key. */
export const READ_ONLY_GROUPS: ReadonlySet<Group> = new Set<Group>(["calendar"]);

/** Groups with no tool that only adds (so `add` grants nothing there). */
export const NO_ADD_GROUPS: ReadonlySet<Group> = new Set<Group>(["calendar", "email_followups"]);

/**
 * What `add` and what `act` beyond it let a key do in each group, as the chat says it. Kept beside
 * the tools' levels in `tools.ts` (a test checks each group's words against its tools).
 */
export const GROUP_ACTIONS: Record<Group, { add: string | null; act: string | null }> = {
  reminders: { add: "create reminders", act: "cancel reminders" },
  tasks: { add: "create tasks", act: "complete, edit and delete tasks" },
  notes: { add: "jot down notes", act: "delete notes" },
  keepsakes: { add: "save keepsakes", act: "forget keepsakes" },
  shopping: { add: "add items", act: "remove items and empty the list" },
  contacts: { add: "save new contacts", act: "edit contacts" },
  birthdays: { add: "save birthdays", act: "remove birthdays" },
  trips: { add: "add trips", act: "edit and remove trips" },
  countdowns: { add: "set countdowns", act: "remove countdowns" },
  price_watches: { add: "start watching prices", act: "change target prices and stop watching" },
  email_followups: { add: null, act: "dismiss follow-ups" },
  expenses: { add: "record expenses and save suppliers", act: "edit expenses" },
  calendar: { add: null, act: null },
};

/** Human names of the groups, as the chat says them. */
export const GROUP_LABELS: Record<Group, string> = {
  reminders: "reminders",
  tasks: "tasks",
  notes: "notes",
  keepsakes: "keepsakes",
  shopping: "shopping list",
  contacts: "contacts",
  birthdays: "birthdays",
  trips: "trips",
  countdowns: "countdowns",
  price_watches: "price watches",
  email_followups: "email follow-ups",
  expenses: "business expenses",
  calendar: "calendar",
};

export const groupSchema = z.enum(GROUPS);

/**
 * What a key may do beyond answering: per group, `read` and `add` or `act`; and whether it may
 * propose an email or a calendar event for the user to confirm. Keys stored before `add` existed
 * hold `read` and `act` only, which keep their meaning.
 */
export const permissionsSchema = z.object({
  groups: z.partialRecord(groupSchema, z.array(z.enum(GROUP_LEVELS)).max(3)),
  propose: z.boolean(),
}).strict();

/** What a key may do beyond answering. */
export type Permissions = z.infer<typeof permissionsSchema>;

/** The permissions of an answer-only key. */
export const ANSWER_ONLY: Permissions = Object.freeze({ groups: {}, propose: false });

/**
 * Puts permissions in canonical form: levels sorted and deduplicated, empty groups dropped,
 * `act` and `add` removed from read-only groups, `add` dropped where `act` (which implies it) is
 * held or where nothing only adds, groups in the order of {@link GROUPS}.
 */
export function normalizePermissions(p: Permissions): Permissions {
  const groups: Permissions["groups"] = {};
  for (const group of GROUPS) {
    const levels = new Set(p.groups[group] ?? []);
    if (READ_ONLY_GROUPS.has(group)) levels.delete("act");
    if (levels.has("act") || NO_ADD_GROUPS.has(group)) levels.delete("add");
    const sorted = GROUP_LEVELS.filter((l) => levels.has(l));
    if (sorted.length > 0) groups[group] = sorted;
  }
  return { groups, propose: p.propose };
}

/** The permissions of a key allowed everything a key can be allowed. */
export function everything(): Permissions {
  const groups: Permissions["groups"] = {};
  for (const g of GROUPS) groups[g] = READ_ONLY_GROUPS.has(g) ? ["read"] : ["read", "act"];
  return { groups, propose: true };
}

/** True when the key can only answer from profile and memory. */
export function isAnswerOnly(p: Permissions): boolean {
  return !p.propose && Object.values(p.groups).every((levels) => (levels ?? []).length === 0);
}

/** True when the key holds `level` on `group` (`act` implies `add`). */
export function allows(p: Permissions, group: Group, level: GroupLevel): boolean {
  const levels = p.groups[group];
  if (!levels) return false;
  return levels.includes(level) || (level === "add" && levels.includes("act"));
}

/**
 * One line per capability, in plain English, for the chat's confirmation message and key list;
 * what a key can remove or clear is named, group by group.
 * @returns lines such as "view your notes" or "shopping list: view, add items, and remove
 *   items and empty the list"
 */
export function describePermissions(p: Permissions): string[] {
  const lines = ["answer questions from your profile and memory"];
  const viewOnly: string[] = [];
  const changing: string[] = [];
  for (const group of GROUPS) {
    const levels = p.groups[group] ?? [];
    const label = GROUP_LABELS[group];
    const read = levels.includes("read");
    const act = levels.includes("act");
    const add = act || levels.includes("add");
    const words = GROUP_ACTIONS[group];
    const changes = [add ? words.add : null, act ? words.act : null]
      .filter((w): w is string => w !== null);
    if (changes.length === 0) {
      if (read) viewOnly.push(label);
      continue;
    }
    const parts = read ? ["view", ...changes] : changes;
    const said = parts.length > 2
      ? `${parts.slice(0, -1).join(", ")}, and ${parts[parts.length - 1]}`
      : parts.join(" and ");
    changing.push(`${label}: ${said}${read ? "" : " (without viewing)"}`);
  }
  if (viewOnly.length > 0) lines.push(`view your ${listJoin(viewOnly)}`);
  lines.push(...changing);
  if (p.propose) {
    lines.push("propose an email or a calendar event, which runs only after you tap Confirm");
  }
  return lines;
}

/** Short form for the key list: "answer", or "answer; shopping: read, act; propose". */
export function summarizePermissions(p: Permissions): string {
  const parts = ["answer"];
  for (const group of GROUPS) {
    const levels = p.groups[group];
    if (levels && levels.length > 0) parts.push(`${group}: ${levels.join(", ")}`);
  }
  if (p.propose) parts.push("propose");
  return parts.join("; ");
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
