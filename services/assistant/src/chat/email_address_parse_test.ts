import assert from "node:assert/strict";
import { parseEmailAddressCommand } from "./email_address_parse.ts";
import { readToolIntent } from "../models/local/tool_intent.ts";

const PARIS = { now: new Date("2026-03-27T10:00:00Z"), timezone: "Europe/Paris" };

Deno.test("parseEmailAddressCommand() sets the address in the usual phrasings", () => {
  for (
    const text of [
      "my email address is ana@example.com",
      "My email is ana@example.com.",
      "my e-mail address is <ana@example.com>",
      "my email: ana@example.com",
      "send my emails from ana@example.com",
      "please send all my emails from ana@example.com",
      "set my email to ana@example.com",
      "set my email address to mailto:ana@example.com",
      "change my email address to ana@example.com please",
      "update my sender address to ana@example.com",
      "use ana@example.com as my email address",
      "use ana@example.com for my emails",
    ]
  ) {
    assert.deepEqual(parseEmailAddressCommand(text), {
      kind: "set",
      address: "ana@example.com",
    }, text);
  }
  assert.deepEqual(
    parseEmailAddressCommand("my email address is Ana.Lopez+work@mail.example.org"),
    {
      kind: "set",
      address: "Ana.Lopez+work@mail.example.org",
    },
  );
});

Deno.test("parseEmailAddressCommand() refuses what is not an address, and leaves other talk alone", () => {
  for (
    const [text, given] of [
      ["set my email to ana at example dot com", "ana at example dot com"],
      ["my email address is ana@", "ana@"],
      ["send my emails from my work account", "my work account"],
      ["my email is ana@@example.com", "ana@@example.com"],
      ["set my email to " + "a".repeat(300) + "@example.com", "a".repeat(60)],
      ["change my email to <script>@x", "script>@x"],
    ] as const
  ) {
    assert.deepEqual(parseEmailAddressCommand(text), { kind: "invalid", given }, text);
  }
  for (
    const text of [
      "my email is slow today",
      "my email address is on my card",
      "send an email to bob@example.com saying hi",
      "what is Bob's email address",
      "update Ana's email to ana@new.example",
      "email bob@example.com saying my email address is ana@example.com",
      "",
    ]
  ) {
    assert.equal(parseEmailAddressCommand(text), null, text);
  }
});

Deno.test("parseEmailAddressCommand() recognises questions about the address", () => {
  for (
    const text of [
      "what is my email address",
      "What's my email address?",
      "what's my email",
      "which address do you send my emails from?",
      "what address are my emails sent from",
      "do you know my email address?",
      "show my email address",
    ]
  ) {
    assert.deepEqual(parseEmailAddressCommand(text), { kind: "show" }, text);
  }
});

Deno.test("setting the address is not read as a proposal or a contact", () => {
  for (const text of ["my email address is ana@example.com", "set my email to ana@example.com"]) {
    assert.deepEqual(readToolIntent(text, PARIS), { calls: [], drafts: [], asks: [] }, text);
  }
});
