/**
 * Kinds of miss read in the development sets `corpus_dev18/` … `corpus_dev24/` after their wrong
 * writes (`_read_sets_wrong_writes_test.ts`), each with new phrasings of the kind and look-alikes
 * that must read as before.
 */
import assert from "node:assert/strict";
import { calls, LONDON, readCalls as read } from "./_intent_test_util.ts";
import type { IntentContext } from "./tool_intent.ts";
import { overSaid } from "./saved_pointed.ts";

Deno.test("'is anything on friday' looks at the calendar, and gives its day to a reminder beside it", () => {
  assert.equal(
    read("is anything on friday"),
    'calendar_list {"from":"2026-03-13","to":"2026-03-13"}',
  );
  assert.match(
    read("is anything on friday, and remind me the day before at 6 to book a taxi"),
    /reminders_create \{"text":"book a taxi","at":"2026-03-12T18:00:00\+00:00"\}/,
  );
  // Look-alike: something on sale is the price watches'.
  assert.doesNotMatch(read("is anything on sale"), /calendar_list/);
});

Deno.test("a link ending '-x' keeps it: only an x said apart is a kiss", () => {
  assert.match(
    read("let me know if this drops below £60 https://www.example.co.uk/headphones-x"),
    /"url":"https:\/\/www\.example\.co\.uk\/headphones-x"/,
  );
  assert.match(read("watch https://shop.example/kettle-x"), /kettle-x"/);
  assert.equal(read("add milk, thanks xx"), 'shopping_add {"items":["milk"]}');
  assert.equal(read("add milk x"), 'shopping_add {"items":["milk"]}');
});

Deno.test("a clause naming its own kind is read in it, its last 'too' only adding it", () => {
  assert.equal(
    read("remove the countdown to the gig and delete the Leeds trip too"),
    'countdowns_remove {"countdown":"gig"} | trips_delete {"trip":"Leeds"}',
  );
  assert.equal(read("delete the Leeds trip too"), 'trips_delete {"trip":"Leeds"}');
  // Never another kind's item: "the birthday reminder" is no countdown.
  assert.doesNotMatch(
    read("remove the countdown to the gig and cancel the birthday reminder"),
    /"countdown":"birthday reminder"/,
  );
  // Look-alikes: a clause naming no kind is still read in the kind beside it.
  assert.equal(
    read("put sun cream on the list and remove the hot chocolate"),
    'shopping_add {"items":["sun cream"]} | shopping_remove {"items":["hot chocolate"]}',
  );
  assert.equal(read("add milk too"), 'shopping_add {"items":["milk"]}');
});

Deno.test("what is told right after 'anymore' is why, never part of what is let go", () => {
  assert.equal(
    read("dont remind me about the plumber anymore he came early"),
    'reminders_cancel {"reminder":"plumber"}',
  );
  assert.equal(
    read("I don't want the gym reminder anymore it's closed"),
    'reminders_cancel {"reminder":"gym"}',
  );
  assert.equal(
    read("we don't need milk any more we have loads"),
    'shopping_remove {"items":["milk"]}',
  );
});

Deno.test("'busy tonight?' and 'free tomorrow afternoon?' look at the calendar of that day", () => {
  assert.equal(read("busy tonight?"), 'calendar_list {"from":"2026-03-11","to":"2026-03-11"}');
  assert.equal(
    read("free tomorrow afternoon?"),
    'calendar_list {"from":"2026-03-12","to":"2026-03-12"}',
  );
  assert.equal(read("busy bee"), "");
  assert.equal(read("busy day today"), "");
});

Deno.test("'there's no deadline on X any more' takes X's day off, never X", () => {
  for (
    const text of [
      "there's no deadline on the shed painting any more, whenever",
      "there's no deadline on the shed painting",
      "there is no deadline on the shed painting now",
    ]
  ) {
    assert.equal(read(text), 'tasks_update {"task":"shed painting","due":null}', text);
  }
  assert.equal(
    read("there's no deadline for the report"),
    'tasks_update {"task":"report","due":null}',
  );
});

Deno.test("a deadline or an exception said never ends a saved item", () => {
  assert.equal(overSaid("there's no deadline on the shed painting any more, whenever"), null);
  assert.equal(overSaid("remove everything except the milk"), null);
  // Look-alikes: a thing no longer wanted is over.
  assert.equal(overSaid("we don't need the parmesan anymore"), "gone");
  assert.equal(overSaid("not bothered about the oat milk any more"), "gone");
});

Deno.test("more of a request said after a stop joins it; a reason that something runs out is why", () => {
  assert.equal(
    read("add dishwasher tablets. oh and bin bags"),
    'shopping_add {"items":["dishwasher tablets","bin bags"]}',
  );
  assert.equal(
    read("add dishwasher tablets. plus milk"),
    'shopping_add {"items":["dishwasher tablets","milk"]}',
  );
  // Not of the request before: nothing is guessed, and a request of its own is its own.
  assert.doesNotMatch(read("Remind me at 5 to call mum. And milk."), /milk/);
  assert.match(
    read("add milk. and remind me at 5 to call mum"),
    /reminders_create \{"text":"call mum"/,
  );
  assert.match(
    read("remind me at 2.15pm to move the car, parking runs out"),
    /reminders_create \{"text":"move the car","at":"2026-03-11T14:15:00\+00:00"\}/,
  );
  assert.match(
    read("remind me friday to cancel netflix, trial ends monday"),
    /"text":"cancel netflix"/,
  );
  assert.equal(read("add ends of bread to the list"), 'shopping_add {"items":["ends of bread"]}');
});

Deno.test("questions about the user's own items in new words read their list", () => {
  assert.equal(read("when's the passport reminder"), "reminders_list {}");
  assert.equal(read("is the Lisbon trip in May?"), "trips_list {}");
  assert.equal(read("what am I watching prices on at the mo"), "price_watches_list {}");
  assert.equal(read("has Dominic got an email on file?"), 'contacts_list {"query":"Dominic"}');
  assert.equal(read("does Ana have a number?"), 'contacts_list {"query":"Ana"}');
  // Look-alikes: the world, or how the service works, is no list of the user's.
  for (
    const text of [
      "when is the next train?",
      "how does the countdown work?",
      "when is the world cup",
      "I have an email from Tom about the trip",
    ]
  ) {
    assert.equal(read(text), "", text);
  }
});

Deno.test("'bin bags' after a list named is a thing to buy; a note chucked in is a note", () => {
  assert.equal(read("shopping list - bin bags"), 'shopping_add {"items":["bin bags"]}');
  assert.equal(
    read("shopping list - bin bags, milk"),
    'shopping_add {"items":["bin bags","milk"]}',
  );
  assert.equal(read("bin the bread"), 'shopping_remove {"items":["bread"]}');
  assert.equal(
    read("chuck a note in: the aircon filter is the 450x300 one"),
    'notes_create {"text":"the aircon filter is the 450x300 one"}',
  );
  // Look-alikes: a note chucked out, or in the bin, is none made.
  assert.equal(read("chuck the note about the boiler"), "");
  assert.equal(read("chuck a note in the bin"), "");
});

Deno.test("'make a task to … due …' makes a task, never moves one", () => {
  assert.equal(
    read("Make a task to return the library books, due the 3rd of April"),
    'tasks_create {"content":"return the library books","due":"2026-04-03"}',
  );
  assert.equal(
    read("push the tax return to next Friday"),
    'tasks_update {"task":"tax return","due":"2026-03-20"}',
  );
});

Deno.test("an email whose address is said in brackets after the name, or after the message", () => {
  const to = (text: string) => {
    const made = calls(text, LONDON).find((c) => c.name === "propose_action");
    const email = made?.input.email as { to?: string[]; body?: string } | undefined;
    return email ? [email.to, email.body] : null;
  };
  assert.deepEqual(
    to("Send Nadia (nadia.k@example.net) the address: 14 Rue des Lilas, 2nd floor"),
    [
      ["nadia.k@example.net"],
      "The address: 14 Rue des Lilas, 2nd floor",
    ],
  );
  assert.deepEqual(to("remind Dan by email (dan@example.org) that the rent's due friday"), [
    ["dan@example.org"],
    "Just a reminder that the rent's due friday",
  ]);
  assert.deepEqual(
    to("send the landlord an email at landlord@example.co.uk, the shower is leaking again")?.[0],
    ["landlord@example.co.uk"],
  );
  // Look-alikes: someone sent somewhere, or the user's own things, is no email's message.
  assert.equal(to("send Nadia (nadia@x.example) to the shops"), null);
  assert.equal(to("send Tom (tom@x.example) my notes from today"), null);
});

Deno.test("one more item pointing back, said after a sentence that makes one, is of that item", () => {
  for (
    const text of [
      "add a trip to Madrid 2-6 June. set a countdown to it as well",
      "booked Madrid 2-6 June! set a countdown to it as well",
    ]
  ) {
    assert.equal(
      read(text),
      'trips_create {"destination":"Madrid","start_date":"2026-06-02","end_date":"2026-06-06"} | ' +
        'countdowns_set {"title":"Madrid","date":"2026-06-02"}',
      text,
    );
  }
  // A thing bought has no day: nothing is guessed for it.
  assert.doesNotMatch(read("add milk. set a reminder for it too"), /reminders_create/);
});

Deno.test("an item of a kind said with 'a' is none saved: 'no need for a note' ends no note", () => {
  for (
    const text of [
      "no need for a note",
      "no need for a note, save it as a keepsake: Nanu's letter from 1971",
      "delete a note",
    ]
  ) {
    assert.doesNotMatch(read(text), /notes_delete/, text);
  }
  // Look-alikes: the one saved, named with "the" or its words, is ended.
  assert.equal(read("no need for the boiler note any more"), 'notes_delete {"note":"boiler"}');
  assert.equal(
    read("I don't need a reminder for the bins anymore"),
    'reminders_cancel {"reminder":"bins"}',
  );
  assert.equal(
    read("chuck a quick note in: the bins go out tuesday"),
    'notes_create {"text":"the bins go out tuesday"}',
  );
});

Deno.test("'on 20th' without 'the' is the day: never a reminder's words", () => {
  const bangkok: IntentContext = {
    now: new Date("2026-08-17T00:05:00Z"),
    timezone: "Asia/Bangkok",
  };
  assert.equal(
    read("Kindly remind me on 20th at 4 pm to pay electricity bill", bangkok),
    'reminders_create {"text":"pay electricity bill","at":"2026-08-20T16:00:00+07:00"}',
  );
  assert.equal(read("meet on 20th floor", bangkok), "");
});

Deno.test("'remind me what we were talking about?' and an opinion asked 'in your opinion' list nothing", () => {
  assert.equal(read("remind me what we were talking about?"), "");
  assert.equal(read("in your opinion is a keepsake box a good wedding present?"), "");
  // Look-alikes: the user's own list asked so is read.
  assert.equal(read("remind me what a countdown is"), "");
  assert.equal(read("remind me, what's on my shopping list?"), "shopping_list {}");
  assert.match(read("remind me tomorrow at 9 what to buy"), /reminders_create/);
});

Deno.test("things each marked with a plus are a list", () => {
  assert.equal(
    read("shoppin list: +toothpaste +bin bags"),
    'shopping_add {"items":["toothpaste","bin bags"]}',
  );
  assert.equal(read("shopping list: milk + eggs"), 'shopping_add {"items":["milk","eggs"]}');
  assert.match(read("add +44 7700 900123 as Raj"), /contacts_create/);
});

Deno.test("'ya' asks as 'you' does, and stays as written inside what is kept", () => {
  assert.equal(
    read("would ya jot down that the car's due its NCT in June"),
    `notes_create ${JSON.stringify({ text: "the car's due its NCT in June" })}`,
  );
  assert.equal(read("can ya add milk"), `shopping_add ${JSON.stringify({ items: ["milk"] })}`);
  // Look-alikes: the words kept are as written.
  assert.match(read("remind me tomorrow at 6 to say see ya to Tom"), /say see ya to Tom/);
  assert.match(read("add a task to call Ya Ting"), /call Ya Ting/);
});

Deno.test("'tomorrow' texted in more ways is that day, never words of the reminder", () => {
  for (const said of ["tomoro", "tomm", "tomorro", "tommoro", "tmro", "tmw"]) {
    assert.equal(
      read(`remind me ${said} at 9 to call the bank`),
      `reminders_create ${
        JSON.stringify({ text: "call the bank", at: "2026-03-12T09:00:00+00:00" })
      }`,
      said,
    );
  }
  // Look-alike: a name written with a capital inside a note stays as written.
  assert.match(read("note: Tomm is the new plumber"), /Tomm is the new plumber/);
});
