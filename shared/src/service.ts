import { Hono } from "hono";
import type { Bus, Stoppable } from "./bus.ts";
import { pingDatabase, type Sql } from "./db.ts";
import { notFound, onError, requestContext } from "./http.ts";
import { httpMetrics } from "./http_metrics.ts";
import type { Logger } from "./log.ts";
import { metricsHandler } from "./metrics.ts";
import { whenParentGone } from "./parent_watch.ts";

/** What every service is built from: handed over by a composition root. */
export interface ServiceDeps {
  sql: Sql;
  bus: Bus;
  log: Logger;
}

/** A service: its public HTTP routes, and how it starts and stops. */
export interface Service {
  name: string;
  /** Public HTTP routes, mounted at the root of the server. */
  routes?: Hono;
  /** Applies migrations, subscribes to its subjects, starts its loops. */
  start(): Promise<void>;
  /** Stops taking new work and finishes what is in flight. Leaves the pool and bus open. */
  stop(): Promise<void>;
}

/** Stops every one of `stoppables` and empties the list; one failing does not keep others running. */
export async function stopAll(stoppables: Stoppable[]): Promise<void> {
  await Promise.allSettled(stoppables.splice(0).map((s) => s.stop()));
}

/** Options of {@link runServices}. */
export interface RunOptions {
  services: Service[];
  sql: Sql;
  bus: Bus;
  log: Logger;
  port: number;
  hostname: string;
  /** Called last on shutdown, after the pool and bus are closed. */
  onClosed?: () => Promise<void>;
}

/** A running server of one or more services. */
export interface Running {
  /** The port it listens on (useful with port 0). */
  port: number;
  app: Hono;
  /** Drains and stops everything: stops taking requests, finishes in-flight ones, closes. */
  shutdown(): Promise<void>;
}

/**
 * Builds the HTTP app of a process: `/healthz` (alive), `/readyz` (database and bus reachable,
 * and not draining), `/metrics` (Prometheus), and each service's routes.
 */
export function buildApp(
  options: Pick<RunOptions, "services" | "sql" | "bus" | "log">,
  isDraining: () => boolean,
): Hono {
  const app = new Hono();
  app.use(requestContext({ log: options.log }));
  app.use(httpMetrics());
  app.onError(onError(options.log));
  app.notFound(notFound);
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/metrics", metricsHandler);
  app.get("/readyz", async (c) => {
    const checks = {
      database: await pingDatabase(options.sql).then(() => true, () => false),
      bus: await options.bus.ping().then(() => true, () => false),
      draining: isDraining(),
    };
    const ready = checks.database && checks.bus && !checks.draining;
    return c.json({ status: ready ? "ready" : "unavailable", checks }, ready ? 200 : 503);
  });
  for (const s of options.services) if (s.routes) app.route("/", s.routes);
  return app;
}

/**
 * Collects what starting left (compiled modules' garbage, migrations, PGlite's initdb in the
 * embedded mode) once, memory-reducing, before the server is ready: V8 otherwise keeps the young
 * generation grown to its largest for some 30 s of idling (the assistant idled at ~125 MB instead
 * of ~107). Only when gc is exposed (`deno task start*` pass `--expose-gc`); about 0.2–0.5 s, once.
 */
function collectStartupGarbage(): void {
  (globalThis as { gc?: (options: object) => void }).gc?.({
    type: "major",
    execution: "sync",
    flavor: "last-resort",
  });
}

/**
 * Starts services and serves them over HTTP; on SIGTERM or SIGINT drains them: `/readyz` turns
 * 503, the server stops accepting and finishes requests in flight, each service stops, the bus
 * subscriptions drain, the pool closes.
 */
export async function runServices(options: RunOptions): Promise<Running> {
  const { log } = options;
  let draining = false;
  for (const s of options.services) await s.start();
  collectStartupGarbage();
  const app = buildApp(options, () => draining);
  const server = Deno.serve(
    {
      port: options.port,
      hostname: options.hostname,
      onListen: ({ port, hostname }) =>
        log.info("listening", {
          url: `http://${hostname}:${port}`,
          services: options.services.map((s) => s.name),
        }),
    },
    app.fetch,
  );
  let closing: Promise<void> | null = null;
  const shutdown = () => {
    closing ??= (async () => {
      draining = true;
      log.info("draining");
      await server.shutdown();
      for (const s of [...options.services].reverse()) {
        await s.stop().catch((err) =>
          log.error("service did not stop cleanly", { service: s.name, err })
        );
      }
      await options.bus.drain().catch((err) => log.warn("bus drain failed", { err }));
      await options.sql.end({ timeout: 5 }).catch((err) => log.warn("pool close failed", { err }));
      await options.onClosed?.();
      log.info("stopped");
    })();
    return closing;
  };
  return { port: server.addr.port, app, shutdown };
}

/**
 * Runs `shutdown` once on SIGTERM or SIGINT, or once the process's parent is gone (it ended without
 * passing a signal on: {@link whenParentGone}), then exits.
 */
export function exitOnSignals(shutdown: () => Promise<void>, log?: Logger): void {
  const handler = () => {
    shutdown().then(() => Deno.exit(0), () => Deno.exit(1));
  };
  Deno.addSignalListener("SIGTERM", handler);
  Deno.addSignalListener("SIGINT", handler);
  whenParentGone(() => {
    log?.info("the process that started this one is gone: stopping");
    handler();
  });
}
