import assert from "node:assert/strict";
import { BusDisconnectedError, encodeJson } from "./bus.ts";
import { silentLogger } from "./log.ts";
import { DISCONNECT_GRACE_MS, NatsBus } from "./nats_bus.ts";
import { waitFor } from "../testing/harness.ts";

/** A NATS server of the test's own on a free port, to stop and start again. */
function ownNatsServer() {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const storeDir = Deno.makeTempDirSync({ prefix: "nats-" });
  let child: Deno.ChildProcess | undefined;
  const start = async () => {
    child = new Deno.Command("nats-server", {
      args: ["-a", "127.0.0.1", "-p", String(port), "-js", "-sd", storeDir],
      stdout: "null",
      stderr: "null",
    }).spawn();
    await waitFor("nats-server to listen", async () => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      conn.close();
      return true;
    });
  };
  const stop = async () => {
    child?.kill("SIGKILL");
    await child?.status;
    child = undefined;
  };
  const remove = async () => {
    await stop();
    await Deno.remove(storeDir, { recursive: true });
  };
  return { url: `nats://127.0.0.1:${port}`, start, stop, remove };
}

/** The requests' own timeout, which none of them may wait out. */
const TIMEOUT_MS = 60_000;

/** Which of `settles` and a guard that far outlasts the grace period (and not the timeout) came first. */
async function settlesBeforeGuard(settles: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard = new Promise<"guard">((resolve) => {
    timer = setTimeout(() => resolve("guard"), DISCONNECT_GRACE_MS + 8_000);
  });
  try {
    return await Promise.race([settles.then(() => "resolved", (err) => err), guard]);
  } finally {
    clearTimeout(timer);
  }
}

Deno.test("a request in flight or sent while the bus is down fails as disconnected after the grace, not its timeout; readiness says so at once", async () => {
  const nats = ownNatsServer();
  await nats.start();
  const bus = await NatsBus.connect({ servers: nats.url, log: silentLogger });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  bus.serve("slow.echo", "slow", async (msg) => {
    await held;
    return msg;
  });
  try {
    await bus.ping();
    const inFlight = bus.request("slow.echo", encodeJson("hello"), { timeoutMs: TIMEOUT_MS });
    await nats.stop();
    const outcome = await settlesBeforeGuard(inFlight);
    assert.ok(outcome instanceof BusDisconnectedError, `in flight: ${outcome}`);

    await assert.rejects(bus.ping(), BusDisconnectedError);
    const sentWhileDown = bus.request("slow.echo", encodeJson("again"), { timeoutMs: TIMEOUT_MS });
    const later = await settlesBeforeGuard(sentWhileDown);
    assert.ok(later instanceof BusDisconnectedError, `sent while down: ${later}`);

    await nats.start();
    release();
    await waitFor("the bus to serve again", async () => {
      const reply = await bus.request("slow.echo", encodeJson("back"), { timeoutMs: 1_000 })
        .catch(() => null);
      return reply !== null;
    });
    await bus.ping();
  } finally {
    release();
    await bus.drain().catch(() => {});
    await nats.remove();
  }
});
