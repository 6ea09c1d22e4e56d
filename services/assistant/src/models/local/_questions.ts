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
import { escapeRegExp } from "./groups/_words.ts";
import { aboutThings } from "./_clause_statements.ts";
import { leftOver } from "./_coverage.ts";
import { words } from "../../text/normalize.ts";
import { each, fits, read, shapes } from "./_shapes.ts";
import { firstWord, wordChar } from "./_tool_text.ts";
import { kindsNamed, TOOL_KIND } from "./_clause_kind.ts";
import { SOFTWARE, supposes } from "./_tool_words.ts";
import { asksOpinion } from "./_question_opinions.ts";
import { asksLowestPrice, doneOnBareList, dueOnBareList, namesTheirs } from "./_question_kinds.ts";

/** The words a question starts with (one that ends with "?" is one too). */
const QUESTION = new Set(
  ("who whom whose whos what whats when whens where wheres which why how hows is are was were do " +
    "does did have has had can could will would am any anything").split(" "),
);

/** The words a question about people starts with. */
const WHO = new Set(["who", "whom", "whose", "whos"]);

/**
 * A question about the user's own things: said in the first person ("did I…", "our…"), or about
 * someone's ("dad's birthday", "sarahs number"). Only such a question is read with words no group
 * knows ("where did I write down the paint colour?"): a question about the world is not.
 */
export const PERSONAL =
  /\b(?:i|me|my|mine|we|us|our|ours|i've|i'm|we've|we're|i'd)\b|\b(?!(?:what|where|who|when|how|that|it|there|here|he|she|let)'s\b)\p{L}+'s\b|^(?:whens|whats|wheres)\s+\p{L}+s\b/iu;

/** "remind me, …", "tell me …": who is asked to answer, not whose things are asked about. */
const ASKED_TO = shapes([
  ["?can you|could you|would you", "remind me|tell me|show me|let me", "?know", "{rest}"],
  ["?can you|could you|would you", "remind me|tell me|show me|let me", "?know"],
]);

/** True when a question is about the user's own things (see {@link PERSONAL}). */
export function isPersonal(text: string): boolean {
  const t = text.trim();
  // Said first: "👍 remind me …" is not asked so.
  const asked = wordChar(t.charAt(0)) ? read(t, ASKED_TO) : null;
  return PERSONAL.test(asked ? asked[0] ?? "" : t);
}

/** Groups whose items are people: only they answer "who …?". */
const ABOUT_PEOPLE = new Set(["contacts_list", "birthdays_list", "email_followups_list"]);

/** True when the text is a question. */
export function isQuestion(text: string): boolean {
  return text.trimEnd().endsWith("?") || QUESTION.has(firstWord(text));
}

/** A phrase whose words may have up to two words between them ("write anything down"). */
function loose(phrase: string): string {
  return phrase.trim().toLowerCase().split(/[\s-]+/u).map((word) => {
    const plural = /\((e?s)\)$/u.exec(word);
    const stem = plural ? word.slice(0, -plural[0].length) : word;
    return plural ? `${escapeRegExp(stem)}(?:${plural[1]})?` : escapeRegExp(stem);
  }).join(String.raw`(?:\s+[\p{L}'-]+){0,2}[\s-]+`);
}

interface Asked {
  tool: string;
  noun: RegExp;
  /** The group's question phrases, to find every place they are said. */
  phrases: RegExp | null;
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
    phrases: phrases ? new RegExp(String.raw`\b(?:${phrases})\b`, "giu") : null,
    not: not ? new RegExp(String.raw`\b(?:${not})\b`, "iu") : null,
  }];
});

/** Every group's question phrases, as the words a question about data may hold. */
const QUESTION_CALLS: ToolCall[] = [{
  name: "questions",
  input: { phrases: GROUP_WORDS.flatMap((g) => g.questions ?? []) },
}];

/** Someone known by a role: "my dentist's" (a word said with its possessive). */
const ROLE = shapes([["my", "_'s"]]);

/** The person a contacts question is about: a capitalised name after its first word. */
const NAME = /(?<=\s)(?!I\b)\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)*/u;

/** Whose detail is asked: "sarahs number", "tom's email". */
const POSSESSOR =
  /\b(?!(?:what|where|who|when|how|that|it|there)'?s\b)(\p{L}+'?s)\s+(?:(?:phone|mobile|cell|home|work)\s+)?(?:number|email|phone|mobile|address)\b/iu;

/** What a thing is ("what is a keepsake?"): about the assistant, not the user's data. */
const WHAT_IS = shapes([["what|whats", "is|are", "?a|an", "_"]]);

/** What the assistant does or can do ("can you book flights?", "how does this work?"). */
const DEFINITION = shapes([
  ["can|could|will|would", "you|u", "!tell|show|list|check|find|look|read|give"],
  ["how", "do|does|can", "...", "work"],
  ["do", "you", "support|handle|do"],
]);

/** Questions about the world, not the user's data: the weather, the news. */
const WORLD = new Set(
  (
    "rain raining rainy snow snowing snowy sunny weather forecast temperature hot cold windy news " +
    "traffic open closed"
  ).split(" "),
);

/** True when a word of `text` is one of `set`. */
function saysAny(text: string, set: ReadonlySet<string>): boolean {
  return words(text).some((w) => set.has(w));
}

/**
 * True when a word of `text` says the world's: "open" in a question of the user's own things
 * ("do I still have anything open about the car?") is an item not done, no opening hours.
 */
function saysWorld(text: string): boolean {
  const personal = isPersonal(text);
  // "what did I write down about the snow tyres?": what a question of the user's own things is
  // about is no weather.
  return words(personal ? beforeTopic(text) : text).some((w) =>
    (WORLD.has(w) && !(w === "open" && personal)) || SOFTWARE.has(w)
  );
}

/** Languages a word may be asked in ("how do you say shopping list in Irish"): no list asked. */
const LANGUAGES =
  "irish|gaelic|welsh|english|spanish|french|german|italian|portuguese|dutch|polish|greek|latin|" +
  "russian|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|swedish|norwegian|danish|" +
  "finnish|turkish|afrikaans|zulu|xhosa|maori|hebrew";

/**
 * Asking for advice or an opinion ("should I buy a new car?", "what's a good present for a
 * 5 year old?", "is it worth …", "where should we go?"), or about the conversation ("did I tell
 * you …"), or what would follow from something ("what would happen if I deleted all my notes?",
 * "if I wiped every reminder, could I get them back?"):
 * about the world and the user's choices, never a list of data.
 */
const ADVICE = shapes([
  ["should|shall|ought", "i|we"],
  ["where|which|how|when", "should", "i|we"],
  [
    "what should",
    "i|we",
    "buy|get|give|cook|make|wear|say|do|spend",
    "my|him|her|them|" + each("for", "my|his|her|their|a|an"),
  ],
  ["did|have", "i", "?ever", "tell|told|mention|mentioned", "you"],
  ["what is|what are|whats|what's", "?a|an|some|the", "good|nice|great|cheap|best|decent|fun|easy"],
  ["is|are", "it|they", "worth|a good idea|ok|okay|safe|wise"],
  ["any|got any", "idea|ideas|suggestion|suggestions|tips|recommendation|recommendations"],
  [
    "how",
    "do|can|should|would",
    "i|we|you",
    "make|cook|fix|get rid|learn|become|add|set|create|delete|remove|change|edit|save|cancel|" +
    "start|stop|turn",
  ],
  [
    "?so|and|but",
    "how",
    "do|does|did|would|will|can",
    "_",
    "?_",
    "?_",
    "?_",
    "?_",
    "work|works|function",
  ],
  ["?so|and", "how do", "i|you", "use"],
  ["what", "?would|will|could", "happen|happens", "if"],
  // A question about words, not the list they name: "how do you say shopping list in Irish".
  ["how", "do|does|would|can|could|should", "you|i|we|one", "say|pronounce|translate|spell"],
  ["what is|whats|what's", "the", LANGUAGES, "for|word for"],
  ["what if"],
  // What the assistant can do, not what the user has: "what sort of jobs are you good for?",
  // "what kind of tasks can you handle?", "how many reminders can you hold?".
  [
    "?so|and|but|ok|okay",
    "what|which",
    "sort|sorts|kind|kinds|type|types",
    "of",
    "_",
    "?_",
    "can|could|do|are|will|would",
    "you",
  ],
  [
    "?so|and|but|ok|okay",
    "what|how many",
    "_",
    "?_",
    "can|could",
    "you",
    "do|handle|manage|take|hold|keep|store|remember|track",
  ],
  // "hypothetically if I wiped every reminder, could I get them back?": the product, not the data.
  [
    "?hypothetically|just hypothetically|say|suppose|supposing",
    "if",
    "i|we",
    "...",
    "could|can|would|will|do",
    "i|we",
  ],
]);

/**
 * True when a question asks for advice or an opinion, or how the assistant works ("how do the
 * countdown things work?"), or seeks agreement with a remark ("… Funny, isn't it?";
 * `_question_opinions.ts`), not the user's data.
 */
export function asksAdvice(text: string): boolean {
  return fits(text, ADVICE, "start") || asksOpinion(text) ||
    (fits(text, ABOUT_SELF, "start") && fits(text, TIPS, "end"));
}

/**
 * Advice asked at the end of what the user says of themselves ("i keep forgetting to follow up on
 * emails, any tips?", "we never stick to the shopping list, any advice?"): never their data.
 */
const ABOUT_SELF = shapes([["i|we|i'm|i am|we're|we are|my|our"]]);
const TIPS = shapes([[
  "any|got any|some",
  "?good",
  "idea|ideas|suggestion|suggestions|tips|advice|recommendation|recommendations|pointers|hacks",
]]);

/** True when a question asks "who" of groups none of whose items are people. */
export function asksWhoOf(text: string, calls: readonly ToolCall[]): boolean {
  return WHO.has(firstWord(text)) &&
    !calls.some((c) => ABOUT_PEOPLE.has(c.name));
}

/** True when a question is about the world (the weather, the news, opening hours). */
export function isWorldQuestion(text: string): boolean {
  return saysAny(text, WORLD);
}

/** The subject after the verb that opens a question. */
const ASKED_ABOUT =
  /^((?:did|has|have|had|is|was|does)\s+)(?:the\s+|my\s+|our\s+)?(?!any(?:one|body|thing)?\b|i\b|we\b|you\b)[\p{L}'-]+(?=\s)/iu;

/** Words a question may hold besides a group's: what it asks about ("about the boiler"). */
const TOPIC = /\b(?:about|regarding|re|for|to|from|in|with)\s+(?:the\s+|my\s+|a\s+)?[\p{L}'-]+/giu;

/**
 * The groups whose question phrase the text uses, the longest phrase said deciding ("who haven't
 * I heard back from?" is the follow-ups' "heard back", not the trips' "back from").
 */
function longestPhrase(t: string, minWords: number): Asked[] {
  let best = 0;
  let out: Asked[] = [];
  for (const a of ASKED) {
    const m = a.phrases;
    const said = m ? [...t.matchAll(m)].filter((x) => words(x[0]).length >= minWords) : [];
    const length = Math.max(0, ...said.map((x) => x[0].length));
    if (length > best) [best, out] = [length, [a]];
    else if (length === best && length > 0) out.push(a);
  }
  return out;
}

/**
 * The read call a question about the user's data asks for, or null: the group whose question
 * phrase opens it, else whose items it names, else whose question phrase it uses — only when
 * exactly one group fits, and the question holds no word that is neither the group's, filler, a
 * name, nor what it asks about. With `openingOnly`, only a phrase that opens the question counts.
 */
export function questionCall(text: string, openingOnly = false): ToolCall | null {
  // "remind me, who wrote Hamlet?", "read me back what I noted …": the question is what follows.
  const t = text.trim().replace(
    /^(?:(?:remind|tell)\s+me\s*(?:[,:]|(?=what\s+(?:we|i|you|they)\b))|(?:read|tell|show)\s+(?:me\s+)?(?:back\s+)?(?=(?:what|whats|where|which)\b))\s*(?=(?:who|what|whats|where|when|which|how|why|is|are|do|does|did)\b)/iu,
    "",
  );
  if (!isQuestion(t) || aboutThings(t) || saysWorld(t) || asksAdvice(t)) return null;
  // "would a reminder at 3am wake me up?": what would happen, which no list answers.
  if (supposes(words(t))) return null;
  // "whats the cheapest the lego set got": how low a thing watched has gone, whatever it is.
  if (asksLowestPrice(t)) return { name: "price_watches_list", input: {} };
  // Whom a question is about: "did the airline ever reply", "has Roof Co got back to me".
  const rest = t.replace(ASKED_ABOUT, "$1 ").replace(TOPIC, " ").replace(
    /(?<=\s)\p{Lu}[\p{L}'-]*/gu,
    " ",
  )
    .replace(/^\s*\S+\s+(?=on\s+(?:my|the)\b)/iu, " ");
  // "is bread on my shopping list": one word, the item asked about, may come before "on my".
  const item = /\b[\p{L}'-]+\s+(?=on\s+(?:my|the|our)\s)/iu;
  // Words no group knows are what a question about the user's own things asks about.
  const strict = leftOver(rest.replace(item, " "), QUESTION_CALLS).length === 0;
  // "when's the passport reminder?": a question naming one of a kind of the user's items is about
  // theirs ("what's a reminder?", "how does the countdown work?" ask about the service).
  if (!strict && !isPersonal(t) && !namesTheirs(t, ASKED.map((a) => a.noun))) return null;
  if (fits(t, WHAT_IS) || fits(t, DEFINITION, "start") || ASKED.some((a) => a.not?.test(t))) {
    return null;
  }
  // "is 'book flights' still on my list or did I finish it?": a task's, done or not.
  // "what's due tomorrow on my list?": what is due is a task's, whichever list is named bare.
  if (doneOnBareList(t) || dueOnBareList(t)) return { name: "tasks_list", input: {} };
  // A question phrase that opens the question decides ("how many days until our holiday?").
  // (`search` reads from the start whatever the pattern's `g` flag.)
  let found = ASKED.filter((a) => a.phrases !== null && t.search(a.phrases) === 0);
  if (openingOnly && found.length === 0) return null;
  // "did I make a note about the alarm?": a kind named after "about" is what it is about.
  if (found.length === 0) found = ASKED.filter((a) => a.noun.test(beforeTopic(t)));
  if (found.length === 0) found = ASKED.filter((a) => a.noun.test(t));
  // With words no group knows, a phrase of one word ("like", "keep") may be the memory's: only a
  // group's noun or a longer phrase names the group ("what does my friend like?" is no list).
  if (found.length === 0) found = longestPhrase(t, strict ? 1 : 2);
  // "whats sarahs number": someone's contact detail.
  if (found.length === 0 && POSSESSOR.test(t)) {
    found = ASKED.filter((a) => a.tool === "contacts_list");
  }
  // "who's on my shopping list …?" asks for people, which a list of things does not hold.
  if (WHO.has(firstWord(t))) found = found.filter((f) => ABOUT_PEOPLE.has(f.tool));
  const tools = [...new Set(found.map((f) => f.tool))];
  if (tools.length !== 1) return null;
  const tool = tools[0]!;
  if (tool !== "contacts_list") return { name: tool, input: {} };
  // "my dentist's number": someone known by a role, which the profile and memory hold.
  if (fits(t, ROLE, "anywhere") && NAME.exec(t) === null) return null;
  // "whats sarahs number": a name said in lower case before what is asked of it.
  const said = NAME.exec(t)?.[0] ?? POSSESSOR.exec(t)?.[1];
  const bare = said?.replace(/'?s$/u, "");
  const name = bare && bare.charAt(0).toUpperCase() + bare.slice(1);
  return name ? { name: tool, input: { query: name } } : { name: tool, input: {} };
}

/**
 * The read a question asks of another group when it was read as the calendar's with no day said
 * and no calendar named ("have I got anything noted about the gate code?", "do I have anything
 * overdue?"): "have I got anything" alone is the calendar's, a group's question phrase says whose.
 */
export function askedOfOther(text: string, calls: readonly ToolCall[]): ToolCall | null {
  const only = calls.length === 1 ? calls[0]! : null;
  if (only?.name !== "calendar_list" || Object.keys(only.input).length > 0) return null;
  if (kindsNamed(text).has("calendar")) return null;
  return questionCall(text);
}

/** The words after which a question says what it is about, not what it asks for. */
const ABOUT = new Set(["about", "regarding", "re", "concerning", "on"]);

/** "read me back the note about …", "pull up my notes on …": items asked to be seen by a topic. */
const READ_BACK = shapes([[
  "read|show|pull up|bring up|find|give",
  "?me",
  "?back|out|again",
  "?the|my|our|that|those|all the|all my|any",
  "_",
  "about|regarding|re|concerning|on|with|from",
  "...",
]]);

/**
 * True when a request asks to see items of a kind by what they are about ("read me back the note
 * about the cottage dock"): like a question, what they are about is the items' words, no request's.
 */
export function asksByTopic(text: string): boolean {
  return fits(text, READ_BACK) && !words(text).some((w) => JOINING.has(w));
}

/** Words that join a second request ("… and delete it"), which a topic does not hold. */
const JOINING = new Set(["and", "then", "also", "plus"]);

/** Words after "on" or "about" that say what the thing before is: "the emails on which …". */
const RELATIVE = new Set(["which", "whom", "whose"]);

/** A question's words before what it says it is about ("any notes" of "any notes about X"). */
function beforeTopic(text: string): string {
  const said = words(text);
  // "any emails on which I am meant to follow up": "on which" starts what the emails are, no topic.
  const at = said.findIndex((w, i) => i > 0 && ABOUT.has(w) && !RELATIVE.has(said[i + 1] ?? ""));
  return at < 0 ? text : said.slice(0, at).join(" ");
}

/**
 * When a question's reading lists a kind the question names only as what it is about ("any notes
 * about the alarm?" asks the notes, not the reminders: another kind is named before "about" and the
 * one read only after it), the question without what it is about ("any notes?"); else null.
 */
export function askedBeforeTopic(text: string, calls: readonly ToolCall[]): string | null {
  const before = beforeTopic(text);
  if (before === text || kindsNamed(text).size < 2) return null;
  const asked = kindsNamed(before);
  return asked.size > 0 && calls.some((c) => !asked.has(TOOL_KIND.get(c.name) ?? ""))
    ? `${before}?`
    : null;
}
