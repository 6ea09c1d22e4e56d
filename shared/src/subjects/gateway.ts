/**
 * The subjects the gateway answers (API keys, their activity, connected apps, sign-ins) and the broadcasts it sends.
 * @module
 */
import { z } from "zod";
import { defineBroadcast, defineRequest } from "../contracts.ts";
import { MAX_NETWORKS } from "../networks.ts";
import { permissionsSchema } from "../permissions.ts";
import { accountId, safeToResend } from "./common.ts";

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
