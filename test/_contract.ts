import assert from "node:assert/strict";
import { Ajv, type ValidateFunction } from "ajv";
import ajvFormats from "ajv-formats";

/** The id under which the whole contract is registered with Ajv; `$ref`s resolve inside it. */
const DOC_ID = "openapi.json";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Contract {
  doc: JsonObject;
  ajv: Ajv;
  validators: Map<string, ValidateFunction>;
}

let loaded: Contract | undefined;

function contract(): Contract {
  if (!loaded) {
    const doc = JSON.parse(
      Deno.readTextFileSync(new URL("../openapi.json", import.meta.url)),
    ) as JsonObject;
    // `strict: false` lets OpenAPI's own keywords (`example`, `x-*`) pass; Ajv reads OpenAPI 3.0's
    // `nullable: true` natively.
    const ajv = new Ajv({ strict: false, allErrors: true });
    // The CommonJS default export is the module; its `default` is the plugin.
    ajvFormats.default(ajv);
    ajv.addSchema(doc, DOC_ID);
    loaded = { doc, ajv, validators: new Map() };
  }
  return loaded;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pointerOf(segments: string[]): string {
  return segments.map((s) => "/" + s.replaceAll("~", "~0").replaceAll("/", "~1")).join("");
}

function segmentsOf(pointer: string): string[] {
  if (pointer === "" || pointer === "#") return [];
  return pointer.replace(/^#/, "").slice(1).split("/").map((s) =>
    decodeURIComponent(s).replaceAll("~1", "/").replaceAll("~0", "~")
  );
}

function at(segments: string[]): Json | undefined {
  let node: Json | undefined = contract().doc;
  for (const s of segments) {
    if (Array.isArray(node)) node = node[Number(s)];
    else if (isObject(node)) node = node[s];
    else return undefined;
  }
  return node;
}

/** Follows local `$ref`s: the object at `segments` and where it really lives. */
function resolve(segments: string[]): { node: JsonObject; segments: string[] } | undefined {
  let current = segments;
  for (let hops = 0; hops < 20; hops++) {
    const node = at(current);
    if (!isObject(node)) return undefined;
    const ref = node.$ref;
    if (typeof ref !== "string") return { node, segments: current };
    assert.ok(ref.startsWith("#/"), `Only local $refs are supported, not "${ref}"`);
    current = segmentsOf(ref);
  }
  throw new Error(`Too many $ref hops from "${pointerOf(segments)}"`);
}

function validatorAt(segments: string[]): ValidateFunction {
  const { ajv, validators } = contract();
  const fragment = segments.map((s) =>
    encodeURIComponent(s.replaceAll("~", "~0").replaceAll("/", "~1"))
  ).join("/");
  const key = `${DOC_ID}#/${fragment}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.getSchema(key);
    if (!validate) throw new Error(`No schema at "${pointerOf(segments)}" in openapi.json`);
    validators.set(key, validate);
  }
  return validate;
}

/** Validates `value` against the schema at a JSON pointer of openapi.json; returns the errors. */
export function contractSchemaErrors(pointer: string, value: unknown): string[] {
  const validate = validatorAt(segmentsOf(pointer));
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message ?? ""}`);
}

function headerValue(raw: string, schema: JsonObject | undefined): unknown {
  switch (schema?.type) {
    case "integer":
      return /^-?[0-9]+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
    case "number":
      return raw.trim() !== "" && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    case "boolean":
      return raw === "true" ? true : raw === "false" ? false : raw;
    default:
      return raw;
  }
}

function responseKey(responses: JsonObject, status: number): string | undefined {
  for (const key of [String(status), `${Math.floor(status / 100)}XX`, "default"]) {
    if (key in responses) return key;
  }
  return undefined;
}

/**
 * Asserts that `res` is what openapi.json documents for `method pathTemplate`: a documented
 * status, the documented media type, a body valid against the documented schema, and the
 * documented required headers (each valid against its schema). Reads `res.clone()`, so call it
 * before consuming the body.
 * @param pathTemplate a key of `paths`, e.g. "/api/assistant/v1/actions/requests/{request_id}"
 */
export async function assertMatchesContract(
  method: string,
  pathTemplate: string,
  res: Response,
): Promise<void> {
  const verb = method.toLowerCase();
  const opSegments = ["paths", pathTemplate, verb];
  const operation = resolve(opSegments);
  assert.ok(operation, `openapi.json has no operation ${method.toUpperCase()} ${pathTemplate}`);
  const where = `${method.toUpperCase()} ${pathTemplate} answered ${res.status}`;

  const responses = operation.node.responses;
  assert.ok(isObject(responses), `${where}: the operation documents no responses`);
  const key = responseKey(responses, res.status);
  assert.ok(
    key !== undefined,
    `${where}: status ${res.status} is not documented (documented: ${
      Object.keys(responses).join(", ")
    })`,
  );
  const response = resolve([...operation.segments, "responses", key]);
  assert.ok(response, `${where}: the response object is missing`);

  const headers = isObject(response.node.headers) ? response.node.headers : {};
  for (const name of Object.keys(headers)) {
    const header = resolve([...response.segments, "headers", name]);
    assert.ok(header, `${where}: header "${name}" is not described`);
    const raw = res.headers.get(name);
    if (raw === null) {
      assert.ok(header.node.required !== true, `${where}: required header "${name}" is missing`);
      continue;
    }
    const schema = isObject(header.node.schema) ? header.node.schema : undefined;
    if (!schema) continue;
    const validate = validatorAt([...header.segments, "schema"]);
    assert.ok(
      validate(headerValue(raw, schema)),
      `${where}: header "${name}: ${raw}" does not match its schema: ${
        JSON.stringify(validate.errors)
      }`,
    );
  }

  const body = await res.clone().text();
  const content = isObject(response.node.content) ? response.node.content : {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) {
    assert.equal(body, "", `${where}: no body is documented, yet one was sent`);
    return;
  }
  const contentType = res.headers.get("content-type");
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  assert.ok(
    mediaTypes.includes(mediaType),
    `${where}: content-type "${contentType ?? "(none)"}" is not the documented ${
      mediaTypes.join(" or ")
    }`,
  );
  const media = content[mediaType];
  if (!isObject(media) || !("schema" in media)) return;
  if (mediaType !== "application/json" && !mediaType.endsWith("+json")) return;

  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    assert.fail(`${where}: the body is not valid JSON: ${JSON.stringify(body.slice(0, 200))}`);
  }
  const validate = validatorAt([...response.segments, "content", mediaType, "schema"]);
  assert.ok(
    validate(parsed),
    `${where}: the body does not match its schema: ${
      contract().ajv.errorsText(validate.errors, { dataVar: "body" })
    }\n${JSON.stringify(parsed)}`,
  );

  // Where a body carries a request_id, it is the call's X-Request-Id.
  const requestId = res.headers.get("x-request-id");
  if (
    requestId !== null && typeof parsed === "object" && parsed !== null && "request_id" in parsed
  ) {
    assert.equal(
      (parsed as { request_id: unknown }).request_id,
      requestId,
      `${where}: the body's request_id differs from X-Request-Id`,
    );
  }
}
