/**
 * A server of the user's own (their mail server over IMAP, their calendar over CalDAV) that could
 * not be used, and why. The message is for the user: it names the server by scheme and host and
 * never holds the password.
 * @module
 */

/** Why the user's server could not be used. */
export const SERVER_FAILURE = {
  /** The user name or password was refused. */
  auth: "auth",
  /** No answer, a failed TLS connection, or not the protocol expected. */
  unreachable: "unreachable",
  /** A private, loopback or otherwise refused address (`shared/src/ssrf.ts`). */
  blocked: "blocked",
  /** The server refused the request itself (a CalDAV 403). */
  refused: "refused",
  /** The mailbox has no folder marked `\Sent`. */
  noSent: "no_sent",
  /** The CalDAV account has no calendar of events. */
  noCalendar: "no_calendar",
} as const;

/** Why the user's server could not be used. */
export type ServerFailure = typeof SERVER_FAILURE[keyof typeof SERVER_FAILURE];

/** The user's server could not be used; the message is fit for the user. */
export class UserServerError extends Error {
  readonly code: ServerFailure;

  constructor(code: ServerFailure, message: string) {
    super(message);
    this.name = "UserServerError";
    this.code = code;
  }
}

/** The user name or password refused by the `what` ("mail", "calendar") server `shown`. */
export function loginRefused(what: string, shown: string): UserServerError {
  return new UserServerError(
    SERVER_FAILURE.auth,
    `The ${what} server ${shown} refused the user name or password: check them ` +
      "(many providers want an app password here, not your usual one)",
  );
}
