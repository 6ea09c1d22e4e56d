/**
 * Requests that no API key can carry out, by design: replying to or forwarding email, sending a
 * newsletter, changing or deleting calendar events, deleting contacts, creating invoices,
 * deleting the account, buying things, sending an email without the user's confirmation, and
 * reaching passwords, identity documents, health data or the content
 * of email and documents. A new email or a new calendar event is not here: it can be proposed
 * (see `_tool_propose.ts`).
 * @module
 */
import { type SensitiveKind, sensitiveKind } from "../../text/sensitive.ts";
import { cleanText, expandContractions, stripPoliteness } from "../../text/normalize.ts";

/** What each kind of forbidden request is told. */
export const FORBIDDEN_TEXT = {
  sendEmail:
    "An API key can't send email directly; it can propose one for you to confirm, if the key is allowed to propose.",
  replyEmail:
    "An API key can't reply to or forward your email, which needs its content; it can propose a new email for you to confirm, if the key is allowed to propose.",
  calendar:
    "An API key can't change or delete calendar events or send invitations; it can propose a new event for you to confirm, if the key is allowed to propose.",
  deleteContact: "An API key can't delete contacts; it can only save and edit them.",
  invoice: "An API key can't create invoices.",
  deleteAccount: "An API key can't delete your account.",
  password: "An API key can't read or store passwords or other secrets.",
  identity: "An API key can't read or store identity documents or numbers.",
  health: "An API key can't read or store health information.",
  content: "An API key can't read the content of your email or documents.",
  purchase:
    "An API key can't buy or order anything; it can add an item to your shopping list or watch its price.",
} as const;

/** An email to be sent with the confirmation skipped: only a proposal to confirm is possible. */
const UNCONFIRMED =
  /\b(?:without\s+(?:asking|confirm\w*|my\s+(?:ok|okay|approval))|do\s+not\s+ask\s+(?:me\s+)?(?:to\s+confirm|for\s+(?:confirmation|approval)|first)|no\s+(?:need\s+to\s+confirm|confirmation\s+needed)|skip\s+(?:the\s+)?(?:confirmation|approval))\b/iu;

/** Buying something now, for the user: "buy the espresso machine now", "order it online". */
const PURCHASE =
  /^(?:buy|order|purchase)\s+(?:me\s+)?(?:the|this|that|it|them)\b.*\b(?:now|right\s+away|immediately|online|for\s+me)\b/iu;

/** Sending what is not one new email: a newsletter, a mass mailing. */
const SEND_EMAIL: RegExp[] = [
  /^(?:send|write\s+and\s+send|shoot|fire\s+off|drop|compose\s+and\s+send|dispatch)\s+(?:out\s+)?(?:an?\s+|the\s+|this\s+|that\s+|my\s+|our\s+)?(?:weekly\s+|monthly\s+)?(?:newsletters?|mass\s+e-?mails?|mailing|e-?mail\s+blast|blast)\b/iu,
  /^(?:e-?mail|mail)\s+(?:all|every(?:one|body))\s+(?:of\s+)?(?:my|in\s+my)\s+contacts\b/iu,
];

/** Answering or passing on an email the user received: it needs the email's content. */
const REPLY_EMAIL: RegExp[] = [
  /^(?:send|write\s+and\s+send|shoot|fire\s+off|drop|compose\s+and\s+send|dispatch|draft|write)\s+(?:out\s+)?(?:an?\s+|the\s+|this\s+|that\s+|my\s+)?(?:quick\s+|short\s+)?(?:reply|response|answer)\b/iu,
  /^(?:e-?mail|mail|write)\s+(?:him|her|them|\p{L}+(?:\s+\p{L}+)?)\s+back\b/iu,
  /^(?:reply|respond|answer|write\s+back)\s+to\s+(?:the|this|that|his|her|their|my|an?|\p{Lu}\p{L}*'s)?\s*(?:last\s+|latest\s+)?(?:e-?mail|mail|message)\b/iu,
  /^(?:reply|respond|write\s+back)\s+to\s+\p{Lu}\p{L}*\b/u,
  /^(?:reply|respond|write\s+back)\s+(?:to\s+)?(?:him|her|them|it|everyone|all)\b/iu,
  /^forward\s+(?:the|this|that|an?|my|his|her)?\s*(?:e-?mail|mail|message)\b/iu,
];

const EVENT = String
  .raw`(?:meeting|event|appointment|calendar\s+(?:entry|event|invite|item)|catch[\s-]?up|invitation|1:1|one[\s-]on[\s-]one|standup|stand-up|video\s+call|zoom|conference\s+call)`;

/** Words between a verb and an event that show the event is not what is acted on. */
const NOT_THE_EVENT = String
  .raw`(?!(?:note|notes|task|tasks|reminder|reminders|about|from|for|of|to|on|with|trip|countdown|keepsake|expense|follow-up|followup|list|item|before|after|prep)\b)`;

/** Changing, cancelling or deleting events, and inviting people: only a new event can be proposed. */
const CALENDAR: RegExp[] = [
  new RegExp(
    String
      .raw`^(?:move|reschedule|cancel|delete|remove|shift|push|postpone|decline|call\s+off|drop)\s+(?:the|my|this|that|our|today's|tomorrow's)\s+(?:${NOT_THE_EVENT}[\p{L}\d:-]+\s+){0,2}?call\b(?![^,;.!?]*\b(?:reminder|task|note|list)s?\b)`,
    "iu",
  ),
  /^(?:clear|free\s+up|wipe|empty)\s+(?:out\s+|off\s+)?(?:my\s+|the\s+)?(?:calendar|agenda|diary|time)\b/iu,
  new RegExp(
    String
      .raw`^(?:move|reschedule|cancel|delete|remove|change|update|edit|shift|push|postpone|rename|decline|accept|bring\s+forward|call\s+off|drop|clear)\s+(?:back\s+)?(?:the|my|a|an|this|that|our|today's|tomorrow's|all\s+(?:my\s+)?)?\s*(?:${NOT_THE_EVENT}\S+\s+){0,3}?${EVENT}s?\b(?![^,;.!?]*\b(?:reminder|note|task|prep|follow)s?\b)`,
    "iu",
  ),
  /^(?:invite|add)\s+\p{L}+(?:\s+\p{L}+)?\s+to\s+(?:the|my|our)\s+(?:\S+\s+)?(?:meeting|event|call)\b/iu,
  /^(?:clear|wipe|empty|delete|remove)\s+(?:everything\s+(?:from|on|in)\s+)?(?:my|the)\s+(?:calendar|agenda|diary)\b/iu,
  /^(?:send|forward)\s+(?:out\s+)?(?:an?\s+|the\s+|my\s+)?(?:\S+\s+)?(?:invites?|invitations?|meeting\s+requests?)\b/iu,
  /^(?:move|reschedule|delete|remove|cancel|shift|push|postpone)\s+(?:everything|it|this|that|them)\s+(?:in|on|from)\s+(?:my|the)\s+(?:calendar|agenda|diary)\b/iu,
];

const DELETE_CONTACT: RegExp[] = [
  /^(?:delete|remove|erase|drop|get\s+rid\s+of|wipe|trash|discard)\s+(?:the\s+|my\s+|this\s+|that\s+)?contacts?\b/iu,
  /^(?:delete|remove|erase|drop|get\s+rid\s+of|wipe|trash|take)\s+.+?\s+(?:from|out\s+of|off)\s+(?:my|the|our)\s+(?:contacts|contact\s+list|address\s*book|phone\s*book)\b/iu,
  /^(?:delete|remove|erase|wipe|trash)\s+\p{L}+(?:\s+\p{L}+)?'s\s+contact(?:\s+(?:card|entry|details|info))?\b/iu,
  /^(?:delete|remove|erase|wipe|clear)\s+(?:all\s+(?:of\s+)?)?(?:my|the)\s+contacts\b/iu,
];

const INVOICE: RegExp[] = [
  /^(?:create|make|send|generate|issue|draft|prepare|raise|write|produce|build|do|start|set\s+up|new)\s+(?:me\s+)?(?:an?\s+|the\s+|my\s+|this\s+|another\s+|new\s+)?(?:new\s+)?(?:invoices?|bills?\s+for\s+(?:the\s+)?client)\b/iu,
  /^invoice\s+(?!is\b|was\b|from\b)\p{L}+/iu,
  /^(?:bill|charge)\s+\p{Lu}\p{L}*(?:\s+\p{L}+)?\s+(?:for|€|\$|£|\d)/u,
];

const DELETE_ACCOUNT: RegExp[] = [
  /^(?:delete|close|remove|deactivate|terminate|cancel|erase|wipe|destroy|shut\s+down|get\s+rid\s+of|kill|nuke)\s+(?:my|the|this|our)\s+(?:whole\s+|entire\s+)?(?:user\s+|assistant\s+)?(?:account|profile)\b(?!\s+(?:number|details))/iu,
  /^(?:delete|erase|wipe|remove)\s+(?:all\s+)?(?:my|of\s+my)\s+(?:data|information|everything)\b/iu,
  /^(?:delete|erase|wipe|remove)\s+everything\s+(?:about\s+me|you\s+have)\b/iu,
];

const PASSWORD_WORD = String
  .raw`(?:pass\s*words?|passwd|pass\s*codes?|pass\s*phrases?|pins?(?:\s+(?:code|number)s?)?|login\s+(?:details|credentials)|credentials|security\s+codes?)`;

const PASSWORD = new RegExp(String.raw`\b${PASSWORD_WORD}\b`, "iu");

const PASSWORD_ASKED = new RegExp(
  String
    .raw`^(?:what|which|tell|give|show|read|send|get|find|remind\s+me\s+(?:of|what)|do\s+you\s+(?:know|have)|look\s+up|share|list|retrieve|fetch|recover|reveal|display)\b.*\b${PASSWORD_WORD}\b`,
  "iu",
);

const PASSWORD_CHANGED = new RegExp(
  String
    .raw`^(?:change|reset|update|set|rotate|generate|create|make)\s+(?:me\s+)?(?:my|the|a|an|new)\s+(?:\S+\s+){0,2}${PASSWORD_WORD}\b`,
  "iu",
);

const PASSWORD_STORED = new RegExp(
  String
    .raw`^(?:save|store|remember|note|keep|record|write\s+down|jot\s+down|add)\s+(?:down\s+)?(?:that\s+)?(?:my|the|our|this|a)\s+(?:\S+\s+){0,3}?${PASSWORD_WORD}\b(?!\s+(?:is|are)\s+(?:kept|stored|written)?\s*(?:in|on|under|behind|inside|at)\b)`,
  "iu",
);

const PASSWORD_VALUE = new RegExp(
  String
    .raw`\b${PASSWORD_WORD}\s*(?:is|was|=|:|-|will\s+be|should\s+be)\s*(?!(?:kept|stored|written|taped|stuck|hidden|saved|somewhere)\b|(?:in|on|under|behind|inside|at|by|near|next\s+to|with|the\s+same|changed|expired|wrong|broken|not|also|still)\b)\S+`,
  "iu",
);

/** Asking for or handing over a password, not where it is kept ("the wifi password is in the drawer"). */
function passwordRequest(t: string): boolean {
  if (!PASSWORD.test(t)) return false;
  if (
    PASSWORD_ASKED.test(t) &&
    !/\b(?:is|are)\s+(?:kept|stored|written)?\s*(?:in|on|under|behind|inside)\b/iu.test(t)
  ) return true;
  if (PASSWORD_CHANGED.test(t)) return true;
  if (PASSWORD_STORED.test(t)) return true;
  return PASSWORD_VALUE.test(t);
}

/** An identity document or number being read, stored or handed over; `kind` is `t`'s. */
function identityRequest(t: string, kind: SensitiveKind | null): boolean {
  if (kind !== "identity") return false;
  if (
    /\b(?:number|no\.?|numbers|details|scan|copy|photo|picture|expiry|expiration|issued|info|information)\b/iu
      .test(t)
  ) return true;
  if (/\b(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{5,}\b/u.test(t)) return true;
  return /^(?:what|which|tell|give|show|read|send|get|find|do\s+you\s+know)\b/iu.test(t);
}

const CONTENT: RegExp[] = [
  /^(?:read|show|open|summari[sz]e|check|scan|go\s+through|skim|search|look\s+through|quote|print|display|forward|list)\s+(?:me\s+)?(?:out\s+)?(?:all\s+)?(?:my|the|this|that|his|her|their|an?|new|latest|last|today's|unread|recent)?\s*(?:new\s+|latest\s+|last\s+|unread\s+|recent\s+)?(?:e-?mails?|inbox|mail(?:box)?|messages?\s+from|e-?mail\s+from)\b/iu,
  /^(?:read|show|open|summari[sz]e|scan|go\s+through|skim|search|look\s+through|quote|print|display|tell\s+me\s+what\s+is\s+in|what\s+is\s+in|what\s+does)\s+(?:me\s+)?(?:out\s+)?(?:my|the|this|that|his|her|their|an?|attached)?\s*(?:\S+\s+){0,2}?(?:documents?|docs?|files?|pdfs?|attachments?|contracts?|spreadsheets?|google\s+drive|drive|dropbox|word\s+file|slides?)\b/iu,
  /^what\s+(?:did|does|do)\s+(?:the\s+|his\s+|her\s+|their\s+|\p{L}+'s\s+|\p{L}+\s+)?(?:last\s+|latest\s+)?(?:e-?mail|mail|message|document|contract|file|pdf)\s+(?:say|says|contain|mention)\b/iu,
  /^what\s+(?:did|does)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:say|write|send)\s+(?:me\s+)?(?:in|by)\s+(?:the|his|her|their|an?)?\s*(?:e-?mail|mail|message)\b/iu,
  /^(?:what\s+is|what\s+are|anything|any\s+new|do\s+i\s+have\s+(?:any\s+)?(?:new\s+)?)\s*(?:new\s+|unread\s+)?(?:in\s+my\s+inbox|e-?mails?\s+from|unread\s+e-?mails?)\b/iu,
  /^(?:do\s+i\s+have|have\s+i\s+got|did\s+i\s+get|any)\s+(?:any\s+)?(?:new\s+|unread\s+)(?:e-?mails?|mail|messages)\b/iu,
  /^(?:search|look\s+in|check)\s+(?:my|the)\s+(?:e-?mails?|inbox|mail|documents?|files?)\s+for\b/iu,
  /^(?:who|when)\s+(?:e-?mailed|sent\s+me\s+an?\s+e-?mail)\b/iu,
];

const SENTENCE = /(?<=[.!?;])\s+|\n+/u;
const CLAUSE =
  /\s*(?:,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+|also\s+)?|\s+then\s+|\s+also\s+)/iu;

/**
 * Each part a forbidden request could start: the sentences of the message and their clauses.
 * @param whole the message cleaned, its contractions expanded and its politeness stripped
 */
function parts(whole: string): string[] {
  const sentences = whole.split(SENTENCE);
  const out = sentences.length === 1 ? [whole] : [];
  for (const sentence of sentences) {
    const s = stripPoliteness(sentence.trim());
    if (s.length > 0 && s !== whole) out.push(s);
    for (const p of s.split(CLAUSE)) {
      const c = stripPoliteness(p.trim());
      if (c.length > 0 && c !== s) out.push(c);
    }
  }
  return out.slice(0, 80);
}

/** The last text checked and what it was told: a turn checks its message more than once. */
let lastChecked: { text: string; refusal: string | null } | null = null;

/**
 * A short sentence saying that an API key can't do what `text` asks, or null when it asks for
 * nothing forbidden.
 */
export function forbiddenRequest(text: string): string | null {
  if (typeof text !== "string" || text.trim().length === 0) return null;
  if (lastChecked?.text === text) return lastChecked.refusal;
  const refusal = check(text);
  lastChecked = { text, refusal };
  return refusal;
}

function check(text: string): string | null {
  const expanded = expandContractions(cleanText(text));
  const whole = stripPoliteness(expanded);
  const all = parts(whole);
  // Tested before politeness is stripped: "now" is what makes it a purchase.
  if (PURCHASE.test(expanded.trim())) return FORBIDDEN_TEXT.purchase;
  for (const t of all) {
    if (/\bfollow[\s-]?ups?\b/iu.test(t)) continue;
    if (REPLY_EMAIL.some((re) => re.test(t))) return FORBIDDEN_TEXT.replyEmail;
    if (SEND_EMAIL.some((re) => re.test(t))) return FORBIDDEN_TEXT.sendEmail;
    if (/^(?:remind|set\s+(?:a\s+)?reminder|do\s+not\s+let\s+me\s+forget)\b/iu.test(t)) continue;
    if (CALENDAR.some((re) => re.test(t))) return FORBIDDEN_TEXT.calendar;
    if (DELETE_CONTACT.some((re) => re.test(t))) return FORBIDDEN_TEXT.deleteContact;
    if (INVOICE.some((re) => re.test(t))) return FORBIDDEN_TEXT.invoice;
    if (DELETE_ACCOUNT.some((re) => re.test(t))) return FORBIDDEN_TEXT.deleteAccount;
    if (CONTENT.some((re) => re.test(t))) return FORBIDDEN_TEXT.content;
  }
  if (/\b(?:send|e-?mail)\b/iu.test(whole) && UNCONFIRMED.test(whole)) {
    return FORBIDDEN_TEXT.sendEmail;
  }
  for (const t of all) {
    if (passwordRequest(t)) return FORBIDDEN_TEXT.password;
  }
  const kind = sensitiveKind(whole);
  if (identityRequest(whole, kind)) return FORBIDDEN_TEXT.identity;
  if (kind === "health") return FORBIDDEN_TEXT.health;
  if (
    kind === "secret" &&
    !/\b(?:is|are)\s+(?:kept\s+|stored\s+|written\s+|taped\s+|stuck\s+|hidden\s+)?(?:in|on|under|behind|inside|at|by|near)\b/iu
      .test(whole)
  ) {
    // A code or secret handed over with its value ("the alarm code is 1234").
    if (/\d{3,}|\b(?:is|:)\s+\S+$/iu.test(whole)) return FORBIDDEN_TEXT.password;
  }
  return null;
}
