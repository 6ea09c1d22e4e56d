/**
 * Countdowns in what people write: "count down to Christmas", "start a countdown to the wedding on
 * 2027-06-12", "count the days to moving day, 1 May", "how many days until the wedding" (the list:
 * it shows the days left), "remove the Christmas countdown", "I pulled out of the marathon, get rid
 * of that countdown". The verbs and nouns come from the group's description
 * (`groups/countdowns.ts`).
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { asideParts } from "./_tool_aside.ts";
import { type DateHit, findDates, holidayName, isoDate } from "./_tool_dates.ts";
import { type Clause, cleanRef, match, tidy, typedWithout } from "./_tool_text.ts";
import { asksToList, namesOnlyKind, othersThan, removalTarget, theOne } from "./_tool_words.ts";
import { words } from "./groups/mod.ts";

const W = words("countdown");
const NOUN = W.noun;
const SET_VERB = W.verb("countdowns_set");
const COUNTING = W.verb("countdowns_set:counting");
const REMOVE_VERB = W.verb("countdowns_remove");
const OTHER = othersThan("countdown");

const COUNTDOWN_WORD = new RegExp(String.raw`^(?:${NOUN}|count|down)$`, "iu");

const SET: RegExp[] = [
  new RegExp(
    String
      .raw`^${SET_VERB}\s+(?:up\s+)?(?:a|an|the|my|new|another)?\s*(?:new\s+)?${NOUN}(?:\s+timer)?\s*(?:to|until|till|til|for|:|-)?\s*(.+)$`,
    "iud",
  ),
  new RegExp(
    String
      .raw`^${COUNTING}\s+(?:the\s+)?(?:days\s+|sleeps\s+)?(?:to|until|till|til|for)\s+(.+)$`,
    "iud",
  ),
  new RegExp(String.raw`^${NOUN}\s*(?:to|until|till|til|for|:|-)\s*(.+)$`, "iud"),
];

const LIST: RegExp[] = [
  /^how\s+(?:many|much)\s+(?:more\s+)?(?:days|weeks|sleeps|months|hours|time)\s+(?:is\s+it\s+|are\s+there\s+|are\s+left\s+|is\s+left\s+|left\s+|remain\s+|remaining\s+|to\s+go\s+|do\s+(?:i|we)\s+have\s+(?:left\s+)?|have\s+i\s+got\s+|more\s+)*(?:until|till|til|to|before|left\s+until|left\s+till)\b/iu,
  /^how\s+long\s+(?:is\s+it\s+|is\s+left\s+|do\s+(?:i|we)\s+have\s+|have\s+i\s+got\s+|to\s+go\s+)*(?:until|till|til|to|before)\b/iu,
  /^(?:how\s+many\s+)?days\s+(?:left\s+|remaining\s+|to\s+go\s+)?(?:until|till|til|to|before)\b/iu,
  /^(?:is\s+it|are\s+we)\s+(?:close\s+to|nearly|almost)\s+/iu,
  // "what am I counting down to?"
  /^(?:what|which\s+\S+)\s+(?:am\s+i|are\s+we|is\s+there\s+to)\s+(?:still\s+)?count(?:ing)?\s+down\s+(?:to|for|until)\b/iu,
];

/** "delete that countdown": the item is named elsewhere in the message, or not at all. */
const UNNAMED = "";

/** The countdown a removal names ("" when it names none: "get rid of that countdown"), or null. */
function removal(c: Clause): string | null {
  const endsWithNoun = new RegExp(String.raw`\b${NOUN}$`, "iu").test(c.text);
  const target = removalTarget(c, REMOVE_VERB, NOUN, endsWithNoun ? null : OTHER);
  if (target) return cleanRef(c.typed(target.start, target.end), COUNTDOWN_WORD) ?? UNNAMED;
  if (new RegExp(String.raw`^${REMOVE_VERB}\s+(?:it|that|this)$`, "iu").test(c.text)) {
    return UNNAMED;
  }
  const stop = match(
    c,
    /^(?:stop|quit)\s+counting\s+(?:down\s+)?(?:the\s+days\s+)?(?:to|until|till|for)\s+(.+)$/iud,
  );
  if (stop) return cleanRef(stop.slot(1), COUNTDOWN_WORD);
  return null;
}

/** The title of a countdown to `hit`: the words around the date, or the holiday's name. */
function titleOf(c: Clause, span: [number, number], hits: DateHit[]): string {
  const hit = hits[0]!;
  const same = hits.filter((h) =>
    h.date.year === hit.date.year && h.date.month === hit.date.month && h.date.day === hit.date.day
  );
  // "Easter Sunday 5 April": the holiday names the countdown, the date only repeats it.
  const named = same.length > 1 && same.some((h) => holidayName(h.text) !== null);
  const cuts = (named ? same.filter((h) => holidayName(h.text) === null) : [hit])
    .map((h) => ({ index: h.index + span[0], end: h.end + span[0] }));
  let title = tidy(typedWithout(c, span[0], span[1], cuts)).replace(/^the\s+/iu, "");
  title = title.replace(/\s+(?:which\s+is|that\s+is|happening|on|in|at)$/iu, "").trim();
  if (title.length === 0) {
    title = holidayName(hit.text) ?? c.typed(hit.index + span[0], hit.end + span[0]);
  }
  return title;
}

function set(c: Clause): ToolCall | null {
  for (const re of SET) {
    const found = match(c, re);
    const span = found?.m.indices?.[1];
    if (!found || !span) continue;
    const body = c.text.slice(span[0], span[1]);
    const read = findDates(body, c.ctx, "future").filter((h) => h.dayCertain || h.monthOnly);
    // "our Labor Day weekend trip, Sept 5": a holiday named beside a day said in full, on
    // another day, is part of the title.
    const said = read.filter((h) => holidayName(h.text) === null);
    const apart = said.length === 1 &&
      read.some((h) => holidayName(h.text) !== null && isoDate(h.date) !== isoDate(said[0]!.date));
    const hits = apart ? said : read;
    if (hits.length === 0) return null;
    const title = titleOf(c, span, hits);
    if (title.length === 0 || title.length > 200) return null;
    return { name: "countdowns_set", input: { title, date: isoDate(hits[0]!.date) } };
  }
  return null;
}

function removeCall(ref: string): ToolCall {
  return { name: "countdowns_remove", input: { countdown: ref } };
}

/** What an explanation is about: its subject ("the recital was moved") or else its last object. */
const THING = new RegExp(
  String
    .raw`\b(?:the|my|our|that)\s+((?:[\p{L}\p{N}'-]+\s+){0,2}?[\p{L}\p{N}'-]+)(?=\s+(?:was|is|were|has|have|got|will|had|to|for|in|on|at|of|from|with)\b|\s*$)`,
  "giu",
);

function namedIn(typed: string): string | null {
  const found = [...typed.matchAll(THING)];
  const pick = /^(?:the|my|our|that)\s/iu.test(typed) ? found[0] : found[found.length - 1];
  const ref = pick?.[1] ? cleanRef(pick[1], COUNTDOWN_WORD) : null;
  return ref && !OTHER.test(ref) ? ref : null;
}

/**
 * "I pulled out of the marathon, get rid of that countdown": the removal names no countdown, the
 * explanation does ("the marathon").
 */
function removalWithAside(c: Clause): ToolCall | null {
  const parts = asideParts(c);
  if (parts.length < 2) return null;
  for (const [i, p] of parts.entries()) {
    const ref = removal(p.clause);
    if (ref === null) continue;
    if (ref !== UNNAMED) return removeCall(ref);
    for (const other of parts.filter((_, j) => j !== i)) {
      const found = namedIn(other.typed);
      if (found) return removeCall(found);
    }
    return null;
  }
  return null;
}

/** The countdowns call a clause asks for, or null. */
export function parseCountdown(c: Clause): ToolCall | null {
  const ref = removal(c);
  if (ref !== null) {
    if (ref !== UNNAMED && !/,/u.test(c.text)) return removeCall(ref);
    if (ref !== UNNAMED) return removalWithAside(c) ?? removeCall(ref);
    // "delete my countdown": named by its kind alone, it is the one there is.
    const bare = namesOnlyKind(c, REMOVE_VERB, NOUN) ? removeCall(theOne("countdown")) : null;
    return removalWithAside(c) ?? bare;
  }
  const created = set(c);
  if (created) return created;
  if (asksToList(c, NOUN) || LIST.some((re) => re.test(c.text))) {
    return { name: "countdowns_list", input: {} };
  }
  return removalWithAside(c);
}
