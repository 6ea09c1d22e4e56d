import assert from "node:assert/strict";
import { parseWebhookCommand } from "./webhook_parse.ts";

const ctx = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };
const ALL = ["reminder.fired", "price.drop", "proposal.resolved"];

Deno.test("parseWebhookCommand() registers an endpoint for every event kind, or the kinds named", () => {
  assert.deepEqual(parseWebhookCommand("send my events to https://example.com/hooks", ctx), {
    kind: "register",
    url: "https://example.com/hooks",
    events: ALL,
  });
  assert.deepEqual(
    parseWebhookCommand("please send reminders and price drops to https://a.example/h?x=1.", ctx),
    { kind: "register", url: "https://a.example/h?x=1", events: ["reminder.fired", "price.drop"] },
  );
  assert.deepEqual(
    parseWebhookCommand("register a webhook https://b.example/in for proposals", ctx),
    { kind: "register", url: "https://b.example/in", events: ["proposal.resolved"] },
  );
});

Deno.test("parseWebhookCommand() lists, removes and rotates", () => {
  assert.deepEqual(parseWebhookCommand("list my webhooks", ctx), { kind: "list" });
  assert.deepEqual(parseWebhookCommand("which webhooks do I have?", ctx), { kind: "list" });
  assert.deepEqual(parseWebhookCommand("remove webhook https://example.com/hooks", ctx), {
    kind: "remove",
    url: "https://example.com/hooks",
  });
  assert.deepEqual(parseWebhookCommand("rotate the webhook secret", ctx), {
    kind: "rotate",
    url: null,
  });
  assert.deepEqual(
    parseWebhookCommand("rotate the webhook secret of https://example.com/hooks", ctx),
    { kind: "rotate", url: "https://example.com/hooks" },
  );
});

Deno.test("parseWebhookCommand() resends since a time said in the user's zone", () => {
  assert.deepEqual(parseWebhookCommand("resend failed webhooks since yesterday 9am", ctx), {
    kind: "resend",
    since: "2026-03-26T08:00:00.000Z",
  });
  assert.deepEqual(parseWebhookCommand("resend failed webhooks", ctx), {
    kind: "resend",
    since: "2026-03-26T10:00:00.000Z",
  });
});

Deno.test("parseWebhookCommand() leaves other messages alone", () => {
  for (
    const text of [
      "what is a webhook?",
      "send an email to bob@example.com",
      "add milk to my shopping list",
      "watch https://shop.example/kettle",
      "remove webhook",
      "",
      "__proto__ constructor",
    ]
  ) {
    assert.equal(parseWebhookCommand(text, ctx), null, text);
  }
});
