/**
 * What the chat and the status endpoint say about a proposal: its one-line summary, the message
 * with Confirm and Reject, and the outcome of a tap. Pure.
 * @module
 */
import type { EmailDelivery, ProposalInput, ProposalView } from "@asst/shared";
import { formatDate, formatDateTime } from "@asst/shared/time";

/** The email or event of a proposal, and the sender of an email. */
export interface ProposalPayload {
  proposal: ProposalInput;
  from: { address: string; name: string | null } | null;
}

/** A proposal's kind, from what it proposes. */
export function kindOf(p: ProposalInput): "email" | "calendar_event" {
  return p.email ? "email" : "calendar_event";
}

/** "Fri 27 Nov 2026, 13:00" in the user's time zone (UTC when the zone is unknown). */
export function formatWhen(at: Date, timeZone: string): string {
  // The shared form has a comma after the weekday ("Fri, 27 Nov…"); proposals read without it.
  return formatDateTime(at, timeZone).replace(",", "");
}

/** When an event is: "Fri 27 Nov 2026, 13:00–14:00", or "Thu 3 Dec 2026 (all day)". */
export function eventWhen(
  event: NonNullable<ProposalInput["calendar_event"]>,
  timeZone: string,
): string {
  if (event.start.length === 10) {
    const last = event.end && event.end !== event.start ? ` to ${formatDate(event.end)}` : "";
    return `${formatDate(event.start)}${last} (all day)`;
  }
  const start = formatWhen(new Date(event.start), timeZone);
  if (!event.end) return start;
  const end = formatWhen(new Date(event.end), timeZone);
  const sameDay = start.slice(0, start.lastIndexOf(",")) === end.slice(0, end.lastIndexOf(","));
  return sameDay ? `${start}–${end.slice(end.lastIndexOf(",") + 2)}` : `${start} – ${end}`;
}

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

function recipients(to: string[]): string {
  const first = to[0] ?? "";
  if (to.length === 1) return first;
  return `${first} and ${to.length - 1} other${to.length === 2 ? "" : "s"}`;
}

/** The short summary the status endpoint and the events carry. */
export function summarize(p: ProposalInput, timeZone: string): string {
  if (p.email) {
    return `Email to ${recipients(p.email.to)}: "${clip(p.email.subject, 80)}"`;
  }
  const event = p.calendar_event!;
  return `Calendar event "${clip(event.title, 80)}" on ${eventWhen(event, timeZone)}`;
}

function sender(from: ProposalPayload["from"]): string {
  if (!from) return "(no address)";
  return from.name ? `${from.name} <${from.address}>` : from.address;
}

/** The most characters of an email body the chat message shows. */
const BODY_SHOWN = 1500;

/**
 * The chat message asking the user to decide, above its Confirm and Reject buttons.
 * @param byKey false when the user proposed it in their own chat, not through an API key
 */
export function proposalMessage(
  payload: ProposalPayload,
  view: ProposalView,
  timeZone: string,
  delivery: EmailDelivery | null,
  byKey = true,
): string {
  const who = byKey ? "A program using one of your API keys proposes" : "Here is";
  const expires = `It goes out only if you tap Confirm. Without a decision it expires on ${
    formatWhen(new Date(view.expires_at), timeZone)
  }.`;
  const { email, calendar_event: event } = payload.proposal;
  if (email) {
    const body = [...email.body].length > BODY_SHOWN
      ? `${clip(email.body, BODY_SHOWN)}\n(${
        [...email.body].length - BODY_SHOWN + 1
      } more characters)`
      : email.body;
    const lines = [
      `${who} this email:`,
      "",
      `From: ${sender(payload.from)}`,
      `To: ${email.to.join(", ")}`,
      ...(email.cc && email.cc.length > 0 ? [`Cc: ${email.cc.join(", ")}`] : []),
      `Subject: ${email.subject}`,
      "",
      body,
      "",
      expires,
    ];
    if (delivery === "local_outbox") {
      lines.push(
        'No mail server is set up, so on Confirm the email is saved to your local outbox instead of being sent (say "show my outbox" to read it).',
      );
    }
    return lines.join("\n");
  }
  return [
    `${who} this calendar event:`,
    "",
    event!.title,
    eventWhen(event!, timeZone),
    ...(event!.location ? [`Where: ${event!.location}`] : []),
    ...(event!.notes ? [`Notes: ${event!.notes}`] : []),
    "",
    expires.replace("goes out", "is added"),
  ].join("\n");
}

/** What the chat says when the action went out. */
export function confirmedText(summary: string, delivery: string): string {
  if (delivery === "local_outbox") {
    return `Confirmed. ${summary} is saved to your local outbox, because no mail server is set up; say "show my outbox" to read it.`;
  }
  if (delivery === "calendar") return `Confirmed. ${summary} is in your calendar.`;
  return `Confirmed. ${summary} was sent.`;
}

/** What the chat says when the confirmed action did not go out. */
export function failedText(summary: string, reason: string): string {
  const why = reason.trim() === "" ? "" : ` ${reason.trim().replace(/\.?$/, ".")}`;
  return `That didn't go out: ${summary}.${why} Nothing else changed.`;
}

/** What the chat says when a confirmed action was interrupted, so whether it went out is unknown. */
export function interruptedText(summary: string, reason: string): string {
  return `Marked failed: ${summary}. ${
    reason.replace(/\.?$/, "")
  }; check whether it arrived before you propose it again.`;
}

/** What the chat says about a proposal that is already decided (or being carried out). */
export function alreadyText(view: ProposalView, timeZone: string, inFlight: boolean): string {
  if (inFlight) return `${view.summary} is being carried out right now; nothing changed.`;
  const at = (iso: string | null) => (iso ? ` on ${formatWhen(new Date(iso), timeZone)}` : "");
  switch (view.status) {
    case "confirmed":
      return `This proposal was already confirmed${at(view.resolved_at)}; nothing changed.`;
    case "rejected":
      return `This proposal was already rejected${at(view.resolved_at)}; nothing changed.`;
    case "failed":
      return `This proposal already failed${at(view.resolved_at)}; nothing changed.`;
    case "expired":
      return `This proposal expired${
        at(view.expires_at)
      } without a decision; nothing was sent and nothing changed.`;
    default:
      return "This proposal is still waiting for your decision.";
  }
}
