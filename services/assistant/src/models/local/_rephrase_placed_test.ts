import assert from "node:assert/strict";
import type { ToolCall } from "../../tools/types.ts";
import { calls, PARIS } from "./_intent_test_util.ts";

const read = (text: string): ToolCall[] => calls(text, PARIS);
const add = (...items: string[]): ToolCall => ({ name: "shopping_add", input: { items } });
const off = (...items: string[]): ToolCall => ({ name: "shopping_remove", input: { items } });
const note = (text: string): ToolCall => ({ name: "notes_create", input: { text } });
const kept = (text: string): ToolCall => ({ name: "keepsakes_save", input: { text } });
const task = (content: string): ToolCall => ({ name: "tasks_create", input: { content } });

Deno.test("any verb before a thing and a place puts the thing in that place's group", () => {
  const cases: [string, ToolCall][] = [
    ["bung bananas on my shopping list", add("bananas")],
    ["slap bananas on the list", add("bananas")],
    ["Bung some pears on the grocery list", add("pears")],
    ["lob a tin of chickpeas onto the shopping list", add("a tin of chickpeas")],
    ["whack this on the list: oat milk, rye bread", add("oat milk", "rye bread")],
    ["sling call the gasman onto my to-do list", task("call the gasman")],
    ["slap water the ferns on my tasks", task("water the ferns")],
    ["bung book the vet in my to-do list", task("book the vet")],
    [
      "scribble down the recycling goes out on tuesdays in my notes",
      note(
        "the recycling goes out on tuesdays",
      ),
    ],
    ["jot in my notes: the spare key is with Priya", note("the spare key is with Priya")],
    [
      "stick in my notes that the boiler was serviced in May",
      note(
        "the boiler was serviced in May",
      ),
    ],
    [
      "write in my notes that the syndic meeting is postponed",
      note(
        "the syndic meeting is postponed",
      ),
    ],
    ["pop in my notes - the plumber prefers texts", note("the plumber prefers texts")],
    [
      "chuck this in my keepsakes: Macca kicked his first goal",
      kept(
        "Macca kicked his first goal",
      ),
    ],
    [
      "tuck in my keepsakes: Ruby said the moon follows our car",
      kept(
        "Ruby said the moon follows our car",
      ),
    ],
    ["Please bung bananas on my shopping list", add("bananas")],
    ["can you slap a bag of rice on the list", add("a bag of rice")],
    ["tack oat milk onto the shopping list for the picnic", add("oat milk")],
    ["scrawl in my notes: the van is parked on level 3", note("the van is parked on level 3")],
    ["drop in my tasks: renew passport", task("renew passport")],
    ["stash in my contacts: Priya Shah, priya@example.com", {
      name: "contacts_create",
      input: { name: "Priya Shah", email: "priya@example.com" },
    }],
  ];
  for (const [text, call] of cases) assert.deepEqual(read(text), [call], text);
});

Deno.test("any verb before a thing and 'off' or 'from' a place takes the thing off", () => {
  assert.deepEqual(read("shift bananas off the list"), [off("bananas")]);
  assert.deepEqual(read("whip milk off my shopping list"), [off("milk")]);
  assert.deepEqual(read("yank the oat milk off our grocery list"), [off("oat milk")]);
  assert.deepEqual(read("lose the crisps off the list"), [off("crisps")]);
  assert.deepEqual(read("clear the bananas off the list"), [off("bananas")]);
  const gone = read("yank water the ferns off my to-do list");
  assert.deepEqual(gone.map((c) => c.name), ["tasks_delete"]);
});

Deno.test("an everyday word that gets rid of a thing removes the item named with its kind", () => {
  for (const verb of ["lose", "nix", "junk", "toss", "ditch", "bin", "axe", "scrap"]) {
    assert.deepEqual(read(`${verb} the Coachella countdown`), [
      { name: "countdowns_remove", input: { countdown: "Coachella" } },
    ], verb);
  }
  assert.deepEqual(read("nix the note about the bike lock").map((c) => c.name), ["notes_delete"]);
});

Deno.test("look-alikes of a thing put in a place run nothing, or what they ran before", () => {
  const nothing = [
    // Questions.
    "did you slap bananas on the list?",
    "is milk on my list?",
    "what's in my notes about Tom",
    // Statements: a subject and what it did.
    "I left my notes on the train",
    "mum put bananas on the list already",
    "Mark added bananas to the list",
    "Jo has milk on the list",
    "Tom slapped bananas on the list",
    // A verb of another action.
    "email my notes to Sam",
    "read the list to me",
    "share my list with Tom",
    "leave bananas on the list",
    "keep the milk on the list",
    "move ring the plumber to my tasks",
    "forget bananas on the list",
    // Negations.
    "don't put bananas on the list",
    "don't slap bananas on the list",
    "never bung milk on my list",
    // A verb whose "on" or thing is its own, or a doing put on the tasks cut short.
    "turn the oven on the list",
    "play music on my list",
    "sign bananas on the list",
    "bake a cake on my tasks",
    "copy my notes to the list",
    // Notes are put "in", never "on"; a particle is no thing.
    "catch up on my notes",
    "spill coffee on my notes",
    "focus on my tasks",
    "build a shed on my tasks",
    // No place named.
    "lose weight",
    "slap bananas on the table",
    "bung the kettle on",
    // Things said with no verb that are no verb either.
    "oat milk on the list",
    "butter beans on the list",
  ];
  for (const text of nothing) {
    const names = read(text).map((c) => c.name).filter((n) => !n.endsWith("_list"));
    assert.deepEqual(names, [], text);
  }
  // A place named with nothing to put in it is no request.
  assert.deepEqual(read("slap on my shopping list"), []);
  assert.deepEqual(read("chuck this in my keepsakes"), []);
});
