import assert from "node:assert/strict";
import { connect, headers } from "@nats-io/transport-node";
import { z } from "zod";
import { decodeJson, encodeJson, ReplierLostError } from "./bus.ts";
import { call, defineRequest, serve } from "./contracts.ts";
import { AppError, ERROR_CODE } from "./errors.ts";
import { silentLogger } from "./log.ts";
import { NatsBus } from "./nats_bus.ts";
import {
  BEAT_NOW_HEADER,
  HEARTBEAT_EVERY_MS,
  HEARTBEAT_HEADER,
  REPLIER_LOST_AFTER_MS,
} from "./nats_liveness.ts";
import { TEST_NATS_URL, uniquePrefix } from "../testing/harness.ts";

/** The requests' own timeout: long, so that an answer before it shows the replica's loss was seen. */
const TIMEOUT_MS = 30_000;

/** A replica in a process of its own that takes each request of `work` and never answers. */
async function hungReplier(prefix: string) {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      new URL("../testing/hung_replier.ts", import.meta.url).pathname,
      TEST_NATS_URL,
      prefix,
    ],
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const next = async (line: string) => {
    while (!buffered.split("\n").includes(line)) {
      const { value, done } = await lines.read();
      if (done) throw new Error(`the replier exited before saying "${line}"`);
      buffered += value;
    }
    buffered = buffered.split("\n").filter((l) => l !== line).join("\n");
  };
  await next("ready");
  let killed = false;
  return {
    took: () => next("took"),
    kill: async () => {
      if (killed) return;
      killed = true;
      child.kill("SIGKILL");
      await child.status;
      await lines.cancel().catch(() => {});
    },
  };
}

Deno.test("a request whose replica is killed mid-request is answered by another replica, long before its timeout", async () => {
  const prefix = uniquePrefix();
  const hung = await hungReplier(prefix);
  const bus = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
  try {
    const started = performance.now();
    const reply = bus.request("work", encodeJson("read me"), {
      timeoutMs: TIMEOUT_MS,
      resendIfLost: true,
    });
    await hung.took();
    bus.serve(
      "work",
      "work",
      (msg) =>
        Promise.resolve({ data: encodeJson(`answered ${decodeJson(msg.data)}`), headers: {} }),
    );
    await bus.ping();
    await hung.kill();
    assert.equal(decodeJson((await reply).data), "answered read me");
    const tookMs = performance.now() - started;
    assert.ok(tookMs < REPLIER_LOST_AFTER_MS + 3_000, `answered after ${Math.round(tookMs)} ms`);
  } finally {
    await hung.kill();
    await bus.drain();
  }
});

Deno.test("a request not safe to send twice fails as its replica's loss within seconds, not its timeout", async () => {
  const prefix = uniquePrefix();
  const hung = await hungReplier(prefix);
  const bus = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
  let answeredElsewhere = 0;
  try {
    const started = performance.now();
    const reply = bus.request("work", encodeJson("write once"), { timeoutMs: TIMEOUT_MS });
    await hung.took();
    bus.serve("work", "work", (msg) => {
      answeredElsewhere++;
      return Promise.resolve(msg);
    });
    await bus.ping();
    await hung.kill();
    await assert.rejects(reply, ReplierLostError);
    const tookMs = performance.now() - started;
    assert.ok(tookMs < REPLIER_LOST_AFTER_MS + 3_000, `failed after ${Math.round(tookMs)} ms`);
    assert.equal(answeredElsewhere, 0, "sent again although running it twice is not safe");
  } finally {
    await hung.kill();
    await bus.drain();
  }
});

Deno.test("a request sent again and found still running on the lost replica is 503 (outcome unknown), not 409", async () => {
  const prefix = uniquePrefix();
  const hung = await hungReplier(prefix);
  const bus = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
  const work = defineRequest(
    "work",
    z.object({ op: z.string() }),
    z.object({}),
    undefined,
    () => true,
  );
  try {
    const reply = call(bus, work, { op: "write once" }, { timeoutMs: TIMEOUT_MS });
    await hung.took();
    serve(bus, work, { queue: "work", log: silentLogger }, () => {
      throw new AppError(ERROR_CODE.conflict, "The same request is still running");
    });
    await bus.ping();
    await hung.kill();
    await assert.rejects(reply, (err: unknown) => {
      assert.ok(err instanceof AppError);
      assert.equal(err.code, ERROR_CODE.unavailable);
      assert.equal(err.status, 503);
      assert.match(err.message, /whether it acted is unknown/);
      return true;
    });
  } finally {
    await hung.kill();
    await bus.drain();
  }
});

Deno.test("a replica working longer than the loss window keeps its request by its heartbeats", async () => {
  const prefix = uniquePrefix();
  const bus = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
  let runs = 0;
  bus.serve("slow", "slow", async (msg) => {
    runs++;
    await new Promise((resolve) => setTimeout(resolve, REPLIER_LOST_AFTER_MS + 2_000));
    return msg;
  });
  try {
    const reply = await bus.request("slow", encodeJson("take your time"), {
      timeoutMs: TIMEOUT_MS,
      resendIfLost: true,
    });
    assert.equal(decodeJson(reply.data), "take your time");
    assert.equal(runs, 1);
  } finally {
    await bus.drain();
  }
});

Deno.test("a replica sends heartbeats only to its deployment's heartbeat subjects, whatever a request names", async () => {
  const prefix = uniquePrefix();
  const bus = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
  const nc = await connect({ servers: TEST_NATS_URL });
  bus.serve("slow", "slow", async (msg) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    return msg;
  });
  const elsewhere: string[] = [];
  const spy = nc.subscribe(`${prefix}elsewhere.>`, {
    callback: (_, m) => void elsewhere.push(m.subject),
  });
  const other = nc.subscribe(`other_HB.>`, { callback: (_, m) => void elsewhere.push(m.subject) });
  try {
    await bus.ping();
    for (const target of [`${prefix}elsewhere.x`, "other_HB.x", ""]) {
      const h = headers();
      h.set(HEARTBEAT_HEADER, target);
      await nc.request(`${prefix}slow`, encodeJson("hi"), { timeout: 10_000, headers: h });
    }
    await nc.flush();
    assert.deepEqual(elsewhere, []);
  } finally {
    spy.unsubscribe();
    other.unsubscribe();
    await nc.close();
    await bus.drain();
  }
});

Deno.test("a request sent again is beaten for at once, so landing on a lost replica again is seen within a second", async () => {
  const prefix = uniquePrefix();
  const bus = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
  const nc = await connect({ servers: TEST_NATS_URL });
  bus.serve("slow", "slow", async (msg) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return msg;
  });
  const firstBeat = async (beatNow: boolean): Promise<number> => {
    const to = `${prefix}_HB.test.${beatNow}`;
    let first = 0;
    const sub = nc.subscribe(to, { callback: () => void (first ||= performance.now()) });
    await nc.flush();
    const h = headers();
    h.set(HEARTBEAT_HEADER, to);
    if (beatNow) h.set(BEAT_NOW_HEADER, "1");
    const sent = performance.now();
    await nc.request(`${prefix}slow`, encodeJson("hi"), { timeout: 10_000, headers: h });
    sub.unsubscribe();
    return first - sent;
  };
  try {
    await bus.ping();
    const now = await firstBeat(true);
    const usual = await firstBeat(false);
    assert.ok(now >= 0 && now < HEARTBEAT_EVERY_MS / 2, `first beat after ${Math.round(now)} ms`);
    assert.ok(usual >= HEARTBEAT_EVERY_MS * 0.9, `first usual beat after ${Math.round(usual)} ms`);
  } finally {
    await nc.close();
    await bus.drain();
  }
});
