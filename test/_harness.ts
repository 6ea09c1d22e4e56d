/**
 * Starting the system for tests: embedded (PGlite + in-process bus in a temporary folder) or
 * against this machine's Postgres and NATS, isolated by a fresh database and subject prefix.
 * @module
 */
import { silentLogger, toBase64 } from "@asst/shared";
import { NatsBus } from "@asst/shared/bus";
import { freshDatabaseUrl, TEST_NATS_URL, uniquePrefix, waitFor } from "@asst/shared/testing";
import { startSystem, type System } from "../system.ts";
import { assertMatchesContract } from "./_contract.ts";

const API_BASE = "/api/assistant/v1";

export {
  freshDatabaseUrl as freshDatabase,
  TEST_NATS_URL,
  TEST_POSTGRES_URL,
  waitFor,
} from "@asst/shared/testing";

/** A running system and how to reach it. */
export interface TestSystem {
  system: System;
  baseUrl: string;
  /** Every log line written, for tests that check what is logged. */
  logs: string[];
  stop(): Promise<void>;
}

/** Starts the whole system in one process with embedded Postgres and the in-process bus. */
export async function startEmbedded(env: Record<string, string> = {}): Promise<TestSystem> {
  const dataDir = await Deno.makeTempDir({ prefix: "asst-test-" });
  const logs: string[] = [];
  const system = await startSystem(
    { PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "debug", ...env },
    { logSink: (line) => logs.push(line) },
  );
  return {
    system,
    baseUrl: `http://127.0.0.1:${system.port}`,
    logs,
    stop: async () => {
      await system.shutdown();
      await Deno.remove(dataDir, { recursive: true });
    },
  };
}

/** Shared servers for replicas: one fresh database and subject prefix. */
export interface SharedServers {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/** Base64 of 32 random bytes, as the secret keys want. */
function randomKey(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32)));
}

/** A fresh database and a unique subject prefix on this machine's Postgres and NATS. */
export async function sharedServers(): Promise<SharedServers> {
  const db = await freshDatabaseUrl();
  const prefix = uniquePrefix();
  return {
    env: {
      DATABASE_URL: db.url,
      NATS_URL: TEST_NATS_URL,
      BUS_PREFIX: prefix,
      KEY_PEPPER: "test-pepper-0123456789abcdefghijklmnopqrstuvwxyz",
      ASSISTANT_SECRET_KEY: randomKey(),
      WEBHOOK_SECRET_KEY: randomKey(),
    },
    cleanup: async () => {
      const bus = await NatsBus.connect({ servers: TEST_NATS_URL, prefix, log: silentLogger });
      await bus.deleteEventStream();
      await bus.drain();
      await db.drop();
    },
  };
}

/** Starts the whole system in one process on shared servers (call several times for replicas). */
export async function startOnServers(
  servers: SharedServers,
  env: Record<string, string> = {},
): Promise<TestSystem> {
  const logs: string[] = [];
  const system = await startSystem(
    { PORT: "0", LOG_LEVEL: "debug", ...servers.env, ...env },
    { logSink: (line) => logs.push(line) },
  );
  return {
    system,
    baseUrl: `http://127.0.0.1:${system.port}`,
    logs,
    stop: () => system.shutdown(),
  };
}

/**
 * Runs `fn` with two replicas of the whole system on one fresh database and subject prefix, then
 * stops them and removes both.
 */
export async function withTwoReplicas(
  fn: (one: TestSystem, two: TestSystem) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const servers = await sharedServers();
  const one = await startOnServers(servers, env);
  try {
    const two = await startOnServers(servers, env);
    try {
      await fn(one, two);
    } finally {
      await two.stop();
    }
  } finally {
    await one.stop();
    await servers.cleanup();
  }
}

/** A chat message as the web chat API returns it. */
export interface ChatMessage {
  id: string;
  text: string;
  buttons: { label: string; data: string }[];
  revision: number;
}

async function postChat(baseUrl: string, path: string, body: unknown): Promise<ChatMessage[]> {
  const res = await fetch(`${baseUrl}/chat/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).messages;
}

/** Writes in the web chat as `user`. @returns the assistant's replies */
export function chat(baseUrl: string, user: string, text: string): Promise<ChatMessage[]> {
  return postChat(baseUrl, "messages", { user, text });
}

/** Taps a button in the web chat as `user`. @returns the assistant's replies */
export function tap(baseUrl: string, user: string, data: string): Promise<ChatMessage[]> {
  return postChat(baseUrl, "buttons", { user, data });
}

const KEY_PATTERN = /asst_[0-9A-Za-z]{36}/g;

/** The API keys that appear in some text. */
export function keysIn(text: string): string[] {
  return text.match(KEY_PATTERN) ?? [];
}

/** Asks the chat for a key and returns it; taps Confirm when the chat asks. */
export async function createKey(baseUrl: string, user: string, request: string): Promise<string> {
  let replies = await chat(baseUrl, user, request);
  const confirm = replies.flatMap((m) => m.buttons).find((b) => b.label === "Confirm");
  if (confirm) replies = await tap(baseUrl, user, confirm.data);
  const keys = replies.flatMap((m) => keysIn(m.text));
  if (keys.length !== 1) throw new Error(`expected one key, got: ${JSON.stringify(replies)}`);
  return keys[0]!;
}

/**
 * POSTs JSON to an API path with a key, and checks the response against openapi.json before
 * handing it over (so every test that calls the API checks the contract).
 */
export async function api(
  baseUrl: string,
  path: string,
  key: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(`${baseUrl}${API_BASE}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  await assertMatchesContract("POST", `${API_BASE}${path}`, res);
  return res;
}

/** A TCP port on `hostname` that nothing listens on now. */
export function freePort(hostname = "127.0.0.1"): number {
  const listener = Deno.listen({ hostname, port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Ports below Linux's ephemeral range (32768–60999), where no outgoing connection is given one. */
const STABLE_PORTS = { from: 20_000, to: 32_000 };
/** The stable ports handed out in this process. */
const stableTaken = new Set<number>();

/**
 * A free port for a process that is stopped and started again on it (a chaos run's replicas and NATS
 * nodes). A port of {@link freePort} is one of the ephemeral range, which the system also gives to
 * any outgoing connection while the process is down: a restarted notifier found its port taken
 * ("Address already in use") in a CI run. This one is below that range.
 */
export function restartablePort(hostname = "127.0.0.1"): number {
  for (let tries = 0; tries < 200; tries++) {
    const port = STABLE_PORTS.from +
      Math.floor(Math.random() * (STABLE_PORTS.to - STABLE_PORTS.from));
    if (stableTaken.has(port)) continue;
    try {
      Deno.listen({ hostname, port }).close();
    } catch {
      continue;
    }
    stableTaken.add(port);
    return port;
  }
  throw new Error("no free port below the ephemeral range");
}

/** The chat message of a proposal, found by its summary's words, with its two buttons. */
export async function proposalMessage(
  base: string,
  user: string,
  words: string,
): Promise<ChatMessage> {
  return await waitFor(`the chat message about "${words}"`, async () => {
    const res = await fetch(`${base}/chat/api/messages?user=${user}`);
    const { messages } = await res.json() as { messages: ChatMessage[] };
    return messages.find((m) => m.text.includes(words) && m.buttons.length === 2) ?? null;
  });
}
