/**
 * The chat command that connects Todoist or a calendar feed (`../integrations.ts`).
 * @module
 */
import {
  applyIntegrationCommand,
  displayFeedUrl,
  type IntegrationCommand,
  parseIntegrationCommand,
} from "../integrations/integrations.ts";
import type { ChatCommand } from "./types.ts";

/** "my todoist token is …", "my calendar feed is https://…/basic.ics", and their removal. */
export const integrationCommand: ChatCommand<IntegrationCommand> = {
  name: "integrations",
  recognise: (text) => parseIntegrationCommand(text),
  async handle(command, ctx) {
    const text = await applyIntegrationCommand(ctx.deps.integrations, ctx.accountId, command);
    // The message that carried a token or a private feed address is kept only redacted.
    const userTranscriptText = command.kind === "set_todoist_token"
      ? "(a Todoist token, hidden)"
      : command.kind === "set_ics_url"
      ? `(a calendar feed address at ${displayFeedUrl(command.url)}, hidden)`
      : undefined;
    return { messages: [{ text }], ...(userTranscriptText ? { userTranscriptText } : {}) };
  },
};
