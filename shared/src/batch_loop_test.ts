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
