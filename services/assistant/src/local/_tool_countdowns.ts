/**
 * Countdowns in what people write: "count down to Christmas", "start a countdown to the wedding on
 * 2027-06-12", "how many days until the wedding" (the list: it shows the days left), "remove the
 * Christmas countdown".
 * @module
 */
import type { ToolCall } from "../tools/types.ts";
import { findDates, holidayName, isoDate } from "./_tool_dates.ts";
import { type Clause, cleanRef, match, tidy, typedWithout } from "./_tool_text.ts";
import { asksToList, NOUN, othersThan, removalTarget, REMOVE_VERB } from "./_tool_words.ts";

const COUNTDOWN_WORD = /^(?:countdowns?|count-downs?|count|down|countdown)$/iu;

const SET: RegExp[] = [
  /^(?:start|set|create|add|make|begin|new|put|set\s+up|give\s+me|i\s+want|i\s+need)\s+(?:up\s+)?(?:a|an|the|my|new|another)?\s*(?:new\s+)?(?:countdown|count-down|count\s+down)(?:\s+timer)?\s*(?:to|until|till|til|for|:|-)?\s*(.+)$/iud,
  /^(?:count|counting|start\s+counting)\s*(?:down|-down)\s+(?:the\s+)?(?:days\s+|sleeps\s+)?(?:to|until|till|til|for)\s+(.+)$/iud,
  /^(?:countdown|count-down)\s*(?:to|until|till|til|for|:|-)\s*(.+)$/iud,
];

const LIST: RegExp[] = [
  /^how\s+(?:many|much)\s+(?:more\s+)?(?:days|weeks|sleeps|months|hours|time)\s+(?:is\s+it\s+|are\s+there\s+|are\s+left\s+|is\s+left\s+|left\s+|remain\s+|remaining\s+|to\s+go\s+|do\s+(?:i|we)\s+have\s+(?:left\s+)?|have\s+i\s+got\s+|more\s+)*(?:until|till|til|to|before|left\s+until|left\s+till)\b/iu,
  /^how\s+long\s+(?:is\s+it\s+|is\s+left\s+|do\s+(?:i|we)\s+have\s+|have\s+i\s+got\s+|to\s+go\s+)*(?:until|till|til|to|before)\b/iu,
  /^(?:how\s+many\s+)?days\s+(?:left\s+|remaining\s+|to\s+go\s+)?(?:until|till|til|to|before)\b/iu,
  /^(?:is\s+it|are\s+we)\s+(?:close\s+to|nearly|almost)\s+/iu,
];

/** The countdowns call a clause asks for, or null. */
export function parseCountdown(c: Clause): ToolCall | null {
  const target = removalTarget(
    c,
    String.raw`(?:${REMOVE_VERB}|stop|end)`,
    NOUN.countdown,
    othersThan("countdown"),
  );
  if (target) {
    const ref = cleanRef(c.typed(target.start, target.end), COUNTDOWN_WORD);
    return ref ? { name: "countdowns_remove", input: { countdown: ref } } : null;
  }
  const stop = match(
    c,
    /^(?:stop|quit)\s+counting\s+(?:down\s+)?(?:the\s+days\s+)?(?:to|until|till|for)\s+(.+)$/iud,
  );
  if (stop) {
    const ref = cleanRef(stop.slot(1), COUNTDOWN_WORD);
    return ref ? { name: "countdowns_remove", input: { countdown: ref } } : null;
  }
  for (const re of SET) {
    const found = match(c, re);
    const span = found?.m.indices?.[1];
    if (!found || !span) continue;
    const body = c.text.slice(span[0], span[1]);
    const hit = findDates(body, c.ctx, "future").find((h) => h.dayCertain || h.monthOnly);
    if (!hit) return null;
    let title = tidy(
      typedWithout(c, span[0], span[1], [{ index: hit.index + span[0], end: hit.end + span[0] }]),
    ).replace(/^the\s+/iu, "");
    title = title.replace(/\s+(?:which\s+is|that\s+is|happening|on|in|at)$/iu, "").trim();
    if (title.length === 0) {
      title = holidayName(hit.text) ?? c.typed(hit.index + span[0], hit.end + span[0]);
    }
    if (title.length === 0 || title.length > 200) return null;
    return { name: "countdowns_set", input: { title, date: isoDate(hit.date) } };
  }
  if (asksToList(c, NOUN.countdown) || LIST.some((re) => re.test(c.text))) {
    return { name: "countdowns_list", input: {} };
  }
  return null;
}
