/**
 * A 3-node NATS cluster with JetStream on loopback ports, each node a `nats-server` process of
 * its own that the fault schedule can kill and start again (with the same store, as a pod's
 * volume keeps it).
 * @module
 */
import { restartablePort, waitFor } from "../_harness.ts";

/** How often a node pings a client and how many pings may go unanswered before it drops it. */
export const SERVER_PING = { interval: "2s", max: 2 } as const;

/** One node of the cluster. */
export interface NatsNode {
  name: string;
  clientPort: number;
  monitorPort: number;
  running(): boolean;
  /** Sends `signal` and waits for the process to end. */
  kill(signal?: Deno.Signal): Promise<void>;
  /** Starts it again (after {@link kill}) and waits until it serves clients. */
  start(): Promise<void>;
}

/** The cluster: its nodes, its client URLs (comma-separated), and how to stop it all. */
export interface NatsCluster {
  nodes: NatsNode[];
  url: string;
  /** The node that leads JetStream's meta group now, from a node's monitoring endpoint. */
  metaLeader(): Promise<NatsNode>;
  stop(): Promise<void>;
}

/** The configuration file of node `i` (nats-server's own format). */
export function nodeConfig(
  name: string,
  ports: { client: number; monitor: number; cluster: number },
  routes: number[],
  storeDir: string,
): string {
  return [
    `server_name: ${name}`,
    `listen: 127.0.0.1:${ports.client}`,
    `http: 127.0.0.1:${ports.monitor}`,
    `ping_interval: "${SERVER_PING.interval}"`,
    `ping_max: ${SERVER_PING.max}`,
    `jetstream { store_dir: "${storeDir}" }`,
    "cluster {",
    "  name: chaos",
    `  listen: 127.0.0.1:${ports.cluster}`,
    `  routes: [${routes.map((p) => `nats-route://127.0.0.1:${p}`).join(", ")}]`,
    "}",
    "",
  ].join("\n");
}

async function portOpen(port: number): Promise<boolean> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  conn.close();
  return true;
}

/** How many times the cluster is started on fresh ports before its start fails. */
const START_ATTEMPTS = 3;

/**
 * Starts three nodes in `dir` and waits until JetStream has a meta leader. Their ports are found
 * free just before; one taken meanwhile by another process (the tests run in parallel) stops a
 * node ("bind: address already in use"), and the cluster is started again on other ports.
 */
export async function startNatsCluster(dir: string): Promise<NatsCluster> {
  for (let attempt = 1;; attempt++) {
    const nodes = clusterNodes(dir, attempt);
    try {
      for (const n of nodes) await n.start();
      const cluster = clusterOf(nodes);
      await cluster.metaLeader();
      return cluster;
    } catch (err) {
      for (const n of nodes) await n.kill("SIGTERM");
      if (attempt >= START_ATTEMPTS) throw err;
    }
  }
}

/** The three nodes of the cluster's `attempt`th start, on ports free now. */
function clusterNodes(dir: string, attempt: number): NatsNode[] {
  const names = ["n1", "n2", "n3"];
  const ports = names.map(() => ({
    client: restartablePort(),
    monitor: restartablePort(),
    cluster: restartablePort(),
  }));
  return names.map((name, i) => {
    const p = ports[i]!;
    const configFile = `${dir}/${name}.conf`;
    const routes = ports.filter((_, j) => j !== i).map((q) => q.cluster);
    const store = `${dir}/${name}-store${attempt > 1 ? `-${attempt}` : ""}`;
    Deno.writeTextFileSync(configFile, nodeConfig(name, p, routes, store));
    let child: Deno.ChildProcess | null = null;
    let log: Deno.FsFile | null = null;
    const spawn = () => {
      log = Deno.openSync(`${dir}/${name}.log`, { write: true, create: true, append: true });
      child = new Deno.Command("nats-server", {
        args: ["-c", configFile],
        stdin: "null",
        stdout: "null",
        stderr: "piped",
      }).spawn();
      void child.stderr.pipeTo(log.writable).catch(() => {});
    };
    return {
      name,
      clientPort: p.client,
      monitorPort: p.monitor,
      running: () => child !== null,
      kill: async (signal: Deno.Signal = "SIGKILL") => {
        const c = child as Deno.ChildProcess | null;
        if (!c) return;
        child = null;
        try {
          c.kill(signal);
        } catch { /* already gone */ }
        await c.status;
      },
      start: async () => {
        if (child) return;
        spawn();
        await waitFor(`NATS node ${name}`, () => portOpen(p.client), 20_000);
      },
    };
  });
}

/** The cluster of `nodes`, started. */
function clusterOf(nodes: NatsNode[]): NatsCluster {
  return {
    nodes,
    url: nodes.map((n) => `nats://127.0.0.1:${n.clientPort}`).join(","),
    metaLeader: async () => {
      const name = await waitFor("a JetStream meta leader", async () => {
        for (const n of nodes.filter((x) => x.running())) {
          const res = await fetch(`http://127.0.0.1:${n.monitorPort}/jsz`);
          const jsz = await res.json() as { meta_cluster?: { leader?: string } };
          if (jsz.meta_cluster?.leader) return jsz.meta_cluster.leader;
        }
        return null;
      }, 30_000);
      const leader = nodes.find((n) => n.name === name);
      if (!leader) throw new Error(`unknown meta leader "${name}"`);
      return leader;
    },
    stop: async () => {
      for (const n of nodes) await n.kill("SIGTERM");
    },
  };
}
