/**
 * Requests said in Taglish: a request verb after "pa-" or "paki-", the particles "po" and "naman",
 * and Tagalog's small words, read as the English they say. Sentences written for the kind, with
 * look-alikes that stay as they were.
 */
import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { parseToolIntent } from "./tool_intent.ts";
import { taglishWritten } from "./_said_taglish.ts";

/** Wednesday 11 March 2026, 16:30 in Manila (UTC+8). */
const MANILA = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Asia/Manila" };
const calls = (text: string): ToolCall[] => parseToolIntent(text, MANILA);

Deno.test("Taglish is written as the English it says; other text is as it was", () => {
  const cases: [string, string][] = [
    ["Pakiadd po sa shopping list: calamansi", "add to shopping list: calamansi"],
    ["Pa-watch po ng price nito: https://x.example/a", "watch the price this: https://x.example/a"],
    ["pa-save naman, birthday ni Lola Nena", "save, birthday of Lola Nena"],
    ["Pa-save po si Ate Marites", "save Ate Marites"],
    // No Taglish verb or particle: Tagalog's small words are left as they are.
    ["remind me to call Si at 5", "remind me to call Si at 5"],
    ["note: sa is a word", "note: sa is a word"],
    // A word of an object's own is no word of the tables.
    ["add constructor po", "add constructor"],
  ];
  for (const [text, said] of cases) assert.equal(taglishWritten(text), said, text);
});

Deno.test("requests said in Taglish are read as their English", () => {
  assert.deepEqual(calls("Pakiadd po sa shopping list: calamansi, pandesal, and Coke Mismo"), [
    { name: "shopping_add", input: { items: ["calamansi", "pandesal", "Coke Mismo"] } },
  ]);
  assert.deepEqual(
    calls("Pa-watch po ng price nito: https://shop.example.ph/rice-cooker-5l, target ₱1,200"),
    [{
      name: "price_watches_start",
      input: { url: "https://shop.example.ph/rice-cooker-5l", target_price: 1200 },
    }],
  );
  assert.deepEqual(calls("pa-add naman ng task, pay the Meralco bill by Thursday"), [
    { name: "tasks_create", input: { content: "pay the Meralco bill", due: "2026-03-12" } },
  ]);
  assert.deepEqual(
    calls("Paki-save po as a keepsake: Lola's adobo secret is a splash of pineapple juice"),
    [{
      name: "keepsakes_save",
      input: { text: "Lola's adobo secret is a splash of pineapple juice" },
    }],
  );
  // Look-alike: a verb after "pa-" that no request says is no request.
  assert.deepEqual(calls("pa-ayos po the one from before"), []);
});
