/**
 * The whole Assistant Interface in one process (the embedded mode): all four services, one HTTP
 * server, and either embedded PGlite and an in-process bus, or the Postgres and NATS named by
 * `DATABASE_URL` and `NATS_URL`.
 * @module
 */
import {
  assistantConfigSchema,
  createAssistant,
  createProviderModel,
  modelConfigSchema,
} from "@asst/assistant";
import { createGateway, gatewayConfigSchema } from "@asst/gateway";
import { createNotifier, notifierConfigSchema } from "@asst/notifier";
import { createProposals, proposalsConfigSchema } from "@asst/proposals";
import { createLogger, env, loadConfig, type Logger, toBase64 } from "@asst/shared";
import { type Bus, MemoryBus, NatsBus } from "@asst/shared/bus";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "@asst/shared/embedded";
import { type Running, runServices } from "@asst/shared/http";
import { z } from "zod";

/** Settings of the embedded mode. */
export const systemConfigSchema = z.object({
  PORT: env.port(8080),
  HOST: z.string().default("127.0.0.1"),
  /** Where the embedded Postgres and the generated pepper live. */
  DATA_DIR: z.string().default("./.data"),
  /** Use this Postgres instead of the embedded one. */
  DATABASE_URL: z.url({ error: "expected a postgres:// URL" }).optional(),
  /** Use these NATS servers instead of the in-process bus. */
  NATS_URL: z.string().min(1).optional(),
  BUS_PREFIX: z.string().regex(
    /^([A-Za-z0-9_-]+\.)?$/,
    'expected "" or a token and a dot, like "dev."',
  )
    .default(""),
  /** Secret of the key fingerprints; generated once into DATA_DIR when unset. */
  KEY_PEPPER: z.string().min(32, "expected a secret of at least 32 characters").optional(),
  LOG_LEVEL: env.logLevel(),
});

/** A running system. */
export interface System extends Running {
  sql: Sql;
  bus: Bus;
  log: Logger;
}

/**
 * A secret of the embedded mode: read from `DATA_DIR/<name>`, or made once (32 random bytes in
 * base64, the file readable by its owner only) so that it survives restarts.
 */
async function readOrCreateSecret(
  dataDir: string,
  name: string,
  variable: string,
  log: Logger,
): Promise<string> {
  const path = `${dataDir}/${name}`;
  try {
    return (await Deno.readTextFile(path)).trim();
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
  await Deno.mkdir(dataDir, { recursive: true });
  const secret = toBase64(crypto.getRandomValues(new Uint8Array(32)));
  await Deno.writeTextFile(path, secret, { mode: 0o600, createNew: true });
  log.warn(`generated ${name} in the data directory; set ${variable} in production`, {
    data_dir: dataDir,
  });
  return secret;
}

/**
 * Starts all four services in this process.
 * @param environment the variables, `Deno.env.toObject()` in the composition root
 * @param options.logSink where log lines go (tests silence them)
 */
export async function startSystem(
  environment: Record<string, string | undefined>,
  options: { logSink?: (line: string) => void } = {},
): Promise<System> {
  const config = loadConfig(systemConfigSchema, environment);
  const log = createLogger({
    service: "embedded",
    level: config.LOG_LEVEL,
    ...(options.logSink ? { sink: options.logSink } : {}),
  });
  const withDefaults = {
    ...environment,
    WEB_CHAT_ENABLED: environment.WEB_CHAT_ENABLED ?? "true",
    KEY_PEPPER: config.KEY_PEPPER ??
      await readOrCreateSecret(config.DATA_DIR, "pepper", "KEY_PEPPER", log),
    ASSISTANT_SECRET_KEY: environment.ASSISTANT_SECRET_KEY ??
      await readOrCreateSecret(config.DATA_DIR, "secret-key", "ASSISTANT_SECRET_KEY", log),
    WEBHOOK_SECRET_KEY: environment.WEBHOOK_SECRET_KEY ??
      await readOrCreateSecret(config.DATA_DIR, "webhook-key", "WEBHOOK_SECRET_KEY", log),
  };
  // Each service's settings are checked before anything starts.
  const gatewayConfig = loadConfig(gatewayConfigSchema, withDefaults);
  const assistantConfig = loadConfig(assistantConfigSchema, withDefaults);
  const proposalsConfig = loadConfig(proposalsConfigSchema, withDefaults);
  const notifierConfig = loadConfig(notifierConfigSchema, withDefaults);
  const model = createProviderModel(loadConfig(modelConfigSchema, withDefaults));

  let embedded: EmbeddedPostgres | null = null;
  let sql: Sql;
  if (config.DATABASE_URL) {
    sql = connectPostgres(config.DATABASE_URL, { applicationName: "assistant-embedded" });
  } else {
    embedded = await startEmbeddedPostgres(`${config.DATA_DIR}/postgres`);
    // PGlite is a single backend: one connection, shared by the services.
    sql = connectPostgres(embedded.url, { max: 1, applicationName: "assistant-embedded" });
  }
  const bus: Bus = config.NATS_URL
    ? await NatsBus.connect({
      servers: config.NATS_URL,
      prefix: config.BUS_PREFIX,
      name: "assistant-embedded",
      log,
    })
    : new MemoryBus();
  const deps = { sql, bus, log };
  const running = await runServices({
    services: [
      createGateway(deps, gatewayConfig),
      createAssistant(deps, assistantConfig, { model }),
      createProposals(deps, proposalsConfig),
      createNotifier(deps, notifierConfig),
    ],
    sql,
    bus,
    log,
    port: config.PORT,
    hostname: config.HOST,
    onClosed: async () => {
      await embedded?.stop();
    },
  });
  return { ...running, sql, bus, log };
}
