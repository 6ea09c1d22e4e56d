/**
 * Emails in what people write: "send an email to bob@example.com saying I'll be late", "email
 * bob@example.com and ana@example.com about the report: it's ready". Recipients without an address
 * give a draft.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import {
  asDraft,
  capitalize,
  emailCall,
  MAX_RECIPIENTS,
  type NamedRecipient,
  subjectFrom,
  unquoted,
} from "./_propose_drafts.ts";
import { prefixLength, restStart, template } from "./_templates.ts";
import { wordSet } from "./_tool_words.ts";
import { firstWord } from "./_tool_text.ts";
import type { Clause } from "./_tool_text.ts";
import { EMAIL } from "./_tool_text_links.ts";
import { messageAndQuestion, readContent, topicMessage } from "./_propose_email_content.ts";
import { words } from "./groups/mod.ts";
import { words as textWords } from "../../text/normalize.ts";

/** Words that end a list of recipients: they start the subject or the message. */
const NOT_A_NAME = new Set(
  (
    "saying say says said that about regarding re concerning with subject titled entitled headed " +
    "called to telling tell informing inform advising advise asking ask and or cc copy copying " +
    "by via over the a an this these " +
    "tomorrow today tonight now later at on in for from back again please me it if whether body " +
    "message text quickly asap letting let i we you my our your his their its be is are was " +
    "followup followups follow follow-up follow-ups address addresses list inbox account " +
    "something someone somebody everyone everybody all of here there what when how why who which " +
    "email e-mail mail emails mails note line know"
  ).split(" "),
);

/** What joins two recipients: ", ", "and", "as well as", "also". */
const SEPARATOR = template("[,/;/&/+/and/plus/as_well_as] [also] …");
/** What makes the next recipients copies: "cc", "copying in", "with a copy to". */
const CC_MARK = template(
  "[,] [and] cc/cc-ing/cc'ing/ccd/cc'd/copy/copying/copy_in/copying_in/with_copy_to/with_a_copy_to/in_cc [:] …",
);
const ADDRESS = new RegExp(String.raw`^<?(${EMAIL.source})>?`, "u");
const NAME = /^(?:my\s+)?(\p{L}[\p{L}'.-]*)(?:\s+(\p{Lu}[\p{L}'-]*))?/u;
const PRONOUN = template("him/her/them …");
const NAMED_ADDRESS = new RegExp(
  String
    .raw`^\s*(?:(?:at|on|via)\s+<?(${EMAIL.source})>?|[(<]\s*(${EMAIL.source})\s*[)>]|,\s*<?(${EMAIL.source})>?\s*,)`,
  "u",
);
const BY_EMAIL = template("by/via/over/through e-mail …");
/** "let Alice know by email …": the email said anywhere after the request. */
const BY_EMAIL_SAID = template("… by/via/over e-mail …");
/** "let Alice know …": the verb's last word. */
const KNOW = template("know …");
/**
 * "the landlord at landlord@flats.example", "my manager boss@work.example", "the secretary,
 * margaret@…": who, then the address (after a comma only right after who).
 */
const DESCRIBED_ADDRESS = new RegExp(
  String
    .raw`^(?:(?:the|my|our|his|her|their)\s+)(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+(?:\s*,\s*|\s+(?:(?:at|on)\s+)?)[(<]?(${EMAIL.source})[)>]?`,
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

/**
 * The address said at the start of `text` for whom it follows ("at bob@…", "(bob@…)", "…, bob@…,"
 * between commas), or null.
 */
function addressAt(text: string): { address: string; length: number } | null {
  const own = NAMED_ADDRESS.exec(text);
  const address = own?.[1] ?? own?.[2] ?? own?.[3];
  return own && address ? { address, length: own[0].length } : null;
}

/** `address` added to `list` unless it is there already, in any case. */
function addOnce(list: string[], address: string): void {
  if (!list.some((a) => a.toLowerCase() === address.toLowerCase())) list.push(address);
}

/** What opens a message said after whom it is for ("… to say", "… saying", "… that …"). */
const MESSAGE_OPENERS = wordSet("to saying that about asking telling re letting");

/**
 * "email rachel moore to say …": a name written in lower case takes a second word as its surname
 * when the message opens right after it; the surname (with the space before it), or undefined.
 */
function lowerSurname(first: string, after: string): string | undefined {
  if (first !== first.toLowerCase()) return undefined;
  const [second, opener] = textWords(after);
  if (!second || !opener || NOT_A_NAME.has(second) || !MESSAGE_OPENERS.has(opener)) {
    return undefined;
  }
  return [...second].every((ch) => ch.toLowerCase() !== ch.toUpperCase() || ch === "-")
    ? second
    : undefined;
}

/**
 * "…, cc jo@…, requesting the updated quote": a word in lower case ending in "-ing" opens the
 * message ("requesting", "confirming", "chasing"), never a name.
 */
function doing(word: string): boolean {
  return word === word.toLowerCase() && word.length >= 6 && word.endsWith("ing");
}

/** The recipients at the start of `s`: addresses, names, "him"; "cc …" for copies. */
function readRecipients(s: string): Recipients {
  const out: Recipients = { to: [], cc: [], names: [], pronoun: false, end: 0 };
  let at = 0;
  let field: "to" | "cc" = "to";
  for (let n = 0; n < MAX_RECIPIENTS * 2; n++) {
    const rest = s.slice(at);
    const cc = n > 0 ? prefixLength(rest, CC_MARK) : -1;
    const sep = cc >= 0
      ? cc
      : n > 0
      ? prefixLength(rest, SEPARATOR)
      : rest.length - rest.trimStart().length;
    const from = at + Math.max(sep, 0);
    const next = s.slice(from);
    const address = ADDRESS.exec(next);
    const nextField: "to" | "cc" = cc >= 0 ? "cc" : field;
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
      field = nextField;
      at = from + restStart(pronoun);
      // "email him at julien@… to confirm": the one pointed at is reached at that address.
      const own = addressAt(s.slice(at));
      if (own) {
        addOnce(nextField === "to" ? out.to : out.cc, own.address);
        at += own.length;
      } else out.pronoun = true;
      out.end = at;
      continue;
    }
    // "email kev@… happy new year": a word in lower case after a recipient, with no separator
    // between, opens the message; a capitalised one may be one more ("… sam@… Ana and Raj").
    const opening = next.trimStart().charAt(0);
    const lower = opening !== opening.toUpperCase();
    if (n > 0 && cc < 0 && s.slice(at, from).trim().length === 0 && lower) break;
    const name = NAME.exec(next);
    const first = name?.[1] ?? "";
    if (name && first.length > 1 && !NOT_A_NAME.has(first.toLowerCase()) && !doing(first)) {
      const capital = name[2] && !NOT_A_NAME.has(name[2].toLowerCase()) ? name[2] : undefined;
      const lower = name[2] ? undefined : lowerSurname(first, next.slice(name[0].length));
      const second = capital ?? lower;
      const full = second ? `${first} ${second}` : first;
      const length = lower
        ? next.indexOf(lower, name[0].length) + lower.length
        : capital
        ? name[0].length
        : name[0].length - (name[2]?.length ?? 0);
      const nameEnd = from + next.slice(0, length).trimEnd().length;
      // "Bob Smith at bob@smith.example", "Bob (bob@smith.example)": the address is the recipient.
      const own = addressAt(s.slice(nameEnd));
      if (own) {
        addOnce(nextField === "to" ? out.to : out.cc, own.address);
        at = nameEnd + own.length;
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

/** Words after "email" that say it is no verb: "email address", "email follow-ups". */
const NOT_EMAILED = wordSet(
  "address addresses follow follow-up follow-ups followup followups following",
);

/**
 * The openers of an email request, after which the recipients start; `verb` when the request is a
 * verb said to the recipients, `needs` a shape the whole clause must also say, `few` the most
 * words the recipients may be.
 */
const EMAIL_OPENERS: {
  shape: RegExp;
  verb: boolean;
  needs?: RegExp;
  few?: RegExp;
  notAfter?: ReadonlySet<string>;
  /** Only when every recipient is said with an address ("let the team know at team@… that …"). */
  addressed?: boolean;
}[] = [
  {
    // "write an email for ana@…", "send an e-mail at ana@…" (said so in Spanish, Portuguese or
    // French): only when every recipient is an address ("an email for Monday's meeting" is none)
    shape: template(
      "draft/write/compose/send [a/an] [new/quick/short/brief]* e-mail/mail [message] for/at …",
    ),
    verb: false,
    addressed: true,
  },
  {
    // send an email to …, write an email to …, propose an email to …, draft a quick email
    shape: template(
      "propose/suggest/draft/prepare/write/write_and_send/compose/compose_and_send/send/send_out/send_off/shoot/shoot_off/fire_off/drop/dispatch [me] [a/an/the/this/that/my] [new/quick/short/brief]* e-mail/mail [message] [to] …",
    ),
    verb: false,
  },
  {
    // get an email ready for …, have a quick email ready to …
    shape: template(
      "get/have [me] [a/an] [new/quick/short/brief]* e-mail/mail [message] ready [for/to] …",
    ),
    verb: false,
  },
  {
    // put together an email to …, knock up a quick email for …
    shape: template(
      "put_together/knock_up/whip_up [me] [a/an] [new/quick/short/brief]* e-mail/mail [message] [for/to] …",
    ),
    verb: false,
  },
  {
    // send a message to bob@example.com by email …
    shape: template("send [a/an] [new/quick/short/brief]* message/note/line to …"),
    verb: false,
    needs: BY_EMAIL_SAID,
  },
  {
    // send a message to bob@example.com saying …: only when every recipient is an address
    shape: template("send [a/an] [new/quick/short/brief]* message/note/line to …"),
    verb: false,
    addressed: true,
  },
  // let Alice know by email that …, tell Bob by email …
  { shape: template("let/tell/inform …"), verb: true, needs: BY_EMAIL_SAID },
  // let the team know at team@example.com that …, tell Bob (bob@example.com) that …
  { shape: template("let/tell/inform …"), verb: true, addressed: true },
  {
    // write to Nadia that …, reply to bob@example.com saying … (a reply to a name is forbidden)
    shape: template("write/reply/respond to …"),
    verb: true,
    few: template("write/reply/respond to {who} that/saying/to_say/: …"),
  },
  // email bob@example.com …, e-mail Bob … (not "email address", "email follow-ups")
  {
    shape: template("{email} [to] …", { email: words("proposal").verb("propose_action") }),
    verb: true,
    notAfter: NOT_EMAILED,
  },
];
/** The most words a recipient said before "that" may be ("write to Nadia Lee that …"). */
const FEW = 2;

/** Where an opener of the clause ends, and whether it is a verb; or null. */
function opener(text: string): { end: number; verb: boolean; addressed: boolean } | null {
  for (const row of EMAIL_OPENERS) {
    const end = prefixLength(text, row.shape);
    if (end < 0) continue;
    if (row.needs && !row.needs.test(text)) continue;
    const who = row.few?.exec(text)?.groups?.who;
    if (row.few && (!who || who.split(" ").filter((w) => w).length > FEW)) continue;
    if (row.notAfter?.has(firstWord(text.slice(end)))) continue;
    if (row.addressed) {
      const read = readRecipients(text.slice(end));
      if (read.to.length === 0 || read.names.length > 0 || read.pronoun) continue;
    }
    return { end, verb: row.verb, addressed: row.addressed ?? false };
  }
  return null;
}

/** "send Bob an email saying …", "send to ana@… an email …": recipients, `{who}`, before the noun. */
const SEND_THEM_AN_EMAIL = template(
  "send/shoot/drop/write [to] {who} a/an [new/quick/short/brief]* e-mail/mail …",
);
/**
 * "send tom@example.com a quick note saying …": a message, note or line sent to someone is an email
 * only when every recipient is an address ("send Bob a note" may be anything).
 */
const SEND_ADDRESS_A_MESSAGE = template(
  "send/shoot/drop {who} a/an [new/quick/short/brief/little]* message/note/line …",
);
/** Words that start no message after an address: a topic or subject follows. */
const NOT_A_MESSAGE = wordSet("about re regarding with subject");

/** The email a clause asks to propose (a draft when it lacks addresses), or null. */
export function email(c: Clause): ToolCall | null {
  let recipients: Recipients | null = null;
  let contentStart = 0;
  let verb = false;
  const them = SEND_THEM_AN_EMAIL.exec(c.text);
  const span = them?.indices?.groups?.who;
  if (them && span) {
    const read = readRecipients(c.text.slice(span[0], span[1]));
    if (read.end === span[1] - span[0] && (read.to.length > 0 || read.names.length > 0)) {
      recipients = read;
      contentStart = restStart(them);
    }
  }
  const message = recipients ? null : SEND_ADDRESS_A_MESSAGE.exec(c.text);
  const said = message?.indices?.groups?.who;
  if (message && said) {
    const read = readRecipients(c.text.slice(said[0], said[1]));
    const addressed = read.to.length > 0 && read.names.length === 0 && !read.pronoun;
    if (read.end === said[1] - said[0] && addressed) {
      recipients = read;
      contentStart = restStart(message);
    }
  }
  if (!recipients) {
    const opened = opener(c.text);
    if (opened) {
      recipients = readRecipients(c.text.slice(opened.end));
      contentStart = opened.end + recipients.end;
      verb = opened.verb;
    }
  }
  if (!recipients) return null;
  if (verb && recipients.to.length + recipients.names.length === 0 && !recipients.pronoun) {
    return null;
  }
  // "…, email orders@paperco.example" names an address; it asks for nothing.
  if (verb && c.text.slice(contentStart).trim().length === 0) return null;
  // "let Alice know by email …"
  const know = prefixLength(c.text.slice(contentStart), KNOW);
  if (know >= 0) contentStart += know;
  const byEmail = prefixLength(c.text.slice(contentStart), BY_EMAIL);
  if (byEmail >= 0) contentStart += byEmail;
  // "let Marta know by email at marta@… that …": the one person named is reached at that address.
  const own = byEmail >= 0 ? addressAt(c.text.slice(contentStart)) : null;
  if (own && recipients.names.length === 1 && recipients.to.length === 0) {
    recipients = { ...recipients, to: [own.address], names: [] };
    contentStart += own.length;
  }
  const content = readContent(c, contentStart);
  let body = content.body;
  if (body === null && recipients.to.length > 0) {
    // "email bob@example.com I'll be late": what follows the address is the message.
    // To the end of the clause as typed, as a message said after "saying" is.
    const rest = c.typed(contentStart, Number.MAX_SAFE_INTEGER).replace(/^[\s,;:-]+/u, "");
    if (/\p{L}/u.test(rest) && !NOT_A_MESSAGE.has(firstWord(rest))) {
      body = messageAndQuestion(unquoted(rest));
    }
  }
  // "about the leaking tap, cc sam@…": copies said after the topic.
  const copied = prefixLength(c.text.slice(content.end), CC_MARK);
  if (copied >= 0 && content.topic !== null && body === null) {
    const more = readRecipients(c.text.slice(content.end + copied));
    const rest = c.text.slice(content.end + copied + more.end).trim();
    if (more.to.length > 0 && more.names.length === 0 && !more.pronoun && rest === "") {
      recipients = { ...recipients, cc: [...recipients.cc, ...more.to] };
    } else return null;
  }
  // "to hr@… regarding my leave …": a topic said alone, to addresses only, is the message.
  const addressed = recipients.to.length > 0 && recipients.names.length === 0 &&
    !recipients.pronoun;
  if (body === null && content.subject === null && content.topic !== null && addressed) {
    body = topicMessage(content.topic);
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
