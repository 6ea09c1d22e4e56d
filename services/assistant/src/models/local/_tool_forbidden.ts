/**
 * Requests that no API key can carry out, by design: replying to or forwarding email, sending a
 * newsletter, changing or deleting calendar events, deleting contacts, creating invoices,
 * deleting the account, buying things, sending an email without the user's confirmation, and
 * reaching passwords, identity documents, health data or the content of email and documents. A new
 * email or a new calendar event is not here: it can be proposed (see `_tool_propose.ts`).
 *
 * What is forbidden is data (`_forbidden_words.ts`); this is its reader. Each clause of the message
 * is read as words: its request verb is a row's verb said first (after "please", "can you", "I want
 * you to" …), and its object a row's noun a few words after, past determiners, possessives
 * ("Anna's") and adjectives, or after a preposition ("… from my contacts"). A wish ("I want my
 * account deleted") and a question ("what did Tom's email say?") are read with the same words.
 * @module
 */
import { sensitiveKind } from "../../text/sensitive.ts";
import { cleanText, expandContractions, stripPoliteness } from "../../text/normalize.ts";
import { sentences } from "./_clauses.ts";
import {
  CAPABILITIES,
  type Capability,
  FORBIDDEN_TEXT,
  QUESTION_STARTS,
  SKIP_CONFIRMATION,
} from "./_forbidden_words.ts";
import { anyAt, type Phrase, phrase, saysAny } from "./_forbidden_tokens.ts";
import { type Token, tokenize } from "./_tokens.ts";
import { identityRequest, passwordValue, secretValue } from "./_forbidden_secrets.ts";

export { FORBIDDEN_TEXT };

/** Words said before the request that ask politely or say who does it: "go ahead and", "can you". */
const LEAD_INS: readonly Phrase[] = words(
  "please|pls|just|kindly|quickly|now|ok|okay|so|and|then|also|hey|right|alright|yes|yeah|" +
    "actually|maybe|possibly|go ahead and|can you|could you|would you|will you|you can|" +
    "you could|you should|can we|could we|i want you to|i need you to|i would like you to|i would love you to|" +
    "i want to|i need to|i would like to|i wish to|we need to|we have to|i have to|let us|help me|" +
    "try to|try and|time to|do me a favour and|do me a favor and",
);

/** How a wish for something done starts: "I want my account deleted", "get the meeting moved". */
const WISHES: readonly Phrase[] = words("i want|i need|i would like|we want|get|have");

/** Determiners and possessives, said before a noun. */
const DETERMINERS = new Set(
  "the a an my our your his her their its this that these those all every each any some both"
    .split(" "),
);

/** Pronouns and quantifiers, after which a preposition may still lead to the noun ("all of my"). */
const PRONOUNS = new Set(
  "me him her them us it this that everything everyone everybody all each some any none one both"
    .split(" "),
);

/** Words that end what may stand between a verb and its noun. */
const STOPS = new Set(
  ("about for to on with at by into before after from in of off out over under until which who " +
    "because and or but saying asking telling if so since as than is are was were be called")
    .split(" "),
);

/** The items of other kinds: said after the noun, they are what is acted on ("the meeting notes"). */
const OTHER_KINDS = words(
  "reminder|task|to-do|todo|note|list|countdown|keepsake|follow-up|followup|trip|birthday|" +
    "expense|item|watch",
);

/** The phrases of a list written "a|b|c", as words. */
function words(phrases: string): Phrase[] {
  return phrases.split("|").map(phrase);
}

/** The words between a verb and its noun, at most. */
const MAX_GAP = 4;

/** A capability with its phrases read into words once. */
interface Row {
  cap: Capability;
  verbs: Phrase[];
  nouns: Phrase[];
  definite: Set<string>;
  via: { preps: Phrase[]; nouns: Phrase[] } | undefined;
  unless: Phrase[];
  needs: Phrase[];
  done: Phrase[];
  notObject: Set<string>;
  notBetween: Set<string>;
  asked: { nouns: Phrase[]; with: Phrase[]; beside: Phrase[] } | undefined;
}

const ROWS: readonly Row[] = CAPABILITIES.map((cap) => ({
  cap,
  verbs: cap.verbs.map(phrase),
  nouns: (cap.nouns ?? []).map(phrase),
  definite: new Set(cap.definite ?? []),
  via: cap.via && { preps: cap.via.preps.map(phrase), nouns: cap.via.nouns.map(phrase) },
  unless: [...(cap.unless ?? []).map(phrase), ...(cap.anyObject ? [] : OTHER_KINDS)],
  needs: (cap.needs ?? []).map(phrase),
  done: (cap.done ?? []).map(phrase),
  notObject: new Set(cap.notObject ?? []),
  notBetween: new Set(cap.notBetween ?? []),
  asked: cap.asked && {
    nouns: cap.asked.nouns.map(phrase),
    with: (cap.asked.with ?? []).map(phrase),
    beside: (cap.asked.beside ?? []).map(phrase),
  },
}));

/** The index after the lead-ins at the start of a clause. */
function afterLeadIns(tokens: readonly Token[]): number {
  let i = 0;
  for (let step = 0; step < 8; step++) {
    const next = anyAt(tokens, i, LEAD_INS);
    if (next < 0) break;
    i = next;
  }
  return i;
}

/** Whether `t` may stand between the verb and the noun of `row`, after `prev`. */
function mayStandBetween(row: Row, t: Token, prev: Token | undefined): boolean {
  const between = row.cap.between;
  if (row.notBetween.has(t.w)) return false;
  if (between === "person") {
    return t.cap || t.w.includes("@") || PRONOUNS.has(t.w) || (t.w[0]! >= "0" && t.w[0]! <= "9");
  }
  if (between) return between.includes(t.w);
  if (t.punct || anyAt([t], 0, OTHER_KINDS, true) > 0) return false;
  if (!STOPS.has(t.w)) return true;
  return prev !== undefined && PRONOUNS.has(prev.w) && ["of", "in", "on", "from"].includes(t.w);
}

/** The index after `row`'s object, said from `at` on, or -1. */
function objectEnd(row: Row, tokens: readonly Token[], at: number): number {
  let definite = false;
  for (let j = at, gap = 0; j < tokens.length && gap <= MAX_GAP; j++, gap++) {
    const end = anyAt(tokens, j, row.nouns, true);
    if (end > 0 && (definite || !row.definite.has(tokens[j]!.w))) return end;
    if (row.via) {
      const prep = anyAt(tokens, j, row.via.preps);
      if (prep > 0 && j > at) {
        let k = prep;
        while (k < tokens.length && k < prep + 3) {
          const noun = anyAt(tokens, k, row.via.nouns, true);
          if (noun > 0) return noun;
          if (!DETERMINERS.has(tokens[k]!.w) && !tokens[k]!.poss) break;
          k++;
        }
      }
    }
    const t = tokens[j]!;
    const joined = row.via !== undefined && t.w === "and"; // "remove Sam and Alex from …"
    if (!joined && !mayStandBetween(row, t, tokens[j - 1])) return -1;
    if (DETERMINERS.has(t.w) || t.poss) definite = true;
  }
  return -1;
}

/** The index after the object said right after the verb ("reply to Sam"), or -1. */
function anyObjectEnd(row: Row, tokens: readonly Token[], at: number): number {
  const t = tokens[at];
  if (t === undefined || t.punct || row.notObject.has(t.w)) return -1;
  if (row.cap.objectFirst && !row.cap.objectFirst.includes(t.w)) return -1;
  const first = t.w.charAt(0);
  if (first === first.toUpperCase()) return -1; // a number, not a word: "Invoice 42"
  if (row.cap.addressIsProposal) {
    const next = t.w === "to" ? tokens[at + 1] : t;
    if (next?.w.includes("@")) return -1;
  }
  return at + 1;
}

/** Where a clause ends: "buy bread, we need it now" buys nothing now. */
const CLAUSE_ENDS = new Set([",", ";", "?", "!", "and", "then", "also", "plus"]);

/**
 * Whether what `row` needs is said in the clause of its verb, in `raw` (the sentence before its
 * politeness was stripped: "buy the kettle for me").
 */
function needsSaid(row: Row, raw: readonly Token[]): boolean {
  for (let i = 0; i < raw.length; i++) {
    if (anyAt(raw, i, row.verbs) < 0) continue;
    let k = i + 1;
    for (; k < raw.length && !CLAUSE_ENDS.has(raw[k]!.w); k++) {
      if (anyAt(raw, k, row.needs) > 0) return true;
    }
    i = k; // each word looked at once
  }
  return false;
}

/** The question words that open a request when "not" follows them: "don't …". */
const DO = new Set(["do", "does", "did"]);

/** Whether `row` is asked for in the clause `tokens` (`raw`: the sentence before politeness). */
function asksFor(row: Row, tokens: readonly Token[], raw: readonly Token[]): boolean {
  const start = afterLeadIns(tokens);
  const verb = anyAt(tokens, start, row.verbs);
  if (row.needs.length > 0 && (verb < 0 || !needsSaid(row, raw))) return false;
  if (verb > 0) {
    const end = row.cap.anyObject ? anyObjectEnd(row, tokens, verb) : objectEnd(row, tokens, verb);
    if (end > 0 && !saysAny(tokens, row.unless, end)) return true;
    if (row.cap.nounAnywhere && saysAny(tokens, row.nouns)) return true;
  }
  if (row.done.length > 0) {
    const wish = anyAt(tokens, start, WISHES);
    const end = wish > 0 ? objectEnd(row, tokens, wish) : -1;
    if (end > 0) {
      for (let k = end; k < end + 3; k++) if (anyAt(tokens, k, row.done) > 0) return true;
    }
  }
  const asked = row.asked;
  // "don't make a new contact for …, just add his email …": "do not" opens a request, no question.
  const declines = tokens[start + 1]?.w === "not" && DO.has(tokens[start]?.w ?? "");
  if (
    asked && !declines && QUESTION_STARTS.has(tokens[start]?.w ?? "") &&
    !saysAny(tokens, row.unless)
  ) {
    const said = asked.with.length === 0 || saysAny(tokens, asked.with, start + 1);
    for (let k = start + 1; k < tokens.length; k++) {
      const end = anyAt(tokens, k, asked.nouns, true);
      if (end < 0) continue;
      if (said) return true;
      const det = k > 0 && (DETERMINERS.has(tokens[k - 1]!.w) || tokens[k - 1]!.poss) ? 1 : 0;
      if (anyAt(tokens, end, asked.beside) > 0 || anyAt(tokens, k - 1 - det, asked.beside) > 0) {
        return true;
      }
    }
  }
  return false;
}

/** A password asked for, changed, stored or handed over with its value; not where it is kept. */
function passwordRequest(tokens: readonly Token[], raw: readonly Token[]): boolean {
  return passwordValue(tokens) ??
    ROWS.some((row) => row.cap.kind === "password" && asksFor(row, tokens, raw));
}

/** Whether the clause is about a follow-up, which a key may list and dismiss. */
function followUp(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) =>
    t.w.startsWith("follow-up") || t.w.startsWith("followup") ||
    (t.w.startsWith("follow") && ["up", "ups"].includes(tokens[i + 1]?.w ?? ""))
  );
}

/**
 * Each part a forbidden request could start, as words: the sentences of the message (or the
 * message, when it is one) and their clauses, split at commas and "and"/"then"/"also"; with each,
 * the sentence's words before politeness was stripped.
 */
function parts(expanded: string): { tokens: Token[]; raw: Token[] }[] {
  const said = sentences(expanded);
  const out: { tokens: Token[]; raw: Token[] }[] = [];
  for (const sentence of said.length > 0 ? said : [expanded]) {
    const raw = tokenize(sentence);
    const tokens = tokenize(stripPoliteness(sentence));
    out.push({ tokens, raw });
    let clause: Token[] = [];
    for (const t of [...tokens, { w: ",", raw: ",", cap: false, poss: false, punct: true }]) {
      if (CLAUSE_ENDS.has(t.w) && t.w !== "?" && t.w !== "!") {
        if (clause.length > 0 && clause.length < tokens.length) out.push({ tokens: clause, raw });
        clause = [];
      } else clause.push(t);
    }
  }
  return out.slice(0, 80);
}

/** The last text checked and what it was told: a turn checks its message more than once. */
let lastChecked: { text: string; refusal: string | null } | null = null;

/**
 * A short sentence saying that an API key can't do what `text` asks, or null when it asks for
 * nothing forbidden by its words. Health is read with the request (`forbiddenRequest()` of
 * `tool_intent.ts`), so it is not refused here.
 */
export function forbiddenWords(text: string): string | null {
  if (typeof text !== "string" || text.trim().length === 0) return null;
  if (lastChecked?.text === text) return lastChecked.refusal;
  const refusal = check(text);
  lastChecked = { text, refusal };
  return refusal;
}

function check(text: string): string | null {
  const expanded = expandContractions(cleanText(text));
  const whole = stripPoliteness(expanded);
  const all = parts(expanded);
  for (const { tokens, raw } of all) {
    if (followUp(tokens)) continue;
    for (const row of ROWS) {
      if (row.cap.kind !== "password" && asksFor(row, tokens, raw)) {
        return FORBIDDEN_TEXT[row.cap.kind];
      }
    }
  }
  const words = tokenize(whole);
  const sending = words.some((t) => ["send", "email", "e-mail", "mail"].includes(t.w));
  if (sending && saysAny(words, SKIP_CONFIRMATION.map(phrase))) return FORBIDDEN_TEXT.sendEmail;
  for (const { tokens, raw } of all) {
    if (passwordRequest(tokens, raw)) return FORBIDDEN_TEXT.password;
  }
  const kind = sensitiveKind(whole);
  if (kind === "identity" && identityRequest(words, afterLeadIns(words))) {
    return FORBIDDEN_TEXT.identity;
  }
  if (kind === "secret" && secretValue(words)) return FORBIDDEN_TEXT.password;
  return null;
}

/**
 * Whether `text` says something about health ("antibiotics", "my diagnosis"). Whether a key is
 * refused for it depends on what the request would read or store (`tool_intent.ts`): "remove the
 * marathon countdown, I pulled out injured" stores nothing of it.
 */
export function saysHealth(text: string): boolean {
  if (typeof text !== "string") return false;
  return sensitiveKind(stripPoliteness(expandContractions(cleanText(text)))) === "health";
}
