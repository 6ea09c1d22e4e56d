/**
 * The chat command that remembers a fact ("remember that my dentist is Dr Lee"); a private one
 * (`sensitive.ts`) is kept from every API key.
 * @module
 */
import { isSensitive } from "../text/sensitive.ts";
import { byIntent, type ChatCommand, type IntentOf, textReply } from "./types.ts";

/** Stores the fact, marked private when it looks private. */
export const rememberCommand: ChatCommand<IntentOf<"remember">> = {
  name: "remember",
  recognise: byIntent("remember"),
  async handle(intent, ctx) {
    const sensitive = isSensitive(intent.text);
    await ctx.deps.store.remember(ctx.accountId, intent.text, sensitive);
    return textReply(
      `Got it, I'll remember: ${intent.text}` +
        (sensitive ? "\nThis looks private, so it stays between us: API keys never see it." : ""),
    );
  },
};
