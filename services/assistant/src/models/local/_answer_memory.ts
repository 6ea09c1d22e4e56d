/**
 * Which remembered fact answers a question: the question's meaningful words (stemmed, with a few
 * synonyms mapped to one) matched against each memory's, weighted by rarity. Pure; the reply
 * itself is `answer.ts`'s.
 * @module
 */
import { PEOPLE } from "./groups/_people.ts";
import { SYNONYMS } from "../../memory/memory_synonyms.ts";
import { ownEntry, stem, STOP_WORDS, words } from "./_text.ts";

/** One memory as an answer reads it. */
export interface Memory {
  id: string;
  text: string;
  created_at: string;
}

const WEAK_WORDS: ReadonlySet<string> = new Set(
  [
    "name",
    "favourite",
    "favorite",
    "best",
    "usual",
    "main",
    "new",
    "old",
    "current",
    "first",
    "last",
    "preferred",
    "number",
    "day",
    "time",
    "place",
    "called",
    "kind",
    "type",
    "good",
  ].map(stem),
);

/** People and pets a fact can be about; a fact about one of them answers little about another. */
const RELATIONS: ReadonlySet<string> = new Set(PEOPLE.filter((w) => w !== "best").map(stem));

function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const base = ownEntry(SYNONYMS, w) ?? w;
    if (STOP_WORDS.has(base) || base.length === 0) continue;
    if (/^\d+$/u.test(base) && base.length < 2) continue;
    out.push(stem(ownEntry(SYNONYMS, stem(base)) ?? base));
  }
  return out;
}

/** The memories with text, newest first (ties by id), so ties in a ranking go to the newest. */
export function newestFirst(memories: Memory[]): Memory[] {
  return [...memories]
    .filter((m) => typeof m?.text === "string" && m.text.trim().length > 0)
    .sort((a, b) => compareNewest(a, b));
}

/** Orders two memories newest first; ties by id. */
export function compareNewest(
  a: Memory,
  b: Memory,
): number {
  const ta = Date.parse(a.created_at);
  const tb = Date.parse(b.created_at);
  const na = Number.isNaN(ta) ? -Infinity : ta;
  const nb = Number.isNaN(tb) ? -Infinity : tb;
  if (na !== nb) return nb - na;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The memory that best answers `question`: most overlap weighted by rarity, covering more than
 * half of the question's meaningful words; ties go to the newest.
 */
export function bestMemory(
  question: string,
  memories: Memory[],
): Memory | null {
  const q = [...new Set(terms(question))];
  if (q.length === 0 || memories.length === 0) return null;
  const docs = memories.map((m) => ({ m, t: new Set(terms(m.text)) }));
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.t) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  const idf = (t: string) => Math.log((n + 1) / ((df.get(t) ?? 0) + 0.5)) + 1;
  const weight = (t: string) => WEAK_WORDS.has(t) ? 0.3 : 1;
  const total = q.reduce((s, t) => s + weight(t), 0);
  const asksName = q.includes(stem("name")) || q.includes(stem("called"));
  let best: { m: Memory; score: number } | null = null;
  for (const d of docs) {
    let covered = 0;
    let score = 0;
    let hits = 0;
    for (const t of q) {
      if (!d.t.has(t)) continue;
      covered += weight(t);
      score += weight(t) * idf(t);
      hits++;
    }
    // More than half of what the question is about must be in the memory.
    if (hits === 0 || covered / total <= 0.5) continue;
    // "what is my sister's name" is not answered by "my sister lives in Rome".
    if (asksName && !d.t.has(stem("name")) && !d.t.has(stem("called")) && !statesName(d.m.text)) {
      continue;
    }
    // "where do I live" is not answered by "my sister lives in Rome" as well as by "I live in Paris".
    const qs = new Set(q);
    if ([...d.t].some((t) => RELATIONS.has(t) && !qs.has(t))) score *= 0.5;
    if (
      best === null || score > best.score + 1e-9 ||
      (Math.abs(score - best.score) <= 1e-9 && compareNewest(d.m, best.m) < 0)
    ) {
      best = { m: d.m, score };
    }
  }
  return best?.m ?? null;
}

/** True when a fact gives someone's name: "my dentist is Dr Lee", "Sam is my partner". */
function statesName(fact: string): boolean {
  return /\b(?:is|are|was|were)\s+(?:called\s+|named\s+)?(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}/u
    .test(fact) ||
    /^(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*\s+(?:is|was)\b/u
      .test(fact);
}
