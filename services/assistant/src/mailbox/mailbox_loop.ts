/**
 * The loop that turns the user's mailbox into email follow-ups. Each pass leases the mailboxes
 * that are due (`for update skip locked`, so any number of replicas share the work and one
 * mailbox is read by one of them at a time), reads the headers of the Sent folder and the inbox,
 * records the sent emails unanswered for the user's delay as pending follow-ups and resolves the
 * pending ones that got a reply.
 * @module
 */
import {
  type BatchLoop,
  batchLoop,
  type Logger,
  type SecretBox,
  SecretDecryptError,
} from "@asst/shared";
import type { Sql } from "@asst/shared/db";
import { createIntegrationStore, INTEGRATION_KIND } from "../integrations/integrations.ts";
import { matchReplies } from "./followup_match.ts";
import { type MailboxReadOptions, parseMailboxUrl, readMailbox } from "./imap_mailbox.ts";
import {
  finishMailboxCheck,
  followupDelayDays,
  leaseDueMailboxes,
  recordFollowups,
  unscheduleMailbox,
} from "./mailbox_store.ts";
import { UserServerError } from "../integrations/user_server_error.ts";

/** How far back the Sent folder is read, beyond the follow-up delay, in days. */
const LOOKBACK_DAYS = 30;
const DAY_MS = 86_400_000;

/** Options of {@link createMailboxLoop}. */
export interface MailboxLoopOptions {
  sql: Sql;
  log: Logger;
  /** Opens the stored mailbox addresses. */
  secretBox: SecretBox;
  /** Allow loopback and private mail servers (local tests only). */
  allowPrivate: boolean;
  /** How often each mailbox is read, in seconds. @default 600 */
  checkIntervalSeconds?: number;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Mailboxes read per pass. @default 10 */
  batchSize?: number;
  /** How the headers are read. @default {@link readMailbox} */
  read?: typeof readMailbox;
}

/** Reads connected mailboxes and keeps their follow-ups. */
export function createMailboxLoop(options: MailboxLoopOptions): BatchLoop {
  const { sql, log } = options;
  const clock = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 10;
  const intervalMs = (options.checkIntervalSeconds ?? 600) * 1000;
  const read = options.read ?? readMailbox;
  const integrations = createIntegrationStore(sql, options.secretBox);
  const readOptions: MailboxReadOptions = { allowPrivate: options.allowPrivate };

  async function check(accountId: string, now: Date): Promise<void> {
    let url: string | null;
    try {
      url = await integrations.getSecret(accountId, INTEGRATION_KIND.imap);
    } catch (err) {
      if (!(err instanceof SecretDecryptError)) throw err;
      await finishMailboxCheck(
        sql,
        accountId,
        now,
        new Date(now.getTime() + intervalMs),
        "The saved mailbox address can not be read any more: connect your mailbox again",
      );
      return;
    }
    if (url === null) {
      await unscheduleMailbox(sql, accountId);
      return;
    }
    const delay = await followupDelayDays(sql, accountId);
    const since = new Date(now.getTime() - (delay + LOOKBACK_DAYS) * DAY_MS);
    let error: string | null = null;
    try {
      const { sent, inbox } = await read(parseMailboxUrl(url), since, readOptions);
      const { due, answered } = matchReplies(sent, inbox, now, delay);
      const { added, resolved } = await recordFollowups(sql, accountId, due, answered, delay, now);
      if (added + resolved > 0) {
        log.info("mailbox follow-ups updated", { account_id: accountId, added, resolved });
      }
    } catch (err) {
      if (!(err instanceof UserServerError)) throw err;
      error = err.message;
      log.warn("mailbox could not be read", { account_id: accountId, code: err.code });
    }
    await finishMailboxCheck(sql, accountId, now, new Date(now.getTime() + intervalMs), error);
  }

  return batchLoop({
    batchSize,
    defaultIntervalMs: 5_000,
    log,
    failure: "mailbox pass failed; retrying",
    runOnce: async () => {
      const now = clock();
      // The lease outlasts a slow read; a replica that dies frees the mailbox when it ends.
      const leased = await leaseDueMailboxes(sql, now, 5 * 60_000, batchSize);
      for (const accountId of leased) {
        try {
          await check(accountId, now);
        } catch (err) {
          log.error("mailbox check failed", { account_id: accountId, err });
        }
      }
      return leased.length;
    },
  });
}
