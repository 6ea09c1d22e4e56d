/**
 * The hand-written part of openapi.json's `paths`: what each operation does, its parameters, its
 * statuses with their headers, and the examples. Bodies refer to the generated components; the
 * problem examples are built by the same `problemOf()` the gateway answers with, and the named
 * requests of `POST /actions` (one per tool) are the tool examples passed in.
 */
import { AppError, type ErrorCode, TOOLS } from "@asst/shared";
import { problemOf } from "@asst/shared/http";
import { ACTION_EXAMPLE, PROPOSAL_ID, REQUEST_ID, SUMMARY } from "./api_schemas.ts";
import type { ToolExamples } from "./openapi_text.ts";

type Json = Record<string, unknown>;

const BASE = "/api/assistant/v1";
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const integer = (example: number) => ({ type: "integer", minimum: 0, example });

const requestIdHeader = {
  description:
    "Identifier of this call, for support and tracing; on every response. Equals `request_id` in the body where the body has one.",
  required: true,
  schema: { type: "string", minLength: 1, example: REQUEST_ID },
};

/** `RateLimit-*`, sent by /messages and /actions; `required` where every answer has them. */
function rateLimitHeaders(required: boolean): Json {
  return {
    "RateLimit-Limit": {
      description: "Requests allowed in the current window (one minute) by the tightest limit.",
      required,
      schema: integer(20),
    },
    "RateLimit-Remaining": {
      description: "Requests left in the current window.",
      required,
      schema: integer(17),
    },
    "RateLimit-Reset": {
      description: "Seconds until the current window resets.",
      required,
      schema: integer(41),
    },
  };
}

const retryAfter = (required: boolean, description = "Whole seconds to wait before retrying.") => ({
  "Retry-After": { description, required, schema: integer(12) },
});

const wwwAuthenticate = {
  "WWW-Authenticate": {
    description:
      'The authentication challenge: `Bearer`, with `error="invalid_token"` when a key was sent but is not valid.',
    required: true,
    schema: { type: "string", example: 'Bearer realm="assistant", error="invalid_token"' },
  },
};

/** A problem body as the gateway sends it for `code`, at the code's status. */
function problem(code: ErrorCode, detail: string): Json {
  return { ...problemOf(new AppError(code, detail), REQUEST_ID) };
}

type Example = [name: string, summary: string, code: ErrorCode, detail: string];

/** An error status: `application/problem+json` with one example, or several named ones. */
function failure(description: string, headers: Json, examples: Example[]): Json {
  const [first] = examples;
  const content = examples.length === 1 && first
    ? { schema: ref("Problem"), example: problem(first[2], first[3]) }
    : {
      schema: ref("Problem"),
      examples: Object.fromEntries(
        examples.map(([name, summary, code, detail]) => [name, {
          summary,
          value: problem(code, detail),
        }]),
      ),
    };
  return {
    description,
    headers: { "X-Request-Id": requestIdHeader, ...headers },
    content: { "application/problem+json": content },
  };
}

function success(description: string, schema: string, examples: Json, headers: Json = {}): Json {
  return {
    description,
    headers: { "X-Request-Id": requestIdHeader, ...headers },
    content: { "application/json": { schema: ref(schema), examples } },
  };
}

const unauthorized = (limited: boolean) =>
  failure(
    "The API key is missing or not valid (`unauthorized`): send `Authorization: Bearer asst_…` with a key issued in the chat; or its lifetime is over (`key_expired`): ask in the chat for a new one.",
    { ...wwwAuthenticate, ...(limited ? rateLimitHeaders(false) : {}) },
    [
      [
        "missing",
        "No Authorization header",
        "unauthorized",
        'Missing API key: send the header "Authorization: Bearer <key>"; ask the assistant in the chat for a key',
      ],
      [
        "invalid",
        "A revoked or unknown key",
        "unauthorized",
        "This API key is not valid: it was revoked or never existed",
      ],
      [
        "expired",
        "A key past its expiry",
        "key_expired",
        'This API key expired at 2025-06-01T00:00:00.000Z; ask the assistant in the chat for a new one ("create an API key", or "rotate API key <name>" before a key expires)',
      ],
    ],
  );

/** The example of a request from outside a key's allowed networks. */
const IP_NOT_ALLOWED: Example = [
  "ipNotAllowed",
  "A key limited to networks, used from elsewhere",
  "ip_not_allowed",
  "This API key may only be used from its allowed networks; this request came from 198.51.100.7. Use it from an allowed network, or ask the assistant in the chat for a key allowed from there",
];

/** 403 for a key limited to networks, used from another address. */
const ipNotAllowed = (headers: Json) =>
  failure(
    "The key may only be used from its allowed networks, and this request came from another address (`ip_not_allowed`; the message names the address).",
    headers,
    [IP_NOT_ALLOWED],
  );

const unavailable = (headers: Json) =>
  failure(
    "Briefly unavailable (`service_unavailable`, or `timeout` when the assistant did not answer in time); retry after `Retry-After` seconds.",
    { ...retryAfter(true), ...headers },
    [
      [
        "unavailable",
        "A dependency is down",
        "service_unavailable",
        "The service that handles this is not running; try again shortly",
      ],
      [
        "timeout",
        "The assistant was too slow",
        "timeout",
        "The assistant did not answer in time; try again",
      ],
    ],
  );

const rateLimited = (detail: string, headers: Json) =>
  failure(
    "Too many requests (`rate_limited`); wait `Retry-After` seconds.",
    { ...retryAfter(true), ...headers },
    [["", "", "rate_limited", detail]],
  );

/** The statuses /messages and /actions share. */
function messageFailures(path: "messages" | "actions", invalid: Example[]): Json {
  const limits = rateLimitHeaders(false);
  return {
    "400": failure(
      "The `message` field is empty (`empty_message`) or longer than 4000 characters (`message_too_long`).",
      limits,
      [
        [
          "empty",
          "An empty message",
          "empty_message",
          '"message" is empty; write a question or instruction',
        ],
        [
          "tooLong",
          "A message over 4000 characters",
          "message_too_long",
          '"message" has 4213 characters; the most allowed is 4000',
        ],
      ],
    ),
    "401": unauthorized(true),
    "402": failure(
      "The monthly spending cap of the plan is reached (`spending_cap_reached`).",
      limits,
      [[
        "",
        "",
        "spending_cap_reached",
        "The monthly spending cap of your plan is reached; it resets at the start of next month",
      ]],
    ),
    "413": failure("The request body is larger than 64 KiB (`payload_too_large`).", limits, [[
      "",
      "",
      "payload_too_large",
      "The body is larger than 65536 bytes; a message has at most 4000 characters",
    ]]),
    "415": failure(
      "The body is not sent with `Content-Type: application/json` (`unsupported_media_type`).",
      limits,
      [[
        "",
        "",
        "unsupported_media_type",
        'The body is sent with Content-Type "text/plain"; send it as JSON with Content-Type: application/json',
      ]],
    ),
    "422": failure(
      "The body is not valid JSON, is not an object, has no `message`, or `message` is not a string (`invalid_body`)" +
        (path === "actions"
          ? "; or the key has no authorised action (`no_authorized_action`)."
          : "."),
      limits,
      [
        [
          "notJson",
          "A body that is not JSON",
          "invalid_body",
          'The body is not valid JSON; send {"message": "<text>"} with Content-Type: application/json',
        ],
        ["noMessage", "No message field", "invalid_body", 'The body has no "message" field'],
        ...invalid,
      ],
    ),
    "429": rateLimited(
      path === "messages"
        ? "Too many requests: at most 30 a minute per account on /messages; retry in 12 seconds"
        : "Too many requests: at most 20 a minute per account on /actions; retry in 12 seconds",
      rateLimitHeaders(true),
    ),
    "503": unavailable(limits),
  };
}

const messageBody = (message: string) => ({
  required: true,
  content: { "application/json": { schema: ref("MessageRequest"), example: { message } } },
});

/** The request of the 200 example of `POST /actions`: a reminder set and an email proposed. */
const COMBINED_REQUEST =
  "Remind me tomorrow at 9 to call the dentist, and email Anna to ask about dinner on Friday";

/**
 * `POST /actions`'s body with named examples: the combined request, then each tool's first example
 * request, named after the tool, in the order of `TOOLS`.
 */
function actionsBody(examples: ToolExamples): Json {
  const named: Json = {
    combined: { summary: "Several tools in one message", value: { message: COMBINED_REQUEST } },
  };
  for (const tool of TOOLS) {
    const first = examples[tool.name]?.[0];
    if (first !== undefined) {
      named[tool.name] = { summary: `${tool.name}: ${first}`, value: { message: first } };
    }
  }
  return {
    required: true,
    content: { "application/json": { schema: ref("MessageRequest"), examples: named } },
  };
}

const proposal = {
  id: PROPOSAL_ID,
  status: "pending",
  summary: SUMMARY,
  created_at: "2025-05-02T08:15:00Z",
  resolved_at: null,
  expires_at: "2025-05-05T08:15:00Z",
};

/** `paths` of openapi.json; `examples` are the tools' example requests. */
export function paths(examples: ToolExamples): Json {
  return {
    [`${BASE}/messages`]: {
      post: {
        operationId: "sendMessage",
        tags: ["Messages"],
        summary: "Ask the assistant (read-only)",
        description:
          "One read-only turn: the assistant answers from the user's profile and memory only. It runs no actions and changes nothing. Any valid key works, including an answer-only key.\n\nLimits: 30 requests a minute per origin and 30 a minute per account; every call counts against the plan's monthly spending cap.",
        requestBody: messageBody("When is Anna's birthday?"),
        responses: {
          "200": success("The assistant's answer.", "MessageResponse", {
            answer: {
              summary: "An answer from memory",
              value: { reply: "Anna's birthday is on 14 March.", model: "local" },
            },
          }, rateLimitHeaders(true)),
          ...messageFailures("messages", []),
          "403": ipNotAllowed(rateLimitHeaders(false)),
        },
      },
    },
    [`${BASE}/actions`]: {
      post: {
        operationId: "runActions",
        tags: ["Actions"],
        summary: "Read data, run actions and propose sensitive ones",
        description: [
          "The working endpoint. Within the key's permissions the assistant reads the user's data, runs actions with the safe tool group (reminders, tasks, notes, lists and the other permission groups the key holds), and proposes sensitive actions (sending an email, creating a calendar event) that run only after the user taps Confirm in the chat.",
          "Requires a key with action permissions (`403` otherwise; use `/messages`) and at least one authorised action (`422` otherwise).",
          "A proposal appears in `actions` as a `propose_action` entry whose `request_id` is the proposal id for `GET /actions/requests/{request_id}`; it expires after 72 hours without a decision. The top-level `request_id` identifies this call, equals `X-Request-Id`, and is not a proposal id.",
          "Duplicate protection is always on, per API key: for 10 minutes the same message text runs once, and a repeat gets the already computed response with `idempotent_replay: true`; another key of the account runs its own request. An `Idempotency-Key` is kept for 24 hours: a repeat with the same key is not run again and gets the stored response, even when its body differs (the new body does not run). While the first request with that key is still in flight, a repeat gets `409`. Only a response in which at least one action succeeded (an `actions` entry with `ok: true`) is kept: one that did nothing (no action succeeded, or the assistant asks for a missing detail) and a failed request are not, so the same text or key sent again, once the cause is fixed, runs again.",
          "Limits: 20 requests a minute per account; every call counts against the plan's monthly spending cap.",
        ].join("\n\n"),
        parameters: [{
          in: "header",
          name: "Idempotency-Key",
          required: false,
          description:
            "A key unique per event (for example a UUID). For 24 hours a request with the same key is not run again: it gets the first call's stored response (with `idempotent_replay: true`), whatever its body; `409` while the first call is still in flight. A response in which no action succeeded is not kept.",
          schema: { type: "string", minLength: 1, maxLength: 255, example: "order-4711-reminder" },
        }],
        requestBody: actionsBody(examples),
        responses: {
          "200": success("What the assistant did and said.", "ActionResponse", {
            done: { summary: "A reminder set and an email proposed", value: ACTION_EXAMPLE },
            replay: {
              summary: "A duplicate request answered from the stored response",
              value: { ...ACTION_EXAMPLE, idempotent_replay: true },
            },
          }, rateLimitHeaders(true)),
          ...messageFailures("actions", [[
            "noAction",
            "A key with no authorised action",
            "no_authorized_action",
            "This key has no authorised action; ask the assistant in the chat to allow one",
          ]]),
          "403": failure(
            "The key has no action permissions (`forbidden`); use `/messages`, or ask the assistant in the chat for a key that may act. Or the key may only be used from its allowed networks, and this request came from another address (`ip_not_allowed`).",
            rateLimitHeaders(false),
            [
              [
                "forbidden",
                "An answer-only key",
                "forbidden",
                "This key may only answer questions; use /messages, or ask the assistant in the chat for a key that may act",
              ],
              IP_NOT_ALLOWED,
            ],
          ),
          "409": failure(
            "A request with the same `Idempotency-Key` is still in flight (`conflict`); retry once it has finished to get its stored response.",
            {
              ...retryAfter(
                false,
                "Whole seconds to wait before retrying, when the first request may have finished.",
              ),
              ...rateLimitHeaders(false),
            },
            [[
              "",
              "",
              "conflict",
              "A request with this Idempotency-Key is still running; retry in a moment to get its response",
            ]],
          ),
        },
      },
    },
    [`${BASE}/actions/requests/{request_id}`]: {
      get: {
        operationId: "getActionRequest",
        tags: ["Actions"],
        summary: "Get the status of a proposal",
        description:
          "Returns a proposal made through `/actions`. The id is the `request_id` of a `propose_action` entry in `actions`, not the top-level `request_id`. Any valid key of the account that owns the proposal may read it, including answer-only keys.\n\nAnswers `404` when no proposal has that id, and also for another account's proposal and for an id that is not a UUID.",
        parameters: [{
          in: "path",
          name: "request_id",
          required: true,
          description: "The proposal id, from `actions[].request_id` of a `propose_action` entry.",
          schema: { type: "string", format: "uuid", example: PROPOSAL_ID },
        }],
        responses: {
          "200": success("The proposal.", "ActionRequest", {
            pending: { summary: "Waiting for the user", value: proposal },
            confirmed: {
              summary: "Confirmed in the chat",
              value: { ...proposal, status: "confirmed", resolved_at: "2025-05-02T08:20:11Z" },
            },
          }),
          "401": unauthorized(false),
          "403": ipNotAllowed({}),
          "404": failure(
            "No proposal with that id (`not_found`); also for another account's proposal and for an id that is not a UUID.",
            {},
            [["", "", "not_found", `No proposal with the id "${PROPOSAL_ID}"`]],
          ),
          "429": rateLimited("Too many requests; retry in 12 seconds", {}),
          "503": unavailable({}),
        },
      },
    },
  };
}
