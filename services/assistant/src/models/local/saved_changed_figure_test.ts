import assert from "node:assert/strict";
import { CHANGEABLE, changedCalls } from "./saved_changed.ts";
import { savedItems } from "./saved_pointed.ts";

const CTX = { now: new Date("2027-03-26T16:00:00Z"), timezone: "Europe/Athens" };

const ITEMS = savedItems(CHANGEABLE.find((k) => k.kind.kind === "birthday")!.kind, {
  birthdays: [
    { id: "b1", name: "Eleni", date: "2019-05-07" },
    { id: "b2", name: "Lucy", date: "--04-09" },
  ],
});

function moved(id: string, name: string, date: string) {
  return [
    { name: "birthdays_remove", input: { birthday: id } },
    { name: "birthdays_save", input: { name, date } },
  ];
}

Deno.test("a bare figure said as the old day beside the new one is the item's own day", () => {
  assert.deepEqual(
    changedCalls("Eleni is born 17 May not 7, correct it", ITEMS, CTX),
    moved("b1", "Eleni", "2019-05-17"),
  );
  assert.deepEqual(
    changedCalls("Eleni's birthday is 17 May not 7", ITEMS, CTX),
    moved("b1", "Eleni", "2019-05-17"),
  );
  assert.deepEqual(
    changedCalls("Lucy's birthday is the 19th not 9", ITEMS, CTX),
    moved("b2", "Lucy", "--04-19"),
  );
});

Deno.test("a figure that is not the item's own day, or money, or a question changes nothing", () => {
  for (
    const said of [
      "Eleni's birthday is 17 May not 8",
      "Eleni is born 17 May not 7 euros",
      "Eleni is born 17 May not 7?",
      "if Eleni is born 17 May not 7, fix it",
      "Eleni's birthday is 17 May, 7 not 8",
    ]
  ) {
    assert.equal(changedCalls(said, ITEMS, CTX), null, said);
  }
});
