/**
 * Builds openapi.json: `components.schemas` from the zod schemas of the bodies (api_schemas.ts,
 * webhook_schemas.ts) through `z.toJSONSchema` for OpenAPI 3.0, the rest from the hand-written
 * paths (openapi_paths.ts) and prose (openapi_text.ts), with the example requests of each tool
 * passed in. `deno task openapi` runs openapi.ts at the repository root, which takes those
 * examples from the assistant's group descriptions (the gateway never imports the assistant);
 * test/openapi_test.ts fails when the committed file differs.
 */
import { EVENT_TYPES } from "@asst/shared";
import { z } from "zod";
import {
  actionEntrySchema,
  actionRequestSchema,
  actionResponseSchema,
  errorCodeSchema,
  messageRequestSchema,
  messageResponseSchema,
  problemSchema,
} from "./api_schemas.ts";
import { paths } from "./openapi_paths.ts";
import { oauthPaths, oauthSecurityScheme } from "./openapi_oauth_paths.ts";
import {
  checkToolExamples,
  infoDescription,
  SIGNATURE_DESCRIPTION,
  type ToolExamples,
  VERIFY_EXAMPLE,
} from "./openapi_text.ts";
import { WEBHOOK_EVENTS } from "./webhook_schemas.ts";

/** The command that regenerates openapi.json. */
export const OPENAPI_COMMAND = "deno task openapi";

type Json = Record<string, unknown>;

/** Formats that say all a pattern would: the pattern zod adds beside them is dropped. */
const SELF_DESCRIBING_FORMATS = new Set(["uuid", "date-time"]);

/** Drops zod's `$id`s and the patterns of self-describing formats, everywhere in `node`. */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (typeof node !== "object" || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$id") continue;
    if (key === "pattern" && SELF_DESCRIBING_FORMATS.has(String((node as Json).format))) continue;
    // An example is data, not a schema: kept as written.
    out[key] = key === "example" ? value : tidy(value);
  }
  return out;
}

/** `components.schemas`, generated from the zod schemas. */
function schemas(): Json {
  const registry = z.registry<{ id: string }>();
  registry.add(messageRequestSchema, { id: "MessageRequest" });
  registry.add(messageResponseSchema, { id: "MessageResponse" });
  registry.add(actionResponseSchema, { id: "ActionResponse" });
  registry.add(actionEntrySchema, { id: "ActionEntry" });
  registry.add(actionRequestSchema, { id: "ActionRequest" });
  registry.add(problemSchema, { id: "Problem" });
  registry.add(errorCodeSchema, { id: "ErrorCode" });
  for (const event of WEBHOOK_EVENTS) registry.add(event.schema, { id: event.name });
  const generated = z.toJSONSchema(registry, {
    target: "openapi-3.0",
    io: "input",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return tidy(generated.schemas) as Json;
}

const eventHeader = {
  in: "header",
  name: "X-Service-Event",
  required: true,
  description:
    "The event kind (`reminder.fired`, `price.drop` or `proposal.resolved`), the same as the body's `type`.",
};

/** `x-webhooks`: one POST per event kind, with its body and headers. */
function webhooks(): Json {
  return Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event.type, {
    post: {
      operationId: `webhook${event.name.replace("WebhookEvent", "")}`,
      summary: event.summary,
      description: event.description,
      parameters: [
        { ...eventHeader, schema: { type: "string", enum: EVENT_TYPES, example: event.type } },
        {
          in: "header",
          name: "X-Service-Signature",
          required: true,
          description:
            '`t=<unix seconds>,v1=<signature>`, where the signature is the lowercase hex HMAC-SHA256, keyed with the signing secret, of `"<t>.<raw body>"`.',
          schema: {
            type: "string",
            pattern: "^t=[0-9]+,v1=[0-9a-f]{64}$",
            example:
              "t=1746259200,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd",
          },
        },
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": { schema: { $ref: `#/components/schemas/${event.name}` } },
        },
      },
      responses: {
        "2XX": {
          description:
            "Any 2xx status acknowledges the event. Anything else, or no answer, is a failed delivery that may be retried; the same event id can therefore arrive more than once.",
        },
      },
    },
  }]));
}

/**
 * The OpenAPI 3.0.3 document of the Assistant Interface, showing `examples` in the Tools table and
 * as named requests of `POST /actions`. Throws when an example names no tool.
 */
export function openApiDocument(examples: ToolExamples): Json {
  checkToolExamples(examples);
  return {
    openapi: "3.0.3",
    info: {
      title: "Assistant Interface",
      version: "1.0.0",
      description: infoDescription(examples),
    },
    servers: [{ url: "http://127.0.0.1:8080", description: "embedded mode on this machine" }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: "Messages", description: "Read-only questions." },
      { name: "Actions", description: "Data, actions and proposals." },
      { name: "MCP", description: "The assistant's tools for MCP clients." },
      { name: "OAuth", description: "Sign-in of MCP clients, approved in the user's chat." },
    ],
    paths: { ...paths(examples), ...oauthPaths() },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "asst_…",
          description:
            "An API key starting with `asst_`, issued in the chat with the assistant and shown once: `Authorization: Bearer asst_…`. It carries exactly the permissions confirmed when it was created.",
        },
        oauth2: oauthSecurityScheme(),
      },
      schemas: schemas(),
    },
    "x-webhooks": webhooks(),
    "x-webhook-signature": {
      header: "X-Service-Signature",
      format: "t=<unix seconds>,v1=<lowercase hex HMAC-SHA256>",
      description: SIGNATURE_DESCRIPTION,
      "x-example-lang": "typescript",
      example: VERIFY_EXAMPLE,
    },
  };
}

/** openapi.json's text: the document, two-space indented, with a final newline. */
export function renderOpenApi(examples: ToolExamples): string {
  return JSON.stringify(openApiDocument(examples), null, 2) + "\n";
}
