/**
 * Email follow-ups in what people write: "what follow-ups do I have", "dismiss the follow-up about
 * the invoice", "I don't need to follow up on the invoice". The email itself is never touched.
 * @module
 */
import type { ToolCall } from "../tools/types.ts";
import { type Clause, cleanRef, match } from "./_tool_text.ts";
import { asksToList, NOUN, removalTarget } from "./_tool_words.ts";

const FOLLOWUP_WORD =
  /^(?:follow-?ups?|followups?|follow|up|ups|emails?|e-mails?|mails?|messages?|threads?|pending|reply|replies)$/iu;

const DISMISS = String
  .raw`(?:dismiss|clear|remove|delete|drop|ignore|skip|cancel|close|resolve|forget|archive|mute|discard|scrap|get\s+rid\s+of|stop\s+tracking|mark\s+off)`;

const SHAPES: RegExp[] = [
  /^mark\s+(?:the\s+|my\s+)?(.+?)\s+follow[\s-]?up\s+as\s+(?:done|handled|resolved|complete|completed|dealt\s+with|sorted)$/iud,
  /^mark\s+(?:the\s+|my\s+)?follow[\s-]?up\s+(?:about|on|for|regarding|re|from|to|with|of)\s+(.+?)\s+as\s+(?:done|handled|resolved|complete|completed|dealt\s+with|sorted)$/iud,
  /^(?:i|we)\s+(?:do\s+not|no\s+longer|will\s+not)\s+need\s+to\s+follow\s+up\s+(?:on|with|about|regarding|for)\s+(.+?)(?:\s+(?:any\s*more|after\s+all))?$/iud,
  /^(?:there\s+is\s+)?no\s+need\s+to\s+follow\s+up\s+(?:on|with|about|regarding|for)\s+(.+?)(?:\s+any\s*more)?$/iud,
  /^(?:i|we)\s+(?:have\s+)?(?:already\s+)?(?:followed\s+up|replied|responded|answered|got\s+back)\s+(?:on|to|with|about|regarding)\s+(.+)$/iud,
  /^(?:do\s+not|stop)\s+(?:remind(?:ing)?\s+me\s+to\s+)?follow(?:ing)?\s+up\s+(?:on|with|about)\s+(.+)$/iud,
];

/** The email follow-up call a clause asks for, or null. */
export function parseFollowup(c: Clause): ToolCall | null {
  const target = removalTarget(c, DISMISS, NOUN.followup);
  const found = target ? null : SHAPES.map((re) => match(c, re)).find((m) => m !== null);
  const typed = target ? c.typed(target.start, target.end) : found ? found.slot(1) : null;
  if (typed !== null) {
    if (/^(?:all|every|everything|them|all\s+of\s+them)$/iu.test(typed.trim())) return null;
    const ref = cleanRef(typed, FOLLOWUP_WORD);
    return ref ? { name: "email_followups_dismiss", input: { followup: ref } } : null;
  }
  if (
    asksToList(c, NOUN.followup) ||
    /^(?:which|what)\s+(?:e-?mails?|messages|people|threads)\s+(?:do|should|must)\s+i\s+(?:still\s+)?(?:need\s+to\s+)?(?:follow\s+up|chase|reply|respond|get\s+back)/iu
      .test(c.text) ||
    /^(?:who|what)\s+(?:do|should|must)\s+i\s+(?:still\s+)?(?:need\s+to\s+)?follow\s+up\s+(?:on|with)\b/iu
      .test(c.text) ||
    /^(?:is\s+there\s+)?(?:any(?:thing)?|something)\s+(?:i\s+need\s+)?to\s+follow\s+up\b/iu.test(
      c.text,
    ) ||
    /^(?:do\s+i\s+have\s+)?(?:any\s+)?(?:e-?mails?|messages)\s+(?:awaiting|waiting\s+for|needing|that\s+need)\s+(?:a\s+)?(?:reply|response|follow[\s-]?up)/iu
      .test(c.text) ||
    /^(?:which\s+|what\s+|any\s+)?(?:e-?mails?|messages)\s+(?:that\s+)?(?:i|we)\s+(?:have\s+not|did\s+not|have\s+yet\s+to|still\s+need\s+to|need\s+to)\s+(?:replied|reply|answered|answer|responded|respond)\b/iu
      .test(c.text)
  ) {
    return { name: "email_followups_list", input: {} };
  }
  return null;
}
