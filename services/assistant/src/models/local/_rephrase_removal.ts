/**
 * A statement, then the removal of an item named by its kind alone, said as the removal of the item
 * the statement is about: "yoga is cancelled this week, remove the reminder" is "remove the
 * reminder about yoga". One of the rephrasings of `_rephrase.ts`.
 * @module
 */
import { NOUN } from "./groups/mod.ts";
import { isAside } from "./_coverage.ts";
import { clauseWords } from "./_shapes.ts";
import { firstWord, withoutFirst } from "./_tool_text.ts";

/** "…, remove the reminder", "…, stop tracking that follow-up", "…, remove its countdown". */
const REMOVE_THE_KIND = new RegExp(
  String
    .raw`^(?:so\s+|please\s+|you\s+can\s+)*(remove|delete|cancel|clear|drop|scrap|scratch|dismiss|get\s+rid\s+of|stop\s+tracking|forget|(?:i\s+)?(?:won't|will\s+not|don't|do\s+not)\s+need)\s+(?:the|that|this|its|my)\s+(${
    Object.values(NOUN).join("|")
  })$`,
  "iu",
);

/**
 * Where a statement's subject ends: its verb, or an "'s" said before a participle ("book club's
 * cancelled"; "Tom's party" is a possessive).
 */
const VERB_AT =
  /\s(?:is|are|was|were|has|have|had|got|do|does|did|don't|doesn't|didn't|is\s+not|are\s+not|can|can't|will|won't|needs?|isn't|aren't)\b|'s(?=\s+(?:been\s+)?\p{L}+ed\b)/iu;

/**
 * A statement then the removal of an item named by its kind alone: the removal of the item the
 * statement is about ("yoga is cancelled this week, remove the reminder" is "remove the reminder
 * about yoga"; "I pulled out of the half marathon, remove its countdown", the countdown about the
 * half marathon). Null unless the statement says a subject, or "I …" with an object.
 * @param parts the message's parts, as parted at its commas and spaced dashes
 */
export function removalAbout(parts: readonly string[]): string | null {
  // "book club's cancelled this month so I won't need that reminder": parted at its "so".
  const so = parts.length === 1 ? parts[0]!.toLowerCase().lastIndexOf(" so ") : -1;
  if (so > 0) return removalAbout([parts[0]!.slice(0, so), parts[0]!.slice(so + 4)]);
  if (parts.length !== 2) return null;
  const [written, asked] = [parts[0]!.trim(), parts[1]!.trim()];
  // "book club's cancelled …" is said as "book club is cancelled …".
  const cut = VERB_AT.exec(written);
  const said = cut?.[0].startsWith("'")
    ? `${written.slice(0, cut.index)} is${written.slice(cut.index + 2)}`
    : written;
  const m = REMOVE_THE_KIND.exec(asked);
  if (!m?.[1] || !m[2] || !isAside(said)) return null;
  let topic: string | null = null;
  if (firstWord(said) === "i" || firstWord(said) === "we") {
    // "I pulled out of the half marathon": what comes after the last preposition.
    topic =
      /\b(?:of|about|from|with|on|for|to|at)\s+((?:the|my|our)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,3})$/iu
        .exec(said)?.[2] ?? null;
  } else {
    const verb = VERB_AT.exec(said);
    topic = verb ? withoutFirst(said.slice(0, verb.index), ["the", "my", "our"]).trim() : null;
  }
  if (!topic || clauseWords(topic).length > 4) return null;
  // "I won't need that reminder": the removal it means.
  return `${m[1].toLowerCase().endsWith("need") ? "remove" : m[1]} the ${m[2]} about ${topic}`;
}
