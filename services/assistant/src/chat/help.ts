/**
 * The chat command that says what the assistant can do ("help", "/start", a greeting).
 * @module
 */
import { byIntent, type ChatCommand, type IntentOf, textReply } from "./types.ts";

/** Answers with {@link HELP}. */
export const helpCommand: ChatCommand<IntentOf<"help">> = {
  name: "help",
  recognise: byIntent("help"),
  handle: () => Promise.resolve(textReply(HELP)),
};

/** What the chat can do, with an example of each. */
export const HELP = [
  "I'm your assistant. Here you can:",
  '• tell me about yourself: "my name is Ada", "my timezone is Europe/Paris", ' +
  '"remember that my dentist is Dr Lee"',
  '• ask me things: "who is my dentist?", "what do you know about me?"',
  '• keep your lists: "add milk and eggs to my shopping list", "remind me to call mum tomorrow ' +
  'at 6pm", "jot down that the wifi password is in the drawer", "what\'s on my calendar ' +
  'tomorrow?", "watch https://shop.example/kettle and tell me when it\'s under 50"',
  '• propose emails and events, sent only when you tap Confirm: "email bob@example.com saying ' +
  'I\'ll be late", "put lunch with Ana on Friday at 1pm in my calendar"; set the address emails ' +
  'go from with "my email address is you@example.com"; "show my outbox" lists emails kept ' +
  "when no mail server is set up",
  '• business expenses: "turn on business mode", then "I spent 42.50 EUR on a taxi"',
  '• connect services: "my todoist token is …", "my calendar feed is https://…/basic.ics"',
  '• webhooks for your programs: "send my events to https://example.com/hooks", "list my ' +
  'webhooks", "remove webhook <url>", "rotate the webhook secret", "resend failed webhooks since ' +
  'yesterday"',
  '• get an API key for your programs: "create an API key" (answers only), or name what it may ' +
  'do: "create an API key that can view and add to my shopping list and reminders"',
  '• manage keys: "list my API keys", "revoke API key <name or last 4>", "rotate API key ' +
  '<name or last 4>"; a key may end ("… that expires in 30 days") or be limited to networks ' +
  '("… only from 203.0.113.0/24")',
  '• see what your keys did: "what did my keys do today?", "what did key shopping do this week?"',
].join("\n");
