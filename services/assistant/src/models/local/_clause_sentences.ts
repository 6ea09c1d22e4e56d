/**
 * The sentences of a message joined where one asks for something of another (`_clauses.ts` cuts
 * each into clauses): a request pointing back ("Finally filed my tax return! You can check that
 * off"), one said without its thing ("coffee beans. we're nearly out. add to shopping"), one asked
 * after a question of how long until a thing ("how many days till the match? set a countdown").
 * @module
 */
import { findTool } from "@asst/shared";
import type { ToolCall } from "../../tools/types.ts";
import { pointsAtDay } from "./_clause_days.ts";
import { isAsk } from "./_ask.ts";
import { kindsNamed } from "./_clause_kind.ts";
import { GROUP_WORDS } from "./groups/mod.ts";
import { isStatement, PRONOUN } from "./_clause_statements.ts";
import { saysAlso } from "./_tool_reminders_about.ts";
import { stripPoliteness } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";
import { groupsOf, LEAD_IN } from "./_clause_groups.ts";
import type { ClauseReading } from "./_clauses.ts";
import { CREATING, fits, standalone } from "./_clause_pointing.ts";
import { BREAK, isAside } from "./_coverage.ts";
import { timeOffered } from "./_rephrase_aside.ts";
import { read, shapes } from "./_shapes.ts";

/** A question of how long until a thing ("how many days till the match?"): the thing. */
const HOW_LONG_UNTIL = shapes([
  [
    "how many|how long",
    "?more",
    "*days|weeks|sleeps|months|hours|is it",
    "*left|to go",
    "till|until|before",
    "{x}",
    "?",
  ],
]);

/**
 * A question followed by the request it asks for ("how many days till the match? set a
 * countdown"): the request said of the question's thing ("set a countdown until the match"), when
 * the request lacks it and reads so in a kind it names; else null.
 */
function askedOf(question: string, request: string, reader: ClauseReading): string | null {
  const thing = question.trim().endsWith("?") ? read(question, HOW_LONG_UNTIL, "whole")?.[0] : null;
  if (!thing || standalone(reader, request)) return null;
  let bare = request.trim();
  while (bare.endsWith(".") || bare.endsWith("!")) bare = bare.slice(0, -1);
  // "… make a countdown for it": the thing is what "it" stands for.
  const pronoun = PRONOUN.exec(bare);
  const said = pronoun
    ? bare.slice(0, pronoun.index) + thing + bare.slice(pronoun.index + pronoun[0].length)
    : `${bare} until ${thing}`;
  const parsed = standalone(reader, said);
  return parsed && !isAsk(parsed) && kindsNamed(request).size > 0 &&
      fits(parsed, kindsNamed(request))
    ? said
    : null;
}

/** Words that open a question of what was done: "did we …?", "have I …?". */
const DONE_ASKED = new Set(["did", "have", "has", "had"]);
/** Who a question of what was done is about: "did we get the eggs?". */
const DOER = new Set(["i", "we", "you", "he", "she", "they"]);

/**
 * True when a sentence asks whether a thing was done ("did we get the eggs?"): a request pointing
 * back at it ("tick them off") is said of what is not known, so it is never joined to it.
 */
function asksIfDone(sentence: string): boolean {
  const [first = "", second = ""] = words(sentence);
  return sentence.trim().endsWith("?") && DONE_ASKED.has(first) && DOER.has(second);
}

/**
 * The sentences of a message, with a sentence that asks for nothing joined to the next when that
 * one starts by pointing back at it ("Finally filed my tax return! You can check that off").
 */
export function joinPointing(parts: readonly string[], reader: ClauseReading): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    const asked = last === undefined ? null : askedOf(last, part, reader);
    if (asked !== null) {
      out[out.length - 1] = asked;
      continue;
    }
    // "remind me to return Middlemarch; it is due back on Friday, so Thursday at 08:40 would
    // suffice": the time offered after it is the one the request lacked.
    const lacking = last === undefined ? null : standalone(reader, last);
    const offered = lacking !== null && isAsk(lacking)
      ? timeOffered([unended(last!), ...part.split(BREAK)])
      : null;
    if (offered !== null) {
      out[out.length - 1] = offered;
      continue;
    }
    // "add dishwasher tablets. oh and bin bags": more of the request before, said after a stop.
    const more = last === undefined ? null : moreOfLast(last, part, reader);
    if (more !== null) {
      out[out.length - 1] = more;
      continue;
    }
    // "did I save phuppo's birthday? show me the list": the list of the kind said before it.
    const list = last === undefined ? null : listOfKindSaid(last, part);
    if (list !== null) {
      out.push(list);
      continue;
    }
    // "what's on thursday? and remind me tonight at 9 to iron a shirt for it": one sentence; so is
    // "what's on saturday? add pick up the cake to my tasks for then" (the day asked about).
    if (
      last?.endsWith("?") &&
      ((part.toLowerCase().startsWith("and ") && part.includes(" it")) ||
        (pointsAtDay(part) && callAlone(reader, last) !== null))
    ) {
      out[out.length - 1] = `${unended(last)}, ${part}`;
      continue;
    }
    // "…? Loretta sorted it, get rid of it": the request after what is told first points back.
    const groups = groupsOf(part) ?? [];
    const first = (groups.find((g) => !isAside(g.text.trim().replace(LEAD_IN, ""))) ?? groups[0])
      ?.text ?? part;
    const bare = first.trim().replace(LEAD_IN, "");
    const pointing = PRONOUN.test(bare) && !isAside(bare) && !standalone(reader, bare);
    // "coffee beans. we're nearly out. add to shopping": a request pointing back, or said without
    // its thing, is of the thing said before it, past the sentences that only tell something.
    const said = withObject(bare) ?? (pointing ? part : null);
    let at = out.length - 1;
    while (at > 0 && isAside(out[at]!)) at--;
    const thing = out[at];
    if (
      said !== null && thing !== undefined && (said !== part || at < out.length - 1) &&
      !isAside(thing) && !standalone(reader, thing) && !asksIfDone(thing)
    ) {
      out[at] = `${unended(thing)}, ${said}`;
      continue;
    }
    // "Pema's birthday is on 12 March; please also set a countdown for it": told, and one more
    // (the courtesy said first is none of the request); so is an item made ("add a trip to Madrid
    // 2-6 June. set a countdown to it as well").
    const also = last !== undefined && (isStatement(last) || makesOne(reader, last)) &&
      alsoPointed(part) && !standalone(reader, part);
    if (
      last !== undefined &&
      (also || (pointing && !standalone(reader, last) && !asksIfDone(last)))
    ) {
      out[out.length - 1] = `${unended(last)}, ${also ? stripPoliteness(part) : part}`;
      continue;
    }
    out.push(part);
  }
  return out;
}

/**
 * True when a sentence asks for one more thing beside what it tells, pointing back and saying so
 * ("I am going to Sapporo from 20 to 23 July, so please set a countdown for it as well"): what is
 * told is asked for too.
 */
export function alsoPointed(sentence: string): boolean {
  return saysAlso(words(sentence)) && (groupsOf(sentence) ?? []).some((g) => {
    const text = g.text.trim().replace(LEAD_IN, "");
    return !isStatement(text) && PRONOUN.test(text);
  });
}

/** A list asked for by "list" alone: "show me the list", "can I see the whole list". */
const THE_LIST = shapes([
  [
    "?and|so|now|ok",
    "?can you|could you|can i|could i|let me",
    "show|see|give|read out|pull up|bring up",
    "?me|us",
    "the|that|my|the whole|the full",
    "list",
    "?please",
  ],
]);

/**
 * "show me the list" said after a sentence that names one kind of item ("did I save phuppo's
 * birthday? show me the list"): that kind's list asked for ("show me my birthdays"), never the
 * shopping list read when none is named; else null.
 */
function listOfKindSaid(before: string, sentence: string): string | null {
  if (read(unended(sentence.trim()), THE_LIST, "whole") === null) return null;
  const named = [...kindsNamed(before)];
  const group = named.length === 1 ? GROUP_WORDS.find((g) => g.kind === named[0]) : undefined;
  const noun = group?.nouns[0] ?? "";
  if (!noun.endsWith("(s)") || group?.kind === "shopping") return null;
  return `show me my ${noun.slice(0, -3)}s`;
}

/** A sentence without the signs that end it. */
function unended(sentence: string): string {
  let out = sentence;
  while (out.length > 0 && ".!?;".includes(out.charAt(out.length - 1))) out = out.slice(0, -1);
  return out;
}

/** Words that follow a verb where its thing is left out: "add to shopping", "put on the list". */
const PLACE_WORDS = new Set(["to", "on", "onto", "in", "into"]);

/** A request said without its thing ("add to shopping") said with "it" for it, else null. */
function withObject(request: string): string | null {
  const [verb, next, ...rest] = request.trim().split(" ");
  if (!verb || !next || !PLACE_WORDS.has(next.toLowerCase()) || !CREATING.test(verb)) return null;
  return `${verb} it ${[next, ...rest].join(" ")}`;
}

/** The one call a sentence reads alone as ("what's on saturday?"), never a question asked back. */
function callAlone(reader: ClauseReading, sentence: string): ToolCall | null {
  const parsed = standalone(reader, sentence);
  return parsed !== null && !isAsk(parsed) ? parsed : null;
}

/** Words that open more of a request said before: "oh and bin bags", "plus milk". */
const MORE_OPENERS = ["and", "oh and", "ah and", "plus", "oh plus", "also", "oh also"];

/**
 * "add dishwasher tablets. oh and bin bags": a sentence opened by "and" or "plus" that asks
 * nothing alone, said after one that does, as one sentence ("…, oh and bin bags"), when that reads
 * the request before as the same call and more; else null.
 */
function moreOfLast(last: string, part: string, reader: ClauseReading): string | null {
  const lower = part.trim().toLowerCase();
  if (!MORE_OPENERS.some((o) => lower.startsWith(`${o} `)) || standalone(reader, part)) return null;
  const before = callAlone(reader, last);
  if (before === null) return null;
  const joined = `${unended(last.trim())}, ${part.trim()}`;
  const both = callAlone(reader, joined);
  return both !== null && both.name === before.name &&
      JSON.stringify(both.input) !== JSON.stringify(before.input)
    ? joined
    : null;
}

/** True when a sentence reads alone as one call that makes an item ("add a trip to Madrid …"). */
function makesOne(reader: ClauseReading, sentence: string): boolean {
  const call = callAlone(reader, sentence);
  return call !== null && findTool(call.name)?.level === "add";
}
