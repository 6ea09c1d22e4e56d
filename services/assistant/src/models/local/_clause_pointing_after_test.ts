/**
 * The content said first, then a short request pointing back at it ("…, note it", "…, add em to
 * the list", "…, put that in my keepsakes"): the request's kind takes the content said first.
 */
import assert from "node:assert/strict";
import { calls } from "./_intent_test_util.ts";

function one(text: string, name: string, input: Record<string, unknown>): void {
  assert.deepEqual(calls(text), [{ name, input }], text);
}

function none(text: string): void {
  assert.deepEqual(calls(text), [], text);
}

Deno.test("a note or a keepsake said first is the text the request after it keeps", () => {
  one("the bins go out on Thursdays, note it", "notes_create", {
    text: "the bins go out on Thursdays",
  });
  one("the plumber is coming back on the 14th, note that down", "notes_create", {
    text: "the plumber is coming back on the 14th",
  });
  one("the boiler was serviced on 3 March, make a note of it", "notes_create", {
    text: "the boiler was serviced on 3 March",
  });
  one("the spare key is under the blue pot - jot that down", "notes_create", {
    text: "the spare key is under the blue pot",
  });
  one("the dentist moved to Elm Street, can you scribble that down", "notes_create", {
    text: "the dentist moved to Elm Street",
  });
  one(
    "the kids said grace together for the first time tonight, put that in my keepsakes",
    "keepsakes_save",
    { text: "the kids said grace together for the first time tonight" },
  );
  one("Maya rode her bike without stabilisers today, save that as a keepsake", "keepsakes_save", {
    text: "Maya rode her bike without stabilisers today",
  });
  one("Leo read his first book all by himself - add it to my keepsakes", "keepsakes_save", {
    text: "Leo read his first book all by himself",
  });
  one("grandad sang at the wedding, stick that in the keepsakes", "keepsakes_save", {
    text: "grandad sang at the wedding",
  });
});

Deno.test("things said first, then 'add em to the list', are the list's items", () => {
  one("coffee beans, oat milk and rice, add em to the list", "shopping_add", {
    items: ["coffee beans", "oat milk", "rice"],
  });
  one("grab some batteries and tape - stick em on the list", "shopping_add", {
    items: ["batteries", "tape"],
  });
  one("bin bags and washing up liquid - add them to my shopping", "shopping_add", {
    items: ["bin bags", "washing up liquid"],
  });
  one("lemons and ginger, pop em on the shopping list", "shopping_add", {
    items: ["lemons", "ginger"],
  });
});

Deno.test("a birthday said first is saved as today", () => {
  one("Priya's birthday is 9 October, save it", "birthdays_save", {
    name: "Priya",
    date: "--10-09",
  });
  one("Grandpa's birthday is New Year's Day, can you remember that", "birthdays_save", {
    name: "Grandpa",
    date: "--01-01",
  });
  one("Jonas's birthday is 14 July, save that for me", "birthdays_save", {
    name: "Jonas",
    date: "--07-14",
  });
});

Deno.test("look-alikes: no content, another request, a question, no tool", () => {
  for (
    const text of [
      "save it for later",
      "save that",
      "add em to the list",
      "note it",
      "log it",
      "the party is Saturday, tell Sam",
      "the bins go out on Thursdays, send it to Tom",
      "when do the bins go out? note it",
      "do the bins go out on Thursdays, note it",
      "what did the kids say at dinner, put that in my keepsakes",
      "I spent the evening at the pub, keep it quiet",
      "the meeting moved, whatever, forget it",
      "the bins go out on Thursdays, forget it",
      "the kids said grace, remind me about it",
      "my business expenses are too high",
      "save it as a draft",
      "coffee beans, oat milk and rice, I already have em",
    ]
  ) {
    const got = calls(text).filter((c) =>
      ["notes_create", "keepsakes_save", "shopping_add", "expenses_record", "birthdays_save"]
        .includes(c.name)
    );
    assert.deepEqual(got, [], text);
  }
  // A request that says its own things is never the text of what is told beside it.
  const kept = calls(
    "keep both of these: the note Leo wrote and his poem, Mia asked me to keep them",
  );
  assert.ok(kept.every((c) => !JSON.stringify(c.input).includes("asked me")), JSON.stringify(kept));
  // A different request after, pointing at nothing said before.
  one("I lost it, add a task to find my keys", "tasks_create", { content: "find my keys" });
  // Said alone, with no request, as today.
  one("Keisha turns 7 on August 4", "birthdays_save", { name: "Keisha", date: "2019-08-04" });
  none("the bins go out on Thursdays");
  none("the kids said grace together for the first time tonight");
});

Deno.test("a kind's label said after the content is the kind it is kept in", () => {
  one("log $86.40 at Home Depot for shelving brackets, business expense", "expenses_record", {
    amount: 86.4,
    currency: "USD",
    description: "shelving brackets",
    supplier: "Home Depot",
  });
  one("record 23 euros for a taxi to the client - work expense", "expenses_record", {
    amount: 23,
    currency: "EUR",
    description: "taxi to the client",
  });
  one("log 14 euros on printer paper, business expenses", "expenses_record", {
    amount: 14,
    currency: "EUR",
    description: "printer paper",
  });
  one("Maya rode her bike without stabilisers today - for my keepsakes", "keepsakes_save", {
    text: "Maya rode her bike without stabilisers today",
  });
  one("grandad sang at the wedding, for the keepsakes", "keepsakes_save", {
    text: "grandad sang at the wedding",
  });
  one("the bins go out on Thursdays - for my notes", "notes_create", {
    text: "the bins go out on Thursdays",
  });
  // Look-alikes: a label beside another kind's request, or beside a question, keeps nothing.
  for (
    const text of [
      "what did the kids say at dinner, for my keepsakes",
      "business expense",
      "the bins go out on Thursdays, business expense",
      "remind me at 6 to call Sam, for my keepsakes",
      "the bins go out on Thursdays, for my keepsakes or my notes",
      "the bins go out on Thursdays, for my notes app on my phone",
    ]
  ) {
    const got = calls(text).filter((c) =>
      ["notes_create", "keepsakes_save", "expenses_record"].includes(c.name)
    );
    assert.deepEqual(got, [], text);
  }
});

Deno.test("a bare 'save it' after a fact keeps an amount only when it says its currency", () => {
  one("mi daughter Keisha turn 7 pon August 4, save it", "birthdays_save", {
    name: "Keisha",
    date: "2019-08-04",
  });
  one("my son Tayo turn 9 on 12 June, save it", "birthdays_save", {
    name: "Tayo",
    date: "2017-06-12",
  });
  one("taxi €23.50, save it", "expenses_record", {
    amount: 23.5,
    currency: "EUR",
    description: "taxi",
  });
  for (
    const text of [
      "I turn 40 on May 3, save it",
      "we turn 7 on August 4, save it",
      "the dials turn 7 on August 4",
      "the kids turn 7 on August 4, keep it",
    ]
  ) {
    const got = calls(text).filter((c) => ["expenses_record", "birthdays_save"].includes(c.name));
    assert.deepEqual(got, [], text);
  }
});
