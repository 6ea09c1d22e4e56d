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
  normalizePermissions,
  type Permissions,
  permissionsSchema,
} from "@asst/shared";
import { z } from "zod";
import {
  byIntent,
  type ChatCommand,
  type ChatContext,
  type ChatDeps,
  type IntentOf,
  secretShownOnce,
} from "./types.ts";

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
});

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
  { label, permissions, needsConfirmation }: IntentOf<"create_key">,
): Promise<ChatOut[]> {
  const { keys, max_active } = await call(ctx.deps.bus, gatewaySubjects.listKeys, {
    account_id: ctx.accountId,
  }, { requestId: ctx.requestId });
  if (keys.length >= max_active) {
    return [{
      text: `You already have ${keys.length} active API keys, the most you can hold at once. ` +
        `Revoke one first ("revoke API key <name>"); "list my API keys" shows them.`,
    }];
  }
  if (label && keys.some((k) => k.label.toLowerCase() === label.toLowerCase())) {
    return [{ text: `You already have a key called "${label}". Pick another name.` }];
  }
  const normalized = normalizePermissions(permissions);
  if (!needsConfirmation && isAnswerOnly(normalized)) {
    return await issueKey(ctx.deps, ctx.accountId, label, normalized, ctx.requestId);
  }
  const token = await ctx.deps.confirmations.create(ctx.accountId, KEY_REQUEST, {
    label,
    permissions: normalized,
  });
  const name = label ? ` "${label}"` : "";
  return [{
    text: `This new key${name} will be able to:\n` +
      describePermissions(normalized).map((l) => `• ${l}`).join("\n") +
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
  label: string | null,
  permissions: Permissions,
  requestId: string,
): Promise<ChatOut[]> {
  let issued: { key: string; record: KeyRecord };
  try {
    issued = await call(deps.bus, gatewaySubjects.createKey, {
      account_id: accountId,
      label,
      permissions,
    }, { requestId });
  } catch (err) {
    if (err instanceof AppError && err.status === 409) return [{ text: err.message }];
    throw err;
  }
  const { key, record } = issued;
  const what = describePermissions(record.permissions).join("; ");
  const body = (shown: string) =>
    `Your new API key "${record.label}" (it can ${what}):\n\n${shown}\n\n` +
    `Copy it now: this is the only time it is shown. Send it as "Authorization: Bearer <key>". ` +
    `To stop it working, say "revoke API key ${record.label}".`;
  return [secretShownOnce(body, key, `asst_…${record.last4}`)];
}
