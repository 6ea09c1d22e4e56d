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

/** Levels of access. `answer` belongs to every key; `read` and `act` are given per group. */
export const LEVEL = {
  answer: "answer",
  read: "read",
  act: "act",
  propose: "propose",
} as const;

/** A level of access. */
export type Level = typeof LEVEL[keyof typeof LEVEL];

/** Levels that are granted per group. */
export const GROUP_LEVELS = ["read", "act"] as const;

/** A level granted per group. */
export type GroupLevel = typeof GROUP_LEVELS[number];

/** Groups whose items can only be viewed through a key. */
export const READ_ONLY_GROUPS: ReadonlySet<Group> = new Set<Group>(["calendar"]);

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
 * What a key may do beyond answering: per group, `read` and/or `act`; and whether it may
 * propose an email or a calendar event for the user to confirm.
 */
export const permissionsSchema = z.object({
  groups: z.partialRecord(groupSchema, z.array(z.enum(GROUP_LEVELS)).max(2)),
  propose: z.boolean(),
}).strict();

/** What a key may do beyond answering. */
export type Permissions = z.infer<typeof permissionsSchema>;

/** The permissions of an answer-only key. */
export const ANSWER_ONLY: Permissions = Object.freeze({ groups: {}, propose: false });

/**
 * Puts permissions in canonical form: levels sorted and deduplicated, empty groups dropped,
 * `act` removed from read-only groups, groups in the order of {@link GROUPS}.
 */
export function normalizePermissions(p: Permissions): Permissions {
  const groups: Permissions["groups"] = {};
  for (const group of GROUPS) {
    const levels = new Set(p.groups[group] ?? []);
    if (READ_ONLY_GROUPS.has(group)) levels.delete("act");
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

/** True when the key holds `level` on `group`. */
export function allows(p: Permissions, group: Group, level: GroupLevel): boolean {
  return p.groups[group]?.includes(level) ?? false;
}

/**
 * One line per capability, in plain English, for the chat's confirmation message and key list.
 * @returns lines such as "view and change your shopping list"
 */
export function describePermissions(p: Permissions): string[] {
  const lines = ["answer questions from your profile and memory"];
  const both: string[] = [];
  const viewOnly: string[] = [];
  const changeOnly: string[] = [];
  for (const group of GROUPS) {
    const levels = p.groups[group] ?? [];
    const label = GROUP_LABELS[group];
    if (levels.includes("read") && levels.includes("act")) both.push(label);
    else if (levels.includes("read")) viewOnly.push(label);
    else if (levels.includes("act")) changeOnly.push(label);
  }
  if (both.length > 0) lines.push(`view and change your ${listJoin(both)}`);
  if (viewOnly.length > 0) lines.push(`view your ${listJoin(viewOnly)}`);
  if (changeOnly.length > 0) {
    lines.push(`change (but not view) your ${listJoin(changeOnly)}`);
  }
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
