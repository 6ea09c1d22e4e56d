import { GROUP_LABELS, toolInputJsonSchema, TOOLS } from "@asst/shared";
import { Hono } from "hono";

const BASE = "/api/assistant/v1";
const CSP = "default-src 'none'; style-src 'unsafe-inline'";

type Json = null | boolean | number | string | Json[] | JsonObject;
interface JsonObject {
  [key: string]: Json;
}

const EMPTY: JsonObject = {};
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

function obj(value: Json | undefined): JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : EMPTY;
}

function str(value: Json | undefined): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function list(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

/** Escapes text for HTML content and attribute values. */
function esc(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** Escaped text with `code` and **strong** spans. */
function inline(text: string): string {
  return esc(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>");
}

/** The small Markdown subset of the descriptions: paragraphs, `- ` lists and `## ` headings. */
function markdown(text: string, headingLevel = 3): string {
  return text.split(/\n{2,}/).map((block) => {
    const trimmed = block.trim();
    if (trimmed === "") return "";
    const heading = /^#{1,6} (.*)$/.exec(trimmed);
    if (heading) return `<h${headingLevel}>${inline(heading[1] ?? "")}</h${headingLevel}>`;
    const lines = trimmed.split("\n");
    if (lines.every((line) => line.startsWith("- "))) {
      return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join("")}</ul>`;
    }
    return `<p>${inline(lines.join(" "))}</p>`;
  }).join("\n");
}

function pre(value: Json | undefined): string {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return `<pre><code>${esc(text)}</code></pre>`;
}

function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9_.-]+/g, "-");
}

/** Renders an OpenAPI 3.0 document as a self-contained reference page. */
class Page {
  readonly #doc: JsonObject;

  constructor(doc: JsonObject) {
    this.#doc = doc;
  }

  /** Follows local `$ref`s; `name` is the last one's component name. */
  deref(node: JsonObject): { node: JsonObject; name: string | null } {
    let current = node;
    let name: string | null = null;
    for (let hops = 0; hops < 10; hops++) {
      const ref = current.$ref;
      if (typeof ref !== "string" || !ref.startsWith("#/")) break;
      const parts = ref.slice(2).split("/").map((p) =>
        p.replaceAll("~1", "/").replaceAll("~0", "~")
      );
      name = parts.at(-1) ?? null;
      let target: Json | undefined = this.#doc;
      for (const part of parts) target = obj(target)[part];
      current = obj(target);
    }
    return { node: current, name };
  }

  typeOf(schema: JsonObject): string {
    const { node, name } = this.deref(schema);
    if (name !== null && node.type === "object") {
      return `<a href="#schema-${esc(slug(name))}">${esc(name)}</a>`;
    }
    const type = str(node.type);
    if (type === "array") return `array of ${this.typeOf(obj(node.items))}`;
    let out = esc(type || "any");
    if (node.format !== undefined) out += ` (${esc(str(node.format))})`;
    if (node.nullable === true) out += " or null";
    return out;
  }

  constraintsOf(schema: JsonObject): string {
    const node = this.deref(schema).node;
    const out: string[] = [];
    if (node["x-error-codes"] !== undefined) {
      out.push('One of the <a href="#errors">error codes</a>.');
    } else if (Array.isArray(node.enum)) {
      out.push(`One of ${node.enum.map((v) => `<code>${esc(String(v))}</code>`).join(", ")}.`);
    }
    const min = node.minLength;
    const max = node.maxLength;
    if (typeof min === "number" && typeof max === "number") {
      out.push(`${min} to ${max} characters.`);
    } else if (typeof max === "number") out.push(`At most ${max} characters.`);
    else if (typeof min === "number") out.push(`At least ${min} characters.`);
    if (typeof node.minimum === "number") out.push(`At least ${node.minimum}.`);
    if (typeof node.maximum === "number") out.push(`At most ${node.maximum}.`);
    if (typeof node.pattern === "string") out.push(`Matches <code>${esc(node.pattern)}</code>.`);
    return out.join(" ");
  }

  fieldRows(schema: JsonObject, prefix: string, depth: number): string[] {
    const node = this.deref(schema).node;
    const required = new Set(list(node.required).map(str));
    const rows: string[] = [];
    for (const [name, raw] of Object.entries(obj(node.properties))) {
      const prop = obj(raw);
      const resolved = this.deref(prop).node;
      const description = str(prop.description) || str(resolved.description);
      rows.push(
        `<tr><td><code>${esc(prefix + name)}</code></td><td>${this.typeOf(prop)}</td>` +
          `<td>${required.has(name) ? "yes" : "no"}</td>` +
          `<td>${inline(description)} ${this.constraintsOf(prop)}</td></tr>`,
      );
      if (depth >= 3) continue;
      if (resolved.type === "object" && resolved.properties !== undefined) {
        rows.push(...this.fieldRows(resolved, `${prefix}${name}.`, depth + 1));
      } else if (resolved.type === "array") {
        const items = this.deref(obj(resolved.items)).node;
        if (items.properties !== undefined) {
          rows.push(...this.fieldRows(items, `${prefix}${name}[].`, depth + 1));
        }
      }
    }
    return rows;
  }

  fields(schema: JsonObject): string {
    const rows = this.fieldRows(schema, "", 0);
    if (rows.length === 0) return "";
    return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Description</th>` +
      `</tr></thead><tbody>${rows.join("")}</tbody></table>`;
  }

  examples(media: JsonObject): string {
    const out: string[] = [];
    if (media.example !== undefined) out.push(pre(media.example));
    for (const [name, raw] of Object.entries(obj(media.examples))) {
      const example = obj(raw);
      out.push(
        `<p class="example">${inline(str(example.summary) || name)}</p>${pre(example.value)}`,
      );
    }
    if (out.length === 0) {
      const schema = this.deref(obj(media.schema)).node;
      if (schema.example !== undefined) out.push(pre(schema.example));
    }
    return out.length === 0 ? "" : `<div class="examples"><p>Example</p>${out.join("")}</div>`;
  }

  parameters(parameters: Json[]): string {
    if (parameters.length === 0) return "";
    const rows = parameters.map((raw) => {
      const p = this.deref(obj(raw)).node;
      const schema = obj(p.schema);
      return `<tr><td><code>${esc(str(p.name))}</code></td><td>${esc(str(p.in))}</td>` +
        `<td>${this.typeOf(schema)}</td><td>${p.required === true ? "yes" : "no"}</td>` +
        `<td>${inline(str(p.description))} ${this.constraintsOf(schema)}</td></tr>`;
    });
    return `<table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th>` +
      `<th>Description</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
  }

  mediaLabel(content: JsonObject): string {
    return Object.entries(content).map(([type, raw]) => {
      const media = obj(raw);
      return `<code>${esc(type)}</code> ${this.typeOf(obj(media.schema))}`;
    }).join("<br>");
  }

  operation(path: string, method: string, op: JsonObject): string {
    const id = `op-${slug(str(op.operationId) || `${method}-${path}`)}`;
    const parts: string[] = [
      `<section class="op" id="${esc(id)}">`,
      `<h3><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span> ` +
      `<code>${esc(path)}</code></h3>`,
      `<p class="summary">${inline(str(op.summary))}</p>`,
      markdown(str(op.description), 4),
    ];
    const security = op.security ?? this.#doc.security;
    parts.push(
      `<p><strong>Authentication:</strong> ${
        list(security).length > 0
          ? 'an API key, <a href="#authentication">Authorization: Bearer</a>.'
          : "none."
      }</p>`,
    );
    const parameters = list(op.parameters);
    if (parameters.length > 0) parts.push("<h4>Parameters</h4>", this.parameters(parameters));
    const body = this.deref(obj(op.requestBody)).node;
    if (body.content !== undefined) {
      const content = obj(body.content);
      parts.push(
        "<h4>Request body</h4>",
        `<p>${this.mediaLabel(content)}${body.required === true ? ", required" : ""}.</p>`,
      );
      for (const raw of Object.values(content)) {
        const media = obj(raw);
        parts.push(this.fields(obj(media.schema)), this.examples(media));
      }
    }
    parts.push("<h4>Responses</h4>", this.responses(obj(op.responses)));
    parts.push("</section>");
    return parts.join("\n");
  }

  responses(responses: JsonObject): string {
    const rows: string[] = [];
    const details: string[] = [];
    for (const [status, raw] of Object.entries(responses)) {
      const response = this.deref(obj(raw)).node;
      const headers = Object.entries(obj(response.headers)).map(([name, h]) => {
        const header = this.deref(obj(h)).node;
        return `<code>${esc(name)}</code>${header.required === true ? "" : " (optional)"}`;
      });
      const content = obj(response.content);
      rows.push(
        `<tr><td><strong>${esc(status)}</strong></td><td>${markdown(str(response.description))}` +
          `</td><td>${this.mediaLabel(content)}</td><td>${headers.join("<br>")}</td></tr>`,
      );
      if (status.startsWith("2")) {
        for (const media of Object.values(content)) {
          details.push(
            `<h5>Fields of the ${esc(status)} body</h5>`,
            this.fields(obj(obj(media).schema)),
            this.examples(obj(media)),
          );
        }
      }
    }
    return `<table><thead><tr><th>Status</th><th>Meaning</th><th>Body</th><th>Headers</th></tr>` +
      `</thead><tbody>${rows.join("")}</tbody></table>${details.join("\n")}`;
  }

  /** Every response header of every operation, described once. */
  headerGlossary(operations: [string, string, JsonObject][]): string {
    const seen = new Map<string, JsonObject>();
    for (const [, , op] of operations) {
      for (const raw of Object.values(obj(op.responses))) {
        for (const [name, h] of Object.entries(obj(this.deref(obj(raw)).node.headers))) {
          const header = this.deref(obj(h)).node;
          const known = seen.get(name);
          if (!known || (known.required !== true && header.required === true)) {
            seen.set(name, header);
          }
        }
      }
    }
    const rows = [...seen].map(([name, header]) =>
      `<tr><td><code>${esc(name)}</code></td><td>${this.typeOf(obj(header.schema))}</td>` +
      `<td>${inline(str(header.description))}</td></tr>`
    );
    return `<table><thead><tr><th>Header</th><th>Type</th><th>Meaning</th></tr></thead>` +
      `<tbody>${rows.join("")}</tbody></table>`;
  }

  errors(): string {
    const schemas = obj(obj(this.#doc.components).schemas);
    const problem = obj(schemas.Problem);
    const codes = Object.values(schemas).map(obj).find((s) => s["x-error-codes"] !== undefined);
    const table = Object.entries(obj(codes?.["x-error-codes"])).map(([code, raw]) => {
      const entry = obj(raw);
      return `<tr id="error-${esc(code)}"><td><code>${esc(code)}</code></td>` +
        `<td>${list(entry.status).map((s) => esc(str(s))).join(", ")}</td>` +
        `<td>${inline(str(entry.description))}</td></tr>`;
    });
    return [
      '<section id="errors">',
      "<h2>Errors</h2>",
      markdown(str(problem.description)),
      `<p>The body is a <a href="#schema-Problem">Problem</a>:</p>`,
      this.fields(problem),
      problem.example === undefined ? "" : pre(problem.example),
      "<h3>Error codes</h3>",
      `<p>A problem's <code>type</code> links to its code's entry here: ` +
      `<code>${esc(BASE)}/docs#error-&lt;code&gt;</code>.</p>`,
      `<table class="codes"><thead><tr><th>Code</th><th>Status</th><th>Meaning</th></tr></thead>` +
      `<tbody>${table.join("")}</tbody></table>`,
      "</section>",
    ].join("\n");
  }

  webhooks(): string {
    const hooks = obj(this.#doc["x-webhooks"]);
    const signature = obj(this.#doc["x-webhook-signature"]);
    if (Object.keys(hooks).length === 0 && Object.keys(signature).length === 0) return "";
    const parts: string[] = ['<section id="webhooks">', "<h2>Webhooks</h2>"];
    let headersShown = false;
    for (const [event, raw] of Object.entries(hooks)) {
      for (const method of METHODS) {
        const op = obj(obj(raw)[method]);
        if (Object.keys(op).length === 0) continue;
        if (!headersShown) {
          parts.push("<h3>Headers of every delivery</h3>", this.parameters(list(op.parameters)));
          headersShown = true;
        }
        const content = obj(this.deref(obj(op.requestBody)).node.content);
        parts.push(
          `<h3 id="webhook-${esc(slug(event))}"><code>${esc(event)}</code>: ` +
            `${inline(str(op.summary))}</h3>`,
          markdown(str(op.description), 4),
          `<p>${esc(method.toUpperCase())} with the body ${this.mediaLabel(content)}.</p>`,
        );
        for (const media of Object.values(content)) {
          parts.push(this.fields(obj(obj(media).schema)), this.examples(obj(media)));
        }
        for (const [status, r] of Object.entries(obj(op.responses))) {
          parts.push(
            `<p><strong>Your answer ${esc(status)}:</strong> ` +
              `${inline(str(obj(r).description))}</p>`,
          );
        }
      }
    }
    if (Object.keys(signature).length > 0) {
      parts.push(
        '<h3 id="webhook-signature">Verifying a signature</h3>',
        markdown(str(signature.description), 4),
      );
      if (signature.example !== undefined) parts.push(pre(signature.example));
    }
    parts.push("</section>");
    return parts.join("\n");
  }

  schemas(): string {
    const schemas = obj(obj(this.#doc.components).schemas);
    const parts = ['<section id="schemas">', "<h2>Schemas</h2>"];
    for (const [name, raw] of Object.entries(schemas)) {
      const schema = obj(raw);
      parts.push(
        `<h3 id="schema-${esc(slug(name))}">${esc(name)}</h3>`,
        markdown(str(schema.description), 4),
      );
      if (schema.properties === undefined) {
        parts.push(`<p>Type: ${this.typeOf(schema)}. ${this.constraintsOf(schema)}</p>`);
      } else parts.push(this.fields(schema));
      if (schema.example !== undefined) parts.push(pre(schema.example));
    }
    parts.push("</section>");
    return parts.join("\n");
  }

  authentication(): string {
    const schemes = obj(obj(this.#doc.components).securitySchemes);
    const parts = ['<section id="authentication">', "<h2>Authentication</h2>"];
    for (const raw of Object.values(schemes)) {
      const scheme = obj(raw);
      const kind = scheme.type === "http"
        ? `HTTP ${esc(str(scheme.scheme))}` +
          (scheme.bearerFormat === undefined
            ? ""
            : `, keys like <code>${esc(str(scheme.bearerFormat))}</code>`)
        : esc(str(scheme.type));
      parts.push(`<p><strong>${kind}.</strong></p>`, markdown(str(scheme.description)));
    }
    parts.push("</section>");
    return parts.join("\n");
  }

  render(): string {
    const info = obj(this.#doc.info);
    const title = str(info.title) || "API reference";
    const operations: [string, string, JsonObject][] = [];
    for (const [path, raw] of Object.entries(obj(this.#doc.paths))) {
      for (const method of METHODS) {
        const op = obj(raw)[method];
        if (op !== undefined) operations.push([path, method, obj(op)]);
      }
    }
    const servers = list(this.#doc.servers).map((raw) => {
      const server = obj(raw);
      return `<li><code>${esc(str(server.url))}</code> ${inline(str(server.description))}</li>`;
    });
    const toc = operations.map(([path, method, op]) =>
      `<li><a href="#op-${esc(slug(str(op.operationId) || `${method}-${path}`))}">` +
      `${esc(method.toUpperCase())} ${esc(path)}</a></li>`
    );
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} ${esc(str(info.version))}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${esc(title)} <small>version ${esc(str(info.version))}, OpenAPI ${
      esc(str(this.#doc.openapi))
    }</small></h1>
<p>The machine-readable contract: <a href="${esc(BASE)}/openapi.json">${
      esc(BASE)
    }/openapi.json</a>.</p>
<nav><ul>
<li><a href="#overview">Overview</a></li>
<li><a href="#authentication">Authentication</a></li>
<li><a href="#endpoints">Endpoints</a><ul>${toc.join("")}</ul></li>
<li><a href="#headers">Response headers</a></li>
<li><a href="#tools">Tools</a></li>
<li><a href="#errors">Errors</a></li>
<li><a href="#webhooks">Webhooks</a></li>
<li><a href="#schemas">Schemas</a></li>
</ul></nav>
</header>
<main>
<section id="overview">
<h2>Overview</h2>
${markdown(str(info.description))}
${servers.length > 0 ? `<h3>Servers</h3><ul>${servers.join("")}</ul>` : ""}
</section>
${this.authentication()}
<section id="endpoints">
<h2>Endpoints</h2>
${operations.map(([path, method, op]) => this.operation(path, method, op)).join("\n")}
</section>
<section id="headers">
<h2>Response headers</h2>
${this.headerGlossary(operations)}
</section>
${toolsSection()}
${this.errors()}
${this.webhooks()}
${this.schemas()}
</main>
</body>
</html>
`;
  }
}

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1d1f;margin:0 auto;
max-width:62rem;padding:1rem 1.5rem 4rem}
h1 small{font-size:.5em;font-weight:normal;color:#666}
h2{border-bottom:2px solid #ddd;padding-bottom:.2rem;margin-top:2.5rem}
h3,h4,h5{margin-bottom:.4rem}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
code{background:#f3f3f5;padding:0 .2em;border-radius:3px}
pre{background:#f6f8fa;border:1px solid #e1e4e8;padding:.8rem;overflow-x:auto;border-radius:4px}
pre code{background:none;padding:0}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.95em}
th,td{border:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f6f8}
td p{margin:0}
.op{border-top:1px solid #eee;padding-top:.5rem;margin-top:2rem}
.method{display:inline-block;min-width:3.5em;text-align:center;color:#fff;border-radius:4px;
padding:0 .4em;font-size:.85em}
.method.get{background:#1f6feb}.method.post{background:#2da44e}.method.delete{background:#cf222e}
.method.put,.method.patch{background:#bf8700}
.summary{font-size:1.1em;font-weight:600}
.example{margin:.3rem 0 0;font-style:italic}
.examples>p:first-child{margin-bottom:0;font-weight:600}
tr:target{background:#fff8c5}
nav ul{margin:.2rem 0}
`;

/**
 * The tools a key can be allowed, from the same definitions the model and MCP clients get:
 * which group and level each needs, and its inputs.
 */
function toolsSection(): string {
  const rows = TOOLS.map((tool) => {
    const schema = toolInputJsonSchema(tool) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const inputs = Object.keys(schema.properties ?? {}).map((name) =>
      `<code>${esc(name)}</code>${(schema.required ?? []).includes(name) ? "" : "?"}`
    ).join(", ");
    const group = tool.group === null ? "any (propose)" : GROUP_LABELS[tool.group];
    return `<tr id="tool-${esc(tool.name)}"><td><code>${esc(tool.name)}</code></td>` +
      `<td>${esc(group)}</td><td>${esc(tool.level)}</td>` +
      `<td>${esc(tool.description)}</td><td>${inputs || "none"}</td></tr>`;
  });
  return `<section id="tools">
<h2>Tools</h2>
<p>What <code>POST /actions</code> can do, one tool per operation. A key sees and runs only the tools
of its groups and levels (<code>read</code> views, <code>act</code> changes); business expenses exist
only while Business Mode is on. What no key can do has no tool: sending email directly, changing
the calendar, invoices, deleting contacts or the account, passwords, identity documents, health
data, the content of email or documents. Each request runs at most 5 tool calls by default.</p>
<table><thead><tr><th>Tool</th><th>Group</th><th>Level</th><th>What it does</th><th>Inputs (? optional)</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>
</section>`;
}

/** Renders the HTML reference page of an OpenAPI 3.0 document; every text is escaped. */
export function renderDocsPage(doc: unknown): string {
  return new Page(obj(doc as Json)).render();
}

/**
 * Routes, without authentication, for `GET /api/assistant/v1/openapi.json` (the contract) and
 * `GET /api/assistant/v1/docs` (its reference page, rendered once here).
 */
export function docsRoutes(): Hono {
  const contract = Deno.readTextFileSync(new URL("../../../openapi.json", import.meta.url));
  const page = renderDocsPage(JSON.parse(contract));
  const app = new Hono();
  app.get(`${BASE}/openapi.json`, (c) =>
    c.body(contract, 200, {
      "content-type": "application/json",
      "cache-control": "public, max-age=300",
    }));
  app.get(`${BASE}/docs`, (c) =>
    c.body(page, 200, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": CSP,
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
    }));
  return app;
}
