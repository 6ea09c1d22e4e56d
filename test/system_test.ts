import assert from "node:assert/strict";
import {
  api,
  chat,
  createKey,
  freePort,
  sharedServers,
  startEmbedded,
  startOnServers,
} from "./_harness.ts";
import { output, spawn, startServiceProcesses, waitUntilReady } from "./_processes.ts";

Deno.test("GET /healthz and /readyz say the system is alive and its database and bus answer", async () => {
  const sys = await startEmbedded();
  try {
    const health = await fetch(`${sys.baseUrl}/healthz`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: "ok" });
    const ready = await fetch(`${sys.baseUrl}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), {
      status: "ready",
      checks: { database: true, bus: true, draining: false },
    });
  } finally {
    await sys.stop();
  }
});

Deno.test("an unknown path answers 404 as problem+json", async () => {
  const sys = await startEmbedded();
  try {
    const res = await fetch(`${sys.baseUrl}/api/assistant/v1/nothing`);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get("content-type"), "application/problem+json");
    assert.equal((await res.json()).code, "not_found");
  } finally {
    await sys.stop();
  }
});

Deno.test("a bad setting stops the start command with one line naming the variable", async () => {
  for (
    const [env, pattern] of [
      [{ PORT: "eighty" }, /^Configuration error: PORT is "eighty": /],
      [{ KEY_PEPPER: "short" }, /^Configuration error: KEY_PEPPER is "\(hidden\)": /],
      [{ LOG_LEVEL: "loud" }, /^Configuration error: LOG_LEVEL is "loud": /],
      [{ DATABASE_URL: "not a url" }, /^Configuration error: DATABASE_URL is "\(hidden\)": /],
    ] as const
  ) {
    const dataDir = await Deno.makeTempDir();
    const result = await output(spawn("main.ts", { DATA_DIR: dataDir, ...env }));
    await Deno.remove(dataDir, { recursive: true });
    assert.equal(result.code, 1, JSON.stringify(env));
    const lines = result.stderr.trim().split("\n");
    assert.equal(lines.length, 1, result.stderr);
    assert.match(lines[0]!, pattern);
  }
});

Deno.test("a service started alone without DATABASE_URL says so in one line", async () => {
  const result = await output(
    spawn("services/gateway/main.ts", { NATS_URL: "nats://127.0.0.1:4222" }),
  );
  assert.equal(result.code, 1);
  assert.match(result.stderr.trim(), /^Configuration error: DATABASE_URL is unset: /);
});

Deno.test("SIGTERM drains the embedded system and exits 0, and its data survives a restart", async () => {
  const dataDir = await Deno.makeTempDir();
  try {
    const port = freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    let child = spawn("main.ts", env);
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child);
    const key = await createKey(`http://127.0.0.1:${port}`, "ada", "create an API key");
    await chat(`http://127.0.0.1:${port}`, "ada", "remember that my dentist is Dr Lee");
    child.kill("SIGTERM");
    const first = await output(child);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /"msg":"draining"/);
    assert.match(first.stdout, /"msg":"stopped"/);

    child = spawn("main.ts", env);
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child);
    const res = await api(`http://127.0.0.1:${port}`, "/messages", key, {
      message: "who is my dentist?",
    });
    assert.equal(res.status, 200);
    assert.match((await res.json()).reply, /Dr Lee/);
    child.kill("SIGTERM");
    assert.equal((await output(child)).code, 0);
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
});

Deno.test("the four services run as separate processes over NATS and Postgres", async () => {
  const servers = await sharedServers();
  const system = await startServiceProcesses(servers);
  try {
    const { apiBase, chatBase } = system;
    await chat(chatBase, "grace", "remember that my dentist is Dr Lee");
    const key = await createKey(chatBase, "grace", "create an API key that can read my calendar");
    const res = await api(apiBase, "/messages", key, { message: "who is my dentist?" });
    assert.equal(res.status, 200);
    assert.match((await res.json()).reply, /Dr Lee/);
    const noChatOnGateway = await fetch(`${apiBase}/chat/api/messages?user=grace`);
    assert.equal(noChatOnGateway.status, 404);
    await noChatOnGateway.body?.cancel();

    // Without the assistant, the gateway answers 503 with Retry-After instead of hanging.
    const { assistant } = system.children;
    assistant.kill("SIGTERM");
    assert.equal((await assistant.status).code, 0);
    const down = await api(apiBase, "/messages", key, { message: "who is my dentist?" });
    assert.equal(down.status, 503);
    assert.ok(Number(down.headers.get("retry-after")) >= 1);
    assert.equal((await down.json()).code, "service_unavailable");
  } finally {
    await system.stop();
    await servers.cleanup();
  }
});

Deno.test("revoking a key in the chat stops it at once on every gateway replica", async () => {
  const servers = await sharedServers();
  const one = await startOnServers(servers);
  const two = await startOnServers(servers);
  try {
    const key = await createKey(one.baseUrl, "lin", "create an API key called replica-test");
    for (const sys of [one, two]) {
      const res = await api(sys.baseUrl, "/messages", key, { message: "hello" });
      assert.equal(res.status, 200, "each replica has now cached the key");
      await res.body?.cancel();
    }
    await chat(one.baseUrl, "lin", "revoke API key replica-test");
    // The broadcast is asynchronous: give it the time of one NATS round trip.
    let status = 0;
    for (let i = 0; i < 20 && status !== 401; i++) {
      const res = await api(two.baseUrl, "/messages", key, { message: "hello" });
      status = res.status;
      await res.body?.cancel();
      if (status !== 401) await new Promise((r) => setTimeout(r, 25));
    }
    assert.equal(status, 401, "the other replica refuses the key well before its cache expires");
  } finally {
    await one.stop();
    await two.stop();
    await servers.cleanup();
  }
});
