/**
 * The user's mailbox over IMAP, with imapflow: its address as given in the chat
 * (`imaps://user:app-password@host[:port]`, or `imap://` with STARTTLS), a check that it can be
 * logged into, and the headers of the Sent folder (found by its `\Sent` special-use flag) and the
 * inbox. Folders are opened read-only (EXAMINE) and only headers are fetched (`BODY.PEEK`), so
 * reading sets no flag and moves nothing; no body is ever read. The host is resolved and checked
 * once by the outbound client (`@asst/shared/outbound`) and imapflow connects to the address
 * checked, verifying TLS for the original name.
 * @module
 */
import { UrlRefusedError } from "@asst/shared";
import {
  createOutboundClient,
  type OutboundPolicy,
  type OutboundTarget,
} from "@asst/shared/outbound";
import type { ImapFlow } from "imapflow";
import { IntegrationInputError, parseGivenUrl, unwrap } from "../integrations/integrations.ts";
import {
  loginRefused,
  SERVER_FAILURE,
  UserServerError,
} from "../integrations/user_server_error.ts";

/** Where and how to log into a mailbox. Never logged: it holds the password. */
export interface MailboxAddress {
  host: string;
  port: number;
  /** TLS from the start (`imaps://`); otherwise STARTTLS. */
  secure: boolean;
  user: string;
  password: string;
  /** What may be shown: scheme, host and port. */
  shown: string;
}

/** The headers of a sent email that matter for a follow-up. */
export interface SentHeader {
  messageId: string;
  /** Recipients' addresses (To and Cc). */
  to: string[];
  subject: string;
  date: Date;
}

/** The headers of a received email that matter for finding replies. */
export interface InboxHeader {
  from: string | null;
  subject: string;
  date: Date;
  /** Message-IDs of `In-Reply-To` and `References`. */
  replyTo: string[];
}

/** The newest messages read per folder, at most. */
const MAX_MESSAGES = 2000;

/**
 * Parses a mailbox address the user gave.
 * @throws {IntegrationInputError} for anything but `imaps://` or `imap://` with a user and password
 */
export function parseMailboxUrl(text: string): MailboxAddress {
  const url = parseGivenUrl(
    unwrap(text.trim()),
    "mailbox",
    "That is not a mailbox address: give it as imaps://user:app-password@imap.example.com",
  );
  const secure = url.protocol === "imaps:";
  if (!secure && url.protocol !== "imap:") {
    throw new IntegrationInputError(
      `A mailbox is reached over IMAP, not ${url.protocol.slice(0, -1) || "that"}: ` +
        "give its address as imaps://user:app-password@imap.example.com",
    );
  }
  if (!url.hostname) {
    throw new IntegrationInputError("That mailbox address names no server: add the IMAP host");
  }
  const port = url.port === "" ? (secure ? 993 : 143) : Number(url.port);
  const shown = `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
  if (!url.username || !url.password) {
    throw new IntegrationInputError(
      `The mailbox address ${shown} has no user name and password: give it as ` +
        `${url.protocol}//user:app-password@${url.hostname}`,
    );
  }
  if (url.pathname.replace(/\/+$/u, "") !== "" || url.search) {
    throw new IntegrationInputError(
      `The mailbox address ${shown} has a path: give only ${url.protocol}//user:app-password@host`,
    );
  }
  return {
    host: url.hostname.replace(/^\[|\]$/gu, ""),
    port,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    shown,
  };
}

/** Options of {@link readMailbox} and {@link checkMailbox}. */
export interface MailboxReadOptions extends OutboundPolicy {
  /** Allow loopback and private hosts and plaintext IMAP (local tests only). */
  allowPrivate: boolean;
  /** Socket timeouts, in milliseconds. @default 15000 */
  timeoutMs?: number;
}

/** Which failure an imapflow or socket error is. */
function failure(err: unknown, address: MailboxAddress): UserServerError {
  if (err instanceof UserServerError) return err;
  const e = err as { authenticationFailed?: boolean; tlsFailed?: boolean; code?: string };
  if (e?.authenticationFailed) return loginRefused("mail", address.shown);
  const why = e?.tlsFailed ? "its secure connection failed" : "it did not answer";
  return new UserServerError(
    SERVER_FAILURE.unreachable,
    `The mail server ${address.shown} could not be reached (${why}): check the host and port`,
  );
}

/** Opens an authenticated session, after checking the host may be reached. */
async function open(address: MailboxAddress, options: MailboxReadOptions): Promise<ImapFlow> {
  let target: OutboundTarget;
  try {
    target = await createOutboundClient(options).target(address.host);
  } catch (err) {
    if (!(err instanceof UrlRefusedError)) throw err;
    throw new UserServerError(SERVER_FAILURE.blocked, `The mailbox address: ${err.message}`);
  }
  const timeout = options.timeoutMs ?? 15_000;
  // imapflow is loaded when a mailbox is first read, not by importing this module.
  const { ImapFlow } = await import("imapflow");
  const client = new ImapFlow({
    // The address checked, never the name again; TLS is verified for the name.
    host: target.address,
    ...(target.servername ? { servername: target.servername } : {}),
    ...(options.caCerts ? { tls: { ca: [...options.caCerts] } } : {}),
    port: address.port,
    secure: address.secure,
    // Over imap:// the password crosses only after STARTTLS, except with local test servers.
    ...(address.secure || options.allowPrivate ? {} : { doSTARTTLS: true }),
    auth: { user: address.user, pass: address.password },
    logger: false,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 4,
    disableAutoIdle: true,
  });
  // A socket error after connecting ends the commands in flight; it must not crash the process.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (err) {
    client.close();
    throw failure(err, address);
  }
  return client;
}

async function sentFolder(client: ImapFlow, address: MailboxAddress): Promise<string> {
  const boxes = await client.list();
  const sent = boxes.find((b) => b.specialUse === "\\Sent");
  if (!sent) {
    throw new UserServerError(
      SERVER_FAILURE.noSent,
      `The mailbox at ${address.shown} has no folder marked as Sent; the assistant finds sent ` +
        "emails there",
    );
  }
  return sent.path;
}

const MESSAGE_ID = /<[^<>\s]{1,998}>/gu;

function idsIn(text: string | undefined | null): string[] {
  return text ? [...text.matchAll(MESSAGE_ID)].map((m) => m[0]) : [];
}

interface Fetched {
  envelope?: {
    date?: Date;
    subject?: string;
    messageId?: string;
    inReplyTo?: string;
    from?: { address?: string }[];
    to?: { address?: string }[];
    cc?: { address?: string }[];
  };
  internalDate?: Date | string;
  headers?: Uint8Array;
}

/** The newest messages since `since` in a folder opened read-only: envelope and References. */
async function headersOf(client: ImapFlow, path: string, since: Date): Promise<Fetched[]> {
  const lock = await client.getMailboxLock(path, { readOnly: true });
  try {
    const found = await client.search({ since }, { uid: true });
    const uids = (found || []).slice(-MAX_MESSAGES);
    if (uids.length === 0) return [];
    const out: Fetched[] = [];
    const query = { envelope: true, internalDate: true, headers: ["references"] };
    for await (const m of client.fetch(uids, query, { uid: true })) out.push(m as Fetched);
    return out;
  } finally {
    lock.release();
  }
}

function dateOf(m: Fetched): Date | null {
  const d = m.envelope?.date ?? (m.internalDate ? new Date(m.internalDate) : null);
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

function addresses(list: { address?: string }[] | undefined): string[] {
  return (list ?? []).map((a) => a.address?.trim().toLowerCase() ?? "").filter((a) => a !== "");
}

/**
 * Logs in and finds the Sent folder, to tell the user at once when the address is wrong.
 * @throws {UserServerError}
 */
export async function checkMailbox(
  address: MailboxAddress,
  options: MailboxReadOptions,
): Promise<void> {
  const client = await open(address, options);
  try {
    await sentFolder(client, address);
  } catch (err) {
    throw failure(err, address);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/**
 * The headers of the sent and received emails since `since`, read without changing anything.
 * @throws {UserServerError}
 */
export async function readMailbox(
  address: MailboxAddress,
  since: Date,
  options: MailboxReadOptions,
): Promise<{ sent: SentHeader[]; inbox: InboxHeader[] }> {
  const client = await open(address, options);
  try {
    const sentPath = await sentFolder(client, address);
    const sent: SentHeader[] = [];
    for (const m of await headersOf(client, sentPath, since)) {
      const date = dateOf(m);
      const [messageId] = idsIn(m.envelope?.messageId);
      const to = [...addresses(m.envelope?.to), ...addresses(m.envelope?.cc)];
      if (!date || !messageId || to.length === 0) continue;
      sent.push({ messageId, to, subject: m.envelope?.subject ?? "", date });
    }
    const inbox: InboxHeader[] = [];
    for (const m of await headersOf(client, "INBOX", since)) {
      const date = dateOf(m);
      if (!date) continue;
      const references = m.headers ? new TextDecoder().decode(m.headers) : "";
      inbox.push({
        from: addresses(m.envelope?.from)[0] ?? null,
        subject: m.envelope?.subject ?? "",
        date,
        replyTo: [...idsIn(m.envelope?.inReplyTo), ...idsIn(references)],
      });
    }
    return { sent, inbox };
  } catch (err) {
    throw failure(err, address);
  } finally {
    await client.logout().catch(() => client.close());
  }
}
