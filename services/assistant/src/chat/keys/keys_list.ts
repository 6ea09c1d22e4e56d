/**
 * The chat command that lists the owner's active API keys ("list my API keys", "/keys") and the
 * apps connected by OAuth.
 * @module
 */
import { call, gatewaySubjects, type KeyRecord, summarizePermissions } from "@asst/shared";
import { formatDateTime, safeTimeZone } from "@asst/shared/time";
import { byIntent, type ChatCommand, type IntentOf, textReply } from "../types.ts";

/** Lists each key's label, last 4 characters, permissions, use, end and allowed networks. */
export const listKeysCommand: ChatCommand<IntentOf<"list_keys">> = {
  name: "list_keys",
  recognise: byIntent("list_keys"),
  async handle(_, ctx) {
    const [{ keys, max_active }, { apps, max_apps }] = await Promise.all([
      call(ctx.deps.bus, gatewaySubjects.listKeys, {
        account_id: ctx.accountId,
      }, { requestId: ctx.requestId }),
      call(ctx.deps.bus, gatewaySubjects.oauthApps, {
        account_id: ctx.accountId,
      }, { requestId: ctx.requestId }),
    ]);
    const connected = apps.length === 0
      ? ""
      : `\n\nConnected apps (${apps.length} of ${max_apps}):\n` +
        apps.map((a) =>
          `• ${a.client_name}: ${summarizePermissions(a.permissions)}; granted ${
            day(a.created_at)
          }; last used ${a.last_used_at ? day(a.last_used_at) : "never"}`
        ).join("\n") + '\nSay "disconnect <app>" to stop one.';
    if (keys.length === 0) {
      return textReply(
        'You have no active API keys. Say "create an API key" to get one.' + connected,
      );
    }
    const zone = safeTimeZone(await ctx.timezone());
    const lines = keys.map((k) =>
      `• ${k.label} (…${k.last4}): ${summarizePermissions(k.permissions)}; created ${
        day(k.created_at)
      }; last used ${k.last_used_at ? day(k.last_used_at) : "never"}; ${ending(k, keys, zone)}${
        k.allowed_networks.length > 0 ? `; only from ${k.allowed_networks.join(", ")}` : ""
      }`
    );
    return textReply(
      // A key being rotated out does not count against the limit; its replacement does.
      `Your active API keys (${
        keys.filter((k) => k.replaced_by === null).length
      } of ${max_active}):\n${lines.join("\n")}${connected}`,
    );
  },
};

/** When the key stops working, and the rotation it is part of, as the list says it. */
function ending(k: KeyRecord, keys: KeyRecord[], zone: string): string {
  const at = (iso: string) => formatDateTime(new Date(iso), zone);
  if (k.replaced_by !== null && k.expires_at) {
    return `rotated: stops working ${at(k.expires_at)}`;
  }
  const end = k.expires_at ? `expires ${at(k.expires_at)}` : "no expiry";
  const old = keys.find((o) => o.replaced_by === k.id);
  return old?.expires_at ? `${end}; replaces …${old.last4} until ${at(old.expires_at)}` : end;
}

function day(iso: string): string {
  return iso.slice(0, 10);
}
