import assert from "node:assert/strict";
import {
  FAKE_KEY,
  openaiText,
  openaiToolCalls,
  startFakeOpenAI,
} from "../services/assistant/testing/fake_openai.ts";
import {
  api,
  createKey,
  freePort,
  sharedServers,
  startEmbedded,
  startOnServers,
  waitFor,
} from "./_harness.ts";
import { mcpToolCall } from "./_mcp.ts";
import { spawn } from "./_processes.ts";

/** The first answer of `send`, sent again while it is 409 (the first run still holds its claim). */
async function retriedPast409(send: () => Promise<Response>): Promise<Response> {
  let retry: Response | null = null;
  await waitFor("an answer other than 409", async () => {
    retry = await send();
    if (retry.status === 409) await retry.body?.cancel();
    return retry.status !== 409;
  });
  return retry!;
}

Deno.test("a gateway killed mid-request leaves its Idempotency-Key usable once the request timeout has passed", async () => {
  // The model does not answer the first request, so it is in flight when its gateway dies;
  // then it answers the retry. Both replicas use it (either assistant may take the request).
  const fake = startFakeOpenAI([
    "hang",
    openaiToolCalls([{
      id: "c1",
      name: "notes_create",
      arguments: '{"text":"the boiler was serviced"}',
    }]),
    openaiText("Noted: the boiler was serviced."),
  ]);
  const model = {
    MODEL_PROVIDER: "openai",
    MODEL: "gpt-test-1",
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: FAKE_KEY,
    // The hung call must stay hung for the whole test: a provider retry would take the
    // answers meant for the real retry.
    MODEL_TIMEOUT_MS: "120000",
  };
  const servers = await sharedServers();
  const port = freePort();
  const env = {
    ...servers.env,
    PORT: String(port),
    DATA_DIR: await Deno.makeTempDir(),
    ...model,
    // Long enough that the doomed gateway cannot give up (and release its claim) before it is
    // killed; its claim's lease is this plus a margin.
    GATEWAY_REQUEST_TIMEOUT_MS: "3000",
    // The test polls; the limit is not what it is about.
    RATE_LIMIT_ACTIONS_PER_MINUTE: "1000",
  };
  const doomed = spawn("main.ts", env, "null");
  const survivor = await startOnServers(servers, {
    ...model,
    GATEWAY_REQUEST_TIMEOUT_MS: "1000",
    RATE_LIMIT_ACTIONS_PER_MINUTE: "1000",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor("the doomed gateway", async () => (await fetch(`${base}/readyz`)).status === 200);
    const key = await createKey(
      survivor.baseUrl,
      "kai",
      "create an API key that can manage my notes",
    );
    const send = (b: string) =>
      api(b, "/actions", key, { message: "jot down that the boiler was serviced" }, {
        "idempotency-key": "order-42",
      });

    const inFlight = fetch(`${base}/api/assistant/v1/actions`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        "idempotency-key": "order-42",
      },
      body: JSON.stringify({ message: "jot down that the boiler was serviced" }),
    }).catch(() => null);
    await waitFor(
      "the request to reach the model",
      () => Promise.resolve(fake.received.length > 0),
    );
    doomed.kill("SIGKILL");
    await doomed.status;
    await inFlight;

    const busy = await send(survivor.baseUrl);
    assert.equal(busy.status, 409, "the dead gateway's claim still holds for now");
    assert.ok(Number(busy.headers.get("retry-after")) >= 1);
    await busy.body?.cancel();

    // The claim's lease is the request timeout plus a margin: after it, the key works again.
    let status = 0;
    await waitFor("the key to be usable", async () => {
      const res = await send(survivor.baseUrl);
      status = res.status;
      await res.body?.cancel();
      return status !== 409;
    }, 15_000);
    assert.equal(status, 200);
    // The chat runs on the configured (scripted) model now, so the store itself is read.
    const [notes] = await survivor.system.sql<{ n: number }[]>`
      select count(*)::int as n from assistant.notes where text like '%boiler%'`;
    assert.equal(notes!.n, 1, "the note was written once");
  } finally {
    try {
      doomed.kill("SIGKILL");
    } catch {
      // already dead
    }
    // Release the hung model call first, so that no replica waits for it while draining.
    await fake.close();
    await survivor.stop();
    await servers.cleanup();
    await Deno.remove(env.DATA_DIR, { recursive: true });
  }
});

Deno.test("with NATS down the API answers 503 with Retry-After, and serves again by itself when NATS returns", async () => {
  const natsPort = freePort();
  const storeDir = await Deno.makeTempDir();
  const startNats = () =>
    new Deno.Command("nats-server", {
      args: ["-a", "127.0.0.1", "-p", String(natsPort), "-js", "-sd", storeDir],
      stdout: "null",
      stderr: "null",
    }).spawn();
  let nats = startNats();
  const servers = await sharedServers();
  try {
    await waitFor("nats", async () => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port: natsPort });
      conn.close();
      return true;
    });
    const sys = await startOnServers({
      ...servers,
      env: { ...servers.env, NATS_URL: `nats://127.0.0.1:${natsPort}` },
    }, {
      GATEWAY_REQUEST_TIMEOUT_MS: "2000",
    });
    try {
      const key = await createKey(sys.baseUrl, "nia", "create an API key");
      const ok = await api(sys.baseUrl, "/messages", key, { message: "hello" });
      assert.equal(ok.status, 200);
      await ok.body?.cancel();

      nats.kill("SIGTERM");
      await nats.status;
      const down = await api(sys.baseUrl, "/messages", key, { message: "hello again" });
      assert.equal(down.status, 503);
      assert.ok(Number(down.headers.get("retry-after")) >= 1);
      assert.equal((await down.json()).code, "service_unavailable");
      const ready = await fetch(`${sys.baseUrl}/readyz`);
      assert.equal(ready.status, 503, "readiness says so too");
      await ready.body?.cancel();

      nats = startNats();
      await waitFor("the API to answer again", async () => {
        const res = await api(sys.baseUrl, "/messages", key, {
          message: `are you back ${Date.now()}`,
        });
        await res.body?.cancel();
        return res.status === 200;
      });
    } finally {
      await sys.stop();
    }
  } finally {
    nats.kill("SIGTERM");
    await nats.status;
    await servers.cleanup().catch(() => {});
    await Deno.remove(storeDir, { recursive: true });
  }
});

Deno.test("with its database connections gone the API and MCP answer 503 with Retry-After, not 500", async () => {
  const sys = await startEmbedded();
  try {
    const key = await createKey(sys.baseUrl, "dee", "create an API key that can manage my notes");
    // The key is known (cached) before the database goes, so what fails is the work behind it.
    const warm = await mcpToolCall(sys.baseUrl, key, "notes_list");
    assert.equal(warm.status, 200);
    await warm.body?.cancel();
    // Close the system's only database connection pool under it.
    await sys.system.sql.end();
    const res = await api(sys.baseUrl, "/messages", `${key}`, { message: "hello" });
    assert.equal(res.status, 503);
    await res.body?.cancel();
    // Not a JSON-RPC internal error in a 200, which no client retries.
    const mcp = await mcpToolCall(sys.baseUrl, key, "notes_create", { text: "the gate code" });
    assert.equal(mcp.status, 503, await mcp.clone().text());
    assert.ok(Number(mcp.headers.get("retry-after")) >= 1);
    await mcp.body?.cancel();
  } finally {
    await sys.stop().catch(() => {});
  }
});

Deno.test("a request the gateway gave up on, that the assistant finished anyway, runs once when retried with its Idempotency-Key", async () => {
  // The model answers the first call late: after the gateway's timeout, so the client gets 503
  // while the assistant goes on and writes the note. The script has a second run in it, which
  // a retry that ran again would take (and write a second note).
  const fake = startFakeOpenAI([
    openaiToolCalls([{
      id: "c1",
      name: "notes_create",
      arguments: '{"text":"the meter was read"}',
    }]),
    openaiText("Noted: the meter was read."),
    openaiToolCalls([{
      id: "c2",
      name: "notes_create",
      arguments: '{"text":"the meter was read"}',
    }]),
    openaiText("Noted: the meter was read."),
  ]);
  let late = true;
  const slow = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (req) => {
    if (late) {
      late = false;
      await new Promise((r) => setTimeout(r, 1_500)); // the fault: a model slower than the gateway
    }
    const url = new URL(req.url);
    return await fetch(`${new URL(fake.url).origin}${url.pathname}`, {
      method: req.method,
      headers: req.headers,
      body: await req.arrayBuffer(),
    });
  });
  const servers = await sharedServers();
  const sys = await startOnServers(servers, {
    MODEL_PROVIDER: "openai",
    MODEL: "gpt-test-1",
    OPENAI_BASE_URL: `http://127.0.0.1:${slow.addr.port}/v1`,
    OPENAI_API_KEY: FAKE_KEY,
    GATEWAY_REQUEST_TIMEOUT_MS: "1000",
  });
  try {
    const key = await createKey(sys.baseUrl, "mo", "create an API key that can manage my notes");
    const send = () =>
      api(sys.baseUrl, "/actions", key, { message: "note that the meter was read" }, {
        "idempotency-key": "meter-1",
      });
    const first = await send();
    assert.equal(first.status, 503);
    await first.body?.cancel();
    const notes = async () =>
      (await sys.system.sql<{ n: number }[]>`
        select count(*)::int as n from assistant.notes where text like '%meter%'`)[0]!.n;
    await waitFor("the assistant to write the note", async () => await notes() === 1);
    // Its run is over (the reply stored) once the model has answered the second call.
    await waitFor("the first run to end", () => fake.received.length >= 2);

    const retry = await retriedPast409(send);
    const body = await retry.json();
    assert.equal(retry.status, 200, JSON.stringify(body));
    assert.deepEqual(body.actions.map((a: { tool: string }) => a.tool), ["notes_create"]);
    assert.equal(await notes(), 1, "the note was written once");
    assert.equal(fake.received.length, 2, "the retry did not run the model again");
  } finally {
    await fake.close();
    await slow.shutdown();
    await sys.stop();
    await servers.cleanup();
  }
});

Deno.test("with the database too slow to take its claim, POST /actions answers 503 timeout within the request timeout, and runs once when retried", async () => {
  const servers = await sharedServers();
  const sys = await startOnServers(servers, { GATEWAY_REQUEST_TIMEOUT_MS: "1000" });
  try {
    const key = await createKey(sys.baseUrl, "lu", "create an API key that can manage my notes");
    const send = () =>
      api(sys.baseUrl, "/actions", key, { message: "note that the gate code changed" }, {
        "idempotency-key": "gate-1",
      });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const first = await sys.system.sql.begin(async (tx) => {
      // The claim waits for this lock, which is held until the answer is in: only the request's
      // deadline can answer it.
      await tx`lock table gateway.idempotency in access exclusive mode`;
      const stuck = new Promise<null>((r) => timer = setTimeout(() => r(null), 15_000));
      return await Promise.race([send(), stuck]).finally(() => clearTimeout(timer));
    });
    assert.ok(first, "answered while the database still held the claim back");
    assert.equal(first.status, 503);
    assert.equal(first.headers.get("retry-after"), "2");
    assert.equal((await first.json()).code, "timeout");

    const retry = await retriedPast409(send);
    const body = await retry.json();
    assert.equal(retry.status, 200, JSON.stringify(body));
    const [row] = await sys.system.sql<{ n: number }[]>`
      select count(*)::int as n from assistant.notes where text like '%gate code%'`;
    assert.equal(row?.n, 1, "the note was written once");
  } finally {
    await sys.stop();
    await servers.cleanup();
  }
});
