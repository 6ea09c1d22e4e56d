import assert from "node:assert/strict";
import { connectPostgres } from "./db.ts";
import { TEST_NATS_URL, TEST_POSTGRES_URL } from "../testing/harness.ts";

/**
 * Boots the probe service with `env`, runs `whileUp` against its port, stops it.
 * @returns its output
 */
async function withProbe(
  env: Record<string, string>,
  whileUp: (port: number) => Promise<void> = async () => {},
): Promise<string> {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../testing/boot_probe.ts", import.meta.url).pathname],
    env: {
      DATABASE_URL: TEST_POSTGRES_URL,
      NATS_URL: TEST_NATS_URL,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let failure: unknown = null;
  try {
    let status = 0;
    for (let i = 0; i < 200 && status !== 200; i++) {
      status = await fetch(`http://127.0.0.1:${port}/healthz`).then(async (r) => {
        await r.body?.cancel();
        return r.status;
      }, () => 0);
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(status, 200, "the probe service came up");
    await whileUp(port);
  } catch (err) {
    failure = err;
  }
  try {
    child.kill("SIGTERM");
  } catch {
    // It has exited already (it could not start): its output says why.
  }
  const out = await child.output();
  const output = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  if (failure) throw new Error(`${failure}\nthe probe printed:\n${output}`, { cause: failure });
  return output;
}

/** Boots the probe service with LOG_LEVEL, makes one request, stops it. @returns its output */
function outputAt(level: string): Promise<string> {
  return withProbe({ LOG_LEVEL: level });
}

/**
 * The connections a probe service opens when 20 readiness checks (each a database ping) arrive at
 * once, as Postgres counts them.
 */
async function connectionsUnderBurst(env: Record<string, string>): Promise<number> {
  const name = `probe_${crypto.randomUUID().slice(0, 8)}`;
  let opened = 0;
  await withProbe({ ...env, PROBE_NAME: name, LOG_LEVEL: "warn" }, async (port) => {
    await Promise.all(
      Array.from(
        { length: 20 },
        () => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.body?.cancel()),
      ),
    );
    const sql = connectPostgres(TEST_POSTGRES_URL, { max: 1 });
    try {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity where application_name = ${name}`;
      opened = row?.n ?? 0;
    } finally {
      await sql.end();
    }
  });
  return opened;
}

Deno.test("a separately started service's request log honours LOG_LEVEL", async () => {
  const info = await outputAt("info");
  assert.match(info, /"msg":"request"/, "at info each request is logged");
  const warn = await outputAt("warn");
  assert.doesNotMatch(warn, /"msg":"request"/, "at warn it is not");
  assert.doesNotMatch(warn, /"level":"info"/, "nor anything else below warn");
});

Deno.test("a service's pool has the size its boot gives, unless DATABASE_POOL_SIZE says otherwise", async () => {
  assert.equal(await connectionsUnderBurst({ PROBE_POOL_SIZE: "3" }), 3);
  assert.equal(await connectionsUnderBurst({ PROBE_POOL_SIZE: "3", DATABASE_POOL_SIZE: "5" }), 5);
  assert.equal(await connectionsUnderBurst({}), 10, "10 when neither says");
});
