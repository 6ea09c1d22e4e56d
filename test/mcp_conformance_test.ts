/**
 * The MCP endpoint against outside tools: the MCP Inspector CLI and the server scenarios of
 * `@modelcontextprotocol/conformance`, on the embedded system and on two gateway replicas behind
 * a round-robin balancer; plus the checks the issue names that this version of the suite has no
 * scenario for (batch rejection, session isolation, 401 with `WWW-Authenticate`).
 * @module
 */
import assert from "node:assert/strict";
import {
  createKey,
  sharedServers,
  startEmbedded,
  startOnServers,
  type TestSystem,
} from "./_harness.ts";

const MCP = "/api/assistant/v1/mcp";
const INSPECTOR = "@modelcontextprotocol/inspector-cli@1.0.3";
const CONFORMANCE = "npm:@modelcontextprotocol/conformance@0.1.16";
const SHOPPING_TOOLS = ["shopping_list", "shopping_add", "shopping_remove", "shopping_clear"];
/** Scenarios and checks that must pass: never in the baseline. */
const REQUIRED = ["server-initialize", "tools-list", "dns-rebinding-protection"];

interface Baseline {
  package: string;
  expected_failures: Record<string, string>;
}

const baseline: Baseline = JSON.parse(
  await Deno.readTextFile(new URL("./mcp-conformance-baseline.json", import.meta.url)),
);

/**
 * A loopback HTTP proxy that sends each request to the next of `targets` (a load balancer
 * without sticky sessions) and, given `key`, adds `Authorization: Bearer <key>` to requests that
 * have none: the conformance CLI cannot send headers, so the proxy plays the client's
 * configuration. Like a reverse proxy it connects with the upstream's `Host`; `Origin` and every
 * other header pass through untouched.
 */
function proxy(targets: string[], key?: string) {
  let next = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (req) => {
    const target = targets[next++ % targets.length]!;
    const url = new URL(req.url);
    const headers = new Headers(req.headers);
    headers.delete("host");
    if (key && !headers.has("authorization")) headers.set("authorization", `Bearer ${key}`);
    return fetch(new URL(url.pathname + url.search, target), {
      method: req.method,
      headers,
      body: req.body,
      redirect: "manual",
    });
  });
  return { url: `http://127.0.0.1:${server.addr.port}${MCP}`, close: () => server.shutdown() };
}

async function run(command: string, args: string[], cwd: string) {
  const out = await new Deno.Command(command, {
    args,
    cwd,
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
    signal: AbortSignal.timeout(45_000),
  }).output();
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: decode(out.stdout), stderr: decode(out.stderr) };
}

/**
 * Runs the Inspector CLI in `--cli` mode. 1.0.3 looks for its own package.json through a path
 * relative to the working directory, not to itself; a folder whose parent holds a package.json
 * makes it find its own.
 */
async function inspector(work: string, url: string, args: string[]) {
  const cwd = `${work}/inspector/cwd`;
  await Deno.mkdir(cwd, { recursive: true });
  await Deno.writeTextFile(`${work}/inspector/package.json`, "{}");
  return await run("npx", ["-y", INSPECTOR, "--cli", url, "--transport", "http", ...args], cwd);
}

/** Runs every server scenario of the suite and returns, per scenario, its failed checks. */
async function conformance(work: string, url: string): Promise<Map<string, string[]>> {
  const results = `${work}/conformance`;
  // 0.1.16 needs Node 22 (fs.globSync); this machine's Node is 20, so Deno's Node layer runs it.
  const { stdout, stderr } = await run(Deno.execPath(), [
    "run",
    "--no-config",
    "--no-lock",
    "--allow-net=127.0.0.1,localhost",
    "--allow-read",
    `--allow-write=${results}`,
    "--allow-env",
    "--allow-sys",
    CONFORMANCE,
    "server",
    "--suite",
    "all",
    "--url",
    url,
    "-o",
    results,
  ], work);
  const failed = new Map<string, string[]>();
  for await (const entry of Deno.readDir(results)) {
    const scenario = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(entry.name)?.[1];
    if (!scenario) continue;
    const checks: { id: string; status: string; errorMessage?: string }[] = JSON.parse(
      await Deno.readTextFile(`${results}/${entry.name}/checks.json`),
    );
    failed.set(
      scenario,
      checks.filter((c) => c.status === "FAILURE").map((c) => `${c.id}: ${c.errorMessage}`),
    );
  }
  assert.ok(failed.size > 20, `the suite ran too few scenarios:\n${stdout}\n${stderr}`);
  return failed;
}

function post(url: string, headers: Record<string, string>, body: unknown) {
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const toolsList = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/list" });
const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name, arguments: args },
});
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "t", version: "1" },
  },
};

async function toolNames(res: Response): Promise<string[]> {
  assert.equal(res.status, 200);
  return (await res.json()).result.tools.map((t: { name: string }) => t.name);
}

async function checkEverything(t: Deno.TestContext, targets: string[], base: string) {
  const user = `conf-${crypto.randomUUID().slice(0, 8)}`;
  const key = await createKey(
    base,
    user,
    "create an API key that can view and change my shopping list",
  );
  const answerOnly = await createKey(base, user, "create an API key");
  const balancer = proxy(targets);
  const keyed = proxy(targets, key);
  const work = await Deno.makeTempDir({ prefix: "mcp-conformance-" });
  const auth = { authorization: `Bearer ${key}` };
  try {
    await t.step("the Inspector CLI lists the key's tools and calls one", async () => {
      const list = await inspector(work, balancer.url, [
        "--method",
        "tools/list",
        "--header",
        `Authorization: Bearer ${key}`,
      ]);
      assert.equal(list.code, 0, list.stderr);
      const names = JSON.parse(list.stdout).tools.map((x: { name: string }) => x.name);
      assert.deepEqual(names, [...SHOPPING_TOOLS, "ask_assistant"]);
      const added = await inspector(work, balancer.url, [
        "--method",
        "tools/call",
        "--tool-name",
        "shopping_add",
        "--tool-arg",
        'items=["inspected kale"]',
        "--header",
        `Authorization: Bearer ${key}`,
      ]);
      assert.equal(added.code, 0, added.stderr);
      assert.match(JSON.parse(added.stdout).content[0].text, /inspected kale/);
      const anonymous = await inspector(work, balancer.url, ["--method", "tools/list"]);
      assert.notEqual(anonymous.code, 0);
      assert.match(anonymous.stdout + anonymous.stderr, /401/);
    });

    await t.step("the conformance scenarios pass but for the baselined features", async () => {
      for (const name of REQUIRED) assert.ok(!(name in baseline.expected_failures), name);
      const failed = await conformance(work, keyed.url);
      for (const name of REQUIRED) assert.deepEqual(failed.get(name), [], name);
      const unexpected = [...failed].filter(([name, checks]) =>
        checks.length > 0 && !(name in baseline.expected_failures)
      );
      assert.deepEqual(unexpected, [], "scenarios that fail and are not in the baseline");
      const stale = Object.keys(baseline.expected_failures).filter((name) =>
        failed.get(name)?.length === 0 || !failed.has(name)
      );
      assert.deepEqual(stale, [], "baselined scenarios that pass or did not run: remove them");
    });

    await t.step(
      "json-rpc-batch-rejection: a batch is refused with 400 and nothing in it runs",
      async () => {
        const res = await post(balancer.url, auth, [
          toolCall(1, "shopping_add", { items: ["batched bananas"] }),
          toolsList(2),
        ]);
        assert.equal(res.status, 400);
        const body = await res.json();
        assert.equal(body.error.code, -32600);
        assert.equal(body.id, null);
        const list = await post(balancer.url, auth, toolCall(3, "shopping_list", {}));
        assert.doesNotMatch(JSON.stringify(await list.json()), /batched bananas/);
      },
    );

    await t.step(
      "session-isolation: no session is issued, and a session id grants nothing",
      async () => {
        const init = await post(balancer.url, auth, initialize);
        assert.equal(init.status, 200);
        assert.equal(init.headers.get("mcp-session-id"), null);
        await init.body?.cancel();
        const session = { "mcp-session-id": "shared-session" };
        const [mine, theirs] = await Promise.all([
          post(balancer.url, { ...auth, ...session }, toolsList(1)),
          post(balancer.url, { authorization: `Bearer ${answerOnly}`, ...session }, toolsList(1)),
        ]);
        assert.deepEqual(await toolNames(mine), [...SHOPPING_TOOLS, "ask_assistant"]);
        assert.deepEqual(await toolNames(theirs), ["ask_assistant"]);
        const anonymous = await post(balancer.url, session, toolsList(2));
        assert.equal(anonymous.status, 401);
        await anonymous.body?.cancel();
      },
    );

    await t.step("401 with WWW-Authenticate: Bearer for a missing or invalid key", async () => {
      const missing = await post(balancer.url, {}, initialize);
      assert.equal(missing.status, 401);
      // The challenge names the OAuth protected resource metadata and the scopes (RFC 9728).
      const challenge = 'Bearer realm="assistant", resource_metadata="http://[^"]+' +
        '/\\.well-known/oauth-protected-resource/api/assistant/v1/mcp", scope="[^"]+"';
      assert.match(missing.headers.get("www-authenticate") ?? "", new RegExp(`^${challenge}$`));
      await missing.body?.cancel();
      const invalid = await post(balancer.url, { authorization: "Bearer asst_wrong" }, initialize);
      assert.equal(invalid.status, 401);
      assert.match(
        invalid.headers.get("www-authenticate") ?? "",
        new RegExp(`^${challenge}, error="invalid_token"$`),
      );
      await invalid.body?.cancel();
    });
  } finally {
    await balancer.close();
    await keyed.close();
    await Deno.remove(work, { recursive: true });
  }
}

Deno.test("MCP Inspector and conformance suite against the embedded system", async (t) => {
  const sys: TestSystem = await startEmbedded();
  try {
    await checkEverything(t, [sys.baseUrl], sys.baseUrl);
  } finally {
    await sys.stop();
  }
});

Deno.test("MCP Inspector and conformance suite against two gateway replicas, round robin", async (t) => {
  const servers = await sharedServers();
  const one = await startOnServers(servers);
  const two = await startOnServers(servers);
  try {
    await checkEverything(t, [one.baseUrl, two.baseUrl], one.baseUrl);
  } finally {
    await one.stop();
    await two.stop();
    await servers.cleanup();
  }
});
