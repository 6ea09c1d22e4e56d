/**
 * The chat command that sets the owner's name ("my name is Ada", "call me Ada").
 * @module
 */
import { byIntent, type ChatCommand, type IntentOf, textReply } from "./types.ts";

/** Saves the name the owner gives. */
export const nameCommand: ChatCommand<IntentOf<"set_name">> = {
  name: "set_name",
  recognise: byIntent("set_name"),
  async handle(intent, ctx) {
    await ctx.deps.store.setProfile(ctx.accountId, "name", intent.name);
    return textReply(`Nice to meet you, ${intent.name}. I'll remember your name.`);
  },
};
