import assert from "node:assert/strict";
import { oneOf, template } from "./_templates.ts";

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

Deno.test("a separator is a comma, colon, semicolon or dash; [-] one of them or a space", () => {
  const re = template("{list} - [{remove} [-]] {x}", PARTS);
  assert.deepEqual(re.exec("shopping list: remove: rice")?.[1], "rice");
  assert.deepEqual(re.exec("the list - remove rice")?.[1], "rice");
  assert.deepEqual(re.exec("list, rice")?.[1], "rice");
  assert.deepEqual(re.test("list rice"), false);
});

Deno.test("optional words said first take the space after them", () => {
  const re = template("[we/i] [also/still]* need {x}");
  assert.deepEqual(re.exec("need milk")?.[1], "milk");
  assert.deepEqual(re.exec("we also still need milk")?.[1], "milk");
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
