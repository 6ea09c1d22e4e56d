import assert from "node:assert/strict";
import { everything, toolsFor } from "@asst/shared";
import type { ToolCall, ToolResult } from "../../tools/types.ts";
import type { ActRequest } from "../model.ts";
import { readAgainstSaved } from "./saved_turn.ts";
import { readToolIntent } from "./tool_intent.ts";

/** Sunday 7 November 2027, 16:00 in Brisbane. */
const NOW = new Date("2027-11-07T06:00:00Z");
const ZONE = "Australia/Brisbane";

/** A turn whose saved reminders are `reminders`, read as context only. */
function turn(message: string, reminders: Record<string, unknown>[]): ActRequest {
  return {
    message,
    tools: toolsFor(everything(), { businessMode: true }),
    profile: { name: null, timezone: ZONE },
    memories: [],
    now: NOW,
    timezone: ZONE,
    maxToolCalls: 5,
    execute: () => Promise.reject(new Error("nothing runs while reading")),
    readSaved: (call: ToolCall): Promise<ToolResult> => {
      const data = call.name === "reminders_list" ? { reminders } : {};
      return Promise.resolve({ ok: true, summary: "", data });
    },
  };
}

async function read(message: string, reminders: Record<string, unknown>[]) {
  const intent = readToolIntent(message, { now: NOW, timezone: ZONE });
  return await readAgainstSaved(turn(message, reminders), intent) ?? intent.calls;
}

const NAN = {
  id: "r1",
  text: "pick up Nan from the airport",
  next_fire_at: "2027-11-10T04:00:00.000Z",
};
const CAKE = { id: "r2", text: "collect the cake", next_fire_at: "2027-11-09T00:00:00.000Z" };

Deno.test("a reminder moved to a new day and time is made again with the saved one's words", async () => {
  for (
    const message of [
      "Nan's flight got moved, make the airport reminder 5:40pm wednesday instead of 2",
      "move the airport reminder to 5:40pm wednesday",
    ]
  ) {
    assert.deepEqual(await read(message, [NAN, CAKE]), [
      { name: "reminders_cancel", input: { reminder: "r1" } },
      {
        name: "reminders_create",
        input: { text: "pick up Nan from the airport", at: "2027-11-10T17:40:00+10:00" },
      },
    ], message);
  }
});

Deno.test("with no saved reminder, or several, so named, the words are as read", async () => {
  const twice = {
    id: "r3",
    text: "drop Nan at the airport",
    next_fire_at: "2027-11-12T04:00:00.000Z",
  };
  for (const saved of [[], [CAKE], [NAN, twice]]) {
    const calls = await read("move the airport reminder to 5:40pm wednesday", saved);
    assert.equal(calls.at(-1)?.input.text, "airport", JSON.stringify(saved));
  }
});
