/**
 * The pieces of a sentence (`_clauses.ts` reads them): cut at "and", "then", commas and dashes,
 * each piece starting a new request with the pieces that follow it.
 * @module
 */
import { GROUP_WORDS } from "./groups/mod.ts";
import { kindsNamed } from "./_clause_kind.ts";
import { anyOf } from "./groups/_words.ts";
import { isStatement, saysUnneeded } from "./_clause_statements.ts";
import { wordChar } from "./_tool_text.ts";
import { findDates } from "./_tool_dates.ts";
import { ANOTHER, withoutAlso } from "./_tool_reminders_about.ts";

const CONNECTOR =
  /(\s*,?\s+(?:and\s+then|and\s+also|and|&|\+|then|also|plus|after\s+that)\s+|\s*,\s*|\s+[-–—]\s+)/iu;

/** Words that start a new request after "and" or a comma, and every verb a group lists. */
const STARTER = new RegExp(
  String.raw`^(?:${
    [
      String
        .raw`remind|set|create|add|put|make|note|jot|write|save|keep|store|record|log|track|watch|stop|start|show|list|what|when|how|which|tell|let|give|find|search|look|delete|remove|cancel|clear|empty|forget|dismiss|mark|tick|check|complete|finish|change|update|edit|move|rename|reschedule|push|postpone|extend|count|i|we|my|please|do|does|are|am|can|could|new|buy|take|cross|schedule|plan|book|unwatch|also|get|wake|ping|alert|notify|any|is|read|open|send|email|e-mail|mail|propose|draft|suggest|block|reply|forward|invoice|spent|paid|our|don't|dont|never|pick|throw|stick|pop|shopping|groceries|expense|note:|task|todo|reminder|countdown|the|you|so`,
      ...GROUP_WORDS.flatMap((w) => Object.values(w.verbs ?? {}).map((verbs) => anyOf(verbs))),
    ].join("|")
  })\b`,
  "iu",
);

/**
 * First words of {@link STARTER} that are no verb: after a bare "so" only a verb starts a request
 * ("…my shampoo so add shampoo"); "so I can bake", "so the kids have some" say a purpose.
 */
const NOT_VERBS = new Set(
  (
    "what when how which i we my please do does are am can could new also any is our don't dont " +
    "never shopping groceries expense note: task todo reminder countdown the you so"
  ).split(" "),
);

/**
 * `text` with a comma before each "so" said bare before a request ("we're out so add milk", "I
 * rang the vet so you can scrap that one"), as a reason before its request is written: read as
 * "…, so add milk". A "so" before a purpose ("so I can bake") or a word ("so cold") stays as it is.
 * A statement said right after "anymore" is given its comma too ("… anymore he came early").
 */
export function withReasonBreaks(text: string): string {
  const ws = text.split(" ");
  for (let i = ws.length - 2; i > 0; i--) {
    const before = ws[i - 1] ?? "";
    if (ws[i]?.toLowerCase() !== "so" || !wordChar(before.slice(-1))) continue;
    if (before.toLowerCase() === "and") continue;
    // "… so we don't need it after all": a removal said as a fact is a request too.
    const rest = ws.slice(i + 1).join(" ");
    if (startsWithVerb(rest) || saysUnneeded(rest)) ws[i - 1] = `${before},`;
  }
  // "dont remind me about the plumber anymore he came early": "anymore" ends what is let go, and
  // what is told after it is why.
  for (let i = ws.length - 2; i > 0; i--) {
    const word = ws[i]!.toLowerCase();
    const more = word === "anymore" || (word === "more" && ws[i - 1]?.toLowerCase() === "any");
    if (more && isStatement(ws.slice(i + 1).join(" "))) ws[i] = `${ws[i]},`;
  }
  return ws.join(" ");
}

/**
 * True when a piece starts with a request's verb ("add wrap the present", "you can scrap it"), not
 * a subject or a question word ("I can bake", "the kids have some").
 */
export function startsWithVerb(piece: string): boolean {
  const rest = piece.trim().replace(LEAD_IN, "");
  const first = rest.split(" ")[0]?.toLowerCase() ?? "";
  return STARTER.test(rest) && !NOT_VERBS.has(first);
}

/** "so" and "you can" before an instruction: "..., so dismiss it", "..., you can cross it off". */
export const LEAD_IN = /^(?:(?:and\s+)?so|you\s+(?:can|could|may)(?:\s+now)?|now)\s+(?=\S)/iu;

/**
 * A detail labelled by its field ("email priya@shah.example", "phone +44 20 7946 0958"): part of
 * the request before it (a new contact), never a request to email someone.
 */
const FIELD =
  /^(?:e-?mail|mail|phone|mobile|cell|tel|number|address)\s*:?\s*(?:[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}|\+?[\d\s().-]{7,})$/iu;

/** "and 30 EUR on a taxi" after "I spent 20 EUR on lunch": another expense. */
const MONEY_FIRST =
  /^(?:[€$£¥]\s?\d|\d[\d.,]*\s?(?:[€$£¥]|eur|euros?|usd|dollars?|gbp|pounds?|chf)\b).*\b(?:on|for|at)\b/iu;

/**
 * The request of a clause up to its "to" ("remind me to "), or the word `by` it is said with
 * ("set countdowns for "), when it is one, or null.
 */
function headOf(text: string, by = "to"): string | null {
  const at = text.toLowerCase().indexOf(` ${by} `);
  const head = at < 0 ? "" : text.slice(0, at + by.length + 2);
  return head.split(" ").length <= 6 && STARTER.test(head) ? head : null;
}

/**
 * True when a piece is one more item of a kind pointing back ("a countdown to it", "a reminder
 * about it"): the verb said before is said for it, never a thing of the request before.
 */
function pointingItem(piece: string): boolean {
  const ws = withoutAlso(piece.trim().toLowerCase().split(" "));
  const end = ws.slice(-2).join(" ");
  return ws.length <= 5 && ["a", "an"].includes(ws[0] ?? "") && kindsNamed(ws[1] ?? "").size > 0 &&
    ["to it", "about it", "for it"].includes(end);
}

/**
 * "add a task to call the bank and a task to fix the gate": one more item of the kind the request
 * before made, with the verb said for it ("add a task to fix the gate"); null when the piece is no
 * item of that kind ("… and a reminder to pack" beside a trip stays with the trip). Said "and
 * another one …" ("add task pay the fees by 20th and another one collect the passport monday"),
 * it is the kind the request before made, said with its verb ("add task collect the passport …").
 */
function anotherOfKind(last: string, piece: string): string | null {
  const ws = piece.trim().split(" ");
  const said = last.split(" ");
  const more = [2, 1].find((n) => ANOTHER.has(ws.slice(0, n).join(" ").toLowerCase()));
  if (more !== undefined && ws.length > more && kindsNamed(ws[more] ?? "").size === 0) {
    // Made by the request before: its kind's noun said right after its verb, or after "a".
    // A note's words are its own: "another one saying …" is read by the notes' rows.
    const noun = said.findIndex((w, i) =>
      i > 0 && i <= 3 && kindsNamed(w).size > 0 && !kindsNamed(w).has("note") &&
      (i === 1 || ["a", "an", "new"].includes(said[i - 1]!.toLowerCase()))
    );
    if (noun > 0 && STARTER.test(said[0] ?? "")) {
      return `${said.slice(0, noun + 1).join(" ")} ${ws.slice(more).join(" ")}`;
    }
    // "remind me … and another one sunday at 6pm": one more reminder, read of the one before
    // (`anotherOfMade` in `_tool_reminders_about.ts`).
    return said[0]?.toLowerCase() === "remind" ? piece.trim() : null;
  }
  if (!["a", "an"].includes(ws[0]?.toLowerCase() ?? "") || ws.length < 3) return null;
  const kinds = kindsNamed(ws[1] ?? "");
  if (kinds.size === 0 || !["to", "for", "about", "on", "at", "that"].includes(ws[2] ?? "")) {
    return null;
  }
  const at = said.findIndex((w, i) =>
    i > 0 && i <= 3 && ["a", "an"].includes(w.toLowerCase()) &&
    [...kindsNamed(said[i + 1] ?? "")].some((k) => kinds.has(k))
  );
  return at > 0 && STARTER.test(said[0] ?? "")
    ? `${said.slice(0, at).join(" ")} ${piece.trim()}`
    : null;
}

/** Any clock: only whether the words shared say a day or a time is looked at. */
const CTX = { now: new Date(0), timezone: "UTC" };

/** True when `text` says only when ("on 3 march", "at 5pm tomorrow"): what two requests share. */
export function onlyWhen(text: string): boolean {
  let rest = ` ${text} `;
  for (const h of findDates(text, CTX)) rest = rest.replace(` ${h.text}`, " ");
  return rest.trim().split(" ").every((w) => ["", "on", "at", "for", "by", "due"].includes(w));
}

/** Words left before a request's doing when its day and time are taken out: "remind me at". */
const WHEN_WORDS = ["on", "at", "for", "by", "due"];

/**
 * "remind me at 6pm to call the vet and at 7 to …": an hour said bare after an afternoon or evening
 * one, with no day of its own, is in the same part of the day ("at 7pm").
 */
function evening(first: string, piece: string): string {
  const was = findDates(first, CTX).find((h) => h.time !== null)?.time?.hour ?? 0;
  const hit = findDates(piece, CTX).find((h) => h.time !== null);
  const hour = hit?.time?.hour ?? 12;
  const said = hit?.text.toLowerCase() ?? "am";
  if (
    !hit || hit.dayCertain || was < 12 || hour >= 12 || hour + 12 <= was || said.includes("am") ||
    said.includes("pm")
  ) {
    return piece;
  }
  return `${piece.slice(0, hit.index + hit.text.length)}pm${
    piece.slice(hit.index + hit.text.length)
  }`;
}

/**
 * "remind me at 8 this evening to call mum and tomorrow at noon to pay the fee": the request said
 * once, with its own day and time for each doing ("remind me tomorrow at noon to pay the fee");
 * null when the piece is not a day or time and a doing, or the request before has no doing.
 */
function whenAgain(last: string, piece: string): string | null {
  const to = piece.toLowerCase().indexOf(" to ");
  const before = last.toLowerCase().indexOf(" to ");
  const when = piece.slice(0, to);
  if (before <= 0 || findDates(when, CTX).length === 0 || !onlyWhen(when)) return null;
  let head = ` ${last.slice(0, before)} `;
  for (const h of findDates(head, CTX)) head = head.replace(` ${h.text} `, " ");
  const verb = head.trim().split(" ");
  while (verb.length > 0 && WHEN_WORDS.includes(verb[verb.length - 1]!.toLowerCase())) verb.pop();
  if (verb.length === 0 || verb.length > 4 || !STARTER.test(verb[0] ?? "")) return null;
  return `${verb.join(" ")} ${evening(last.slice(0, before), piece.trim())}`;
}

/**
 * "set countdowns for X" and "for Y": the request said once, of its kind in the plural, said for
 * Y; else null ("a countdown for the race and for the party" is one thing's name).
 */
function forAgain(last: string, piece: string): string | null {
  if (!piece.toLowerCase().startsWith("for ")) return null;
  const head = headOf(last, "for");
  const noun = head?.trim().split(" ").at(-2) ?? "";
  const plural = noun.endsWith("s") && kindsNamed(noun).size > 0;
  return head && plural && !head.toLowerCase().includes(" to ") ? head + piece.slice(4) : null;
}

export interface Group {
  text: string;
  joiner: string;
}

/** Pieces of a sentence, each starting a new request with the pieces that follow it. */
export function groupsOf(sentence: string): Group[] | null {
  const tokens = sentence.split(CONNECTOR);
  if (tokens.length > 81) return null;
  const groups: Group[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const p = { text: tokens[i] ?? "", joiner: i === 0 ? "" : tokens[i - 1] ?? " " };
    const spent = /^(?:i|we)\s+(?:just\s+|also\s+)?(spent|paid)\b/iu.exec(groups[0]?.text ?? "");
    const last = groups[groups.length - 1];
    // "… — Dec 9 — and start a countdown to it": "and" said after a dash joins as the dash does.
    const said = p.text.trim().toLowerCase().startsWith("and ") && p.joiner.trim() !== ""
      ? p.text.trim().slice(4)
      : p.text;
    const bare = said.trim().replace(LEAD_IN, "");
    const aside = /^\s*(?:,|[-–—])\s*$/u.test(p.joiner) && isStatement(p.text);
    const again = last && p.joiner.toLowerCase().includes("and") ? headOf(last.text) : null;
    const another = last ? anotherOfKind(last.text, p.text) : null;
    if (last && FIELD.test(p.text.trim())) last.text += p.joiner + p.text;
    else if (another) groups.push({ text: another, joiner: p.joiner });
    else if (last && p.joiner.toLowerCase().includes("and") && whenAgain(last.text, bare)) {
      groups.push({ text: whenAgain(last.text, bare)!, joiner: p.joiner });
    } else if (again && bare.toLowerCase().startsWith("to ")) {
      // "remind me to X at 4 and to Y at 6": the request said once is said for each.
      groups.push({ text: again + bare.slice(3), joiner: p.joiner });
    } else if (last && p.joiner.toLowerCase().includes("and") && forAgain(last.text, bare)) {
      // "set countdowns for Christmas and for the sevens on 30 January": one for each.
      groups.push({ text: forAgain(last.text, bare)!, joiner: p.joiner });
    } else if (!last || STARTER.test(said.trim()) || aside || pointingItem(p.text)) {
      groups.push({ text: last ? bare : p.text, joiner: p.joiner });
    } else if (spent && MONEY_FIRST.test(p.text.trim())) {
      groups.push({ text: `I ${spent[1]} ${p.text.trim()}`, joiner: p.joiner });
    } else last.text += p.joiner + p.text;
  }
  return groups;
}
