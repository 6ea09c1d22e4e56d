import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerError } from "smtp-server";
// mailparser 3.9.31 (the newest whose dependencies the registry serves) ships no types.
// @ts-types="npm:@types/mailparser@3.9.0"
import { simpleParser } from "mailparser";

/** A message the fake server accepted. */
export interface ReceivedEmail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients the server accepted (RCPT TO). */
  to: string[];
  /** Decoded Subject header. */
  subject: string;
  /** Decoded plain-text body. */
  text: string;
  /** Message-ID header as sent, with angle brackets. */
  messageId: string;
  /** Lower-cased header name -> raw (unfolded, possibly MIME-encoded) value; repeats joined by "\n". */
  headers: Map<string, string>;
  /** The whole message as received after DATA. */
  raw: string;
}

/** A local SMTP server for tests. */
export interface FakeSmtp {
  /** smtp://[user:pass@]127.0.0.1:port (smtps:// with `tls: "implicit"`). */
  url: string;
  received: ReceivedEmail[];
  /** The next `count` messages are refused at the end of DATA with this SMTP code and text. */
  refuseNext(count: number, code: number, text: string): void;
  /** Recipients the server rejects at RCPT TO with 550. */
  rejectRecipient(address: string): void;
  /** Resolves once `count` messages were received in all, or rejects after `timeoutMs` (@default 5_000). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/** Options of startFakeSmtp. */
export interface FakeSmtpOptions {
  /** When set with `password`, AUTH PLAIN/LOGIN is required and checked. */
  username?: string;
  password?: string;
  /**
   * TLS with smtp-server's built-in self-signed certificate: "starttls" offers STARTTLS,
   * "implicit" speaks TLS from the start. @default none (plain text, STARTTLS disabled)
   */
  tls?: "starttls" | "implicit";
}

function smtpError(code: number, text: string): SMTPServerError {
  const error: SMTPServerError = new Error(text);
  error.responseCode = code;
  return error;
}

function headerMap(lines: ReadonlyArray<{ key: string; line: string }>): Map<string, string> {
  const map = new Map<string, string>();
  for (const { key, line } of lines) {
    const colon = line.indexOf(":");
    const value = line.slice(colon + 1).replace(/\r?\n[ \t]+/g, " ").trim();
    const name = key.toLowerCase();
    const before = map.get(name);
    map.set(name, before === undefined ? value : `${before}\n${value}`);
  }
  return map;
}

/** Starts a fake SMTP server on 127.0.0.1 on a free port. */
export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const requireAuth = options.username !== undefined || options.password !== undefined;
  const received: ReceivedEmail[] = [];
  const rejected = new Set<string>();
  let refusals: { count: number; code: number; text: string } = { count: 0, code: 0, text: "" };
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    secure: options.tls === "implicit",
    disabledCommands: options.tls === undefined ? ["STARTTLS"] : [],
    authOptional: !requireAuth,
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    disableReverseLookup: true,
    name: "fake-smtp.test", // else os.hostname(), which needs --allow-sys
    logger: false,
    closeTimeout: 1_000,
    socketTimeout: 10_000,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (
        requireAuth && auth.username === options.username && auth.password === options.password
      ) {
        callback(null, { user: auth.username });
      } else if (!requireAuth) {
        callback(null, { user: auth.username ?? "anonymous" });
      } else {
        callback(smtpError(535, "5.7.8 Authentication credentials invalid"));
      }
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase())) {
        callback(smtpError(550, "5.1.1 mailbox unavailable"));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      stream.on("error", (error: Error) => callback(error));
      stream.on("end", async () => {
        if (refusals.count > 0) {
          refusals = { ...refusals, count: refusals.count - 1 };
          callback(smtpError(refusals.code, refusals.text));
          return;
        }
        const raw = new TextDecoder().decode(concat(chunks));
        try {
          const parsed = await simpleParser(raw);
          received.push({
            from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            messageId: parsed.messageId ?? "",
            headers: headerMap(parsed.headerLines),
            raw,
          });
        } catch (error) {
          callback(smtpError(554, `5.6.0 could not parse the message: ${String(error)}`));
          return;
        }
        for (const wake of [...waiters]) wake();
        callback(null, "2.0.0 Ok: queued");
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  // Errors on client connections (e.g. a client dropping mid-session) are not test failures.
  server.on("error", () => {});
  const { port } = server.server.address() as AddressInfo;
  const login = requireAuth
    ? `${encodeURIComponent(options.username ?? "")}:${encodeURIComponent(options.password ?? "")}@`
    : "";
  const scheme = options.tls === "implicit" ? "smtps" : "smtp";

  return {
    url: `${scheme}://${login}127.0.0.1:${port}`,
    received,
    refuseNext(count, code, text) {
      refusals = { count, code, text };
    },
    rejectRecipient(address) {
      rejected.add(address.toLowerCase());
    },
    waitFor(count, timeoutMs = 5_000) {
      if (received.length >= count) return Promise.resolve([...received]);
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve([...received]);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `The fake SMTP server received ${received.length} of ${count} messages within ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
