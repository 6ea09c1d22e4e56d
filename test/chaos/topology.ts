/**
 * The services of a chaos run: two replicas of each, every one a process of its own started from
 * its `deno task start:<service>` (as an operator starts it), on its own port, all on one NATS
 * cluster and one database. A replica can be killed, drained, stopped and continued, and started
 * again on the same port.
 * @module
 */
import { restartablePort, waitFor } from "../_harness.ts";
import { type BenchProcess, spawnDeno, taskArgs } from "../bench/processes.ts";

/** The four services, the gateway first: it owns the accounts the others look up. */
export const SERVICES = ["gateway", "assistant", "proposals", "notifier"] as const;
/** One of {@link SERVICES}. */
export type ServiceName = typeof SERVICES[number];

/** One replica of a service. */
export interface Replica {
  /** Such as `gateway-0`. */
  name: string;
  service: ServiceName;
  port: number;
  url: string;
  /** The pid of the process now; null while it is not running. */
  pid(): number | null;
  /** Sends `signal` to the process (SIGKILL, SIGTERM, SIGSTOP, SIGCONT). */
  signal(signal: Deno.Signal): void;
  /** Whether the process started last still runs (false after a crash nobody caused). */
  running(): Promise<boolean>;
  /** Waits until the process has ended (after SIGKILL or SIGTERM). */
  exited(): Promise<void>;
  /** Starts the process again on the same port and waits until it is ready. */
  start(): Promise<void>;
}

/** Every replica, by service. */
export interface Topology {
  replicas: Replica[];
  of(service: ServiceName): Replica[];
  stop(): Promise<void>;
}

/** Starts two replicas of every service with `env` and waits until each is ready. */
export async function startTopology(
  env: Record<string, string>,
  logDir: string,
  replicasEach = 2,
): Promise<Topology> {
  const replicas: Replica[] = [];
  /** Processes that have ended (by a signal the run sent, or by themselves). */
  const ended = new WeakSet<BenchProcess>();
  for (const service of SERVICES) {
    const args = await taskArgs(`start:${service}`);
    for (let i = 0; i < replicasEach; i++) {
      const name = `${service}-${i}`;
      const port = restartablePort();
      const url = `http://127.0.0.1:${port}`;
      let proc: BenchProcess | null = null;
      const replica: Replica = {
        name,
        service,
        port,
        url,
        pid: () => proc?.pid ?? null,
        running: () => Promise.resolve(proc !== null && !ended.has(proc)),
        signal: (signal) => {
          if (!proc) return;
          // A process that has ended (its status read, or not yet: the signal finds no process)
          // has nothing to be sent; `exited()` reads its status as after any signal. Said in the
          // output, as a replica that ends by itself is worth knowing of.
          const gone = () => console.error(`${name} had already ended when ${signal} was sent`);
          if (ended.has(proc)) return gone();
          try {
            Deno.kill(proc.pid, signal);
          } catch (e) {
            if (!(e instanceof Deno.errors.NotFound)) throw e;
            gone();
          }
        },
        exited: async () => {
          // After the signal sent: SIGTERM again (a no-op on a process draining or gone), then
          // SIGKILL after 10 s, and its status and output read.
          await proc?.stop();
          proc = null;
        },
        start: async () => {
          // As a pod's container is restarted when it exits before it is ready (a JetStream
          // call at start timed out on a cluster under load, say): at most 3 times.
          for (let attempt = 1;; attempt++) {
            const p = await spawnDeno(name, args, { ...env, PORT: String(port) }, logDir);
            proc = p;
            void p.status.then(() => ended.add(p));
            const ready = await waitFor(`${name} at ${url}/readyz`, async () => {
              if (ended.has(p)) return "exited";
              const res = await fetch(`${url}/readyz`);
              await res.body?.cancel();
              return res.status === 200 && "ready";
            }, 90_000);
            if (ready === "ready") return;
            await p.stop();
            if (attempt === 3) throw new Error(`${name} exited 3 times before it was ready`);
          }
        },
      };
      replicas.push(replica);
    }
  }
  // Both replicas of a service start together; the services one after the other.
  for (const service of SERVICES) {
    await Promise.all(replicas.filter((r) => r.service === service).map((r) => r.start()));
  }
  return {
    replicas,
    of: (service) => replicas.filter((r) => r.service === service),
    stop: async () => {
      await Promise.all(replicas.map(async (r) => {
        try {
          r.signal("SIGCONT");
        } catch { /* gone */ }
        await r.exited();
      }));
    },
  };
}
