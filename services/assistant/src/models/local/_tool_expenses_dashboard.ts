/**
 * The expenses dashboard in what people write: "show my expenses dashboard", "show the business
 * dashboard", "give me an overview of my business expenses", "expense totals for January", "how
 * much did I spend this month". Its verbs and the names of the view ("overview", "summary") come
 * from the group's description (`groups/expenses.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { findDates, localNow } from "./_tool_dates.ts";
import { dayRange } from "./_tool_calendar.ts";
import { addDays, weekdayOf } from "./_dates_zone.ts";
import { wordsOf } from "./_shapes.ts";
import { saysAny } from "./_shapes_spans.ts";
import { monthNumber } from "./_dates_words.ts";
import { hasDigit, tokenize } from "./_tokens.ts";
import { type Clause, match } from "./_tool_text.ts";
import { findMoney } from "./_tool_text_money.ts";
import { oneOf, type Parts, template } from "./_templates.ts";
import { words } from "./groups/mod.ts";
import { TIME_SPANS } from "./groups/expenses.ts";

const W = words("expense");
const VERB = W.verb("expenses_dashboard");
const VIEW = W.verb("expenses_dashboard_view");
const NOUN = W.noun;

/** The months by name, said with "'s" before the dashboard ("february's expenses"). */
const MONTHS = [
  ...["january", "february", "march", "april", "may", "june", "july", "august", "september"],
  ...["october", "november", "december"],
];

/** The parts the shapes below name: the group's words (`groups/expenses.ts`) and more. */
const P: Parts = {
  verb: VERB,
  view: VIEW,
  noun: NOUN,
  /** Words that may stand before the dashboard's name: "my recent", "the monthly", "our". */
  filler: {
    row:
      "[the/my/our/a/an/all/recent/latest/current/monthly/total/full/whole/complete/quick/this_month's/last_month's/{monthS}]*",
  },
  /** "february's": a month said before the dashboard's name. */
  monthS: MONTHS.map((m) => `${m}'s`),
  /** "business", "work": the dashboard is the business's. */
  biz: { row: "[business/work/company/freelance]" },
  /** What the dashboard is about, after "overview of": "my expenses", "the business", "spending". */
  about: { row: "of/for/on {filler} {aboutWhat}" },
  aboutWhat: oneOf(["[business/work/company/freelance] {noun}", "business/costs/outgoings"], {
    noun: NOUN,
  }),
  /** "for January", "this month", "so far": when, after the dashboard's name. */
  when: { row: "for/in/of/from/during/this/last/so_far/to_date/since/by/per/month …" },
};

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** "this month", "so far this month", "month to date", said anywhere. */
const THIS_MONTH = template("[{x}] this_month/the_current_month/current_month/month_to_date …");
/** "last month", "the previous month". */
const LAST_MONTH = template("[{x}] last/previous/past month …");

/** The month a dashboard request names ("this month", "last month", "in February"), or null. */
export function monthOf(text: string, c: Clause): string | null {
  const today = localNow(c.ctx).date;
  if (THIS_MONTH.test(text.trim())) return `${today.year}-${pad(today.month)}`;
  if (LAST_MONTH.test(text.trim())) {
    const m0 = today.year * 12 + today.month - 2;
    return `${Math.floor(m0 / 12)}-${pad((m0 % 12) + 1)}`;
  }
  // "in February", "for jan.": a month said by its name.
  const ts = tokenize(text);
  if (!ts.some((t) => monthNumber(t.w) !== undefined)) return null;
  const hit = findDates(text, c.ctx, "past").find((h) => h.monthOnly || h.dayCertain);
  if (hit) return `${hit.date.year}-${pad(hit.date.month)}`;
  // "in march", "march's": a month chrono leaves (a verb too), said after "in"/"for" or with "'s".
  const said = ts.find((t, i) =>
    monthNumber(t.w) !== undefined &&
    (t.poss || ["in", "for", "of", "during"].includes(ts[i - 1]?.w ?? ""))
  );
  const month = said ? monthNumber(said.w)! : 0;
  if (!month) return null;
  const year = month > today.month ? today.year - 1 : today.year;
  return `${year}-${pad(month)}`;
}

/** Words saying a span of days (`dayRange` reads it whole): "last week", "this weekend". */
const WEEKS = ["week", "weekend", "fortnight"];

/**
 * "on taxis last week", "yesterday": the month of the days said, when they are all in one (the
 * dashboard shows a month); null when none is said or they run over two.
 */
function monthOfDays(text: string, c: Clause): string | null {
  // "last week", "this weekend": the week's days; a day is said of the past ("on the 3rd").
  const span = saysAny(wordsOf(text), WEEKS) ? dayRange(text, c) : null;
  // "this week" from its Monday: what was spent is in the days gone.
  const days = span
    ? [span.from, span.to, addDays(span.from, -((weekdayOf(span.from) + 6) % 7))]
    : findDates(text, c.ctx, "past").filter((h) => h.dayCertain).flatMap((h) =>
      h.endDate ? [h.date, h.endDate] : [h.date]
    );
  const months = new Set(days.map((d) => `${d.year}-${pad(d.month)}`));
  return months.size === 1 ? [...months][0]! : null;
}

/** "february's expenses": the month said with "'s" before the dashboard's name, or null. */
function monthBefore(c: Clause): string | null {
  const said = tokenize(c.text).find((t) => t.poss && MONTHS.includes(t.w));
  return said ? monthOf(said.raw, c) : null;
}

/**
 * How the dashboard is asked for; `tail` the slot of what follows (a month, "on taxis"), `noDigit`
 * when a number after it makes the request a record ("what I spent on lunch, 12").
 */
const DASHBOARD: { re: RegExp; tail: number; noDigit?: boolean }[] = [
  // "show my recent expenses", "show the business dashboard", "check our spending totals"
  { row: "{verb} [us/me] {filler} {biz} {noun} [{view}] [look_like/so_far] …", tail: 1 },
  // "give me an overview of my business expenses", "show a breakdown of spending"
  { row: "{verb} [us/me] {filler} {biz} {view} {about} …", tail: 1 },
  // "expense totals for January", "the business dashboard", "dashboard for this month"
  { row: "{filler} {biz} {noun} [{view}] [{t:when}]", tail: 1 },
  // "summary of my expenses", "a breakdown of the business costs"
  { row: "{filler} {biz} {view} {about} …", tail: 1 },
  {
    row: "how_much [money] did/have/do/am i/we spent/spend/spending/expensed/paid/pay/paying …",
    tail: 1,
  },
  { row: "what did/have i/we spent/spend/expensed …", tail: 1 },
  // "did I spend anything on taxis last week?": whether there was spending is in the totals.
  {
    row:
      "did/have i/we [ever/already/actually] spend/spent anything/much/money/any_money/a_lot/owt …",
    tail: 1,
  },
  {
    row:
      "what/how_much are/were/is/was [the/my/our] [total/biggest/largest/highest/top/main] [business/work] expense(s)/spending/costs/expenditure …",
    tail: 1,
  },
  { row: "what/how_much [{x}] i/we [have/had] spent/spend/expensed …", tail: 2, noDigit: true },
  { row: "sum/total [of] [my] spending/expenses …", tail: 1 },
  // "tot up what the business has laid out in March so far", "what has the company paid out".
  {
    row:
      "[tot_up/add_up/total_up/sum_up/work_out/tell_me] what/how_much has/have/did [the/my/our] business/company/firm [already] spent/spend/laid_out/lay_out/paid_out/pay_out/shelled_out/forked_out …",
    tail: 1,
    noDigit: true,
  },
  {
    row:
      "tot_up/add_up/total_up/sum_up/work_out/tell_me what/how_much [the/my/our] business/company/firm/i/we has/have/had [already] spent/laid_out/paid_out/shelled_out/forked_out …",
    tail: 1,
    noDigit: true,
  },
  // "what's the damage so far this month on business spending": the spending said, it asks.
  {
    row:
      "what_is/what_was/how_bad_is the damage {t} [my/the/our] [business/work] spending/expenses/costs/outgoings [{u}]",
    tail: 1,
  },
  // "what's the total for expenses so far in july"
  {
    row:
      "what/how_much is/was [the/my/our] total for/of [my/the/our] [business/work] expense(s)/spending/costs …",
    tail: 1,
  },
].map(({ row, ...rest }) => ({ re: template(row, P), ...rest }));

/** Words said between "spend" and the time spent: "spend the whole night", "spent all day". */
const SPAN_BEFORE = new Set(["the", "a", "an", "all", "whole", "entire", "my", "our"]);
/** Words said before the time asked about: "how much time", "how many hours". */
const HOW_MUCH = new Set(["much", "many", "spend", "spent", "spending"]);

/**
 * Whether a text asks about time spent, not money ("what did I spend the afternoon doing?", "how
 * much time did I spend on the report?"): a span of time right after "spend" or "how much".
 */
export function spendsTime(text: string): boolean {
  const ws = tokenize(text).map((t) => t.w);
  return ws.some((w, i) => {
    if (!HOW_MUCH.has(w)) return false;
    let at = i + 1;
    while (at < ws.length && w.startsWith("spen") && SPAN_BEFORE.has(ws[at]!)) at++;
    return TIME_SPANS.includes(ws[at] ?? "");
  });
}

/**
 * The dashboard call a clause asks for, or null. "How much did I spend on taxis" is the dashboard
 * too, which has the totals; a clause carrying an amount of money records one instead.
 */
export function parseDashboard(c: Clause): ToolCall | null {
  if (spendsTime(c.text)) return null;
  for (const shape of DASHBOARD) {
    const found = match(c, shape.re);
    if (!found) continue;
    const tail = found.m[shape.tail] ?? "";
    if (shape.noDigit && hasDigit(tail)) continue;
    // "expenses: 12 for lunch": a record said after its kind.
    if (findMoney(tail).length > 0 || [":", "-"].includes(tail.trimStart().charAt(0))) return null;
    const month = monthOf(tail, c) ?? monthBefore(c) ?? monthOfDays(tail, c);
    return { name: "expenses_dashboard", input: month ? { month } : {} };
  }
  return null;
}
