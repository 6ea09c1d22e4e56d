/**
 * Recognises chat requests about API keys: creating one (with a label and permissions), listing
 * them and revoking one.
 * @module
 */
import { isAnswerOnly, type Permissions } from "@asst/shared";
import { extractExpiry } from "./key_expiry_parse.ts";
import { extractNetworks } from "./key_networks_parse.ts";
import { parsePermissionPhrase } from "./key_permissions.ts";

/** A chat request about API keys. */
export type KeyRequest =
  | {
    kind: "create_key";
    label: string | null;
    permissions: Permissions;
    needsConfirmation: boolean;
    /** How the request says the key ends ("in 30 days", "until 1 March"), read later. */
    expires: string | null;
    /** The networks the request limits the key to, as written, read later; null: none named. */
    networks: string[] | null;
  }
  | { kind: "list_keys" }
  | { kind: "revoke_key"; selector: string }
  | {
    kind: "rotate_key";
    selector: string;
    /** How long the old key should keep working ("2 hours"), read later; null: the default. */
    keep: string | null;
  };

const KEY_NOUN =
  /\b(?:(?:api|access|developer|dev|auth|authentication|bearer|app|integration|secret)[\s-]*)?(?:keys?|tokens?)\b|\bapi[\s-]?keys?\b|\bapikeys?\b/iu;

/** Keys people lose: a house key is not an API key. */
const PHYSICAL =
  /\b(?:house|home|car|door|front|back|spare|room|hotel|office|bike|bicycle|locker|mailbox|letterbox|garage|shed|padlock|gate|flat|apartment|safe|cabinet|drawer|skeleton|master bedroom|piano|keyboard|music|major|minor)\s+keys?\b|\bkeys?\s+(?:to|for)\s+(?:the|my)\s+(?:house|car|door|flat|apartment|office|shed|garage|room|safe|front door)\b|\b(?:lost|misplaced|left|dropped|find|found|where|cut|copy|duplicate|locked)\b.*\bkeys?\b|\bkey\s+(?:ring|chain|card|fob|lime|point|points|takeaway|takeaways|word|words|date|dates|moment|issue|question|factor|part|role)\b/iu;

const CREATE_CUE =
  /\b(?:create|make|generate|issue|give|get|need|want|like|love|request|set\s*up|setup|set\s+(?:me|us)\s+up|mint|provision|produce|build|add|open|have|new|another|fresh|spin\s+up|grant|send|register|prepare|obtain|order|apply|require|craft|cut|one\s+more|an\s+extra|a\s+second)\b/iu;

const HEAD_BLOCK =
  /\b(?:my|this|that|your|his|her|their|our|where|lost|find|found|is|was|are|were|not|never|no|about|explain|what|why|how|when|which|who|old|existing|current|revoke|delete|remove|disable|list|show)\b/iu;

const NO_CUE_HEAD =
  /^(?:(?:a|an|one|new|another|fresh|second|extra|additional|separate|different|limited|restricted|scoped|full|full-access|access|read-only|readonly|read|only|write|write-only|view-only|answer-only|answer|admin|master|personal|private|dev|developer|test|testing|production|prod|temporary|temp|api|please|i|me|[\p{L}\p{N}]+[-_][\p{L}\p{N}_-]+)\s*)*$/iu;

const REVOKE_VERB =
  /^(?:revoke|delete|remove|disable|deactivate|de-activate|cancel|kill|destroy|invalidate|turn\s+off|switch\s+off|shut\s+(?:off|down)|get\s+rid\s+of|drop|retire|expire|block|withdraw|nuke|erase|trash|void|terminate|suspend|unregister|burn|rotate\s+out)\b\s*/iu;

const ROTATE_VERB =
  /^(?:rotate|roll(?:\s+over)?|cycle|regenerate|reissue|re-issue|renew|refresh)\b(?!\s+out\b)\s*/iu;

/** "and keep the old one for 2 hours", "keeping the old key working for a day". */
const KEEP_OLD =
  /[\s,]*\b(?:and\s+|but\s+)?(?:keep|keeping|leave|leaving|let)\s+(?:the\s+)?(?:old|previous|current|existing|former)(?:\s+(?:one|key|token))?(?:\s+(?:working|valid|active|alive|running|on))?\s*(.*)$/iu;

const REVOKE_ALONE = /^(?:revoke|deactivate|invalidate)\s+(.+)$/iu;

const QUESTION_START =
  /^(?:how|why|what|when|where|who|whom|whose|which|is|are|am|was|were|do|does|did|should|shall|will|would|can|could|may|might|must|has|have|explain|describe|define|tell me (?:about|how|what|why|whether|if))\b/iu;

const REQUEST_QUESTION =
  /^(?:(?:can|could|may|might)\s+(?:i|we)\s+(?:please\s+)?(?:get|have|create|make|generate|obtain|receive|grab|request|set\s+up)\b|(?:is|would)\s+it\s+(?:be\s+)?possible\s+(?:for\s+(?:me|you)\s+)?to\s+(?:get|have|create|make|generate|issue|set\s+up|give)\b|(?:will|would|can|could)\s+you\s+(?:please\s+)?(?:create|make|generate|give|issue|get|set\s+up|mint)\b|how\s+about\s+(?:a|an|another|a\s+new)\b|what\s+about\s+(?:a|an)\b|(?:do|does)\s+(?:you\s+)?(?:mind|have)\s+(?:making|creating|a|an)\b)/iu;

const LIST_PATTERNS: RegExp[] = [
  /^(?:list|show|display|view|see|check|print|review|get|give|tell|what are|which are|let me see|remind me of|enumerate)\b(?:\s+me)?(?:\s+(?:a|the|list|of|all|my|your|current|currently|existing|active|issued|live|valid|every|each|open))*(?:\s+(?:api|access))?\s+(?:keys|tokens)\b/iu,
  /^(?:list|show|display|view|see|check|print)\b(?:\s+me)?(?:\s+(?:my|the|your|current|existing|active))*\s+(?:api|access)\s+(?:key|token)$/iu,
  /^(?:what|which|how\s+many)(?:\s+(?:active|current|existing|live|valid|open))?(?:\s+(?:api|access))?\s+(?:keys|tokens)\b.*\b(?:i\s+have|do\s+i\s+have|have\s+i|are\s+there|are\s+active|exist|do\s+i\s+own|i\s+own|i\s+got|have\s+i\s+got|did\s+i\s+(?:create|make)|have\s+i\s+(?:created|made)|i\s+(?:created|made)|are\s+(?:live|valid|issued|open))\b/iu,
  /^(?:what|which)\s+(?:are\s+)?(?:my|all\s+my)(?:\s+(?:active|current))?(?:\s+(?:api|access))?\s+(?:keys|tokens)\b/iu,
  /^(?:do|did|have)\s+i\s+(?:have|got|create|created|make|made|issue|issued)(?:\s+any)?(?:\s+(?:active|current|existing))?(?:\s+(?:api|access))?\s+(?:keys|tokens)\b/iu,
  /^(?:are|is)\s+there\s+(?:any\s+)?(?:active\s+)?(?:api\s+|access\s+)?(?:keys|tokens)\b/iu,
  /^(?:my|all\s+my|all|all\s+of\s+my)(?:\s+(?:current|active|existing))?(?:\s+(?:api|access))?\s+(?:keys|tokens)$/iu,
  /^(?:api|access)\s+(?:keys|tokens)$/iu,
  /^(?:keys|tokens)\s+(?:list|overview)$/iu,
  /^(?:which|what)\s+of\s+my\s+(?:api\s+|access\s+)?(?:keys|tokens)\b/iu,
  /^i\s+have\s+any\s+(?:api\s+|access\s+)?(?:keys|tokens)\b/iu,
  /^(?:any|got\s+any|do\s+i\s+have\s+any)\s+(?:api\s+|access\s+)?(?:keys|tokens)$/iu,
];

const LABEL_CHARS = /^[\p{L}\p{N} _.\-]{1,40}$/u;

const LABEL_STOP =
  /^(?:that|which|who|so|because|since|as|and|or|please|now|immediately|asap|today|from|it|is|was|with|to|for|can|could|should|will|would|must|may|only|but|then|thanks|thank|if|when|where|in|on|at|by|of|the|a|an|able|allowed|having|has|have|giving)$/iu;

const NOT_A_LABEL =
  /^(?:me|us|myself|it|this|that|now|today|tomorrow|later|good|ever|a\s+while|a\s+bit|free|access|permission|permissions|everything|anything|all|reading|viewing|writing|testing\s+only|[\d\s]+(?:\s*(?:days?|weeks?|months?|years?|hours?|minutes?))?|(?:a|one|\d+)\s+(?:day|week|month|year|hour)s?)$/iu;

/** Takes the words of a label from the start of `text`, up to a word that ends a name. */
function labelWords(text: string): string | null {
  const t = text.trim();
  const quoted = /^["']([^"']{1,60})["']/u.exec(t);
  if (quoted) return validLabel(quoted[1] ?? "");
  const out: string[] = [];
  for (const w of t.split(/\s+/u)) {
    const word = w.replace(/^["']+/u, "").replace(/[,;:!?)"']+$/u, "");
    const ended = word !== w || /[.]$/u.test(word) && !/[.].+/u.test(word);
    const clean = word.replace(/[.]+$/u, "");
    if (clean.length === 0 || LABEL_STOP.test(clean)) break;
    out.push(clean);
    if (ended || out.length >= 4) break;
  }
  return validLabel(out.join(" "));
}

function validLabel(label: string): string | null {
  const l = label.trim().replace(/\s+/gu, " ");
  if (!LABEL_CHARS.test(l) || NOT_A_LABEL.test(l)) return null;
  return l;
}

function looksLikeScope(label: string): boolean {
  return grantsAnything(label) ||
    /\b(?:read|view|see|add|edit|manage|access|everything|anything|full|only|all|answer|questions?)\b/iu
      .test(label);
}

function grantsAnything(text: string): boolean {
  return !isAnswerOnly(parsePermissionPhrase(text));
}

/** Finds the label in a create request and returns it with the text left without it. */
function extractLabel(text: string): { label: string | null; rest: string } {
  const patterns: RegExp[] = [
    /\b(?:called|named|label(?:l)?ed|titled|tagged|with\s+(?:the\s+)?(?:name|label|title)(?:\s+of)?|(?:and\s+)?(?:name|label|call|title|tag)\s+it(?:\s+as)?|(?:name|label)\s*[:=])\s*/iu,
    /(?:^|\s)(?=["'][^"']{1,40}["'])/u,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const after = text.slice(m.index + m[0].length);
    const label = labelWords(after);
    if (label) {
      const q = /^\s*["']/u.test(after) ? label.length + 2 : label.length;
      const end = m.index + m[0].length + after.search(/\S|$/u) + q;
      return { label, rest: `${text.slice(0, m.index)} ${text.slice(end)}` };
    }
  }
  for (
    const m of text.matchAll(/\bfor\s+(?:(?:my|the|our|a|an|this|use\s+(?:by|in|with))\s+)?/giu)
  ) {
    const after = text.slice(m.index + m[0].length);
    const label = labelWords(after);
    if (label && !looksLikeScope(label)) {
      const end = m.index + m[0].length + label.length;
      return { label, rest: `${text.slice(0, m.index)} ${text.slice(end)}` };
    }
  }
  return { label: null, rest: text };
}

function hyphenLabel(head: string): string | null {
  for (const w of head.split(/\s+/u).reverse()) {
    if (!/[-_\d]/u.test(w)) continue;
    const label = validLabel(w.replace(/^["']|["']$/gu, ""));
    if (label && !looksLikeScope(label) && !looksLikeScope(label.replace(/[-_]/gu, " "))) {
      return label;
    }
  }
  return null;
}

function isListRequest(text: string): boolean {
  const plain = text.replace(
    /^(?:tell me|let me know|show me|i want to know|i would like to know)\s+(?:if\s+|whether\s+)?(?=(?:what|which|how|i|do|have)\b)/u,
    "",
  );
  return LIST_PATTERNS.some((re) => re.test(plain)) &&
    !/\b(?:create|make|generate|new|another|revoke|delete|remove|disable)\b/iu.test(plain);
}

function revokeSelector(rest: string): string {
  if (/^\s*(?:it|this|that|this\s+one|that\s+one|one|them)\s*$/iu.test(rest)) return "";
  const r = rest.trim().replace(
    /\s+(?:please|now|immediately|right\s+now|right\s+away|asap)$/iu,
    "",
  );
  if (
    /^(?:all|every|each)\b/iu.test(r) ||
    /\ball\s+(?:of\s+)?(?:my\s+|the\s+)?(?:api\s+)?(?:keys|tokens)\b/iu.test(r)
  ) {
    return "all";
  }
  const quoted = /["']([^"']{1,60})["']/u.exec(r);
  if (quoted?.[1]) return quoted[1].trim();
  const suffix =
    /\b(?:ending|ends|that\s+ends|which\s+ends|finishing|suffix|last\s+(?:4|four|few)(?:\s+(?:characters|chars|letters|digits))?)\s*(?:in|with|of|is|are|:|=)?\s*([\p{L}\p{N}_.\-]{1,64})/iu
      .exec(r);
  if (suffix?.[1]) return suffix[1];
  const prefix =
    /\b(?:starting|starts|that\s+starts|beginning|begins|prefix|first\s+(?:4|four|few)(?:\s+(?:characters|chars|letters|digits))?)\s*(?:with|in|of|is|are|:|=)?\s*([\p{L}\p{N}_.\-]{1,64})/iu
      .exec(r);
  if (prefix?.[1]) return prefix[1];
  const named =
    /\b(?:called|named|label(?:l)?ed|with\s+(?:the\s+)?(?:name|label)|name|label)\s*(?:is|:|=)?\s+(.+)$/iu
      .exec(r);
  if (named?.[1]) {
    const l = labelWords(named[1]);
    if (l) return l;
  }
  const forMatch = /\b(?:for|used\s+(?:by|for|in))\s+(?:(?:my|the|our)\s+)?(.+)$/iu.exec(r);
  if (forMatch?.[1]) {
    const l = labelWords(forMatch[1]);
    if (l) return l;
  }
  const noun = KEY_NOUN.exec(r);
  if (noun) {
    // "key no. 7", "key id ab12", "key #3": the marker is a word of its own, so that a key's
    // last characters that begin with "no", "nr" or "id" ("noxG") are kept whole.
    const after = r.slice(noun.index + noun[0].length)
      .replace(
        /^\s*(?:(?:number|no|nr|id)(?:\.|(?![\p{L}\p{N}_\-]))|#|with\s+(?:the\s+)?id\b|:|=)\s*/iu,
        "",
      );
    // The last four characters of a key may all be digits, which no label is.
    const digits = /^\s*(\d{4})\s*$/u.exec(after);
    if (digits?.[1]) return digits[1];
    const l = labelWords(after);
    if (l) return l;
    const before = r.slice(0, noun.index)
      .replace(/\b(?:the|my|a|an|this|that|our|your|one|of)\b/giu, " ")
      .replace(/\s+/gu, " ")
      .trim();
    if (before.length > 0) {
      const l2 = validLabel(before);
      if (l2) return l2;
    }
    return "";
  }
  return labelWords(r) ?? r.slice(0, 60);
}

/**
 * Understands a request about API keys.
 * @param text the message, cleaned, contractions expanded and polite words removed
 * @param question whether the original message ended with a question mark
 * @returns the request, "question" for a question about keys, or null when it is not about keys
 */
export function parseKeyRequest(text: string, question: boolean): KeyRequest | "question" | null {
  const revoke = REVOKE_VERB.exec(text);
  const noun = KEY_NOUN.exec(text);
  const rotate = ROTATE_VERB.exec(text);
  if (rotate && noun && !PHYSICAL.test(text)) {
    let rest = text.slice(rotate[0].length);
    let keep: string | null = null;
    const kept = KEEP_OLD.exec(rest);
    if (kept) {
      keep = (kept[1] ?? "").trim().replace(/[.!]+$/u, "");
      rest = rest.slice(0, kept.index);
    }
    return { kind: "rotate_key", selector: revokeSelector(rest), keep };
  }
  if (revoke && noun && !PHYSICAL.test(text)) {
    return { kind: "revoke_key", selector: revokeSelector(text.slice(revoke[0].length)) };
  }
  if (!noun) {
    if (/^(?:revoke|deactivate|invalidate)$/iu.test(text.trim())) {
      return { kind: "revoke_key", selector: "" };
    }
    const alone = REVOKE_ALONE.exec(text);
    if (alone?.[1]) return { kind: "revoke_key", selector: revokeSelector(alone[1]) };
    return null;
  }
  if (PHYSICAL.test(text)) return null;
  const plain = text.toLowerCase().replace(/[?!.,;:]+/gu, " ").replace(/\s+/gu, " ").trim();
  if (isListRequest(plain)) return { kind: "list_keys" };

  const head = text.slice(0, noun.index);
  const tail = text.slice(noun.index + noun[0].length);
  const requestQuestion = REQUEST_QUESTION.test(plain);
  if (!requestQuestion && QUESTION_START.test(plain)) return "question";
  const headForCue = head.replace(REQUEST_QUESTION, "");
  const hasCue = CREATE_CUE.test(head) || requestQuestion;
  if (/\b(?:do\s+not|never|no\s+need|not|no)\b/iu.test(head)) return "question";
  if (hasCue) {
    const blocked = headForCue.replace(CREATE_CUE, " ").replace(/\bme\b/giu, " ");
    if (/\b(?:where|lost|find|found|explain|about|why|how|revoke|delete)\b/iu.test(blocked)) {
      return null;
    }
  } else {
    if (HEAD_BLOCK.test(head) || !NO_CUE_HEAD.test(head.trim())) return null;
    if (
      /^\s*(?:is|was|are|were|does|do|did|has|have|can|not|works?|expired|stopped|broke|leaked|got)\b/iu
        .test(tail)
    ) {
      return null;
    }
  }
  if (question && !requestQuestion && !hasCue) return "question";

  const networks = extractNetworks(tail);
  const expiry = extractExpiry(networks.rest);
  const headModifiers = head
    .replace(REQUEST_QUESTION, " ")
    .replace(new RegExp(CREATE_CUE.source, "giu"), " ")
    .replace(
      /\b(?:i|me|us|we|please|can|could|would|will|you|like|to|a|an|the|one|some)\b/giu,
      " ",
    );
  const extracted = extractLabel(`${headModifiers} ${noun[0]} ${expiry.rest}`);
  let label = extracted.label;
  let scope = extracted.rest;
  if (label === null) {
    label = hyphenLabel(headModifiers);
    if (label !== null) scope = scope.replace(label, " ");
  }
  const permissions = parsePermissionPhrase(scope);
  return {
    kind: "create_key",
    label,
    permissions,
    needsConfirmation: !isAnswerOnly(permissions),
    expires: expiry.phrase,
    networks: networks.items,
  };
}
