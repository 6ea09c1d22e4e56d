/**
 * Understands what a user means by a chat message: setting their name or time zone, remembering
 * or forgetting a fact, listing what is remembered, requesting, listing or revoking API keys,
 * asking for help, or asking a question. Deterministic and pure.
 * @module
 */
import { type KeyRequest, parseKeyRequest } from "./keys/key_request_parse.ts";
import { asksForEverythingKnown, resolveTimeZone } from "../models/local/mod.ts";
import {
  cleanText,
  expandContractions,
  isGreeting,
  stripPoliteness,
  titleCase,
  toPlain,
  unquote,
} from "../text/normalize.ts";

/** What a chat message asks for. */
export type ChatIntent =
  | { kind: "set_name"; name: string }
  | { kind: "set_timezone"; timezone: string }
  | { kind: "remember"; text: string }
  | { kind: "forget"; query: string }
  | { kind: "list_memory" }
  | KeyRequest
  | { kind: "help" }
  | { kind: "question"; text: string };

/** The kinds of {@link ChatIntent}. */
export const CHAT_INTENT_KIND = {
  setName: "set_name",
  setTimezone: "set_timezone",
  remember: "remember",
  forget: "forget",
  listMemory: "list_memory",
  createKey: "create_key",
  listKeys: "list_keys",
  revokeKey: "revoke_key",
  rotateKey: "rotate_key",
  help: "help",
  question: "question",
} as const;

// ---------------------------------------------------------------------------------------------
// Help

const HELP =
  /^(?:\/?start|\/?help|help(?: me)?(?: please)?|i need help|menu|commands|options|\?+|what can you do(?: for me)?|what (?:else )?can you (?:do|help(?: me)? with)|what are you able to do|what do you do|what is this|what are you|who are you|how do you work|how does (?:this|it) work|how (?:do|can|should) i use (?:you|this|this bot|the bot)|what can i (?:ask|say|do|tell)(?: you| here)?|what (?:are|is) (?:your|the) (?:commands|features|capabilities|skills|options)|how can you help(?: me)?|get started|getting started|instructions|usage|show (?:me )?(?:the )?(?:help|commands|menu)|what should i (?:say|do|ask)|(?:can|could) you help(?: me)?|i am (?:new|lost|confused)|where do i start)$/u;

function isHelp(plain: string): boolean {
  return HELP.test(plain) || isGreeting(plain);
}

// ---------------------------------------------------------------------------------------------
// Memory

const REMEMBER_STRONG = String
  .raw`so you know|remember|memori[sz]e|keep in mind|bear in mind|do(?: not|n't|nt) forget|never forget|note|take note|make a note|make note|write down|fyi|for your information|just so you know|for the record|for future reference|add to (?:your|my) memory|save to (?:your|my)? ?memory|commit to memory|please remember`;
const REMEMBER_WEAK = String.raw`save|store|learn`;

const REMEMBER = new RegExp(
  String
    .raw`^(?:(${REMEMBER_STRONG})\b(?:\s+(?:this|the following|these facts|this fact))?\s*(that\b|:|,|-|;)?|(${REMEMBER_WEAK})\b(?:\s+(?:this|the following|the fact|this fact|this information|this info))?\s*(that\b|:))\s*(.+)$`,
  "isu",
);

const FORGET: RegExp[] = [
  /^(?:please\s+)?(?:forget|unlearn|disregard|unremember)\s+(?:about\s+|that\s+|all\s+about\s+|everything\s+(?:about|regarding|on)\s+|anything\s+(?:about|regarding)\s+|what\s+(?:i|you)\s+(?:said|told you|mentioned|wrote|know|remember|learned|noted)\s+(?:about|regarding|on|of)\s+|the\s+(?:fact|memory|note|info|information|thing)\s+(?:that|about|of|on)\s+)?(.+)$/isu,
  /^(?:delete|remove|erase|clear|drop|wipe|discard|scrap|purge|scratch|throw away|get rid of)\s+(?:the\s+|my\s+|your\s+|that\s+|this\s+|any\s+|all\s+|every\s+)?(?:memory|memories|note|notes|fact|facts|info|information|entry|entries|record|records|thing|things)\s+(?:about|of|that|on|regarding|re|saying|which says|where i said|i gave you about)\s+(.+)$/isu,
  /^(?:delete|remove|erase|clear|wipe|drop)\s+(?:what|everything|anything)\s+(?:you\s+(?:know|remember|have|stored|saved|learned|noted)|i\s+(?:told|said to|gave)\s+you|i\s+said|i\s+told\s+you)\s+(?:about|regarding|on|of)\s+(.+)$/isu,
  /^(?:delete|remove|erase|clear|wipe)\s+(.+?)\s+from\s+(?:your|my|the)\s+memory$/isu,
  /^(?:stop|quit)\s+remembering\s+(?:that\s+|about\s+)?(.+)$/isu,
  /^do(?:\s+not|n't)\s+remember\s+(?:that\s+|about\s+)?(.+?)(?:\s+any\s*more)?$/isu,
  /^(?:you\s+)?(?:no\s+longer|do(?:\s+not|n't))\s+need\s+to\s+(?:know|remember)\s+(?:that\s+|about\s+)?(.+)$/isu,
];

const FORGET_NOTHING =
  /^(?:it|that|this|them|those|these|everything i just said|what i just said|about it|about that|it all|the last (?:one|thing))$/iu;

const FORGET_ALL =
  /^(?:forget|delete|erase|wipe|clear|remove)\s+(?:everything|all|all\s+(?:of\s+)?(?:my|your)\s+memor(?:y|ies)|(?:my|your|all)\s+memor(?:y|ies)|all\s+about\s+me|everything\s+(?:you\s+(?:know|remember|have)|i\s+(?:told|said\s+to)\s+you)(?:\s+(?:about|on|of)\s+me)?|everything\s+about\s+me|what\s+you\s+know\s+about\s+me)$/iu;

function forgetQuery(text: string): string | null {
  if (FORGET_ALL.test(trimSlot(text))) return "everything";
  for (const re of FORGET) {
    const m = re.exec(text);
    const q = m?.[1] ? trimSlot(m[1]) : "";
    if (q.length > 0) return FORGET_NOTHING.test(q) ? null : q;
  }
  return null;
}

function trimSlot(s: string): string {
  return unquote(
    s.trim()
      .replace(/[\s,.!?;:…]+$/u, "")
      .replace(/\s+(?:please|thanks|thank you|for me|anymore|any more)$/iu, "")
      .replace(/^(?:that|about)\s+/iu, "")
      .trim(),
  );
}

// ---------------------------------------------------------------------------------------------
// Name

const NAME_EXPLICIT =
  /^(?:my\s+name\s+is|my\s+names|(?:the\s+)?name\s+is|name\s*[:=-]|my\s+(?:first\s+|full\s+)?name\s+(?:is|should\s+be|will\s+be|is\s+actually)|(?:please\s+)?(?:set|change|update|switch|correct)\s+my\s+(?:first\s+|display\s+)?name\s+(?:to|as)|rename\s+me(?:\s+to)?|(?:you\s+(?:can|may|should)\s+)?call\s+me|(?:please\s+)?address\s+me\s+as|refer\s+to\s+me\s+as|know\s+me\s+as|i\s+go\s+by|i\s+(?:prefer|like|want|would\s+like)\s+to\s+be\s+called|i\s+am\s+called|(?:to\s+)?be\s+called|people\s+call\s+me|everyone\s+calls\s+me|my\s+friends\s+call\s+me)\s+(.+)$/isu;

const NAME_WEAK = /^(?:i\s+am|this\s+is|it\s+is|i\s+am\s+actually)\s+(.+)$/isu;

const NAME_STOP = new Set(
  (
    "tired fine good great ok okay well sick ill unwell busy back home here there ready done sorry " +
    "happy sad bored new lost confused sure not so very really just also still going trying " +
    "looking from in at on with a an the your my his her their our late early awake alive married " +
    "single retired free available away out off working feeling glad excited worried afraid scared " +
    "curious interested allergic vegetarian vegan pregnant hungry thirsty cold hot warm old young " +
    "right wrong correct aware unsure stuck leaving moving living staying based located currently " +
    "now today tomorrow tonight later soon always never sometimes fed up over about into like " +
    "unable able having doing using asking wondering thinking planning calling writing afraid kidding " +
    "joking serious finished almost nearly quite too again both yes no nobody someone somebody " +
    "everyone anyone human male female man woman boy girl guy developer engineer student teacher " +
    "doctor nurse lawyer manager admin user customer owner boss it that this what who me you him them " +
    "we they us when if maybe back whenever after before sometime asap please " +
    "monday tuesday wednesday thursday friday saturday sunday january february march " +
    "july september october november december christmas easter weekend " +
    "impressed amazed annoyed angry upset disappointed thrilled delighted pleased grateful thankful " +
    "tall short fat thin hungover drunk sleepy exhausted stressed anxious depressed better worse best " +
    "fixing going coming ready sure certain positive negative done good bad fine terrible awesome " +
    "one two three four five six seven eight nine ten all any some none nothing something everything " +
    "cool hello hi hey thanks thank bot assistant test testing gonna wanna trying not"
  ).split(" "),
);

const NAME_PARTICLES = new Set(
  "de da di del della der den van von le la du dos das bin ibn al el y st mc mac o".split(" "),
);

const NAME_WORD = /^[\p{L}\p{M}][\p{L}\p{M}'.-]*$/u;

const NAME_END =
  /^(?:(?:and|but|from|by|btw|nice|pleased|here|who|i|am|if|so|because|as|please|thanks|thank)\b|[,.!;?(])/iu;

/**
 * Reads a person's name from the start of `rest`.
 * @param strict when true (after "I am"), every word must be capitalised and nothing but a clause
 *   boundary may follow
 */
function readName(rest: string, strict: boolean): string | null {
  const text = unquote(
    rest.replace(/\b(Dr|Mr|Mrs|Ms|Mx|Prof|St|Sr|Jr)\.(?=\s)/gu, "$1"),
  ).trim();
  return readNameWords(text, strict);
}

function readNameWords(rest: string, strict: boolean): string | null {
  const text = unquote(rest.trim().replace(/^["']([^"']+)["'](.*)$/su, "$1$2"));
  const parts = text.split(/(\s+|[,;!?()]|\.(?:\s|$))/u).filter((p) => p.trim().length > 0);
  const name: string[] = [];
  let i = 0;
  for (; i < parts.length && name.length < 7; i++) {
    const w = (parts[i] ?? "").replace(/\.$/u, "");
    const lower = w.toLowerCase();
    if (NAME_END.test(w) && !(w.length > 1 && /^\p{Lu}/u.test(w) && !NAME_STOP.has(lower))) break;
    if (!NAME_WORD.test(w)) break;
    const particle = NAME_PARTICLES.has(lower) && name.length > 0;
    if (NAME_STOP.has(lower) && !particle) {
      if (name.length === 0) return null;
      break;
    }
    const capital = /^\p{Lu}/u.test(w);
    if (strict && !capital && !particle) break;
    if (!strict && name.length > 0 && !capital && !particle && /^\p{Lu}/u.test(name[0] ?? "")) {
      break;
    }
    name.push(w);
  }
  while (name.length > 1 && NAME_PARTICLES.has((name[name.length - 1] ?? "").toLowerCase())) {
    name.pop();
  }
  const counted = name.filter((w, n) => n === 0 || !NAME_PARTICLES.has(w.toLowerCase()));
  if (counted.length === 0 || counted.length > 4) return null;
  const remaining = parts.slice(i).join(" ").trim();
  if (strict && remaining.length > 0 && !NAME_END.test(remaining)) return null;
  if (
    !strict && remaining.length > 0 && !NAME_END.test(remaining) && !/^[,.;!?]/u.test(remaining)
  ) {
    // "call me later", "my name is not important": anything else after the name means no name.
    if (!/^\p{Lu}/u.test(name[0] ?? "")) return null;
  }
  const joined = name.join(" ");
  if (joined.length > 60) return null;
  return joined === joined.toLowerCase() ? titleCase(joined) : joined;
}

function parseName(text: string): string | null {
  const explicit = NAME_EXPLICIT.exec(text);
  if (explicit?.[1]) return readName(explicit[1], false);
  const weak = NAME_WEAK.exec(text);
  if (weak?.[1]) return readName(weak[1], true);
  const here = /^(\p{Lu}[\p{L}\p{M}'-]+(?:\s+\p{Lu}[\p{L}\p{M}'-]+)?)\s+here$/u.exec(text);
  if (here?.[1] && !NAME_STOP.has(here[1].toLowerCase())) return here[1];
  return null;
}

// ---------------------------------------------------------------------------------------------
// Time zone

const TZ_WORD = String.raw`(?:time\s*-?\s*zone|timezone|tz|zone)`;

const TIMEZONE_PATTERNS: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:set|change|update|switch|make|put|move|correct|fix)\s+(?:my\s+|the\s+)?(?:local\s+)?${TZ_WORD}\s*(?:to|as|=|:|into|for)?\s+(.+)$`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^(?:my\s+|the\s+)?(?:current\s+|local\s+|new\s+)?${TZ_WORD}\s*(?:is\s+now|is\s+actually|should\s+be|is|=|:|-|has\s+changed\s+to|changed\s+to|now)?\s+(.+)$`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^(?:use|switch\s+to|go\s+with|set\s+me\s+to|put\s+me\s+(?:on|in))\s+(.+?)\s+(?:time|${TZ_WORD})$`,
    "iu",
  ),
  /^(?:use|switch\s+to|set\s+me\s+to|put\s+me\s+(?:on|in))\s+(.+)$/iu,
  /^i\s+(?:am\s+|have\s+|will\s+be\s+|will\s+|shall\s+be\s+)?(?:(?:currently|now|actually|presently|temporarily|just|recently|also|still|mostly|usually|back|going\s+to\s+be)\s+)*(?:live|living|reside|residing|based|located|staying|stay|settled|moved|moving|relocated|relocating|travel(?:l)?ing|visiting|working|work|in|at|on|over\s+in|down\s+in|up\s+in|out\s+in)\b\s*(?:(?:in|to|at|on|out\s+of)\s+)?(.+)$/iu,
  /^(?:my\s+)?(?:current\s+)?(?:location|city|home|hometown|home\s+town|base)\s+(?:is\s+now|is|=|:)\s+(?:in\s+)?(.+)$/iu,
  /^(?:we|we\s+are|we\s+have)\s+(?:now\s+|just\s+)?(?:live|living|moved|based|located|in)\s+(?:in\s+|to\s+)?(.+)$/iu,
];

/** "this week", "at the moment", "for a while": when, not where. */
const TIME_TAIL =
  /\s+(?:(?:this|next|for\s+the|for\s+a|these|right|at\s+the|over\s+the|during\s+the)\s+\S+|today|tonight|tomorrow|currently|nowadays|anymore|again|too|as\s+well)(?:\s.*)?$/iu;

function parseTimezone(text: string): string | null {
  for (const re of TIMEZONE_PATTERNS) {
    const m = re.exec(text);
    if (!m?.[1]) continue;
    const place = m[1].trim();
    const clause =
      place.split(/\s+(?:and|but|so|because|since|for|until|till|now)\s+|[,;.!]\s+/iu)[0] ?? "";
    const zone = resolveTimeZone(place) ?? resolveTimeZone(clause) ??
      resolveTimeZone(clause.replace(TIME_TAIL, ""));
    if (zone) return zone;
    if (re === TIMEZONE_PATTERNS[0] || re === TIMEZONE_PATTERNS[1]) return null;
  }
  // A bare zone: "Europe/Paris", "UTC", "UTC+2".
  if (
    /^(?:[A-Za-z_]+\/[A-Za-z_/+-]+|utc|gmt|(?:utc|gmt)\s*[+-]\s*\d{1,2}(?::?\d{2})?)$/iu.test(text)
  ) {
    return resolveTimeZone(text);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

function rememberText(
  text: string,
  endsWithQuestion: boolean,
  askedWithQuestionMark: boolean,
): string | null | "question" {
  const m = REMEMBER.exec(text);
  if (!m) return null;
  const linker = m[2] ?? m[4];
  const fact = trimSlot(m[5] ?? "").replace(/^(?:that|this)\s*[:-]\s*/iu, "");
  if (fact.length === 0) return "question";
  // "remember to buy milk" is a reminder, "remember who my dentist is?" a question.
  if (
    /^(?:to|me|when|who|what|where|which|why|how|whether|if|the time|this|that|it)\b/iu.test(fact)
  ) {
    if (!linker || linker.toLowerCase() !== "that") return "question";
  }
  if (endsWithQuestion && linker === undefined) return "question";
  // "can you remember my dentist's name?" asks; "could you keep in mind I'm left-handed?" tells.
  if (
    askedWithQuestionMark && linker === undefined &&
    !/\b(?:is|are|was|were|am|has|have|had|will|would|can|could|should|must|does|do|did)\b|\b(?:i|we|he|she|they|it)\s+\p{L}+/iu
      .test(expandContractions(fact))
  ) {
    return "question";
  }
  if (/^note$/iu.test(m[1] ?? "") && linker === undefined) return "question";
  return fact;
}

/**
 * Understands one chat message.
 * @param text the message as the user typed it
 * @returns the intent, with its slots in the user's own spelling
 */
export function parseChatIntent(text: string): ChatIntent {
  const original = cleanText(typeof text === "string" ? text : "");
  if (original.length === 0) return { kind: "help" };
  const command = /^\/([a-z]+)(?:@\w+)?(?:\s+(.*))?$/iu.exec(original);
  if (command) {
    const name = (command[1] ?? "").toLowerCase();
    if (name === "start" || name === "help") return { kind: "help" };
    if (name === "keys") return { kind: "list_keys" };
    if (name === "memory" || name === "memories") return { kind: "list_memory" };
  }
  // "Could you remember that ...?" is a request; the question mark is politeness.
  const politeAsk =
    /^(?:[\W_]*(?:hey|hi|hello|ok|okay|so|please|assistant|there|well|um|good\s+(?:morning|afternoon|evening))\b[\W_]*)*(?:can|could|would|will)\s+(?:you|u)\b/iu
      .test(original);
  const endsWithQuestion = !politeAsk &&
    /\?[\s\p{Extended_Pictographic}\uFE0F]*$/u.test(original);
  const firstStop = /[.!?](?=\s|$)/u.exec(
    original.replace(/\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Sr|Jr)\./gu, "Xx"),
  );
  const firstIsQuestion = !politeAsk && (firstStop ? firstStop[0] === "?" : endsWithQuestion);
  const expanded = expandContractions(original);
  const request = stripPoliteness(expanded);
  const plain = toPlain(request);
  const question: ChatIntent = { kind: "question", text: original };

  if (request.length === 0 || plain.length === 0) {
    return isGreeting(toPlain(original)) || /^[\s?!.]*$/u.test(original)
      ? { kind: "help" }
      : question;
  }
  if (isHelp(plain) || isHelp(toPlain(expanded))) return { kind: "help" };
  if (asksForEverythingKnown(plain)) return { kind: "list_memory" };

  // Slots are taken from the text as typed ("I'm vegetarian"), falling back to the expanded form.
  const raw = stripPoliteness(original);
  const marked = /\?[\s\p{Extended_Pictographic}\uFE0F]*$/u.test(original);
  const remembered = rememberText(raw, endsWithQuestion, marked) ??
    rememberText(request, endsWithQuestion, marked);
  if (remembered === "question") return question;
  if (remembered !== null) return { kind: "remember", text: remembered };

  const query = forgetQuery(raw) ?? forgetQuery(request);
  if (query !== null) return { kind: "forget", query };

  const key = parseKeyRequest(request, endsWithQuestion);
  if (key === "question") return question;
  if (key !== null) return key;
  if (/^(?:forget|never\s*mind|nevermind)\b/iu.test(request)) return question;

  if (!firstIsQuestion) {
    const timezone = parseTimezone(request);
    if (timezone) return { kind: "set_timezone", timezone };
    const name = parseName(request);
    if (name) return { kind: "set_name", name };
  }
  return question;
}
