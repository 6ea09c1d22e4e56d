/**
 * The chat command that lists the owner's active API keys ("list my API keys", "/keys").
 * @module
 */
import { call, gatewaySubjects, type KeyRecord, summarizePermissions } from "@asst/shared";
import { formatDateTime, safeTimeZone } from "@asst/shared/time";
import { byIntent, type ChatCommand, type IntentOf, textReply } from "./types.ts";

/** Lists each key's label, last 4 characters, permissions, use and end. */
export const listKeysCommand: ChatCommand<IntentOf<"list_keys">> = {
  name: "list_keys",
  recognise: byIntent("list_keys"),
  async handle(_, ctx) {
    const { keys, max_active } = await call(ctx.deps.bus, gatewaySubjects.listKeys, {
      account_id: ctx.accountId,
    }, { requestId: ctx.requestId });
    if (keys.length === 0) {
      return textReply('You have no active API keys. Say "create an API key" to get one.');
    }
    const zone = safeTimeZone(await ctx.timezone());
    const lines = keys.map((k) =>
      `• ${k.label} (…${k.last4}): ${summarizePermissions(k.permissions)}; created ${
        day(k.created_at)
      }; last used ${k.last_used_at ? day(k.last_used_at) : "never"}; ${ending(k, zone)}`
    );
    return textReply(
      `Your active API keys (${keys.length} of ${max_active}):\n${lines.join("\n")}`,
    );
  },
};

/** When the key stops working, as the list says it. */
function ending(k: KeyRecord, zone: string): string {
  return k.expires_at ? `expires ${formatDateTime(new Date(k.expires_at), zone)}` : "no expiry";
}

function day(iso: string): string {
  return iso.slice(0, 10);
}
