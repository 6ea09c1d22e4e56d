/**
 * The chat command that revokes API keys: one by its label or last 4 characters, or all of them.
 * @module
 */
import { call, gatewaySubjects } from "@asst/shared";
import {
  byIntent,
  type ChatCommand,
  type ChatContext,
  type IntentOf,
  textReply,
} from "../types.ts";

/** "revoke API key home-bot", "revoke all my keys". */
export const revokeKeyCommand: ChatCommand<IntentOf<"revoke_key">> = {
  name: "revoke_key",
  recognise: byIntent("revoke_key"),
  handle: async ({ selector }, ctx) => textReply(await revoke(ctx, selector)),
};

async function revoke(ctx: ChatContext, selector: string): Promise<string> {
  if (selector === "") {
    return 'Which key? Say "revoke API key <name or last 4 characters>"; ' +
      '"list my API keys" shows them.';
  }
  if (selector === "all") {
    const { keys } = await call(ctx.deps.bus, gatewaySubjects.listKeys, {
      account_id: ctx.accountId,
    }, { requestId: ctx.requestId });
    if (keys.length === 0) return "You have no active API keys.";
    for (const key of keys) {
      await call(ctx.deps.bus, gatewaySubjects.revokeKey, {
        account_id: ctx.accountId,
        selector: key.last4,
      }, { requestId: ctx.requestId });
    }
    const after = await call(ctx.deps.bus, gatewaySubjects.listKeys, {
      account_id: ctx.accountId,
    }, { requestId: ctx.requestId });
    if (after.keys.length > 0) {
      return `Revoked ${keys.length - after.keys.length} keys; these share their last 4 ` +
        `characters with another, revoke them by name: ${
          after.keys.map((k) => k.label).join(", ")
        }.`;
    }
    return `Revoked all ${keys.length} of your API keys. They stopped working just now.`;
  }
  const { revoked, candidates } = await call(ctx.deps.bus, gatewaySubjects.revokeKey, {
    account_id: ctx.accountId,
    selector,
  }, { requestId: ctx.requestId });
  const [key] = revoked;
  if (key) {
    return `Revoked the API key "${key.label}" (…${key.last4}). It stopped working just now.`;
  }
  if (candidates.length > 1) {
    return `Several keys match "${selector}": ${
      candidates.map((k) => `${k.label} (…${k.last4})`).join(", ")
    }. Say which one by its name, or by its last 4 characters when two share a name ` +
      "(as a key being rotated and its replacement do).";
  }
  return `You have no active API key called "${selector}" or ending in "${selector}". ` +
    `"list my API keys" shows them.`;
}
