/**
 * Emails in what people write: "send an email to bob@example.com saying I'll be late", "email
 * bob@example.com and ana@example.com about the report: it's ready". Recipients without an address
 * give a draft.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import {
  asDraft,
  bodyFrom,
  capitalize,
  emailCall,
  MAX_RECIPIENTS,
  type NamedRecipient,
  subjectFrom,
  unquoted,
} from "./_propose_drafts.ts";
import { type Clause, EMAIL } from "./_tool_text.ts";
import { words } from "./groups/mod.ts";

/** Words that end a list of recipients: they start the subject or the message. */
const NOT_A_NAME = new Set(
  (
    "saying say says said that about regarding re concerning with subject titled entitled headed " +
    "called to telling tell asking ask and or cc copy copying by via over the a an this these " +
    "tomorrow today tonight now later at on in for from back again please me it if whether body " +
    "message text quickly asap letting let i we you my our your his their its be is are was " +
    "followup followups follow follow-up follow-ups address addresses list inbox account " +
    "something someone somebody everyone everybody all of here there what when how why who which " +
    "email e-mail mail emails mails note line know"
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
/** "the landlord at landlord@flats.example", "my manager boss@work.example": who, then the address. */
const DESCRIBED_ADDRESS = new RegExp(
  String
    .raw`^(?:(?:the|my|our|his|her|their)\s+)(?:[\p{L}'-]+\s+){1,3}?(?:(?:at|on)\s+)?[(<]?(${EMAIL.source})[)>]?`,
  "u",
);

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
    const described = DESCRIBED_ADDRESS.exec(next);
    if (described?.[1]) {
      const list = nextField === "to" ? out.to : out.cc;
      if (!list.some((a) => a.toLowerCase() === described[1]!.toLowerCase())) {
        list.push(described[1]);
      }
      field = nextField;
      at = from + described[0].length;
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
  /^\s*(?:[,;.]\s*)?(?:(?:and\s+)?(?:saying|say|says)|that\s+says|which\s+says|to\s+say|(?:and\s+|to\s+)?tell(?:ing)?\s+(?:him|her|them)(?:\s+that)?|(?:and\s+)?let(?:ting)?\s+(?:him|her|them)\s+know(?:\s+that)?|with\s+(?:the\s+)?(?:body|message|text)|(?:and\s+)?(?:the\s+)?(?:body|message|text)\s*(?:is\b|:|(?=["']))|that|:|-)\s*:?\s*/iud;
/** "asking him to call me back": a question. */
const ASKING =
  /^\s*(?:[,;.]\s*)?(?:and\s+|to\s+)?ask(?:ing)?\s+(?:him|her|them)?\s*(to|whether|if|about|for)?\b\s*/iud;
/** Where the subject line starts. */
const SUBJECT_START =
  /^\s*(?:[,;.:]\s*)?(?:(?:with\s+|and\s+)?(?:the\s+|a\s+)?subject(?:\s+line)?(?:\s+is\b|\s+of\b)?|titled|entitled|headed)\s*:?\s*/iud;
/** Where the topic starts: "about the report". */
const TOPIC_START =
  /^\s*(?:[,;.]\s*)?(?:about|regarding|concerning|re|on\s+the\s+subject\s+of)\s*:?\s+/iud;
/** What ends a subject or a topic: the message starting. */
const SUBJECT_END =
  /\s*(?::|[\s,;.]+(?:saying|that\s+says|to\s+say|telling\s+(?:him|her|them)|asking|with\s+(?:the\s+)?(?:body|message|text)|and\s+(?:the\s+)?(?:body|message|text)|body\s*:|and\s+say)\b|,\s*(?:and\s+)?(?:about|regarding)\b)/iu;
/** A subject said after the message: "… with the subject Lunch", "…, subject: Lunch". */
const TRAILING_SUBJECT =
  /(?:[\s,;.]+with\s+(?:the\s+)?|[,;.]\s*(?:and\s+)?(?:the\s+)?)subject(?:\s+line)?(?:\s+is)?\s*:?\s*(.+)$/iud;

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
    re:
      /^send\s+(?:an?\s+)?(?:(?:new|quick|short|brief)\s+)*(?:message|note|line)\s+to\b(?=.*\b(?:by|via|over)\s+e-?mail\b)/iud,
    verb: false,
  },
  {
    // let Alice know by email that …, tell Bob by email …
    re: /^(?:let|tell|inform)\s+(?=.*\b(?:by|via|over)\s+e-?mail\b)/iud,
    verb: true,
  },
  {
    // write to Nadia that …, reply to bob@example.com saying … (a reply to a name is forbidden)
    re: /^(?:write|reply|respond)\s+to\s+(?=\S+(?:\s+\S+)?\s+(?:that|saying|to\s+say|:))/iud,
    verb: true,
  },
  {
    // email bob@example.com …, e-mail Bob …
    re: new RegExp(
      String.raw`^${
        words("proposal").verb("propose_action")
      }\s+(?!address|addresses|follow)(?:to\s+)?`,
      "iud",
    ),
    verb: true,
  },
];

/** "send Bob an email saying …": recipients before the noun. */
const SEND_THEM_AN_EMAIL =
  /^(?:send|shoot|drop|write)\s+(.+?)\s+an?\s+(?:(?:new|quick|short|brief)\s+)*(?:e-?mail|mail)\b/iud;

/** The email a clause asks to propose (a draft when it lacks addresses), or null. */
export function email(c: Clause): ToolCall | null {
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
  // "let Alice know by email …"
  const know = /^\s*know\b/iu.exec(c.text.slice(contentStart));
  if (know) contentStart += know[0].length;
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
