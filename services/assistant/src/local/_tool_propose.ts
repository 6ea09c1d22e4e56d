/**
 * Proposals in what people write: "send an email to bob@example.com saying I'll be late", "email
 * bob@example.com and ana@example.com about the report: it's ready", "put lunch with Ana on
 * Friday at 1pm in my calendar", "schedule a meeting with Bob tomorrow at 3pm for 30 minutes",
 * "add dentist on 2026-12-03 to my calendar" (all day). Times are read in the user's zone, with
 * the offset the zone has on that day.
 *
 * A request that lacks something (an email to "Bob", with no address; an event with no day) is a
 * draft: a `propose_action` call whose input is `{ draft }`, which never validates as the tool's
 * input. {@link draftQuestion} says what is missing; {@link completeEmail} fills in addresses
 * found in the user's contacts.
 * @module
 */
import type { ToolCall } from "../tools/types.ts";
import {
  combineHits,
  countOf,
  type DateHit,
  findDates,
  isoDate,
  isoDateTime,
  type LocalTime,
  momentOf,
  safeZone,
  wallToInstant,
} from "./_tool_dates.ts";
import { type Clause, EMAIL, tidy, typedWithout } from "./_tool_text.ts";

/** The tool every proposal is a call of. */
export const PROPOSE = "propose_action";

/** A recipient said by name ("email Bob …"), to be found in the user's contacts. */
export interface NamedRecipient {
  name: string;
  field: "to" | "cc";
}

/** What a proposal request lacks. */
export type ProposalDraft =
  | {
    kind: "email";
    to: string[];
    cc: string[];
    /** Recipients said by name, without an address. */
    names: NamedRecipient[];
    /** True when a recipient was "him", "her" or "them". */
    pronoun: boolean;
    subject: string | null;
    body: string | null;
  }
  | { kind: "event"; problem: "when" | "what" | "repeats"; title: string | null }
  | { kind: "unclear"; what: "email" | "event" };

/** The draft a call holds, or null for a call that is not a draft. */
export function draftOf(call: ToolCall): ProposalDraft | null {
  if (call.name !== PROPOSE) return null;
  const draft = call.input.draft;
  return typeof draft === "object" && draft !== null ? draft as ProposalDraft : null;
}

function asDraft(draft: ProposalDraft): ToolCall {
  return { name: PROPOSE, input: { draft } };
}

const MAX_RECIPIENTS = 20;
const EXAMPLE_EMAIL = '"email bob@example.com saying I\'ll be late"';
const EXAMPLE_EVENT = '"put lunch with Ana on Friday at 1pm in my calendar"';

function joinNames(names: readonly string[]): string {
  const quoted = names.map((n) => `"${n}"`);
  return quoted.length <= 1
    ? quoted.join("")
    : `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}

/** What to ask the user so a draft can become a proposal, as one or two sentences. */
export function draftQuestion(draft: ProposalDraft): string {
  switch (draft.kind) {
    case "email": {
      const noOne = draft.to.length === 0 && draft.names.length === 0;
      if (draft.body === null) {
        return noOne || draft.pronoun
          ? `Who should the email go to, and what should it say? For example ${EXAMPLE_EMAIL}.`
          : `What should the email say? For example ${EXAMPLE_EMAIL}.`;
      }
      if (noOne || draft.pronoun) {
        return `Who should the email go to? Give their address, for example ${EXAMPLE_EMAIL}.`;
      }
      return `I need the email address of ${
        joinNames(draft.names.map((n) => n.name))
      } to propose this email: say it again with the address, for example ${EXAMPLE_EMAIL}.`;
    }
    case "event":
      if (draft.problem === "repeats") {
        return "I can only propose one event at a time, not a repeating one: give a single day " +
          'and time, for example "schedule a meeting with Bob on Monday at 10".';
      }
      if (draft.problem === "what" || draft.title === null) {
        return `What should I put in your calendar, and when? For example ${EXAMPLE_EVENT}.`;
      }
      return `When is "${draft.title}"? Give the day (and the time), for example ${EXAMPLE_EVENT}.`;
    case "unclear":
      return draft.what === "email"
        ? `I couldn't read that as an email to propose: check the addresses, for example ${EXAMPLE_EMAIL}.`
        : `I couldn't read that as a calendar event to propose: say what and when, for example ${EXAMPLE_EVENT}.`;
  }
}

/**
 * True when the draft is an email that only lacks the addresses of recipients said by name,
 * which the user's contacts may have.
 */
export function needsAddresses(draft: ProposalDraft): draft is ProposalDraft & { kind: "email" } {
  return draft.kind === "email" && draft.names.length > 0 && !draft.pronoun &&
    draft.body !== null && draft.subject !== null;
}

/**
 * The email proposal of a draft whose named recipients now have addresses, in the order of
 * `draft.names`.
 */
export function completeEmail(
  draft: ProposalDraft & { kind: "email" },
  addresses: readonly string[],
): ToolCall {
  const to = [...draft.to];
  const cc = [...draft.cc];
  draft.names.forEach((n, i) => {
    const address = addresses[i];
    if (address === undefined) return;
    const list = n.field === "to" ? to : cc;
    if (!list.some((a) => a.toLowerCase() === address.toLowerCase())) list.push(address);
  });
  return emailCall(to, cc, draft.subject ?? "", draft.body ?? "");
}

function emailCall(to: string[], cc: string[], subject: string, body: string): ToolCall {
  const email: Record<string, unknown> = { to, subject, body };
  if (cc.length > 0) email.cc = cc;
  return { name: PROPOSE, input: { email } };
}

/**
 * The call with `more` (a later sentence of the message) added to the email's body, or null when
 * the call is not an email with a body.
 */
export function extendBody(call: ToolCall, more: string): ToolCall | null {
  const text = more.trim();
  if (text.length === 0) return null;
  const draft = draftOf(call);
  if (draft) {
    if (draft.kind !== "email" || draft.body === null) return null;
    return asDraft({ ...draft, body: `${draft.body} ${text}` });
  }
  const email = call.input.email as Record<string, unknown> | undefined;
  if (call.name !== PROPOSE || !email || typeof email.body !== "string") return null;
  return { name: PROPOSE, input: { email: { ...email, body: `${email.body} ${text}` } } };
}

// ---------------------------------------------------------------------------------------------
// Text

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function unquoted(text: string): string {
  const t = text.trim();
  const m = /^(["'])(.+)\1$/su.exec(t);
  return (m ? m[2] ?? "" : t).trim();
}

/** A subject line from text: its first sentence, at most about 60 characters, one line. */
function subjectFrom(text: string): string {
  const oneLine = text.replace(/\s+/gu, " ").trim();
  const first = /^(.+?[.!?])(?:\s|$)/u.exec(oneLine)?.[1] ?? oneLine;
  let subject = first.replace(/[\s.,;:!-]+$/u, "");
  if (subject.length > 60) {
    const cut = subject.slice(0, 60);
    const space = cut.lastIndexOf(" ");
    subject = `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/u, "")}…`;
  }
  return capitalize(subject);
}

function bodyFrom(text: string): string {
  return capitalize(text.replace(/\s+/gu, " ").trim());
}

// ---------------------------------------------------------------------------------------------
// Email

/** Words that end a list of recipients: they start the subject or the message. */
const NOT_A_NAME = new Set(
  (
    "saying say says said that about regarding re concerning with subject titled entitled headed " +
    "called to telling tell asking ask and or cc copy copying by via over the a an this these " +
    "tomorrow today tonight now later at on in for from back again please me it if whether body " +
    "message text quickly asap letting let i we you my our your his their its be is are was " +
    "followup followups follow follow-up follow-ups address addresses list inbox account " +
    "something someone somebody everyone everybody all of here there what when how why who which " +
    "email e-mail mail emails mails note line"
  ).split(" "),
);

const SEPARATOR = /^\s*(?:,|;|&|\+|\band\b|\bplus\b|\bas\s+well\s+as\b)?\s*(?:also\s+)?/iu;
const CC_MARK =
  /^\s*,?\s*(?:and\s+)?(?:cc(?:'?ing|'?d)?|copy(?:ing)?(?:\s+in)?|with\s+(?:a\s+)?copy\s+to|in\s+cc)\s*:?\s*/iu;
const ADDRESS = new RegExp(String.raw`^<?(${EMAIL.source})>?`, "u");
const NAME = /^(?:my\s+)?(\p{L}[\p{L}'.-]*)(?:\s+(\p{Lu}[\p{L}'-]*))?/u;
const PRONOUN = /^(?:him|her|them)\b/iu;
const NAMED_ADDRESS = new RegExp(
  String.raw`^\s*(?:(?:at|on|via)\s+<?(${EMAIL.source})>?|[(<]\s*(${EMAIL.source})\s*[)>])`,
  "u",
);
const BY_EMAIL = /^\s*(?:by|via|over|through)\s+e-?mail\b/iu;

interface Recipients {
  to: string[];
  cc: string[];
  names: NamedRecipient[];
  pronoun: boolean;
  /** Where the recipients end in the text read. */
  end: number;
}

/** The recipients at the start of `s`: addresses, names, "him"; "cc …" for copies. */
function readRecipients(s: string): Recipients {
  const out: Recipients = { to: [], cc: [], names: [], pronoun: false, end: 0 };
  let at = 0;
  let field: "to" | "cc" = "to";
  for (let n = 0; n < MAX_RECIPIENTS * 2; n++) {
    const rest = s.slice(at);
    const cc = n > 0 ? CC_MARK.exec(rest) : null;
    const sep = cc ?? (n > 0 ? SEPARATOR.exec(rest) : /^\s*/u.exec(rest));
    const from = at + (sep?.[0].length ?? 0);
    const next = s.slice(from);
    const address = ADDRESS.exec(next);
    const nextField: "to" | "cc" = cc ? "cc" : field;
    if (address?.[1]) {
      const list = nextField === "to" ? out.to : out.cc;
      if (!list.some((a) => a.toLowerCase() === address[1]!.toLowerCase())) list.push(address[1]);
      field = nextField;
      at = from + address[0].length;
      out.end = at;
      continue;
    }
    const pronoun = PRONOUN.exec(next);
    if (pronoun) {
      out.pronoun = true;
      field = nextField;
      at = from + pronoun[0].length;
      out.end = at;
      continue;
    }
    const name = NAME.exec(next);
    const first = name?.[1] ?? "";
    if (name && first.length > 1 && !NOT_A_NAME.has(first.toLowerCase())) {
      const second = name[2] && !NOT_A_NAME.has(name[2].toLowerCase()) ? name[2] : undefined;
      const full = second ? `${first} ${second}` : first;
      const length = second ? name[0].length : name[0].length - (name[2]?.length ?? 0);
      const nameEnd = from + next.slice(0, length).trimEnd().length;
      // "Bob Smith at bob@smith.example", "Bob (bob@smith.example)": the address is the recipient.
      const own = NAMED_ADDRESS.exec(s.slice(nameEnd));
      const ownAddress = own?.[1] ?? own?.[2];
      if (own && ownAddress) {
        const list = nextField === "to" ? out.to : out.cc;
        if (!list.some((a) => a.toLowerCase() === ownAddress.toLowerCase())) list.push(ownAddress);
        at = nameEnd + own[0].length;
      } else {
        out.names.push({ name: full.replace(/['.]+$/u, ""), field: nextField });
        at = nameEnd;
      }
      field = nextField;
      out.end = at;
      continue;
    }
    break;
  }
  return out;
}

/** Where the message starts ("saying", "that", ":", "telling him"). */
const BODY_START =
  /^\s*(?:[,;.]\s*)?(?:(?:and\s+)?(?:saying|say|says)|that\s+says|which\s+says|to\s+say|(?:and\s+|to\s+)?tell(?:ing)?\s+(?:him|her|them)(?:\s+that)?|(?:and\s+)?let(?:ting)?\s+(?:him|her|them)\s+know(?:\s+that)?|with\s+(?:the\s+)?(?:body|message|text)|(?:and\s+)?(?:the\s+)?(?:body|message|text)\s*(?:is\b|:)|that|:|-)\s*:?\s*/iud;
/** "asking him to call me back": a question. */
const ASKING =
  /^\s*(?:[,;.]\s*)?(?:and\s+|to\s+)?ask(?:ing)?\s+(?:him|her|them)?\s*(to|whether|if|about|for)?\b\s*/iud;
/** Where the subject line starts. */
const SUBJECT_START =
  /^\s*(?:[,;.]\s*)?(?:(?:with\s+|and\s+)?(?:the\s+|a\s+)?subject(?:\s+line)?(?:\s+is\b|\s+of\b)?|titled|entitled|headed)\s*:?\s*/iud;
/** Where the topic starts: "about the report". */
const TOPIC_START =
  /^\s*(?:[,;.]\s*)?(?:about|regarding|concerning|re|on\s+the\s+subject\s+of)\s*:?\s+/iud;
/** What ends a subject or a topic: the message starting. */
const SUBJECT_END =
  /\s*(?::|[\s,;.]+(?:saying|that\s+says|to\s+say|telling\s+(?:him|her|them)|asking|with\s+(?:the\s+)?(?:body|message|text)|and\s+(?:the\s+)?(?:body|message|text)|body\s*:|and\s+say)\b|,\s*(?:and\s+)?(?:about|regarding)\b)/iu;
/** A subject said after the message: "… with the subject Lunch". */
const TRAILING_SUBJECT = /[\s,;.]+with\s+(?:the\s+)?subject(?:\s+line)?\s*:?\s*(.+)$/iud;

interface Content {
  subject: string | null;
  topic: string | null;
  body: string | null;
}

function asked(particle: string, text: string): string {
  const t = text.replace(/[\s.?!]+$/u, "");
  switch (particle.toLowerCase()) {
    case "to":
      return `Could you ${t}?`;
    case "whether":
    case "if":
      return `Could you let me know ${particle.toLowerCase()} ${t}?`;
    case "about":
      return `I wanted to ask about ${t}.`;
    case "for":
      return `Could you send me ${t}?`;
    default:
      return capitalize(text);
  }
}

/** Subject, topic and message of the text after the recipients, `start` to the clause's end. */
function readContent(c: Clause, start: number): Content {
  const out: Content = { subject: null, topic: null, body: null };
  const typed = (a: number, b: number) => unquoted(c.typed(start + a, start + b));
  const t = c.text.slice(start);
  let at = 0;
  for (let step = 0; step < 4 && at < t.length; step++) {
    const rest = t.slice(at);
    const subject = out.subject === null ? SUBJECT_START.exec(rest) : null;
    const topic = out.topic === null && !subject ? TOPIC_START.exec(rest) : null;
    const head = subject ?? topic;
    if (head) {
      const from = at + head[0].length;
      const tail = t.slice(from);
      let end = t.length;
      const quoted = /^(["'])(.+?)\1/u.exec(tail);
      if (quoted) end = from + quoted[0].length;
      else {
        const stop = SUBJECT_END.exec(tail);
        if (stop) end = from + stop.index;
      }
      const value = typed(from, end).replace(/[\s.,;:!-]+$/u, "");
      if (value.length > 0) {
        if (subject) out.subject = value;
        else out.topic = value;
      }
      at = end;
      continue;
    }
    const ask = ASKING.exec(rest);
    const body = ask ?? BODY_START.exec(rest);
    if (body) {
      const from = at + body[0].length;
      let end = t.length;
      const trailing = out.subject === null ? TRAILING_SUBJECT.exec(t.slice(from)) : null;
      if (trailing?.indices?.[1]) {
        out.subject = typed(from + trailing.indices[1][0], from + trailing.indices[1][1])
          .replace(/[\s.,;:!-]+$/u, "");
        end = from + trailing.index;
      }
      // To the end of the clause as typed, with its punctuation and any "thanks".
      const text = trailing
        ? typed(from, end)
        : unquoted(c.typed(start + from, Number.MAX_SAFE_INTEGER));
      if (text.length > 0) out.body = ask ? asked(ask[1] ?? "", text) : bodyFrom(text);
      break;
    }
    break;
  }
  return out;
}

/** The openers of an email request; `recipients` is where the recipients start. */
const EMAIL_OPENERS: { re: RegExp; verb: boolean }[] = [
  {
    // send an email to …, write an email to …, propose an email to …, draft a quick email
    re:
      /^(?:propose|suggest|draft|prepare|write(?:\s+and\s+send)?|compose(?:\s+and\s+send)?|send(?:\s+out|\s+off)?|shoot(?:\s+off)?|fire\s+off|drop|dispatch)\s+(?:me\s+)?(?:an?\s+|the\s+|this\s+|that\s+|my\s+)?(?:(?:new|quick|short|brief)\s+)*(?:e-?mail|mail)(?:\s+message)?\b(?:\s+to\b)?/iud,
    verb: false,
  },
  {
    // send a message to bob@example.com by email …
    re: /^send\s+(?:an?\s+)?(?:message|note|line)\s+to\b(?=.*\b(?:by|via|over)\s+e-?mail\b)/iud,
    verb: false,
  },
  {
    // email bob@example.com …, e-mail Bob …
    re: /^(?:e-?mail|mail)\s+(?!address|addresses|follow)(?:to\s+)?/iud,
    verb: true,
  },
];

/** "send Bob an email saying …": recipients before the noun. */
const SEND_THEM_AN_EMAIL =
  /^(?:send|shoot|drop|write)\s+(.+?)\s+an?\s+(?:(?:new|quick|short|brief)\s+)*(?:e-?mail|mail)\b/iud;

function email(c: Clause): ToolCall | null {
  let recipients: Recipients | null = null;
  let contentStart = 0;
  let verb = false;
  const them = SEND_THEM_AN_EMAIL.exec(c.text);
  const span = them?.indices?.[1];
  if (them && span) {
    const read = readRecipients(c.text.slice(span[0], span[1]));
    if (read.end === span[1] - span[0] && (read.to.length > 0 || read.names.length > 0)) {
      recipients = read;
      contentStart = them[0].length;
    }
  }
  if (!recipients) {
    for (const opener of EMAIL_OPENERS) {
      const m = opener.re.exec(c.text);
      if (!m) continue;
      const from = m[0].length;
      recipients = readRecipients(c.text.slice(from));
      contentStart = from + recipients.end;
      verb = opener.verb;
      break;
    }
  }
  if (!recipients) return null;
  if (verb && recipients.to.length + recipients.names.length === 0 && !recipients.pronoun) {
    return null;
  }
  // "…, email orders@paperco.example" names an address; it asks for nothing.
  if (verb && c.text.slice(contentStart).trim().length === 0) return null;
  const byEmail = BY_EMAIL.exec(c.text.slice(contentStart));
  if (byEmail) contentStart += byEmail[0].length;
  const content = readContent(c, contentStart);
  let body = content.body;
  if (body === null && recipients.to.length > 0) {
    // "email bob@example.com I'll be late": what follows the address is the message.
    const rest = c.typed(contentStart, c.text.length).replace(/^[\s,;:-]+/u, "");
    if (/\p{L}/u.test(rest) && !/^(?:about|re|regarding|with|subject)\b/iu.test(rest)) {
      body = bodyFrom(unquoted(rest));
    }
  }
  const subjectText = content.subject ?? content.topic;
  const subject = subjectText !== null
    ? capitalize(subjectText.replace(/\s+/gu, " "))
    : body !== null
    ? subjectFrom(body)
    : null;
  const complete = recipients.names.length === 0 && !recipients.pronoun &&
    recipients.to.length > 0 && body !== null && subject !== null;
  if (complete) return emailCall(recipients.to, recipients.cc, subject!, body!);
  return asDraft({
    kind: "email",
    to: recipients.to,
    cc: recipients.cc,
    names: recipients.names,
    pronoun: recipients.pronoun,
    subject,
    body,
  });
}

// ---------------------------------------------------------------------------------------------
// Calendar events

const EVENT_NOUN = String
  .raw`(?:meeting|appointment|call|catch[\s-]?up|1:1|one[\s-]on[\s-]one|stand-?up|interview|session|event|calendar\s+(?:event|entry|item)|entry)`;
/** Nouns that say only "an event": the title is what follows. */
const GENERIC_NOUN = /^(?:event|entry|calendar\s+(?:event|entry|item))$/iu;
/** Words before a noun that show the thing is not an event ("a task about the meeting"). */
const NOT_THE_EVENT = String
  .raw`(?!(?:note|notes|task|tasks|reminder|reminders|about|from|for|of|to|on|with|trip|countdown|keepsake|expense|follow-up|followup|list|item|before|after|prep)\b)`;
const NOT_AN_EVENT_LATER = String
  .raw`(?![^,;.!?]*\b(?:reminder|note|task|prep|follow|countdown|trip|shopping|list)s?\b)`;

/** How an opener's groups read: a noun and what follows, a thing then the calendar, or the rest. */
interface EventOpener {
  re: RegExp;
  /**
   * "noun": group 1 is the kind of event ("meeting"), group 2 what follows; "thing": group 1 is
   * the event, before "in my calendar", group 2 what follows that; "rest": group 1 is all of it.
   */
  shape: "noun" | "thing" | "rest";
  /** The title when the text gives none (blocked time). */
  title?: string;
}

const EVENT_OPENERS: EventOpener[] = [
  {
    // propose an event: …, propose a meeting with Bob …
    re: new RegExp(
      String
        .raw`^(?:propose|suggest)\s+(?:an?\s+)?(?:new\s+)?((?:[\p{L}\d-]+\s+)??${EVENT_NOUN})\b\s*(.*)$`,
      "iud",
    ),
    shape: "noun",
  },
  {
    // put lunch with Ana on Friday in my calendar
    re:
      /^(?:propose\s+)?(?:add|put|write|enter|insert|pencil(?:\s+in)?|note|schedule|book|stick|pop|place|save)\s+(.+?)\s+(?:in|on|into|to|onto)\s+(?:my|the|our)\s+(?:calendar|agenda|diary|schedule)\b(?:\s+as\s+an?\s+(?:event|appointment|entry))?(.*)$/iud,
    shape: "thing",
  },
  {
    // schedule a meeting with Bob tomorrow at 3, book a call with Ana on Monday
    re: new RegExp(
      String
        .raw`^(?:add|put|schedule|book|create|make|set\s+up|arrange|organi[sz]e|plan|pencil\s+in|put\s+in)\s+(?:me\s+)?(?:in\s+)?(?:(?:a|an|another|new|my|our|the)\s+)?(?:(?:new|quick|short)\s+)?(${NOT_THE_EVENT}(?:[\p{L}\d-]+\s+)??(?:video\s+|phone\s+|conference\s+|team\s+)?${EVENT_NOUN})s?\b${NOT_AN_EVENT_LATER}(.*)$`,
      "iud",
    ),
    shape: "noun",
  },
  {
    // block out Friday afternoon (for the report)
    re:
      /^block\s+(?:out\s+|off\s+)?(?:some\s+)?(?:(?:time|my\s+(?:calendar|agenda|diary))\b)?(.*)$/iud,
    shape: "rest",
    title: "Busy",
  },
  {
    // schedule lunch with Ana on Friday at 1
    re: new RegExp(
      String
        .raw`^schedule\s+(?!(?:a|an|the|my|it|this|that|me|some)\b)${NOT_AN_EVENT_LATER}(.+)$`,
      "iud",
    ),
    shape: "rest",
  },
];

const AMOUNT = String
  .raw`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|eight|ten|fifteen|twenty|thirty|forty-five|forty|ninety)`;
const UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|m)`;
const DURATIONS: { re: RegExp; minutes: (m: RegExpExecArray) => number | undefined }[] = [
  {
    re: /\bfor\s+(?:about\s+|around\s+)?(?:an?\s+|one\s+)hour\s+and\s+a\s+half\b/iu,
    minutes: () => 90,
  },
  { re: /\bfor\s+(?:about\s+|around\s+)?half\s+an\s+hour\b/iu, minutes: () => 30 },
  {
    re: new RegExp(
      String.raw`\bfor\s+(?:about\s+|around\s+)?${AMOUNT}\s*${UNIT}(?:\s+long)?\b`,
      "iu",
    ),
    minutes: (m) => amountMinutes(m[1] ?? "", m[2] ?? ""),
  },
  {
    // "a 30-minute call"
    re: new RegExp(String.raw`(?:^|(?<=\b(?:a|an)\s+))${AMOUNT}[\s-]${UNIT}(?:[\s-]long)?\b`, "iu"),
    minutes: (m) => amountMinutes(m[1] ?? "", m[2] ?? ""),
  },
];

function amountMinutes(amount: string, unit: string): number | undefined {
  const n = countOf(amount);
  if (n === undefined || !Number.isFinite(n) || n <= 0) return undefined;
  const minutes = /^h/iu.test(unit) ? n * 60 : n;
  return minutes >= 5 && minutes <= 24 * 60 ? Math.round(minutes) : undefined;
}

const REPEATS =
  /\b(?:every|each)\s+(?:day|week|month|year|morning|evening|night|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|other|\d)|\b(?:daily|weekly|monthly|fortnightly|yearly|annually|recurring|repeating)\b/iu;

/** The end time of "from 3 to 5pm", "3-4pm", "at 3 until 5", or null. */
function endTime(hit: DateHit, c: Clause): LocalTime | null {
  const tail = /(?:\s+(?:to|until|till|til|through)\s+|\s*[-–]\s*)([^-–]+)$/iu.exec(hit.text);
  if (!tail?.[1] || !hit.time) return null;
  const end = findDates(tail[1], c.ctx).find((h) => h.time !== null && !h.dayCertain);
  return end?.time ?? null;
}

interface EventParts {
  title: string;
  location: string | null;
  notes: string | null;
}

/** Title, location and notes from the typed text left once the times are taken out. */
function eventParts(text: string, notes: string | null): EventParts {
  let title = tidy(text)
    .replace(/^(?:(?:a|an|the|my|our|some)\s+)+/iu, "")
    .replace(/^(?:(?:called|named|titled|for)\s+|:\s*)/iu, "")
    .replace(/\s+(?:in|on|into|to)\s+(?:my|the|our)\s+(?:calendar|agenda|diary)$/iu, "")
    .trim();
  title = unquoted(tidy(title));
  let location: string | null = null;
  const explicit = /^(.+?)[\s,;]+(?:location|where|venue|place)\s*:\s*(.+)$/iu.exec(title);
  const at = explicit ??
    /^(.+?)\s+(?:at|@)\s+((?:the\s+)?\p{Lu}[^,;]*|the\s+[^,;]+)$/u.exec(title) ??
    /^(.+?)\s+in\s+(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,3})$/u.exec(title);
  if (at?.[1] && at[2]) {
    title = tidy(at[1]);
    location = tidy(at[2]).slice(0, 200);
  }
  return { title: capitalize(title).slice(0, 200).trim(), location, notes };
}

/**
 * The event of the clause's text from `start` to `end`, without the `skip` spans (such as "in
 * my calendar"); a draft when the title or the day is missing or it repeats.
 */
function eventFrom(
  c: Clause,
  start: number,
  end: number,
  skip: readonly { index: number; end: number }[],
  fixedTitle?: string,
): ToolCall {
  const spans = skip.map((s) => ({ index: s.index - start, end: s.end - start }));
  let spec = c.text.slice(start, end);
  for (const s of spans) {
    spec = spec.slice(0, s.index) + " ".repeat(s.end - s.index) + spec.slice(s.end);
  }
  let notes: string | null = null;
  const notesAt = /(?:^|[\s,;])(?:notes?|details)\s*:\s*(.+)$/iud.exec(spec);
  if (notesAt?.indices?.[1]) {
    notes = c.typed(start + notesAt.indices[1][0], start + notesAt.indices[1][1]).slice(0, 2000);
    spans.push({ index: notesAt.index, end: spec.length });
  }
  let minutes: number | undefined;
  for (const d of DURATIONS) {
    const m = d.re.exec(spec);
    if (!m) continue;
    minutes = d.minutes(m);
    if (minutes !== undefined) {
      spans.push({ index: m.index, end: m.index + m[0].length });
      break;
    }
  }
  let blanked = spec;
  for (const s of spans) {
    blanked = blanked.slice(0, s.index) + " ".repeat(s.end - s.index) + blanked.slice(s.end);
  }
  if (REPEATS.test(blanked)) return asDraft({ kind: "event", problem: "repeats", title: null });
  const hits = findDates(blanked.trimEnd(), c.ctx, "future");
  const hit = combineHits(hits);
  const cut = [...spans, ...hits].map((s) => ({ index: s.index + start, end: s.end + start }));
  const parts = eventParts(typedWithout(c, start, end, cut), notes);
  const title = fixedTitle && parts.title.length === 0 ? fixedTitle : parts.title;
  if (title.length === 0 || /^(?:it|this|that|them|something|one|me)$/iu.test(title)) {
    return asDraft({ kind: "event", problem: "what", title: null });
  }
  if (!hit || hit.monthOnly || !(hit.dayCertain || hit.time || hit.instant)) {
    return asDraft({ kind: "event", problem: "when", title });
  }
  const zone = safeZone(c.ctx.timezone);
  const event: Record<string, unknown> = { title };
  if (hit.time === null && hit.instant === null) {
    event.start = isoDate(hit.date);
    if (hit.endDate && isoDate(hit.endDate) > isoDate(hit.date)) event.end = isoDate(hit.endDate);
  } else {
    const startAt = momentOf(hit, c.ctx, { hour: 9, minute: 0, second: 0 });
    const startMs = Date.parse(startAt);
    let endMs = startMs + (minutes ?? 60) * 60_000;
    const until = minutes === undefined ? endTime(hit, c) : null;
    if (until) {
      const [y, mo, d] = startAt.slice(0, 10).split("-").map(Number);
      const date = { year: y ?? 1970, month: mo ?? 1, day: d ?? 1 };
      let ms = wallToInstant(date, until, zone).getTime();
      if (ms <= startMs && until.hour < 12) {
        ms = wallToInstant(date, { ...until, hour: until.hour + 12 }, zone).getTime();
      }
      if (ms > startMs) endMs = ms;
    }
    event.start = startAt;
    event.end = isoDateTime(new Date(endMs), zone);
  }
  if (parts.location) event.location = parts.location;
  if (parts.notes) event.notes = parts.notes;
  return { name: PROPOSE, input: { calendar_event: event } };
}

function calendarEvent(c: Clause): ToolCall | null {
  for (const opener of EVENT_OPENERS) {
    const m = opener.re.exec(c.text);
    const first = m?.indices?.[1];
    if (!m || !first) continue;
    const second = m.indices?.[2];
    switch (opener.shape) {
      case "noun": {
        if (!second) continue;
        // "a meeting with Bob": the noun is part of the title; "an event: …" is not.
        const generic = GENERIC_NOUN.test(c.text.slice(first[0], first[1]).trim());
        const lead = /^\s*(?:(?:called|named|titled|for)\b|:)/iu.exec(c.text.slice(second[0]));
        const from = generic ? second[0] + (lead?.[0].length ?? 0) : first[0];
        return eventFrom(c, from, c.text.length, [], opener.title);
      }
      case "thing":
        if (!second) continue;
        return eventFrom(c, first[0], c.text.length, [{ index: first[1], end: second[0] }]);
      case "rest":
        return eventFrom(c, first[0], first[1], [], opener.title);
    }
  }
  return null;
}

/** The proposal a clause asks for (possibly a draft), or null. */
export function parseProposal(c: Clause): ToolCall | null {
  if (/\bfollow[\s-]?ups?\b/iu.test(c.text)) return null;
  return email(c) ?? calendarEvent(c);
}
