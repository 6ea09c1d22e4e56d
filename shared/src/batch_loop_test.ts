import assert from "node:assert/strict";
import { batchLoop } from "./batch_loop.ts";
import { createLogger } from "./log.ts";

Deno.test("batchLoop() survives a failing batch, re-runs full batches at once, and stops after the batch in flight", async () => {
  const warnings: string[] = [];
  const log = createLogger({ service: "t", sink: (l) => warnings.push(JSON.parse(l).msg) });
  const sizes = [3, 3, 1];
  let calls = 0;
  let failed = false;
  const release = Promise.withResolvers<void>();
  const done = Promise.withResolvers<void>();
  const loop = batchLoop({
    batchSize: 3,
    defaultIntervalMs: 60_000,
    log,
    failure: "the batch failed",
    runOnce: async () => {
      calls++;
      if (!failed) {
        failed = true;
        throw new Error("boom");
      }
      const size = sizes.shift();
      if (size === undefined) {
        done.resolve();
        await release.promise;
        return 0;
      }
      return size;
    },
  });
  loop.start(1);
  await done.promise;
  // 1 failure, two full batches, one partial (then the 1 ms pause), and the one held open.
  assert.equal(calls, 5);
  assert.deepEqual(warnings, ["the batch failed"]);
  let stopped = false;
  const stopping = loop.stop().then(() => (stopped = true));
  await Promise.resolve();
  assert.equal(stopped, false, "stop waits for the batch in flight");
  release.resolve();
  await stopping;
  assert.equal(calls, 5, "no batch runs after stop");
});

/** Timers that fire only when the test says so. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  return {
    timers: {
      set: (run: () => void, ms: number) => {
        pending.set(++next, { run, ms });
        return next;
      },
      clear: (handle: unknown) => void pending.delete(handle as number),
    },
    /** The pauses waiting, in milliseconds. */
    waiting: () => [...pending.values()].map((p) => p.ms),
    fire() {
      const entries = [...pending.entries()];
      pending.clear();
      for (const [, p] of entries) p.run();
    },
  };
}

/** A batch function whose runs the test finishes one by one. */
function heldBatches() {
  const holds: PromiseWithResolvers<number>[] = [];
  let active = 0;
  let most = 0;
  let started = 0;
  const settled = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return {
    runOnce: async () => {
      started++;
      active++;
      most = Math.max(most, active);
      const hold = Promise.withResolvers<number>();
      holds.push(hold);
      try {
        return await hold.promise;
      } finally {
        active--;
      }
    },
    started: () => started,
    most: () => most,
    async finish(handled: number | Error) {
      const hold = holds.shift()!;
      if (handled instanceof Error) hold.reject(handled);
      else hold.resolve(handled);
      await settled();
    },
    settled,
  };
}

Deno.test("wake() during a run queues exactly one more run, never two at once", async () => {
  const clock = manualTimers();
  const job = heldBatches();
  const log = createLogger({ service: "t", sink: () => {} });
  const loop = batchLoop({
    ...job,
    batchSize: 10,
    defaultIntervalMs: 500,
    log,
    failure: "f",
    timers: clock.timers,
  });
  loop.start();
  await job.settled();
  assert.equal(job.started(), 1);
  loop.wake();
  loop.wake();
  loop.wake();
  await job.settled();
  assert.equal(job.started(), 1, "no second run while one is in flight");
  await job.finish(2);
  assert.equal(job.started(), 2, "the wakes made exactly one more run");
  loop.wake();
  await job.settled();
  await job.finish(1);
  assert.equal(job.started(), 3, "a wake during the second run is not lost");
  await job.finish(0);
  assert.equal(job.started(), 3);
  assert.equal(job.most(), 1);
  assert.deepEqual(clock.waiting(), [500], "one pause pending, at the interval");
  clock.fire();
  await job.settled();
  assert.equal(job.started(), 4, "the interval runs it again");
  const stopping = loop.stop();
  await job.finish(0);
  await stopping;
  assert.deepEqual(clock.waiting(), [], "no timer left after stop");
  loop.wake();
  await job.settled();
  assert.equal(job.started(), 4, "a wake after stop does nothing");
});

Deno.test("wake() before start does nothing; flush() runs after the batch in flight and reports its failure", async () => {
  const clock = manualTimers();
  const job = heldBatches();
  const warnings: unknown[] = [];
  const log = createLogger({ service: "t", sink: (l) => warnings.push(JSON.parse(l)) });
  const loop = batchLoop({
    ...job,
    defaultIntervalMs: 500,
    log,
    failure: "the batch failed",
    fields: { schema: "s" },
    timers: clock.timers,
  });
  loop.wake();
  await job.settled();
  assert.equal(job.started(), 0);
  loop.start();
  await job.settled();
  const first = loop.flush();
  const second = loop.flush();
  await job.finish(5);
  assert.equal(job.started(), 2, "the two asks share one run after the one in flight");
  await job.finish(new Error("boom"));
  await assert.rejects(first, /boom/);
  await assert.rejects(second, /boom/);
  assert.equal(warnings.length, 1, "one failure, logged once");
  assert.deepEqual(clock.waiting(), [500], "the loop goes on after a failure");
  // Without a batch size a batch is never full.
  clock.fire();
  await job.settled();
  await job.finish(1_000_000);
  assert.deepEqual(clock.waiting(), [500]);
  await loop.stop();
});
