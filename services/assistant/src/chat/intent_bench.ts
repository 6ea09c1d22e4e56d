import { answerFromMemory } from "../models/local/answer.ts";
import { parseChatIntent } from "./intent.ts";

const messages = [
  "create an API key that can view and add to my shopping list and reminders",
  "remember that my dentist is Dr Lee",
  "who is my dentist?",
  "revoke API key home-bot",
  "x".repeat(4000),
];
// An answer is given at most ANSWER_MEMORIES (20) memories, the best matches of a search.
const memories = Array.from({ length: 19 }, (_, i) => ({
  id: String(i),
  text: `my friend number ${i} likes ${i % 7 === 0 ? "tea" : "coffee"} in the morning`,
  created_at: new Date(i * 1000).toISOString(),
}));
memories.push({ id: "d", text: "my dentist is Dr Lee", created_at: new Date().toISOString() });

Deno.bench("parseChatIntent() on typical and 4000-character messages", () => {
  for (const m of messages) parseChatIntent(m);
});

Deno.bench("answerFromMemory() over 20 memories (the most an answer is given)", () => {
  answerFromMemory("who is my dentist?", {
    profile: { name: "Ada", timezone: "Europe/Paris" },
    memories,
    now: new Date(),
  });
});
