/**
 * Questions about the user's own data in words other than the known requests ("when do I fly out
 * to Lisbon?", "who hasn't written back?", "is bread on my shopping list?"): a question that names
 * a group's items, or uses one of its question phrases (`questions` in its description), lists
 * them through the group's read tool; for contacts, searched by the name asked about.
 * @module
 */
import { findTool, TOOLS } from "@asst/shared";
import type { ToolCall } from "../../tools/types.ts";
import { GROUP_WORDS, type GroupWords } from "./groups/mod.ts";
import { ABOUT_THINGS } from "./_clause_statements.ts";
import { leftOver } from "./_coverage.ts";

/** A question: it ends with "?" or starts as one does. */
const QUESTION =
  /\?\s*$|^(?:who|whom|whose|what|whats|when|where|which|why|how|is|are|was|were|do|does|did|have|has|had|can|could|will|would|am|any|anything)\b/iu;

/** True when the text is a question. */
export function isQuestion(text: string): boolean {
  return QUESTION.test(text.trim());
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/** A phrase whose words may have up to two words between them ("write anything down"). */
function loose(phrase: string): string {
  return phrase.trim().toLowerCase().split(/[\s-]+/u).map((word) => {
    const plural = /\((e?s)\)$/u.exec(word);
    const stem = plural ? word.slice(0, -plural[0].length) : word;
    return plural ? `${escape(stem)}(?:${plural[1]})?` : escape(stem);
  }).join(String.raw`(?:\s+[\p{L}'-]+){0,2}[\s-]+`);
}

interface Asked {
  tool: string;
  noun: RegExp;
  phrase: RegExp | null;
  not: RegExp | null;
}

function readTool(g: GroupWords): string | null {
  const create = Object.keys(g.examples).map((t) => findTool(t.split(":")[0]!)).find(Boolean);
  const group = create?.group;
  if (!group) return null;
  return TOOLS.find((t) => t.group === group && t.level === "read")?.name ?? null;
}

const ASKED: readonly Asked[] = GROUP_WORDS.flatMap((g) => {
  const tool = readTool(g);
  if (tool === null || g.kind === "supplier" || g.kind === "calendar") return [];
  const nouns = g.nouns.map(loose).join("|");
  const phrases = (g.questions ?? []).map(loose).join("|");
  const not = (g.notQuestions ?? []).map(loose).join("|");
  return [{
    tool,
    noun: new RegExp(String.raw`\b(?:${nouns})\b`, "iu"),
    phrase: phrases ? new RegExp(String.raw`\b(?:${phrases})\b`, "iu") : null,
    not: not ? new RegExp(String.raw`\b(?:${not})\b`, "iu") : null,
  }];
});

/** Every group's question phrases, as the words a question about data may hold. */
const QUESTION_CALLS: ToolCall[] = [{
  name: "questions",
  input: { phrases: GROUP_WORDS.flatMap((g) => g.questions ?? []) },
}];

/** The person a contacts question is about: a capitalised name after its first word. */
const NAME = /(?<=\s)(?!I\b)\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)*/u;

/** What a thing is ("what is a keepsake?"): about the assistant, not the user's data. */
const DEFINITION =
  /^(?:what|whats)\s+(?:is|are)\s+(?:an?\s+)?[\p{L}'-]+\s*\??$|^(?:can|could|will|would)\s+you\s+(?!tell|show|list|check|find|look|read|give)|^how\s+(?:do|does|can)\s+.*\bwork\b|^do\s+you\s+(?:support|handle|do)\b/iu;

/** Questions about the world, not the user's data: the weather, the news. */
const WORLD =
  /\b(?:rain(?:ing|y)?|snow(?:ing|y)?|sunny|weather|forecast|temperature|hot|cold|windy|news|traffic|open|closed)\b/iu;

/**
 * Asking for advice or an opinion ("should I buy a new car?", "what's a good present for a
 * 5 year old?", "is it worth …"): about the world and the user's choices, never a list of data.
 */
const ADVICE =
  /^(?:should|shall|ought)\s+(?:i|we)\b|^(?:what'?s|whats|what\s+(?:is|are))\s+(?:a\s+|an\s+|some\s+|the\s+)?(?:good|nice|great|cheap|best|decent|fun|easy)\b|^(?:is|are)\s+(?:it|they)\s+(?:worth|a\s+good\s+idea|ok|okay|safe|wise)\b|^(?:any|got\s+any)\s+(?:ideas?|suggestions?|tips|recommendations?)\b|^how\s+(?:do|can|should)\s+(?:i|we|you)\s+(?:make|cook|fix|get\s+rid|learn|become)\b/iu;

/** True when a question asks for advice or an opinion, not the user's data. */
export function asksAdvice(text: string): boolean {
  return ADVICE.test(text.trim());
}

/** The subject after the verb that opens a question. */
const ASKED_ABOUT =
  /^((?:did|has|have|had|is|was|does)\s+)(?:the\s+|my\s+|our\s+)?(?!any(?:one|body|thing)?\b|i\b|we\b|you\b)[\p{L}'-]+(?=\s)/iu;

/** Words a question may hold besides a group's: what it asks about ("about the boiler"). */
const TOPIC = /\b(?:about|regarding|re|for|to|from|in|with)\s+(?:the\s+|my\s+|a\s+)?[\p{L}'-]+/giu;

/**
 * The read call a question about the user's data asks for, or null: the group whose question
 * phrase opens it, else whose items it names, else whose question phrase it uses — only when
 * exactly one group fits, and the question holds no word that is neither the group's, filler, a
 * name, nor what it asks about. With `openingOnly`, only a phrase that opens the question counts.
 */
export function questionCall(text: string, openingOnly = false): ToolCall | null {
  const t = text.trim();
  if (!isQuestion(t) || ABOUT_THINGS.test(t) || WORLD.test(t) || asksAdvice(t)) return null;
  // Whom a question is about: "did the airline ever reply", "has Roof Co got back to me".
  const rest = t.replace(ASKED_ABOUT, "$1 ").replace(TOPIC, " ").replace(
    /(?<=\s)\p{Lu}[\p{L}'-]*/gu,
    " ",
  )
    .replace(/^\s*\S+\s+(?=on\s+(?:my|the)\b)/iu, " ");
  // "is bread on my shopping list": one word, the item asked about, may come before "on my".
  const item = /\b[\p{L}'-]+\s+(?=on\s+(?:my|the|our)\s)/iu;
  if (leftOver(rest.replace(item, " "), QUESTION_CALLS).length > 0) return null;
  if (DEFINITION.test(t) || ASKED.some((a) => a.not?.test(t))) return null;
  // A question phrase that opens the question decides ("how many days until our holiday?").
  let fits = ASKED.filter((a) => a.phrase?.exec(t)?.index === 0);
  if (openingOnly && fits.length === 0) return null;
  if (fits.length === 0) fits = ASKED.filter((a) => a.noun.test(t));
  if (fits.length === 0) fits = ASKED.filter((a) => a.phrase?.test(t));
  const tools = [...new Set(fits.map((f) => f.tool))];
  if (tools.length !== 1) return null;
  const tool = tools[0]!;
  if (tool !== "contacts_list") return { name: tool, input: {} };
  const name = NAME.exec(t)?.[0]?.replace(/'s$/u, "");
  return name ? { name: tool, input: { query: name } } : { name: tool, input: {} };
}
