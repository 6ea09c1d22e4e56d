import assert from "node:assert/strict";
import { parseBusinessModeCommand } from "./business_mode_parse.ts";

Deno.test("parseBusinessModeCommand() reads the ways people turn Business Mode on and off", () => {
  for (
    const on of [
      "turn on business mode",
      "Enable Business Mode",
      "business mode on",
      "please switch business mode on",
      "activate business mode!",
    ]
  ) {
    assert.equal(parseBusinessModeCommand(on), true, on);
  }
  for (
    const off of [
      "turn off business mode",
      "Disable business mode",
      "business mode off",
      "switch my business mode off",
      "deactivate business mode",
    ]
  ) {
    assert.equal(parseBusinessModeCommand(off), false, off);
  }
});

Deno.test("parseBusinessModeCommand() ignores questions and other messages", () => {
  for (
    const other of [
      "is business mode on?",
      "what is business mode",
      "turn on the lights",
      "",
      "business mode",
      "turn business mode on and off",
    ]
  ) {
    assert.equal(parseBusinessModeCommand(other), null, other);
  }
});
