/** Stable error codes, shared by HTTP problem bodies and bus error headers. */
export const ERROR_CODE = {
  badRequest: "bad_request",
  emptyMessage: "empty_message",
  messageTooLong: "message_too_long",
  invalidBody: "invalid_body",
  unauthorized: "unauthorized",
  keyExpired: "key_expired",
  forbidden: "forbidden",
  ipNotAllowed: "ip_not_allowed",
  noAuthorizedAction: "no_authorized_action",
  notFound: "not_found",
  methodNotAllowed: "method_not_allowed",
  conflict: "conflict",
  payloadTooLarge: "payload_too_large",
  unsupportedMediaType: "unsupported_media_type",
  rateLimited: "rate_limited",
  spendingCapReached: "spending_cap_reached",
  unavailable: "service_unavailable",
  timeout: "timeout",
  internal: "internal_error",
} as const;

/** A stable error code. */
export type ErrorCode = typeof ERROR_CODE[keyof typeof ERROR_CODE];

/** The HTTP status each code comes with; the API's error table documents the same. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  empty_message: 400,
  message_too_long: 400,
  invalid_body: 422,
  unauthorized: 401,
  key_expired: 401,
  forbidden: 403,
  ip_not_allowed: 403,
  no_authorized_action: 422,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  spending_cap_reached: 402,
  service_unavailable: 503,
  timeout: 503,
  internal_error: 500,
};

/** Options of an {@link AppError}. */
export interface AppErrorOptions {
  /**
   * Overrides the code's status from {@link ERROR_STATUS}; only for a status the table can not
   * know: a status read off the bus, a framework's own `HTTPException` status, or 502 when a
   * user's own server (CalDAV) failed rather than the assistant.
   */
  status?: number;
  /** Seconds a client should wait before retrying, sent as `Retry-After`. */
  retryAfter?: number;
  /** The underlying error. */
  cause?: unknown;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

/**
 * An error the service means to report: it carries a stable code and an HTTP status, and its
 * message is safe to show to the caller (it never holds a secret or a user's message).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfter: number | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code] ?? 500;
    this.retryAfter = options.retryAfter;
    this.headers = options.headers ?? {};
  }
}

/** A 503 with `Retry-After`: a dependency is absent, slow or down. */
export function unavailable(message: string, cause?: unknown, retryAfter = 1): AppError {
  return new AppError(ERROR_CODE.unavailable, message, { retryAfter, cause });
}

/**
 * A 503 `timeout` with `Retry-After`: what the request waited for (a service over the bus, the
 * database) did not answer within its time.
 */
export function timedOut(cause?: unknown): AppError {
  return new AppError(
    ERROR_CODE.timeout,
    "The service that handles this did not answer in time; try again shortly",
    { retryAfter: 2, cause },
  );
}

/** Titles of the HTTP statuses used in problem bodies. */
export const STATUS_TITLE: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};
