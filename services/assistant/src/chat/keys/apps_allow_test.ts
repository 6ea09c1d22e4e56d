import assert from "node:assert/strict";
import { narrowTo, parseAllow } from "./apps_allow.ts";
import { parsePermissionPhrase } from "./key_permissions.ts";
import { parseDisconnect } from "./apps_disconnect.ts";

Deno.test("parseAllow() reads the code, in any case and with or without its dash, and the narrowing", () => {
  assert.deepEqual(parseAllow("allow ABCD-EF23"), {
    typed: "ABCD-EF23",
    code: "ABCD-EF23",
    narrowing: null,
  });
  assert.deepEqual(parseAllow("Allow abcd-ef23 only shopping and reminders"), {
    typed: "abcd-ef23",
    code: "ABCD-EF23",
    narrowing: "shopping and reminders",
  });
  assert.equal(parseAllow("allow ABCDEF23")?.code, "ABCD-EF23");
});

Deno.test("a code of another format is recognised but has no code; other messages are not an allow", () => {
  for (const text of ["allow ABC-123", "allow 1BCD-EF23", "allow ABCD-EFO3", "allow ABCDE-F2345"]) {
    const read = parseAllow(text);
    assert.ok(read, text);
    assert.equal(read.code, null, text);
  }
  for (const text of ["allow me to add milk", "allow notifications", "please allow ABCD-EF23"]) {
    assert.equal(parseAllow(text), null, text);
  }
});

Deno.test("narrowTo() keeps only what was asked and what the user named", () => {
  const asked = {
    groups: {
      shopping: ["read" as const],
      reminders: ["read" as const, "act" as const],
      notes: ["read" as const],
    },
    propose: true,
  };
  assert.deepEqual(narrowTo(asked, parsePermissionPhrase("shopping and reminders")), {
    groups: { reminders: ["read", "act"], shopping: ["read"] },
    propose: false,
  });
  assert.deepEqual(narrowTo(asked, parsePermissionPhrase("everything")), asked);
});

Deno.test("parseDisconnect() reads the app's name", () => {
  assert.equal(parseDisconnect("disconnect Claude"), "Claude");
  assert.equal(parseDisconnect('disconnect the app "SDK test"'), "SDK test");
  assert.equal(parseDisconnect("disconnected yesterday"), null);
});
