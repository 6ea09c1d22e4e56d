/**
 * The reminders tools: list, create (one-off or recurring) and cancel.
 * @module
 */
import { resolveItem } from "../resolve_item.ts";
import { type ToolEnv, ToolError, type ToolHandlers } from "../types.ts";
import { firstRepeat } from "./first_repeat.ts";
import { describeRecurrence, parseRule, RecurrenceError } from "./recurrence.ts";
import { MAX_UPCOMING_REMINDERS, type Reminder, ReminderStore } from "./reminder_store.ts";
import { formatDateTime, isTimeZone } from "@asst/shared/time";

/** How far in the past `at` may be and still fire (right away): the time the request took. */
const GRACE_MS = 60_000;

/** The user's time zone, or UTC when what is stored is unknown to the runtime. */
function zoneOf(env: ToolEnv): string {
  return isTimeZone(env.timezone) ? env.timezone : "UTC";
}

/** "every weekday at 09:00", naming the reminder's zone when it is not the user's. */
function recurrenceText(r: Reminder, userZone: string): string | null {
  if (r.rrule === null) return null;
  const words = describeRecurrence({ firstAt: r.first_at, rrule: r.rrule, timezone: r.timezone });
  return r.timezone === userZone ? words : `${words}, ${r.timezone} time`;
}

function view(r: Reminder, zone: string) {
  return {
    id: r.id,
    text: r.text,
    next_fire_at: r.next_fire_at?.toISOString() ?? null,
    next_fire_local: r.next_fire_at ? formatDateTime(r.next_fire_at, zone) : null,
    recurrence: r.rrule,
    recurrence_text: recurrenceText(r, zone),
    timezone: r.timezone,
    fired_count: r.fired_count,
  };
}

async function list(_input: Record<string, never>, env: ToolEnv) {
  const zone = zoneOf(env);
  const reminders = await new ReminderStore(env.sql).upcoming(env.accountId);
  if (reminders.length === 0) {
    return { summary: "You have no upcoming reminders.", data: { reminders: [] } };
  }
  const lines = reminders.map((r) => {
    const when = formatDateTime(r.next_fire_at!, zone);
    const every = recurrenceText(r, zone);
    return `• ${r.text} — ${when}${every ? ` (${every})` : ""}`;
  });
  return {
    summary: `Your upcoming reminders:\n${lines.join("\n")}`,
    data: { reminders: reminders.map((r) => view(r, zone)) },
  };
}

async function create(
  input: { text: string; at: string; recurrence?: string },
  env: ToolEnv,
) {
  const zone = zoneOf(env);
  const at = new Date(input.at);
  if (Number.isNaN(at.getTime())) {
    throw new ToolError(
      `The time "${input.at}" is not a date; give one such as 2026-11-23T09:00:00+01:00`,
    );
  }
  if (at.getTime() < env.now.getTime() - GRACE_MS) {
    throw new ToolError(
      `That time has passed: "${input.at}" is ${formatDateTime(at, zone)}, before now ` +
        `(${formatDateTime(env.now, zone)}); give a time in the future`,
    );
  }
  const rrule = input.recurrence?.trim() || null;
  if (rrule !== null) {
    try {
      parseRule(rrule);
    } catch (err) {
      if (err instanceof RecurrenceError) throw new ToolError(err.message);
      throw err;
    }
    const repeat = await firstRepeat({ firstAt: at, rrule, timezone: zone });
    if (repeat.kind === "none") {
      throw new ToolError(
        `The recurrence "${rrule}" never repeats after ${formatDateTime(at, zone)}; ` +
          "check its UNTIL or COUNT, or leave it out for a one-off reminder",
      );
    }
    if (repeat.kind === "timeout") {
      throw new ToolError(
        `The recurrence "${rrule}" does not happen in the coming years; ` +
          "check that its days exist, such as BYMONTHDAY with BYMONTH",
      );
    }
  }
  const store = new ReminderStore(env.sql);
  if (await store.countUpcoming(env.accountId) >= MAX_UPCOMING_REMINDERS) {
    throw new ToolError(
      `You have ${MAX_UPCOMING_REMINDERS} upcoming reminders, the most there can be; cancel some first`,
    );
  }
  const reminder = await store.create(env.accountId, {
    text: input.text,
    timezone: zone,
    firstAt: at,
    rrule,
  });
  const every = recurrenceText(reminder, zone);
  const when = formatDateTime(at, zone);
  return {
    summary: every
      ? `I'll remind you "${reminder.text}" on ${when}, then ${every}.`
      : `I'll remind you "${reminder.text}" on ${when}.`,
    data: view(reminder, zone),
  };
}

async function cancel(input: { reminder: string }, env: ToolEnv) {
  const store = new ReminderStore(env.sql);
  const upcoming = await store.upcoming(env.accountId);
  const found = resolveItem(
    upcoming.map((r) => ({ ...r, label: r.text })),
    input.reminder,
    "reminder",
  );
  if (!await store.cancel(env.accountId, found.id, env.now)) {
    throw new ToolError(`The reminder "${found.text}" has just fired and is no longer upcoming`);
  }
  const repeats = found.rrule !== null ? " and all its repeats" : "";
  return {
    summary: `Cancelled the reminder "${found.text}"${repeats}.`,
    data: { id: found.id, text: found.text, cancelled: true },
  };
}

/** Handlers of the reminders tools. */
export const reminderHandlers: ToolHandlers = {
  reminders_list: list,
  reminders_create: create,
  reminders_cancel: cancel,
};
