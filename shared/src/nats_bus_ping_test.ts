import assert from "node:assert/strict";
import { silentLogger } from "./log.ts";
import { NatsBus } from "./nats_bus.ts";
import { waitFor } from "../testing/harness.ts";

Deno.test("a bus whose server stops answering (frozen, its socket open) counts as disconnected within 12 s", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const storeDir = await Deno.makeTempDir({ prefix: "nats-" });
  const server = new Deno.Command("nats-server", {
    args: ["-a", "127.0.0.1", "-p", String(port), "-js", "-sd", storeDir],
    stdout: "null",
    stderr: "null",
  }).spawn();
  let bus: NatsBus | null = null;
  try {
    await waitFor("nats-server to listen", async () => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      conn.close();
      return true;
    });
    bus = await NatsBus.connect({ servers: `nats://127.0.0.1:${port}`, log: silentLogger });
    await bus.ping();
    server.kill("SIGSTOP"); // the fault: the process is frozen, its connections stay open
    const started = performance.now();
    await waitFor("the bus to notice", () => bus!.ping().then(() => false, () => true), 12_000);
    assert.ok(performance.now() - started < 12_000);
  } finally {
    server.kill("SIGCONT");
    server.kill("SIGKILL");
    await server.status;
    await bus?.drain().catch(() => {});
    await Deno.remove(storeDir, { recursive: true });
  }
});
