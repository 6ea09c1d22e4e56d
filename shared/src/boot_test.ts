import assert from "node:assert/strict";
import { TEST_NATS_URL, TEST_POSTGRES_URL } from "./testing.ts";

/** Boots the probe service with LOG_LEVEL, makes one request, stops it. @returns its output */
async function outputAt(level: string): Promise<string> {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("./_boot_probe.ts", import.meta.url).pathname],
    env: {
      DATABASE_URL: TEST_POSTGRES_URL,
      NATS_URL: TEST_NATS_URL,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: level,
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let status = 0;
  for (let i = 0; i < 200 && status !== 200; i++) {
    status = await fetch(`http://127.0.0.1:${port}/healthz`).then(async (r) => {
      await r.body?.cancel();
      return r.status;
    }, () => 0);
    if (status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(status, 200, "the probe service came up");
  child.kill("SIGTERM");
  const out = await child.output();
  return new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
}

Deno.test("a separately started service's request log honours LOG_LEVEL", async () => {
  const info = await outputAt("info");
  assert.match(info, /"msg":"request"/, "at info each request is logged");
  const warn = await outputAt("warn");
  assert.doesNotMatch(warn, /"msg":"request"/, "at warn it is not");
  assert.doesNotMatch(warn, /"level":"info"/, "nor anything else below warn");
});
