import { z } from "zod";
import type { Bus } from "./bus.ts";
import { ConfigError, env, loadConfig } from "./config.ts";
import { connectPostgres, type Sql } from "./db.ts";
import { createLogger, type Logger } from "./log.ts";
import { NatsBus } from "./nats_bus.ts";
import { exitOnSignals, type Running, runServices, type Service } from "./service.ts";

/** Connections per service process, unless the service or `DATABASE_POOL_SIZE` says otherwise. */
const DEFAULT_POOL_SIZE = 10;

/** Settings every separately deployed service reads. */
export const processConfigSchema = z.object({
  /** Where this service listens for HTTP (health, readiness, its public routes). */
  PORT: env.port(8080),
  HOST: z.string().default("0.0.0.0"),
  /** This service's database; in production each service has its own role. */
  DATABASE_URL: z.url({ error: "expected a postgres:// URL" }),
  DATABASE_POOL_SIZE: env.positiveInt(DEFAULT_POOL_SIZE),
  /** NATS servers, comma-separated. */
  NATS_URL: z.string().min(1, "expected NATS server URLs such as nats://nats:4222"),
  /**
   * How many NATS servers keep the event stream: 1, or 3 (or 5) on a NATS cluster of at least
   * that many servers, so that the stream survives the loss of one (two) of them.
   */
  NATS_STREAM_REPLICAS: z.coerce.number().int().refine((n) => [1, 3, 5].includes(n), {
    error: "expected 1, 3 or 5",
  }).default(1),
  /** Put before every subject, so deployments can share a NATS. */
  BUS_PREFIX: z.string().regex(
    /^([A-Za-z0-9_-]+\.)?$/,
    'expected "" or a token and a dot, like "prod."',
  )
    .default(""),
  LOG_LEVEL: env.logLevel(),
});

/** Settings every separately deployed service reads. */
export type ProcessConfig = z.infer<typeof processConfigSchema>;

/**
 * Prints a configuration error as one line and exits 1; rethrows anything else.
 */
export function exitOnConfigError(err: unknown): never {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    Deno.exit(1);
  }
  throw err;
}

/** How a service's pool is made. */
export interface BootOptions {
  /** See `PostgresOptions.genericPlans`. */
  genericPlans?: boolean;
  /**
   * The pool's size when `DATABASE_POOL_SIZE` is not set. postgres.js gives each statement the
   * connection that has been idle longest, so a pool turns its statements over all the connections
   * it has opened: a service whose statements are few at a time runs them on fewer, warmer
   * Postgres backends with a pool of about that many. @default 10
   */
  poolSize?: number;
}

/**
 * The composition root of one separately deployed service: reads the environment, connects to
 * Postgres and NATS, starts the service and drains it on SIGTERM.
 */
export async function bootService(
  name: string,
  make: (deps: { sql: Sql; bus: Bus; log: Logger }, environment: Record<string, string>) => Service,
  options: BootOptions = {},
): Promise<Running> {
  const environment = Deno.env.toObject();
  let config: ProcessConfig;
  let service: Service;
  let log: Logger = createLogger({ service: name });
  let sql: Sql | null = null;
  let bus: Bus | null = null;
  try {
    config = loadConfig(
      processConfigSchema.extend({
        DATABASE_POOL_SIZE: env.positiveInt(options.poolSize ?? DEFAULT_POOL_SIZE),
      }),
      environment,
    );
    // One logger at LOG_LEVEL for everything, the request log of the server included.
    log = createLogger({ service: name, level: config.LOG_LEVEL });
    sql = connectPostgres(config.DATABASE_URL, {
      max: config.DATABASE_POOL_SIZE,
      applicationName: name,
      log,
      ...(options.genericPlans ? { genericPlans: true } : {}),
    });
    bus = await NatsBus.connect({
      servers: config.NATS_URL,
      prefix: config.BUS_PREFIX,
      streamReplicas: config.NATS_STREAM_REPLICAS,
      name,
      log,
    });
    service = make({ sql, bus, log }, environment);
  } catch (err) {
    await bus?.drain().catch(() => {});
    await sql?.end({ timeout: 1 }).catch(() => {});
    exitOnConfigError(err);
  }
  const running = await runServices({
    services: [service],
    sql,
    bus,
    log,
    port: config.PORT,
    hostname: config.HOST,
  });
  exitOnSignals(running.shutdown, log);
  return running;
}
