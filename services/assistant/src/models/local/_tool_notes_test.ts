import assert from "node:assert/strict";
import { readToolIntent } from "./tool_intent.ts";

const PARIS = { now: new Date("2026-03-11T08:30:00Z"), timezone: "Europe/Paris" };

function calls(text: string) {
  return readToolIntent(text, PARIS).calls;
}

function noted(text: string): string | undefined {
  const [call, ...more] = calls(text);
  assert.equal(more.length, 0, text);
  assert.equal(call?.name, "notes_create", text);
  return call?.input.text as string;
}

Deno.test("a note's size or a plural before its colon or dash", () => {
  assert.equal(
    noted("short note: the bakery shuts at noon on Sundays"),
    "the bakery shuts at noon on Sundays",
  );
  assert.equal(noted("brief note - Tom owes me lunch"), "Tom owes me lunch");
  assert.equal(noted("notes: the blue bin is for glass"), "the blue bin is for glass");
});

Deno.test("polite words between the request and the note's text", () => {
  assert.equal(noted("write this down for me: the bus leaves at 7.40"), "the bus leaves at 7.40");
  assert.equal(
    noted("take a note please - Ana prefers the window seat"),
    "Ana prefers the window seat",
  );
});

Deno.test("kept 'in a note'", () => {
  assert.equal(
    noted("keep it in a note that the spare fuse is in the drawer"),
    "the spare fuse is in the drawer",
  );
  assert.equal(noted("put in a note: Lou's shoe size is 38"), "Lou's shoe size is 38");
});

Deno.test("a typo in the verb is still a note", () => {
  assert.equal(noted("mak a note - the hedge needs cutting"), "the hedge needs cutting");
});

Deno.test("who asked for a note is not part of it; commas inside it are", () => {
  assert.equal(
    noted("note that the stopcock is under the sink, my landlord wanted to know"),
    "the stopcock is under the sink",
  );
  assert.equal(noted("note: buy tiles, grout and a sponge"), "buy tiles, grout and a sponge");
});

Deno.test("a note removed by no longer needing it, or with a reason after it", () => {
  assert.deepEqual(calls("we no longer need the note about the boiler"), [
    { name: "notes_delete", input: { note: "boiler" } },
  ]);
  assert.deepEqual(calls("I don't need the gym note any more"), [
    { name: "notes_delete", input: { note: "gym" } },
  ]);
  assert.deepEqual(calls("delete the gym note, I cancelled my membership"), [
    { name: "notes_delete", input: { note: "gym" } },
  ]);
});

Deno.test("a question about what notes are lists nothing", () => {
  assert.deepEqual(calls("what is a note?"), []);
  assert.deepEqual(calls("what notes do I have?"), [{ name: "notes_list", input: {} }]);
});

Deno.test("'note this:' and 'note the following -' keep only what follows", () => {
  assert.equal(
    noted("note this: the recycling moved to Mondays"),
    "the recycling moved to Mondays",
  );
  assert.equal(noted("note the following - pick-up is at gate B"), "pick-up is at gate B");
});

Deno.test("a removal with a reason after it names the note, not the reason", () => {
  assert.deepEqual(calls("remove my note on the shed, it's been sold"), [
    { name: "notes_delete", input: { note: "shed" } },
  ]);
  // "take down the note" is no note of its own.
  assert.deepEqual(
    calls("take down the note about the shed").filter((c) => c.name === "notes_create"),
    [],
  );
});

Deno.test("a note asked for without its text asks what it should say, and nothing runs", () => {
  for (const text of ["take a quick note please", "jot something down", "note to self"]) {
    const intent = readToolIntent(text, PARIS);
    assert.deepEqual(intent.calls, [], text);
    assert.deepEqual(intent.asks.map((a) => a.tool), ["notes_create"], text);
  }
  // With its text, it is a note.
  assert.equal(noted("note to self: renew the passport"), "renew the passport");
});

Deno.test("a note said to be over is removed", () => {
  assert.deepEqual(calls("the note about the shed can be deleted"), [
    { name: "notes_delete", input: { note: "shed" } },
  ]);
  assert.deepEqual(calls("the wifi note is out of date"), [
    { name: "notes_delete", input: { note: "wifi" } },
  ]);
});

Deno.test("a note on another kind's item is not a note of its own", () => {
  for (
    const text of [
      "add a note to the Rome trip: flights via Munich",
      "put a note on Ana's contact: new job",
    ]
  ) {
    assert.deepEqual(calls(text).filter((c) => c.name === "notes_create"), [], text);
  }
  assert.equal(
    noted("add a note for the party: bring the speakers"),
    "for the party: bring the speakers",
  );
});

Deno.test("any words of a note request before the colon or dash make what follows the note", () => {
  assert.equal(noted("another note: the boiler pressure is 1.5"), "the boiler pressure is 1.5");
  assert.equal(noted("save this note for me: the wifi is abc123"), "the wifi is abc123");
  assert.equal(noted("jot it down quickly - bins on Tuesday"), "bins on Tuesday");
  assert.deepEqual(calls("keep this: Ava's first word was duck"), [
    { name: "keepsakes_save", input: { text: "Ava's first word was duck" } },
  ]);
});

Deno.test("a note named by 'that' or 'this' alone, with nothing before, asks which one", () => {
  for (const text of ["delete that note", "remove this note please", "scrap that note"]) {
    const read = readToolIntent(text, PARIS);
    assert.deepEqual(read.calls, [], text);
    assert.equal(read.asks[0]?.tool, "notes_delete", text);
  }
  // "the note" is the one there is, which the tool takes or asks about.
  assert.deepEqual(calls("delete the note"), [{
    name: "notes_delete",
    input: { note: "the note" },
  }]);
  assert.deepEqual(calls("scratch the wifi note"), [
    { name: "notes_delete", input: { note: "wifi" } },
  ]);
});

Deno.test("a note said to be wrong, then what is right: the note removed and a new one", () => {
  assert.deepEqual(calls("that parking note's wrong, it's level 2 bay 17"), [
    { name: "notes_delete", input: { note: "parking" } },
    { name: "notes_create", input: { text: "level 2 bay 17" } },
  ]);
  assert.deepEqual(calls("the note about the alarm is wrong, the code is 1 9 8 4 then enter"), [
    { name: "notes_delete", input: { note: "alarm" } },
    { name: "notes_create", input: { text: "the code is 1 9 8 4 then enter" } },
  ]);
  assert.deepEqual(calls("my locker note is wrong - it was moved to row C"), [
    { name: "notes_delete", input: { note: "locker" } },
    { name: "notes_create", input: { text: "moved to row C" } },
  ]);
  // Said wrong without what is right: nothing to write.
  assert.deepEqual(calls("the wifi note is wrong"), []);
  // Another kind's item said wrong is no note.
  assert.deepEqual(
    calls("the dentist reminder is wrong, it's at 3").filter((c) => c.name.startsWith("notes")),
    [],
  );
});

Deno.test("an amount said first after 'put down' with no note named is no note", () => {
  for (
    const text of [
      "put down 25 euros for the car wash on Saturday",
      "jot down £40 for the window cleaner",
      "write down $12.50 for parking yesterday",
    ]
  ) {
    assert.ok(!calls(text).some((c) => c.name === "notes_create"), text);
  }
  // A note named, or an amount said inside the text, is still the note.
  assert.equal(noted("note: £50 deposit paid to the builder"), "£50 deposit paid to the builder");
  assert.equal(noted("jot down 2 coats of paint for the fence"), "2 coats of paint for the fence");
});

Deno.test("a note hurried in its head, 'before I forget', keeps only what follows", () => {
  assert.equal(
    noted("write this down before I forget, the key cutter moved to Elm Street"),
    "the key cutter moved to Elm Street",
  );
  assert.equal(
    noted("jot this down while I remember: the vet shuts at 5 on Fridays"),
    "the vet shuts at 5 on Fridays",
  );
  assert.equal(noted("note this before I forget: the skip comes Monday"), "the skip comes Monday");
  // A hurry is no note by itself: kept or reminded of, it is no note.
  assert.deepEqual(
    calls("save this before I forget: the skip comes Monday").map((c) => c.name).includes(
      "notes_create",
    ),
    false,
  );
  assert.deepEqual(calls("before I forget, the skip"), []);
});
