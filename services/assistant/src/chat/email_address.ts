/**
 * The chat command that sets or shows the address the owner's emails are sent from.
 * @module
 */
import { type EmailAddressCommand, parseEmailAddressCommand } from "./email_address_parse.ts";
import { type ChatCommand, textReply } from "./types.ts";

/** "my email address is ana@example.com", "what is my email address?". */
export const emailAddressCommand: ChatCommand<EmailAddressCommand> = {
  name: "email_address",
  recognise: (text) => parseEmailAddressCommand(text),
  async handle(command, ctx) {
    const { store } = ctx.deps;
    switch (command.kind) {
      case "set":
        await store.setProfile(ctx.accountId, "email", command.address);
        return textReply(
          `Saved: your email address is ${command.address}. Emails you propose, here or ` +
            "through a key that may propose, will be sent from it once you confirm them.",
        );
      case "invalid":
        return textReply(
          `"${command.given}" doesn't look like an email address: write it like ` +
            'ana@example.com, for example "my email address is ana@example.com".',
        );
      case "show": {
        const { email } = await store.profile(ctx.accountId);
        return textReply(
          email === null
            ? "I don't know your email address yet. Tell me, for example \"my email address is " +
              'you@example.com": emails you propose are sent from it once you confirm them.'
            : `Your email address is ${email}: emails you propose are sent from it once you ` +
              "confirm them.",
        );
      }
    }
  },
};
