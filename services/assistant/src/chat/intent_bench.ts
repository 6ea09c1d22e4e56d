import { answerFromMemory } from "../models/local/answer.ts";
import { parseChatIntent } from "./intent.ts";

const messages = [
  "create an API key that can view and add to my shopping list and reminders",
  "remember that my dentist is Dr Lee",
  "who is my dentist?",
  "revoke API key home-bot",
  "x".repeat(4000),
];
const memories = Array.from({ length: 500 }, (_, i) => ({
  id: String(i),
  text: `my friend number ${i} likes ${i % 7 === 0 ? "tea" : "coffee"} in the morning`,
  created_at: new Date(i * 1000).toISOString(),
}));
memories.push({ id: "d", text: "my dentist is Dr Lee", created_at: new Date().toISOString() });

Deno.bench("parseChatIntent() on typical and 4000-character messages", () => {
  for (const m of messages) parseChatIntent(m);
});

Deno.bench("answerFromMemory() over 500 memories (the most the store returns)", () => {
  answerFromMemory("who is my dentist?", {
    profile: { name: "Ada", timezone: "Europe/Paris" },
    memories,
    now: new Date(),
  });
});
