import {
  AppError,
  type BatchLoop,
  batchLoop,
  type ChatOut,
  ERROR_CODE,
  type Logger,
  type ProposalInput,
  type ProposalView,
  randomBase62,
} from "@asst/shared";
import type { ActionExecutor } from "./action_executor.ts";
import type { ButtonHandler } from "./channels/chat_router.ts";
import { type ProposalRow, type ProposalStore, viewOf } from "./proposal_store.ts";
import {
  alreadyText,
  confirmedText,
  failedText,
  interruptedText,
  proposalMessage,
  type ProposalPayload,
  summarize,
} from "./proposal_text.ts";

/** Callback data of a proposal's buttons: this prefix and 22 random base62 characters. */
export const PROPOSAL_BUTTON_PREFIX = "p:";
const TOKEN_LENGTH = 22;
const TOKEN = /^p:[0-9A-Za-z]{22}$/;

/** Proposals expired or ended per sweep. */
const SWEEP_BATCH = 100;

/** What {@link ProposalMachine} needs. */
export interface ProposalMachineDeps {
  store: ProposalStore;
  executor: ActionExecutor;
  /** Sends messages to an account's chat. */
  send(accountId: string, messages: ChatOut[]): Promise<number>;
  /** Asks the outbox relay to publish what was just written. */
  wake(): void;
  log: Logger;
  /** How long a proposal waits for a decision, in milliseconds. */
  ttlMs: number;
  /** How long a claim may last before the sweeper ends it as failed. @default 10 minutes */
  claimTimeoutMs?: number;
  now?: () => Date;
}

/** A proposal to make. */
export interface ProposeRequest {
  id: string;
  accountId: string;
  keyId: string | null;
  proposal: ProposalInput;
  from: ProposalPayload["from"];
  timezone: string;
}

/**
 * The proposal state machine of the specification: pending → confirmed (the action went out),
 * failed (it did not), rejected, or expired (no decision in time). No other transition exists;
 * each runs once whatever the number of taps and replicas, and emits one `proposal.resolved`.
 */
export class ProposalMachine implements ButtonHandler {
  readonly #d: ProposalMachineDeps;
  readonly #now: () => Date;
  readonly #sweeper: BatchLoop;

  constructor(deps: ProposalMachineDeps) {
    this.#d = deps;
    this.#now = deps.now ?? (() => new Date());
    this.#sweeper = batchLoop({
      runOnce: () => this.sweep(),
      batchSize: SWEEP_BATCH,
      defaultIntervalMs: 1000,
      log: deps.log,
      failure: "proposal sweep failed",
    });
  }

  /**
   * Stores a pending proposal and sends the chat message with Confirm and Reject. A second call
   * with the same id returns the stored proposal and sends the message only if it never went.
   * @throws {AppError} 422 for an email without a sender, 409 for an id of another account
   */
  async propose(
    req: ProposeRequest,
  ): Promise<{ proposal: ProposalView; delivery: "smtp" | "local_outbox" | null }> {
    if (req.proposal.email && !req.from) {
      throw new AppError(
        ERROR_CODE.invalidBody,
        "An email needs the account's address to be sent from; set it in the chat",
      );
    }
    const now = this.#now();
    const payload: ProposalPayload = {
      proposal: req.proposal,
      from: req.proposal.email ? req.from : null,
    };
    const { row, created } = await this.#d.store.create({
      id: req.id,
      accountId: req.accountId,
      keyId: req.keyId,
      payload,
      summary: summarize(req.proposal, req.timezone),
      timezone: req.timezone,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.#d.ttlMs),
    });
    if (row.account_id !== req.accountId) {
      throw new AppError(ERROR_CODE.conflict, `The proposal id "${req.id}" is taken`);
    }
    const delivery = row.kind === "email" ? this.#d.executor.emailDelivery : null;
    const view = viewOf(row, now);
    if ((created || row.notified_at === null) && view.status === "pending") {
      if (await this.#d.store.claimNotification(row.id)) {
        try {
          await this.#notify(row, view, delivery);
        } catch (err) {
          await this.#d.store.releaseNotification(row.id);
          throw err;
        }
      }
    }
    return { proposal: view, delivery };
  }

  async #notify(
    row: ProposalRow,
    view: ProposalView,
    delivery: "smtp" | "local_outbox" | null,
  ): Promise<void> {
    const confirm = PROPOSAL_BUTTON_PREFIX + randomBase62(TOKEN_LENGTH);
    const reject = PROPOSAL_BUTTON_PREFIX + randomBase62(TOKEN_LENGTH);
    await this.#d.store.setButtons(row.id, row.account_id, { confirm, reject });
    const delivered = await this.#d.send(row.account_id, [{
      text: proposalMessage(row.payload, view, row.timezone, delivery, row.key_id !== null),
      buttons: [{ label: "Confirm", data: confirm }, { label: "Reject", data: reject }],
    }]);
    if (delivered === 0) {
      await this.#d.store.releaseNotification(row.id);
      this.#d.log.warn("proposal has no chat to go to", { proposal_id: row.id });
    }
  }

  /** True for the callback data of a proposal's button. */
  owns(data: string): boolean {
    return data.startsWith(PROPOSAL_BUTTON_PREFIX);
  }

  /**
   * A tap on a proposal's button by the chat user of `accountId`. Data that is no button, a
   * button of another user's proposal, or a proposal already decided changes nothing; the
   * reply says why.
   */
  async tap(accountId: string, data: string, requestId: string): Promise<ChatOut[]> {
    const button = TOKEN.test(data) ? await this.#d.store.button(data) : null;
    if (!button) {
      return [{
        text:
          "That button is not valid (it may be damaged or from an old message); nothing changed.",
      }];
    }
    if (button.accountId !== accountId || button.row.account_id !== accountId) {
      this.#d.log.warn("proposal button tapped by another account", {
        proposal_id: button.row.id,
      });
      return [{ text: "That button belongs to someone else's proposal; nothing changed." }];
    }
    const { row } = button;
    return button.action === "reject"
      ? await this.#reject(row)
      : await this.#confirm(row, requestId);
  }

  async #reject(row: ProposalRow): Promise<ChatOut[]> {
    const rejected = await this.#d.store.reject(row.id);
    if (!rejected) return await this.#unchanged(row.id);
    this.#d.wake();
    return [{ text: `Rejected. ${rejected.summary}: nothing was sent.` }];
  }

  async #confirm(row: ProposalRow, requestId: string): Promise<ChatOut[]> {
    const claim = crypto.randomUUID();
    const claimed = await this.#d.store.claim(row.id, claim);
    if (!claimed) return await this.#unchanged(row.id);
    const outcome = await this.#d.executor.execute(claimed, requestId);
    const finished = await this.#d.store.finish(
      row.id,
      claim,
      outcome.ok
        ? { status: "confirmed", delivery: outcome.delivery }
        : { status: "failed", reason: outcome.reason },
    );
    if (!finished) {
      // Only the sweeper ends a claim, after a long time: say what the proposal reads now.
      return await this.#unchanged(row.id);
    }
    this.#d.wake();
    this.#d.log.info("proposal resolved", { proposal_id: row.id, status: finished.status });
    return [{
      text: outcome.ok
        ? confirmedText(finished.summary, outcome.delivery)
        : failedText(finished.summary, outcome.reason),
    }];
  }

  /** The reply to a tap that changed nothing: the proposal's state, made current. */
  async #unchanged(id: string): Promise<ChatOut[]> {
    // A pending proposal past its time is expired now, so that its event is not left to the sweep.
    const expired = await this.#d.store.expire(1, id);
    if (expired.length > 0) this.#d.wake();
    const row = expired[0] ?? await this.#d.store.row(id);
    if (!row) return [{ text: "That proposal no longer exists; nothing changed." }];
    const inFlight = row.status === "pending" && row.claim !== null;
    return [{ text: alreadyText(viewOf(row, this.#now()), row.timezone, inFlight) }];
  }

  /**
   * Expires the proposals past their time and ends the claims whose process died, telling each
   * user in the chat. @returns how many proposals it ended
   */
  async sweep(): Promise<number> {
    const expired = await this.#d.store.expire(SWEEP_BATCH);
    const stale = await this.#d.store.failStaleClaims(
      this.#d.claimTimeoutMs ?? 10 * 60_000,
      SWEEP_BATCH,
    );
    if (expired.length + stale.length > 0) this.#d.wake();
    for (const row of expired) {
      await this.#tell(row, `Expired without a decision: ${row.summary}. Nothing was sent.`);
    }
    for (const row of stale) {
      // Whether it went out is unknown, so not failedText's "didn't go out".
      await this.#tell(
        row,
        interruptedText(row.summary, row.failure_reason ?? "It was interrupted"),
      );
    }
    return Math.max(expired.length, stale.length);
  }

  async #tell(row: ProposalRow, text: string): Promise<void> {
    try {
      await this.#d.send(row.account_id, [{ text }]);
    } catch (err) {
      this.#d.log.warn("could not tell the chat about a proposal", { proposal_id: row.id, err });
    }
  }

  /** Starts sweeping every `intervalMs`. */
  start(intervalMs: number): void {
    this.#sweeper.start(intervalMs);
  }

  /** Stops the sweeper after the sweep in flight. */
  async stop(): Promise<void> {
    await this.#sweeper.stop();
  }
}
