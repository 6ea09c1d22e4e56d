import assert from "node:assert/strict";
import { Coalescer } from "./coalescer.ts";

/** A batch runner whose batches the test ends by hand, and which records what each held. */
function gatedRunner() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const run = async (items: readonly number[]) => {
    batches.push([...items]);
    await new Promise<void>((resolve) => gates.push(resolve));
    return items.map((n) => n * 10);
  };
  const openNext = async () => {
    while (gates.length === 0) await new Promise((r) => setTimeout(r, 1));
    gates.shift()!();
  };
  return { run, batches, openNext };
}

Deno.test("calls made together go out as one batch, each gets its own result", async () => {
  const r = gatedRunner();
  const c = new Coalescer(r.run);
  const results = Promise.all([1, 2, 3].map((n) => c.submit(n)));
  await r.openNext();
  assert.deepEqual(await results, [10, 20, 30]);
  assert.deepEqual(r.batches, [[1, 2, 3]]);
});

Deno.test("calls made by the callbacks of one turn of the event loop share a batch", async () => {
  const r = gatedRunner();
  const c = new Coalescer(r.run);
  // Two timers due together run in one turn, one callback after the other, as the handlers of
  // replies read together do: the second's call goes out with the first's.
  const results = await new Promise<Promise<number>[]>((resolve) => {
    const calls: Promise<number>[] = [];
    setTimeout(() => calls.push(c.submit(1)), 0);
    setTimeout(() => {
      calls.push(c.submit(2));
      resolve(calls);
    }, 0);
  });
  await r.openNext();
  assert.deepEqual(await Promise.all(results), [10, 20]);
  assert.deepEqual(r.batches, [[1, 2]]);
});

Deno.test("calls made while a batch is out wait for it, then go out together", async () => {
  const r = gatedRunner();
  const c = new Coalescer(r.run);
  const first = c.submit(1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const later = [c.submit(2), c.submit(3)];
  await new Promise((resolve) => setTimeout(resolve, 5));
  assert.deepEqual(r.batches, [[1]], "the second batch waits for the first");
  await r.openNext();
  assert.equal(await first, 10);
  await r.openNext();
  assert.deepEqual(await Promise.all(later), [20, 30]);
  assert.deepEqual(r.batches, [[1], [2, 3]]);
});

Deno.test("a batch holds at most maxBatch items; the rest follow", async () => {
  const r = gatedRunner();
  const c = new Coalescer(r.run, { maxBatch: 2 });
  const all = Promise.all([1, 2, 3, 4, 5].map((n) => c.submit(n)));
  for (let i = 0; i < 3; i++) await r.openNext();
  assert.deepEqual(await all, [10, 20, 30, 40, 50]);
  assert.deepEqual(r.batches, [[1, 2], [3, 4], [5]]);
});

Deno.test("a failed batch fails its calls, and the next batch still runs", async () => {
  let fail = true;
  const c = new Coalescer<number, number>((items) =>
    fail ? Promise.reject(new Error("database refused")) : Promise.resolve(items.map((n) => -n))
  );
  const failed = await Promise.allSettled([c.submit(1), c.submit(2)]);
  assert.deepEqual(failed.map((f) => f.status), ["rejected", "rejected"]);
  assert.match(String((failed[0] as PromiseRejectedResult).reason), /database refused/);
  fail = false;
  assert.equal(await c.submit(3), -3);
});

Deno.test("retryAlone runs a refused batch item by item, so only the bad item fails", async () => {
  const batches: number[][] = [];
  const c = new Coalescer<number, number>((items) => {
    batches.push([...items]);
    return items.includes(13)
      ? Promise.reject(Object.assign(new Error("bad row"), { refused: true }))
      : Promise.resolve(items.map((n) => n + 1));
  }, { retryAlone: (err) => (err as { refused?: boolean }).refused === true });
  const out = await Promise.allSettled([1, 13, 2].map((n) => c.submit(n)));
  assert.deepEqual(out.map((o) => o.status), ["fulfilled", "rejected", "fulfilled"]);
  assert.deepEqual(out.map((o) => o.status === "fulfilled" ? o.value : null), [2, null, 3]);
  assert.deepEqual(batches, [[1, 13, 2], [1], [13], [2]]);
});

Deno.test("without retryAlone for the error, a failed batch is not run again", async () => {
  let runs = 0;
  const c = new Coalescer<number, number>(() => {
    runs++;
    return Promise.reject(new Error("connection lost: it may have committed"));
  }, { retryAlone: () => false });
  await Promise.allSettled([c.submit(1), c.submit(2)]);
  assert.equal(runs, 1);
});

Deno.test("a runner that returns the wrong number of results fails every call of the batch", async () => {
  const c = new Coalescer<number, number>(() => Promise.resolve([1]));
  const out = await Promise.allSettled([c.submit(1), c.submit(2)]);
  assert.deepEqual(out.map((o) => o.status), ["rejected", "rejected"]);
  assert.match(String((out[0] as PromiseRejectedResult).reason), /2 items gave 1 results/);
});
