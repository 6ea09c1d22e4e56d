import assert from "node:assert/strict";
import { everything, toolsFor } from "@asst/shared";
import type { ToolCall, ToolResult } from "../tools/types.ts";
import { LocalModel } from "./local_model.ts";
import type { ActRequest } from "./model.ts";

/** A turn of the local model whose tools answer with `answer`; `tools` by default all of them. */
function request(
  message: string,
  answer: (call: ToolCall) => ToolResult,
  tools = toolsFor(everything(), { businessMode: true }),
): ActRequest {
  return {
    message,
    tools,
    profile: { name: null, timezone: "Europe/Lisbon", email: null },
    memories: [],
    now: new Date("2026-11-23T09:00:00Z"),
    timezone: "Europe/Lisbon",
    maxToolCalls: 5,
    execute: (call) => Promise.resolve(answer(call)),
  } as ActRequest;
}

const SEVERAL: ToolResult = {
  ok: false,
  error: 'Several trips match "Lisbon": "Lisbon 2027-04-02" (id a), "Lisbon 2027-05-01" (id b). ' +
    "Say which one",
};

Deno.test("the local model's reply is a question when a call's reference matches several items", async () => {
  const outcome = await new LocalModel().act(request("remove the Lisbon trip", () => SEVERAL));
  assert.equal(outcome.calls.length, 1);
  assert.equal(outcome.question, outcome.reply);
  assert.match(outcome.reply, /Several trips match "Lisbon".*Say which one/s);
});

Deno.test("the local model's reply is a question when a proposal lacks an address", async () => {
  const noContacts = toolsFor(everything(), { businessMode: true })
    .filter((t) => t.name !== "contacts_list");
  const outcome = await new LocalModel().act(
    request("email bob saying hi", () => assert.fail("nothing runs"), noContacts),
  );
  assert.deepEqual(outcome.calls, []);
  assert.match(outcome.question ?? "", /email address of "bob"/);
});

Deno.test("the local model asks nothing when a call succeeded or failed for another reason", async () => {
  const done = await new LocalModel().act(
    request("remove the Lisbon trip", () => ({ ok: true, summary: "Removed.", data: null })),
  );
  assert.equal(done.question, undefined);
  const missing = await new LocalModel().act(
    request("remove the Lisbon trip", () => ({ ok: false, error: 'No trip matches "Lisbon"' })),
  );
  assert.equal(missing.question, undefined);
  // One call changed something: read again with an answer, it would run twice.
  const mixed = await new LocalModel().act(
    request(
      "add milk to my shopping list and remove the Lisbon trip",
      (call) =>
        call.name === "trips_delete" ? SEVERAL : { ok: true, summary: "Added.", data: null },
    ),
  );
  assert.equal(mixed.calls.length, 2, JSON.stringify(mixed.calls));
  assert.equal(mixed.question, undefined);
});

Deno.test("a new item said after a failed change or removal of its kind is not made", async () => {
  const ran: string[] = [];
  const answer = (call: ToolCall): ToolResult => {
    ran.push(call.name);
    return call.name.endsWith("_create") || call.name.endsWith("_save")
      ? { ok: true, summary: "Done.", data: null }
      : { ok: false, error: "No item matches" };
  };
  const corrected = await new LocalModel().act(
    request("the gym note is wrong, it's on Barker Lane", answer),
  );
  assert.deepEqual(ran, ["notes_delete"]);
  assert.match(corrected.reply, /added nothing to your notes either/);
  ran.length = 0;
  await new LocalModel().act(
    request(
      "forget the keepsake about the proposal and keep instead that we married in June",
      answer,
    ),
  );
  assert.deepEqual(ran, ["keepsakes_forget"]);
  // A new item of another kind runs: only its own kind's failed change holds it back.
  ran.length = 0;
  await new LocalModel().act(
    request("delete the gym note and add milk to my shopping list", answer),
  );
  assert.deepEqual(ran, ["notes_delete", "shopping_add"]);
  // The change done, the new item is made.
  ran.length = 0;
  await new LocalModel().act(
    request("the gym note is wrong, it's on Barker Lane", (call) => {
      ran.push(call.name);
      return { ok: true, summary: "Done.", data: null };
    }),
  );
  assert.deepEqual(ran, ["notes_delete", "notes_create"]);
});
