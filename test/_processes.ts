/**
 * Running the system as separate processes for tests: one service (or the embedded system) per
 * `deno run`, as in production, on the shared servers of a test.
 * @module
 */
import { freePort, type SharedServers } from "./_harness.ts";

const ROOT = new URL("../", import.meta.url);

/** Waits until `url` answers 200. @throws {Error} when the process exits first, or after 30 s */
export async function waitUntilReady(url: string, child: Deno.ChildProcess): Promise<void> {
  let exited = false;
  child.status.then(() => (exited = true));
  for (let i = 0; i < 600; i++) {
    if (exited) throw new Error(`the process exited before ${url} was ready`);
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} never became ready`);
}

/**
 * Starts `script` (a path from the repository's root) with the services' permissions.
 * @param output "piped" to read it with {@link output} once it ends; "null" for a process that
 *   logs while the test runs (a pipe nobody reads would stop it once full)
 */
export function spawn(
  script: string,
  env: Record<string, string>,
  output: "piped" | "null" = "piped",
): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-write",
      "--allow-sys",
      script,
    ],
    cwd: ROOT,
    env,
    stdin: "null",
    stdout: output,
    stderr: output,
  }).spawn();
}

/** What a piped process wrote, once it has ended, and its exit code. */
export async function output(child: Deno.ChildProcess) {
  const out = await child.output();
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}

/** The four services, each its own process, and where to reach them. */
export interface ServiceProcesses {
  /** The gateway: the API and MCP. */
  apiBase: string;
  /** The proposals service: the web chat. */
  chatBase: string;
  /** Each service's process, to stop or kill one. */
  children: Record<"gateway" | "assistant" | "proposals" | "notifier", Deno.ChildProcess>;
  stop(): Promise<void>;
}

/**
 * Starts the gateway, assistant, proposals and notifier as separate processes on `servers`,
 * each with `env` and its own port, the web chat on. Stops those started when one fails.
 */
export async function startServiceProcesses(
  servers: SharedServers,
  env: Record<string, string> = {},
): Promise<ServiceProcesses> {
  const ports = {
    gateway: freePort(),
    assistant: freePort(),
    proposals: freePort(),
    notifier: freePort(),
  };
  const children: Partial<ServiceProcesses["children"]> = {};
  const stop = async () => {
    for (const child of Object.values(children)) {
      try {
        child.kill("SIGTERM");
      } catch {
        // already gone
      }
      await child.status;
    }
  };
  try {
    for (const [name, port] of Object.entries(ports) as [keyof typeof ports, number][]) {
      const child = spawn(`services/${name}/main.ts`, {
        ...servers.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        WEB_CHAT_ENABLED: "true",
        ...env,
      }, "null");
      children[name] = child;
      await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    apiBase: `http://127.0.0.1:${ports.gateway}`,
    chatBase: `http://127.0.0.1:${ports.proposals}`,
    children: children as ServiceProcesses["children"],
    stop,
  };
}
