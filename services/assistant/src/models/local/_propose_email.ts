/**
 * Emails in what people write: "send an email to bob@example.com saying I'll be late", "email
 * bob@example.com and ana@example.com about the report: it's ready". Recipients without an address
 * give a draft.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";
import { asDraft, capitalize, emailCall, subjectFrom, unquoted } from "./_propose_drafts.ts";
import { prefixLength, restStart, template } from "./_templates.ts";
import { wordSet } from "./_tool_words.ts";
import { firstWord } from "./_tool_text.ts";
import { wordsOf } from "./_shapes.ts";
import type { Clause } from "./_tool_text.ts";
import {
  copiesAfter,
  messageAndQuestion,
  readContent,
  topicMessage,
} from "./_propose_email_content.ts";
import {
  addressAt,
  CC_MARK,
  readRecipients,
  type Recipients,
} from "./_propose_email_recipients.ts";
import { words } from "./groups/mod.ts";

const BY_EMAIL = template("by/via/over/through e-mail …");
/** "let Alice know by email …": the email said anywhere after the request. */
const BY_EMAIL_SAID = template("… by/via/over e-mail …");
/** "let Alice know …": the verb's last word. */
const KNOW = template("know …");

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
  // message my boss at boss@… saying …, message kev@… that …: only when every recipient is an
  // address ("message Tom saying …" may be a text)
  { shape: template("message …"), verb: true, addressed: true },
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

/** `recipients` with `copies` (read as recipients of their own) added as its copies. */
function withCopies(recipients: Recipients, copies: Recipients): Recipients {
  const cc = [...recipients.cc];
  for (const a of copies.to) {
    if (!cc.some((b) => b.toLowerCase() === a.toLowerCase())) cc.push(a);
  }
  const names = copies.names.map((n) => ({ ...n, field: "cc" as const }));
  return { ...recipients, cc, names: [...recipients.names, ...names] };
}

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
  let copies = content.copies;
  if (body === null && recipients.to.length > 0) {
    // "email bob@example.com I'll be late": what follows the address is the message.
    // To the end of the clause as typed, as a message said after "saying" is.
    const rest = c.typed(contentStart, Number.MAX_SAFE_INTEGER).replace(/^[\s,;:-]+/u, "");
    if (/\p{L}/u.test(rest) && !NOT_A_MESSAGE.has(firstWord(rest))) {
      const copied = copiesAfter(unquoted(rest));
      copies = copied?.copies ?? null;
      body = messageAndQuestion(copied?.message ?? unquoted(rest));
    }
  }
  // "…, cc my husband imran@…": copies said after the message; one said by name is asked for.
  if (copies) recipients = withCopies(recipients, copies);
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
  // "about the offsite — subject: dates, say …": a label of the message left in it, so what is
  // the subject and what the message is are both in doubt.
  if (labelLeft(subjectText, PART_LABELS) || labelLeft(body, BODY_LABELS)) return null;
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

/** The labels of an email's parts, said before them: "subject: …", "body: …". */
const PART_LABELS = new Set(["subject", "body", "betreff", "objet"]);
/** The label of the message itself, which a message never holds before a colon: "body: …". */
const BODY_LABELS = new Set(["body"]);

/**
 * "The offsite - subject", "Saturday - body: bring snacks": a part's label read into another part
 * (said last, or before a colon), never a word of a message ("the subject of the talk").
 */
function labelLeft(part: string | null, labels: ReadonlySet<string>): boolean {
  if (part === null) return false;
  const ws = wordsOf(part);
  const words = ws.filter((w) => !w.punct);
  const last = words.at(-1)?.w ?? "";
  const lastLabel = labels.has(last) ||
    (last === "line" && labels.has(words.at(-2)?.w ?? ""));
  return lastLabel || ws.some((w, i) => labels.has(w.w) && ws[i + 1]?.raw === ":");
}
