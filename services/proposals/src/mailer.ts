import { toBase64 } from "@asst/shared";

/** The fields nodemailer sets on the errors it throws (see its `NodemailerError`). */
interface SmtpFailure {
  code?: string;
  message?: string;
  response?: string;
  responseCode?: number;
  permanent?: boolean;
  originalCode?: string;
  rejectedErrors?: SmtpFailure[];
}

/** An email to send. */
export interface OutgoingEmail {
  /** Sender; `name` is shown as the display name. */
  from: { address: string; name?: string };
  /** 1 to 20 bare addresses ("a@example.com"), one address per entry. */
  to: string[];
  /** Up to 20 bare addresses. */
  cc?: string[];
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Message-ID header, e.g. "<0b3c...uuid@assistant.invalid>": the same id on every attempt. */
  messageId: string;
}

/** What the mail server accepted. */
export interface SentEmail {
  messageId: string;
  /** Recipients the server accepted. */
  accepted: string[];
  /** Recipients the server refused while accepting the message for the others. */
  rejected: string[];
  /** The server's final reply, e.g. "250 OK: queued as ABC". */
  response: string;
}

/**
 * Sending failed; `message` is safe to show the user (never credentials or the SMTP URL),
 * `permanent` true for 5xx / all recipients rejected / auth failure / an invalid email, false for
 * connection errors, timeouts and 4xx (trying again later may work).
 */
export class MailError extends Error {
  /** True when sending the same email again would fail the same way. */
  readonly permanent: boolean;

  constructor(message: string, permanent: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailError";
    this.permanent = permanent;
  }
}

/** Sends email. */
export interface Mailer {
  readonly kind: "smtp";
  /** Sends one email; resolves once the server accepted it for at least one recipient, else throws MailError. */
  send(email: OutgoingEmail): Promise<SentEmail>;
  /** Waits for sends in flight, then releases the transport; later sends fail. */
  close(): Promise<void>;
}

/** Options of createSmtpMailer. */
export interface SmtpMailerOptions {
  /** Limit for connecting, the greeting and each wait for a server reply, in milliseconds. @default 30_000 */
  timeoutMs?: number;
  /** Refuse servers whose TLS certificate does not verify. @default true */
  tlsRejectUnauthorized?: boolean;
}

const MAX_RECIPIENTS = 20;
const DEFAULT_PORT = { "smtp:": 587, "smtps:": 465 } as const;

interface SmtpTarget {
  secure: boolean;
  host: string;
  port: number;
  user: string;
  pass: string;
}

function parseSmtpUrl(url: string): SmtpTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(
      'SMTP_URL is not a valid URL: use "smtp://user:password@host:port" or "smtps://user:password@host:port"',
    );
  }
  const protocol = parsed.protocol;
  if (protocol !== "smtp:" && protocol !== "smtps:") {
    throw new Error(
      `SMTP_URL has the scheme "${
        protocol.slice(0, -1).slice(0, 20)
      }": use "smtp://" (STARTTLS when offered) or "smtps://" (implicit TLS)`,
    );
  }
  if (parsed.hostname === "") {
    throw new Error('SMTP_URL has no host: use "smtp://user:password@host:port"');
  }
  if ((parsed.pathname !== "" && parsed.pathname !== "/") || parsed.search || parsed.hash) {
    throw new Error(
      'SMTP_URL must not have a path, query or fragment: use "smtp://user:password@host:port"',
    );
  }
  let user: string;
  let pass: string;
  try {
    user = decodeURIComponent(parsed.username);
    pass = decodeURIComponent(parsed.password);
  } catch {
    throw new Error(
      "SMTP_URL has a badly percent-encoded user name or password: encode special characters with encodeURIComponent",
    );
  }
  if (pass !== "" && user === "") {
    throw new Error('SMTP_URL has a password but no user name: use "smtp://user:password@host"');
  }
  const port = parsed.port === "" ? DEFAULT_PORT[protocol] : Number(parsed.port);
  if (port === 0) {
    throw new Error('SMTP_URL has port "0": give the mail server\'s port, e.g. 587 or 465');
  }
  // The WHATWG parser keeps IPv6 hosts bracketed; net.connect wants them bare.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, "$1");
  return { secure: protocol === "smtps:", host, port, user, pass };
}

/** Validates an SMTP_URL and returns a redacted form for logs (password replaced by ***), or throws an Error with a clear message naming the problem. */
export function describeSmtpUrl(url: string): string {
  const target = parseSmtpUrl(url);
  const scheme = target.secure ? "smtps" : "smtp";
  const host = target.host.includes(":") ? `[${target.host}]` : target.host;
  const login = target.user === ""
    ? ""
    : `${encodeURIComponent(target.user)}${target.pass === "" ? "" : ":***"}@`;
  return `${scheme}://${login}${host}:${target.port}`;
}

// One bare address: no display name, no list, no spaces or control characters.
const BARE_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/u;
const MESSAGE_ID = /^<[^\s<>@]+@[^\s<>@]+>$/u;

function checkAddresses(field: string, addresses: readonly string[], min: number): void {
  if (addresses.length < min || addresses.length > MAX_RECIPIENTS) {
    throw new MailError(
      `The email needs ${min} to ${MAX_RECIPIENTS} "${field}" addresses, got ${addresses.length}`,
      true,
    );
  }
  for (const address of addresses) {
    if (!BARE_ADDRESS.test(address) || address.length > 254) {
      throw new MailError(
        `The "${field}" address "${
          clip(address, 80)
        }" is not a single email address: give one address like "name@example.com" per entry`,
        true,
      );
    }
  }
}

function checkEmail(email: OutgoingEmail): void {
  checkAddresses("from", [email.from.address], 1);
  checkAddresses("to", email.to, 1);
  checkAddresses("cc", email.cc ?? [], 0);
  if (!MESSAGE_ID.test(email.messageId) || email.messageId.length > 250) {
    throw new MailError(
      `The Message-ID "${
        clip(email.messageId, 80)
      }" is malformed: use "<unique-part@domain>" without spaces`,
      true,
    );
  }
}

/** Control characters (CR, LF, tabs, NUL...) folded to single spaces, for header values. */
function oneLine(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/gu, " ").trim();
}

/** Printable, single-line, bounded text for a message shown to a person. */
function clip(text: string, max: number): string {
  const line = oneLine(text);
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** A mailer for SMTP_URL: smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps://... (implicit TLS). */
export function createSmtpMailer(url: string, options: SmtpMailerOptions = {}): Mailer {
  const target = parseSmtpUrl(url);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const where = `${target.host.includes(":") ? `[${target.host}]` : target.host}:${target.port}`;
  const secrets = secretForms(target);
  // nodemailer is loaded when an SMTP mailer is made (SMTP_URL is set), not by importing this module.
  const transport = import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      host: target.host,
      port: target.port,
      secure: target.secure,
      ...(target.user === "" ? {} : { auth: { user: target.user, pass: target.pass } }),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
      tls: {
        rejectUnauthorized: options.tlsRejectUnauthorized ?? true,
        minVersion: "TLSv1.2",
      },
      disableFileAccess: true,
      disableUrlAccess: true,
      logger: false,
      debug: false,
    })
  );
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  async function deliver(email: OutgoingEmail): Promise<SentEmail> {
    checkEmail(email);
    let info;
    try {
      info = await (await transport).sendMail({
        from: email.from.name === undefined
          ? email.from.address
          : { name: oneLine(email.from.name), address: email.from.address },
        to: email.to,
        ...(email.cc === undefined || email.cc.length === 0 ? {} : { cc: email.cc }),
        subject: oneLine(email.subject),
        text: email.text,
        messageId: email.messageId,
      });
    } catch (error) {
      throw toMailError(error, where, timeoutMs, secrets);
    }
    return {
      messageId: email.messageId,
      accepted: info.accepted.map(String),
      rejected: info.rejected.map(String),
      response: redact(clip(String(info.response ?? ""), 500), secrets),
    };
  }

  return {
    kind: "smtp",
    send(email) {
      if (closed) {
        return Promise.reject(
          new MailError("The mailer is shut down: send the email again once it restarts", false),
        );
      }
      const sending = deliver(email);
      const tracked = sending.then(() => {}, () => {}).finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      return sending;
    },
    async close() {
      closed = true;
      await Promise.all(inFlight);
      (await transport).close();
    },
  };
}

/** The password as it may appear on the wire, to scrub from anything shown. */
function secretForms(target: SmtpTarget): string[] {
  if (target.pass === "") return [];
  const b64 = (s: string) => toBase64(new TextEncoder().encode(s));
  return [
    target.pass,
    b64(target.pass),
    b64(`\u0000${target.user}\u0000${target.pass}`),
    b64(`${target.user}\u0000${target.user}\u0000${target.pass}`),
  ].filter((s) => s.length >= 3);
}

function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join("***");
  return out;
}

const CONNECTION_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "the connection was reset",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ENOTFOUND: "host name not found",
  EAI_AGAIN: "host name lookup failed",
  EPIPE: "the connection was closed",
};

// Node's certificate and TLS error codes, e.g. DEPTH_ZERO_SELF_SIGNED_CERT, ERR_TLS_CERT_ALTNAME_INVALID.
const TLS_PROBLEM = /CERT|SELF_SIGNED|UNABLE_TO_(?:VERIFY|GET)|^ERR_(?:TLS|SSL)_/u;

function toMailError(
  error: unknown,
  where: string,
  timeoutMs: number,
  secrets: readonly string[],
): MailError {
  if (error instanceof MailError) return error;
  const err = (error ?? {}) as SmtpFailure;
  const code = typeof err.code === "string" ? err.code : "";
  const responseCode = typeof err.responseCode === "number" ? err.responseCode : undefined;
  const reply = redact(clip(String(err.response ?? ""), 300), secrets);
  const quotedWhere = `"${where}"`;
  const isPermanentCode = (c: number | undefined) => c !== undefined && c >= 500 && c !== 503;
  const make = (message: string, permanent: boolean) =>
    new MailError(redact(message, secrets), permanent, { cause: error });

  if (responseCode === 530) {
    return make(
      `The mail server at ${quotedWhere} requires a login${
        reply ? `: ${reply}` : ""
      }: put "user:password@" in SMTP_URL`,
      true,
    );
  }
  switch (code) {
    case "EAUTH":
      return make(
        `The mail server at ${quotedWhere} refused the login${
          reply ? `: ${reply}` : ""
        }: check the user name and password in SMTP_URL`,
        responseCode === undefined || responseCode >= 500,
      );
    case "ENOAUTH":
      return make(
        `The mail server at ${quotedWhere} requires a login: put "user:password@" in SMTP_URL`,
        true,
      );
    case "ETIMEDOUT":
      return make(
        `Could not reach the mail server at ${quotedWhere}: no answer within ${timeoutMs} ms`,
        false,
      );
    case "EENVELOPE": {
      const rejected = err.rejectedErrors ?? [];
      if (rejected.length > 0) {
        const first = rejected[0];
        const firstReply = redact(clip(String(first?.response ?? ""), 300), secrets);
        const permanent = rejected.every((r) => r.permanent ?? isPermanentCode(r.responseCode));
        return make(
          `The mail server refused every recipient${firstReply ? `: ${firstReply}` : ""}`,
          permanent,
        );
      }
      if (responseCode !== undefined) {
        return make(
          `The mail server refused the sender${reply ? `: ${reply}` : ""}`,
          err.permanent ?? isPermanentCode(responseCode),
        );
      }
      return make(`The email's addresses were refused: ${clip(err.message ?? "", 200)}`, true);
    }
  }
  if (responseCode !== undefined) {
    const permanent = err.permanent ?? isPermanentCode(responseCode);
    return make(
      permanent
        ? `The mail server refused the message: ${reply || String(responseCode)}`
        : `The mail server could not take the message now: ${
          reply || String(responseCode)
        }: it can be sent again later`,
      permanent,
    );
  }
  const underlying = typeof err.originalCode === "string" ? err.originalCode : code;
  if (code === "ETLS" || TLS_PROBLEM.test(underlying)) {
    return make(
      `Could not set up a secure connection to the mail server at ${quotedWhere}: ${
        clip(err.message ?? "TLS failed", 200)
      }: check the server's TLS certificate`,
      false,
    );
  }
  const problem = CONNECTION_PROBLEMS[underlying];
  if (problem !== undefined || code === "ESOCKET" || code === "ECONNECTION" || code === "EDNS") {
    return make(
      `Could not reach the mail server at ${quotedWhere}: ${
        problem ?? clip(err.message ?? "connection failed", 200)
      }`,
      false,
    );
  }
  return make(
    `Sending the email through ${quotedWhere} failed: ${clip(err.message ?? String(error), 200)}`,
    false,
  );
}
