import { z } from "zod";
import { defineBroadcast, defineRequest } from "./contracts.ts";
import { EVENT_TYPES } from "./events.ts";
import { MAX_NETWORKS } from "./networks.ts";
import { permissionsSchema } from "./permissions.ts";
import { proposalInputSchema } from "./tools.ts";

/** Most characters a message to the assistant may have. */
export const MAX_MESSAGE_LENGTH = 4000;

/** A button under a chat message; `data` is what a tap sends back. */
export const chatButtonSchema = z.object({
  label: z.string().min(1).max(64),
  data: z.string().min(1).max(64),
});

/** A message from the assistant to a chat user. */
export const chatOutSchema = z.object({
  text: z.string().min(1),
  buttons: z.array(chatButtonSchema).max(8).optional(),
  /**
   * Set when `text` holds a secret that is shown once (a new API key): the chat shows `text` in
   * this one reply and keeps only `transcript_text` afterwards.
   */
  transcript_text: z.string().min(1).optional(),
});

/** A message from the assistant to a chat user. */
export type ChatOut = z.infer<typeof chatOutSchema>;

const accountId = z.uuid();

/**
 * A request that may be sent again to another replica when the one working on it is lost
 * mid-request: a read, or an idempotent change (its guarantee says which).
 */
const safeToResend = () => true;
/** A request run once by its operation id (`assistant.operations`) when it carries one. */
const resendWithOperation = (p: { operation?: unknown }) => p.operation !== undefined;

/**
 * A request's identity in the gateway's idempotency store (hex SHA-256 of the API key's id and the
 * Idempotency-Key or message text), when that record lapses, and when the gateway stops waiting:
 * the assistant runs each such request once and answers a repeat with the first run's reply.
 */
const operationSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  expires_at: z.iso.datetime({ offset: true }),
  deadline: z.iso.datetime({ offset: true }),
});

/** An API key as the chat lists it: never the key itself. */
export const keyRecordSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  permissions: permissionsSchema,
  last4: z.string().length(4),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** When the key stops working (ISO 8601); null for a key without an end. */
  expires_at: z.string().nullable(),
  /** Set while the key is being rotated out: the id of the key that replaces it. */
  replaced_by: z.uuid().nullable().default(null),
  /** The networks the key may be used from (CIDR); empty: anywhere. */
  allowed_networks: z.array(z.string()).default([]),
});

/** An API key as the chat lists it. */
export type KeyRecord = z.infer<typeof keyRecordSchema>;

/** Token usage of one model answer, which the gateway charges. */
export const usageSchema = z.object({
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
});

/** Where a key's call came in: the API's endpoints (the proposal status endpoint included). */
export const ACTIVITY_ENDPOINTS = ["messages", "actions", "mcp", "proposal_status"] as const;

/** Where a key's call came in. */
export type ActivityEndpoint = typeof ACTIVITY_ENDPOINTS[number];

/** The outcome of a call that was let through; any other outcome is the refusal's error code. */
export const ACTIVITY_ALLOWED = "allowed";

/** Most days one activity question may span. */
export const MAX_ACTIVITY_DAYS = 32;

const keyActivityRequestSchema = z.object({
  account_id: accountId,
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  /** One key, by its name (any case) or its last 4 characters; null: every key. */
  key: z.string().min(1).max(64).nullable(),
}).refine(
  (r) => {
    const span = Date.parse(r.to) - Date.parse(r.from);
    return span > 0 && span <= MAX_ACTIVITY_DAYS * 86_400_000;
  },
  { error: `expected "from" before "to", at most ${MAX_ACTIVITY_DAYS} days apart` },
);

const keyActivityReplySchema = z.object({
  keys: z.array(z.object({
    label: z.string(),
    /** Null for an app connected by OAuth (`label` is its name). */
    last4: z.string().length(4).nullable(),
    revoked: z.boolean(),
    activity: z.array(z.object({
      endpoint: z.enum(ACTIVITY_ENDPOINTS),
      /** The MCP tool called, the tools a POST /actions turn ran joined by "+", or "". */
      tool: z.string().max(400),
      /** `allowed`, or the stable error code of the refusal. */
      outcome: z.string().min(1).max(64),
      calls: z.number().int().positive(),
    })),
  })),
  /** False when `key` named no key of the account. */
  key_found: z.boolean(),
});

/** What the account's keys did, as `gateway.keys.activity` answers. */
export type KeyActivityReply = z.infer<typeof keyActivityReplySchema>;

/** A sign-in's pairing code as the chat passes it: `XXXX-XXXX`, capitals and digits. */
const pairingCodeSchema = z.string().regex(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

/** An app connected by OAuth, as the chat lists it. */
export const connectedAppSchema = z.object({
  id: z.uuid(),
  client_name: z.string(),
  permissions: permissionsSchema,
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

/** An app connected by OAuth. */
export type ConnectedApp = z.infer<typeof connectedAppSchema>;

/** Subjects the gateway answers. */
export const gatewaySubjects = {
  /** Makes sure the account exists (idempotent). */
  ensureAccount: defineRequest(
    "gateway.accounts.ensure",
    z.object({ account_id: accountId }),
    z.object({ account_id: accountId, created: z.boolean() }),
    { guarantee: "at most once, idempotent", from: "proposals", to: "gateway" },
    safeToResend,
  ),
  /**
   * Issues a key; the reply holds the full key, the only time it exists outside the user's hands.
   * @throws 422 `invalid_body` for an expiry in the past or beyond `max_days`, or a network that
   *   is not one
   */
  createKey: defineRequest(
    "gateway.keys.create",
    z.object({
      account_id: accountId,
      label: z.string().min(1).max(40).nullable(),
      permissions: permissionsSchema,
      /** When the key stops working; null or absent for the operator's default (`KEY_DEFAULT_DAYS`). */
      expires_at: z.iso.datetime().nullable().default(null),
      /** The networks it may be used from (CIDR, or bare addresses); empty or absent: anywhere. */
      allowed_networks: z.array(z.string().min(1).max(64)).max(MAX_NETWORKS).default([]),
    }),
    z.object({ key: z.string(), record: keyRecordSchema }),
    { guarantee: "at most once", from: "assistant", to: "gateway" },
  ),
  /** The account's active keys. */
  listKeys: defineRequest(
    "gateway.keys.list",
    z.object({ account_id: accountId }),
    z.object({
      keys: z.array(keyRecordSchema),
      max_active: z.number().int(),
      /** The longest lifetime a key may be given, in days. */
      max_days: z.number().int().positive(),
      /** The lifetime a key gets when none is asked for, in days; null: none (no end). */
      default_days: z.number().int().positive().nullable(),
    }),
    { guarantee: "at most once, read-only", from: "assistant", to: "gateway" },
    safeToResend,
  ),
  /** Revokes the active keys whose label or last 4 characters equal `selector`. */
  revokeKey: defineRequest(
    "gateway.keys.revoke",
    z.object({ account_id: accountId, selector: z.string().min(1).max(64) }),
    z.object({ revoked: z.array(keyRecordSchema), candidates: z.array(keyRecordSchema) }),
    { guarantee: "at most once, idempotent", from: "assistant", to: "gateway" },
    safeToResend,
  ),
  /**
   * Rotates the one working key whose label or last 4 characters equal `selector`: a new key
   * with the same label, permissions and limits, while the old one keeps working for
   * `overlap_seconds`. `outcome` says what happened; nothing changes unless it is `rotated`.
   */
  rotateKey: defineRequest(
    "gateway.keys.rotate",
    z.object({
      account_id: accountId,
      selector: z.string().min(1).max(64),
      overlap_seconds: z.number().int().min(60).max(7 * 86_400),
    }),
    z.object({
      outcome: z.enum(["rotated", "not_found", "ambiguous", "already_rotating"]),
      /** The new key, shown once; only when rotated. */
      key: z.string().nullable(),
      /** The new key's record; only when rotated. */
      record: keyRecordSchema.nullable(),
      /** The old key: rotated now, or already being rotated. */
      old: keyRecordSchema.nullable(),
      /** The keys the selector matched when it matched several. */
      candidates: z.array(keyRecordSchema),
    }),
    { guarantee: "at most once", from: "assistant", to: "gateway" },
  ),
  /** This calendar month's spend (UTC) and the account's cap, for the chat. */
  spend: defineRequest(
    "gateway.spend.get",
    z.object({ account_id: accountId }),
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      spent_usd: z.number().nonnegative(),
      cap_usd: z.number().nonnegative(),
      calls: z.number().int().nonnegative(),
    }),
    { guarantee: "at most once, read-only", from: "assistant", to: "gateway" },
    safeToResend,
  ),
  /**
   * What the account's keys did between `from` and `to` (at most 32 days apart), counted by hour:
   * per key, calls by endpoint, tool and outcome. `key` picks one key by name or last 4.
   */
  keyActivity: defineRequest(
    "gateway.keys.activity",
    keyActivityRequestSchema,
    keyActivityReplySchema,
    { guarantee: "at most once, read-only", from: "assistant", to: "gateway" },
    safeToResend,
  ),
  /**
   * The sign-in waiting for "allow XXXX-XXXX" in the chat: the app and what it asks for.
   * `found: false` when the code is unknown, expired or already decided.
   */
  oauthPairing: defineRequest(
    "gateway.oauth.pairing",
    z.object({ account_id: accountId, pairing_code: pairingCodeSchema }),
    z.object({
      found: z.boolean(),
      client_name: z.string(),
      redirect_host: z.string(),
      requested: permissionsSchema,
    }),
    { guarantee: "at most once, read-only", from: "assistant", to: "gateway" },
    safeToResend,
  ),
  /**
   * The user's Confirm (with what they allowed, at most what was asked) or Reject of a sign-in.
   * `outcome` says what happened; nothing changes unless it is `approved` or `denied`.
   */
  oauthDecide: defineRequest(
    "gateway.oauth.decide",
    z.object({
      account_id: accountId,
      pairing_code: pairingCodeSchema,
      /** What the user allowed; null: Reject. */
      permissions: permissionsSchema.nullable(),
    }),
    z.object({
      outcome: z.enum(["approved", "denied", "not_found", "limit"]),
      client_name: z.string(),
      max_apps: z.number().int().positive(),
    }),
    { guarantee: "at most once, idempotent", from: "assistant", to: "gateway" },
    safeToResend,
  ),
  /** The account's connected apps (OAuth grants), oldest first. */
  oauthApps: defineRequest(
    "gateway.oauth.apps",
    z.object({ account_id: accountId }),
    z.object({ apps: z.array(connectedAppSchema), max_apps: z.number().int().positive() }),
    { guarantee: "at most once, read-only", from: "assistant", to: "gateway" },
    safeToResend,
  ),
  /** Disconnects the account's apps called `name` (any case): their tokens stop working at once. */
  oauthDisconnect: defineRequest(
    "gateway.oauth.disconnect",
    z.object({ account_id: accountId, name: z.string().min(1).max(100) }),
    z.object({ disconnected: z.array(connectedAppSchema) }),
    { guarantee: "at most once, idempotent", from: "assistant", to: "gateway" },
    safeToResend,
  ),
  /** Broadcast to every gateway replica when a key is revoked or rotated, to drop it from caches. */
  keyRevoked: defineBroadcast(
    "gateway.keys.revoked",
    z.object({ fingerprints: z.array(z.string()) }),
    {
      guarantee: "at most once, to every replica; a missed one is bounded by `KEY_CACHE_TTL_MS`",
      from: "gateway",
      to: "every gateway",
    },
  ),
} as const;

/** Subjects the assistant answers. */
export const assistantSubjects = {
  /**
   * Broadcast to every assistant replica when an account's profile, memories or Business Mode
   * change, to drop them from caches.
   */
  contextChanged: defineBroadcast(
    "assistant.context.changed",
    z.object({ account_id: z.string().min(1) }),
    {
      guarantee: "at most once, to every replica; a missed one is bounded by the 30 s cache",
      from: "assistant",
      to: "every assistant and every gateway",
    },
  ),
  /**
   * A message a user wrote in the chat. When the message carried a secret (a Todoist token),
   * `user_transcript_text` is what the transcript keeps of it instead.
   */
  chatMessage: defineRequest(
    "assistant.chat.message",
    z.object({
      account_id: accountId,
      channel: z.string().min(1).max(32),
      text: z.string().min(1).max(MAX_MESSAGE_LENGTH),
    }),
    z.object({
      messages: z.array(chatOutSchema),
      user_transcript_text: z.string().min(1).optional(),
    }),
    { guarantee: "at most once", from: "proposals", to: "assistant" },
  ),
  /** A tap on a button the assistant sent. */
  chatButton: defineRequest(
    "assistant.chat.button",
    z.object({ account_id: accountId, data: z.string().min(1).max(64) }),
    z.object({ messages: z.array(chatOutSchema) }),
    { guarantee: "at most once", from: "proposals", to: "assistant" },
  ),
  /**
   * One working turn of POST /actions: the model runs with only the tools the key allows.
   * @throws 422 `no_authorized_action` when the key may use no tool for this account
   */
  act: defineRequest(
    "assistant.act",
    z.object({
      account_id: accountId,
      key_id: z.uuid(),
      permissions: permissionsSchema,
      message: z.string().min(1).max(MAX_MESSAGE_LENGTH),
      operation: operationSchema.optional(),
    }),
    z.object({
      reply: z.string(),
      model: z.string(),
      usage: usageSchema,
      actions: z.array(
        z.object({ tool: z.string(), ok: z.boolean(), request_id: z.string().optional() }),
      ),
    }),
    {
      guarantee:
        "at most once; a retry of the same request is replayed by the gateway's idempotency store",
      from: "gateway (`/actions`)",
      to: "assistant",
    },
    resendWithOperation,
  ),
  /**
   * Runs one tool directly, without a model (an MCP `tools/call`): the same permission check
   * and validation as any other call.
   */
  tool: defineRequest(
    "assistant.tool",
    z.object({
      account_id: accountId,
      key_id: z.uuid(),
      permissions: permissionsSchema,
      tool: z.string().min(1).max(64),
      input: z.record(z.string(), z.unknown()),
      operation: operationSchema.optional(),
    }),
    z.object({
      result: z.discriminatedUnion("ok", [
        z.object({ ok: z.literal(true), summary: z.string(), data: z.unknown() }),
        z.object({ ok: z.literal(false), error: z.string() }),
      ]),
    }),
    {
      guarantee:
        "at most once; a repeat of a tool that writes, within the window, is replayed by the gateway's idempotency store",
      from: "gateway (MCP)",
      to: "assistant",
    },
    resendWithOperation,
  ),
  /**
   * Adds a confirmed proposal's event to the account's built-in calendar. Idempotent: `id` (the
   * proposal's id) becomes the event's id, and a second call with it adds nothing.
   * @throws 422 `invalid_body` when the event cannot be added (the message says why)
   */
  addCalendarEvent: defineRequest(
    "assistant.calendar.add",
    z.object({
      account_id: accountId,
      id: z.uuid(),
      title: z.string().min(1).max(200),
      start: z.string().min(10).max(40),
      end: z.string().min(10).max(40).optional(),
      location: z.string().max(200).optional(),
      notes: z.string().max(2000).optional(),
    }),
    z.object({ event_id: z.uuid(), created: z.boolean() }),
    {
      guarantee: "at most once, idempotent by the proposal id",
      from: "proposals",
      to: "assistant",
    },
    safeToResend,
  ),
  /** The tools a key may use on its account now (Business Mode decides the expense tools). */
  tools: defineRequest(
    "assistant.tools",
    z.object({ account_id: accountId, permissions: permissionsSchema }),
    z.object({ tools: z.array(z.string()) }),
    { guarantee: "at most once, read-only", from: "gateway (MCP)", to: "assistant" },
    safeToResend,
  ),
  /** A read-only answer from profile and memory (POST /messages). */
  answer: defineRequest(
    "assistant.answer",
    z.object({
      account_id: accountId,
      key_id: z.uuid(),
      message: z.string().min(1).max(MAX_MESSAGE_LENGTH),
    }),
    z.object({ reply: z.string(), model: z.string(), usage: usageSchema }),
    { guarantee: "at most once, read-only", from: "gateway (`/messages`, MCP)", to: "assistant" },
    safeToResend,
  ),
} as const;

/** A proposal as its status endpoint shows it. */
export const proposalViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "confirmed", "rejected", "expired", "failed"]),
  summary: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  expires_at: z.string(),
});

/** A proposal as its status endpoint shows it. */
export type ProposalView = z.infer<typeof proposalViewSchema>;

/** How a confirmed email went out: through the mail server, or into the local outbox. */
export const EMAIL_DELIVERY = { smtp: "smtp", localOutbox: "local_outbox" } as const;

/** How a confirmed email went out. */
export type EmailDelivery = typeof EMAIL_DELIVERY[keyof typeof EMAIL_DELIVERY];

/** An email kept in the local outbox, because no mail server is configured. */
export const outboxEmailSchema = z.object({
  proposal_id: z.uuid(),
  from: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  saved_at: z.string(),
});

/** An email kept in the local outbox. */
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** Subjects the proposals service answers. */
export const proposalsSubjects = {
  /**
   * Stores a proposal in state pending and sends the chat message with Confirm and Reject.
   * Idempotent: the caller picks `id`, and a second call with it returns the same proposal.
   * `from` is the account's configured address (required for an email); `timezone` is how the
   * chat shows times.
   * @throws 422 `invalid_body` for an email without `from`
   */
  createProposal: defineRequest(
    "proposals.create",
    z.object({
      id: z.uuid(),
      account_id: accountId,
      key_id: z.uuid().nullable(),
      proposal: proposalInputSchema,
      from: z.object({ address: z.email(), name: z.string().max(200).nullable() }).nullable(),
      timezone: z.string().min(1).max(64),
    }),
    z.object({
      proposal: proposalViewSchema,
      /** For an email: where it will go on Confirm. */
      delivery: z.enum(["smtp", "local_outbox"]).nullable(),
    }),
    { guarantee: "at most once, idempotent by `id`", from: "assistant", to: "proposals" },
    safeToResend,
  ),
  /** The newest emails of the account's local outbox, newest first. */
  listOutbox: defineRequest(
    "proposals.outbox.list",
    z.object({ account_id: accountId, limit: z.number().int().min(1).max(50) }),
    z.object({ emails: z.array(outboxEmailSchema), smtp_configured: z.boolean() }),
    { guarantee: "at most once, read-only", from: "assistant", to: "proposals" },
    safeToResend,
  ),
  /**
   * The account's proposal with this id, with expiry applied at read time; 404 `not_found` when
   * the account has none with that id.
   */
  getProposal: defineRequest(
    "proposals.get",
    z.object({ account_id: accountId, id: z.uuid() }),
    proposalViewSchema,
    { guarantee: "at most once, read-only", from: "gateway", to: "proposals" },
    safeToResend,
  ),
  /** Sends messages to a user's chat (reminders fired, proposals awaiting a tap, keys expiring). */
  chatSend: defineRequest(
    "proposals.chat.send",
    z.object({ account_id: accountId, messages: z.array(chatOutSchema).min(1).max(10) }),
    z.object({ delivered: z.number().int().nonnegative() }),
    { guarantee: "at most once", from: "notifier, gateway", to: "proposals" },
  ),
} as const;

/** A webhook endpoint as the chat shows it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(EVENT_TYPES)),
  state: z.enum(["active", "disabled"]),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
  recent_deliveries: z.array(z.object({
    at: z.string(),
    event: z.enum(EVENT_TYPES),
    event_id: z.string(),
    status_code: z.number().int().nullable(),
    ok: z.boolean(),
  })),
});

/** A webhook endpoint as the chat shows it. */
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Subjects the notifier answers: webhook management from the chat. */
export const notifierSubjects = {
  /** Registers an endpoint; the reply holds its signing secret, the only time it is shown. */
  registerWebhook: defineRequest(
    "notifier.webhooks.register",
    z.object({
      account_id: accountId,
      url: z.string().min(1).max(2000),
      events: z.array(z.enum(EVENT_TYPES)).min(1),
    }),
    z.object({ endpoint: webhookEndpointSchema, secret: z.string() }),
    { guarantee: "at most once", from: "assistant", to: "notifier" },
  ),
  /** The account's endpoints with their recent deliveries. */
  listWebhooks: defineRequest(
    "notifier.webhooks.list",
    z.object({ account_id: accountId }),
    z.object({ endpoints: z.array(webhookEndpointSchema) }),
    { guarantee: "at most once, read-only", from: "assistant", to: "notifier" },
    safeToResend,
  ),
  /** Removes the account's endpoint with this URL at once. */
  removeWebhook: defineRequest(
    "notifier.webhooks.remove",
    z.object({ account_id: accountId, url: z.string().min(1).max(2000) }),
    z.object({ removed: z.number().int().nonnegative() }),
    { guarantee: "at most once, idempotent", from: "assistant", to: "notifier" },
    safeToResend,
  ),
  /**
   * Issues a new signing secret for the endpoint with this URL (or the only one); the old one
   * keeps being sent alongside for 24 hours.
   */
  rotateWebhookSecret: defineRequest(
    "notifier.webhooks.rotate",
    z.object({ account_id: accountId, url: z.string().min(1).max(2000).nullable() }),
    z.object({ endpoint: webhookEndpointSchema, secret: z.string(), old_valid_until: z.string() }),
    { guarantee: "at most once", from: "assistant", to: "notifier" },
  ),
  /** Queues again every delivery not delivered since `since`. */
  resendWebhooks: defineRequest(
    "notifier.webhooks.resend",
    z.object({ account_id: accountId, since: z.iso.datetime({ offset: true }) }),
    z.object({ requeued: z.number().int().nonnegative() }),
    { guarantee: "at most once", from: "assistant", to: "notifier" },
  ),
} as const;
