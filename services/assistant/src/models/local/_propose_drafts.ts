/**
 * Proposals that lack something, and the text of an email: a request that lacks something (an
 * email to "Bob", with no address; an event with no day) is a draft, a `propose_action` call whose
 * input is `{ draft }`, which never validates as the tool's input. {@link draftQuestion} says what
 * is missing; {@link completeEmail} fills in addresses found in the user's contacts.
 * @module
 */
import type { ToolCall } from "../../tools/types.ts";

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

/** A draft as the call that carries it. */
export function asDraft(draft: ProposalDraft): ToolCall {
  return { name: PROPOSE, input: { draft } };
}

/** The most addresses one email names. */
export const MAX_RECIPIENTS = 20;
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

/** An email proposal; `cc` only when it names someone. */
export function emailCall(to: string[], cc: string[], subject: string, body: string): ToolCall {
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

/** The text with its first letter in capitals. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The text without the quotes around all of it. */
export function unquoted(text: string): string {
  const t = text.trim();
  const m = /^(["'])(.+)\1$/su.exec(t);
  return (m ? m[2] ?? "" : t).trim();
}

/** The text without the spaces and punctuation at its end. */
export function trimEnd(text: string): string {
  return text.replace(/[\s.,;:!-]+$/u, "");
}

/** A subject line from text: its first sentence, at most about 60 characters, one line. */
export function subjectFrom(text: string): string {
  const oneLine = text.replace(/\s+/gu, " ").trim();
  const first = /^(.+?[.!?])(?:\s|$)/u.exec(oneLine)?.[1] ?? oneLine;
  let subject = trimEnd(first);
  if (subject.length > 60) {
    const cut = subject.slice(0, 60);
    const space = cut.lastIndexOf(" ");
    subject = `${trimEnd(space > 20 ? cut.slice(0, space) : cut)}…`;
  }
  return capitalize(subject);
}

/** An email body from text: on one line, starting with a capital. */
export function bodyFrom(text: string): string {
  return capitalize(text.replace(/\s+/gu, " ").trim());
}
