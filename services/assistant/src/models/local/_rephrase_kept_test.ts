import assert from "node:assert/strict";
import { withoutKept } from "./_rephrase_kept.ts";

Deno.test("a request then one short thing to stay is the request alone", () => {
  const cases: [string, string | null][] = [
    ["dismiss the thesis one but keep the conference one", "dismiss the thesis one"],
    ["delete the gym reminder, leave the yoga one", "delete the gym reminder"],
    ["remove the eggs but not the milk", "remove the eggs"],
    ["Scratch the coriander, but keep the limes", "Scratch the coriander"],
    // What stays said with a second request or item is not dropped.
    ["remove the limes but keep the milk and add a task to call Jo", null],
    ["delete the gym reminder, keep the yoga one, and add one for Friday", null],
    // Nothing before it, or no staying said.
    ["keep the milk on the list", null],
    ["remove the eggs and the milk", null],
  ];
  for (const [text, want] of cases) assert.equal(withoutKept(text), want, text);
});
