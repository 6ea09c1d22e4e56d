/**
 * What an email request says after its recipients: the subject line ("subject: Lunch", "titled
 * …"), the topic ("about the report") and the message ("saying …", "telling him …", "asking her
 * to …"), each started by the words of a shape (`_templates.ts`).
 * @module
 */
import { bodyFrom, capitalize, trimEnd, unquoted } from "./_propose_drafts.ts";
import { CC_MARK, readRecipients, type Recipients } from "./_propose_email_recipients.ts";
import { prefixLength, template, templates } from "./_templates.ts";
import type { Clause } from "./_tool_text.ts";
import { wordSet } from "./_tool_words.ts";

/** Where the message starts ("saying", "that", ":", "telling him"); `quoted` before a quote only. */
const BODY_START: { shape: RegExp; quoted?: boolean }[] = [
  { shape: "[,/;/.] [and] saying/say/says [:] …" },
  { shape: "[,/;/.] that_says/which_says/to_say [:] …" },
  {
    shape:
      "[,/;/.] [and/to] tell/telling/inform/informing/advise/advising him/her/them [that] [:] …",
  },
  { shape: "[,/;/.] [and] let/letting him/her/them know [that] [:] …" },
  { shape: "[,/;/.] with [the] body/message/text [:] …" },
  { shape: "[,/;/.] [and] [the] body/message/text is/: [:] …" },
  { shape: "[,/;/.] [and] [the] body/message/text …", quoted: true },
  { shape: "[,/;/.] that/:/- [:] …" },
].map((row) => ({ ...row, shape: template(row.shape) }));
/** "asking him to call me back": a question, its `{particle}` saying which. */
const ASKING = template("[,/;/.] [and/to] ask/asking [him/her/them] [{particle:particle}] …", {
  particle: ["to", "whether", "if", "about", "for"],
});
/** Where the subject line starts. */
const SUBJECT_START = templates([
  "[,/;/./:] [with/and] [the/a] subject [line] [is/of] [:] …",
  "[,/;/./:] titled/entitled/headed [:] …",
]);
/** Where the topic starts: "about the report". */
const TOPIC_START = template("[,/;/.] about/regarding/concerning/re/on_the_subject_of [:] …");
/** What ends a subject or a topic, the `{value}`: the message starting. */
const SUBJECT_END = templates([
  "[{value}] : …",
  "[{value}] [,/;/.] saying/that_says/to_say/telling_him/telling_her/telling_them/asking/with_body/with_message/with_text/with_the_body/with_the_message/with_the_text/and_body/and_message/and_text/and_the_body/and_the_message/and_the_text/and_say/ask/and_ask …",
  "[{value}] [,/;/.] body : …",
  "[{value}] , [and] about/regarding …",
  // "about the leaking tap, cc sam@…": the copies said after the topic.
  "[{value}] , [and] cc/copy/copying/cc-ing/cc'ing …",
]);
/** A subject said after the message: "… with the subject Lunch", "…, subject: Lunch". */
const TRAILING_SUBJECT = templates([
  "{before} [,/;/.] with [the] subject [line] [is] [:] {subject}",
  "{before} ,/;/. [and] [the] subject [line] [is] [:] {subject}",
]);

/** The reading of one of `all` whose `slot` ends first in `text` (the first said), or null. */
function earliest(text: string, all: readonly RegExp[], slot: string): RegExpExecArray | null {
  let best: RegExpExecArray | null = null;
  for (const s of all) {
    const m = s.exec(text);
    const end = m?.indices?.groups?.[slot]?.[1] ?? 0;
    if (m && (!best || end < (best.indices?.groups?.[slot]?.[1] ?? 0))) best = m;
  }
  return best;
}

/** Where the message starts in `text`, after the words that announce it; -1 when none do. */
function bodyStart(text: string): number {
  for (const row of BODY_START) {
    const end = prefixLength(text, row.shape);
    if (end < 0) continue;
    if (row.quoted && !['"', "'"].includes(text.charAt(end))) continue;
    return end;
  }
  return -1;
}

/** What an email says: its subject line, its topic ("about …") and its message. */
export interface Content {
  subject: string | null;
  topic: string | null;
  body: string | null;
  /** The copies said after the message ("…, cc my husband imran@…"), or null. */
  copies: Recipients | null;
  /** Where reading stopped in the clause's text (its end when all was read). */
  end: number;
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

/** "and", said or texted, before "ask" in a message. */
const ASK_JOINS = new Set(["and", "n", "&", "+"]);
/** What may follow "ask" in a message said to be sent: "… and ask if he's free". */
const ASK_PARTICLES = new Set(["if", "whether", "to", "for", "about"]);
/** Who may be asked, said between "ask" and what: "… and ask her to confirm". */
const ASKED = new Set(["him", "her", "them"]);

/**
 * "happy new year n ask if hes up for skiing": a message, then what to ask said to the assistant,
 * written as the message and the question ("Happy new year. Could you let me know if …?").
 */
export function messageAndQuestion(text: string): string {
  const ws = text.split(" ");
  // "… and ask her to confirm": the one asked may be said between.
  const whom = (i: number) => ASKED.has((ws[i + 2] ?? "").toLowerCase()) ? 1 : 0;
  const at = ws.findIndex((w, i) =>
    i > 0 && ASK_JOINS.has(w.toLowerCase()) && ["ask", "asking"].includes(ws[i + 1] ?? "") &&
    ASK_PARTICLES.has((ws[i + 2 + whom(i)] ?? "").toLowerCase()) && i + 3 + whom(i) < ws.length
  );
  if (at < 0) return bodyFrom(text);
  const particle = at + 2 + whom(at);
  const said = bodyFrom(ws.slice(0, at).join(" "));
  const end = [".", "!", "?"].includes(said.charAt(said.length - 1)) ? "" : ".";
  return `${said}${end} ${asked(ws[particle]!, ws.slice(particle + 1).join(" "))}`;
}

/** Words after "that" that open what is said: "saying that I'll be late" says "I'll be late". */
const THAT_OPENS = wordSet("i we you he she they it the my our his her their your there");

/** A message without the "that" before it ("to say that the report is ready"); "that's fine" kept. */
function withoutThat(text: string): string {
  const [first, second] = text.split(" ");
  const opens = second !== undefined && THAT_OPENS.has(second.toLowerCase().split("'")[0] ?? "");
  return first?.toLowerCase() === "that" && opens ? text.slice(first.length).trimStart() : text;
}

/** Subject, topic and message of the text after the recipients, `start` to the clause's end. */
export function readContent(c: Clause, start: number): Content {
  const out: Content = {
    subject: null,
    topic: null,
    body: null,
    copies: null,
    end: c.text.length,
  };
  const typed = (a: number, b: number) => unquoted(c.typed(start + a, start + b));
  const t = c.text.slice(start);
  let at = 0;
  for (let step = 0; step < 4 && at < t.length; step++) {
    const rest = t.slice(at);
    const subject = out.subject === null ? prefixLength(rest, ...SUBJECT_START) : -1;
    const topic = out.topic === null && subject < 0 ? prefixLength(rest, TOPIC_START) : -1;
    const head = subject >= 0 ? subject : topic;
    if (head >= 0) {
      const from = at + head;
      const tail = t.slice(from);
      let end = t.length;
      const quoted = /^(["'])(.+?)\1/u.exec(tail);
      if (quoted) end = from + quoted[0].length;
      else {
        const stop = earliest(tail, SUBJECT_END, "value");
        if (stop) end = from + (stop.indices?.groups?.value?.[1] ?? 0);
      }
      const value = trimEnd(typed(from, end));
      if (value.length > 0) {
        if (subject >= 0) out.subject = value;
        else out.topic = value;
      }
      at = end;
      out.end = start + end;
      continue;
    }
    const ask = ASKING.exec(rest.trimStart());
    const asking = ask ? prefixLength(rest, ASKING) : -1;
    const body = asking >= 0 ? asking : bodyStart(rest);
    if (body >= 0) {
      const from = at + body;
      let end = t.length;
      const trailing = out.subject === null
        ? earliest(t.slice(from), TRAILING_SUBJECT, "before")
        : null;
      const said = trailing?.indices?.groups;
      if (trailing && said?.subject && said.before) {
        out.subject = trimEnd(typed(from + said.subject[0], from + said.subject[1]));
        end = from + said.before[1];
      }
      // To the end of the clause as typed, with its punctuation and any "thanks".
      const whole = trailing
        ? typed(from, end)
        : unquoted(c.typed(start + from, Number.MAX_SAFE_INTEGER));
      const copied = copiesAfter(whole);
      out.copies = copied?.copies ?? null;
      const text = copied?.message ?? whole;
      if (text.length > 0) {
        out.body = ask
          ? asked(ask.groups?.particle ?? "", text)
          : messageAndQuestion(withoutThat(text));
      }
      out.end = c.text.length;
      break;
    }
    break;
  }
  return out;
}

/** Topics that point at something said elsewhere ("email jo@… about it, …") say no message. */
const POINTING = wordSet("it this that them these those him her");

/**
 * "regarding my leave from 23rd to 27th March": a topic said alone, a thing named, is what the
 * message is about; null when it only points ("about it").
 */
export function topicMessage(topic: string): string | null {
  const ws = topic.split(" ").filter((w) => w.length > 0);
  const first = trimEnd(ws[0]?.toLowerCase() ?? "");
  if (first.length === 0 || POINTING.has(first)) return null;
  return `I'm writing about ${trimEnd(topic)}.`;
}

/**
 * "Zara will be absent on Thursday, cc my husband imran@…": copies said after a message, after a
 * comma, are whom to copy, never its words; the message before them and the copies, or null when
 * no part after a comma is only recipients ("…, cc me next time" stays the message).
 */
export function copiesAfter(text: string): { message: string; copies: Recipients } | null {
  for (let at = text.indexOf(","); at > 0; at = text.indexOf(",", at + 1)) {
    const mark = prefixLength(text.slice(at), CC_MARK);
    if (mark < 0) continue;
    const whom = text.slice(at + mark);
    const copies = readRecipients(whom);
    const named = copies.to.length + copies.names.length > 0 && !copies.pronoun;
    if (!named || trimEnd(whom.slice(copies.end)).trim() !== "") continue;
    const message = trimEnd(text.slice(0, at));
    if (message.length > 0) return { message, copies };
  }
  return null;
}
