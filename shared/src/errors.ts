/** Stable error codes, shared by HTTP problem bodies and bus error headers. */
export const ERROR_CODE = {
  badRequest: "bad_request",
  emptyMessage: "empty_message",
  messageTooLong: "message_too_long",
  invalidBody: "invalid_body",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  noAuthorizedAction: "no_authorized_action",
  notFound: "not_found",
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

/** Options of an {@link AppError}. */
export interface AppErrorOptions {
  /** HTTP status the error maps to. */
  status: number;
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

  constructor(code: ErrorCode, message: string, options: AppErrorOptions) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
    this.headers = options.headers ?? {};
  }
}

/** A 503 with `Retry-After`: a dependency is absent, slow or down. */
export function unavailable(message: string, cause?: unknown, retryAfter = 1): AppError {
  return new AppError(ERROR_CODE.unavailable, message, { status: 503, retryAfter, cause });
}

/** Titles of the HTTP statuses used in problem bodies. */
export const STATUS_TITLE: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};
