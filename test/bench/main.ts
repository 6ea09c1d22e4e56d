/**
 * `deno task bench`: the floor (Hono → NATS request → echo) and the four services, each a
 * process of its own on this machine's Postgres and NATS (a fresh database and subject prefix),
 * loaded by wrk in one run; then the embedded mode's memory after the README's walkthrough.
 *
 *   deno task bench              the table: req/s, p50, p99, non-2xx, ratio to the floor, RSS,
 *                                each service's start-up to ready;
 *                                the floor runs first and after each load, and each load is
 *                                compared against the mean of the floor's runs around it
 *   deno task bench --soak       10 minutes of load: RSS and p99 minute by minute
 *   deno task bench --cpu-prof   also writes each service's CPU profile (.data/bench-prof/)
 *   deno task bench --embedded   only the embedded mode's memory
 *
 * Options: --seconds N (8), --connections N (32), --only messages|actions|mcp|memories (the floor
 * and that load alone, no history or embedded mode: for a profile of one path; `memories`: the
 * rows of an account with 50,000 memories against a fresh one), --repeat N (1: each
 * load N times, each between two runs of the floor, summed up by the median and range of its
 * shares). It is a benchmark, not a test: nothing here is timed by CI.
 * @module
 */
import { connectPostgres, type Sql } from "@asst/shared/db";
import { TEST_NATS_URL, uniquePrefix } from "@asst/shared/testing";
import { createKey, freePort, sharedServers } from "../_harness.ts";
import { actionsLoad } from "./actions_load.ts";
import { runEmbeddedWalkthrough } from "./embedded.ts";
import { type BenchProcess, cpuMs, spawnDeno, taskArgs, waitReady } from "./processes.ts";
import { compareRuns, meanOfRuns, printTable, type Row } from "./report.ts";
import { checkWrk, type Load, runWrk, type WrkRequest, type WrkResult } from "./wrk.ts";
import { parseArgs } from "./options.ts";
import { addHistory, addMemories, clearShopping, shoppingItems, transactions } from "./seed.ts";

const SERVICES = ["gateway", "assistant", "proposals", "notifier"] as const;
const API = "/api/assistant/v1";
const HISTORY_ROWS = 100_000;
const MEMORIES = 50_000;
/** The question of the memory rows: one memory of the {@link MEMORIES} answers it. */
const MEMORY_QUESTION = "what does my friend number 43210 like?";

/** The bodies and headers of each load. */
function requests(baseUrl: string, key: string, runId: string) {
  const headers = { "content-type": "application/json", authorization: `Bearer ${key}` };
  return {
    messages: { url: `${baseUrl}${API}/messages`, headers, body: '{"message":"what is my name?"}' },
    /** A question about one memory (see {@link addMemories}). */
    memory: {
      url: `${baseUrl}${API}/messages`,
      headers,
      body: JSON.stringify({ message: MEMORY_QUESTION }),
    },
    /** A question about another memory each time: no answer from a search kept before. */
    newMemory: {
      url: `${baseUrl}${API}/messages`,
      headers,
      numberedBody: { templates: ['{"message":"what does my friend number %d like?"}'], start: 1 },
    },
    /**
     * The /actions load of one wrk run. Its items are named after `load` (letters and digits), a
     * name no other run of the bench uses: a text sent again would be answered from the
     * idempotency store (a replay), not run.
     */
    actions: (load: string): WrkRequest =>
      actionsLoad(`${baseUrl}${API}/actions`, headers, `${runId}${load}`, 1),
    mcp: {
      url: `${baseUrl}${API}/mcp`,
      headers: { ...headers, accept: "application/json, text/event-stream" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "shopping_list", arguments: {} },
      }),
    },
  };
}

async function main(): Promise<void> {
  const options = parseArgs(Deno.args);
  await checkWrk();
  const load: Load = { threads: 1, connections: options.connections, seconds: options.seconds };
  const warm: Load = { ...load, seconds: 2 };
  const logDir = await Deno.makeTempDir({ prefix: "asst-bench-" });
  if (options.embeddedOnly) {
    await printEmbedded(logDir);
    return;
  }
  const profDir = new URL("../../.data/bench-prof/", import.meta.url).pathname;
  if (options.cpuProf) await Deno.mkdir(profDir, { recursive: true });
  console.log(`bench: logs in ${logDir}`);

  const servers = await sharedServers();
  const processes: BenchProcess[] = [];
  const sql = connectPostgres(servers.env.DATABASE_URL!, { max: 1 });
  try {
    // The floor.
    const floorSubject = `${uniquePrefix()}floor.echo`;
    const floorPort = freePort();
    const baseEnv = { ...Deno.env.toObject(), NO_COLOR: "1" };
    const deno = ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-sys"];
    const script = new URL("./floor.ts", import.meta.url).pathname;
    const responder = await spawnDeno(
      "floor-responder",
      [
        ...deno,
        script,
        "responder",
        TEST_NATS_URL,
        floorSubject,
      ],
      baseEnv,
      logDir,
    );
    processes.push(responder);
    const floorHttp = await spawnDeno(
      "floor-http",
      [
        ...deno,
        script,
        "http",
        String(floorPort),
        TEST_NATS_URL,
        floorSubject,
      ],
      baseEnv,
      logDir,
    );
    processes.push(floorHttp);
    await waitReady(floorHttp, `http://127.0.0.1:${floorPort}/readyz`);

    // The four services.
    const ports = Object.fromEntries(SERVICES.map((s) => [s, freePort()]));
    const serviceEnv = {
      ...baseEnv,
      ...servers.env,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      WEB_CHAT_ENABLED: "true",
      RATE_LIMIT_MESSAGES_PER_MINUTE: "100000000",
      RATE_LIMIT_MESSAGES_PER_ORIGIN_PER_MINUTE: "100000000",
      RATE_LIMIT_ACTIONS_PER_MINUTE: "100000000",
      MONTHLY_SPEND_CAP_USD: "1000000",
    };
    const services: Record<string, BenchProcess> = {};
    // The gateway first: it owns the accounts the others may look up.
    for (const name of SERVICES) {
      const p = await spawnDeno(
        name,
        await taskArgs(`start:${name}`),
        { ...serviceEnv, PORT: String(ports[name]) },
        logDir,
        options.cpuProf
          ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`, `--cpu-prof-name=${name}.cpuprofile`]
          : [],
      );
      processes.push(p);
      services[name] = p;
      await waitReady(p, `http://127.0.0.1:${ports[name]}/readyz`);
    }
    const chatUrl = `http://127.0.0.1:${ports.proposals}`;
    const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    const runId = crypto.randomUUID().slice(0, 8);
    const key = await createKey(chatUrl, "ada", "create an API key that can do everything");
    const historyKey = await createKey(chatUrl, "hal", "create an API key");
    const memoryKey = await createKey(chatUrl, "mia", "create an API key");
    const fresh = requests(gatewayUrl, key, runId);
    const history = requests(gatewayUrl, historyKey, runId);
    const remembering = requests(gatewayUrl, memoryKey, runId);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await rssOf(services);

    if (options.soak) {
      await soak(sql, fresh, load, services);
    } else {
      const sides = {
        floor: [responder.pid, floorHttp.pid],
        gateway: [services.gateway!.pid],
        assistant: [services.assistant!.pid],
      };
      // Postgres's backends, all of them and those of each service (its application_name).
      const cpuNow = async () => {
        const pg = await sql<{ pid: number; app: string }[]>`
          select pid, application_name as app from pg_stat_activity
          where datname = current_database()`;
        const byService = (name: string) => pg.filter((b) => b.app === name).map((b) => b.pid);
        const out: Record<string, number> = {};
        for (
          const [side, pids] of Object.entries({
            ...sides,
            postgres: pg.map((b) => b.pid),
            "postgres:gateway": byService("gateway"),
            "postgres:assistant": byService("assistant"),
          })
        ) {
          out[side] = (await Promise.all(pids.map(cpuMs))).reduce((a, b) => a + b, 0);
        }
        return out;
      };
      // What the background loops cost while nothing is loaded: part of every row's figures.
      const txBefore = await transactions(sql);
      const idleCpuBefore = await cpuNow();
      await new Promise((r) => setTimeout(r, 2000));
      const idleTxPerSecond = (await transactions(sql) - txBefore) / 2;
      const idleCpuAfter = await cpuNow();
      const background = Object.keys(idleCpuAfter)
        .filter((k) => k !== "floor" && !k.includes(":"))
        .map((k) => `${k} ${((idleCpuAfter[k]! - idleCpuBefore[k]!) / 2).toFixed(0)}`).join(", ");
      const measure = async (what: string, req: WrkRequest, warmReq: WrkRequest) => {
        if (warmReq.lua) await clearShopping(sql);
        await runWrk(warmReq, warm);
        // The tests' Postgres runs without autovacuum: do what it would have done by now, so that
        // the planner sees tables of the size the warm-up left (an empty table's plan, cached per
        // connection, reads it whole when it has grown) and a run does not wade through the
        // deleted rows of the runs before it (--repeat).
        await sql`vacuum analyze`;
        if (req.lua) await clearShopping(sql);
        const before = await transactions(sql);
        const cpuBefore = await cpuNow();
        const result = await runWrk(req, load);
        const cpuAfter = await cpuNow();
        await new Promise((r) => setTimeout(r, 600)); // statistics reach pg_stat_database
        const tx = await transactions(sql) - before - idleTxPerSecond * (load.seconds + 0.6);
        const isFloor = req.url.includes(`:${floorPort}/`);
        const cpu = Object.fromEntries(
          Object.keys(cpuAfter).filter((k) => (k === "floor") === isFloor)
            .map((k) => [k, (cpuAfter[k]! - cpuBefore[k]!) / result.requests]),
        );
        const txPerRequest = isFloor ? null : Math.max(0, tx / result.requests);
        const note = result.actions
          ? `${what}: ${result.actions.ok} tool calls done, ${result.actions.failed} failed, ` +
            `${result.actions.none} requests ran none, ${result.actions.replayed} answered from ` +
            `the idempotency store; ${await shoppingItems(sql)} items on the ` +
            "shopping list after the run"
          : undefined;
        return { what, result, txPerRequest, cpu, ...(note ? { note } : {}) };
      };
      const floorReq = {
        url: `http://127.0.0.1:${floorPort}/echo`,
        headers: { "content-type": "application/json" },
        body: '{"message":"what is my name?"}',
      };
      const rows: Row[] = [];
      const floors: WrkResult[] = [];
      const runFloor = async () => {
        const row = await measure("floor: Hono → NATS request → echo", floorReq, floorReq);
        rows.push(row);
        floors.push(row.result);
        return row.result;
      };
      // Each group of loads runs between two runs of the floor and is compared against their mean.
      let floorBefore = await runFloor();
      const compared = async (...loads: (() => Promise<Row>)[]) => {
        const out: Row[] = [];
        for (const load of loads) {
          const row = await load();
          rows.push(row);
          out.push(row);
        }
        const floorAfter = await runFloor();
        const floor = meanOfRuns([floorBefore, floorAfter]);
        for (const row of out) row.floor = floor;
        floorBefore = floorAfter;
        return out;
      };
      const only = options.only;
      for (let i = 0; i < options.repeat; i++) {
        if (only === null || only === "messages") {
          await compared(() => measure("POST /messages", fresh.messages, fresh.messages));
        }
        if (only === null || only === "actions") {
          await compared(() =>
            measure(
              "POST /actions (add item N, remove an item added before)",
              fresh.actions(`r${i}`),
              fresh.actions(`w${i}`),
            )
          );
        }
        if (only === null || only === "mcp") {
          await compared(() => measure("MCP tools/call shopping_list", fresh.mcp, fresh.mcp));
        }
      }
      if (only === null) {
        await addHistory(sql, historyKey, HISTORY_ROWS);
        const historyRow = `POST /messages, ${
          HISTORY_ROWS.toLocaleString("en")
        } ledger rows this month`;
        // Against the account of the first /messages row, in the order history, fresh, fresh,
        // history: the run itself changes what a request costs (a warmer JIT, a fuller heap,
        // tables grown by /actions), and in this order a steady drift weighs on both alike.
        const freshRow = "POST /messages, fresh account";
        const [h1, f1, f2, h2] = await compared(
          () => measure(historyRow, history.messages, history.messages),
          () => measure(freshRow, fresh.messages, fresh.messages),
          () => measure(freshRow, fresh.messages, fresh.messages),
          () => measure(historyRow, history.messages, history.messages),
        );
        h2!.note = `${historyRow} against a fresh account, ${compareRuns([h1!, h2!], [f1!, f2!])}`;
      }
      if (only === null || only === "memories") {
        await addMemories(sql, memoryKey, MEMORIES);
        const memoryRow = `POST /messages, ${MEMORIES.toLocaleString("en")} memories`;
        const newRow = `${memoryRow}, a new question each time`;
        const freshRow = "POST /messages, fresh account, same question";
        // The same order as the ledger's rows, for the same reason.
        const [m1, f1, n1, n2, f2, m2] = await compared(
          () => measure(memoryRow, remembering.memory, remembering.memory),
          () => measure(freshRow, fresh.memory, fresh.memory),
          () => measure(newRow, remembering.newMemory, remembering.newMemory),
          () => measure(newRow, remembering.newMemory, remembering.newMemory),
          () => measure(freshRow, fresh.memory, fresh.memory),
          () => measure(memoryRow, remembering.memory, remembering.memory),
        );
        n2!.note = `${newRow} against a fresh account, ${compareRuns([n1!, n2!], [f1!, f2!])}`;
        m2!.note = `${memoryRow} ("${MEMORY_QUESTION}", answered "${await answerOf(
          remembering.memory,
        )}") against a fresh account, ${compareRuns([m1!, m2!], [f1!, f2!])}`;
      }
      const after = await rssOf(services);
      printTable(rows, meanOfRuns(floors), idle, after, load);
      const readyIn = SERVICES.map((n) => `${n} ${services[n]!.readyMs?.toFixed(0)} ms`);
      console.log(`\nstart-up to ready (/readyz polled every 100 ms): ${readyIn.join(", ")}`);
      console.log(
        `\nunloaded, in CPU ms a second (counted in the CPU per request above): ${background}; ` +
          `${idleTxPerSecond.toFixed(1)} transactions a second (taken out of db tx/req)`,
      );
    }
    for (const p of processes.splice(0)) await p.stop();
    if (!options.soak && options.only === null) await printEmbedded(logDir);
    if (options.cpuProf) console.log(`CPU profiles in ${profDir}`);
  } finally {
    for (const p of processes) await p.stop();
    await sql.end();
    await servers.cleanup();
  }
}

async function printEmbedded(logDir: string): Promise<void> {
  const walk = await runEmbeddedWalkthrough(logDir, { ...Deno.env.toObject(), NO_COLOR: "1" });
  console.log(
    `\nembedded mode (deno task start, PGlite): ${walk.coldMb.toFixed(0)} MB after a cold ` +
      `start, ${walk.afterMb.toFixed(0)} MB after the README's walkthrough`,
  );
}

async function rssOf(services: Record<string, BenchProcess>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, p] of Object.entries(services)) out[name] = await p.rssMb();
  return out;
}

/** The reply to one request of `req`. */
async function answerOf(req: WrkRequest): Promise<string> {
  const res = await fetch(req.url, {
    method: "POST",
    headers: req.headers,
    body: req.body ?? null,
  });
  const body = await res.json();
  return res.ok ? String(body.reply) : `HTTP ${res.status}`;
}

/** 10 one-minute rounds: /messages and /actions 30 s each, then RSS and p99. */
async function soak(
  sql: Sql,
  reqs: ReturnType<typeof requests>,
  load: Load,
  services: Record<string, BenchProcess>,
): Promise<void> {
  const names = Object.keys(services);
  console.log(
    ["minute", "/messages p99 ms", "/actions p99 ms", "non-2xx", ...names.map((n) => `${n} MB`)]
      .join("\t"),
  );
  for (let minute = 1; minute <= 10; minute++) {
    const half = { ...load, seconds: 30 };
    const m: WrkResult = await runWrk(reqs.messages, half);
    await clearShopping(sql);
    const a: WrkResult = await runWrk(reqs.actions(`s${minute}`), half);
    const rss = await rssOf(services);
    // What autovacuum does about once a minute (the tests' Postgres runs without it): without
    // it, the list's deleted rows pile up and plans made on the first minute's small tables stay.
    await sql`vacuum analyze`;
    console.log(
      [
        minute,
        m.p99.toFixed(1),
        a.p99.toFixed(1),
        m.non2xx + a.non2xx,
        ...names.map((n) => rss[n]!.toFixed(0)),
      ].join("\t"),
    );
  }
}

if (import.meta.main) {
  try {
    await main();
  } catch (err) {
    console.error(`bench failed: ${err instanceof Error ? err.message : err}`);
    Deno.exit(1);
  }
}
