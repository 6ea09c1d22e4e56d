import assert from "node:assert/strict";
import { withDb } from "../../../testing/lists_env.ts";
import { resolveRef } from "./resolve_ref.ts";

/** Names whose lower case differs between JavaScript and Postgres' lower(), or by Unicode rules. */
const NAMES = [
  "Straße",
  "Istanbul",
  "İstanbul figs",
  "ΟΔΟΣ",
  "Οδοσ map",
  "\u212Aale", // KELVIN SIGN: lowers to an ASCII "k"
  "ﬁsh", // a ligature: NFKC "fish", but its own lower case
  "Ｍilk", // fullwidth M
  "apples",
  "green apples",
  "Crème fraîche",
  "cre\u0300me",
];

interface Removal {
  removed: { id: string; name: string }[];
  count: number;
}

/** References to try, each alone on a fresh copy of {@link NAMES}. */
const REFS = [
  "STRASSE",
  "straße",
  "STRAẞE",
  "İSTANBUL",
  "istanbul",
  "İstanbul",
  "οδος",
  "οδοσ",
  "ΟΔΟΣ",
  "οδοσ map",
  "ΟΔΟΣ MAP",
  "kale",
  "KALE",
  "\u212Aale",
  "fish",
  "ﬁsh",
  "ＭILK",
  "milk",
  "Apples",
  "  APPLES  ",
  "CRÈME FRAÎCHE",
  "crème",
  "CRE\u0300ME",
  "the apples",
];

Deno.test("shopping_remove removes exactly the item the JavaScript rules pick, in any Unicode case", async () => {
  await withDb(async (db) => {
    for (const ref of REFS) {
      const a = db.account();
      const { data } = await a.ok("shopping_add", { items: NAMES });
      const list: { id: string; name: string; label: string }[] = data.added.map((
        i: { id: string; name: string },
      ) => ({ ...i, label: i.name }));
      let expected: string[] | RegExp;
      try {
        expected = [resolveRef(list, ref, "shopping item").name];
      } catch (err) {
        expected = /^No /.test((err as Error).message) ? /was not found/ : /Several/;
      }
      const r = await a.call("shopping_remove", { items: [ref] });
      if (Array.isArray(expected)) {
        if (!r.ok) assert.fail(`${ref}: ${r.error}`);
        assert.deepEqual((r.data as Removal).removed.map((i) => i.name), expected, ref);
        assert.equal((r.data as Removal).count, NAMES.length - 1, ref);
      } else {
        assert.ok(!r.ok, `${ref}: removed ${r.ok && r.summary}`);
        assert.match(r.error, expected, ref);
      }
      const left = (await a.ok("shopping_list")).data.items.map((i: { name: string }) => i.name);
      assert.deepEqual(
        left,
        NAMES.filter((n) => !Array.isArray(expected) || !expected.includes(n)),
        ref,
      );
    }
  });
});

Deno.test("shopping_remove: a name equal to the reference in JavaScript's lower case wins, not Postgres' lower()", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["Istanbul", "İstanbul figs", "ΟΔΟΣ", "Straße"] });
    // "İSTANBUL" lowers to "i̇stanbul" (with a combining dot), which no name equals: its words
    // name the figs. Postgres' lower() would have made it "istanbul".
    const figs = await a.ok("shopping_remove", { items: ["İSTANBUL"] });
    assert.equal(figs.summary, "Removed İstanbul figs from your shopping list.");
    // "ΟΔΟΣ" lowers to "οδος" with a final sigma; "οδοσ" is another word.
    await a.fails("shopping_remove", { items: ["οδοσ"] }, /"οδοσ" was not found/);
    await a.fails("shopping_remove", { items: ["STRASSE"] }, /"STRASSE" was not found/);
    const r = await a.ok("shopping_remove", { items: ["οδος", "STRAßE", "ISTANBUL"] });
    assert.equal(r.summary, "Removed Istanbul, ΟΔΟΣ and Straße from your shopping list.");
    assert.deepEqual(r.data.not_found, []);
    assert.equal(r.data.count, 0);
  });
});

Deno.test("shopping_remove by exact names and ids removes each once, in the list's order, and counts what is left", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const { data } = await a.ok("shopping_add", { items: ["milk", "eggs", "bread", "tea"] });
    const teaId = data.added[3].id;
    const r = await a.ok("shopping_remove", { items: [teaId, "MILK", "Tea", " bread "] });
    assert.equal(r.summary, "Removed milk, bread and tea from your shopping list.");
    assert.deepEqual(r.data.removed.map((i: { id: string }) => i.id), [
      data.added[0].id,
      data.added[2].id,
      teaId,
    ]);
    assert.equal(r.data.count, 1);
    await a.fails("shopping_remove", { items: ["milk"] }, /"milk" was not found/);
    // A reference Postgres cannot take is matched in JavaScript.
    await a.fails("shopping_remove", { items: ["x\u0000y"] }, /"x.y" was not found/);
    await a.fails("shopping_remove", { items: ["x\uD800"] }, /was not found/);
    assert.deepEqual(
      (await a.ok("shopping_list")).data.items.map((i: { name: string }) => i.name),
      [
        "eggs",
      ],
    );
  });
});

Deno.test("shopping_remove matches names stored before their lower case was kept, and the migration fills ASCII ones", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["Milk", "Istanbul", "İstanbul figs", "ΟΔΟΣ"] });
    await db.sql`update assistant.shopping_items set name_lower = null`;
    const migration = await Deno.readTextFile(
      new URL("../../../migrations/009_shopping_name_lower.sql", import.meta.url),
    );
    await db.sql.unsafe(migration.slice(migration.indexOf("update assistant.shopping_items")));
    const kept = await db.sql<{ name: string; name_lower: string | null }[]>`
      select name, name_lower from assistant.shopping_items order by seq`;
    assert.deepEqual(kept.map((r) => r.name_lower), ["milk", "istanbul", null, null]);
    const figs = await a.ok("shopping_remove", { items: ["İSTANBUL"] });
    assert.equal(figs.summary, "Removed İstanbul figs from your shopping list.");
    const r = await a.ok("shopping_remove", { items: ["MILK", "ΟΔΟΣ"] });
    assert.equal(r.summary, "Removed Milk and ΟΔΟΣ from your shopping list.");
    assert.equal(r.data.count, 1);
  });
});

Deno.test("shopping_remove: a name stored without its lower case can make a reference ambiguous", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["Kale"] });
    // A row as stored before name_lower: the KELVIN SIGN lowers to "k", so it too is "kale".
    await db.sql`
      insert into assistant.shopping_items (id, account_id, name, name_key)
      values (${crypto.randomUUID()}, ${a.id}, ${"\u212Aale"}, ${"kelvin kale"})`;
    await a.fails("shopping_remove", { items: ["KALE"] }, /Several shopping items match "KALE"/);
    assert.equal((await a.ok("shopping_list")).data.count, 2);
  });
});

Deno.test("shopping_remove and shopping_add of one account at the same time each change the list once", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const old = Array.from({ length: 20 }, (_, i) => `old ${i}`);
    await a.ok("shopping_add", { items: old });
    const results = await Promise.all([
      ...old.slice(0, 10).map((name) => a.call("shopping_remove", { items: [name.toUpperCase()] })),
      ...old.slice(0, 10).map(() => a.call("shopping_remove", { items: ["old 0"] })),
      ...Array.from({ length: 10 }, (_, i) => a.call("shopping_add", { items: [`new ${i}`] })),
    ]);
    // "old 0" goes once: a call that comes after finds it gone ("OLD 0" or "old 0" was not found,
    // as it named it) or, having read the list before, removes nothing and says so (never
    // "Removed  from your list").
    for (const r of results) {
      assert.ok(
        r.ok || /"old 0" was not found|Nothing was removed: the item is no longer/i.test(r.error),
        r.ok ? "" : r.error,
      );
      if (r.ok && "removed" in (r.data as object)) {
        assert.ok((r.data as Removal).removed.length > 0, r.summary);
      }
    }
    const removed = results.flatMap((r) => r.ok ? (r.data as Partial<Removal>).removed ?? [] : []);
    assert.equal(removed.length, 10); // "old 0" once, though named by 11 calls
    const left = (await a.ok("shopping_list")).data.items.map((i: { name: string }) => i.name);
    assert.deepEqual(
      left.toSorted(),
      [...old.slice(10), ...Array.from({ length: 10 }, (_, i) => `new ${i}`)].toSorted(),
    );
  });
});

Deno.test("shopping_remove called at the same time: each removes its own items and counts the list as after its own removal", async () => {
  await withDb(async (db) => {
    const a = db.account();
    const b = db.account();
    const { data } = await a.ok("shopping_add", {
      items: Array.from({ length: 12 }, (_, i) => `item ${i}`),
    });
    await b.ok("shopping_add", { items: ["item 0", "item 1"] });
    const ids: string[] = data.added.map((i: { id: string }) => i.id);
    const results = await Promise.all([
      a.ok("shopping_remove", { items: ["item 0"] }),
      // These go out together: by id, by name in another case, several at once, one twice.
      a.ok("shopping_remove", { items: [ids[1]!] }),
      a.ok("shopping_remove", { items: ["ITEM 2", "item 3"] }),
      a.ok("shopping_remove", { items: ["item 4", "item 4"] }),
      b.ok("shopping_remove", { items: ["Item 0"] }),
      a.ok("shopping_remove", { items: ["item 5"] }),
    ]);
    assert.deepEqual(results.map((r) => r.data.removed.map((i: { name: string }) => i.name)), [
      ["item 0"],
      ["item 1"],
      ["item 2", "item 3"],
      ["item 4"],
      ["item 0"],
      ["item 5"],
    ]);
    // As if one after the other, in some order: the sizes left are those of a sequence.
    const left = [0, 1, 2, 3, 5].map((i) => results[i]!.data.count);
    const removedBy = [1, 1, 2, 1, 1];
    const order = left.map((n, i) => ({ n, k: removedBy[i]! })).sort((x, y) => y.n - x.n);
    let size = 12;
    for (const { n, k } of order) assert.equal(n, size -= k);
    assert.equal(results[4]!.data.count, 1);
    const names = (await a.ok("shopping_list")).data.items.map((i: { name: string }) => i.name);
    assert.deepEqual(names, Array.from({ length: 6 }, (_, i) => `item ${i + 6}`));
  });
});

Deno.test("shopping_remove called at the same time for one item removes it once", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["milk", "bread"] });
    const results = await Promise.all([
      a.call("shopping_remove", { items: ["bread"] }),
      a.call("shopping_remove", { items: ["milk"] }),
      a.call("shopping_remove", { items: ["MILK"] }),
    ]);
    assert.deepEqual(results.map((r) => r.ok), [true, true, false]);
    assert.match((results[2] as { error: string }).error, /list is empty|"MILK" was not found/);
    assert.equal((await a.ok("shopping_list")).data.count, 0);
  });
});

Deno.test("shopping_remove called at the same time with words among the references matches them too", async () => {
  await withDb(async (db) => {
    const a = db.account();
    await a.ok("shopping_add", { items: ["jam", "milk", "free-range eggs", "bread"] });
    const results = await Promise.all(
      [["jam"], ["milk"], ["eggs"], ["bread"]].map((items) => a.ok("shopping_remove", { items })),
    );
    assert.deepEqual(results.map((r) => r.data.removed[0].name), [
      "jam",
      "milk",
      "free-range eggs",
      "bread",
    ]);
    assert.equal((await a.ok("shopping_list")).data.count, 0);
  });
});
