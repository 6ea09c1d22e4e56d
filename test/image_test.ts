/**
 * The container image: built from deploy/Dockerfile with podman on a local base of the same shape
 * as `denoland/deno` (Debian bookworm with /usr/bin/deno, made by debootstrap and cached), then the
 * gateway runs read-only, without capabilities and as a non-root user against this machine's
 * Postgres and NATS, answers /readyz, and drains and exits 0 on SIGTERM.
 */
import { sha256, toHex } from "@asst/shared";
import assert from "node:assert/strict";
import { sharedServers } from "./_harness.ts";
import { DENO_BINARY, fileFromPackage, run, runOk, toolCacheDir } from "./_tools.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const APP_IMAGE = "localhost/assistant-interface:test";
const DEBIAN = {
  suite: "bookworm",
  variant: "minbase",
  mirror: Deno.env.get("DEBIAN_MIRROR") ?? "http://deb.debian.org/debian",
};
/** The machine's CA bundle, handed to the build as a secret when a TLS proxy stands in the way. */
const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";

/**
 * crun and podman's default ulimits fail in this kind of sandbox: runc it is, and limits no higher
 * than the machine's (rootful podman otherwise raises RLIMIT_NPROC to 1048576, which runc may not).
 */
const CONTAINERS_CONF = `[containers]
default_ulimits = ["nofile=1024:1024", "nproc=4096:4096"]

[engine]
runtime = "runc"
`;

async function podmanEnv(): Promise<Record<string, string>> {
  const path = `${toolCacheDir()}/containers.conf`;
  await Deno.mkdir(toolCacheDir(), { recursive: true });
  await Deno.writeTextFile(path, CONTAINERS_CONF);
  return { CONTAINERS_CONF: path };
}

async function podman(args: string[], timeoutMs = 120_000) {
  return await run("podman", args, { env: await podmanEnv(), timeoutMs });
}

async function podmanOk(args: string[], timeoutMs = 120_000): Promise<string> {
  return await runOk("podman", args, { env: await podmanEnv(), timeoutMs });
}

/** Why this machine cannot build and run the image, or null when it can. */
async function whyNoContainers(): Promise<string | null> {
  for (const tool of ["podman", "debootstrap", "tar"]) {
    const found = await run("sh", ["-c", `command -v ${tool} || test -x /usr/sbin/${tool}`]);
    if (found.code !== 0) return `${tool} is not installed (.ci/run installs it)`;
  }
  if (Deno.uid() !== 0) return "podman builds and debootstrap need root here";
  const info = await podman(["info", "--format", "{{.Host.OCIRuntime.Name}}"]);
  if (info.code !== 0) return `podman info fails: ${info.stderr.trim().split("\n").at(-1)}`;
  return null;
}

/**
 * The local base image, built once per inputs: a debootstrap root with the pinned Deno binary,
 * its tarball cached under the temporary folder and imported into podman's storage.
 */
async function baseImage(): Promise<string> {
  const inputs = JSON.stringify({ ...DEBIAN, deno: DENO_BINARY, recipe: 1 });
  const key = toHex(await sha256(inputs)).slice(0, 16);
  const tag = `localhost/assistant-interface-test-base:${key}`;
  if ((await podman(["image", "exists", tag])).code === 0) return tag;

  const tarball = `${toolCacheDir()}/base-${key}.tar`;
  if (!await Deno.stat(tarball).then(() => true, () => false)) {
    const deno = await fileFromPackage(DENO_BINARY, "package/deno");
    const rootfs = `${toolCacheDir()}/base-${key}-${crypto.randomUUID()}`;
    try {
      await runOk("debootstrap", [
        `--variant=${DEBIAN.variant}`,
        DEBIAN.suite,
        rootfs,
        DEBIAN.mirror,
      ], { timeoutMs: 600_000, env: { PATH: `/usr/sbin:/sbin:${Deno.env.get("PATH")}` } });
      await runOk("install", ["-m", "0755", deno, `${rootfs}/usr/bin/deno`]);
      await runOk("sh", [
        "-c",
        `rm -rf ${rootfs}/var/cache/apt/archives/*.deb ${rootfs}/var/lib/apt/lists/*`,
      ]);
      await runOk("tar", ["-C", rootfs, "-cf", `${tarball}.partial`, "."], { timeoutMs: 300_000 });
      await Deno.rename(`${tarball}.partial`, tarball);
    } finally {
      await Deno.remove(rootfs, { recursive: true }).catch(() => {});
    }
  }
  await podmanOk([
    "import",
    "--change",
    "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "--change",
    'CMD ["deno"]',
    tarball,
    tag,
  ], 300_000);
  return tag;
}

/** Builds the application image from deploy/Dockerfile on `base`; drops the image it replaces. */
async function buildImage(base: string): Promise<void> {
  const before = await podman(["image", "inspect", "--format", "{{.Id}}", APP_IMAGE]);
  const ca = await Deno.stat(CA_BUNDLE).then(() => true, () => false);
  await podmanOk([
    "build",
    "--network=host",
    "--file",
    `${ROOT}deploy/Dockerfile`,
    "--build-arg",
    `BASE_IMAGE=${base}`,
    "--build-arg",
    "REVISION=test",
    ...(ca ? ["--secret", `id=build_ca,src=${CA_BUNDLE}`] : []),
    "--tag",
    APP_IMAGE,
    ROOT,
  ], 600_000);
  const after = await podmanOk(["image", "inspect", "--format", "{{.Id}}", APP_IMAGE]);
  if (before.code === 0 && before.stdout.trim() !== after.trim()) {
    await podman(["rmi", before.stdout.trim()]);
  }
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

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

let built: Promise<void> | null = null;
/** The image, built once per run. */
function imageBuilt(): Promise<void> {
  built ??= baseImage().then(buildImage);
  return built;
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
