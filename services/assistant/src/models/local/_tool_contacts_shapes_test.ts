import assert from "node:assert/strict";
import {
  prefixLength,
  readShape,
  saysShape,
  shape,
  shapes,
  trimWords,
  wordSet,
} from "./_tool_contacts_shapes.ts";
import { makeClause } from "./_tool_text.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

Deno.test("a shape reads its slots as typed, its words in any case, optional parts left out", () => {
  const s = shape("@save the? {who}'s new? {field:@field} to|with|to_be|:|= {value}", {
    save: ["save", "set up"],
    field: ["e-mail", "phone number"],
  });
  const read = readShape(makeClause("Set up Ana Lopez's E-mail to ana@example.com", CTX), s);
  assert.equal(read?.slot("who"), "Ana Lopez");
  assert.equal(read?.slot("field"), "E-mail");
  assert.equal(read?.slot("value"), "ana@example.com");
  assert.equal(
    readShape(makeClause("save the Jo's new phone number: 0770", CTX), s)?.slot("value"),
    "0770",
  );
  assert.equal(readShape(makeClause("save Jo's email", CTX), s), null);
});

Deno.test("a dash in a shape is said with a space beside it, a '*' part any number of times", () => {
  const dash = shape("{x} - {y}");
  assert.equal(dash.re.test("follow-up"), false);
  assert.equal(dash.re.test("Ana - 3 May"), true);
  const many = shape("add a|the|new* birthday");
  assert.equal(many.re.test("add a new birthday"), true);
  assert.equal(many.re.test("add birthday"), true);
});

Deno.test("an open shape reads a text's start; '…' stands for any words", () => {
  const opener = shape("send a|an? e-mail to? …");
  assert.equal(prefixLength("  send an email to bob@example.com", opener), 19);
  assert.equal(prefixLength("emailing bob", opener), -1);
  assert.equal(saysShape("when is Ana's birthday?", shapes(["when is … birthday …"])), true);
  assert.equal(saysShape("is it your birthday", shapes(["when is … birthday …"])), false);
});

Deno.test("word sets trim the linking words of a slot", () => {
  assert.equal(trimWords("for Ana Lopez on", wordSet("for of"), wordSet("on is")), "Ana Lopez");
  assert.equal(trimWords("on", wordSet("on"), wordSet("on")), "");
});
