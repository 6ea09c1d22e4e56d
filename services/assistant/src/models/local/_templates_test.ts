import assert from "node:assert/strict";
import {
  oneOf,
  prefixLength,
  readTemplate,
  restStart,
  saysTemplate,
  template,
  templates,
} from "./_templates.ts";
import { makeClause } from "./_tool_text.ts";
import { trimWords, wordSet } from "./_tool_words.ts";

const CTX = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

const PARTS = {
  remove: "(?:remove|take)",
  det: { row: "[the/my/our]*" },
  list: { row: "{det} shopping_list/list" },
  trail: { row: "[too/as_well/please]*" },
};

Deno.test("a row reads its words, picks, optional words and slots", () => {
  const re = template("{remove} {x} off/from/out_of [of] {list} {trail}", PARTS);
  assert.deepEqual(re.exec("Take the milk out of my shopping list please")?.[1], "the milk");
  assert.deepEqual(re.exec("remove eggs off of the list")?.[1], "eggs");
  assert.deepEqual(re.test("remove eggs to the list"), false);
});

Deno.test("a slot is read by its name as typed, a word list's words in any case", () => {
  const re = template("{save} [the] {who}'s [new] {field:field} to/with/to_be/:/= {value}", {
    save: ["save", "set up"],
    field: ["e-mail", "phone number"],
  });
  const read = readTemplate(makeClause("Set up Ana Lopez's E-mail to ana@example.com", CTX), re);
  assert.equal(read?.slot("who"), "Ana Lopez");
  assert.equal(read?.slot("field"), "E-mail");
  assert.equal(read?.slot("value"), "ana@example.com");
  assert.equal(
    readTemplate(makeClause("save the Jo's new phone number: 0770", CTX), re)?.slot("value"),
    "0770",
  );
  assert.equal(readTemplate(makeClause("save Jo's email", CTX), re), null);
});

Deno.test("a number slot holds a number; a slot said twice is read by its place", () => {
  const re = template("{name} turns {age#} [years_old] on {date}");
  assert.equal(re.exec("Ana turns 40 on 3 May")?.groups?.age, "40");
  assert.equal(re.test("Ana turns forty on 3 May"), false);
  const twice = template("{x} or {x}");
  assert.deepEqual([...(twice.exec("tea or coffee") ?? [])].slice(1), ["tea", "coffee"]);
});

Deno.test("a separator is a comma, colon, semicolon or dash; [-] one of them or a space", () => {
  const re = template("{list} - [{remove} [-]] {x}", PARTS);
  assert.deepEqual(re.exec("shopping list: remove: rice")?.[1], "rice");
  assert.deepEqual(re.exec("the list - remove rice")?.[1], "rice");
  assert.deepEqual(re.exec("list, rice")?.[1], "rice");
  assert.deepEqual(re.test("list rice"), false);
});

Deno.test("among signs, a dash has a space beside it: 'follow-up' is a word", () => {
  const dash = template("{x} ,/- {y}");
  assert.equal(dash.test("follow-up"), false);
  assert.equal(dash.test("Ana - 3 May"), true);
  assert.equal(dash.test("Ana -3 May"), true);
  assert.equal(template("{x} - {y}").test("follow-up"), true);
});

Deno.test("a sign needs no space around it, beside words too; left out, it is a space", () => {
  const re = template("{who} ,/; [his/her] email is/:/= {value}");
  assert.equal(re.exec("Ana,her email: a@b.c")?.groups?.value, "a@b.c");
  assert.equal(re.exec("Ana; email = a@b.c")?.groups?.who, "Ana");
  assert.equal(re.test("Ana email is a@b.c"), false);
  const optional = template("[{value}] [,/;] saying …");
  assert.equal(optional.exec("Lunch, saying hi")?.groups?.value, "Lunch");
  assert.equal(optional.exec("Lunch saying hi")?.groups?.value, "Lunch");
  assert.equal(optional.test("saying hi"), true);
  assert.equal(template("body is/: [:] …").test("body:hi"), true);
});

Deno.test("among signs, '-' is a dash with a space beside it, not any separator", () => {
  const re = template("{x} that/:/- …");
  assert.equal(re.exec("Bob - hi")?.groups?.x, "Bob");
  assert.equal(re.exec("Bob: hi")?.groups?.x, "Bob");
  assert.equal(re.test("Bob, hi"), false);
});

Deno.test("optional words said first take the space after them; [...]* any number of times", () => {
  const re = template("[we/i] [also/still]* need {x}");
  assert.deepEqual(re.exec("need milk")?.[1], "milk");
  assert.deepEqual(re.exec("we also still need milk")?.[1], "milk");
  const many = template("add [a/the/new]* birthday");
  assert.equal(many.test("add a new birthday"), true);
  assert.equal(many.test("add birthday"), true);
});

Deno.test("a slot may hold a part, a part may be any of several rows, and … is what follows", () => {
  const re = template("{x} - {y:why} …", { why: oneOf(["it is for", "because"]) });
  const m = re.exec("taxi 12, it is for the client");
  assert.deepEqual([m?.[1], m?.[2], m?.[3]], ["taxi 12", "it is for", " the client"]);
  assert.deepEqual(template("[{x}] this_month …").test("spent this month?"), true);
  assert.deepEqual(template("[{x}] this_month …").test("spent this monthly"), false);
});

Deno.test("words written onto a slot are said as written, and a description's (s) is a plural", () => {
  const re = template("{x}'s price(s) …");
  assert.deepEqual(re.exec("the tent's prices now")?.[1], "the tent");
});

Deno.test("… before more words is whole words; a row ending in … reads a text's start", () => {
  assert.equal(saysTemplate("when is Ana's birthday?", templates(["when is … birthday …"])), true);
  assert.equal(saysTemplate("is it your birthday", templates(["when is … birthday …"])), false);
  assert.equal(template("… my birthday …").test("is it my birthday"), true);
  assert.equal(template("… my birthday …").test("army birthday"), false);
  const opener = template("send [a/an] e-mail [to] …");
  assert.equal(prefixLength("  send an email to bob@example.com", opener), 19);
  assert.equal(prefixLength("emailing bob", opener), -1);
  assert.equal(restStart(template("him/her/them …").exec("him and Ana")!), 3);
  assert.equal(prefixLength("cc", template("[,] [and] cc [:] …")), 2);
});

Deno.test("word sets trim the linking words of a slot", () => {
  assert.equal(trimWords("for Ana Lopez on", wordSet("for of"), wordSet("on is")), "Ana Lopez");
  assert.equal(trimWords("on", wordSet("on"), wordSet("on")), "");
});
