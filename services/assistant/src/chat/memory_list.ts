/**
 * The chat command that lists what the assistant knows about the owner ("what do you know about
 * me?"): the profile and every remembered fact, private ones marked.
 * @module
 */
import { byIntent, type ChatCommand, type IntentOf, textReply } from "./types.ts";

/** Lists the profile and the memories. */
export const memoryListCommand: ChatCommand<IntentOf<"list_memory">> = {
  name: "list_memory",
  recognise: byIntent("list_memory"),
  async handle(_, ctx) {
    const [profile, memories] = await Promise.all([
      ctx.deps.store.profile(ctx.accountId),
      ctx.deps.store.memories(ctx.accountId, true),
    ]);
    const lines: string[] = [];
    if (profile.name) lines.push(`• Your name: ${profile.name}`);
    if (profile.timezone) lines.push(`• Your time zone: ${profile.timezone}`);
    if (profile.email) lines.push(`• Your email address: ${profile.email}`);
    for (const m of memories) lines.push(`• ${m.text}${m.sensitive ? " (private)" : ""}`);
    if (lines.length === 0) {
      return textReply(
        'I know nothing about you yet. Tell me, for example "my name is Ada" or ' +
          '"remember that my dentist is Dr Lee".',
      );
    }
    return textReply(`What I know about you:\n${lines.join("\n")}`);
  },
};
