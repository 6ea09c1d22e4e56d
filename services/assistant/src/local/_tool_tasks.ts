/**
 * Tasks in what people write: "add a task to file taxes by Friday", "what's on my to-do list",
 * "mark file taxes as done", "change the due date of the taxes task to Monday", "delete the taxes
 * task".
 * @module
 */
import type { ToolCall } from "../tools/types.ts";
import { type DateHit, findDates, isoDate, type LocalTime, momentOf } from "./_tool_dates.ts";
import { type Clause, cleanRef, match, tidy, typedWithout } from "./_tool_text.ts";
import { asksToList, DET, NOUN, othersThan, removalTarget, REMOVE_VERB } from "./_tool_words.ts";

const TASK_WORD = /^(?:tasks?|to-?dos?|todos?|todo|to|do|list|item|action|items)$/iu;
const TASK = NOUN.task;
const TASK_LIST = String
  .raw`(?:(?:to-?\s?do|todo|to\s+do|task|tasks)\s+list|tasks|to-?\s?dos|todos|to\s+dos|task\s+manager|todoist|list\s+of\s+tasks)`;
/** Another kind's noun, or a list that is not the to-do list. */
const OTHER = new RegExp(String.raw`${othersThan("task").source}|\blist\b`, "iu");
const NINE: LocalTime = { hour: 9, minute: 0, second: 0 };

function ref(text: string): string | null {
  return cleanRef(text, TASK_WORD);
}

/** A due date as the tool takes it: a day, or a date-time when a time was said. */
function due(hit: DateHit, c: Clause): string {
  if (hit.instant || hit.time) return momentOf(hit, c.ctx, NINE);
  return isoDate(hit.date);
}

function firstDay(hits: DateHit[]): DateHit | null {
  return hits.find((h) => h.dayCertain || h.monthOnly || h.instant || h.time) ?? null;
}

function complete(c: Clause): ToolCall | null {
  const shapes = [
    /^(?:mark|set|flag|tick|check)\s+(.+?)\s+(?:as\s+|to\s+)?(?:done|complete|completed|finished|closed|resolved|checked|checked\s+off|ticked\s+off|off)$/iud,
    /^(?:complete|finish|close|resolve|tick\s+off|check\s+off|cross\s+off|knock\s+off)\s+(.+?)(?:\s+(?:on|from|off|in)\s+(?:my\s+|the\s+)?(?:to-?\s?do|todo|to\s+do|task)s?(?:\s+list)?)?$/iud,
    /^(?:tick|check|cross|knock)\s+(.+?)\s+off(?:\s+(?:my\s+|the\s+)?(?:to-?\s?do|todo|to\s+do|task)s?(?:\s+list)?)?$/iud,
    /^(?:i|we)\s+(?:have\s+|just\s+|already\s+)*(?:finished|completed|done|did|ticked\s+off)\s+(.+)$/iud,
    /^(?:done|finished)\s+with\s+(.+)$/iud,
    /^(.+?)\s+(?:is|are)\s+(?:now\s+|all\s+)?(?:done|complete|completed|finished)$/iud,
  ];
  for (const re of shapes) {
    const found = match(c, re);
    if (!found) continue;
    const slot = found.slot(1);
    const plain = c.text.slice(found.m.indices?.[1]?.[0] ?? 0, found.m.indices?.[1]?.[1] ?? 0);
    if (OTHER.test(plain)) return null;
    if (/^(?:it|that|this|them|everything|all)$/iu.test(plain.trim())) return null;
    const r = ref(slot);
    return r ? { name: "tasks_complete", input: { task: r } } : null;
  }
  return null;
}

function update(c: Clause): ToolCall | null {
  const noDue = match(
    c,
    /^(?:remove|clear|delete|drop|take\s+off|get\s+rid\s+of)\s+(?:the\s+)?(?:due\s+date|deadline|due)\s+(?:from|of|on|for)\s+(.+)$/iud,
  );
  if (noDue) {
    const r = ref(noDue.slot(1));
    return r ? { name: "tasks_update", input: { task: r, due: null } } : null;
  }
  const dueShapes = [
    /^(?:change|move|set|update|push|postpone|reschedule|shift|make|bring\s+forward|put|extend)\s+(?:the\s+)?(?:due\s+date|deadline|due\s+day|due)\s+(?:of|for|on)\s+(.+?)\s+(?:to|until|till|for|as|back\s+to)\s+(.+)$/iud,
    /^(?:move|push|postpone|reschedule|shift|delay|defer|bump|bring\s+forward|push\s+back)\s+(.+?)\s+(?:to|until|till|back\s+to|for)\s+(.+)$/iud,
    /^(.+?)\s+(?:is|should\s+be)\s+(?:now\s+)?due\s+(?:on\s+|by\s+)?(.+)$/iud,
    /^make\s+(.+?)\s+due\s+(?:on\s+|by\s+)?(.+)$/iud,
    /^(?:change|set|update)\s+(.+?)(?:'s)?\s+(?:due\s+date|deadline)\s+(?:to|for|as)\s+(.+)$/iud,
  ];
  for (const [i, re] of dueShapes.entries()) {
    const found = match(c, re);
    const refSpan = found?.m.indices?.[1];
    const dateSpan = found?.m.indices?.[2];
    if (!found || !refSpan || !dateSpan) continue;
    const plainRef = c.text.slice(refSpan[0], refSpan[1]);
    if (OTHER.test(plainRef)) return null;
    if (
      (i === 1 || i === 2 || i === 3) && !new RegExp(String.raw`\b${TASK}\b`, "iu").test(plainRef)
    ) {
      continue;
    }
    const hit = firstDay(findDates(c.text.slice(dateSpan[0], dateSpan[1]), c.ctx, "future"));
    const r = ref(found.slot(1));
    if (!hit || !r) return null;
    return { name: "tasks_update", input: { task: r, due: due(hit, c) } };
  }
  const renameShapes = [
    /^(?:rename|retitle|re-?name)\s+(.+?)\s+(?:to|as)\s+(.+)$/iud,
    /^(?:change|edit|update|reword)\s+(.+?)\s+to\s+(?:say|read)\s+(.+)$/iud,
    /^(?:change|edit|update|set)\s+(?:the\s+)?(?:text|name|title|wording|description)\s+of\s+(.+?)\s+to\s+(.+)$/iud,
    /^(?:change|edit|update)\s+(.+?)\s+to\s+(.+)$/iud,
  ];
  for (const re of renameShapes) {
    const found = match(c, re);
    const refSpan = found?.m.indices?.[1];
    if (!found || !refSpan) continue;
    const plainRef = c.text.slice(refSpan[0], refSpan[1]);
    if (!new RegExp(String.raw`\b${TASK}\b`, "iu").test(plainRef) || OTHER.test(plainRef)) continue;
    const r = ref(found.slot(1));
    const content = tidy(found.slot(2)).slice(0, 500).trim();
    if (!r || content.length === 0) return null;
    return { name: "tasks_update", input: { task: r, content } };
  }
  return null;
}

const CREATE: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:add|create|make|put|new|set\s+up|log|enter|write\s+down|jot\s+down|set|schedule|open|start|give\s+me)\s+(?:me\s+)?(?:a|an|another|new|the|one)?\s*(?:new\s+)?(?:task|to-?\s?do|todo|to\s+do|action\s+item)(?:\s+item)?\b\s*(?:to|:|-|for|called|named|that\s+says|saying|reading|titled|about)?\s*(.+)$`,
    "iud",
  ),
  new RegExp(
    String
      .raw`^(?:add|put|write|stick|pop|throw|place|jot|enter|get)\s+(.+?)\s+(?:to|on|onto|in|into)\s+${DET}${TASK_LIST}(.*)$`,
    "iud",
  ),
  /^(?:new\s+)?(?:task|to-?\s?do|todo)\s*[:\-]\s*(.+)$/iud,
  /^(?:add|put|save|create|make|log|enter)\s+(.+?)\s+as\s+(?:a\s+|an\s+|my\s+)?(?:new\s+)?(?:task|to-?\s?do|todo|to\s+do)(?:\s+item)?$/iud,
  /^(?:i|we)\s+(?:have|have\s+got|got|gotta|must|need|should)\s+(?:to\s+)?(.+?\s+(?:by|before|until|no\s+later\s+than)\s+.+)$/iud,
];

function create(c: Clause): ToolCall | null {
  for (const re of CREATE) {
    const found = match(c, re);
    const body = found?.m.indices?.[1];
    if (!found || !body) continue;
    const tail = found.m.indices?.[2];
    const parts = [body, ...(tail ? [tail] : [])];
    const hits: { index: number; end: number; hit: DateHit }[] = [];
    for (const [s, e] of parts) {
      for (const h of findDates(c.text.slice(s, e), c.ctx, "future")) {
        hits.push({ index: h.index + s, end: h.end + s, hit: h });
      }
    }
    const dueHit = firstDay(hits.map((h) => h.hit));
    const spans = dueHit ? hits.filter((h) => h.hit === dueHit) : [];
    let content = tidy(
      typedWithout(c, body[0], body[1], spans).replace(
        /\s+(?:due|by|before|until|no\s+later\s+than|deadline)$/iu,
        "",
      ),
    );
    content = content.replace(/\s+(?:due|by|before|until|deadline)$/iu, "").slice(0, 500).trim();
    if (content.length === 0) return null;
    const input: Record<string, unknown> = { content };
    if (dueHit) input.due = due(dueHit, c);
    return { name: "tasks_create", input };
  }
  return null;
}

const INCLUDE_DONE =
  /\b(?:(?:completed|finished|done|closed)\s+(?:ones|tasks|to-?dos|items|too|as\s+well)|including\s+(?:the\s+)?(?:completed|done|finished|closed)|(?:show|list|see|what\s+are)\s+(?:me\s+)?(?:my\s+|the\s+|all\s+)*(?:completed|finished|done|closed)\b|(?:what|which)\s+(?:tasks\s+)?(?:did|have)\s+i\s+(?:completed?|finished|done)|also\s+(?:the\s+)?(?:completed|done|finished))/iu;

/** The task call a clause asks for, or null. */
export function parseTask(c: Clause): ToolCall | null {
  const updated = update(c);
  if (updated) return updated;
  const target = removalTarget(c, REMOVE_VERB, TASK, OTHER);
  if (target) {
    const r = ref(c.typed(target.start, target.end));
    return r ? { name: "tasks_delete", input: { task: r } } : null;
  }
  const created = create(c);
  if (created) return created;
  if (
    asksToList(c, TASK) ||
    /^what\s+(?:do|have)\s+(?:i|we)\s+(?:got\s+)?(?:left\s+)?to\s+do\b/iu.test(c.text) ||
    /^what\s+is\s+(?:left|still\s+open|outstanding|pending)\s+(?:to\s+do|on\s+my\s+plate)?/iu.test(
      c.text,
    ) ||
    /^what\s+(?:tasks\s+)?(?:did|have)\s+i\s+(?:completed?|finished)\b/iu.test(c.text)
  ) {
    return {
      name: "tasks_list",
      input: INCLUDE_DONE.test(c.text) ? { include_completed: true } : {},
    };
  }
  return complete(c);
}
