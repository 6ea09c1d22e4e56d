/**
 * The hand-written prose of openapi.json: the overview, the meaning of each error code, how to
 * check a webhook signature, and the Tools and Error codes tables (HTML inside the Markdown of
 * `info.description`, so every OpenAPI renderer shows them and `#error-<code>` links resolve).
 * The Tools table's example requests are not written here: they are passed in (see
 * {@link ToolExamples}).
 */
import { type ErrorCode, GROUP_LABELS, toolInputJsonSchema, TOOLS } from "@asst/shared";

/**
 * Per tool name, plain-English requests that run it ("add milk, eggs and bread to my shopping
 * list" for `shopping_add`). They come from the assistant's group descriptions, which test that the
 * local parser understands each; the generator (openapi.ts at the repository root) reads them and
 * passes them in, so the gateway's code never imports the assistant's.
 */
export type ToolExamples = Readonly<Record<string, readonly string[]>>;

/** Throws when `examples` names a tool that does not exist: the docs would show a dead request. */
export function checkToolExamples(examples: ToolExamples): void {
  for (const [name, requests] of Object.entries(examples)) {
    if (!TOOLS.some((tool) => tool.name === name)) {
      throw new Error(`the tool examples name "${name}", which is no tool`);
    }
    for (const request of requests) {
      if (request.trim().length === 0) throw new Error(`an example of "${name}" is empty`);
    }
  }
}

const INFO_PARAGRAPHS = [
  "The Assistant Interface lets your own programs and scripts use your personal assistant over HTTP and JSON, with an API key. It is available on every plan.",
  "## Authentication",
  'Every call carries `Authorization: Bearer <key>`. Keys start with `asst_`; they are requested, listed and revoked by talking to the assistant in the chat, and the full key is shown exactly once. A new key is answer-only; a key carries exactly the permissions confirmed in the chat when it was created (reading lists, running actions, proposing sensitive actions) and no more. At most 10 keys are active at once, and a revoked key stops working at once. A missing or invalid key gets `401` with `WWW-Authenticate: Bearer`. A key may be given an end ("… that expires in 30 days") and rotated in the chat ("rotate API key <name>": a new key, the old one working 24 hours more); past its end it gets `401` `key_expired`. A key may be limited to networks ("… only from 203.0.113.0/24"); from elsewhere it gets `403` `ip_not_allowed` with the address the request came from.',
  "No key can send an email directly, change the calendar, create invoices, delete contacts or the account, or reach passwords, identity, health data, or the content of email or documents. Sending an email and creating a calendar event can only be proposed; they run only after the user taps Confirm in the chat.",
  "## Endpoints",
  "- `POST /api/assistant/v1/messages`: one read-only turn, answered from the user's profile and memory; changes nothing. Any valid key.\n- `POST /api/assistant/v1/actions`: reads the user's data, runs actions and proposes sensitive ones, within the key's permissions.\n- `GET /api/assistant/v1/actions/requests/{request_id}`: the status of a proposal.",
  "## Limits",
  "- A message has 1 to 4000 characters; a request body at most 64 KiB.\n- `/messages`: 30 requests a minute per origin and 30 a minute per account. `/actions`: 20 requests a minute per account. Past a limit the answer is `429` with `Retry-After` (whole seconds). Responses of both carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.\n- Every call counts against the plan's monthly spending cap; once it is reached the answer is `402`.\n- Proposals expire after 72 hours without a decision.",
  "## Duplicate protection on /actions",
  "- Always on, with or without `Idempotency-Key`: for 10 minutes the same message text runs once, and a repeat gets the already computed response with `idempotent_replay: true`.\n- Duplicates are matched per API key: another key of the same account sending the same text or `Idempotency-Key` runs its own request with its own permissions and never receives the first key's response.\n- With `Idempotency-Key` (unique per event, at most 255 characters), the response is kept for 24 hours: a repeat is not run again and gets the stored response, even when its body differs. While the first request with that key is still in flight, a repeat gets `409`.\n- Only a response in which at least one action succeeded is kept. One that did nothing (no action succeeded, or the assistant asks for a missing detail, such as the sender address of an email) and a failed request are not: the same text or key sent again runs again.",
  "## Your mailbox and calendar",
  "Connected by the user in the chat, never through a key; each address is checked (logged into) first and stored encrypted:",
  "- `connect my mailbox imaps://user:app-password@imap.example.com` (or `imap://` with STARTTLS) and `disconnect my mailbox`: sent emails with no reply after the follow-up delay become email follow-ups (recipients, subject, sent date, Message-ID; never the text), which `email_followups_list` shows; a later reply resolves one, and dismissing one leaves the mailbox untouched.\n- `set my follow-up delay to 5 days` (1 to 60; 3 by default).\n- `connect my calendar https://user:app-password@caldav.example.com/…` (CalDAV) and `disconnect my calendar`: `calendar_list` shows its events, and a confirmed calendar-event proposal is written into it (a refusal makes the proposal `failed`). An address without a user name and password is read as an ICS feed.",
  "## Errors",
  "Errors are `application/problem+json` (RFC 9457) with `type`, `title`, `status`, `detail`, a stable `code` and the `request_id`. `type` links to the code's entry in the reference page, `/api/assistant/v1/docs#error-<code>`. Every response carries `X-Request-Id`; quote it when asking for support.",
  '<h2 id="webhooks">Webhooks</h2>',
  'Webhooks are registered and removed by talking to the assistant; the signing secret is shown once, at registration. Each event is an HTTP POST with the JSON body `{id, type, created_at, data}` (the `WebhookEvent*` schemas) and the headers `X-Service-Event` (the event kind: `reminder.fired`, `price.drop` or `proposal.resolved`) and `X-Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the signing secret. The payloads are described in `x-webhooks`, the check in `x-webhook-signature`.',
];

/** What each error code means and the statuses it comes with. */
export const ERROR_DOCS: Record<ErrorCode, { status: number[]; description: string }> = {
  bad_request: {
    status: [400],
    description: "The request could not be read, for a reason other than the message itself.",
  },
  empty_message: {
    status: [400],
    description: "`message` is empty or only white space; write a question or an instruction.",
  },
  message_too_long: {
    status: [400],
    description: "`message` has more than 4000 characters (Unicode code points); shorten it.",
  },
  invalid_body: {
    status: [422],
    description:
      'The body is not valid JSON, is not an object, has no `message` field, or `message` is not a string; send `{"message": "<text>"}`.',
  },
  unauthorized: {
    status: [401],
    description:
      "The `Authorization: Bearer <key>` header is missing, or the key is not valid (mistyped, revoked or never issued). Ask the assistant in the chat for a key.",
  },
  key_expired: {
    status: [401],
    description:
      "The key's lifetime is over: it expired at the time the message gives, or its rotation ended (the key that replaced it works). Ask the assistant in the chat for a new key.",
  },
  forbidden: {
    status: [403],
    description:
      "The key lacks the permission the call needs: on `/actions`, a key without action permissions (use `/messages`).",
  },
  ip_not_allowed: {
    status: [403],
    description:
      "The key is limited to networks (set in the chat when it was created) and this request came from an address outside them; the message names the address the request came from. Use the key from an allowed network, or ask in the chat for a key allowed from there.",
  },
  no_authorized_action: {
    status: [422],
    description:
      "The key has action permissions, but none of its tools is available to this account (for example, only business expenses while Business Mode is off). Ask in the chat for a key with other permissions.",
  },
  not_found: {
    status: [404],
    description:
      "No proposal with that id visible to this key: it does not exist, belongs to another account, or the id is not a UUID.",
  },
  method_not_allowed: {
    status: [405],
    description:
      "The path exists but does not take this method (say, `GET` on `/messages`); the `Allow` header lists the methods it takes.",
  },
  conflict: {
    status: [409],
    description:
      "A request with the same `Idempotency-Key` is still in flight; wait for it, then retry to get its stored response.",
  },
  payload_too_large: { status: [413], description: "The request body is larger than 64 KiB." },
  unsupported_media_type: {
    status: [415],
    description: "The request body is not sent as `application/json`.",
  },
  rate_limited: {
    status: [429],
    description:
      "Too many requests: wait the number of seconds in `Retry-After`. `/messages` allows 30 a minute per origin and 30 per account, `/actions` 20 a minute per account.",
  },
  spending_cap_reached: {
    status: [402],
    description:
      "The plan's monthly spending cap is reached; calls are refused until the cap resets or the plan changes.",
  },
  service_unavailable: {
    status: [503],
    description: "The service is briefly unavailable; retry after `Retry-After` seconds.",
  },
  timeout: {
    status: [503],
    description:
      "The assistant did not answer in time; retry after `Retry-After` seconds (on `/actions` with the same `Idempotency-Key`).",
  },
  internal_error: {
    status: [500],
    description:
      "Something went wrong on our side; retry, and quote the `request_id` when asking for support.",
  },
};

const SIGNATURE_PARAGRAPHS = [
  "Every webhook is an HTTP POST to the https URL registered in the chat, with `Content-Type: application/json`, the header `X-Service-Event` (the event kind) and the header `X-Service-Signature: t=<unix seconds>,v1=<signature>`.",
  "To verify a delivery:",
  "- Read the body as raw bytes, before any JSON parsing.",
  "- Split the header on `,` and each part on the first `=`: `t` is the timestamp, `v1` the signature.",
  "- Compute HMAC-SHA256, keyed with the signing secret handed over once at registration, of the string `<t>.<raw body>` (the timestamp, a dot, the body), and write it as lowercase hex.",
  "- Compare it with `v1` in constant time; refuse the delivery when they differ.",
  "- Refuse a timestamp far from your clock (for example more than 5 minutes) to stop replays, and drop an event `id` you have already handled.",
  "The scheme is the one Stripe uses, so existing Stripe-style verifiers work.",
];
/** A verifier in TypeScript, shown in the docs. */
export const VERIFY_EXAMPLE =
  '// Deno or any runtime with Web Crypto; `secret` is the signing secret shown at registration.\nasync function verify(secret: string, header: string, rawBody: string): Promise<boolean> {\n  const parts = new Map(header.split(",").map((p) => p.split("=", 2) as [string, string]));\n  const t = parts.get("t");\n  const v1 = parts.get("v1");\n  if (!t || !v1) return false;\n  // Refuse old deliveries (replays): here, older than 5 minutes.\n  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;\n  const key = await crypto.subtle.importKey(\n    "raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"],\n  );\n  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${rawBody}`));\n  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");\n  // Compare in constant time.\n  if (hex.length !== v1.length) return false;\n  let diff = 0;\n  for (let i = 0; i < hex.length; i++) diff |= hex.charCodeAt(i) ^ v1.charCodeAt(i);\n  return diff === 0;\n}';

/** Escapes text for HTML. */
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** Escapes text for HTML; `code` spans become <code>. */
function html(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** A tool's example requests, each quoted on its own line; "none" for a tool without any. */
function examplesCell(requests: readonly string[] | undefined): string {
  if (!requests || requests.length === 0) return "none";
  return requests.map((request) => `<q>${escapeHtml(request)}</q>`).join("<br>");
}

/**
 * The tools a key can be allowed, from the tool definitions the model and MCP clients get, with
 * each tool's example requests.
 */
function toolsTable(examples: ToolExamples): string {
  const rows = TOOLS.map((tool) => {
    const schema = toolInputJsonSchema(tool) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const inputs = Object.keys(schema.properties ?? {}).map((name) =>
      `<code>${html(name)}</code>${(schema.required ?? []).includes(name) ? "" : "?"}`
    ).join(", ");
    const group = tool.group === null ? "any (propose)" : GROUP_LABELS[tool.group];
    return `<tr id="tool-${tool.name}"><td><code>${html(tool.name)}</code></td>` +
      `<td>${html(group)}</td><td>${tool.level}</td><td>${html(tool.description)}</td>` +
      `<td>${inputs || "none"}</td><td>${examplesCell(examples[tool.name])}</td></tr>`;
  });
  return `<table><thead><tr><th>Tool</th><th>Group</th><th>Level</th>` +
    `<th>What it does</th><th>Inputs (? optional)</th><th>Say, for example</th></tr>` +
    `</thead>\n<tbody>\n` +
    rows.join("\n") + "\n</tbody></table>";
}

/** Every error code with its statuses and meaning; problem `type`s link to these rows. */
function errorsTable(): string {
  const rows = Object.entries(ERROR_DOCS).map(([code, doc]) =>
    `<tr id="error-${code}"><td><code>${code}</code></td><td>${doc.status.join(", ")}</td>` +
    `<td>${html(doc.description)}</td></tr>`
  );
  return `<table><thead><tr><th>Code</th><th>Status</th><th>Meaning</th></tr>` +
    `</thead>\n<tbody>\n${rows.join("\n")}\n</tbody></table>`;
}

const TOOLS_INTRO =
  "What `POST /actions` can do, one tool per operation. A key sees and runs only the tools of its groups and levels (`read` views, `add` only adds, `act` also edits and removes); business expenses exist only while Business Mode is on. What no key can do has no tool: sending email directly, changing the calendar, invoices, deleting contacts or the account, passwords, identity documents, health data, the content of email or documents. Each request runs at most 5 tool calls by default. The last column shows messages for `POST /actions` that ask for the tool in plain English; the local parser (`MODEL_PROVIDER=local`, no language model) understands each of them, and a language model more phrasings.";

/** How to check a webhook delivery, as Markdown. */
export const SIGNATURE_DESCRIPTION = SIGNATURE_PARAGRAPHS.join("\n\n");

/**
 * `info.description`: the overview (ending with webhooks), how to check a signature, the Tools
 * table (with `examples`) and the Error codes table.
 */
export function infoDescription(examples: ToolExamples): string {
  return [
    ...INFO_PARAGRAPHS,
    '<h3 id="webhook-signature">Verifying a webhook signature</h3>',
    ...SIGNATURE_PARAGRAPHS,
    "```typescript\n" + VERIFY_EXAMPLE + "\n```",
    '<h2 id="tools">Tools</h2>',
    TOOLS_INTRO,
    toolsTable(examples),
    '<h2 id="errors">Error codes</h2>',
    "The `code` of every problem body, and the statuses it comes with.",
    errorsTable(),
  ].join("\n\n");
}
