/**
 * A change to a saved item said as news or a correction, without the words of a request the parser
 * reads: "the surfboard target is 350 now", "the rugby final is the 25th now not the 18th", "the
 * Durban trip got pushed, we leave on the 12th now", "Lucy's birthday is actually the 19th not the
 * 9th". As with `saved_pointed.ts`, the local model lists the kinds the key may read and change (as
 * context), and this module finds the one item the message names and the one value it says: a
 * date for a kind with one date (a task's due day, a countdown's, a birthday's) or a trip's start or
 * end (said by "leave", "back" …, or both by a range), an amount for a price watch's target; an
 * expense's amount or day, by the type said. What the message says is read in `_saved_said.ts`. A day
 * said without its month takes the month nearest the item's own (`nearestDay`). Nothing is made
 * unless the message says it is a change ("now", "instead", "actually", "moved", "not the 18th" …),
 * names exactly one item, says exactly one new value of the type the item has a slot for, and any
 * value it says is "not" is the item's own. It is never a question, a hypothesis or a request.
 * @module
 */
import { writtenAsRead } from "./_said_dates.ts";
import { STOP_WORDS, words } from "../../text/normalize.ts";
import type { ToolCall } from "../../tools/types.ts";
import type { DateHit, ZoneContext } from "./_dates_zone.ts";
import type { Money } from "./_tool_text_money.ts";
import {
  acceptedOnly,
  CHANGED,
  changeSaid,
  dayAlone,
  END,
  isDigit,
  iso,
  lastSaid,
  type Said,
  START,
  TARGET,
  tripSlot,
  valuesOf,
  WAS,
  wasSaidCount,
} from "./_saved_said.ts";
import { renamedCalls } from "./_saved_renamed.ts";
import { reminderMoved } from "./_saved_reminder.ts";
import { firstFrom, nearestDay } from "./_saved_days.ts";
import { wordsOf } from "./_shapes.ts";
import { marksApart, phraseIndex, saysAny } from "./_tokens.ts";
import { placeChanged } from "./_tool_trips_renamed.ts";
import {
  type ListedKind,
  namedBest,
  namesKind,
  namingStems,
  POINTABLE,
  type PointableKind,
  type SavedItem,
} from "./saved_pointed.ts";

export { changeSaid };

/** What a kind's item may be changed in, and the tools that change it. */
export interface ChangeableKind {
  kind: ListedKind;
  /** The item's one date slot, or a trip's two; none when its value is an amount. */
  dates: readonly string[];
  /** The item's amount slot, when its value is one. */
  amount?: string;
  /** Every tool a change of it may call. */
  tools: readonly string[];
}

function pointable(kind: string): PointableKind {
  return POINTABLE.find((k) => k.kind === kind)!;
}

/**
 * The kinds a change may be said of. Expenses are read from the dashboard: this month's latest
 * only, so an older one is never named.
 */
export const CHANGEABLE: readonly ChangeableKind[] = [
  {
    kind: pointable("reminder"),
    dates: ["next_fire_at"],
    tools: ["reminders_create", "reminders_cancel"],
  },
  { kind: pointable("task"), dates: ["due"], tools: ["tasks_update"] },
  { kind: pointable("trip"), dates: ["start_date", "end_date"], tools: ["trips_update"] },
  {
    kind: pointable("countdown"),
    dates: ["date"],
    tools: ["countdowns_set", "countdowns_remove"],
  },
  {
    kind: pointable("birthday"),
    dates: ["date"],
    tools: ["birthdays_remove", "birthdays_save"],
  },
  {
    kind: pointable("watch"),
    dates: [],
    amount: "target_price",
    tools: ["price_watches_set_target"],
  },
  {
    kind: { kind: "expense", list: "expenses_dashboard", items: "recent", label: ["description"] },
    dates: ["date"],
    amount: "amount",
    tools: ["expenses_update"],
  },
];

/** The item's own date in a slot, as YYYY-MM-DD (a birthday without a year in 2000), or null. */
function own(item: SavedItem, slot: string): string | null {
  const v = item.fields[slot];
  if (typeof v !== "string") return null;
  const day = v.startsWith("--") ? `2000-${v.slice(2, 7)}` : v.slice(0, 10);
  return day.length === 10 ? day : null;
}

/** Whether the one amount said is a figure said as the old value, the item's own day of the month. */
function oldDayFigure(
  amounts: readonly { value: Money; was: boolean }[],
  item: SavedItem,
  kind: ChangeableKind,
): boolean {
  const [one] = amounts;
  if (amounts.length !== 1 || !one!.was || one!.value.currency !== null) return false;
  const n = one!.value.amount;
  return Number.isInteger(n) && n >= 1 && n <= 31 &&
    kind.dates.some((slot) => Number(own(item, slot)?.slice(8, 10)) === n);
}

/** A week in milliseconds: how far a weekday said alone may be from the item's own day. */
const WEEK = 7 * 86_400_000;

/**
 * The day a date said means for a slot: a day alone in the month nearest the slot's own; a weekday
 * alone only within a week of it ("on Saturday now" of a final a month off may be either week).
 */
function dayFor(hit: DateHit, near: string | null): string | null {
  if (hit.time !== null || hit.monthOnly || !hit.dayCertain) return null;
  if (
    hit.weekdayOnly && near !== null &&
    Math.abs(Date.parse(iso(hit.date)) - Date.parse(near)) >= WEEK
  ) {
    return null;
  }
  if (!dayAlone(hit)) return iso(hit.date);
  return near === null ? iso(hit.date) : nearestDay(hit.date.day, near);
}

/** Whether an old date said is the item's own in `slot`: its day, and its month when said. */
function wasOwn(hit: DateHit, item: SavedItem, slots: readonly string[]): boolean {
  return slots.some((slot) => {
    const mine = own(item, slot);
    if (mine === null) return false;
    const day = Number(mine.slice(8, 10)) === hit.date.day;
    return dayAlone(hit) ? day : day && Number(mine.slice(5, 7)) === hit.date.month;
  });
}

/**
 * Whether the message says the thing is someone's whom the item does not name ("Tom's trip is the
 * 12th now" beside the user's Durban trip), or another thing of the one it names ("Mia's flight is
 * the 12th now" beside the countdown to Mia's wedding): "Lucy's birthday" is Lucy's, said by its
 * kind's noun; "Gwen's invoice" is the invoice for Gwen.
 */
function someoneElses(text: string, item: SavedItem): boolean {
  const own = new Set(words(item.label));
  const tokens = text.split(" ");
  return tokens.some((token, i) => {
    const t = marksApart(token.replaceAll("\u2019", "'"))[0];
    if (!t.endsWith("'s")) return false;
    const name = t.slice(0, -2);
    const first = name.charAt(0);
    const named = words(name);
    if (first === first.toLowerCase() || named.length === 0) return false;
    if (named.some((w) => STOP_WORDS.has(w))) return false;
    if (!named.every((w) => own.has(w))) return true;
    const next = words(tokens[i + 1] ?? "")[0];
    return next !== undefined && !STOP_WORDS.has(next) && !own.has(next) &&
      !namesKind(next, item.kind.kind);
  });
}

/** Words after which a trip's new place is said: "Pokhara trip is Chitwan now", "going to Wanaka". */
const PLACE_AFTER = [["trip", "is"], ["going", "to"], ["heading", "to"], ["off", "to"]];
/** Words that say the change, never a place: "… is Chitwan now", "Wanaka instead of Queenstown". */
const NO_PLACE = new Set(["now", "actually", "instead"]);

/**
 * The call that renames the trip `item` to the place the message says it is now ("Pokhara trip is
 * Chitwan now, same dates", "we're going to Wanaka instead of Queenstown now"), read as the trips'
 * own reader reads "change the trip to …" (`placeChanged`); null when no place is said so.
 */
function placeSaid(message: string, item: SavedItem): ToolCall[] | null {
  const own = words(item.label);
  const all = wordsOf(message);
  const at = PLACE_AFTER.map((p) => {
    const i = phraseIndex(all.map((w) => w.w), p);
    const named = p[0] !== "trip" || own.includes(all[i - 1]?.w ?? "");
    return i >= 0 && named ? i + p.length : -1;
  }).find((i) => i > 0);
  if (at === undefined) return null;
  const kept: string[] = [];
  for (let i = at; i < all.length; i++) {
    const w = all[i]!;
    // "instead of Queenstown": the place it was, said again.
    if (w.w === "instead" && all[i + 1]?.w === "of") {
      const was = all.slice(i + 2, i + 2 + own.length).map((x) => x.w);
      if (was.join(" ") !== own.join(" ")) return null;
      i += 1 + own.length;
    } else if (!NO_PLACE.has(w.w)) kept.push(w.raw);
  }
  const said = `to ${kept.join(" ")}`;
  const call = placeChanged(item.id, said, wordsOf(said));
  const place = call ? words(String(call.input.destination)).join(" ") : "";
  return call && place !== own.join(" ") ? [call] : null;
}

/** The calls that set `dates` on the item, by its kind. */
function dateCalls(item: SavedItem, dates: Record<string, string>): ToolCall[] {
  const f = item.fields;
  switch (item.kind.kind) {
    case "task":
      return [{ name: "tasks_update", input: { task: item.id, due: dates.due } }];
    case "trip":
      return [{ name: "trips_update", input: { trip: item.id, ...dates } }];
    case "expense":
      return [{ name: "expenses_update", input: { expense: item.id, date: dates.date } }];
    case "countdown":
      // Set again first: when that fails (a day passed), the countdown is still there.
      return [
        { name: "countdowns_set", input: { title: f.title, date: dates.date } },
        { name: "countdowns_remove", input: { countdown: item.id } },
      ];
    default: {
      // The year saved stays: a birthday without one is saved without one.
      const saved = String(f.date);
      const year = saved.startsWith("--") ? "-" : saved.slice(0, 4);
      const date = `${year}-${dates.date!.slice(5)}`;
      return [
        { name: "birthdays_remove", input: { birthday: item.id } },
        { name: "birthdays_save", input: { name: f.name, date } },
      ];
    }
  }
}

/** The calls that put the new date said on the item, or null. */
function datesChanged(
  item: SavedItem,
  kind: ChangeableKind,
  hits: readonly DateHit[],
  ws: readonly string[],
): ToolCall[] | null {
  if (kind.kind.kind === "trip") {
    const [first, second] = hits;
    const range = hits.length === 1 && first!.endDate !== null
      ? [first!, { ...first!, date: first!.endDate!, text: first!.text }]
      : hits.length === 2
      ? [first!, second!]
      : null;
    if (range) {
      if (tripSlot(ws) === "end_date") return null;
      const start = dayFor(range[0]!, own(item, "start_date"));
      if (start === null) return null;
      const end = dayAlone(range[1]!)
        ? firstFrom(range[1]!.date.day, start)
        : dayFor(range[1]!, start);
      // "the 28th to the 3rd" crosses a month; "the 19th to the 17th" is no stay of weeks.
      const crossed = end !== null && dayAlone(range[1]!) && end.slice(5, 7) !== start.slice(5, 7);
      const long = end !== null && Date.parse(end) - Date.parse(start) > 14 * 86_400_000;
      return end === null || end < start || (crossed && long)
        ? null
        : dateCalls(item, { start_date: start, end_date: end });
    }
    const slot = tripSlot(ws);
    if (slot === null || hits.length !== 1 || first!.endDate !== null) return null;
    const near = own(item, slot) ?? own(item, "start_date");
    const day = dayFor(first!, near);
    return day === null ? null : dateCalls(item, { [slot]: day });
  }
  if (hits.length !== 1 || hits[0]!.endDate !== null) return null;
  // A day of spending is said of the past: read ahead, only a day of the month alone is sure.
  if (kind.kind.kind === "expense" && !dayAlone(hits[0]!)) return null;
  const slot = kind.dates[0]!;
  const mine = item.fields[slot];
  // A task due at an hour keeps it unless the hour is said: none is read here.
  if (typeof mine === "string" && mine.length > 10 && !mine.startsWith("--")) return null;
  const day = dayFor(hits[0]!, own(item, slot));
  return day === null ? null : dateCalls(item, { [slot]: day });
}

/** The call that puts the new amount said on the item, or null. */
function amountChanged(
  item: SavedItem,
  kind: ChangeableKind,
  money: Money,
): ToolCall[] | null {
  const currency = item.fields.currency;
  if (money.currency !== null && typeof currency === "string" && money.currency !== currency) {
    return null;
  }
  const [name, ref] = kind.kind.kind === "expense"
    ? ["expenses_update", "expense"]
    : ["price_watches_set_target", "watch"];
  return [{ name, input: { [ref]: item.id, [kind.amount!]: money.amount } }];
}

/**
 * The one trip whose own first or last day is the one day said as what it had ("we leave the 20th
 * now not the 19th"); none when no day or several are said so, or when several trips had it.
 */
function ownDaySaid(dates: readonly Said<DateHit>[], items: readonly SavedItem[]): SavedItem[] {
  const old = dates.filter((d) => d.was);
  if (old.length !== 1 || dates.length !== 2) return [];
  const had = items.filter((item) => {
    const kind = CHANGEABLE.find((k) => k.kind === item.kind);
    return kind?.kind.kind === "trip" && wasOwn(old[0]!.value, item, kind.dates);
  });
  return had.length === 1 ? had : [];
}

/**
 * The calls that change the one item `message` names among `items` to the one value it says, or
 * null when it names none or several, says no value or more than one, a value of a type the item
 * has no slot for, or says "not" of a value that is not the item's own.
 */
export function changedCalls(
  text: string,
  items: readonly SavedItem[],
  ctx: ZoneContext,
): ToolCall[] | null {
  if (!changeSaid(text)) return null;
  // "next week friday", "a hundred and fifty": read as the readers of requests read them.
  const message = writtenAsRead(lastSaid(text));
  const ws = words(message);
  const { dates, amounts } = valuesOf(message, ctx);
  const valueWords = new Set(
    [
      ...dates.map((d) => d.value.text),
      ...amounts.map((a) => message.slice(a.value.index, a.value.end)),
    ]
      .flatMap((t) => words(t)),
  );
  const naming = namingStems(ws.filter((w) => !valueWords.has(w)), [
    ...CHANGED,
    ...WAS,
    ...[...START, ...END].map((p) => words(p)),
  ]);
  // "we leave the 20th now not the 19th": no item named, the one whose own day was said is meant.
  const best = namedBest(ws, naming, items);
  const named = best.length === 0 && tripSlot(ws) !== null ? ownDaySaid(dates, items) : best;
  if (named.length !== 1) return null;
  const item = named[0]!;
  if (someoneElses(message, item)) return null;
  const kind = CHANGEABLE.find((k) => k.kind === item.kind);
  // "fine at 90" says a watch's target, and nothing of any other item.
  if (!kind || (acceptedOnly(ws) && kind.kind.kind !== "watch")) return null;
  // "Eleni is born 17 May not 7": a bare figure said as the old value beside a new day, of an
  // item with no amount, is its own day of the month said alone.
  const figure = dates.length === 1 && kind.amount === undefined &&
    oldDayFigure(amounts, item, kind);
  if (dates.length > 0 && amounts.length > 0 && !figure) return null;
  // "on Saturday not Thursdays": a value said not to be the item's, unread, leaves it as it is.
  const olds = [...dates, ...amounts].filter((v) => v.was).length;
  if ((dates.length > 0 || amounts.length > 0) && wasSaidCount(ws) > olds) return null;
  // Every figure said is a value read: "the 25th or 26th" says two days, one of them unread.
  if (ws.some((w) => isDigit(w.charAt(0)) && !valueWords.has(w))) return null;
  if (dates.length > 0) {
    if (kind.dates.length === 0) return null;
    const old = dates.filter((d) => d.was).map((d) => d.value);
    // "we leave on the 12th instead of the 10th": the day said it had is that of the end moved.
    const slot = kind.dates.length > 1 ? tripSlot(ws) : null;
    if (old.length > 1 || old.some((h) => !wasOwn(h, item, slot ? [slot] : kind.dates))) {
      return null;
    }
    const fresh = dates.filter((d) => !d.was).map((d) => d.value);
    // A reminder's old time said is not read against its own: nothing is changed on it.
    if (kind.kind.kind === "reminder") {
      return old.length > 0 ? null : reminderMoved(item, fresh, ctx);
    }
    return datesChanged(item, kind, fresh, ws);
  }
  if (amounts.length === 0 && kind.kind.kind === "trip") {
    return placeSaid(message, item) ?? renamedCalls(message, item);
  }
  if (amounts.length === 0) return renamedCalls(message, item);
  if (amounts.length === 0 || kind.amount === undefined) return null;
  const fresh = amounts.filter((a) => !a.was).map((a) => a.value);
  const old = amounts.filter((a) => a.was).map((a) => a.value);
  if (fresh.length !== 1 || old.length > 1) return null;
  const mine = item.fields[kind.amount];
  const had = mine === null || mine === undefined ? null : Number(mine);
  if (old.length === 1 && had !== null && old[0]!.amount !== had) return null;
  // A watch's new target is said so, or put right from the one it has ("said 500 … meant 450").
  const target = saysAny(ws, TARGET) || (old.length === 1 && had !== null);
  if (kind.kind.kind === "watch" && !target) return null;
  return amountChanged(item, kind, fresh[0]!);
}
