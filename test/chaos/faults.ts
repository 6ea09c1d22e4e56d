/**
 * The fault schedule of a chaos run: one fault after another, spread over the load, each logged
 * with when it began and when the system was whole again.
 * @module
 */
import { connectPostgres } from "@asst/shared/db";
import type { NatsCluster } from "./nats_cluster.ts";
import type { Replica, ServiceName, Topology } from "./topology.ts";

/** A fault as it happened. Times are milliseconds since the run began. */
export interface FaultRecord {
  name: string;
  at: number;
  /** When the system was whole again (the replica or node back and ready). */
  until: number;
}

/** What the faults act on. */
export interface FaultTargets {
  topology: Topology;
  nats: NatsCluster;
  /** The test database's URL; its backends are terminated from the server's `postgres` database. */
  databaseUrl: string;
  /** How long a SIGSTOPped replica stays stopped, in ms. @default 20000 */
  stopMs?: number;
  /**
   * The gateway's request timeout, in ms: the requests a frozen replica had taken end that long
   * after it is continued, and the fault lasts until then. @default 10000
   */
  requestTimeoutMs?: number;
}

/** One step of the schedule. */
interface Fault {
  name: string;
  run(): Promise<void>;
}

function replica(targets: FaultTargets, service: ServiceName, i: number): Replica {
  const r = targets.topology.of(service)[i];
  if (!r) throw new Error(`no replica ${i} of ${service}`);
  return r;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The faults, in the order they run. Dropping the database's connections comes last: postgres.js
 * 3.4.9 can leave a pool connection unable to send for a while after it (see `shared/src/db.ts`),
 * and a fault after it would find that replica's statements slow for a reason not its own.
 */
export function schedule(targets: FaultTargets): Fault[] {
  const kill = (service: ServiceName): Fault => {
    const r = replica(targets, service, 0);
    return {
      name: `SIGKILL ${r.name}, start it again`,
      run: async () => {
        r.signal("SIGKILL");
        await r.exited();
        await r.start();
      },
    };
  };
  const stopMs = targets.stopMs ?? 20_000;
  return [
    ...(["gateway", "assistant", "proposals", "notifier"] as const).map(kill),
    {
      name: "SIGTERM gateway-1 (drain), start it again",
      run: async () => {
        const r = replica(targets, "gateway", 1);
        r.signal("SIGTERM");
        await r.exited();
        await r.start();
      },
    },
    {
      name: "SIGKILL a NATS node (not the meta leader), start it again after 5 s",
      run: async () => {
        const leader = await targets.nats.metaLeader();
        const node = targets.nats.nodes.find((n) => n !== leader)!;
        await node.kill("SIGKILL");
        await wait(5_000);
        await node.start();
        await targets.nats.metaLeader();
      },
    },
    {
      name: "restart the JetStream meta leader (SIGTERM, start)",
      run: async () => {
        const leader = await targets.nats.metaLeader();
        await leader.kill("SIGTERM");
        await leader.start();
        await targets.nats.metaLeader();
      },
    },
    {
      name: `SIGSTOP assistant-1 for ${stopMs / 1000} s, SIGCONT, its requests' timeout`,
      run: async () => {
        const r = replica(targets, "assistant", 1);
        r.signal("SIGSTOP");
        try {
          await wait(stopMs);
        } finally {
          r.signal("SIGCONT");
        }
        await wait(targets.requestTimeoutMs ?? 10_000);
      },
    },
    {
      name: "pg_terminate_backend every connection of the database",
      run: async () => {
        const url = new URL(targets.databaseUrl);
        const database = url.pathname.slice(1);
        url.pathname = "/postgres";
        const admin = connectPostgres(url.toString(), { max: 1, applicationName: "chaos" });
        try {
          await admin`
            select pg_terminate_backend(pid) from pg_stat_activity
            where datname = ${database} and pid <> pg_backend_pid()`;
        } finally {
          await admin.end();
        }
      },
    },
  ];
}

/**
 * Runs the schedule: fault i starts `firstAt + i * spacing` ms after the run began, or `gapMs`
 * after the one before it is over if that is later (so that no fault's effects run into the
 * next's, and the table can tell them apart).
 */
export async function runSchedule(
  faults: Fault[],
  t0: number,
  timing: { firstAt: number; spacing: number; gapMs: number },
  log: (line: string) => void,
): Promise<FaultRecord[]> {
  const records: FaultRecord[] = [];
  const now = () => performance.now() - t0;
  for (const [i, fault] of faults.entries()) {
    const due = Math.max(
      timing.firstAt + i * timing.spacing,
      (records.at(-1)?.until ?? 0) + timing.gapMs,
    );
    if (now() < due) await wait(due - now());
    const at = now();
    log(`chaos: ${(at / 1000).toFixed(1)} s ${fault.name}`);
    await fault.run();
    records.push({ name: fault.name, at, until: now() });
  }
  return records;
}
