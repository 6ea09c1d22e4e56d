import assert from "node:assert/strict";
import { everything, toolsFor } from "@asst/shared";
import { type TestAccount, withDb } from "../../testing/lists_env.ts";
import { localTurn } from "../../testing/local_turn.ts";
import { NOT_UNDERSTOOD } from "./local/not_understood.ts";

const ALL = toolsFor(everything(), { businessMode: true });

/** A turn of the local model through the real tools; `read` records what was read as context. */
function turn(account: TestAccount, message: string, tools = ALL, read: string[] = []) {
  return localTurn(account, message, tools, read);
}

async function shopping(a: TestAccount): Promise<string[]> {
  const listed = await a.ok("shopping_list");
  return listed.data.items.map((i: { name: string }) => i.name);
}

Deno.test("an item said to be over is ended in its own kind, the reads not reported", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["oat milk", "bin bags"] });
    await a.ok("notes_create", { text: "the milk frother is in the top cupboard" });
    await a.ok("countdowns_set", { title: "Lisa's visit", date: "2026-04-02" });
    const read: string[] = [];
    const out = await turn(a, "not bothered about the oat milk any more", ALL, read);
    assert.deepEqual(out.calls.map((c) => c.call.name), ["shopping_remove"]);
    assert.match(out.reply, /oat milk/i);
    assert.deepEqual(await shopping(a), ["bin bags"]);
    assert.ok(read.includes("shopping_list") && read.includes("notes_list"), read.join());
    const notes = await a.ok("notes_list");
    assert.equal(notes.data.notes.length, 1);

    const gone = await turn(a, "Lisa isn't coming any more");
    assert.deepEqual(gone.calls.map((c) => c.call.name), ["countdowns_remove"]);
    assert.equal((await a.ok("countdowns_list")).data.countdowns.length, 0);
  });
});

Deno.test("a kind the key may not read is never read, and nothing of it ends", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["oat milk"] });
    const read: string[] = [];
    const noShopping = ALL.filter((t) => t.group !== "shopping");
    const out = await turn(a, "not bothered about the oat milk any more", noShopping, read);
    // The parser's own reading stands (a price watch to stop, which names none).
    assert.deepEqual(out.calls.map((c) => [c.call.name, c.result.ok]), [
      ["price_watches_stop", false],
    ]);
    assert.ok(!read.includes("shopping_list"), read.join());
    // A key that may read the list but not change it reads nothing of it either.
    const readOnly = ALL.filter((t) => t.name !== "shopping_remove");
    const seen: string[] = [];
    const again = await turn(a, "not bothered about the oat milk any more", readOnly, seen);
    assert.ok(!again.calls.some((c) => c.result.ok), again.reply);
    assert.ok(!seen.includes("shopping_list"), seen.join());
    const said = await turn(a, "Picked up the oat milk on my way home", noShopping);
    assert.deepEqual(said.calls, []);
    assert.ok(said.reply.startsWith(NOT_UNDERSTOOD), said.reply);
    assert.deepEqual(await shopping(a), ["oat milk"]);
  });
});

Deno.test("nothing ends when two items are named, or the message asks for more", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("notes_create", { text: "call mum" });
    await a.ok("notes_create", { text: "call the garage" });
    await a.ok("trips_create", { destination: "Tulum", start_date: "2026-05-01" });
    for (
      const message of [
        "the call is cancelled",
        "if Tulum is cancelled I'll be gutted",
        "did Tulum get cancelled?",
      ]
    ) {
      const out = await turn(a, message);
      assert.deepEqual(out.calls.filter((c) => c.call.name !== "trips_list"), [], message);
    }
    assert.equal((await a.ok("notes_list")).data.notes.length, 2);
    assert.equal((await a.ok("trips_list")).data.trips.length, 1);
  });
});

Deno.test("an item ended beside one said to stay: only the one ended, the other kept", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["coriander", "limes", "eggs", "milk"] });
    const out = await turn(a, "remove the eggs but keep the milk");
    assert.deepEqual(out.calls.map((c) => c.call.name), ["shopping_remove"]);
    assert.deepEqual(await shopping(a), ["coriander", "limes", "milk"]);
    const stays = await turn(a, "scratch the coriander, leave the limes");
    assert.deepEqual(stays.calls.map((c) => c.call.name), ["shopping_remove"]);
    assert.deepEqual(await shopping(a), ["limes", "milk"]);
    // A second request after what stays is not dropped with it: nothing runs.
    const more = await turn(a, "remove the limes but keep the milk and add a task to call Jo");
    assert.ok(more.calls.every((c) => c.call.name !== "shopping_remove"), JSON.stringify(more));
    assert.deepEqual(await shopping(a), ["limes", "milk"]);
  });
});

Deno.test("the item named after 'except' is the one kept: it is never removed", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["milk", "eggs", "bread"] });
    for (const text of ["remove everything except the milk", "delete all but the bread"]) {
      const out = await turn(a, text);
      assert.deepEqual(out.calls.filter((c) => c.call.name === "shopping_remove"), [], text);
    }
    assert.deepEqual((await shopping(a)).sort(), ["bread", "eggs", "milk"]);
    // Look-alike: a removal with the reason said after it ends the item.
    const out = await turn(a, "we don't need the eggs anymore, Sara's bringing some");
    assert.deepEqual(out.calls.map((c) => [c.call.name, c.call.input]), [
      ["shopping_remove", { items: ["eggs"] }],
    ]);
    assert.deepEqual((await shopping(a)).sort(), ["bread", "milk"]);
  });
});

Deno.test("things bought, each named whole, come off the list together", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["nappies", "wipes", "oat milk", "milk", "bread"] });
    const out = await turn(a, "bought the nappies and the wipes");
    assert.deepEqual(out.calls.map((c) => c.call.name), ["shopping_remove"]);
    assert.deepEqual((await shopping(a)).sort(), ["bread", "milk", "oat milk"]);
    // "milk" names two things, one of them not whole ("oat milk"): nothing is guessed.
    const milk = await turn(a, "picked up the bread and the milk");
    assert.deepEqual(milk.calls.filter((c) => c.call.name === "shopping_remove"), []);
    assert.deepEqual((await shopping(a)).sort(), ["bread", "milk", "oat milk"]);
  });
});
