/**
 * A change to a saved item said as news or a correction, without the words of a request the parser
 * reads: "the surfboard target is 350 now", "the rugby final is the 25th now not the 18th", "the
 * Durban trip got pushed, we leave on the 12th now", "Lucy's birthday is actually the 19th not the
 * 9th". As with `saved_pointed.ts`, the local model lists the kinds the key may read and change (as
 * context), and this module finds the one item the message names and the one value it says: a
 * date for a kind with one date (a task's due day, a countdown's, a birthday's) or a trip's start or
 * end (said by "leave", "back" …, or both by a range), an amount for a price watch's target. A day
 * said without its month takes the month nearest the item's own (`nearestDay`). Nothing is made
 * unless the message says it is a change ("now", "instead", "actually", "moved", "not the 18th" …),
 * names exactly one item, says exactly one new value of the type the item has a slot for, and any
 * value it says is "not" is the item's own. It is never a question, a hypothesis or a request.
 * @module
 */
import { words } from "../../text/normalize.ts";
import type { ToolCall } from "../../tools/types.ts";
import { correction } from "./_corrections.ts";
import { putRightLast } from "./_corrections_chain.ts";
import { valueCorrected } from "./_corrections_value.ts";
import { findDates } from "./_dates_find.ts";
import { MONTHS } from "./_dates_words.ts";
import type { DateHit, LocalDate, ZoneContext } from "./_dates_zone.ts";
import { firstFrom, nearestDay } from "./_saved_days.ts";
import { findMoney, firstAmount, type Money } from "./_tool_text_money.ts";
import { phraseIndex } from "./_tokens.ts";
import {
  ASKING,
  ASKS_MORE,
  type ListedKind,
  namedBest,
  namingStems,
  POINTABLE,
  type PointableKind,
  type SavedItem,
} from "./saved_pointed.ts";

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

/** Words that say what is said is a change of what was saved. */
const CHANGED = [
  "now",
  "instead",
  "actually",
  "moved",
  "pushed",
  "changed",
  "should be",
  "meant",
  "brought forward",
  "put back",
  "rescheduled",
  "postponed",
  // "I put Dublin in wrong, it's the 23rd to the 25th": what was saved said wrong.
  "in wrong",
  "down wrong",
  "is wrong",
  "was wrong",
  // "… the 17th. Change it.": said of the item, after its new value.
  "change it",
  "change that",
  "fix it",
  "fix that",
  "update it",
].map((p) => words(p));

/** Words that make the message a hypothesis or a wish: never a change. */
const HELD_BACK = ["if", "unless", "whether", "might", "maybe", "perhaps", "in case", "hope"]
  .map((p) => words(p));

/**
 * Words before a value that say it is the one the item had: "not the 18th", "instead of 300", "i
 * said 500 … but i meant 450".
 */
const WAS = [
  "not",
  "not the",
  "instead of",
  "instead of the",
  "rather than",
  "rather than the",
  "said",
].map((p) => words(p));

/** A trip's start and end, as said: "we leave on the 12th", "back on the 20th". */
const START = ["leave", "leaving", "start", "starts", "starting", "depart", "departing", "fly out"];
const END = ["back", "home", "return", "returning", "end", "ends", "fly back", "come back"];
/** Verbs before "back" that make it no end: "pushed back", "put back". */
const MOVED_BACK = new Set(["pushed", "push", "put", "moved", "move", "set"]);

/** What says a saved item was put in wrong. */
const PUT_WRONG = [["in", "wrong"], ["down", "wrong"]];

/** Request verbs that say no change by themselves ("add …", "remind me …"). */
const ASKS = new Set(
  [...ASKS_MORE].filter((w) => !["instead", "move", "change", "push", "new", "set"].includes(w)),
);

function said(ws: readonly string[], list: readonly string[][]): boolean {
  return list.some((p) => phraseIndex(ws, p) >= 0);
}

/** Whether the message says a change as news: no question, hypothesis or request. */
export function changeSaid(message: string): boolean {
  const trimmed = message.trim();
  if (trimmed.endsWith("?")) return false;
  const ws = words(trimmed);
  if (ws.length === 0 || ASKING.has(ws[0]!) || said(ws, HELD_BACK)) return false;
  // "I put Dublin in wrong": "put" said of what was saved asks nothing.
  const putWrong = said(ws, PUT_WRONG);
  if (ws.some((w) => ASKS.has(w) && !(putWrong && w === "put"))) return false;
  return said(ws, CHANGED) || said(ws, WAS.filter((p) => p[0] !== "said"));
}

/** A value said, and whether it is the one the item had ("not the 18th"). */
interface Said<T> {
  value: T;
  was: boolean;
}

function wasBefore(text: string, at: number): boolean {
  const before = words(text.slice(0, at));
  return WAS.some((p) =>
    p.length <= before.length && p.every((w, i) => before.at(i - p.length) === w)
  );
}

/** Whether a date's words say a day of the month alone: "the 25th", "the 17th to the 19th". */
function dayAlone(hit: DateHit): boolean {
  const ws = words(hit.text);
  const joins = new Set(["the", "on", "to", "till", "until", "and"]);
  return !hit.weekdayOnly && !hit.yearCertain && ws.some((w) => isDigit(w.charAt(0))) &&
    ws.every((w) => joins.has(w) || (isDigit(w.charAt(0)) && !(w in MONTHS))) &&
    ![...hit.text].some((c) => c === "/" || c === ".");
}

function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}

function iso(d: LocalDate): string {
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** The text with the spans of `hits` blanked, so an amount is never read in a date. */
function blanked(text: string, spans: readonly { index: number; end: number }[]): string {
  let out = text;
  for (const s of spans) {
    out = out.slice(0, s.index) + " ".repeat(s.end - s.index) + out.slice(s.end);
  }
  return out;
}

/** Every amount in the text: with a currency, then bare numbers. */
function amountsIn(text: string): Money[] {
  const found = findMoney(text);
  let rest = blanked(text, found);
  for (let a = firstAmount(rest); a !== null; a = firstAmount(rest)) {
    if (a.currency === null) found.push(a);
    rest = blanked(rest, [a]);
  }
  return found;
}

/** The text with the word "now" blanked: the change said, no time ("due monday now"). */
function withoutNow(text: string): string {
  const lower = text.toLowerCase();
  let out = text;
  for (let at = lower.indexOf("now"); at >= 0; at = lower.indexOf("now", at + 3)) {
    const apart = !isLetter(lower.charAt(at - 1)) && !isLetter(lower.charAt(at + 3));
    if (apart) out = blanked(out, [{ index: at, end: at + 3 }]);
  }
  return out;
}

function isLetter(c: string): boolean {
  return c !== "" && c.toLowerCase() !== c.toUpperCase();
}

/** The dates and amounts a message says, each marked when said as the item's old value. */
function valuesOf(message: string, ctx: ZoneContext) {
  const hits = findDates(withoutNow(message), ctx, "future");
  const dates = hits.map((h): Said<DateHit> => ({ value: h, was: wasBefore(message, h.index) }));
  const amounts = amountsIn(blanked(message, hits))
    .map((m): Said<Money> => ({ value: m, was: wasBefore(message, m.index) }));
  return { dates, amounts };
}

/** The item's own date in a slot, as YYYY-MM-DD (a birthday without a year in 2000), or null. */
function own(item: SavedItem<ListedKind>, slot: string): string | null {
  const v = item.fields[slot];
  if (typeof v !== "string") return null;
  const day = v.startsWith("--") ? `2000-${v.slice(2, 7)}` : v.slice(0, 10);
  return day.length === 10 ? day : null;
}

/** The day a date said means for a slot: a day alone in the month nearest the slot's own. */
function dayFor(hit: DateHit, near: string | null): string | null {
  if (hit.time !== null || hit.monthOnly || !hit.dayCertain) return null;
  if (!dayAlone(hit)) return iso(hit.date);
  return near === null ? iso(hit.date) : nearestDay(hit.date.day, near);
}

/** Whether an old date said is the item's own in `slot`: its day, and its month when said. */
function wasOwn(hit: DateHit, item: SavedItem<ListedKind>, slots: readonly string[]): boolean {
  return slots.some((slot) => {
    const mine = own(item, slot);
    if (mine === null) return false;
    const day = Number(mine.slice(8, 10)) === hit.date.day;
    return dayAlone(hit) ? day : day && Number(mine.slice(5, 7)) === hit.date.month;
  });
}

/** The trip's slot the words say, or null when they say neither or both. */
function tripSlot(ws: readonly string[]): string | null {
  const at = (list: readonly string[]) =>
    list.map((p) => words(p)).filter((p) => {
      const i = phraseIndex(ws, p);
      return i >= 0 && !(p[0] === "back" && MOVED_BACK.has(ws[i - 1] ?? ""));
    }).length > 0;
  const [start, end] = [at(START), at(END)];
  return start === end ? null : start ? "start_date" : "end_date";
}

/** The calls that set `dates` on the item, by its kind. */
function dateCalls(item: SavedItem<ListedKind>, dates: Record<string, string>): ToolCall[] {
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
  item: SavedItem<ListedKind>,
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
  item: SavedItem<ListedKind>,
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
 * The message with a day put right as it is said, once or more, said as its last day ("due the
 * 18th, no, the 19th, hang on, the 17th. Change it." is "due the 17th. Change it."), read by the
 * corrections' readers; the message itself when it puts no day right so.
 */
export function lastSaid(message: string): string {
  const put = correction(putRightLast(message) ?? message);
  if (put === null) return message;
  const stop = put.after.indexOf(". ");
  const value = stop < 0 ? put.after : put.after.slice(0, stop);
  const fixed = valueCorrected(put.before, value);
  return fixed === null ? message : fixed + (stop < 0 ? "" : put.after.slice(stop + 1));
}

/**
 * The calls that change the one item `message` names among `items` to the one value it says, or
 * null when it names none or several, says no value or more than one, a value of a type the item
 * has no slot for, or says "not" of a value that is not the item's own.
 */
export function changedCalls(
  text: string,
  items: readonly SavedItem<ListedKind>[],
  ctx: ZoneContext,
): ToolCall[] | null {
  if (!changeSaid(text)) return null;
  const message = lastSaid(text);
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
  const named = namedBest(ws, naming, items);
  if (named.length !== 1) return null;
  const item = named[0]!;
  const kind = CHANGEABLE.find((k) => k.kind === item.kind);
  if (!kind) return null;
  if (dates.length > 0 && amounts.length > 0) return null;
  // Every figure said is a value read: "the 25th or 26th" says two days, one of them unread.
  if (ws.some((w) => isDigit(w.charAt(0)) && !valueWords.has(w))) return null;
  if (dates.length > 0) {
    if (kind.dates.length === 0) return null;
    const old = dates.filter((d) => d.was).map((d) => d.value);
    if (old.length > 1 || old.some((h) => !wasOwn(h, item, kind.dates))) return null;
    return datesChanged(item, kind, dates.filter((d) => !d.was).map((d) => d.value), ws);
  }
  if (amounts.length === 0 || kind.amount === undefined) return null;
  const fresh = amounts.filter((a) => !a.was).map((a) => a.value);
  const old = amounts.filter((a) => a.was).map((a) => a.value);
  if (fresh.length !== 1 || old.length > 1) return null;
  const mine = item.fields[kind.amount];
  const had = mine === null || mine === undefined ? null : Number(mine);
  if (old.length === 1 && had !== null && old[0]!.amount !== had) return null;
  return amountChanged(item, kind, fresh[0]!);
}
