import { AppError, assistantSubjects, call, type Logger } from "@asst/shared";
import type { Bus } from "@asst/shared/bus";
import type { LocalOutbox } from "./local_outbox.ts";
import { type Mailer, MailError } from "./mailer.ts";
import type { ProposalRow } from "./proposal_store.ts";

/** What carrying out a confirmed proposal gave. */
export type ExecutionOutcome =
  | { ok: true; delivery: "smtp" | "local_outbox" | "calendar" }
  | { ok: false; reason: string };

/** What {@link ActionExecutor} needs. */
export interface ActionExecutorDeps {
  outbox: LocalOutbox;
  bus: Bus;
  log: Logger;
  /** The mail server; null keeps confirmed emails in the local outbox. */
  mailer: Mailer | null;
  /** How long the calendar may take to answer, in milliseconds. */
  timeoutMs: number;
}

/**
 * Carries out a confirmed proposal: sends its email (through SMTP, or into the local outbox
 * when no mail server is configured) or adds its event to the calendar (the user's CalDAV
 * calendar when connected, else the built-in one). Never throws:
 * a failure is an outcome with a reason the user can read.
 */
export class ActionExecutor {
  readonly #d: ActionExecutorDeps;

  constructor(deps: ActionExecutorDeps) {
    this.#d = deps;
  }

  /** Where a confirmed email goes now. */
  get emailDelivery(): "smtp" | "local_outbox" {
    return this.#d.mailer ? "smtp" : "local_outbox";
  }

  /** Carries out the proposal's action once. */
  async execute(row: ProposalRow, requestId: string): Promise<ExecutionOutcome> {
    try {
      return row.kind === "email" ? await this.#email(row) : await this.#calendar(row, requestId);
    } catch (err) {
      this.#d.log.error("proposal action failed unexpectedly", { proposal_id: row.id, err });
      return { ok: false, reason: "Something went wrong on our side while carrying it out" };
    }
  }

  async #email(row: ProposalRow): Promise<ExecutionOutcome> {
    const email = row.payload.proposal.email;
    const from = row.payload.from;
    if (!email || !from) return { ok: false, reason: "The proposal has no email or no sender" };
    const mailer = this.#d.mailer;
    if (!mailer) {
      await this.#d.outbox.save({
        proposalId: row.id,
        accountId: row.account_id,
        from: from.name ? `${from.name} <${from.address}>` : from.address,
        to: email.to,
        cc: email.cc ?? [],
        subject: email.subject,
        body: email.body,
      });
      return { ok: true, delivery: "local_outbox" };
    }
    try {
      const domain = from.address.slice(from.address.lastIndexOf("@") + 1);
      const sent = await mailer.send({
        from: from.name ? { address: from.address, name: from.name } : { address: from.address },
        to: email.to,
        ...(email.cc && email.cc.length > 0 ? { cc: email.cc } : {}),
        subject: email.subject,
        text: email.body,
        messageId: `<${row.id}@${domain}>`,
      });
      if (sent.accepted.length === 0) {
        return { ok: false, reason: "The mail server accepted none of the recipients" };
      }
      this.#d.log.info("proposal email sent", {
        proposal_id: row.id,
        accepted: sent.accepted.length,
        rejected: sent.rejected.length,
      });
      return { ok: true, delivery: "smtp" };
    } catch (err) {
      if (err instanceof MailError) return { ok: false, reason: err.message };
      throw err;
    }
  }

  async #calendar(row: ProposalRow, requestId: string): Promise<ExecutionOutcome> {
    const event = row.payload.proposal.calendar_event;
    if (!event) return { ok: false, reason: "The proposal has no event" };
    const request = {
      account_id: row.account_id,
      id: row.id,
      title: event.title,
      start: event.start,
      ...(event.end ? { end: event.end } : {}),
      ...(event.location ? { location: event.location } : {}),
      ...(event.notes ? { notes: event.notes } : {}),
    };
    // Adding is idempotent (the event's id is the proposal's), so an unanswered try is retried once.
    for (let attempt = 1;; attempt++) {
      try {
        await call(this.#d.bus, assistantSubjects.addCalendarEvent, request, {
          requestId,
          timeoutMs: this.#d.timeoutMs,
        });
        return { ok: true, delivery: "calendar" };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.status < 500) {
          return { ok: false, reason: `The calendar refused it: ${err.message}` };
        }
        if (attempt >= 2) {
          // 502: the user's own calendar server (CalDAV) failed; its message names the host.
          const reason = err.status === 502
            ? `${err.message}; propose it again later`
            : "The calendar could not be reached; propose it again later";
          return { ok: false, reason };
        }
      }
    }
  }
}
