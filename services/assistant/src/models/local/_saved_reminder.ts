/**
 * A one-off reminder's time changed as news (`saved_changed.ts`): "the dentist moved me to
 * Wednesday at 3, can you change the reminder", "the physio is at 4 now". Reminders have no edit
 * tool: the reminder is made again at the new time with its own words, then the old one cancelled.
 * The time must be said; the day said (a weekday within a week of the reminder's own day, a day of
 * the month in the month nearest it) or, when none is, the reminder's own. A repeating reminder, a
 * time past, or the reminder's own time is never read so.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import {
  type DateHit,
  isoDate,
  isoDateTime,
  wallClock,
  wallToInstant,
  type ZoneContext,
} from "./_dates_zone.ts";
import { nearestDay } from "./_saved_days.ts";
import { dayAlone } from "./_saved_said.ts";
import type { SavedItem } from "./saved_items.ts";

/** A week in milliseconds: how far a weekday said alone may be from the reminder's own day. */
const WEEK = 7 * 86_400_000;

/** The calls that move the one-off reminder `item` to the one time `hits` say, or null. */
export function reminderMoved(
  item: SavedItem,
  hits: readonly DateHit[],
  ctx: ZoneContext,
): ToolCall[] | null {
  const f = item.fields;
  if (f.recurrence !== null && f.recurrence !== undefined) return null;
  if (typeof f.next_fire_at !== "string" || typeof f.text !== "string") return null;
  if (hits.length !== 1) return null;
  const hit = hits[0]!;
  if (hit.time === null || hit.endDate !== null || hit.monthOnly) return null;
  const mine = new Date(f.next_fire_at);
  if (Number.isNaN(mine.getTime())) return null;
  const own = wallClock(mine, ctx.timezone).date;
  const ownDay = isoDate(own);
  let day: string | null;
  if (!hit.dayCertain) day = ownDay;
  else if (dayAlone(hit)) day = nearestDay(hit.date.day, ownDay);
  else {
    day = isoDate(hit.date);
    if (hit.weekdayOnly && Math.abs(Date.parse(day) - Date.parse(ownDay)) >= WEEK) return null;
  }
  if (day === null) return null;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const at = wallToInstant({ year, month, day: date }, hit.time, ctx.timezone);
  if (at.getTime() <= ctx.now.getTime() || at.getTime() === mine.getTime()) return null;
  // Made again first: when that fails, the reminder is still there.
  return [
    { name: "reminders_create", input: { text: f.text, at: isoDateTime(at, ctx.timezone) } },
    { name: "reminders_cancel", input: { reminder: item.id } },
  ];
}
