/**
 * The bodies of the public API as zod schemas with their descriptions and examples: the source of
 * `components.schemas` in openapi.json (see openapi_document.ts). Each field reuses the schema the
 * code validates with (the bus contracts in shared/src/subjects/ and events.ts), so a changed
 * limit or field shows in the regenerated contract.
 */
import {
  AppError,
  assistantSubjects,
  ERROR_CODE,
  type ErrorCode,
  findTool,
  proposalViewSchema,
} from "@asst/shared";
import { problemOf } from "@asst/shared/http";
import { z } from "zod";
import { ERROR_DOCS } from "./openapi_text.ts";

/** What a documented field says about itself. */
export interface FieldDoc {
  /** Left out where the field's own schema describes it (a `$ref`). */
  description?: string;
  example?: unknown;
  /** OpenAPI `format` the code's plain string always has (a UUID, a timestamp). */
  format?: string;
}

/**
 * An object schema of `shape` with each field described; the schema's example is the fields'
 * examples unless `example` is given. Throws when `docs` and `shape` name different fields, so a
 * field added in code without a description fails the generator.
 */
export function documented(
  description: string,
  shape: Record<string, z.ZodType>,
  docs: Record<string, FieldDoc>,
  example?: Record<string, unknown>,
): z.ZodObject {
  const fields = Object.keys(shape).sort().join(",");
  if (fields !== Object.keys(docs).sort().join(",")) {
    throw new Error(`Documented fields ${Object.keys(docs)} differ from the schema's ${fields}`);
  }
  const described: Record<string, z.ZodType> = {};
  const examples: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const doc = docs[name]!;
    described[name] = Object.keys(doc).length === 0 ? schema : schema.meta({ ...doc });
    if ("example" in doc) examples[name] = doc.example;
  }
  return z.object(described).meta({ description, example: example ?? examples });
}

export const REQUEST_ID = "7d3c2a9e-5b1f-4c8e-9a6d-2f0b8e4c1a57";
export const PROPOSAL_ID = "3f1b9c52-8e4d-4a7b-b6c0-9d2e5f8a1c34";
export const SUMMARY = 'Email to anna@example.com: "Dinner on Friday?"';

/** Body of `POST /messages` and `POST /actions`. */
export const messageRequestSchema = documented("Body of `POST /messages` and `POST /actions`.", {
  message: assistantSubjects.answer.request.shape.message,
}, {
  message: {
    description:
      "A natural-language question or instruction: 1 to 4000 characters (Unicode code points), not only white space.",
    example: "Remind me tomorrow at 9 to call the dentist",
  },
});

const answer = assistantSubjects.answer.response.shape;

/** The answer of `POST /messages`. */
export const messageResponseSchema = documented("The answer of `POST /messages`.", {
  reply: answer.reply,
  model: answer.model,
}, {
  reply: { description: "The assistant's text.", example: "Anna's birthday is on 14 March." },
  model: { description: "The model that produced the reply.", example: "local" },
});

const entry = assistantSubjects.act.response.shape.actions.element.shape;

/** One tool the assistant used, as `POST /actions` reports it. */
export const actionEntrySchema = documented("One tool the assistant used.", entry, {
  tool: {
    description:
      "The tool's name (one of the tools listed under Tools), or `propose_action` for a proposal.",
    example: "propose_action",
  },
  ok: { description: "Whether the tool call succeeded.", example: true },
  request_id: {
    description:
      "On a `propose_action` entry: the proposal id, to use with `GET /actions/requests/{request_id}`.",
    example: PROPOSAL_ID,
    format: "uuid",
  },
});

/** A tool's name, checked against the tool definitions so an example never names a lost tool. */
export function toolName(name: string): string {
  if (!findTool(name)) throw new Error(`No tool is named ${name}`);
  return name;
}

/** The example reply of `POST /actions`: a reminder set and an email proposed. */
export const ACTION_EXAMPLE = {
  reply:
    "I set a reminder for tomorrow at 9:00 to call the dentist, and asked you in the chat to confirm the email to Anna.",
  actions: [{ tool: toolName("reminders_create"), ok: true }, {
    tool: toolName("propose_action"),
    ok: true,
    request_id: PROPOSAL_ID,
  }],
  model: "local",
  request_id: REQUEST_ID,
  idempotent_replay: false,
};

const act = assistantSubjects.act.response.shape;

/** The answer of `POST /actions` (routes/actions.ts builds it from the assistant's `act` reply). */
export const actionResponseSchema = documented("The answer of `POST /actions`.", {
  reply: act.reply,
  actions: z.array(actionEntrySchema),
  model: act.model,
  request_id: z.string().min(1),
  idempotent_replay: z.boolean(),
}, {
  reply: { description: "The assistant's text.", example: ACTION_EXAMPLE.reply },
  actions: {
    description: "What was done, one entry per tool used (empty when no tool was used).",
  },
  model: { description: "The model used.", example: "local" },
  request_id: {
    description:
      "Identifier of this call, for support and tracing only; equals the `X-Request-Id` header. Not a proposal id.",
    example: REQUEST_ID,
  },
  idempotent_replay: {
    description:
      "`true` when this is an already computed response returned for a duplicate request (same message text within 10 minutes, or a reused `Idempotency-Key`).",
    example: false,
  },
}, ACTION_EXAMPLE);

/** Fields a proposal has both in its status and in its `proposal.resolved` webhook. */
export const PROPOSAL_FIELDS = {
  summary: {
    description: "Short human-readable description of the proposed action.",
    example: SUMMARY,
  },
  created_at: {
    description: "When the proposal was made.",
    example: "2025-05-02T08:15:00Z",
    format: "date-time",
  },
} satisfies Record<string, FieldDoc>;

/** A proposal as `GET /actions/requests/{request_id}` shows it. */
export const actionRequestSchema = documented(
  "A proposal awaiting the user's decision in the chat. States: `pending` (created by `propose_action`), `confirmed` (the user tapped Confirm and the action went out), `rejected` (the user rejected it), `expired` (72 hours passed without a decision), `failed` (the user confirmed but the action did not go out).",
  proposalViewSchema.shape,
  {
    id: { description: "The proposal id.", example: PROPOSAL_ID },
    status: { description: "Where the proposal stands.", example: "pending" },
    ...PROPOSAL_FIELDS,
    resolved_at: {
      description:
        "When the user decided (or the proposal was otherwise resolved); `null` while unresolved.",
      example: null,
      format: "date-time",
    },
    expires_at: {
      description: "When a pending proposal expires: 72 hours after `created_at`.",
      example: "2025-05-05T08:15:00Z",
      format: "date-time",
    },
  },
);

/** Every stable error code, with the statuses and meaning the docs page lists. */
export const errorCodeSchema = z.enum(Object.values(ERROR_CODE) as [ErrorCode, ...ErrorCode[]])
  .meta({
    description: "A stable, machine-readable error code. Its meaning never changes within v1.",
    example: "empty_message",
    "x-error-codes": ERROR_DOCS,
  });

/** An error body as shared/src/http.ts `problemOf()` builds it. */
export const problemSchema = documented(
  "An error (RFC 9457 problem details), sent as `application/problem+json`, with a stable `code`.",
  {
    type: z.string(),
    title: z.string(),
    status: z.int().min(400).max(599),
    detail: z.string(),
    code: errorCodeSchema,
    request_id: z.string().optional(),
  },
  {
    type: {
      description:
        "Link to the code's entry in the reference page: `/api/assistant/v1/docs#error-<code>`.",
      example: "/api/assistant/v1/docs#error-empty_message",
      format: "uri-reference",
    },
    title: { description: "The HTTP status's title.", example: "Bad Request" },
    status: { description: "The HTTP status code.", example: 400 },
    detail: {
      description:
        "What went wrong and what to do, safe to show; never holds a key or the message.",
      example: '"message" is empty; write a question or instruction',
    },
    code: {},
    request_id: {
      description: "Identifier of the call (the `X-Request-Id`); quote it when asking for support.",
      example: REQUEST_ID,
    },
  },
  {
    ...problemOf(
      new AppError(ERROR_CODE.emptyMessage, '"message" is empty; write a question or instruction'),
      REQUEST_ID,
    ),
  },
);
