import assert from "node:assert/strict";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { z } from "zod";
import {
  AppError,
  ERROR_CODE,
  ERROR_STATUS,
  eventDataSchemas,
  STATUS_TITLE,
  TOOLS,
} from "@asst/shared";
import { problemOf } from "@asst/shared/http";
import { OPENAPI_COMMAND } from "../services/gateway/src/openapi/openapi_document.ts";
import { currentOpenApi } from "../openapi.ts";
import { assertMatchesContract, contractSchemaErrors } from "./_contract.ts";

const BASE = "/api/assistant/v1";
const MESSAGES = `${BASE}/messages`;
const ACTIONS = `${BASE}/actions`;
const STATUS = `${BASE}/actions/requests/{request_id}`;
const MCP = `${BASE}/mcp`;
const REQUEST_ID = "7d3c2a9e-5b1f-4c8e-9a6d-2f0b8e4c1a57";
const PROPOSAL_ID = "3f1b9c52-8e4d-4a7b-b6c0-9d2e5f8a1c34";

// deno-lint-ignore no-explicit-any
type Doc = any;
const committed = Deno.readTextFileSync(new URL("../openapi.json", import.meta.url));
const doc: Doc = JSON.parse(committed);

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "x-request-id": REQUEST_ID, ...headers },
  });
}

const RATE = { "ratelimit-limit": "30", "ratelimit-remaining": "29", "ratelimit-reset": "60" };

function problem(status: number, code: string, headers: Record<string, string> = {}): Response {
  const body = problemOf(new AppError(code as never, "Something specific", { status }), REQUEST_ID);
  return json(status, body, { "content-type": "application/problem+json", ...headers });
}

Deno.test("openapi.json is a valid OpenAPI 3.0.3 document of version 1.0.0", async () => {
  const result = await new Validator().validate(structuredClone(doc));
  assert.deepEqual(result.errors, undefined, JSON.stringify(result.errors, null, 2));
  assert.equal(result.valid, true);
  assert.equal(doc.openapi, "3.0.3");
  assert.equal(doc.info.version, "1.0.0");
  assert.deepEqual(doc.servers, [
    { url: "http://127.0.0.1:8080", description: "embedded mode on this machine" },
  ]);
  assert.deepEqual(doc.security, [{ bearerAuth: [] }]);
  assert.equal(doc.components.securitySchemes.bearerAuth.type, "http");
  assert.equal(doc.components.securitySchemes.bearerAuth.scheme, "bearer");
});

Deno.test("openapi.json is exactly the document the generator builds from the code", () => {
  // The code includes the assistant's group descriptions: a changed example makes the file stale.
  assert.ok(
    committed === currentOpenApi(),
    `openapi.json is out of date with its sources: run \`${OPENAPI_COMMAND}\` and commit the result`,
  );
});

Deno.test("the description lists every tool and every error code with its own anchor", () => {
  const description: string = doc.info.description;
  for (const tool of TOOLS) {
    assert.ok(description.includes(`<tr id="tool-${tool.name}">`), tool.name);
  }
  for (const code of Object.values(ERROR_CODE)) {
    assert.ok(description.includes(`<tr id="error-${code}">`), code);
    for (const status of doc.components.schemas.ErrorCode["x-error-codes"][code].status) {
      assert.ok(STATUS_TITLE[status], `${code}'s status ${status} has a title`);
    }
  }
  const examples = JSON.stringify(doc).match(/"tool":"[a-z_]+"/g) ?? [];
  assert.ok(examples.length > 0);
  for (const example of examples) {
    const name = example.slice(8, -1);
    assert.ok(TOOLS.some((tool) => tool.name === name), `the examples name the tool ${name}`);
  }
});

Deno.test("the OpenAPI validator rejects a document that breaks the 3.0.3 schema", async () => {
  const broken = structuredClone(doc);
  broken.paths[MESSAGES].post.responses["200"] = { content: {} };
  const result = await new Validator().validate(broken);
  assert.equal(result.valid, false);
});

Deno.test("openapi.json documents the three endpoints with the specification's statuses", () => {
  const statuses = (path: string, method: string) =>
    Object.keys(doc.paths[path][method].responses).map(Number).sort((a, b) => a - b);
  assert.deepEqual(
    Object.keys(doc.paths).filter((p) =>
      !p.startsWith(`${BASE}/oauth`) && !p.startsWith("/.well-known")
    ).sort(),
    [ACTIONS, STATUS, MESSAGES, MCP].sort(),
  );
  assert.deepEqual(Object.keys(doc.paths[MESSAGES]), ["post"]);
  assert.deepEqual(Object.keys(doc.paths[ACTIONS]), ["post"]);
  assert.deepEqual(Object.keys(doc.paths[STATUS]), ["get"]);
  // 403 on /messages and the status endpoint: a key used from outside its allowed networks.
  assert.deepEqual(statuses(MESSAGES, "post"), [
    200,
    400,
    401,
    402,
    403,
    413,
    415,
    422,
    429,
    503,
  ]);
  assert.deepEqual(statuses(ACTIONS, "post"), [
    200,
    400,
    401,
    402,
    403,
    409,
    413,
    415,
    422,
    429,
    503,
  ]);
  assert.deepEqual(statuses(STATUS, "get"), [200, 401, 403, 404, 429, 503]);
  for (const [path, method] of [[MESSAGES, "post"], [ACTIONS, "post"], [STATUS, "get"]] as const) {
    const op = doc.paths[path][method];
    assert.ok(op.operationId && op.summary && op.description, `${method} ${path} is described`);
    for (const [status, response] of Object.entries<Doc>(op.responses)) {
      assert.equal(response.headers["X-Request-Id"].required, true, `${path} ${status}`);
      const media = Number(status) < 400 ? "application/json" : "application/problem+json";
      assert.deepEqual(Object.keys(response.content), [media], `${path} ${status}`);
      if (status === "429" || status === "503") {
        assert.equal(response.headers["Retry-After"].schema.type, "integer");
      }
      if (status === "401") assert.equal(response.headers["WWW-Authenticate"].required, true);
    }
  }
  const idempotencyKey = doc.paths[ACTIONS].post.parameters[0];
  assert.equal(idempotencyKey.name, "Idempotency-Key");
  assert.equal(idempotencyKey.in, "header");
  assert.equal(idempotencyKey.required, false);
  assert.equal(idempotencyKey.schema.maxLength, 255);
  const requestId = doc.paths[STATUS].get.parameters[0];
  assert.deepEqual([requestId.in, requestId.required, requestId.schema.format], [
    "path",
    true,
    "uuid",
  ]);
});

Deno.test("the Problem code enum lists exactly the codes of ERROR_CODE", () => {
  const codes = Object.values(ERROR_CODE).sort();
  assert.deepEqual([...doc.components.schemas.ErrorCode.enum].sort(), codes);
  assert.deepEqual(Object.keys(doc.components.schemas.ErrorCode["x-error-codes"]).sort(), codes);
});

Deno.test("the status an error takes from its code is the first one the error table documents", () => {
  for (const code of Object.values(ERROR_CODE)) {
    const documented = doc.components.schemas.ErrorCode["x-error-codes"][code].status;
    assert.equal(new AppError(code, "Detail").status, documented[0], code);
    assert.equal(ERROR_STATUS[code], documented[0], code);
  }
});

Deno.test("every problem body the shared error mapper builds matches the Problem schema", () => {
  for (const code of Object.values(ERROR_CODE)) {
    for (const status of Object.keys(STATUS_TITLE).map(Number)) {
      const body = problemOf(new AppError(code, "Detail", { status }), REQUEST_ID);
      assert.deepEqual(contractSchemaErrors("#/components/schemas/Problem", body), []);
    }
  }
});

Deno.test("every example in openapi.json matches the schema it illustrates", () => {
  let checked = 0;
  const walk = (node: Doc, path: string[]) => {
    if (typeof node !== "object" || node === null) return;
    const pointer = "#/" +
      path.map((s) => s.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
    const isSchema = "type" in node || "$ref" in node || "enum" in node;
    if (isSchema && "example" in node) {
      assert.deepEqual(contractSchemaErrors(pointer, node.example), [], pointer);
      checked++;
    }
    if ("schema" in node && typeof node.schema === "object") {
      const values = [
        ...("example" in node ? [node.example] : []),
        ...Object.values<Doc>(node.examples ?? {}).map((e) => e.value),
      ];
      for (const value of values) {
        assert.deepEqual(contractSchemaErrors(`${pointer}/schema`, value), [], pointer);
        checked++;
      }
    }
    for (const [key, child] of Object.entries<Doc>(node)) {
      if (key !== "example" && key !== "examples") walk(child, [...path, key]);
    }
  };
  walk(doc, []);
  assert.ok(checked > 50, `only ${checked} examples checked`);
});

Deno.test("every problem example links to the docs entry of its own code", () => {
  const texts = JSON.stringify(doc).match(/"type":"\/api\/assistant\/v1\/docs#error-[a-z_]+"/g);
  assert.ok(texts && texts.length > 10);
  const walk = (node: Doc) => {
    if (typeof node !== "object" || node === null) return;
    if (typeof node.code === "string" && typeof node.type === "string" && "detail" in node) {
      assert.equal(node.type, `${BASE}/docs#error-${node.code}`);
      assert.equal(node.title, STATUS_TITLE[node.status]);
    }
    for (const child of Object.values(node)) walk(child);
  };
  walk(doc);
});

Deno.test("the webhook payloads are documented as WebhookEvent schemas with their envelope", () => {
  const schemas = doc.components.schemas;
  // The documented fields are exactly those the events carry (shared/src/events.ts).
  const events = {
    WebhookEventReminderFired: "reminder.fired",
    WebhookEventPriceDrop: "price.drop",
    WebhookEventProposalResolved: "proposal.resolved",
  } as const;
  for (const [name, type] of Object.entries(events)) {
    const data = eventDataSchemas[type] as unknown as z.ZodObject;
    const shape = data.shape as Record<string, z.ZodType>;
    assert.deepEqual(schemas[name].required, ["id", "type", "created_at", "data"]);
    assert.deepEqual(schemas[name].properties.type.enum, [type]);
    assert.deepEqual(Object.keys(schemas[name].properties.data.properties), Object.keys(shape));
    const required = Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success);
    assert.deepEqual([...(schemas[name].properties.data.required ?? [])].sort(), required.sort());
    assert.ok(data.safeParse(schemas[name].example.data).success, `${name}'s example is valid`);
    assert.equal(
      doc["x-webhooks"][type].post.requestBody.content["application/json"].schema.$ref,
      `#/components/schemas/${name}`,
    );
  }
  assert.match(doc.info.description, /X-Service-Signature/);
  assert.match(doc.info.description, /X-Service-Event/);
});

Deno.test("assertMatchesContract() accepts a documented answer of each endpoint", async () => {
  await assertMatchesContract(
    "POST",
    MESSAGES,
    json(200, { reply: "Hello", model: "local" }, RATE),
  );
  await assertMatchesContract(
    "post",
    ACTIONS,
    json(200, {
      reply: "Done",
      actions: [{ tool: "create_reminder", ok: true }, {
        tool: "propose_action",
        ok: true,
        request_id: PROPOSAL_ID,
      }],
      model: "local",
      request_id: REQUEST_ID,
      idempotent_replay: false,
    }, { ...RATE, "content-type": "application/json; charset=UTF-8" }),
  );
  await assertMatchesContract(
    "GET",
    STATUS,
    json(200, {
      id: PROPOSAL_ID,
      status: "pending",
      summary: "Send an email",
      created_at: "2025-05-02T08:15:00Z",
      resolved_at: null,
      expires_at: "2025-05-05T08:15:00.000Z",
    }),
  );
  await assertMatchesContract(
    "GET",
    STATUS,
    problem(404, ERROR_CODE.notFound),
  );
  await assertMatchesContract(
    "POST",
    ACTIONS,
    problem(429, ERROR_CODE.rateLimited, { "retry-after": "12", ...RATE }),
  );
  await assertMatchesContract(
    "POST",
    MESSAGES,
    problem(401, ERROR_CODE.unauthorized, { "www-authenticate": 'Bearer realm="assistant"' }),
  );
});

Deno.test("assertMatchesContract() leaves the response body unread", async () => {
  const res = json(200, { reply: "Hello", model: "local" }, RATE);
  await assertMatchesContract("POST", MESSAGES, res);
  assert.deepEqual(await res.json(), { reply: "Hello", model: "local" });
});

Deno.test("assertMatchesContract() rejects a body without reply", async () => {
  await assert.rejects(
    assertMatchesContract("POST", MESSAGES, json(200, { model: "local" }, RATE)),
    /must have required property 'reply'/,
  );
});

Deno.test("assertMatchesContract() rejects a field of the wrong format", async () => {
  const res = json(200, {
    id: "not-a-uuid",
    status: "pending",
    summary: "Send an email",
    created_at: "2025-05-02T08:15:00Z",
    resolved_at: null,
    expires_at: "2025-05-05T08:15:00Z",
  });
  await assert.rejects(assertMatchesContract("GET", STATUS, res), /format "uuid"/);
});

Deno.test("assertMatchesContract() rejects an undocumented status", async () => {
  await assert.rejects(
    assertMatchesContract("POST", MESSAGES, problem(409, ERROR_CODE.conflict, RATE)),
    /status 409 is not documented/,
  );
  await assert.rejects(
    assertMatchesContract("GET", STATUS, problem(500, ERROR_CODE.internal)),
    /status 500 is not documented/,
  );
});

Deno.test("assertMatchesContract() rejects a wrong content type", async () => {
  const asJson = problem(404, ERROR_CODE.notFound, { "content-type": "application/json" });
  await assert.rejects(assertMatchesContract("GET", STATUS, asJson), /content-type/);
  const asText = new Response("Hello", {
    status: 200,
    headers: { "content-type": "text/plain", "x-request-id": REQUEST_ID, ...RATE },
  });
  await assert.rejects(assertMatchesContract("POST", MESSAGES, asText), /content-type/);
});

Deno.test("assertMatchesContract() rejects a missing or malformed required header", async () => {
  const noRequestId = new Response(JSON.stringify({ reply: "Hi", model: "local" }), {
    status: 200,
    headers: { "content-type": "application/json", ...RATE },
  });
  await assert.rejects(
    assertMatchesContract("POST", MESSAGES, noRequestId),
    /required header "X-Request-Id" is missing/,
  );
  await assert.rejects(
    assertMatchesContract("POST", ACTIONS, problem(429, ERROR_CODE.rateLimited, RATE)),
    /required header "Retry-After" is missing/,
  );
  await assert.rejects(
    assertMatchesContract(
      "POST",
      ACTIONS,
      problem(429, ERROR_CODE.rateLimited, { ...RATE, "retry-after": "soon" }),
    ),
    /header "Retry-After: soon" does not match/,
  );
  await assert.rejects(
    assertMatchesContract("GET", STATUS, problem(401, ERROR_CODE.unauthorized)),
    /required header "WWW-Authenticate" is missing/,
  );
});

Deno.test("assertMatchesContract() rejects a body request_id that differs from X-Request-Id", async () => {
  const res = json(404, {
    ...problemOf(new AppError(ERROR_CODE.notFound, "x")),
    request_id: "other",
  }, {
    "content-type": "application/problem+json",
  });
  await assert.rejects(assertMatchesContract("GET", STATUS, res), /differs from X-Request-Id/);
});

Deno.test("assertMatchesContract() rejects an operation the contract does not have", async () => {
  await assert.rejects(
    assertMatchesContract("DELETE", MESSAGES, json(200, {})),
    /no operation DELETE/,
  );
});

Deno.test("openapi.json shows the MCP endpoint and every OAuth endpoint of the authorization server metadata", () => {
  assert.deepEqual(Object.keys(doc.paths[MCP]), ["post"]);
  assert.ok(doc.paths[MCP].post.responses["401"]);
  for (const path of ["register", "authorize", "authorize/continue", "token", "revoke"]) {
    assert.ok(doc.paths[`${BASE}/oauth/${path}`], path);
  }
  assert.ok(doc.paths[`/.well-known/oauth-protected-resource${BASE}/mcp`]);
  assert.ok(doc.paths["/.well-known/oauth-authorization-server"]);
  assert.equal(doc.components.securitySchemes.oauth2.type, "oauth2");
  assert.ok(
    "shopping:read" in doc.components.securitySchemes.oauth2.flows.authorizationCode.scopes,
  );
});
