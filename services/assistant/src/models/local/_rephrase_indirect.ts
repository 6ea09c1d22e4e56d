/**
 * Each group's indirect requests (`rephrase` in its description) read: a message said as one of
 * their templates ("stop reminding me about {x}") is said again as the request it means ("cancel
 * the reminder about {x}"), the longest template first, each slot checked for what it holds (a
 * name's capital, a day and its hour, things not a question).
 * @module
 */
import { GROUP_WORDS } from "./groups/mod.ts";
import { lazyTemplate, saidLength, type Template } from "./_rephrase_templates.ts";
import { ANY_TIME, findDates } from "./_dates_find.ts";
import { startsUpper } from "./_tool_text.ts";
import { valueCorrected } from "./_corrections_value.ts";
import { STOP_WORDS } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";

/** Each group's indirect requests (`rephrase` in its description), longest template first. */
const INDIRECT: readonly {
  template: Template;
  to: string;
  verbs: Set<string>;
  /** The template starts with a slot ("{x} replied"). */
  opens: boolean;
}[] = GROUP_WORDS
  .flatMap((g) =>
    Object.entries(g.rephrase ?? {}).map(([from, to]) => ({
      g,
      from,
      to,
      length: saidLength(from),
    }))
  )
  .sort((a, b) => b.length - a.length)
  .map(({ g, from, to }) => ({
    template: lazyTemplate(from),
    to,
    opens: from.startsWith("{"),
    // A template starting with a slot: the one-word verbs of its group, which start no slot.
    verbs: new Set(
      from.startsWith("{")
        ? Object.entries(g.verbs ?? {}).filter(([tool]) => !tool.includes(":"))
          .flatMap(([, list]) => list).filter((v) => !v.includes(" "))
        : [],
    ),
  }));

/** Every word a template needs (`Template.needs`), each once. */
const NEEDED: readonly string[] = [...new Set(INDIRECT.flatMap(({ template }) => template.needs))];
const NEEDED_AT = new Map(NEEDED.map((w, i) => [w, i]));
/** Each template's needed words, by their place in {@link NEEDED}. */
const NEEDS_AT: readonly number[][] = INDIRECT.map(({ template }) =>
  template.needs.map((w) => NEEDED_AT.get(w)!)
);
/** The templates by the first word they need (their longest); those needing none apart. */
const BY_FIRST = new Map<number, number[]>();
const NEED_NOTHING: number[] = [];
for (const [i, at] of NEEDS_AT.entries()) {
  if (at.length === 0) NEED_NOTHING.push(i);
  else {
    const list = BY_FIRST.get(at[0]!);
    if (list) list.push(i);
    else BY_FIRST.set(at[0]!, [i]);
  }
}

/**
 * The templates whose needed words `lower` holds, in their order: each word is looked for once,
 * not once for each of the thousands of templates needing it.
 */
function templatesHeld(lower: string): number[] {
  const held = NEEDED.map((w) => lower.includes(w));
  const out = [...NEED_NOTHING];
  for (const [first, list] of BY_FIRST) {
    if (held[first]) out.push(...list.filter((i) => NEEDS_AT[i]!.every((w) => held[w])));
  }
  return out.sort((a, b) => a - b);
}

/**
 * True when a text says a day and its time ("friday at 3", "6.30pm tomorrow"): not only a day, nor
 * only a time ("4pm" leaves the day to a guess).
 */
function saysDayAndHour(text: string): boolean {
  return findDates(text, ANY_TIME).some((h) => h.time !== null && h.dayCertain);
}

/** Words that say a list of things is a question or a statement ("have we got …", "too much …"). */
const NOT_THINGS = new Set(
  "have has got is are was were we i you they do does did too much many what anything nothing something"
    .split(" "),
);

/**
 * The words that open a yes-or-no question ("has Tom replied?", "is the report done?"): a template
 * starting with a slot ("{x} replied") is no statement when its slot starts with one of them.
 */
const ASKING = new Set("has have had did does is are was were".split(" "));

/**
 * True when a name starts with its capital and ends with no word of a clause in lowercase ("Chloe
 * were" is none; "Bilal bhai", "Tom the Great" are names).
 */
function nameSaid(name: string): boolean {
  const ws = name.split(" ").filter((w) => w !== "");
  const last = ws.at(-1) ?? "";
  return startsUpper(ws[0] ?? "") && (startsUpper(last) || !STOP_WORDS.has(last.toLowerCase()));
}

/** The message said as an indirect request means, or null. */
export function indirect(text: string): string | null {
  // Thousands of templates: those whose words the message does not hold are not tried.
  for (const at of templatesHeld(text.toLowerCase())) {
    const { template, to, verbs, opens } = INDIRECT[at]!;
    const { re, slots } = template;
    const m = re.exec(text);
    if (!m) continue;
    // "put coffee on the list" is no item "put coffee" on the list: a message starting with one of
    // the group's verbs is not its template's words starting with a slot.
    const opening = (m[1] ?? "").split(" ")[0]!.toLowerCase();
    if (verbs.has(opening)) continue;
    // "has the plumber got back to me?" asks whether he did: no follow-up dismissed.
    if (opens && ASKING.has(opening)) continue;
    // A name is said with its capital ("log dinner, 45, the client paid half" names no one).
    // Every word of it ("Chloe were" is no name: one of two birthdays would be saved alone).
    if (slots.some((slot, i) => slot.startsWith("Name") && !nameSaid(m[i + 1] ?? ""))) continue;
    // A time is said with its day and hour ("move the dentist reminder to friday" keeps a time it
    // never says, "… to 4pm" a day: it is no reminder made at 09:00, nor today at 16:00).
    if (slots.some((slot, i) => slot.startsWith("Time") && !saysDayAndHour(m[i + 1] ?? ""))) {
      continue;
    }
    // Things, not a question or a statement: "have we got cheese and milk on the list".
    const things = slots.flatMap((slot, i) => (slot === "Items" ? words(m[i + 1] ?? "") : []));
    if (things.some((w) => NOT_THINGS.has(w))) continue;
    const said = slots.reduce((out, slot, i) => out.replaceAll(`{${slot}}`, m[i + 1] ?? ""), to);
    const meant = inMonthSaid(said, slots, m);
    if (meant !== null) return meant;
  }
  return null;
}

/**
 * "{y:z}" in what a template means: the day `y` says, in the month of the day `z` says when `y`
 * says none ("isn't 11 july, it's the 17th" is the 17th of July); null when `y` is no day alone,
 * or a weekday ("it's Tuesday" gives no day of the year).
 */
function inMonthSaid(said: string, slots: string[], m: RegExpExecArray): string | null {
  let out = said;
  for (const [i, day] of slots.entries()) {
    for (const [j, month] of slots.entries()) {
      const key = `{${day}:${month}}`;
      if (!out.includes(key)) continue;
      const right = valueCorrected(m[j + 1] ?? "", m[i + 1] ?? "");
      if (right === null || findDates(right, ANY_TIME).some((h) => h.weekdayOnly)) return null;
      out = out.replaceAll(key, right);
    }
  }
  return out;
}
