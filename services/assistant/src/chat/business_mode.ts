/**
 * The chat command that turns Business Mode on or off ("turn on business mode"). It is read only
 * from a message the intent parser leaves as a question, so "remember that business mode …" is
 * remembered, not obeyed.
 * @module
 */
import { parseBusinessModeCommand } from "./business_mode_parse.ts";
import { type ChatCommand, textReply } from "./types.ts";

/** Sets Business Mode and says what it changes. */
export const businessModeCommand: ChatCommand<boolean> = {
  name: "business_mode",
  recognise: (text, ctx) =>
    ctx.intent().kind === "question" ? parseBusinessModeCommand(text) : null,
  async handle(on, ctx) {
    await ctx.deps.businessMode.set(ctx.accountId, on);
    return textReply(
      on
        ? "Business Mode is on: you can record expenses and suppliers and read the dashboard, and keys allowed business expenses can use them."
        : "Business Mode is off: business expenses are hidden from the chat and from every key.",
    );
  },
};
