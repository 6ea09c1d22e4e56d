import assert from "node:assert/strict";
import { ANSWER_ONLY, everything, GROUPS, normalizePermissions } from "@asst/shared";
import { parseChatIntent } from "../intent.ts";
import { allGroupsRead, expectKey, expectKind, perms } from "../../../testing/intent_test_util.ts";

// ---------------------------------------------------------------------------------------------
// Keys

Deno.test("parseChatIntent() makes a plain key request answer-only without confirmation", () => {
  for (
    const text of [
      "create an API key",
      "new api key",
      "give me a key",
      "I need an API token",
      "Can I get an API key?",
      "api key please",
      "could you generate an access token",
      "I'd like a new API key",
      "make me an answer-only key",
      "a key that can only answer questions",
      "answer-only key",
      "set up a token, nothing else",
    ]
  ) {
    expectKey(text, ANSWER_ONLY, false);
  }
});

Deno.test("parseChatIntent() gives a key exactly the groups and levels that were named", () => {
  expectKey(
    "create an API key that can view and add to my shopping list and reminders",
    perms({ shopping: ["read", "add"], reminders: ["read", "add"] }),
    true,
  );
  expectKey("a key that can read my calendar", perms({ calendar: ["read"] }), true);
  expectKey(
    "key that can manage my tasks and notes",
    perms({ tasks: ["read", "act"], notes: ["read", "act"] }),
    true,
  );
  expectKey("a key that can add to my shopping list", perms({ shopping: ["read", "add"] }), true);
  expectKey(
    "a key that can view, add to and clear my shopping list",
    perms({ shopping: ["read", "act"] }),
    true,
  );
  expectKey(
    "Make me a key that reads my calendar and adds reminders",
    perms({ calendar: ["read"], reminders: ["read", "add"] }),
    true,
  );
  expectKey(
    "generate a key that can view my birthdays, trips and countdowns",
    perms({ birthdays: ["read"], trips: ["read"], countdowns: ["read"] }),
    true,
  );
  expectKey(
    "new key: contacts and address book, read only",
    perms({ contacts: ["read"] }),
    true,
  );
  expectKey(
    "can I get an api key that can check my price watches?",
    perms({ price_watches: ["read"] }),
    true,
  );
  expectKey(
    "a key that can dismiss email follow-ups",
    perms({ email_followups: ["read", "act"] }),
    true,
  );
  expectKey(
    "give me a token to track prices",
    perms({ price_watches: ["read", "add"] }),
    true,
  );
  expectKey(
    "I want a key that can see my to-do list and tick off tasks",
    perms({ tasks: ["read", "act"] }),
    true,
  );
  expectKey(
    "set me up with an api key that lets n8n manage reminders and tasks",
    perms({ reminders: ["read", "act"], tasks: ["read", "act"] }),
    true,
  );
  expectKey(
    "Could you issue a new API key limited to my grocery list (read only)?",
    perms({ shopping: ["read"] }),
    true,
  );
  expectKey(
    "Create a token that can read contacts, birthdays and trips, and add countdowns",
    perms({
      contacts: ["read"],
      birthdays: ["read"],
      trips: ["read"],
      countdowns: ["read", "add"],
    }),
    true,
  );
  expectKey(
    "an api key to look at my groceries",
    perms({ shopping: ["read"] }),
    true,
  );
  expectKey(
    "a key with read/write access to my notes and keepsakes",
    perms({ notes: ["read", "act"], keepsakes: ["read", "act"] }),
    true,
  );
});

Deno.test("parseChatIntent() grants everything for full access in any wording", () => {
  for (
    const text of [
      "a key that can do everything",
      "full access key",
      "I want an api key with full access",
      "create an admin token",
      "give me a key with all permissions",
      "make a key with unrestricted access",
    ]
  ) {
    expectKey(text, everything(), true);
  }
});

Deno.test("parseChatIntent() gives every group read only for a read-only key over all lists", () => {
  expectKey("a read-only key for all my lists", allGroupsRead(), true);
  expectKey("an api key with read-only access to everything", allGroupsRead(), true);
  expectKey("create a key that can read everything", allGroupsRead(), true);
  expectKey("a view-only key", allGroupsRead(), true);
});

Deno.test("parseChatIntent() turns sending email and creating events into proposing", () => {
  expectKey("an API key that can create calendar events", perms({}, true), true);
  expectKey("a key that can schedule meetings", perms({}, true), true);
  expectKey("an api key to draft emails", perms({}, true), true);
  expectKey(
    "a key that can send emails and read my calendar",
    perms({ calendar: ["read"] }, true),
    true,
  );
  expectKey("a new key that can propose emails and calendar events", perms({}, true), true);
  expectKey(
    "I want a key that can manage my reminders, tasks and notes and propose emails",
    perms({ reminders: ["read", "act"], tasks: ["read", "act"], notes: ["read", "act"] }, true),
    true,
  );
});

Deno.test("parseChatIntent() never gives a key the right to change the calendar", () => {
  for (
    const text of ["a key that can manage my calendar", "a key with full access to my calendar"]
  ) {
    const intent = parseChatIntent(text);
    assert.equal(intent.kind, "create_key");
    if (intent.kind !== "create_key") continue;
    assert.deepEqual(intent.permissions.groups.calendar, ["read"], text);
  }
});

Deno.test("parseChatIntent() honours exclusions and negations in a key request", () => {
  const all = everything();
  delete all.groups.contacts;
  expectKey("a key with access to everything except my contacts", all, true);
  expectKey("a key that can read my tasks but not delete them", perms({ tasks: ["read"] }), true);
  expectKey("a key that can read but not change my tasks", perms({ tasks: ["read"] }), true);
  expectKey(
    "generate a key that can see my contacts and birthdays but not edit them",
    perms({ contacts: ["read"], birthdays: ["read"] }),
    true,
  );
  expectKey("a key that can add groceries but not see them", perms({ shopping: ["add"] }), true);
  expectKey(
    "a key that can manage my tasks but not delete them",
    perms({ tasks: ["read", "add"] }),
    true,
  );
  expectKey(
    "a key that can view and add to my shopping list but not add reminders",
    perms({ shopping: ["read", "add"] }),
    true,
  );
  expectKey("create a write-only key for my shopping list", perms({ shopping: ["act"] }), true);
  const noEmail = everything();
  noEmail.propose = false;
  expectKey("please make me an API key that can do everything except send emails", noEmail, true);
  expectKey(
    "a key with no access to my contacts but full access to my tasks",
    perms({ tasks: ["read", "act"] }),
    true,
  );
  expectKey(
    "a key that can view my reminders and create new ones",
    perms({ reminders: ["read", "add"] }),
    true,
  );
});

Deno.test("parseChatIntent() reads the key's label from called, named, quotes or for", () => {
  expectKey("create a key called home-automation", ANSWER_ONLY, false, "home-automation");
  expectKey("give me a key for my home assistant", ANSWER_ONLY, false, "home assistant");
  expectKey("Could I have a new token for my NAS?", ANSWER_ONLY, false, "NAS");
  expectKey("create a home-bot key", ANSWER_ONLY, false, "home-bot");
  expectKey(
    "create a key for home-automation that can read my reminders",
    perms({ reminders: ["read"] }),
    true,
    "home-automation",
  );
  expectKey(
    'I need a token named "kitchen display" with read access to my shopping list',
    perms({ shopping: ["read"] }),
    true,
    "kitchen display",
  );
  expectKey(
    "make me a new API key for Zapier to add tasks",
    perms({ tasks: ["read", "add"] }),
    true,
    "Zapier",
  );
  expectKey(
    "create api key called grafana-dashboard with read access to calendar, tasks and reminders",
    perms({ calendar: ["read"], tasks: ["read"], reminders: ["read"] }),
    true,
    "grafana-dashboard",
  );
  expectKey(
    "Please issue an access token for Home Assistant with permission to manage my shopping list",
    perms({ shopping: ["read", "act"] }),
    true,
    "Home Assistant",
  );
  expectKey(
    "Create an API key for my smart mirror. It should be able to read my calendar and reminders.",
    perms({ calendar: ["read"], reminders: ["read"] }),
    true,
    "smart mirror",
  );
  expectKey(
    "create key: name=home-bot, scopes=reminders,tasks",
    perms({ reminders: ["read", "act"], tasks: ["read", "act"] }),
    true,
    "home-bot",
  );
  expectKey(
    "I need a key for n8n that can add expenses and save suppliers",
    perms({ expenses: ["read", "add"] }),
    true,
    "n8n",
  );
});

Deno.test("parseChatIntent() does not take a group or a duration for a label", () => {
  for (
    const text of [
      "a key for my shopping list",
      "create a key for all my lists",
      "a key for 30 days",
      "give me a key for me",
    ]
  ) {
    const intent = parseChatIntent(text);
    assert.equal(intent.kind, "create_key", text);
    if (intent.kind === "create_key") assert.equal(intent.label, null, text);
  }
});

Deno.test("parseChatIntent() lists keys for the ways people ask which keys they have", () => {
  expectKind(
    [
      "list my API keys",
      "show my keys",
      "which api keys do I have",
      "what keys do I have?",
      "do I have any api keys?",
      "how many keys do I have",
      "what keys are active",
      "show me all my active API keys",
      "What API keys are active?",
      "any api keys?",
      "my keys",
      "can you tell me how many api keys I have",
      "Which of my keys can read my calendar?",
      "/keys",
    ],
    "list_keys",
  );
});

Deno.test("parseChatIntent() revokes a key by label, suffix or position in the sentence", () => {
  const cases: [string, string][] = [
    ["revoke API key home-bot", "home-bot"],
    ["revoke key 3fZq", "3fZq"],
    // Last characters that begin like "no", "nr" or "id", or are all digits, are kept whole.
    ["revoke API key noxG", "noxG"],
    ["revoke API key NRa1", "NRa1"],
    ["revoke API key idZ9", "idZ9"],
    ["revoke API key 0700", "0700"],
    ["revoke key no. 7xG2", "7xG2"],
    ["revoke key id ab12", "ab12"],
    ["revoke key #ab12", "ab12"],
    ["delete the api key called home-bot", "home-bot"],
    ["disable key ending in 3fZq", "3fZq"],
    ["Please remove my API token ending with ab12", "ab12"],
    ["revoke the home-bot key", "home-bot"],
    ["kill the zapier key", "zapier"],
    ['remove key "old laptop"', "old laptop"],
    ["revoke the key for my home assistant please", "home assistant"],
    ['delete my api key named "Kitchen Display"', "Kitchen Display"],
    ["Can you revoke the key named test-key?", "test-key"],
    ["I want to delete my home assistant key", "home assistant"],
    ["deactivate home-bot", "home-bot"],
    ["revoke all my keys", "all"],
    ["revoke all api keys please", "all"],
  ];
  for (const [text, selector] of cases) {
    assert.deepEqual(parseChatIntent(text), { kind: "revoke_key", selector }, JSON.stringify(text));
  }
});

Deno.test("parseChatIntent() leaves the selector empty when the key to revoke is not named", () => {
  assert.deepEqual(parseChatIntent("revoke it"), { kind: "revoke_key", selector: "" });
  assert.deepEqual(parseChatIntent("revoke"), { kind: "revoke_key", selector: "" });
  assert.deepEqual(parseChatIntent("revoke my api key"), { kind: "revoke_key", selector: "" });
});

Deno.test("parseChatIntent() treats a question about keys as a question, not a request", () => {
  expectKind(
    [
      "how do I create an API key?",
      "What can an API key do?",
      "what is an api key?",
      "How do I revoke a key?",
      "Is there a limit on keys?",
      "are my keys safe?",
      "why was my key revoked?",
      "I don't need an api key",
    ],
    "question",
  );
});

Deno.test("parseChatIntent() does not mistake house or car keys for API keys", () => {
  expectKind(
    [
      "I lost my keys",
      "where are my car keys",
      "where did I leave the house key",
      "I need a new car key",
    ],
    "question",
  );
  assert.deepEqual(parseChatIntent("remember that the spare key is under the mat"), {
    kind: "remember",
    text: "the spare key is under the mat",
  });
});

Deno.test("parseChatIntent() always returns normalized permissions", () => {
  for (
    const text of [
      "a key that can do everything",
      "a key that can manage my calendar and tasks",
      "a read-only key for all my lists",
      "a key to add to my shopping list and reminders and view my notes",
    ]
  ) {
    const intent = parseChatIntent(text);
    assert.equal(intent.kind, "create_key", text);
    if (intent.kind !== "create_key") continue;
    assert.deepEqual(intent.permissions, normalizePermissions(intent.permissions), text);
    assert.deepEqual(
      Object.keys(intent.permissions.groups),
      GROUPS.filter((g) => g in intent.permissions.groups),
    );
  }
});

Deno.test("parseChatIntent() reads how long a key lives beside its label and permissions", () => {
  expectKey(
    "create a key that can view my notes and expires in 30 days",
    perms({ notes: ["read"] }),
    true,
    null,
    "in 30 days",
  );
  expectKey("create a key called nas until 1 March", ANSWER_ONLY, false, "nas", "until 1 March");
  expectKey(
    "create an API key for my NAS that expires on 1 March and can read my tasks",
    perms({ tasks: ["read"] }),
    true,
    "NAS",
    "on 1 March",
  );
  expectKey("give me a key for 2 weeks", ANSWER_ONLY, false, null, "for 2 weeks");
  expectKey("a key that expires on blurgsday", ANSWER_ONLY, false, null, "on blurgsday");
});

Deno.test("parseChatIntent() reads a rotation, its key and how long the old one keeps working", () => {
  const cases: [string, string, string | null][] = [
    ["rotate API key home-bot", "home-bot", null],
    ["rotate key 7f3a and keep the old one for 2 hours", "7f3a", "for 2 hours"],
    [
      "please rotate my api key called nas, keeping the old key working for a day",
      "nas",
      "for a day",
    ],
    ["roll over the key ending in x9Z2", "x9Z2", null],
    ["rotate my API key", "", null],
    ["rotate key home-bot and keep the old one whenever", "home-bot", "whenever"],
  ];
  for (const [text, selector, keep] of cases) {
    assert.deepEqual(parseChatIntent(text), { kind: "rotate_key", selector, keep }, text);
  }
  assert.deepEqual(parseChatIntent("rotate out API key nas"), {
    kind: "revoke_key",
    selector: "nas",
  });
  assert.notEqual(parseChatIntent("rotate the tyres on my car").kind, "rotate_key");
});

Deno.test("parseChatIntent() reads the networks a key is limited to beside its other parts", () => {
  expectKey(
    "create an API key that can view my notes only from 203.0.113.0/24 and 2001:db8::/48",
    perms({ notes: ["read"] }),
    true,
    null,
    null,
    ["203.0.113.0/24", "2001:db8::/48"],
  );
  expectKey(
    "create a key called ci only from 198.51.100.7 that expires in 30 days",
    ANSWER_ONLY,
    false,
    "ci",
    "in 30 days",
    ["198.51.100.7"],
  );
  expectKey("create a key only from foo", ANSWER_ONLY, false, null, null, ["foo"]);
});
