/**
 * One chaos run: the deployed topology on this machine (a 3-node NATS cluster, two replicas of
 * every service, a fresh database on this machine's Postgres), a mixed load, the fault schedule
 * during it, then the ledger check.
 * @module
 */
import { toBase64 } from "@asst/shared";
import { connectPostgres } from "@asst/shared/db";
import { freshDatabaseUrl } from "@asst/shared/testing";
import { startFakeSmtp } from "../../services/proposals/testing/fake_smtp.ts";
import { chat, createKey } from "../_harness.ts";
import { type ClientOptions, send } from "./client.ts";
import { runSchedule, schedule } from "./faults.ts";
import { judge, type Verdict } from "./ledger.ts";
import { readLedgerData, replayFailed } from "./ledger_data.ts";
import { confirmProposals, runLoad } from "./load.ts";
import { startNatsCluster } from "./nats_cluster.ts";
import { startShopPage, startWebhookReceiver } from "./receivers.ts";
import { startTopology } from "./topology.ts";

/** Options of {@link runChaos}. */
export interface ChaosOptions {
  /** How long the load runs, in minutes. @default 2 */
  minutes?: number;
  /** Requests a second. @default 20 */
  rate?: number;
  /** Where progress goes. @default console.log */
  log?: (line: string) => void;
}

/** What a run gives: the ledger's verdict, the request count, where the logs are. */
export interface ChaosResult extends Verdict {
  /** Replicas that exited by themselves during the run (their logs say why). */
  crashed: string[];
  requests: number;
  skipped: number;
  logDir: string;
}

/** The gateway's request timeout in a chaos run (the documented default is 30 s). */
export const CHAOS_REQUEST_TIMEOUT_MS = 10_000;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function randomKey(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32)));
}

/** Runs the topology, the load and the faults, and checks the ledger. */
export async function runChaos(options: ChaosOptions = {}): Promise<ChaosResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const durationMs = (options.minutes ?? 2) * 60_000;
  const rate = options.rate ?? 20;
  const runId = crypto.randomUUID().replaceAll("-", "").slice(0, 6);
  const dir = await Deno.makeTempDir({ prefix: "asst-chaos-" });
  log(`chaos: run ${runId}, logs in ${dir}`);
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const nats = await startNatsCluster(dir);
    cleanups.push(() => nats.stop());
    const db = await freshDatabaseUrl();
    cleanups.push(() => db.drop());
    const smtp = await startFakeSmtp();
    cleanups.push(() => smtp.close());
    const receiver = startWebhookReceiver();
    cleanups.push(() => receiver.stop());
    const shop = startShopPage();
    cleanups.push(() => shop.stop());

    const env = {
      ...Deno.env.toObject(),
      NO_COLOR: "1",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: db.url,
      NATS_URL: nats.url,
      NATS_STREAM_REPLICAS: "3",
      KEY_PEPPER: "chaos-pepper-0123456789abcdefghijklmnopqrstuvwxyz",
      ASSISTANT_SECRET_KEY: randomKey(),
      WEBHOOK_SECRET_KEY: randomKey(),
      WEB_CHAT_ENABLED: "true",
      SMTP_URL: smtp.url,
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      PRICE_FETCH_ALLOW_PRIVATE: "true",
      PRICE_CHECK_INTERVAL_SECONDS: "2",
      GATEWAY_REQUEST_TIMEOUT_MS: String(CHAOS_REQUEST_TIMEOUT_MS),
      CHAT_REQUEST_TIMEOUT_MS: String(CHAOS_REQUEST_TIMEOUT_MS),
      RATE_LIMIT_MESSAGES_PER_MINUTE: "100000000",
      RATE_LIMIT_MESSAGES_PER_ORIGIN_PER_MINUTE: "100000000",
      RATE_LIMIT_ACTIONS_PER_MINUTE: "100000000",
      MONTHLY_SPEND_CAP_USD: "1000000",
    };
    const topology = await startTopology(env, dir);
    cleanups.push(() => topology.stop());
    log("chaos: 3 NATS nodes and 2 replicas of each service are ready");

    // The account: its email address and name (for proposals), its webhook, its key.
    const chatUrl = topology.of("proposals")[0]!.url;
    const user = "chaos";
    await chat(chatUrl, user, "my email address is chaos@example.com");
    await chat(chatUrl, user, "my name is Chaos Monkey");
    const [hook] = await chat(chatUrl, user, `send my events to ${receiver.url}`);
    if (!/whsec_/.test(hook?.text ?? "")) throw new Error(`no webhook: ${hook?.text}`);
    const key = await createKey(chatUrl, user, "create an API key that can do everything");
    const gateways = topology.of("gateway").map((r) => ({ name: r.name, url: r.url }));
    const t0 = performance.now();
    const client: ClientOptions = {
      gateways,
      key,
      t0,
      giveUpMs: CHAOS_REQUEST_TIMEOUT_MS + 20_000,
    };
    const watch = await send(client, {
      seq: -1,
      kind: "action",
      token: "watch",
      path: "/actions",
      body: { message: `watch ${shop.url}` },
      idempotencyKey: crypto.randomUUID(),
    });
    if (!watch.applied) throw new Error(`the price watch was not set: ${JSON.stringify(watch)}`);

    // The load, the chat's confirmations, the falling price and the faults, all at once.
    let loadDone = false;
    const confirming = confirmProposals(
      () => topology.of("proposals").map((r) => r.url),
      user,
      () => loadDone,
    );
    const lowering = (async () => {
      while (!loadDone) {
        await wait(10_000);
        if (!loadDone) shop.lower();
      }
    })();
    const faults = schedule({
      topology,
      nats,
      databaseUrl: db.url,
      requestTimeoutMs: CHAOS_REQUEST_TIMEOUT_MS,
    });
    const firstAt = 10_000;
    const spacing = Math.max(1_000, (durationMs - firstAt - 25_000) / faults.length);
    // The load goes on until 15 s after the last fault, should the schedule outlast it.
    let faultsOver: number | null = null;
    const [load, records] = await Promise.all([
      runLoad({
        client,
        rate,
        durationMs,
        runId,
        keepGoing: () => faultsOver === null || performance.now() - faultsOver < 15_000,
      }),
      runSchedule(faults, t0, { firstAt, spacing, gapMs: 5_000 }, log).finally(() => {
        faultsOver = performance.now();
      }),
    ]);
    loadDone = true;
    const crashed: string[] = [];
    for (const r of topology.replicas) if (!(await r.running())) crashed.push(r.name);
    const tapped = await confirming;
    await lowering;
    log(
      `chaos: ${load.entries.length} requests sent, ${load.skipped} skipped; checking the ledger`,
    );

    const replays = await replayFailed(client, load.entries);
    const sql = connectPostgres(db.url, { max: 2, applicationName: "chaos-ledger" });
    try {
      const data = await readLedgerData(sql, runId, smtp, receiver, shop, tapped);
      await Deno.writeTextFile(
        `${dir}/client-log.json`,
        JSON.stringify({ entries: load.entries, replays: [...replays], faults: records, data }, (
          _,
          v,
        ) => v instanceof Map ? [...v] : v),
      );
      const verdict = judge({
        entries: load.entries,
        replays,
        data,
        faults: records,
        timeoutMs: CHAOS_REQUEST_TIMEOUT_MS,
      });
      return {
        ...verdict,
        crashed,
        requests: load.entries.length,
        skipped: load.skipped,
        logDir: dir,
      };
    } finally {
      await sql.end();
    }
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((err) => log(`chaos: cleanup failed: ${err}`));
    }
  }
}
