/**
 * The chat command that connects a mailbox or a CalDAV calendar and sets the follow-up delay
 * (`mail_calendar_links.ts`); recognised only when the handler was given the links' dependencies.
 * @module
 */
import {
  applyLinkCommand,
  type LinkCommand,
  parseLinkCommand,
  redactedLinkCommand,
} from "../integrations/mail_calendar_links.ts";
import type { ChatCommand } from "./types.ts";

/** "connect my mailbox …", "connect my calendar …", "follow up after 3 days". */
export const linkCommand: ChatCommand<LinkCommand> = {
  name: "links",
  recognise: (text, ctx) => ctx.deps.links ? parseLinkCommand(text) : null,
  async handle(command, ctx) {
    const text = await applyLinkCommand(ctx.deps.links!, ctx.accountId, command);
    // The message that carried a password is kept only redacted.
    const userTranscriptText = redactedLinkCommand(command);
    return { messages: [{ text }], ...(userTranscriptText ? { userTranscriptText } : {}) };
  },
};
