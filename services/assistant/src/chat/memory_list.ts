/**
 * The chat command that lists what the assistant knows about the owner ("what do you know about
 * me?"): the profile and every remembered fact, private ones marked, however many: a long list
 * comes as several messages.
 * @module
 */
import type { ChatOut } from "@asst/shared";
import { byIntent, type ChatCommand, type IntentOf, textReply } from "./types.ts";

/** Most characters of one message of the list (a chat app shows up to 4,096). */
const MESSAGE_CHARS = 3500;

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
    const heading = memories.length > 0
      ? `What I know about you (${memories.length.toLocaleString("en")} things remembered):`
      : "What I know about you:";
    return { messages: inMessages(heading, lines) };
  },
};

/** The lines under `heading`, as few messages as hold them (a longer line has one of its own). */
export function inMessages(heading: string, lines: string[]): ChatOut[] {
  const out: ChatOut[] = [];
  let text = heading;
  for (const line of lines) {
    if (text.length > 0 && text.length + 1 + line.length > MESSAGE_CHARS) {
      out.push({ text });
      text = "";
    }
    text = text.length === 0 ? line : `${text}\n${line}`;
  }
  if (text.length > 0) out.push({ text });
  return out;
}
