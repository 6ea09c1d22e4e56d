/**
 * The README's start command under a supervisor: SIGTERM to the `npx` it started stops the whole
 * process tree, the server drained. npm passes the signal to its one child; the repository's
 * `.npmrc` makes that child `deno task` (bash runs the command in its own place, where Debian's sh
 * stays between and dies without passing it on), and `deno task` passes it to the server.
 * @module
 */
import assert from "node:assert/strict";
import { freePort, sharedServers } from "./_harness.ts";
import { waitUntilReady } from "./_processes.ts";

const ROOT = new URL("../", import.meta.url);

/**
 * The processes below `pid`, from `ps` (reading `/proc` itself needs Deno's --allow-all, which
 * `deno task test` does not give).
 */
async function descendantsOf(pid: number): Promise<number[]> {
  const out = await new Deno.Command("ps", { args: ["-e", "-o", "pid=,ppid="], stdout: "piped" })
    .output();
  const parents = new Map<number, number>();
  for (const line of new TextDecoder().decode(out.stdout).split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (child && parent !== undefined) parents.set(child, parent);
  }
  const found: number[] = [];
  for (let frontier = [pid]; frontier.length > 0;) {
    const next = [...parents].filter(([, parent]) => frontier.includes(parent)).map(([p]) => p);
    found.push(...next);
    frontier = next;
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    Deno.kill(pid, "SIGCONT"); // signal 0 is not offered; SIGCONT changes nothing for a running one
    return true;
  } catch {
    return false;
  }
}

Deno.test("SIGTERM to the README's `npx -y deno@2.9.6 task start` stops the server and every process under it", async () => {
  const readme = await Deno.readTextFile(new URL("README.md", ROOT));
  assert.match(
    readme,
    /\nnpx -y deno@2\.9\.6 task start +# the whole system/,
    "the README's command",
  );
  assert.match(readme, /SIGTERM to `npx`/, "the README says how to stop it");
  const servers = await sharedServers();
  const port = freePort();
  const npx = new Deno.Command("npx", {
    args: ["-y", "deno@2.9.6", "task", "start"],
    cwd: ROOT,
    env: { ...servers.env, PORT: String(port), LOG_LEVEL: "info" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  // Read as it comes (a full pipe would stop the server); ends when every process holding it ended.
  const finished = npx.output();
  let tree: number[] = [];
  try {
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, npx);
    tree = await descendantsOf(npx.pid);
    assert.ok(tree.length >= 2, `deno task and the server run under npx (${tree})`);

    npx.kill("SIGTERM");
    const timeout = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 20_000));
    const out = await Promise.race([finished, timeout]);
    assert.notEqual(out, "timeout", "every process under npx ended within 20 s");
    const text = new TextDecoder().decode((out as Deno.CommandOutput).stdout);
    assert.match(text, /"msg":"draining"[\s\S]*"msg":"stopped"/, "the server drained, then exited");
    assert.deepEqual(tree.filter(alive), [], "no process of the tree is left");
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      async (r) => (await r.body?.cancel(), false),
      () => true,
    );
    assert.ok(refused, "the port is closed");
  } finally {
    // Whatever the test found, no process of the tree outlives it (nor holds its output open).
    const left = new Set([npx.pid, ...tree, ...(await descendantsOf(npx.pid).catch(() => []))]);
    for (const pid of [...left].filter(alive)) Deno.kill(pid, "SIGKILL");
    await finished.catch(() => {});
    await servers.cleanup();
  }
});
