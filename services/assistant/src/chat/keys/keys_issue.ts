/**
 * Creating an API key from the chat: the request (answer-only keys are issued at once, others
 * after Confirm) and the issuing, whose reply is the only place the key is ever shown. Keys are
 * handled in code, never by a model.
 * @module
 */
import {
  AppError,
  call,
  type ChatOut,
  describePermissions,
  gatewaySubjects,
  isAnswerOnly,
  type KeyRecord,
  MAX_NETWORKS,
  normalizePermissions,
  type ParsedNetworks,
  parseNetworks,
  permissionsSchema,
} from "@asst/shared";
import { formatDateTime, safeTimeZone } from "@asst/shared/time";
import { z } from "zod";
import { readExpiry } from "./key_expiry_parse.ts";
import {
  byIntent,
  type ChatCommand,
  type ChatContext,
  type ChatDeps,
  type IntentOf,
  secretShownOnce,
} from "../types.ts";

/** The data of the button that confirms a key request; the confirmation token follows. */
export const KEY_CONFIRM = "key:ok:";
/** The data of the button that cancels a key request; the confirmation token follows. */
export const KEY_CANCEL = "key:no:";
/** The kind of the pending confirmation a key request keeps. */
export const KEY_REQUEST = "key_request";

/** What a pending key request keeps until Confirm. */
export const keyRequestSchema = z.object({
  label: z.string().nullable(),
  permissions: permissionsSchema,
  /** When the key stops working (ISO 8601); null for the operator's default. */
  expires_at: z.string().nullable().default(null),
  /** The networks it may be used from (canonical CIDR); empty: anywhere. */
  allowed_networks: z.array(z.string()).default([]),
});

/** What a key request asks the gateway for. */
export type KeyRequestPayload = z.output<typeof keyRequestSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const NOTHING = "No key was created.";
const EXPIRY_EXAMPLES = 'Say for example "… that expires in 30 days" or "… until 1 March".';

/** How the user's words are quoted back: one line, at most 60 characters. */
function quoted(text: string): string {
  const line = text.replace(/\s+/gu, " ").trim();
  return `"${line.length > 60 ? `${line.slice(0, 59)}…` : line}"`;
}

/**
 * The expiry a request asks for, checked against the gateway's limits before anything is
 * confirmed. @returns the instant, null for none, or the reply that refuses it
 */
async function askedExpiry(
  ctx: ChatContext,
  phrase: string | null,
  maxDays: number,
): Promise<Date | null | { refuse: string }> {
  if (phrase === null) return null;
  const zone = safeTimeZone(await ctx.timezone());
  const at = readExpiry(phrase, ctx.now, zone);
  if (at === null) {
    return {
      refuse: `I could not read ${quoted(phrase)} as a time. ${EXPIRY_EXAMPLES} ${NOTHING}`,
    };
  }
  if (at.getTime() <= ctx.now.getTime()) {
    return {
      refuse: `${quoted(phrase)} is ${formatDateTime(at, zone)}, which is not in the future; ` +
        `a key's expiry must be later than now. ${NOTHING}`,
    };
  }
  const latest = new Date(ctx.now.getTime() + maxDays * DAY_MS);
  if (at.getTime() > latest.getTime()) {
    return {
      refuse: `A key may live at most ${maxDays} days (until ${formatDateTime(latest, zone)}); ` +
        `${quoted(phrase)} is later. ${NOTHING}`,
    };
  }
  return at;
}

/** The lines that say where a key will work, for the confirmation. */
function networksLine(allowed: ParsedNetworks): string {
  if (allowed.cidrs.length === 0) return "";
  const warning = allowed.everything.length > 0
    ? `\n⚠️ ${
      allowed.everything.join(" and ")
    } admits every address: that range limits nothing. Confirm only if that is what you want.`
    : "";
  return `\nIt works only from ${allowed.cidrs.join(", ")}.${warning}`;
}

/** The line that says when a key will stop working, for the confirmation. */
function lifetimeLine(at: Date | null, defaultDays: number | null, zone: string): string {
  if (at !== null) return `It stops working on ${formatDateTime(at, zone)} (${zone}).`;
  if (defaultDays !== null) return `It stops working after ${defaultDays} days.`;
  return 'It has no end date (say "… that expires in 30 days" to give it one).';
}

const NEVER =
  "No key can send email or change your calendar directly, delete contacts, or see passwords, " +
  "identity documents, health data, or the content of your email and documents.";

/** "create an API key that can view my shopping list". */
export const createKeyCommand: ChatCommand<IntentOf<"create_key">> = {
  name: "create_key",
  recognise: byIntent("create_key"),
  async handle(intent, ctx) {
    return { messages: await requestKey(ctx, intent) };
  },
};

async function requestKey(
  ctx: ChatContext,
  { label, permissions, needsConfirmation, expires, networks }: IntentOf<"create_key">,
): Promise<ChatOut[]> {
  const { keys, max_active, max_days, default_days } = await call(
    ctx.deps.bus,
    gatewaySubjects.listKeys,
    { account_id: ctx.accountId },
    { requestId: ctx.requestId },
  );
  const expiresAt = await askedExpiry(ctx, expires, max_days);
  if (expiresAt !== null && !(expiresAt instanceof Date)) return [{ text: expiresAt.refuse }];
  const allowed = parseNetworks(networks ?? []);
  if (!allowed.ok) {
    return [{
      text: `${allowed.message}. Say for example "… only from 203.0.113.0/24 and ` +
        `2001:db8::/48" (at most ${MAX_NETWORKS} ranges). ${NOTHING}`,
    }];
  }
  const counted = keys.filter((k) => k.replaced_by === null).length;
  if (counted >= max_active) {
    return [{
      text: `You already have ${counted} active API keys, the most you can hold at once. ` +
        `Revoke one first ("revoke API key <name>"); "list my API keys" shows them.`,
    }];
  }
  if (label && keys.some((k) => k.label.toLowerCase() === label.toLowerCase())) {
    return [{ text: `You already have a key called "${label}". Pick another name.` }];
  }
  const request: KeyRequestPayload = {
    label,
    permissions: normalizePermissions(permissions),
    expires_at: expiresAt?.toISOString() ?? null,
    allowed_networks: allowed.cidrs,
  };
  // A range that admits every address is no limit: it is issued only once confirmed.
  if (!needsConfirmation && isAnswerOnly(request.permissions) && allowed.everything.length === 0) {
    return await issueKey(ctx.deps, ctx.accountId, request, ctx.requestId);
  }
  const token = await ctx.deps.confirmations.create(ctx.accountId, KEY_REQUEST, request);
  const name = label ? ` "${label}"` : "";
  const zone = safeTimeZone(await ctx.timezone());
  return [{
    text: `This new key${name} will be able to:\n` +
      describePermissions(request.permissions).map((l) => `• ${l}`).join("\n") +
      `\n\n${lifetimeLine(expiresAt, default_days, zone)}${networksLine(allowed)}` +
      `\n\n${NEVER}\n\nCreate it?`,
    buttons: [
      { label: "Confirm", data: KEY_CONFIRM + token },
      { label: "Cancel", data: KEY_CANCEL + token },
    ],
  }];
}

/**
 * Creates the key and answers with it once; the transcript keeps the message with the key hidden.
 */
export async function issueKey(
  deps: ChatDeps,
  accountId: string,
  request: KeyRequestPayload,
  requestId: string,
): Promise<ChatOut[]> {
  let issued: { key: string; record: KeyRecord };
  try {
    issued = await call(deps.bus, gatewaySubjects.createKey, {
      account_id: accountId,
      label: request.label,
      permissions: request.permissions,
      expires_at: request.expires_at,
      allowed_networks: request.allowed_networks,
    }, { requestId });
  } catch (err) {
    // The gateway's refusals (the key limit, a name in use, an expiry it will not give).
    if (err instanceof AppError && err.status >= 400 && err.status < 500) {
      return [{ text: `${err.message}. ${NOTHING}` }];
    }
    throw err;
  }
  const { key, record } = issued;
  const what = describePermissions(record.permissions).join("; ");
  const ends =
    (record.expires_at
      ? ` It stops working at ${record.expires_at.slice(0, 16).replace("T", " ")} UTC.`
      : "") +
    (record.allowed_networks.length > 0
      ? ` It works only from ${record.allowed_networks.join(", ")}.`
      : "");
  const body = (shown: string) =>
    `Your new API key "${record.label}" (it can ${what}):\n\n${shown}\n\n` +
    `Copy it now: this is the only time it is shown. Send it as "Authorization: Bearer <key>". ` +
    `To stop it working, say "revoke API key ${record.label}".${ends}`;
  return [secretShownOnce(body, key, `asst_…${record.last4}`)];
}
