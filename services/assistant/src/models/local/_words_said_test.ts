import assert from "node:assert/strict";
import { words as wordsFound } from "../../text/normalize.ts";
import { words } from "./_words_said.ts";

Deno.test("words kept once found are the words normalize.ts finds, a new array each time", () => {
  const texts = [
    "add milk to my shopping list",
    "Sarah got married, she's Sarah Reese now",
    "u gonna remind me 2moro?",
    "whit's on the calendar",
    "https://shop.example/air-fryer-xl",
    "",
    "Tom's email is tom.baker@example.co.uk",
  ];
  for (let round = 0; round < 2; round++) {
    for (const text of texts) assert.deepEqual(words(text), wordsFound(text), text);
  }
  const first = words("keep these words");
  first.push("changed");
  assert.deepEqual(words("keep these words"), ["keep", "these", "words"]);
});
