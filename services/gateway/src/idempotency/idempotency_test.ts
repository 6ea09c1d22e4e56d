import assert from "node:assert/strict";
import {
  ALICE,
  ALICE_OTHER_KEY,
  BOB,
  keepSuccesses,
  LEASE_MS,
  outcome,
  response,
  setup,
  tokenOf,
} from "../../testing/idempotency_fixtures.ts";
import { IdempotencyStore, type StoredResponse } from "./idempotency.ts";

Deno.test("the same message within ten minutes replays the first response, then runs again", async () => {
  await setup(async ({ store, advance }) => {
    const token = tokenOf(await store.claim(ALICE, { message: "add milk" }));
    await store.complete(token, response("r1"));
    advance(599_000);
    assert.deepEqual(await store.claim(ALICE, { message: "add milk" }), {
      kind: "replay",
      response: response("r1"),
      matched: "text",
    });
    advance(1_000);
    assert.equal((await store.claim(ALICE, { message: "add milk" })).kind, "run");
  });
});

Deno.test("a different message runs while another is stored", async () => {
  await setup(async ({ store }) => {
    await store.complete(
      tokenOf(await store.claim(ALICE, { message: "add milk" })),
      response("r1"),
    );
    assert.equal((await store.claim(ALICE, { message: "add eggs" })).kind, "run");
  });
});

Deno.test("a repeat while the first still runs is busy, with a short Retry-After", async () => {
  await setup(async ({ store }) => {
    tokenOf(await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" }));
    assert.deepEqual(await store.claim(ALICE, { idempotencyKey: "k1", message: "other" }), {
      kind: "busy",
      retryAfter: 2,
      matched: "key",
    });
    assert.deepEqual(await store.claim(ALICE, { message: "add milk" }), {
      kind: "busy",
      retryAfter: 2,
      matched: "text",
    });
  });
});

Deno.test("an Idempotency-Key replays its response for 24 hours whatever the body", async () => {
  await setup(async ({ store, advance }) => {
    const token = tokenOf(await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" }));
    await store.complete(token, response("r1"));
    advance(23 * 3600_000);
    const again = await store.claim(ALICE, { idempotencyKey: "k1", message: "delete everything" });
    assert.deepEqual(again, { kind: "replay", response: response("r1"), matched: "key" });
    advance(3600_000);
    assert.equal(
      (await store.claim(ALICE, { idempotencyKey: "k1", message: "delete everything" })).kind,
      "run",
    );
  });
});

Deno.test("the key wins when key and text match different records", async () => {
  await setup(async ({ store }) => {
    await store.complete(
      tokenOf(await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" })),
      response("r1"),
    );
    await store.complete(
      tokenOf(await store.claim(ALICE, { idempotencyKey: "k2", message: "add eggs" })),
      response("r2"),
    );
    const result = await store.claim(ALICE, { idempotencyKey: "k1", message: "add eggs" });
    assert.deepEqual(result, { kind: "replay", response: response("r1"), matched: "key" });
  });
});

Deno.test("a new key with a duplicate text replays the text's response and keeps it under the key", async () => {
  await setup(async ({ store, advance }) => {
    await store.complete(
      tokenOf(await store.claim(ALICE, { message: "add milk" })),
      response("r1"),
    );
    const viaText = await store.claim(ALICE, { idempotencyKey: "k9", message: "add milk" });
    assert.deepEqual(viaText, { kind: "replay", response: response("r1"), matched: "text" });
    advance(3600_000);
    const viaKey = await store.claim(ALICE, { idempotencyKey: "k9", message: "anything" });
    assert.deepEqual(viaKey, { kind: "replay", response: response("r1"), matched: "key" });
  });
});

Deno.test("records are scoped to the account: another account runs the same key and text", async () => {
  await setup(async ({ store }) => {
    await store.complete(
      tokenOf(await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" })),
      response("alice"),
    );
    tokenOf(await store.claim(ALICE, { idempotencyKey: "k2", message: "running" }));
    assert.equal(
      (await store.claim(BOB, { idempotencyKey: "k1", message: "add milk" })).kind,
      "run",
    );
    assert.equal(
      (await store.claim(BOB, { idempotencyKey: "k2", message: "running" })).kind,
      "run",
    );
  });
});

Deno.test("records are scoped to the API key: another key of the account runs the same key and text", async () => {
  await setup(async ({ store }) => {
    await store.complete(
      tokenOf(await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" })),
      response("alice"),
    );
    await store.complete(
      tokenOf(await store.claim(ALICE, { message: "what is on my shopping list?" })),
      response("alice-list"),
    );
    tokenOf(await store.claim(ALICE, { idempotencyKey: "k2", message: "running" }));
    for (
      const request of [
        { idempotencyKey: "k1", message: "propose an email" },
        { message: "what is on my shopping list?" },
        { idempotencyKey: "k2", message: "running" },
      ]
    ) {
      const other = await store.claim(ALICE_OTHER_KEY, request);
      assert.equal(other.kind, "run", JSON.stringify(request));
      await store.complete(tokenOf(other), response("other"));
    }
    // Each key still gets its own stored response.
    assert.deepEqual(await store.claim(ALICE, { message: "what is on my shopping list?" }), {
      kind: "replay",
      response: response("alice-list"),
      matched: "text",
    });
    assert.deepEqual(
      await store.claim(ALICE_OTHER_KEY, { message: "what is on my shopping list?" }),
      {
        kind: "replay",
        response: response("other"),
        matched: "text",
      },
    );
  });
});

Deno.test("a released claim lets the retry run, with the key and the text", async () => {
  await setup(async ({ store }) => {
    const token = tokenOf(await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" }));
    await store.release(token);
    assert.equal(
      (await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" })).kind,
      "run",
    );
  });
});

Deno.test("a claim whose gateway died lapses when its lease has passed", async () => {
  await setup(async ({ store, advance }) => {
    const stale = tokenOf(await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" }));
    advance(LEASE_MS - 1);
    assert.equal(
      (await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" })).kind,
      "busy",
    );
    advance(1);
    const fresh = tokenOf(await store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" }));
    // The dead request's late completion or release does not touch the new claim.
    await store.complete(stale, response("stale"));
    await store.release(stale);
    assert.equal((await store.claim(ALICE, { idempotencyKey: "k1", message: "x" })).kind, "busy");
    await store.complete(fresh, response("fresh"));
    assert.deepEqual(await store.claim(ALICE, { idempotencyKey: "k1", message: "x" }), {
      kind: "replay",
      response: response("fresh"),
      matched: "key",
    });
  });
});

Deno.test("concurrent claims of the same key let exactly one run", async () => {
  await setup(async ({ store }) => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store.claim(ALICE, { idempotencyKey: "k1", message: "m" })),
    );
    assert.equal(results.filter((r) => r.kind === "run").length, 1);
    assert.equal(results.filter((r) => r.kind === "busy").length, 7);
  });
});

Deno.test("neither the message text nor the key is stored", async () => {
  await setup(async ({ sql, store }) => {
    await store.complete(
      tokenOf(await store.claim(ALICE, { idempotencyKey: "secret-key-1", message: "my pin 4711" })),
      response("r1"),
    );
    const [dump] = await sql<
      { t: string }[]
    >`select json_agg(i)::text as t from gateway.idempotency i`;
    assert.ok(!dump!.t.includes("4711") && !dump!.t.includes("secret-key-1"), dump!.t);
  });
});

Deno.test("once keeps a response that did something: its repeats, by text or key, replay it", async () => {
  await setup(async ({ store }) => {
    let runs = 0;
    const run = () => Promise.resolve(outcome(`r${++runs}`, true));
    const first = await store.once(
      ALICE,
      { idempotencyKey: "k1", message: "m" },
      run,
      keepSuccesses,
    );
    assert.deepEqual(first, { kind: "ran", response: outcome("r1", true) });
    for (const request of [{ message: "m" }, { idempotencyKey: "k1", message: "other" }]) {
      assert.deepEqual(await store.once(ALICE, request, run, keepSuccesses), {
        kind: "replay",
        response: outcome("r1", true),
        matched: "idempotencyKey" in request ? "key" : "text",
      });
    }
    assert.equal(runs, 1);
  });
});

Deno.test("once does not keep a response that did nothing: the same text and key run again", async () => {
  await setup(async ({ store }) => {
    let runs = 0;
    const results = [false, true];
    const run = () => Promise.resolve(outcome(`r${++runs}`, results[runs - 1]!));
    const request = { idempotencyKey: "k1", message: "m" };
    const refused = await store.once(ALICE, request, run, keepSuccesses);
    assert.deepEqual(refused, { kind: "ran", response: outcome("r1", false) });
    const again = await store.once(ALICE, request, run, keepSuccesses);
    assert.deepEqual(again, { kind: "ran", response: outcome("r2", true) });
    assert.equal((await store.once(ALICE, { message: "m" }, run, keepSuccesses)).kind, "replay");
    assert.equal(runs, 2);
  });
});

Deno.test("once releases the claim when the run throws, and a repeat while it runs is busy", async () => {
  await setup(async ({ store }) => {
    let finish!: (r: StoredResponse) => void;
    const { promise: started, resolve: start } = Promise.withResolvers<void>();
    const slow = store.once(ALICE, { message: "m" }, () => {
      start(); // the claim is written before the run starts
      return new Promise<StoredResponse>((resolve) => (finish = resolve));
    }, keepSuccesses);
    await started;
    const mustNotRun = () => Promise.reject(new Error("must not run"));
    const busy = await store.once(ALICE, { message: "m" }, mustNotRun, keepSuccesses);
    assert.equal(busy.kind, "busy");
    finish(outcome("r1", true));
    assert.equal((await slow).kind, "ran");

    const boom = () => Promise.reject(new Error("bus down"));
    await assert.rejects(store.once(ALICE, { message: "boom" }, boom, keepSuccesses), /bus down/);
    const ok = () => Promise.resolve(outcome("r2", true));
    const retry = await store.once(ALICE, { message: "boom" }, ok, keepSuccesses);
    assert.deepEqual(retry, { kind: "ran", response: outcome("r2", true) });
  });
});

Deno.test("a new key with a text still running is busy, and leaves no claim of the key behind", async () => {
  await setup(async ({ store }) => {
    const first = tokenOf(await store.claim(ALICE, { message: "add milk" }));
    assert.deepEqual(await store.claim(ALICE, { idempotencyKey: "k5", message: "add milk" }), {
      kind: "busy",
      retryAfter: 2,
      matched: "text",
    });
    // The key was not kept for the busy request: with another text it runs.
    tokenOf(await store.claim(ALICE, { idempotencyKey: "k5", message: "add eggs" }));
    await store.release(first);
  });
});

Deno.test("concurrent claims of one text under different keys let exactly one run", async () => {
  await setup(async ({ store }) => {
    const results = await Promise.all(
      Array.from(
        { length: 8 },
        (_, i) => store.claim(ALICE, { idempotencyKey: `k${i}`, message: "m" }),
      ),
    );
    assert.equal(results.filter((r) => r.kind === "run").length, 1);
    assert.deepEqual(
      results.filter((r) => r.kind !== "run").map((r) => [r.kind, "matched" in r && r.matched]),
      Array.from({ length: 7 }, () => ["busy", "text"]),
    );
  });
});

Deno.test("once writes its alongside item with the completion or the release, never on a replay or a throw", async () => {
  await setup(async ({ sql }) => {
    await sql`create table gateway.charges (request_id text not null)`;
    const store = new IdempotencyStore<string>(sql, {
      leaseMs: LEASE_MS,
      duplicateWindowSeconds: 600,
      keyTtlSeconds: 86_400,
      alongside: (ids) => sql`insert into gateway.charges select unnest(${ids}::text[])`,
    });
    const charged = async () =>
      (await sql<{ r: string }[]>`select request_id as r from gateway.charges order by 1`)
        .map((row) => row.r);
    let runs = 0;
    const results = [true, false, true];
    const policy = {
      ...keepSuccesses,
      alongside: (r: StoredResponse) => r.request_id as string,
    };
    const run = () => Promise.resolve(outcome(`r${++runs}`, results[runs - 1]!));
    assert.equal((await store.once(ALICE, { message: "kept" }, run, policy)).kind, "ran");
    assert.equal((await store.once(ALICE, { message: "kept" }, run, policy)).kind, "replay");
    assert.equal((await store.once(ALICE, { message: "did nothing" }, run, policy)).kind, "ran");
    const boom = () => Promise.reject(new Error("bus down"));
    await assert.rejects(store.once(ALICE, { message: "boom" }, boom, policy), /bus down/);
    assert.deepEqual(await charged(), ["r1", "r2"]);
    // The released claim of the request that did nothing lets its retry run (and be charged).
    assert.equal((await store.once(ALICE, { message: "did nothing" }, run, policy)).kind, "ran");
    assert.deepEqual(await charged(), ["r1", "r2", "r3"]);
  });
});

Deno.test("claims sent together share a statement and each gets what it would get alone", async () => {
  await setup(async ({ sql, store }) => {
    const kept = tokenOf(await store.claim(ALICE, { message: "add milk" }));
    await store.complete(kept, response("r1"));
    const running = tokenOf(await store.claim(ALICE, { message: "add eggs" }));
    // One batch: new texts of two accounts, a kept text, a running one, the same new text twice,
    // a key whose text is kept (the key then stands for that response), the kept text again.
    const results = await Promise.all([
      store.claim(ALICE, { message: "add rice" }),
      store.claim(BOB, { message: "add rice" }),
      store.claim(ALICE, { message: "add milk" }),
      store.claim(ALICE, { message: "add eggs" }),
      store.claim(ALICE, { message: "add tea" }),
      store.claim(ALICE, { message: "add tea" }),
      store.claim(ALICE, { idempotencyKey: "k1", message: "add milk" }),
      store.claim(ALICE, { message: "add milk" }),
    ]);
    assert.deepEqual(results.map((r) => r.kind), [
      "run",
      "run",
      "replay",
      "busy",
      "run",
      "busy",
      "replay",
      "replay",
    ]);
    assert.deepEqual(results[7], { kind: "replay", response: response("r1"), matched: "text" });
    assert.deepEqual(await store.claim(ALICE, { idempotencyKey: "k1", message: "other" }), {
      kind: "replay",
      response: response("r1"),
      matched: "key",
    });
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from gateway.idempotency where state = 'running'`;
    assert.equal(row!.n, 4, "rice (Alice, Bob), tea, eggs run; nothing else holds a claim");
    await store.release(running);
  });
});
