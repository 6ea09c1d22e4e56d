/**
 * Changes to existing tasks in what people write: completing ("mark file taxes as done", "I fixed
 * the bike, tick it off", "done: file taxes"), changing the due date or the text ("push 'fix the
 * bike' to Saturday", "the tax return has no deadline any more", "rename the report task to ...")
 * and deleting ("delete the taxes task"). The words are the group's (`groups/tasks.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import {
  type DateHit,
  findDates,
  isoDate,
  type LocalTime,
  momentOf,
  withoutSpans,
} from "./_tool_dates.ts";
import { type Clause, cleanRef, match, splitItems, tidy } from "./_tool_text.ts";
import { surelyItem } from "./_tool_shopping_items.ts";
import { DET, NOUN, othersThan, removalTarget, REMOVE_VERB, theOne } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";
import { TASKS } from "./groups/tasks.ts";
import { anyOf } from "./groups/_words.ts";
import { words as wordsOf } from "../../text/normalize.ts";
import { aDoing } from "./_tool_tasks_doing.ts";
import { renamedWithDay } from "./_tool_tasks_renamed.ts";

const W = words("task");
/** Any name of a task or the to-do list, as a regular-expression source. */
export const TASK = NOUN.task;
/** A word that names the kind of item, not the task: dropped from a reference. */
const TASK_WORD = new RegExp(String.raw`^(?:${TASK}|to|do|list|items?|action)$`, "iu");
/** Another kind's noun, or a list that is not the to-do list. */
export const OTHER = new RegExp(String.raw`${othersThan("task").source}|\blist\b`, "iu");
const NINE: LocalTime = { hour: 9, minute: 0, second: 0 };
/** Words that name a thing said just before: "it", "that task". */
const PRONOUNS = ["it", "that", "this", "them", "those", "these", "that one", "this one"];
export const PRONOUN = anyOf(PRONOUNS);
/** A reference that names no one task: a pronoun, "everything". */
const NO_TASK = new Set([...PRONOUNS, "everything", "all"]);
/** What may stand between a comma and the request after it: "so", "can you", "you can". */
export const POLITE = String
  .raw`(?:(?:and|so|then|please|just|now|(?:can|could|would|will)\s+you|you\s+(?:can|could|may))\s+)*`;
/** Where a request ends and something said before or after it begins. */
export const JOIN = String.raw`\s*(?:[,;:]|\s[-–])\s*`;

const MARK = W.verb("tasks_complete");
const FINISH = W.verb("tasks_complete:finish");
const OFF = W.verb("tasks_complete:off");
const DONE = W.verb("tasks_complete:done");
const DID = W.verb("tasks_complete:did");
const DUE_VERB = W.verb("tasks_update");
const MOVE = W.verb("tasks_update:move");
const RENAME = W.verb("tasks_update:rename");
const EDIT = W.verb("tasks_update:edit");
const UNDUE = W.verb("tasks_update:undue");
const DELETE = String.raw`(?:${REMOVE_VERB}|${W.verb("tasks_delete")})`;
const DUE_WORD = String.raw`(?:due\s+date|deadline|due\s+day|due)`;
/** The words of DUE_WORD, and "date": a reference of these alone names a task's day. */
const DUE_WORDS = new Set(["due", "date", "deadline", "day"]);
const QUOTED = /^\s*["'‘“].+["'’”]\s*$/u;

/** The words of `text` that name an existing task, or null. */
export function ref(text: string): string | null {
  return cleanRef(text, TASK_WORD);
}

/** One task named by its kind alone: "the task", "my to-do" (not "my tasks", "the to-do list"). */
const ONE_TASK = new RegExp(String.raw`^${DET}${TASK}$`, "iu");

/**
 * The words of `text` that name an existing task; "the task" when it names one by its kind alone
 * ("tick off the task"), which the tool reads as the one there is; or null.
 */
function refOrKind(text: string): string | null {
  const t = text.trim();
  const one = ONE_TASK.test(t) && !/s$|\b(?:list|manager|todoist)\b/iu.test(t);
  return ref(text) ?? (one ? theOne("task") : null);
}

/** A due date as the tool takes it: a day, or a date-time when a time was said. */
export function due(hit: DateHit, c: Clause): string {
  if (hit.instant || hit.time) return momentOf(hit, c.ctx, NINE);
  return isoDate(hit.date);
}

/** The first date that names a day, or null. */
export function firstDay(hits: DateHit[]): DateHit | null {
  return hits.find((h) => h.dayCertain || h.monthOnly || h.instant || h.time) ?? null;
}

const re = (source: string) => new RegExp(source, "iud");

const COMPLETE: RegExp[] = [
  re(String.raw`^${MARK}\s+(.+?)\s+(?:as\s+|to\s+)?${DONE}$`),
  re(String.raw`^${FINISH}\s+(.+?)(?:\s+(?:on|from|off|in)\s+${DET}${TASK})?$`),
  re(String.raw`^${OFF}\s+(.+?)\s+off(?:\s+${DET}(?:${TASK}|list))?$`),
  re(String.raw`^(?:i|we)\s+(?:(?:have|just|already|finally)\s+)*${DID}\s+(.+)$`),
  re(String.raw`^(?:done|finished|completed|complete)\s*(?:with\s+|[:\-–]\s*)(.+)$`),
  re(
    String
      .raw`^(.+?)(?:\s*(?:[,:;]|\s[-–])\s*(?:that|it|this))?\s+(?:is|are|has\s+been|have\s+been)\s+(?:(?:now|all|both|finally)\s+)*(?!off$)${DONE}(?:\s+now)?$`,
  ),
];

/** "mark it done", "tick that off my list", "you can check that task off". */
const DONE_REQUEST = String
  .raw`(?:${MARK}\s+${PRONOUN}(?:\s+${TASK})?\s+(?:as\s+)?${DONE}|${OFF}\s+${PRONOUN}(?:\s+${TASK})?\s+off(?:\s+${DET}(?:${TASK}|list))?|${FINISH}\s+${PRONOUN}(?:\s+${TASK})?)`;

/** A past tense: "fixed", "called", and the common irregular ones. */
const PAST = String
  .raw`(?:\p{L}+ed|did|made|paid|sent|wrote|bought|took|got|rang|went|sold|put|done|sorted(?:\s+out)?|dealt\s+with|took\s+care\s+of)`;

/** "I bought the eggs, tick them off" is the shopping list's: things bought are not tasks. */
const BOUGHT = String.raw`(?!${words("shopping").verb("shopping_remove:got")}\b)`;

const FACTS: RegExp[] = [
  // "I fixed the bike": the object names the task, the verb may be said otherwise in it.
  re(
    String.raw`^(?:(?:i|we)\s+)?(?:(?:have|had|just|already|finally)\s+)*${BOUGHT}${PAST}\s+(.+)$`,
  ),
  // "the bike is fixed"
  re(String.raw`^(.+?)\s+(?:is|are|has\s+been|was)\s+(?:now\s+|finally\s+|all\s+)?${PAST}$`),
];

/**
 * "I fixed the bike, mark it done", "the boiler is serviced - tick it off": the task said as a
 * fact, then the request naming it by a pronoun.
 */
function completedFact(c: Clause): ToolCall | null {
  // "finished the slides tick that one off": the request may follow without a comma.
  const m = re(String.raw`^(.+?)(?:${JOIN}|\s+)${POLITE}${DONE_REQUEST}$`).exec(c.text);
  const head = m?.indices?.[1];
  if (!m || !head) return null;
  const said = c.text.slice(head[0], head[1]);
  // "the gutters are cleared and the boiler is serviced, tick them off": two things said done are
  // both ticked or neither, never one name run together from both.
  if (said.toLowerCase().split(" ").filter((w) => COPULAS.has(w)).length > 1) return null;
  for (const fact of FACTS) {
    const f = fact.exec(said);
    const span = f?.indices?.[1];
    if (!f || !span) continue;
    if (OTHER.test(f[1] ?? "")) return null;
    // "finished the slides for tomorrow": the day it was due says which, it is not its name.
    const from = head[0] + span[0];
    const days = findDates(c.text.slice(from, head[0] + span[1]), c.ctx, "future");
    const r = ref(withoutSpans(c.typed(from, head[0] + span[1]), days)) ??
      ref(c.typed(from, head[0] + span[1]));
    return r ? { name: "tasks_complete", input: { task: r } } : null;
  }
  return null;
}

/** The verbs that say what a thing is: two in one fact say two things. */
const COPULAS = new Set(["is", "are", "was", "were"]);

/** Words that say a deadline before its day: "by Thursday", "before the 20th". */
const BY = new Set(["by", "before", "until", "till"]);

/**
 * True when `text` says a deadline ("finish the report by Thursday"): a thing still to do, which
 * "I need to finish …" says once its "I need to" is cleaned off; no completion.
 */
function byDeadline(text: string, c: Clause): boolean {
  return findDates(text, c.ctx, "future").some((h) => {
    // "by the 31st of January": the article of the day said after the word of the deadline.
    const before = wordsOf(text.slice(0, h.index));
    const last = before.at(-1) === "the" ? before.at(-2) : before.at(-1);
    return BY.has(last ?? "");
  });
}

/** The verbs that tick a task off ("tick", "check", "cross"), one word each. */
const OFF_VERBS = new Set(TASKS.verbs?.["tasks_complete:off"] ?? []);
const PRONOUN_WORDS = new Set(PRONOUNS);

/** True when `text` asks to tick off again, by a pronoun: "… tick that one", "… cross it off". */
function asksAgain(text: string): boolean {
  const ws = wordsOf(text);
  return ws.at(-1) === "off" ||
    ws.some((w, i) => i > 0 && OFF_VERBS.has(w) && PRONOUN_WORDS.has(ws[i + 1] ?? ""));
}

/**
 * True when the row `i` of COMPLETE that read `text` says a thing finished, not asks to finish it:
 * "I finished …", "done with …", "… is done", "finished …" (not "finish …", "tick off …").
 */
function saidFinished(i: number, text: string): boolean {
  if (i !== 1) return i > 2;
  const first = wordsOf(text)[0] ?? "";
  return first.endsWith("ed") || first === "done";
}

/** The tasks_complete call a clause asks for, or null. */
export function complete(c: Clause): ToolCall | null {
  const fact = completedFact(c);
  if (fact) return fact;
  for (const [i, shape] of COMPLETE.entries()) {
    const found = match(c, shape);
    const span = found?.m.indices?.[1];
    if (!found || !span) continue;
    const plain = c.text.slice(span[0], span[1]);
    if (OTHER.test(plain)) return null;
    // "tick off the slides tick that one off": a second request to tick is no part of a name.
    if (asksAgain(plain)) return null;
    if (NO_TASK.has(plain.trim().toLowerCase())) return null;
    // "strike apples pears and grapes off the list": things surely bought are no task, unless a
    // task is named ("cross eggs off my to-do list").
    if (!namesTask(c.text) && splitItems(plain).every(surelyItem)) return null;
    if (byDeadline(plain, c)) return null;
    // "I finally finished reading War and Peace": a doing said finished is no task's name, unless
    // asked to be marked or ticked off ("tick off reading the contract") or a task is named.
    if (saidFinished(i, c.text) && aDoing(plain) && !namesTask(c.text)) return null;
    const r = refOrKind(found.slot(1));
    return r ? { name: "tasks_complete", input: { task: r } } : null;
  }
  return null;
}

/** A task's day named by itself: "the due date", "its deadline", "the date". */
const ITS_DATE = String.raw`(?:the\s+|its\s+)?(?:${DUE_WORD}|date)`;
/**
 * "…, take the date off (it)", "…, remove the deadline (from it)": the day dropped from the task
 * said before.
 */
const DROP_DATE = String
  .raw`(?:${JOIN}${POLITE}(?:${UNDUE}\s+${ITS_DATE}(?:\s+(?:from|on|off)\s+it)?|take\s+${ITS_DATE}\s+off(?:\s+it)?))?`;
/** What may follow a task said to have no day: "any more", "really", "at all". */
const NO_MORE = String.raw`(?:\s+(?:any\s*more|now|really|at\s+all|on\s+it))*`;

const NO_DUE: RegExp[] = [
  re(
    String
      .raw`^(?:${UNDUE}\s+${ITS_DATE}\s+(?:from|of|on|for)|take\s+${ITS_DATE}\s+off)\s+(.+)$`,
  ),
  re(
    String
      .raw`^(.+?)\s+(?:has|have|has\s+got)\s+no\s+(?:due\s+date|deadline|date)${NO_MORE}${DROP_DATE}$`,
  ),
  re(
    String
      .raw`^(.+?)\s+(?:does|do)\s+not\s+(?:have|need)\s+a\s+(?:due\s+date|deadline|date)${NO_MORE}${DROP_DATE}$`,
  ),
];

/** Verbs that only put something off ("change my flight" may be any change). */
const POSTPONE = ["push", "postpone", "defer", "bump", "put off"].map((p) => p.split(" "));

const DUE_SHAPES: RegExp[] = [
  re(
    String
      .raw`^${DUE_VERB}\s+(?:the\s+)?${DUE_WORD}\s+(?:of|for|on)\s+(.+?)\s+(?:to|until|till|for|as|back\s+to)\s+(.+)$`,
  ),
  re(String.raw`^${MOVE}\s+(.+?)\s+(?:to|until|till|back\s+to|for)\s+(.+)$`),
  // "the report is due on Friday", "… is not due till the 27th now", "… can wait until April 3"
  re(
    String
      .raw`^(.+?)\s+(?:(?:is|are|should\s+be)\s+(?:(?:now|actually|really)\s+)?due\s+(?:on\s+|by\s+|for\s+)?|(?:is|are)\s+not\s+due\s+(?:till|until|before)\s+|can\s+wait\s+(?:till|until)\s+|should\s+(?:actually\s+)?be\s+(?:on\s+|for\s+)?)(?!back\b|home\b|out\b)(.+)$`,
  ),
  re(String.raw`^make\s+(.+?)\s+due\s+(?:on\s+|by\s+)?(.+)$`),
  re(
    String
      .raw`^(?:change|set|update)\s+(.+?)(?:'s)?\s+(?:due\s+date|deadline)\s+(?:to|for|as)\s+(.+)$`,
  ),
];

const RENAME_SHAPES: RegExp[] = [
  re(String.raw`^${RENAME}\s+(.+?)\s+(?:to|as)\s+(.+)$`),
  re(String.raw`^${EDIT}\s+(.+?)\s+to\s+(?:say|read)\s+(.+)$`),
  re(
    String
      .raw`^(?:${EDIT}|set)\s+(?:the\s+)?(?:text|name|title|wording|description)\s+of\s+(.+?)\s+to\s+(.+)$`,
  ),
  // "change call oma task -> video call oma": an arrow said for "to".
  re(String.raw`^${EDIT}\s+(.+?)\s+(?:to|->|→)\s+(.+)$`),
];

/** True when a reference clearly names a task: with the word "task", or quoted. */
export function namesTask(plain: string): boolean {
  return new RegExp(String.raw`\b${TASK}\b`, "iu").test(plain) || QUOTED.test(plain);
}

/** The tasks_update call a clause asks for, or null. */
export function update(c: Clause): ToolCall | null {
  for (const shape of NO_DUE) {
    const found = match(c, shape);
    if (!found) continue;
    if (OTHER.test(found.m[1] ?? "")) return null;
    // "the date" alone may be any thing's: a task named so, or "the … one" said of one.
    const said = wordsOf(c.text);
    const dated = said.includes("due") || said.includes("deadline");
    if (!dated && !namesTask(found.slot(1)) && wordsOf(found.slot(1)).at(-1) !== "one") continue;
    const r = refOrKind(found.slot(1));
    return r ? { name: "tasks_update", input: { task: r, due: null } } : null;
  }
  for (const [i, shape] of DUE_SHAPES.entries()) {
    const found = match(c, shape);
    const refSpan = found?.m.indices?.[1];
    const dateSpan = found?.m.indices?.[2];
    if (!found || !refSpan || !dateSpan) continue;
    const plainRef = c.text.slice(refSpan[0], refSpan[1]);
    if (OTHER.test(plainRef)) return null;
    // "make a task to return the library books, due the 3rd": a task made, none changed.
    if (["a", "an", "another"].includes(wordsOf(plainRef)[0] ?? "")) return null;
    // "push the tax return to next Friday": a thing to do moved to a day, said without "task" but
    // with nothing else it could be (no place or person's name, no other kind's noun).
    const said = wordsOf(c.text);
    const postpones = POSTPONE.some((p) => p.every((w, k) => said[k] === w));
    const plainThing = !/^\p{Lu}/u.test(found.slot(1).trim()) && wordsOf(found.slot(1)).length <= 5;
    const looseMove = i === 1 && postpones && plainThing;
    // "the report is due the 30th not the 20th", "… is not due till Friday now", "… can wait
    // until …": a day said as a change of one already set.
    const changed = ["not", "now", "instead", "actually", "wait"].some((w) => said.includes(w));
    const looseDue = i === 2 && changed && plainThing;
    if (i >= 1 && i <= 3 && !namesTask(found.slot(1)) && !looseMove && !looseDue) continue;
    const hit = firstDay(findDates(c.text.slice(dateSpan[0], dateSpan[1]), c.ctx, "future"));
    // "the parcel task should be saturday": a day said without "due" is a task's only when the
    // task is named as one and the day is all that is said of it.
    const bare = i === 2 && !said.includes("due") && !said.includes("wait");
    if (bare && (!namesTask(found.slot(1)) || hit?.index !== 0)) continue;
    const r = refOrKind(found.slot(1));
    if (!hit || !r) return null;
    return { name: "tasks_update", input: { task: r, due: due(hit, c) } };
  }
  for (const shape of RENAME_SHAPES) {
    const found = match(c, shape);
    const refSpan = found?.m.indices?.[1];
    if (!found || !refSpan) continue;
    const plainRef = c.text.slice(refSpan[0], refSpan[1]);
    if (!namesTask(found.slot(1)) || OTHER.test(plainRef)) continue;
    const r = refOrKind(found.slot(1));
    const content = tidy(found.slot(2)).slice(0, 500).trim();
    if (!r || content.length === 0) return null;
    // "change call oma task to video call oma on sunday": its new words, then its new day.
    const dated = renamedWithDay(content, c, firstDay);
    if (dated) {
      return {
        name: "tasks_update",
        input: { task: r, content: tidy(dated.content), due: due(dated.hit, c) },
      };
    }
    return { name: "tasks_update", input: { task: r, content } };
  }
  return null;
}

/** "delete it", "take that off my list": a removal naming the task said before by a pronoun. */
const DROP_REQUEST = String
  .raw`(?:${DELETE}\s+${PRONOUN}(?:\s+${TASK})?|take\s+${PRONOUN}(?:\s+${TASK})?\s+off)(?:\s+(?:from|off)\s+${DET}(?:${TASK}|list))?`;

/**
 * "I'm not doing the report any more", "we don't need to paint the fence now", "turns out I don't
 * need to …": a task let go.
 */
const DROPPED = re(
  String
    .raw`^(?:(?:it\s+)?turns\s+out\s+(?:that\s+)?|(?:so|actually|well|oh)\s+)?(?:i|we)\s+(?:am|are|will|do)\s+not\s+(?:doing|do|bothered\s+about|bothering\s+with|going\s+to\s+do|need\s+to|have\s+to|want\s+to|planning\s+to|planning\s+on)\s+(.+?)(?:\s+(?:any\s*more|after\s+all|now|then))*$`,
);

/**
 * "I'm not doing the report any more, delete it": the task let go said as a fact, then the removal
 * naming it by a pronoun.
 */
function droppedFact(c: Clause): ToolCall | null {
  const m = re(String.raw`^(.+?)${JOIN}${POLITE}${DROP_REQUEST}$`).exec(c.text);
  const head = m?.indices?.[1];
  if (!m || !head) return null;
  const f = DROPPED.exec(c.text.slice(head[0], head[1]));
  const span = f?.indices?.[1];
  if (!f || !span || OTHER.test(f[1] ?? "")) return null;
  const r = ref(c.typed(head[0] + span[0], head[0] + span[1]));
  return r ? { name: "tasks_delete", input: { task: r } } : null;
}

/** The tasks_delete call a clause asks for, or null. */
export function remove(c: Clause): ToolCall | null {
  const dropped = droppedFact(c);
  if (dropped) return dropped;
  const target = removalTarget(c, DELETE, TASK, OTHER);
  const named = target ? refOrKind(c.typed(target.start, target.end)) : null;
  // "delete the task": named by its kind alone.
  const bare = named ? null : match(c, re(String.raw`^${DELETE}\s+(${DET}${TASK})$`));
  const r = named ?? (bare ? refOrKind(bare.slot(1)) : null);
  // "remove the due date" takes the day off a task said before: no task is named "due date".
  if (r === null || wordsOf(r).every((w) => DUE_WORDS.has(w))) return null;
  return { name: "tasks_delete", input: { task: r } };
}
