/**
 * The chat command that shows the emails kept in the local outbox when no mail server is set up.
 * @module
 */
import { AppError, call, proposalsSubjects } from "@asst/shared";
import { formatDateTime, safeTimeZone } from "@asst/shared/time";
import { isOutboxRequest } from "./outbox_parse.ts";
import { type ChatCommand, textReply } from "./types.ts";

/** Emails the outbox listing shows. */
const OUTBOX_SHOWN = 10;
/** Characters of an email's body the outbox listing shows. */
const OUTBOX_BODY_CHARS = 500;

/** "show my outbox". */
export const outboxCommand: ChatCommand<true> = {
  name: "outbox",
  recognise: (text) => isOutboxRequest(text) ? true : null,
  async handle(_, ctx) {
    let listed;
    try {
      listed = await call(ctx.deps.bus, proposalsSubjects.listOutbox, {
        account_id: ctx.accountId,
        limit: OUTBOX_SHOWN,
      }, { requestId: ctx.requestId });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) return textReply(err.message);
      throw err;
    }
    const { emails, smtp_configured } = listed;
    const server = smtp_configured
      ? "A mail server is set up, so emails you confirm go out through it."
      : "No mail server is set up, so emails you confirm are kept here for you to read.";
    if (emails.length === 0) return textReply(`Your outbox is empty. ${server}`);
    const tz = safeTimeZone(await ctx.timezone());
    const lines = emails.map((e) => {
      const cc = e.cc.length > 0 ? `, cc ${e.cc.join(", ")}` : "";
      const body = e.body.length > OUTBOX_BODY_CHARS
        ? `${e.body.slice(0, OUTBOX_BODY_CHARS).trimEnd()}…`
        : e.body;
      return `• ${formatDateTime(new Date(e.saved_at), tz)}: to ${e.to.join(", ")}${cc}, ` +
        `from ${e.from}\nSubject: ${e.subject}\n${body}`;
    });
    const head = emails.length === 1
      ? "The email in your outbox:"
      : `The ${emails.length} newest emails in your outbox, newest first:`;
    return textReply(`${head}\n\n${lines.join("\n\n")}\n\n${server}`);
  },
};
