/**
 * Email follow-ups in what people write: "what follow-ups do I have", "which emails are waiting for
 * a reply", "who am I waiting to hear back from", "dismiss the follow-up about the invoice", "I
 * don't need to follow up on the invoice", "Mike replied about the quote, you can drop that
 * follow-up". The email itself is never touched. Its words are in `groups/email_followups.ts`.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { type Clause, cleanRef, makeClause, match } from "./_tool_text.ts";
import { asksToList, DET, removalTarget, theOne } from "./_tool_words.ts";
import { asksAboutTheWord, beforeReason, saidToGo } from "./_tool_notes_common.ts";
import { words } from "./groups/mod.ts";
import { anyOf } from "./groups/_words.ts";
import { FOLLOWUP_SETTLED, FOLLOWUP_UNTRACK } from "./groups/email_followups.ts";

const W = words("followup");
const FU = W.noun;
const DISMISS = W.verb("email_followups_dismiss");
/** Dismissal verbs that never mean deleting the email itself: "stop tracking the X email". */
const UNTRACK = anyOf(FOLLOWUP_UNTRACK);
/** What is still to do about an email: "chase", "reply to", "follow up". */
const OWE = W.verb("email_followups_list");
/** What was done that settles a follow-up: "Mike replied about ...", "I already sent ...". */
const SETTLED = anyOf(FOLLOWUP_SETTLED);

const FOLLOWUP_WORD =
  /^(?:follow-?ups?|followups?|follow|up|ups|emails?|e-mails?|mails?|messages?|threads?|pending|reply|replies|answers?|responses?|one|ones)$/iu;

const EMAILS = String.raw`(?:e-?mails?|mails?|messages|threads|replies)`;
/** After "which": also who and which ones. */
const WHICH_ONES = String.raw`(?:${EMAILS}|people|ones)`;
const DONE = String.raw`(?:done|handled|resolved|complete|completed|dealt\s+with|sorted|finished)`;
const ABOUT = String.raw`(?:about|on|for|regarding|re|from|to|with|of)`;

const SHAPES: RegExp[] = [
  new RegExp(String.raw`^mark\s+${DET}(.+?)\s+${FU}\s+as\s+${DONE}$`, "iud"),
  new RegExp(String.raw`^mark\s+${DET}${FU}\s+${ABOUT}\s+(.+?)\s+as\s+${DONE}$`, "iud"),
  /^(?:i|we)\s+(?:do\s+not|no\s+longer|will\s+not)\s+need\s+to\s+follow\s+up\s+(?:on|with|about|regarding|for)\s+(.+?)(?:\s+(?:any\s*more|after\s+all))?$/iud,
  /^(?:there\s+is\s+)?no\s+need\s+to\s+(?:follow\s+up\s+(?:on|with|about|regarding|for)|chase)\s+(.+?)(?:\s+any\s*more)?$/iud,
  /^(?:i|we)\s+(?:have\s+)?(?:already\s+)?(?:followed\s+up|replied|responded|answered|got\s+back)\s+(?:on|to|with|about|regarding)\s+(.+)$/iud,
  /^(?:do\s+not|stop|quit|no\s+more)\s+(?:remind(?:ing)?\s+me\s+to\s+)?(?:follow(?:ing)?\s+up\s+(?:on|with|about)|chas(?:e|ing))\s+(.+)$/iud,
  // forget about following up the kitchen quote / stop chasing the landlord
  new RegExp(
    String
      .raw`^(?:${DISMISS}|do\s+not\s+bother)\s+(?:about\s+|with\s+)?(?:following\s+up|chasing)\s+(?:on\s+|with\s+|about\s+)?(.+)$`,
    "iud",
  ),
  // done with the follow-up for Mrs Alvarez
  new RegExp(
    String
      .raw`^(?:(?:i\s+am|we\s+are|i\s+have|we\s+have)\s+)?(?:done|finished|through)\s+with\s+${DET}${FU}\s+${ABOUT}\s+(.+)$`,
    "iud",
  ),
  // stop tracking the permission slip email
  new RegExp(
    String.raw`^${UNTRACK}\s+${DET}(.+?)\s+(?:e-?mail|mail|thread)(?:\s+${FU})?$`,
    "iud",
  ),
];

/** Says a follow-up is needed no more, of something said just before: "dismiss it", "drop that one". */
const THAT_ONE = String
  .raw`(?:it|that|this|that\s+one|this\s+one|them|${DET}${FU}|it\s+from\s+${DET}${FU})`;

/** "Mike replied about the quote", "I already sent the slip", "legal got back to me on the contract". */
const FACT = new RegExp(
  String
    .raw`^(?:[\p{L}'.@-]+\s+){0,4}?(?:have\s+|has\s+|had\s+)?(?:already\s+|just\s+|finally\s+|now\s+)?${SETTLED}(?:\s+(?:to\s+(?:me|us)|from\s+(?:them|him|her)))?(?:\s+(?:about|on|regarding|re|with|for|to))?\s+(.+)$`,
  "iud",
);

/** "<something done>, (so) (you can) dismiss it": the follow-up the first part names. */
function afterTheFact(c: Clause): string | null {
  const m = new RegExp(
    String
      .raw`^(.+?)\s*(?:,|\s[-–]\s|\s+so\s+)\s*(?:so\s+|and\s+|now\s+)?(?:you\s+(?:can|may|could)\s+)?(${DISMISS})\s+(.+?)(?:\s+(?:now|too|as\s+well))?$`,
    "iud",
  ).exec(c.text);
  const object = m?.indices?.[3];
  if (!m || !object) return null;
  const verb = (m[2] ?? "").toLowerCase();
  const said = m[3] ?? "";
  const names = new RegExp(String.raw`\b${FU}\b`, "iu").test(said) ||
    /\b(?:e-?mail|mail|reply|replied|answered|responded|got\s+back|wrote\s+back|heard\s+back)\b/iu
      .test(m[1] ?? "") ||
    /^dismiss?$/u.test(verb);
  if (!names) return null;
  if (!new RegExp(String.raw`^${THAT_ONE}$`, "iu").test(said)) {
    // "dismiss the kitchen one", "dismiss the follow-up about the lease": the second part names it.
    if (/^(?:the|that|this)\s+(.+?)\s+one$/iu.test(said)) return c.typed(object[0], object[1]);
    const start = m.indices?.[2]?.[0] ?? object[0];
    const tail = makeClause(c.typed(start, object[1]), c.ctx);
    const target = removalTarget(tail, DISMISS, FU);
    return target ? tail.typed(target.start, target.end) : null;
  }
  const fact = FACT.exec(m[1] ?? "");
  const span = fact?.indices?.[1];
  return span ? c.typed(span[0], span[1]) : null;
}

function dismissal(c: Clause): string | null {
  const fact = afterTheFact(c);
  if (fact !== null) return fact;
  const target = removalTarget(c, DISMISS, FU) ?? saidToGo(c, FU);
  if (target) return c.typed(target.start, target.end);
  for (const re of SHAPES) {
    const found = match(c, re);
    if (found) return found.slot(1);
  }
  return null;
}

function dismiss(c: Clause): ToolCall | null {
  const typed = dismissal(c)?.replace(
    /\s+(?:off|from|out\s+of)(?:\s+(?:my|the|our|your))?$/iu,
    "",
  );
  if (typed === undefined || typed === null) return null;
  if (/^(?:all|every|everything|them|all\s+of\s+them)$/iu.test(typed.trim())) return null;
  const ref = cleanRef(typed, FOLLOWUP_WORD);
  return ref ? { name: "email_followups_dismiss", input: { followup: ref } } : null;
}

/** Questions about what is still owed on emails. */
const LIST_SHAPES: RegExp[] = [
  // which emails do I need to follow up on / any emails I still have to chase
  new RegExp(
    String
      .raw`^(?:which|what|any|are\s+there\s+any|show\s+me\s+the|list\s+the)\s+${WHICH_ONES}\s+(?:do|should|must|that|have)?\s*(?:i|we)\s+(?:still\s+)?(?:need\s+to|have\s+to|have\s+got\s+to|got\s+to|must|should|ought\s+to|to)?\s*(?:still\s+)?${OWE}\b`,
    "iu",
  ),
  // who do I still need to follow up with / who should I chase
  new RegExp(
    String
      .raw`^(?:who|what)\s+(?:(?:do|should|must)\s+)?(?:i|we)\s+(?:still\s+)?(?:need\s+to\s+|have\s+to\s+|should\s+|must\s+|ought\s+to\s+)?${OWE}\b`,
    "iu",
  ),
  /^(?:is\s+there\s+)?(?:any(?:thing)?|something)\s+(?:i\s+need\s+)?to\s+follow\s+up\b/iu,
  // which emails are waiting for a reply / what emails need a reply from me / mails waiting on me
  new RegExp(
    String
      .raw`^(?:(?:do|have)\s+(?:i|we)\s+(?:got\s+|have\s+)?)?(?:which|what|any|are\s+there\s+any)?\s*${EMAILS}\s+(?:are\s+|is\s+)?(?:still\s+)?(?:awaiting|waiting|need|needs|needing|require|requires|requiring|want|wanting|that\s+need|pending)\s+(?:for\s+|on\s+)?(?:an?\s+|my\s+)?(?:reply|replies|response|answer|follow[\s-]?up|me|us)\b`,
    "iu",
  ),
  new RegExp(
    String
      .raw`^(?:which\s+|what\s+|any\s+)?${WHICH_ONES}\s+(?:(?:that\s+)?(?:i|we)\s+(?:have\s+not|did\s+not|have\s+yet\s+to|still\s+need\s+to|need\s+to)|(?:have|did)\s+not\s+(?:i|we))\s+(?:(?:yet|still)\s+)?(?:replied|reply|answered|answer|responded|respond)\b`,
    "iu",
  ),
  // who am I waiting to hear back from / who are we still waiting on
  /^who\s+(?:am\s+i|are\s+we)\s+(?:still\s+)?(?:waiting|expecting)\s+(?:to\s+hear\s+(?:back\s+)?from|(?:for\s+)?(?:an?\s+)?(?:reply|replies|response|answer)s?\s+from|on|for)\b/iu,
  /^who\s+(?:has|have)\s+not\s+(?:replied|answered|responded|got\s+back|written\s+back)\s+(?:to\s+(?:me|us)\s+)?yet\b/iu,
  // who still owes me a reply / is anyone waiting for an answer from me
  /^who\s+(?:still\s+)?owes?\s+(?:me|us)\s+(?:an?\s+)?(?:reply|answer|response|e-?mail)\b/iu,
  /^(?:is\s+)?(?:anyone|anybody|someone|somebody)\s+(?:still\s+)?(?:waiting|expecting)\s+(?:for\s+|on\s+)?(?:an?\s+)?(?:reply|answer|response|e-?mail)\b/iu,
  // do I owe anyone an email / who do I owe a reply
  /^(?:(?:do|did)\s+(?:i|we)\s+owe\s+(?:anyone|anybody|someone|somebody|people)|who\s+do\s+(?:i|we)\s+owe)\s+(?:an?\s+)?(?:e-?mail|reply|response|answer)s?\b/iu,
];

/** "remind me who I need to follow up with": the question inside. */
const ASK_WRAP = /^(?:remind|tell|show)\s+me\s+(?=(?:who|which|what)\b)/iu;

/**
 * "dismiss the follow-up", "Tom replied, drop that follow-up": which one, it does not say, so it
 * is the one there is (the tool asks which when there are several).
 */
const WHICH = new RegExp(
  String
    .raw`(?:^${DISMISS}\s+(?:a|the|my)|(?:,\s*|\s+so\s+)(?:(?:so|and|now)\s+)?(?:you\s+(?:can|may|could)\s+)?${DISMISS}\s+(?:a|the|that|this|my))\s+${FU}$`,
  "iu",
);

/**
 * The email follow-up call a clause asks for, or null; "dismiss the follow-up" without saying which
 * dismisses the one there is, or asks which when there are several (the tool's resolver does).
 */
export function parseFollowup(c: Clause): ToolCall | null {
  // "my follow-up delay is 2 days" is the mailbox's setting, a chat command of its own.
  if (new RegExp(String.raw`\b${FU}\s+(?:delay|period|window|interval)\b`, "iu").test(c.text)) {
    return null;
  }
  // "done with the follow-up for Mrs Alvarez, she has the slip": the reason is no reference.
  const head = beforeReason(c);
  const dismissed = (head ? dismiss(head) : null) ?? dismiss(c);
  if (dismissed) return dismissed;
  if (asksAboutTheWord(c, FU)) return null;
  if (asksToList(c, FU) || LIST_SHAPES.some((re) => re.test(c.text.replace(ASK_WRAP, "")))) {
    return { name: "email_followups_list", input: {} };
  }
  return WHICH.test(c.text)
    ? { name: "email_followups_dismiss", input: { followup: theOne("follow-up") } }
    : null;
}
