/**
 * The processes of a benchmark run: started from `deno.json`'s tasks (as an operator starts
 * them), their output kept in files, their resident memory read from `/proc`.
 * @module
 */
import { waitFor } from "../_harness.ts";

const ROOT = new URL("../../", import.meta.url);

/** A process the benchmark started. */
export interface BenchProcess {
  name: string;
  pid: number;
  /** Where its stdout and stderr went. */
  logFile: string;
  /** Resolves when the process has ended. */
  status: Promise<Deno.CommandStatus>;
  /** Resident memory in MB now (VmRSS). */
  rssMb(): Promise<number>;
  /** When it was started (`performance.now()`). */
  started: number;
  /** Milliseconds from its start until `waitReady` saw it ready (to 100 ms), once it has. */
  readyMs?: number;
  stop(): Promise<void>;
}

/**
 * The arguments after `deno` of a `deno.json` task that runs a script (`deno run ... x.ts`), so
 * the process started is the service itself (its pid is the one whose memory is read).
 */
export async function taskArgs(task: string): Promise<string[]> {
  const config = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT)));
  const command: string | undefined = config.tasks?.[task];
  if (!command?.startsWith("deno run ")) throw new Error(`task ${task} is not "deno run ..."`);
  return command.split(/\s+/).slice(1);
}

/** Resident memory of a process in MB, from `/proc/<pid>/status`. */
export async function rssMb(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * Starts `deno <args>` in the repository with `env`, its output going to a file in `logDir`.
 * `extraFlags` go after `run` (e.g. `--cpu-prof`).
 */
export async function spawnDeno(
  name: string,
  args: string[],
  env: Record<string, string>,
  logDir: string,
  extraFlags: string[] = [],
): Promise<BenchProcess> {
  const [run, ...rest] = args;
  const child = new Deno.Command(Deno.execPath(), {
    args: [run!, ...extraFlags, ...rest],
    cwd: ROOT,
    env,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const logFile = `${logDir}/${name}.log`;
  const open = () => Deno.open(logFile, { write: true, create: true, append: true });
  const out = child.stdout.pipeTo((await open()).writable);
  const err = child.stderr.pipeTo((await open()).writable);
  let stopped = false;
  const started = performance.now();
  return {
    name,
    started,
    pid: child.pid,
    logFile,
    status: child.status,
    rssMb: () => rssMb(child.pid),
    stop: async () => {
      if (!stopped) {
        stopped = true;
        try {
          child.kill("SIGTERM");
        } catch { /* already gone */ }
      }
      const timer = setTimeout(() => {
        try {
          child.kill("SIGKILL");
        } catch { /* already gone */ }
      }, 10_000);
      await child.status;
      clearTimeout(timer);
      await Promise.allSettled([out, err]);
    },
  };
}

/** Waits until `url` answers 200, or throws naming the process and its log. */
export async function waitReady(p: BenchProcess, url: string, ms = 60_000): Promise<void> {
  try {
    await waitFor(`${p.name} at ${url}`, async () => {
      const res = await fetch(url);
      await res.body?.cancel();
      return res.status === 200;
    }, ms);
    p.readyMs = performance.now() - p.started;
  } catch (err) {
    const log = await Deno.readTextFile(p.logFile).catch(() => "");
    throw new Error(`${(err as Error).message}; its log:\n${log.slice(-4000)}`);
  }
}

/** CPU time a process has used so far (user and system), in milliseconds; 0 once it is gone. */
export async function cpuMs(pid: number): Promise<number> {
  try {
    const stat = await Deno.readTextFile(`/proc/${pid}/stat`);
    // The fields after the command name (which may hold spaces) start after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}
