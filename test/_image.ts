/**
 * The container image the deployment tests run: podman configured for this kind of machine, a
 * local base of the same shape as `denoland/deno` (Debian bookworm with /usr/bin/deno, made by
 * debootstrap and cached), and the image built from deploy/Dockerfile on it, one build at a time
 * on the machine so that tests running in parallel share the base and the layer cache.
 * @module
 */
import { sha256, toHex } from "@asst/shared";
import { DENO_BINARY, fileFromPackage, run, runOk, toolCacheDir } from "./_tools.ts";

const ROOT = new URL("..", import.meta.url).pathname;
/** The image's tag in podman's storage. */
export const APP_IMAGE = "localhost/assistant-interface:test";
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

/**
 * The environment podman runs with here. The configuration is written once, whole: written again
 * beside a podman that is reading it (tests run in parallel), a truncated file gave podman its
 * default limits, which runc may not set ("error setting rlimit type 7").
 */
async function podmanEnv(): Promise<Record<string, string>> {
  const path = `${toolCacheDir()}/containers.conf`;
  const written = await Deno.readTextFile(path).catch(() => null);
  if (written !== CONTAINERS_CONF) {
    await Deno.mkdir(toolCacheDir(), { recursive: true });
    const next = `${path}.${crypto.randomUUID()}`;
    await Deno.writeTextFile(next, CONTAINERS_CONF);
    await Deno.rename(next, path);
  }
  return { CONTAINERS_CONF: path };
}

/** Runs podman with this machine's configuration; never throws on failure. */
export async function podman(args: string[], timeoutMs = 120_000) {
  return await run("podman", args, { env: await podmanEnv(), timeoutMs });
}

/** Runs podman and returns its standard output; throws with its output when it fails. */
export async function podmanOk(args: string[], timeoutMs = 120_000): Promise<string> {
  return await runOk("podman", args, { env: await podmanEnv(), timeoutMs });
}

/** Why this machine cannot build and run the image, or null when it can. */
export async function whyNoContainers(): Promise<string | null> {
  for (const tool of ["podman", "runc", "debootstrap", "tar"]) {
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

/**
 * Builds the application image from deploy/Dockerfile on `base` as `tag`; when the tag moves to a
 * new image, drops the one it leaves (podman refuses while a container or another tag holds it).
 */
async function buildImage(base: string, tag: string): Promise<void> {
  const before = await podman(["image", "inspect", "--format", "{{.Id}}", tag]);
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
    tag,
    ROOT,
  ], 600_000);
  const after = await podmanOk(["image", "inspect", "--format", "{{.Id}}", tag]);
  if (before.code === 0 && before.stdout.trim() !== after.trim()) {
    await podman(["rmi", before.stdout.trim()]);
  }
}

/**
 * Runs `fn` holding the machine-wide build lock, so that test files running in parallel (and
 * other checkouts) build the base once and then find every layer of the image in the cache.
 */
async function underBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  await Deno.mkdir(toolCacheDir(), { recursive: true });
  const lock = await Deno.open(`${toolCacheDir()}/image-build.lock`, {
    create: true,
    write: true,
  });
  try {
    await lock.lock(true);
    return await fn();
  } finally {
    lock.close();
  }
}

const built = new Map<string, Promise<void>>();
/**
 * The image from this checkout, tagged `tag`: built once per tag and test file, the base and
 * unchanged layers taken from the cache. A test that must not see another checkout's build under
 * the shared tag passes a tag of its own (and removes it when done).
 */
export function imageBuilt(tag: string = APP_IMAGE): Promise<void> {
  let done = built.get(tag);
  if (!done) {
    done = underBuildLock(async () => await buildImage(await baseImage(), tag));
    built.set(tag, done);
  }
  return done;
}
