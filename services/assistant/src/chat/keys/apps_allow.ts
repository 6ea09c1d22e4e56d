/**
 * Connecting an MCP client from the chat: "allow XXXX-XXXX" (the code its sign-in page shows)
 * shows what the app asks for in the words of a key request, narrowed when the user says so
 * ("allow XXXX-XXXX only shopping and reminders"), and Confirm or Reject decides at the gateway.
 * Handled in code, never by a model.
 * @module
 */
import {
  allows,
  AppError,
  call,
  type ChatOut,
  describePermissions,
  gatewaySubjects,
  GROUP_LEVELS,
  GROUPS,
  normalizePermissions,
  type Permissions,
  permissionsSchema,
} from "@asst/shared";
import { z } from "zod";
import { parsePermissionPhrase } from "./key_permissions.ts";
import type { ChatCommand, ChatDeps } from "../types.ts";
import { textReply } from "../types.ts";

/** The data of the button that allows an app; the confirmation token follows. */
export const APP_CONFIRM = "app:ok:";
/** The data of the button that refuses an app; the confirmation token follows. */
export const APP_REJECT = "app:no:";
/** The kind of the pending confirmation an "allow" keeps. */
export const APP_REQUEST = "app_request";

/** What a pending "allow" keeps until Confirm or Reject. */
export const appRequestSchema = z.object({
  pairing_code: z.string(),
  client_name: z.string(),
  permissions: permissionsSchema,
});

const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
const NOTHING = "Nothing was granted.";

/** The parsed "allow" message: the code as typed, canonical when well formed, and the narrowing. */
export interface AllowRequest {
  typed: string;
  code: string | null;
  narrowing: string | null;
}

/**
 * Reads "allow <code> [only …]": a word shaped like a code (letters and digits around a dash, or
 * eight capitals and digits), so that "allow me to …" stays a normal message.
 */
export function parseAllow(text: string): AllowRequest | null {
  const m =
    /^\s*\/?allow\s+([A-Za-z0-9]{2,8}-[A-Za-z0-9]{2,8}|[A-Z0-9]{8})\b[\s,:.]*(.*?)\s*[.!]?\s*$/i
      .exec(text);
  if (!m) return null;
  const typed = m[1]!;
  const upper = typed.toUpperCase();
  const compact = upper.replace("-", "");
  const canonical = compact.length === 8 ? `${compact.slice(0, 4)}-${compact.slice(4)}` : upper;
  const narrowing = m[2]!.replace(/^(only|just|but only|with only)\b\s*/i, "").trim();
  return {
    typed,
    code: CODE.test(canonical) ? canonical : null,
    narrowing: narrowing.length > 0 ? narrowing : null,
  };
}

/** What the user allowed, never more than was asked. */
export function narrowTo(asked: Permissions, allowed: Permissions): Permissions {
  const groups: Permissions["groups"] = {};
  for (const g of GROUPS) {
    const levels = GROUP_LEVELS.filter((l) => allows(asked, g, l) && allows(allowed, g, l));
    if (levels.length > 0) groups[g] = levels;
  }
  return normalizePermissions({ groups, propose: asked.propose && allowed.propose });
}

/** "allow ABCD-EF23", "allow ABCD-EF23 only shopping and reminders". */
export const allowAppCommand: ChatCommand<AllowRequest> = {
  name: "allow_app",
  recognise: (text) => parseAllow(text),
  async handle(req, ctx) {
    if (req.code === null) {
      return textReply(
        `"${req.typed}" is not a sign-in code: codes have 4 capitals or digits, a dash and 4 ` +
          `more, without I, O, 0 or 1 (like "ABCD-EF23"). Copy it from the app's sign-in page. ${NOTHING}`,
      );
    }
    const pairing = await call(ctx.deps.bus, gatewaySubjects.oauthPairing, {
      account_id: ctx.accountId,
      pairing_code: req.code,
    }, { requestId: ctx.requestId });
    if (!pairing.found) {
      return textReply(
        `No sign-in waits for the code ${req.code}: it does not exist, expired (codes work for ` +
          `10 minutes) or was already used. Start again from the app. ${NOTHING}`,
      );
    }
    const permissions = req.narrowing
      ? narrowTo(pairing.requested, parsePermissionPhrase(req.narrowing))
      : pairing.requested;
    const token = await ctx.deps.confirmations.create(ctx.accountId, APP_REQUEST, {
      pairing_code: req.code,
      client_name: pairing.client_name,
      permissions,
    });
    const narrowed = req.narrowing
      ? `\n\n(Narrowed to what you said; it asked for more. Without "only …" it gets what it asked.)`
      : `\n\nTo allow less, say for example "allow ${req.code} only shopping and reminders".`;
    return {
      messages: [{
        text: `The app "${pairing.client_name}" (it sends you back to ${pairing.redirect_host}) ` +
          `asks to connect to your assistant. It will be able to:\n` +
          describePermissions(permissions).map((l) => `• ${l}`).join("\n") + narrowed +
          `\n\nIts access lasts until you say "disconnect ${pairing.client_name}". Allow it?`,
        buttons: [
          { label: "Confirm", data: APP_CONFIRM + token },
          { label: "Reject", data: APP_REJECT + token },
        ],
      }],
    };
  },
};

/** Answers the Confirm or Reject of an "allow"; null when `data` is not one of its buttons. */
export async function decideApp(
  deps: ChatDeps,
  accountId: string,
  data: string,
  requestId: string,
): Promise<ChatOut[] | null> {
  const confirmed = data.startsWith(APP_CONFIRM);
  if (!confirmed && !data.startsWith(APP_REJECT)) return null;
  const payload = await deps.confirmations.consume(
    accountId,
    APP_REQUEST,
    data.slice(APP_CONFIRM.length),
  );
  if (payload === null) {
    return [{ text: "That button no longer does anything: it was already used or has expired." }];
  }
  const request = appRequestSchema.parse(payload);
  let outcome: string;
  let max = 10;
  try {
    const reply = await call(deps.bus, gatewaySubjects.oauthDecide, {
      account_id: accountId,
      pairing_code: request.pairing_code,
      permissions: confirmed ? request.permissions : null,
    }, { requestId });
    outcome = reply.outcome;
    max = reply.max_apps;
  } catch (err) {
    if (err instanceof AppError && err.status >= 400 && err.status < 500) {
      return [{ text: `${err.message}. ${NOTHING}` }];
    }
    throw err;
  }
  const name = `"${request.client_name}"`;
  switch (outcome) {
    case "approved":
      return [{
        text: `Connected ${name}. Go back to its sign-in page: it continues by itself. ` +
          `Say "disconnect ${request.client_name}" to stop it at any time.`,
      }];
    case "denied":
      return [{ text: `Rejected: ${name} was not connected.` }];
    case "limit":
      return [{
        text: `You already have ${max} connected apps, the most you can hold at once. ` +
          `Disconnect one first ("list my keys" shows them). ${NOTHING}`,
      }];
    default:
      return [{
        text: `That sign-in no longer waits (it expired or was already decided). ${NOTHING}`,
      }];
  }
}
