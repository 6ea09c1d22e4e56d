/**
 * A reminder said with an hour alone beside an event on another day: "add parents' evening to my
 * calendar on Thursday at 6 and remind me at 5 to leave" is Thursday at 5, never today at 5 (the
 * reminder had been set for this afternoon). Only when the reminder's words say no day of their
 * own ("remind me at 5 on Friday …", "… for the monday meeting" keep theirs), and only when the
 * reminder then reads on the event's day at the same hour; else the clause as it is.
 * @module
 */
import { isAsk, type Parsed } from "./_ask.ts";
import { said } from "./_clause_days.ts";
import { MONTHS, WEEKDAY_NAMES } from "./_dates_words.ts";
import { words } from "../../text/normalize.ts";

/** Words that say a day (or a part of one) in a reminder's own words. */
const DAY_WORDS = new Set(
  ("today tomorrow tmrw tmr tonight morning afternoon evening night noon midnight week weekend " +
    "day days next this before after weekday weekdays every daily later month year").split(" "),
);

/** True when `w` opens with a digit. */
function digitFirst(w: string): boolean {
  return w.charAt(0) >= "0" && w.charAt(0) <= "9";
}

/** True when `text` says a day of its own: a day word, a weekday, a month or a date's digits. */
function saysDay(text: string): boolean {
  const ws = words(text);
  const said = ws.some((w) =>
    DAY_WORDS.has(w) || WEEKDAY_NAMES.has(w) || Object.hasOwn(MONTHS, w) ||
    (digitFirst(w) && ["st", "nd", "rd", "th"].some((s) => w.endsWith(s)))
  );
  const dated = text.split(" ").some((w) => digitFirst(w) && [..."/-."].some((c) => w.includes(c)));
  return said || dated;
}

/** The day (YYYY-MM-DD) of a calendar event proposed, or null. */
function eventDay(call: Parsed | null): string | null {
  if (!call || isAsk(call) || call.name !== "propose_action") return null;
  const event = call.input.calendar_event as Record<string, unknown> | undefined;
  const start = event?.start;
  return typeof start === "string" && start.length >= 10 ? start.slice(0, 10) : null;
}

/** A reminder's day and hour ("2026-03-12", "17:00"), or null. */
function reminderAt(call: Parsed | null): { day: string; time: string } | null {
  if (!call || isAsk(call) || call.name !== "reminders_create") return null;
  const at = call.input.at;
  return typeof at === "string" && at.length >= 16
    ? { day: at.slice(0, 10), time: at.slice(11, 16) }
    : null;
}

/** "remind me at 5 to leave" beside an event on Thursday: "remind me on 12 March 2026 at 5 …". */
export function withTimeBeside<T extends { text: string; joiner: string }>(
  groups: readonly T[],
  read: (text: string) => Parsed | null,
): T[] {
  if (groups.length < 2) return [...groups];
  return groups.map((g, i) => {
    const own = reminderAt(read(g.text));
    if (!own || saysDay(g.text)) return g;
    const ws = g.text.split(" ");
    const at = ws.findIndex((w, n) => n > 0 && w.toLowerCase() === "at");
    if (at < 0) return g;
    const others = [...groups.slice(0, i).reverse(), ...groups.slice(i + 1)];
    const day = others.map((o) => eventDay(read(o.text))).find((d) => d !== null);
    if (!day || day === own.day) return g;
    const [y, m, d] = day.split("-").map(Number);
    const on = said({ year: y!, month: m!, day: d! }, 0);
    const text = [...ws.slice(0, at), "on", on, ...ws.slice(at)].join(" ");
    const again = reminderAt(read(text));
    return again && again.day === day && again.time === own.time ? { ...g, text } : g;
  });
}
