/**
 * The container image: built from deploy/Dockerfile with podman on a local base of the same shape
 * as `denoland/deno` (Debian bookworm with /usr/bin/deno, made by debootstrap and cached), then the
 * gateway runs read-only, without capabilities and as a non-root user against this machine's
 * Postgres and NATS, answers /readyz, and drains and exits 0 on SIGTERM.
 */
import assert from "node:assert/strict";
import { freePort, sharedServers } from "./_harness.ts";
import { APP_IMAGE, imageBuilt, podman, podmanOk, whyNoContainers } from "./_image.ts";

const ROOT = new URL("..", import.meta.url).pathname;

/** Polls until `url` answers 200 or the container stops; returns the last status. */
async function waitReady(url: string, container: string): Promise<number> {
  const deadline = Date.now() + 90_000;
  let status = 0;
  while (Date.now() < deadline) {
    status = await fetch(url).then(async (r) => {
      await r.body?.cancel();
      return r.status;
    }, () => 0);
    if (status === 200) return status;
    const state = await podmanOk(["inspect", "--format", "{{.State.Running}}", container]);
    if (state.trim() !== "true") return status;
    await new Promise((r) => setTimeout(r, 250));
  }
  return status;
}

/** A container of the image started as Kubernetes runs it: read-only, no capabilities. */
async function startContainer(env: Record<string, string>, command: string[] = []) {
  const port = freePort();
  const name = `assistant-image-test-${crypto.randomUUID().slice(0, 8)}`;
  await podmanOk([
    "run",
    "--detach",
    "--name",
    name,
    "--read-only",
    "--cap-drop=ALL",
    "--security-opt=no-new-privileges",
    "--network=host",
    ...Object.entries({ NO_COLOR: "1", PORT: String(port), ...env })
      .flatMap(([k, v]) => ["--env", `${k}=${v}`]),
    APP_IMAGE,
    ...command,
  ]);
  const base = `http://127.0.0.1:${port}`;
  const status = await waitReady(`${base}/readyz`, name);
  const early = await podman(["logs", name]);
  assert.equal(status, 200, `${name} not ready:\n${early.stdout}\n${early.stderr}`);
  return { name, base };
}

/**
 * Sends SIGTERM and checks the process drained, stopped and exited 0, and printed nothing but
 * the task line and JSON logs: no complaint about a cache or lockfile it could not write.
 */
async function assertDrainsOnSigterm(name: string, service: string): Promise<void> {
  await podmanOk(["kill", "--signal", "TERM", name]);
  const exit = await podmanOk(["wait", name], 30_000);
  const logs = await podman(["logs", name]);
  assert.equal(exit.trim(), "0", `${service} exit code; logs:\n${logs.stdout}\n${logs.stderr}`);
  const lines = `${logs.stdout}\n${logs.stderr}`.split("\n").filter((l) => l.trim() !== "");
  const messages = lines.flatMap((l) => {
    try {
      return [JSON.parse(l).msg as string];
    } catch {
      return [];
    }
  });
  assert.ok(messages.indexOf("draining") >= 0, `${service} drained`);
  assert.ok(messages.indexOf("stopped") > messages.indexOf("draining"), `${service} stopped`);
  const other = lines.filter((l) => !l.startsWith("{") && !l.includes(`Task start:${service}`));
  assert.deepEqual(other, [], `${service} printed only its task line and JSON logs`);
}

const skip = await whyNoContainers();
if (skip) console.log(`image_test: SKIPPED, this machine cannot build images: ${skip}`);

Deno.test({
  name: "the image runs the gateway read-only as non-root, serves /readyz and drains on SIGTERM",
  ignore: skip !== null,
  sanitizeResources: false,
  fn: async () => {
    await imageBuilt();
    const config = JSON.parse(
      await podmanOk(["image", "inspect", "--format", "{{json .Config}}", APP_IMAGE]),
    );
    assert.equal(config.User, "1993:1993", "a numeric, non-root user");
    assert.equal(config.Labels["org.opencontainers.image.title"], "assistant-interface");
    assert.equal(config.Labels["org.opencontainers.image.revision"], "test");
    assert.ok(config.Labels["org.opencontainers.image.version"]);
    assert.deepEqual(config.Entrypoint, ["deno"]);
    assert.deepEqual(config.Cmd, ["task", "start:gateway"]);
    // The build context leaves tests, the repository's history and local data out.
    const listing = await podmanOk([
      "run",
      "--rm",
      "--network=none",
      "--entrypoint",
      "/bin/sh",
      APP_IMAGE,
      "-c",
      "ls -a /app; find /app -name '*_test.ts' | head -n 3",
    ]);
    const entries = listing.trim().split("\n");
    for (const present of ["openapi.json", "deno.lock", "services", "shared"]) {
      assert.ok(entries.includes(present), `image lacks /app/${present}`);
    }
    for (const absent of [".git", ".data", "test", "helm"]) {
      assert.ok(!entries.includes(absent), `image carries /app/${absent}`);
    }
    assert.ok(!entries.some((e) => e.endsWith("_test.ts")), "image carries test files");

    const servers = await sharedServers();
    let name = "";
    try {
      const gateway = await startContainer(servers.env);
      name = gateway.name;
      assert.equal((await podmanOk(["exec", name, "id", "-u"])).trim(), "1993");
      const contract = await fetch(`${gateway.base}/api/assistant/v1/openapi.json`);
      assert.equal(contract.status, 200);
      assert.deepEqual(
        await contract.json(),
        JSON.parse(await Deno.readTextFile(`${ROOT}openapi.json`)),
      );
      await assertDrainsOnSigterm(name, "gateway");
    } finally {
      if (name) await podman(["rm", "--force", name]);
      await servers.cleanup();
    }
  },
});

Deno.test({
  name: "assistant, proposals and notifier start from the same image read-only and drain",
  ignore: skip !== null,
  sanitizeResources: false,
  fn: async () => {
    await imageBuilt();
    const servers = await sharedServers();
    const names: string[] = [];
    try {
      const started = [];
      for (
        const [service, own] of [
          ["assistant", {}],
          ["proposals", { WEB_CHAT_ENABLED: "true" }],
          ["notifier", {}],
        ] as const
      ) {
        const container = await startContainer({ ...servers.env, ...own }, [
          "task",
          `start:${service}`,
        ]);
        names.push(container.name);
        started.push({ service, ...container });
      }
      // The web chat's page is a file the proposals service reads from the image at run time.
      const page = await fetch(`${started[1]!.base}/chat`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<html/i);
      for (const { service, name } of started) await assertDrainsOnSigterm(name, service);
    } finally {
      for (const name of names) await podman(["rm", "--force", name]);
      await servers.cleanup();
    }
  },
});
