import assert from "node:assert/strict";
import { everything, findTool, toolsFor } from "@asst/shared";
import { withDb } from "../../testing/lists_env.ts";
import { localTurn } from "../../testing/local_turn.ts";

const ALL = toolsFor(everything(), { businessMode: true });

Deno.test("a note the parser reads as removed is put right when its old words are said", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("notes_create", { text: "Mia's teacher is Mrs Patel" });
    const shah = await localTurn(
      a,
      "scratch that note about Mia's teacher, her name's Mrs Shah not Patel",
    );
    assert.deepEqual(shah.calls.map((c) => c.call.name), ["notes_delete", "notes_create"]);
    const notes = (await a.ok("notes_list")).data.notes.map((n: { text: string }) => n.text);
    assert.deepEqual(notes, ["Mia's teacher is Mrs Shah"]);
    // Read as removed and saved again as said: the saved words put right instead.
    await a.ok("notes_create", { text: "blue bin goes out on tuesdays" });
    const bin = await localTurn(
      a,
      "the recycling note's wrong, it's the green bin on tuesdays not the blue one. fix it",
    );
    assert.deepEqual(bin.calls.map((c) => [c.call.name, c.result.ok]), [
      ["notes_delete", true],
      ["notes_create", true],
    ]);
    assert.equal(bin.calls[1]!.call.input.text, "green bin goes out on tuesdays");
    await a.ok("notes_delete", { note: "green bin" });
    // A removal whose words put nothing right stays a removal.
    const gone = await localTurn(a, "delete the note about Mia's teacher, she's not there now");
    assert.deepEqual(gone.calls.map((c) => c.call.name), ["notes_delete"]);
  });
});

Deno.test("a note's, a keepsake's and a shopping item's words put right as news", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("notes_create", { text: "The pool guy comes on Tuesdays" });
    await a.ok("notes_create", { text: "Aoife's shoe size is 6" });
    await a.ok("keepsakes_save", { text: "Nain's bara brith: soak the fruit in 1 cup of tea" });
    await a.ok("shopping_add", { items: ["2kg rice", "oat milk"] });
    await a.ok("countdowns_set", { title: "Rugby final", date: "2026-04-18" });
    const read: string[] = [];
    const pool = await localTurn(a, "the pool guy comes Thursdays now, not Tuesdays", ALL, read);
    assert.deepEqual(pool.calls.map((c) => [c.call.name, c.result.ok]), [
      ["notes_delete", true],
      ["notes_create", true],
    ]);
    assert.ok(read.includes("notes_list"), read.join());
    const notes = (await a.ok("notes_list")).data.notes.map((n: { text: string }) => n.text);
    assert.deepEqual(notes.sort(), ["Aoife's shoe size is 6", "The pool guy comes on Thursdays"]);

    const tea = await localTurn(a, "the bara brith one is wrong, it's 2 cups of tea not 1");
    assert.deepEqual(tea.calls.map((c) => c.call.name), ["keepsakes_forget", "keepsakes_save"]);
    const kept = (await a.ok("keepsakes_list")).data.keepsakes.map((k: { text: string }) => k.text);
    assert.deepEqual(kept, ["Nain's bara brith: soak the fruit in 2 cups of tea"]);

    const rice = await localTurn(a, "the rice should be 5kg not 2kg");
    assert.deepEqual(rice.calls.map((c) => c.call.name), ["shopping_remove", "shopping_add"]);
    const items = (await a.ok("shopping_list")).data.items.map((i: { name: string }) => i.name);
    assert.deepEqual(items.sort(), ["5kg rice", "oat milk"]);

    for (
      const message of [
        "does the pool guy come Thursdays now, not Tuesdays?",
        "Aoife's shoe size is 7 not 5",
        "maybe Aoife's shoe size is 7 now, not 6",
        "it's 7 not 6",
        "the rugby final is in Cardiff not Tuesdays",
      ]
    ) {
      const out = await localTurn(a, message);
      assert.ok(
        !out.calls.some((c) => c.result.ok && findTool(c.call.name)?.level !== "read"),
        message,
      );
    }
    const after = (await a.ok("notes_list")).data.notes.map((n: { text: string }) => n.text);
    assert.deepEqual(after.sort(), ["Aoife's shoe size is 6", "The pool guy comes on Thursdays"]);
  });
});

Deno.test("a contact's name spelled again is updated; another name is left alone", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("contacts_create", { name: "Thibaut Marchand", email: "t.marchand@example.fr" });
    const other = await localTurn(a, "I'm meeting Ana not Thibaut");
    assert.ok(!other.calls.some((c) => c.call.name === "contacts_update"));
    const out = await localTurn(a, "I spelled it wrong — it's Thibault not Thibaut");
    assert.deepEqual(out.calls.map((c) => [c.call.name, c.result.ok]), [["contacts_update", true]]);
    const names = (await a.ok("contacts_list")).data.contacts.map((c: { name: string }) => c.name);
    assert.deepEqual(names, ["Thibault Marchand"]);
  });
});
