import assert from "node:assert/strict";
import { AppError, ERROR_CODE } from "@asst/shared";
import type { ClaimResult } from "./idempotency.ts";
import { ALICE, keepSuccesses, outcome, setup } from "../../testing/idempotency_fixtures.ts";

const refusal = () =>
  new AppError(ERROR_CODE.rateLimited, "Too many requests: at most 1 in this window");
const mustNotRun = () => Promise.reject(new Error("must not run"));

Deno.test("once claims while the admission is decided, and runs only once it is", async () => {
  await setup(async ({ sql, store }) => {
    // The admission is decided only after the claim is in the database: made one after the
    // other, the two would wait for each other, and the admission gives up after 5 s.
    const { promise: claimed, resolve: claimDone } = Promise.withResolvers<void>();
    const claim = store.claim.bind(store);
    store.claim = async (...args): Promise<ClaimResult> => {
      const result = await claim(...args);
      claimDone();
      return result;
    };
    let admitted = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const admission = Promise.race([
      claimed,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("the claim waited for the admission")), 5_000);
      }),
    ]).then(async () => {
      const running = await sql`select 1 from gateway.idempotency where state = 'running'`;
      assert.equal(running.length, 1, "the claim's record is there before the admission");
      admitted = true;
    }).finally(() => clearTimeout(timer));
    const ran = await store.once(ALICE, { message: "m" }, () => {
      assert.ok(admitted, "nothing runs before the admission is decided");
      return Promise.resolve(outcome("r1", true));
    }, { ...keepSuccesses, admission });
    assert.deepEqual(ran, { kind: "ran", response: outcome("r1", true) });
  });
});

Deno.test("a refused admission is thrown instead of a run or a replay, and releases the claim", async () => {
  await setup(async ({ store }) => {
    const refused = { ...keepSuccesses, admission: Promise.reject(refusal()) };
    const isRefusal = (err: unknown) => err instanceof AppError && err.status === 429;
    // A new text and key: refused, and released, so that they run once admitted.
    const request = { idempotencyKey: "k1", message: "m" };
    await assert.rejects(store.once(ALICE, request, mustNotRun, refused), isRefusal);
    const run = () => Promise.resolve(outcome("r1", true));
    assert.equal((await store.once(ALICE, request, run, keepSuccesses)).kind, "ran");
    // A kept text and key: refused all the same, not replayed.
    for (const repeat of [{ message: "m" }, { idempotencyKey: "k1", message: "other" }]) {
      const again = { ...keepSuccesses, admission: Promise.reject(refusal()) };
      await assert.rejects(store.once(ALICE, repeat, mustNotRun, again), isRefusal);
    }
    assert.equal(
      (await store.once(ALICE, { message: "m" }, mustNotRun, keepSuccesses)).kind,
      "replay",
    );
  });
});

Deno.test("an admission refused while the same text runs is thrown, not the busy answer", async () => {
  await setup(async ({ store }) => {
    const { promise: started, resolve: start } = Promise.withResolvers<void>();
    const { promise: finished, resolve: finish } = Promise.withResolvers<void>();
    const first = store.once(ALICE, { message: "m" }, async () => {
      start();
      await finished;
      return outcome("r1", true);
    }, keepSuccesses);
    await started;
    const refused = { ...keepSuccesses, admission: Promise.reject(refusal()) };
    await assert.rejects(
      store.once(ALICE, { message: "m" }, mustNotRun, refused),
      (err: unknown) => err instanceof AppError && err.status === 429,
    );
    finish();
    assert.equal((await first).kind, "ran");
    // The refused repeat released nothing of the first's: its response is kept.
    assert.equal(
      (await store.once(ALICE, { message: "m" }, mustNotRun, keepSuccesses)).kind,
      "replay",
    );
  });
});
