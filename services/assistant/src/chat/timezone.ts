/**
 * The chat command that sets the owner's time zone ("my timezone is Europe/Paris", "I live in
 * Lisbon").
 * @module
 */
import { byIntent, type ChatCommand, type IntentOf, textReply } from "./types.ts";

/** Saves the zone and says what time it is there. */
export const timezoneCommand: ChatCommand<IntentOf<"set_timezone">> = {
  name: "set_timezone",
  recognise: byIntent("set_timezone"),
  async handle(intent, ctx) {
    await ctx.deps.store.setProfile(ctx.accountId, "timezone", intent.timezone);
    const time = new Intl.DateTimeFormat("en-GB", {
      timeZone: intent.timezone,
      hour: "2-digit",
      minute: "2-digit",
    }).format(ctx.now);
    return textReply(`Your time zone is now ${intent.timezone} (it's ${time} there).`);
  },
};
