import assert from "node:assert/strict";
import { z } from "zod";
import { type Bus, decodeJson, encodeJson } from "./bus.ts";
import { call, defineRequest, serve } from "./contracts.ts";
import { AppError, ERROR_CODE } from "./errors.ts";
import { createLogger, silentLogger } from "./log.ts";
import { MemoryBus, subjectMatches } from "./memory_bus.ts";
import { NatsBus } from "./nats_bus.ts";
import { TEST_NATS_URL, uniquePrefix } from "../testing/harness.ts";

const echo = defineRequest(
  "test.echo",
  z.object({ n: z.number().int() }),
  z.object({ n: z.number().int(), by: z.string(), request_id: z.string() }),
);

/** The same behaviour is asked of both buses. */
async function behavesLikeABus(t: Deno.TestContext, makeBus: () => Promise<Bus>) {
  const a = await makeBus();
  const b = await makeBus();
  const opts = { queue: "echo", log: silentLogger };
  try {
    await t.step("replicas in one queue group share the requests, each answered once", async () => {
      const seen: string[] = [];
      const s1 = serve(a, echo, opts, ({ n }, ctx) => {
        seen.push("a");
        return Promise.resolve({ n, by: "a", request_id: ctx.requestId });
      });
      const s2 = serve(b, echo, opts, ({ n }, ctx) => {
        seen.push("b");
        return Promise.resolve({ n, by: "b", request_id: ctx.requestId });
      });
      if (a instanceof NatsBus) await new Promise((r) => setTimeout(r, 100));
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, n) => call(a, echo, { n }, { requestId: `req-${n}` })),
      );
      assert.deepEqual(replies.map((r) => r.n), Array.from({ length: 40 }, (_, n) => n));
      assert.deepEqual(replies.map((r) => r.request_id), replies.map((_, n) => `req-${n}`));
      assert.equal(seen.length, 40, "each request was handled exactly once");
      assert.ok(seen.includes("a") && seen.includes("b"), "both replicas took work");
      await s1.stop();
      await s2.stop();
    });

    await t.step("no responder becomes a 503 with Retry-After", async () => {
      await assert.rejects(call(a, echo, { n: 1 }, { timeoutMs: 500 }), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.status, 503);
        assert.equal(err.code, ERROR_CODE.unavailable);
        assert.ok((err.retryAfter ?? 0) >= 1);
        return true;
      });
    });

    await t.step(
      "a slow responder becomes a 503 `timeout` with Retry-After after the timeout",
      async () => {
        const slow = serve(a, echo, opts, async ({ n }, ctx) => {
          await new Promise((r) => setTimeout(r, 400));
          return { n, by: "slow", request_id: ctx.requestId };
        });
        await assert.rejects(call(a, echo, { n: 1 }, { timeoutMs: 100 }), (err: unknown) => {
          assert.ok(err instanceof AppError);
          assert.equal(err.status, 503);
          assert.equal(err.code, ERROR_CODE.timeout);
          assert.ok((err.retryAfter ?? 0) >= 1);
          return true;
        });
        await new Promise((r) => setTimeout(r, 450));
        await slow.stop();
      },
    );

    await t.step("a typed error travels to the caller with its code and status", async () => {
      const failing = serve(a, echo, opts, () => {
        throw new AppError(ERROR_CODE.conflict, "Too many keys");
      });
      await assert.rejects(call(a, echo, { n: 1 }), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.status, 409);
        assert.equal(err.code, "conflict");
        assert.equal(err.message, "Too many keys");
        return true;
      });
      await failing.stop();
    });

    await t.step("a status that overrides the code's own survives the trip", async () => {
      const failing = serve(a, echo, opts, () => {
        throw new AppError(ERROR_CODE.unavailable, "The calendar server is unreachable", {
          status: 502,
        });
      });
      await assert.rejects(call(a, echo, { n: 1 }), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.status, 502);
        assert.equal(err.code, "service_unavailable");
        return true;
      });
      await failing.stop();
    });

    await t.step("an error's Retry-After survives the trip", async () => {
      const busy = serve(a, echo, opts, () => {
        throw new AppError(ERROR_CODE.unavailable, "The model is busy", {
          retryAfter: 7,
        });
      });
      await assert.rejects(call(a, echo, { n: 1 }), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.status, 503);
        assert.equal(err.retryAfter, 7);
        return true;
      });
      await busy.stop();
    });

    await t.step("an unexpected error is a 500 that reveals nothing", async () => {
      const failing = serve(a, echo, opts, () => {
        throw new Error("secret detail asst_abcdefghijklmnop");
      });
      await assert.rejects(call(a, echo, { n: 1 }), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.status, 500);
        assert.ok(!err.message.includes("secret"));
        return true;
      });
      await failing.stop();
    });

    await t.step("both ends validate payloads", async () => {
      const lying = serve(a, echo, opts, () => Promise.resolve({ n: "x" } as never));
      await assert.rejects(call(a, echo, { n: 1 }), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.equal(err.status, 500);
        return true;
      });
      await assert.rejects(call(a, echo, { n: 1.5 }), (e: Error) => e.name === "ZodError");
      const raw = await a.request("test.echo", encodeJson({ n: "nope" }), { timeoutMs: 1000 });
      assert.equal(raw.headers["x-error-code"], "bad_request");
      const garbage = await a.request("test.echo", new Uint8Array([0xff, 0x00]), {
        timeoutMs: 1000,
      });
      assert.equal(garbage.headers["x-error-code"], "bad_request");
      await lying.stop();
    });

    await t.step("a broadcast reaches every subscriber", async () => {
      const got: string[] = [];
      const done = Promise.withResolvers<void>();
      const s1 = a.subscribe("test.bcast", (m) => {
        got.push(`a:${decodeJson(m.data)}`);
        if (got.length === 2) done.resolve();
      });
      const s2 = b.subscribe("test.bcast", (m) => {
        got.push(`b:${decodeJson(m.data)}`);
        if (got.length === 2) done.resolve();
      });
      if (a instanceof NatsBus) await new Promise((r) => setTimeout(r, 100));
      a.broadcast("test.bcast", encodeJson("hi"));
      await done.promise;
      assert.deepEqual(got.sort(), ["a:hi", "b:hi"]);
      await s1.stop();
      await s2.stop();
    });

    await t.step("events are stored once per id and delivered again after a failure", async () => {
      await a.ensureEventStream();
      await b.ensureEventStream();
      const first = await a.publishEvent("events.reminder.fired", encodeJson({ k: 1 }), "ev-1");
      const dup = await a.publishEvent("events.reminder.fired", encodeJson({ k: 1 }), "ev-1");
      assert.equal(first.duplicate, false);
      assert.equal(dup.duplicate, true);
      await a.publishEvent("events.price.drop", encodeJson({ k: 2 }), "ev-2");
      const received: unknown[] = [];
      let failedOnce = false;
      const done = Promise.withResolvers<void>();
      const consumer = await b.consume(
        { durable: "test", filterSubject: "events.>", retryDelayMs: 50 },
        (msg, info) => {
          const body = decodeJson(msg.data) as { k: number };
          if (body.k === 2 && !failedOnce) {
            failedOnce = true;
            return Promise.reject(new Error("receiver down"));
          }
          received.push({ ...body, deliveries: info.deliveryCount });
          if (received.length === 2) done.resolve();
          return Promise.resolve();
        },
      );
      await done.promise;
      await consumer.stop();
      assert.deepEqual(received, [{ k: 1, deliveries: 1 }, { k: 2, deliveries: 2 }]);
    });
  } finally {
    await a.drain();
    await b.drain();
  }
}

Deno.test("MemoryBus behaves like a bus", async (t) => {
  const shared = new MemoryBus();
  await behavesLikeABus(t, () => Promise.resolve(shared));
});

Deno.test("NatsBus behaves like a bus on a real NATS server", async (t) => {
  const prefix = uniquePrefix();
  const made: NatsBus[] = [];
  await behavesLikeABus(t, async () => {
    const bus = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
    made.push(bus);
    return bus;
  });
  const cleanup = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
  await cleanup.deleteEventStream();
  await cleanup.drain();
});

Deno.test("NatsBus keeps deployments with different prefixes apart", async () => {
  const p1 = uniquePrefix();
  const p2 = uniquePrefix();
  const one = await NatsBus.connect({ servers: TEST_NATS_URL, prefix: p1, log: silentLogger });
  const two = await NatsBus.connect({ servers: TEST_NATS_URL, prefix: p2, log: silentLogger });
  try {
    const s = serve(
      one,
      echo,
      { queue: "q", log: silentLogger },
      ({ n }, ctx) => Promise.resolve({ n, by: "one", request_id: ctx.requestId }),
    );
    await new Promise((r) => setTimeout(r, 50));
    assert.equal((await call(one, echo, { n: 3 })).by, "one");
    await assert.rejects(call(two, echo, { n: 3 }, { timeoutMs: 300 }), AppError);
    await s.stop();
  } finally {
    await one.drain();
    await two.drain();
  }
});

Deno.test("subjectMatches() follows NATS wildcards", () => {
  assert.ok(subjectMatches("events.>", "events.reminder.fired"));
  assert.ok(!subjectMatches("events.>", "events"));
  assert.ok(subjectMatches("events.*.fired", "events.reminder.fired"));
  assert.ok(!subjectMatches("events.*", "events.reminder.fired"));
  assert.ok(subjectMatches("a.b", "a.b"));
  assert.ok(!subjectMatches("a.b", "a.b.c"));
});

Deno.test("a handler's retriable 503 is logged as a warning, any other 5xx as an error", async () => {
  const bus = new MemoryBus();
  const lines: { level: string; msg: string }[] = [];
  const log = createLogger({
    service: "test",
    sink: (line, level) => lines.push({ level, msg: JSON.parse(line).msg }),
  });
  const fails = (err: AppError) =>
    serve(bus, echo, { queue: "echo", log }, () => Promise.reject(err));
  const timedOut = fails(new AppError(ERROR_CODE.timeout, "deadline passed", { retryAfter: 1 }));
  await assert.rejects(call(bus, echo, { n: 1 }), (e: unknown) => (e as AppError).status === 503);
  await timedOut.stop();
  const broken = fails(new AppError(ERROR_CODE.internal, "broken"));
  await assert.rejects(call(bus, echo, { n: 1 }), (e: unknown) => (e as AppError).status === 500);
  await broken.stop();
  assert.deepEqual(lines.filter((l) => l.level !== "debug"), [
    { level: "warn", msg: "request not served, the caller may retry" },
    { level: "error", msg: "request failed" },
  ]);
});
