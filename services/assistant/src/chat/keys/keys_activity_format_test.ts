import assert from "node:assert/strict";
import type { KeyActivityReply } from "@asst/shared";
import { activityReply, badKeyReply, unreadableRangeReply } from "./keys_activity_format.ts";

const REPORT: KeyActivityReply = {
  key_found: true,
  keys: [
    {
      label: "shopping",
      last4: "Ab12",
      revoked: false,
      activity: [
        { endpoint: "actions", tool: "shopping_add", outcome: "allowed", calls: 2 },
        { endpoint: "actions", tool: "shopping_add+shopping_list", outcome: "allowed", calls: 1 },
        { endpoint: "mcp", tool: "shopping_list", outcome: "allowed", calls: 1 },
        { endpoint: "actions", tool: "", outcome: "rate_limited", calls: 1 },
        { endpoint: "mcp", tool: "notes_add", outcome: "tool_not_allowed", calls: 1 },
      ],
    },
    {
      label: "reader",
      last4: "Cd34",
      revoked: false,
      activity: [
        { endpoint: "messages", tool: "", outcome: "allowed", calls: 1 },
        { endpoint: "actions", tool: "", outcome: "forbidden", calls: 2 },
      ],
    },
    {
      label: "old",
      last4: "Ef56",
      revoked: true,
      activity: [{ endpoint: "proposal_status", tool: "", outcome: "some_new_code", calls: 1 }],
    },
    { label: "spare", last4: "Gh78", revoked: false, activity: [] },
  ],
};

Deno.test("activityReply() gives per-key totals, endpoints, tools and refusals, one short line each", () => {
  assert.equal(
    activityReply(REPORT, "today (Thu 26 Nov)", "Europe/Paris", null),
    [
      "What your API keys did today (Thu 26 Nov), Europe/Paris time:",
      "• shopping (…Ab12): 6 calls, 4 allowed, 2 refused",
      "  via /actions 4, MCP 2",
      "  tools: shopping_add ×3, shopping_list ×2",
      "  refused: a tool it may not use (notes_add) on MCP ×1, over the rate limit (429) on /actions ×1",
      "• reader (…Cd34): 3 calls, 1 allowed, 2 refused",
      "  via /actions 2, /messages 1",
      "  refused: not allowed (403) on /actions ×2",
      "• old (…Ef56, revoked): 1 call, 0 allowed, 1 refused",
      "  via proposal status 1",
      "  refused: some_new_code on proposal status ×1",
      "No calls: spare (…Gh78).",
    ].join("\n"),
  );
});

Deno.test("activityReply() says plainly when nothing happened, and when the key is unknown", () => {
  const idle: KeyActivityReply = {
    key_found: true,
    keys: [{ label: "spare", last4: "Gh78", revoked: false, activity: [] }],
  };
  assert.equal(
    activityReply(idle, "yesterday (Wed 25 Nov)", "UTC", null),
    "None of your API keys made a call yesterday (Wed 25 Nov), UTC time.",
  );
  assert.equal(
    activityReply({ key_found: true, keys: [] }, "today (Thu 26 Nov)", "UTC", null),
    'You had no API keys today (Thu 26 Nov), UTC time. Say "create an API key" to get one.',
  );
  assert.equal(
    activityReply(idle, "today (Thu 26 Nov)", "UTC", "spare"),
    'Your key "spare" made no calls today (Thu 26 Nov), UTC time.',
  );
  assert.match(
    activityReply({ key_found: false, keys: [] }, "today (Thu 26 Nov)", "UTC", "nope"),
    /^You have no API key called "nope" or ending in those characters\. "list my API keys"/,
  );
});

Deno.test("the replies to what cannot be read quote it short and say what works", () => {
  const range = unreadableRangeReply(`${"x".repeat(40)}y`);
  assert.match(range, /^I can't read the time "x{40}…"\. Ask about today, yesterday, this week/);
  assert.match(range, /up to 30/);
  const key = badKeyReply('<img src="x">');
  assert.match(key, /^"<img src=\\"x\\">" can't be a key's name/);
});
