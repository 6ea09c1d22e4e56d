import assert from "node:assert/strict";
import { parseToolIntent } from "./tool_intent.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/London" };

Deno.test("a birthday removed, then why said without its subject, is removed", () => {
  const removed = (birthday: string) => [{ name: "birthdays_remove", input: { birthday } }];
  assert.deepEqual(
    parseToolIntent("take Barry off the birthdays, haven't spoken to him in years", CTX),
    removed("Barry"),
  );
  assert.deepEqual(
    parseToolIntent("remove Jo from my birthdays, hasn't been in touch for ages", CTX),
    removed("Jo"),
  );
  assert.deepEqual(
    parseToolIntent("delete Kim's birthday, wasn't ever close to her", CTX),
    removed("Kim"),
  );
});
