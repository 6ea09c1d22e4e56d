/**
 * Running a Debian server binary for a test: a free port, a loud failure when the binary is
 * missing (CI installs it), waiting until it listens, and stopping it with its temporary folder.
 * @module
 */

/** A TCP port on 127.0.0.1 that nothing listens on now. */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Fails, naming the package, when a server binary is missing: never a skipped test. */
export function requireBinary(path: string, pkg: string): void {
  try {
    if (Deno.statSync(path).isFile) return;
  } catch {
    // reported below
  }
  throw new Error(`"${path}" does not exist: install it with \`apt-get install -y ${pkg}\``);
}

/**
 * Starts `binary` and waits until it listens on `port`.
 * @returns a stop function (idempotent) that ends the process and deletes `dir`
 * @throws {Error} with `logFile`'s text when it does not start listening
 */
export async function runServer(
  binary: string,
  args: string[],
  port: number,
  dir: string,
  logFile?: string,
): Promise<() => Promise<void>> {
  const child = new Deno.Command(binary, { args, stdout: "null", stderr: "null" }).spawn();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    child.kill("SIGTERM");
    await child.status;
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  };
  for (let i = 0; i < 200; i++) {
    try {
      (await Deno.connect({ hostname: "127.0.0.1", port })).close();
      return stop;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const log = logFile ? await Deno.readTextFile(logFile).catch(() => "") : "";
  await stop();
  throw new Error(`${binary} did not start listening on port ${port}\n${log}`);
}
