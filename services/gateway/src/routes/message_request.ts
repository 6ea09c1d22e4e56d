import { AppError, ERROR_CODE, MAX_MESSAGE_LENGTH } from "@asst/shared";

/**
 * Validates the body of `POST /messages` and `POST /actions`: JSON with a `message` string of
 * 1 to 4000 characters (Unicode code points) that is not only white space.
 * @returns the message text
 * @throws {AppError} 422 `invalid_body` when the body is not JSON or has no string `message`;
 *   400 `empty_message` or `message_too_long`
 */
export function parseMessageRequest(raw: string): string {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError(
      ERROR_CODE.invalidBody,
      'The body is not valid JSON; send {"message": "<text>"} with Content-Type: application/json',
    );
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError(
      ERROR_CODE.invalidBody,
      'The body must be a JSON object: {"message": "<text>"}',
    );
  }
  const message = (body as Record<string, unknown>).message;
  if (message === undefined) {
    throw new AppError(ERROR_CODE.invalidBody, 'The body has no "message" field');
  }
  if (typeof message !== "string") {
    throw new AppError(ERROR_CODE.invalidBody, `"message" must be a string, not ${kind(message)}`);
  }
  if (message.trim() === "") {
    throw new AppError(
      ERROR_CODE.emptyMessage,
      '"message" is empty; write a question or instruction',
    );
  }
  const length = [...message].length;
  if (length > MAX_MESSAGE_LENGTH) {
    throw new AppError(
      ERROR_CODE.messageTooLong,
      `"message" has ${length} characters; the most allowed is ${MAX_MESSAGE_LENGTH}`,
    );
  }
  return message;
}

/** The longest part of a refused Content-Type the error repeats. */
const SHOWN_TYPE = 80;

/**
 * Checks that a `POST /messages` or `POST /actions` body is sent as JSON: the media type of
 * `Content-Type` (parameters such as `charset` aside) is `application/json`.
 * @param header the request's `Content-Type`, if any
 * @throws {AppError} 415 `unsupported_media_type` for a missing or other media type
 */
export function requireJsonContentType(header: string | undefined): void {
  const media = (header ?? "").split(";")[0]!.trim().toLowerCase();
  if (media === "application/json") return;
  const shown = header === undefined || header.trim() === ""
    ? "no Content-Type"
    : `Content-Type "${[...header.trim()].slice(0, SHOWN_TYPE).join("")}"`;
  throw new AppError(
    ERROR_CODE.unsupportedMediaType,
    `The body is sent with ${shown}; send it as JSON with Content-Type: application/json`,
  );
}

function kind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}
