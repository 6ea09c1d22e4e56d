/**
 * Tasks in what people write: "add a task to file taxes by Friday", "to-do list: book a haircut",
 * "task for tomorrow: water the plants", "I have to renew my passport, make it a task", "what's on
 * my to-do list"; the changes to existing tasks are `_tool_tasks_change.ts`'s. A request may come
 * with an explanation before or after it ("..., he asked this morning"), which asks for nothing.
 * The words are the group's (`groups/tasks.ts`).
 * @module
 */
import { withoutDayNamed } from "./_removal_when.ts";
import type { ToolCall } from "../../tools/types.ts";
import type { Parsed } from "./_ask.ts";
import { findRecurrence } from "./_tool_recurrence.ts";
import { type DateHit, findDates } from "./_tool_dates.ts";
import { addDays, compareDates, localNow } from "./_dates_zone.ts";
import { withoutExplanation } from "./_tool_aside.ts";
import { shortWeekdays } from "./_tool_recurrence_days.ts";
import { type Clause, match, tidy, typedWithout } from "./_tool_text.ts";
import { asksToList, DET, isWord, saysWord, wordSet } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { NOT_TASK_VERBS } from "./groups/tasks.ts";
import { fits, read, shapes } from "./_shapes.ts";
import { unquote, words as wordsOf } from "../../text/normalize.ts";
import {
  complete,
  due,
  firstDay,
  JOIN,
  namesTask,
  POLITE,
  PRONOUN,
  remove,
  TASK,
  update,
} from "./_tool_tasks_change.ts";
import { saysSpanishWhen } from "./_tool_tasks_spanish.ts";
import { pointsOnly } from "./_said_elsewhere.ts";
import { weekendOf } from "./_tool_reminders_weekend.ts";
import { typedWithoutAlso } from "./_tool_reminders_about.ts";
import { anForAnd } from "./_tool_shopping_items.ts";
import { describesOwned } from "./_dates_names.ts";

const W = words("task");
/** A when that names no day, said as a task's heading: "add a task for later: …". */
const NO_DAY = wordSet("later soon sometime someday whenever eventually");
/** The article a due day may be said with first: "for the weekend: …". */
const THE = wordSet("the this");
const CREATE_VERB = W.verb("tasks_create");
const MUST = W.verb("tasks_create:must");
const re = (source: string) => new RegExp(source, "iud");

/** A shape of a new task: which group holds its text, and which one may hold more (a date). */
interface CreateShape {
  re: RegExp;
  body: number;
  more?: number;
  /** The group holding "list" said alone, when the shape may name it so: then a doing only. */
  list?: number;
}

const CREATE: CreateShape[] = [
  // "I have to update my CV, make it a task for Monday": the task said first, then the request.
  {
    re: re(
      String
        .raw`^(?:(?:i|we)\s+${MUST}\s+(?:to\s+)?)?(.+?)${JOIN}${POLITE}${CREATE_VERB}\s+${PRONOUN}\s+(?:(?:as|into|in|to|on|onto)\s+)?${DET}(?:new\s+)?${TASK}(?:\s+item)?(.*)$`,
    ),
    body: 1,
    more: 2,
  },
  {
    re: re(
      String
        .raw`^${CREATE_VERB}\s+(?:me\s+)?(?:a|an|another|new|the|one)?\s*(?:new\s+)?${TASK}(?:\s+item)?\b(?:\s+for\s+(?:me|us))?\s*(?:(?:to|for|called|named|that\s+says|saying|reading|titled|about)\b|:|-|–)?\s*(.+)$`,
    ),
    body: 1,
  },
  // "put mow the lawn on my list for saturday": "list" alone names the tasks for a thing to do.
  {
    re: re(
      String.raw`^${CREATE_VERB}\s+(.+?)\s+(?:to|on|onto|in|into)\s+${DET}(?:${TASK}|(list))(.*)$`,
    ),
    body: 1,
    more: 3,
    list: 2,
  },
  // "add to my to-do list: book a haircut": the list named before the task.
  {
    re: re(
      String
        .raw`^(?:${CREATE_VERB}\s+)?(?:to|on|onto)\s+${DET}${TASK}(?:\s+please)?\s*[:\-–]?\s*(.+)$`,
    ),
    body: 1,
  },
  // "to-do list, add: ...", "task for tomorrow: ...": the list, maybe a date, then the task.
  {
    re: re(
      String
        .raw`^${DET}(?:new\s+)?${TASK}(\s+(?:for|due|by|on|until|before)\s+[^:,\-–]{1,40}?)?(?:\s*,\s*(?:${CREATE_VERB}\s*:?\s+)?|\s*[:\-–]\s*(?:${CREATE_VERB}\s*:\s*)?)(.+)$`,
    ),
    body: 2,
    more: 1,
  },
  {
    re: re(
      String
        .raw`^${CREATE_VERB}\s+(.+?)\s+as\s+(?:a\s+|an\s+|my\s+)?(?:new\s+)?${TASK}(?:\s+item)?(.*)$`,
    ),
    body: 1,
    more: 2,
  },
  {
    re: re(
      String
        .raw`^(?:i|we)\s+${MUST}\s+(?:to\s+)?(.+?\s+(?:by|before|until|no\s+later\s+than)\s+.+)$`,
    ),
    body: 1,
  },
];

/** An explanation after the task's text: ", he asked this morning", ", because ...". */
const EXPLANATION =
  /\s*(?:,|\s[-–])\s*(?:he|she|they|it|i|we|you|my|his|her|their|our|because|since|as|so\s+that|which|that\s+is)\b/iu;

/**
 * A deadline said of the task as "it" after a comma ("the tax declaration, I must do it until 15
 * December"): the task's day, never an explanation.
 */
const DONE_BY = shapes([[
  "i|we",
  "must|have to|have got to|got to|gotta|need to|should|ought to|will",
  "do|finish|send|submit|file|pay|get|hand in",
  "it|them|this|that",
  "?done|in|off",
  "by|until|till|before|no later than",
  "...",
]]);

/** Text that is no task of its own: a pronoun, a question. */
const NOT_TASK = new RegExp(
  String
    .raw`^(?:${PRONOUN}|(?:what|which|how|when|where|why|who|is|are|do|does|can|show|list|anything)\b.*)$`,
  "iu",
);

/**
 * A word left at the end of a task's text when its day was taken out: "… by", "… due", "…, has to
 * be done by", "…, needs doing by".
 */
const DUE_END =
  /(?:\s*,\s*(?:(?:has|needs?|must|should)\s+(?:to\s+)?be\s+(?:done|finished|sorted|paid|sent|booked|submitted|ready)|needs\s+doing|(?:i|we)\s+(?:must|(?:have\s+)?(?:got|need)\s+to|have\s+to|gotta|should|ought\s+to|will)\s+(?:do|finish|send|submit|file|pay|get|hand\s+in)\s+(?:it|them|this|that)(?:\s+(?:done|in|off))?))?\s+(?:due|by|before|until|no\s+later\s+than|deadline|(?:(?:due|by|before|at|for)\s+)?(?:the\s+)?(?:end\s+of\s+(?:the\s+)?(?:day|business|play)|close\s+of\s+(?:business|play)|eod|cob))$/iu;

/** The words of a deadline said as a part of the day ("… by end of day friday"): its day's. */
const END_OF_DAY = new Set(["end", "close", "eod", "cob"]);

/**
 * `text` without the deadline's words left at its end ("… by", "… by end of day"); a part of the
 * day is taken only with the day it ends ("by end of day friday"), else it is all the day said.
 */
function withoutDueEnd(text: string, dated: boolean): string {
  return text.replace(DUE_END, (m) => dated || !wordsOf(m).some((w) => END_OF_DAY.has(w)) ? "" : m);
}

/** "…, the card by the end of the month": the task named again by its words, then its day. */
const NAMED_AGAIN = shapes([[
  "the|that|this",
  "{x}",
  "?one|task|one",
  "by|before|due|due by|until|till|no later than",
  "{y}",
]]);

/**
 * The task's own words and the day said of it when it is named again after a comma by words of
 * its own ("renew my residence card, the card by the end of the month"), or null.
 */
function namedAgain(c: Clause, body: [number, number]): [number, number][] | null {
  const said = c.text.slice(body[0], body[1]);
  const comma = said.lastIndexOf(",");
  if (comma < 0) return null;
  const part = said.slice(comma + 1);
  const [name, day] = read(part, NAMED_AGAIN) ?? [];
  if (!name || !day) return null;
  const own = new Set(wordsOf(said.slice(0, comma)));
  if (!wordsOf(name).every((w) => own.has(w))) return null;
  // The day is all that is said after the deadline's word.
  const [hit, ...more] = findDates(day, c.ctx, "future");
  const rest = hit ? wordsOf(day.slice(0, hit.index) + " " + day.slice(hit.end)) : ["?"];
  if (!hit || more.length > 0 || !firstDay([hit]) || rest.some((w) => w !== "the")) return null;
  const at = body[0] + comma + 1 + part.lastIndexOf(day);
  return [[body[0], body[0] + comma], [at, at + day.length]];
}

/** Words that start a thing, never a thing to do: "the", "a", "some", a number. */
const THING_FIRST = wordSet(
  "the a an my our your his her their this that these those some any more",
);
/** Words after a verb that make it a phrasal one: "pick up", "sort out". */
const PARTICLES = wordSet("up out off");
/** Words after a verb that start what it is done to: "mow the lawn", "pick up the kids". */
const OBJECT_FIRST = wordSet("the a an my our your his her their this that these those up out off");

/**
 * True when `said` is a thing to do ("mow the lawn", "clean the eavestroughs", "pick up the
 * dry cleaning"): a word, then what it is done to; never a thing ("the milk", "dog food", "2 tins").
 */
function isDoing(said: string): boolean {
  const [first, second, ...rest] = wordsOf(said);
  if (!first || !second || rest.length === 0 && !OBJECT_FIRST.has(second)) return false;
  // "washing up liquid": a particle is a doing's only before what it is done to ("pick up the kids").
  if (PARTICLES.has(second) && !THING_FIRST.has(rest[0] ?? "")) return false;
  // "eggs the big ones", "washing …": a plural or a gerund is a thing ("press" ends in two s).
  const plural = (first.endsWith("s") && !first.endsWith("ss")) || first.endsWith("ing");
  // "milk an sugar": "an" said for "and" before a consonant joins things, never a doing.
  return !THING_FIRST.has(first) && !plural && !(first[0]! >= "0" && first[0]! <= "9") &&
    OBJECT_FIRST.has(second) && !anForAnd(second, rest[0] ?? "");
}

function create(c: Clause): Parsed | null {
  for (const shape of CREATE) {
    const found = match(c, shape.re);
    const whole = found?.m.indices?.[shape.body];
    if (!found || !whole) continue;
    if (shape.list !== undefined && found.m[shape.list] && !isDoing(found.slot(shape.body))) {
      continue;
    }
    const after = EXPLANATION.exec(c.text.slice(whole[0], whole[1]));
    // "…, I must do it until 15 December": the day it is due, said of it, is no explanation.
    const said = after && fits(after.input.slice(after.index), DONE_BY) ? null : after;
    const said0: [number, number] = [whole[0], said ? whole[0] + said.index : whole[1]];
    const again = namedAgain(c, said0);
    const body = again?.[0] ?? said0;
    const more = shape.more === undefined ? undefined : found.m.indices?.[shape.more];
    const extra = again?.[1] ?? more;
    if (again && more && more[1] > more[0]) continue;
    const hits: { index: number; end: number; hit: DateHit }[] = [];
    for (const [s, e] of [body, ...(extra ? [extra] : [])]) {
      const said = c.text.slice(s, e);
      // "put 'book flights for july' on my tasks for Monday": words quoted are the task's own.
      const dayAfter = extra !== undefined && c.text.slice(extra[0], extra[1]).trim().length > 0;
      if (dayAfter && s === body[0] && unquote(said) !== said.trim()) continue;
      // "pay rent on the last weekend of the month": due its Saturday, as "this weekend" is.
      const weekend = weekendOf(said, c);
      const found = findDates(said, c.ctx, "future").filter((h) =>
        !weekend || h.end <= weekend.index || h.index >= weekend.end
      ).concat(weekend ? [weekend] : []).sort((a, b) => a.index - b.index);
      // "chase the quote mon": a weekday written short the date reader leaves is the due day.
      for (const h of [...found, ...shortWeekdays(said, c.ctx, found)]) {
        hits.push({ index: h.index + s, end: h.end + s, hit: h });
      }
    }
    const dueHit = firstDay(hits.map((h) => h.hit));
    const dueSpans = dueHit ? hits.filter((h) => h.hit === dueHit) : [];
    // "add a task for the weekend: clean the car": the article said first belongs to the day.
    const opening = dueSpans[0] && isWord(c.text.slice(body[0], dueSpans[0].index), THE)
      ? [{ index: body[0], end: dueSpans[0].index }]
      : [];
    // "add a task to plan the easter egg hunt": a holiday describing the thing keeps its words.
    const spans = [...opening, ...dueSpans].filter((h) => !describesOwned(c.text, h));
    // "book the 7:30pm showing by friday": a second day or time left in the task is never read.
    if (hits.some((h) => h.hit !== dueHit && firstDay([h.hit]))) return null;
    // "add a task to call mum too": a last "too" only adds this request to another.
    let content = typedWithoutAlso(withoutDueEnd(
      tidy(withoutDueEnd(typedWithout(c, body[0], body[1], spans), !!dueHit)),
      !!dueHit,
    )).slice(0, 500).trim();
    // "add a task for later: call Ravi back": a when that names no day heads the task, no part.
    const label = content.indexOf(":");
    if (label > 0 && isWord(content.slice(0, label), NO_DAY)) {
      content = content.slice(label + 1).trim();
    }
    // "add the thing we talked about earlier to my tasks": what it is was never said here.
    if (pointsOnly(content)) return { ask: "tasks_create:what", known: {} };
    if (content.length === 0 || NOT_TASK.test(content) || saysSpanishWhen(content)) return null;
    // "put water the plants on my todo for every sunday": a task can't repeat, a reminder can.
    const told = [body, ...(extra ? [extra] : [])].map(([s, e]) => c.text.slice(s, e)).join(" ");
    if (findRecurrence(told)?.recurrence) return { ask: "tasks_create:repeat", known: { content } };
    const input: Record<string, unknown> = { content };
    if (dueHit) input.due = due(dayBefore(dueHit, dueSpans[0]!.index, c), c);
    return { name: "tasks_create", input };
  }
  return null;
}

/**
 * A deadline said "before" a day ("before new year", "before the 14th") is the day before it; "by"
 * or "until" a day, the end of a month ("before the end of March") and a time are as said.
 */
function dayBefore(hit: DateHit, at: number, c: Clause): DateHit {
  const lead = wordsOf(c.text.slice(0, at));
  if (lead[lead.length - 1] !== "before" || hit.time || hit.instant || !hit.dayCertain) return hit;
  // "before friday" said on a Friday: today, never yesterday.
  const date = addDays(hit.date, -1);
  const said = wordsOf(hit.text);
  if (said[said[0] === "the" ? 1 : 0] === "end" || compareDates(date, localNow(c.ctx).date) < 0) {
    return hit;
  }
  return { ...hit, date };
}

const INCLUDE_DONE =
  /\b(?:(?:completed|finished|done|closed)\s+(?:ones|tasks|to-?dos|items|too|as\s+well)|including\s+(?:the\s+)?(?:completed|done|finished|closed)|(?:show|list|see|what\s+are)\s+(?:me\s+)?(?:my\s+|the\s+|all\s+)*(?:completed|finished|done|closed)\b|(?:what|which)\s+(?:tasks\s+)?(?:did|have)\s+i\s+(?:completed?|finished|done)|also\s+(?:the\s+)?(?:completed|done|finished))/iu;

/** "check off the task" completes one: "check" there asks to see nothing. */
const OFF_FIRST = new RegExp(String.raw`^${W.verb("tasks_complete:off")}\s+off\b`, "iu");

/** "show me the ones I've ticked off too": the tasks done, named by what was done to them. */
const DONE_SHOWN = shapes([[
  "show|list|give|let me see",
  "?me|us",
  "the ones|what|everything|all|the tasks|the to-dos|the jobs",
  "i|we",
  "?have",
  "?already|also",
  "ticked off|checked off|crossed off|finished|completed",
  "...",
]]);

function list(c: Clause): ToolCall | null {
  if (OFF_FIRST.test(c.text)) return null;
  if (fits(c.text, DONE_SHOWN, "start")) {
    return { name: "tasks_list", input: { include_completed: true } };
  }
  if (
    asksToList(c, TASK) ||
    // "anything wedding related still open on my list?": what is left, about something or not.
    /^what\s+is\s+(?:left|still\s+open|outstanding|pending)\s+(?:to\s+do|on\s+my\s+plate)?|^(?:is\s+)?(?:there\s+)?anything(?:\s+[\p{L}-]+){0,3}?\s+(?:still\s+open|still\s+to\s+do|outstanding|left\s+to\s+do)\s+on\s+(?:my|the)\s+(?:list|plate)\b/iu
      .test(c.text)
  ) {
    return {
      name: "tasks_list",
      input: INCLUDE_DONE.test(c.text) ? { include_completed: true } : {},
    };
  }
  return null;
}

/** The call a clause asks for when the whole clause is one request, or null. */
function whole(c: Clause): Parsed | null {
  return update(c) ?? remove(c) ?? create(c) ?? list(c) ?? complete(c);
}

/** The task call a clause asks for, or null. */
export function parseTask(c: Clause): Parsed | null {
  // "X and Y are sorted, dismiss both": a part with a follow-up's own verb is no aside of a task.
  const asideOfOther = saysWord(c.text, OTHERS_VERBS) && !namesTask(c.text);
  // "delete all my tasks for tomorrow": a day names no task (`withoutDayNamed`).
  return withoutDayNamed(whole(c) ?? (asideOfOther ? null : withoutExplanation(c, whole)));
}

/** Verbs of another kind's own (`NOT_TASK_VERBS`). */
const OTHERS_VERBS = new Set(NOT_TASK_VERBS);
