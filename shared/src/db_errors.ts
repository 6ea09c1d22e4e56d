import { AppError, ERROR_CODE } from "./errors.ts";

/** Socket error codes of a database that cannot be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** postgres.js's own codes of a lost or failed connection. */
const CLIENT_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

/** Postgres SQLSTATEs of a server that is going away or not taking connections. */
const SERVER_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/**
 * Whether an error means the database is unreachable or going away (not a bad query): postgres.js
 * reconnects by itself, so the caller should answer 503 and let the client retry.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code !== "string") return false;
  return NETWORK_CODES.has(code) || CLIENT_CODES.has(code) || SERVER_STATES.has(code) ||
    code.startsWith("08");
}

/**
 * Whether the database refused a statement (a constraint, bad data): the server reported it, so
 * the statement was rolled back and did nothing. A lost connection is not: the statement may
 * have committed before the reply was lost.
 */
export function isStatementRefused(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const { name, code } = err as { name?: unknown; code?: unknown };
  return name === "PostgresError" && typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) &&
    !isDatabaseUnavailable(err);
}

/** True for a Postgres unique violation (SQLSTATE 23505): the statement was refused. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "23505";
}

/** The 503 of an unreachable database, with `Retry-After`. */
export function databaseUnavailable(cause: unknown): AppError {
  return new AppError(
    ERROR_CODE.unavailable,
    "The database is unavailable; try again in a few seconds",
    { retryAfter: 2, cause },
  );
}
