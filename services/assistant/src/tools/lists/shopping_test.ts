import assert from "node:assert/strict";
import { HOSTILE, withDb } from "../../../testing/lists_env.ts";
import { MAX_SHOPPING_ITEMS } from "./shopping.ts";

Deno.test("shopping_add adds items that shopping_list shows in the order they were added", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const empty = await a.ok("shopping_list");
    assert.equal(empty.summary, "Your shopping list is empty.");
    const added = await a.ok("shopping_add", { items: ["milk", "eggs"] });
    assert.equal(added.summary, "Added milk and eggs to your shopping list.");
    assert.equal(added.data.added.length, 2);
    await a.ok("shopping_add", { items: ["bread"] });
    const list = await a.ok("shopping_list");
    assert.equal(list.summary, "Your shopping list (3 items):\n• milk\n• eggs\n• bread");
    assert.deepEqual(list.data.items.map((i: { name: string }) => i.name), [
      "milk",
      "eggs",
      "bread",
    ]);
    assert.match(list.data.items[0].id, /^[0-9a-f-]{36}$/);
  });
});

Deno.test("shopping_add does not add an item already on the list, in any case, and says so", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["Milk"] });
    const again = await a.ok("shopping_add", { items: ["milk", "  MILK ", "eggs", "Eggs"] });
    assert.equal(again.summary, "Added eggs to your shopping list. Milk was already on it.");
    const only = await a.ok("shopping_add", { items: ["MILK"] });
    assert.equal(only.summary, "Milk was already on your shopping list.");
    const list = await a.ok("shopping_list");
    assert.deepEqual(list.data.items.map((i: { name: string }) => i.name), ["Milk", "eggs"]);
  });
});

Deno.test("shopping_remove removes several items named by words or id, and says which were not there", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const { data } = await a.ok("shopping_add", {
      items: ["milk", "free-range eggs", "bread", "olive oil"],
    });
    const breadId = data.added[2].id;
    const r = await a.ok("shopping_remove", { items: ["the milk", "eggs", breadId, "caviar"] });
    assert.equal(
      r.summary,
      'Removed milk, free-range eggs and bread from your shopping list. "caviar" was not on it.',
    );
    assert.deepEqual(r.data.not_found, ["caviar"]);
    const list = await a.ok("shopping_list");
    assert.deepEqual(list.data.items.map((i: { name: string }) => i.name), ["olive oil"]);
  });
});

Deno.test("shopping_remove fails without removing anything when nothing matches or a word is ambiguous", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.fails("shopping_remove", { items: ["milk"] }, /shopping list is empty/);
    await a.ok("shopping_add", { items: ["red apples", "green apples", "milk"] });
    await a.fails("shopping_remove", { items: ["caviar"] }, /"caviar" was not found/);
    const err = await a.fails(
      "shopping_remove",
      { items: ["milk", "apples"] },
      /Several shopping items match "apples".*red apples.*green apples.*Say which one/,
    );
    assert.match(err, /id [0-9a-f-]{36}/);
    const list = await a.ok("shopping_list");
    assert.equal(list.data.count, 3);
  });
});

Deno.test("shopping_clear empties the list and reports how many items it removed", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const none = await a.ok("shopping_clear");
    assert.equal(none.summary, "Your shopping list was already empty.");
    await a.ok("shopping_add", { items: ["milk", "eggs", "bread"] });
    const r = await a.ok("shopping_clear");
    assert.equal(r.summary, "Removed all 3 items from your shopping list.");
    assert.equal(r.data.removed_count, 3);
    assert.equal((await a.ok("shopping_list")).data.count, 0);
  });
});

Deno.test("one account never sees, removes or clears another account's shopping items", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    const { data } = await a.ok("shopping_add", { items: ["milk"] });
    assert.equal((await b.ok("shopping_list")).data.count, 0);
    await b.fails("shopping_remove", { items: [data.added[0].id] }, /empty/);
    await b.ok("shopping_add", { items: ["milk"] });
    await b.ok("shopping_clear");
    assert.equal((await a.ok("shopping_list")).summary, "Your shopping list (1 item):\n• milk");
  });
});

Deno.test("shopping items with hostile text are stored and shown literally", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: HOSTILE.map((h) => h.replace(/\s+/g, " ")) });
    const list = await a.ok("shopping_list");
    assert.deepEqual(
      list.data.items.map((i: { name: string }) => i.name),
      HOSTILE.map((h) => h.replace(/\s+/g, " ")),
    );
    await a.fails("shopping_add", { items: ["nul\u0000byte"] }, /NUL character/);
  });
});

Deno.test(`the shopping list holds at most ${MAX_SHOPPING_ITEMS} items and says so clearly`, async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (let i = 0; i < MAX_SHOPPING_ITEMS; i += 50) {
      await a.ok("shopping_add", {
        items: Array.from({ length: 50 }, (_, j) => `item ${i + j}`),
      });
    }
    await a.fails(
      "shopping_add",
      { items: ["one too many"] },
      /has 500 items and holds at most 500: adding 1 more would pass that/,
    );
    const already = await a.ok("shopping_add", { items: ["item 7"] });
    assert.match(already.summary, /already on your shopping list/);
  });
});

Deno.test("shopping tools refuse oversized and missing input before touching the list", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.fails("shopping_add", { items: [] }, /Invalid input/);
    await a.fails("shopping_add", { items: ["x".repeat(201)] }, /Invalid input/);
    await a.fails("shopping_add", { items: Array(51).fill("x") }, /Invalid input/);
    await a.fails("shopping_add", { items: ["   "] }, /Invalid input/);
    await a.fails("shopping_remove", {}, /Invalid input/);
    assert.equal((await a.ok("shopping_list")).data.count, 0);
  });
});

Deno.test("shopping_add called at the same time for the same item adds it once, and the others say it is there", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => a.ok("shopping_add", { items: ["milk", "eggs"] })),
    );
    const list = await a.ok("shopping_list");
    assert.equal(list.data.count, 2);
    for (const key of ["milk", "eggs"]) {
      const adders = results.filter((r) =>
        r.data.added.some((i: { name: string }) => i.name === key)
      );
      assert.equal(adders.length, 1, `${key} added once`);
      // Every other call names it as already on the list, with the id it was stored under.
      const id = list.data.items.find((i: { name: string }) => i.name === key).id;
      for (const r of results.filter((r) => !adders.includes(r))) {
        assert.deepEqual(r.data.already_on_list.find((i: { name: string }) => i.name === key), {
          id,
          name: key,
        });
      }
    }
  });
});

Deno.test(`shopping_add called at the same time near the cap never passes ${MAX_SHOPPING_ITEMS} items`, async () => {
  await withDb(async (db) => {
    const a = db.account();
    for (let i = 0; i < MAX_SHOPPING_ITEMS - 10; i += 49) {
      const n = Math.min(49, MAX_SHOPPING_ITEMS - 10 - i);
      await a.ok("shopping_add", { items: Array.from({ length: n }, (_, j) => `item ${i + j}`) });
    }
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => a.call("shopping_add", { items: [`late ${i}`] })),
    );
    assert.equal(results.filter((r) => r.ok).length, 10);
    for (const r of results) {
      if (!r.ok) assert.match(r.error, /has 500 items and holds at most 500: adding 1 more/);
    }
    assert.equal((await a.ok("shopping_list")).data.count, MAX_SHOPPING_ITEMS);
  });
});

Deno.test("the list's size follows removals and clearing: a full list takes items again once emptied", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const fill = async (prefix: string) => {
      for (let i = 0; i < MAX_SHOPPING_ITEMS; i += 50) {
        await a.ok("shopping_add", {
          items: Array.from({ length: 50 }, (_, j) => `${prefix} ${i + j}`),
        });
      }
    };
    await fill("item");
    await a.fails("shopping_add", { items: ["more"] }, /holds at most 500/);
    const removed = await a.ok("shopping_remove", { items: ["item 3", "item 4"] });
    assert.equal(removed.data.count, MAX_SHOPPING_ITEMS - 2);
    const added = await a.ok("shopping_add", { items: ["more", "ITEM 5", "and more"] });
    assert.equal(added.data.count, MAX_SHOPPING_ITEMS);
    await a.fails("shopping_add", { items: ["one too many", "item 6"] }, /adding 1 more/);
    await a.ok("shopping_clear");
    await fill("again");
    assert.equal((await a.ok("shopping_list")).data.count, MAX_SHOPPING_ITEMS);
  });
});

Deno.test("shopping_add called at the same time for different items: each reports the list as after its own add", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    await a.ok("shopping_add", { items: ["milk"] });
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => a.ok("shopping_add", { items: [`a${i}`, "Milk"] })),
      ...Array.from({ length: 3 }, (_, i) => b.ok("shopping_add", { items: [`b${i}`] })),
    ]);
    // As if one after the other: the sizes after each add are 2..9 for one account, 1..3 for the
    // other, and every add of the first names the milk that was there before.
    const counts = (rs: typeof results) => rs.map((r) => r.data.count).sort((x, y) => x - y);
    assert.deepEqual(counts(results.slice(0, 8)), [2, 3, 4, 5, 6, 7, 8, 9]);
    assert.deepEqual(counts(results.slice(8)), [1, 2, 3]);
    for (const [i, r] of results.slice(0, 8).entries()) {
      assert.equal(r.summary, `Added a${i} to your shopping list. Milk was already on it.`);
    }
    const list = await a.ok("shopping_list");
    assert.deepEqual(
      list.data.items.map((i: { name: string }) => i.name).sort(),
      ["a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "milk"],
    );
    assert.equal((await b.ok("shopping_list")).data.count, 3);
  });
});

Deno.test("shopping_add called at the same time: an add the database refuses fails alone, the others are kept", async () => {
  await withDb(async (db) => {
    const a = db.account();
    // A rule of the database this test adds, so that one add's statement is refused.
    await db.sql`
      alter table assistant.shopping_items add constraint no_poison check (name <> 'poison')`;
    await a.ok("shopping_add", { items: ["first"] }); // the others then wait and go out together
    const results = await Promise.allSettled(
      ["bread", "tea", "poison", "jam"].map((item) => a.ok("shopping_add", { items: [item] })),
    );
    assert.deepEqual(results.map((r) => r.status), [
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    assert.match(String((results[2] as PromiseRejectedResult).reason), /no_poison/);
    assert.deepEqual(
      (await a.ok("shopping_list")).data.items.map((i: { name: string }) => i.name),
      ["first", "bread", "tea", "jam"],
    );
    const counts = results.flatMap((r) => r.status === "fulfilled" ? [r.value.data.count] : []);
    assert.deepEqual(counts, [2, 3, 4]);
  });
});
