/** Helpers for the notifier's tests: a migrated fresh database, a receiver, a clock, the chat. */
import {
  type ChatOut,
  createLogger,
  type EventEnvelope,
  type EventType,
  type Logger,
  makeEvent,
  proposalsSubjects,
  serve,
  silentLogger,
  toBase64,
} from "@asst/shared";
import type { Bus, Stoppable } from "@asst/shared/bus";
import { connectPostgres, type Sql } from "@asst/shared/db";
import { migratedDatabaseUrl, priceDropEvent, reminderEvent } from "@asst/shared/testing";
import { EventInbox } from "../src/event_inbox.ts";
import { EndpointStore } from "../src/endpoint_store.ts";
import { WebhookSecrets } from "../src/webhook_secrets.ts";

/** A WEBHOOK_SECRET_KEY for tests. */
export const TEST_KEY = toBase64(crypto.getRandomValues(new Uint8Array(32)));

/** A clock tests move by hand. */
export class TestClock {
  #ms: number;

  constructor(start = "2026-05-01T10:00:00Z") {
    this.#ms = new Date(start).getTime();
  }

  now = (): Date => new Date(this.#ms);

  /** Moves the clock forward by `ms`. */
  advance(ms: number): void {
    this.#ms += ms;
  }

  /** Moves the clock to `at` (never backwards). */
  set(at: Date): void {
    this.#ms = Math.max(this.#ms, at.getTime());
  }

  get ms(): number {
    return this.#ms;
  }
}

/** A migrated fresh database. */
export interface TestDb {
  sql: Sql;
  url: string;
  /** Another pool on the same database, closed with the rest. */
  pool(): Sql;
}

/** Runs `fn` with a fresh database that has the notifier's schema, then drops it. */
export async function withDb(fn: (db: TestDb) => Promise<void>): Promise<void> {
  const fresh = await migratedDatabaseUrl("notifier", new URL("../migrations/", import.meta.url));
  const pools: Sql[] = [];
  const pool = () => {
    const sql = connectPostgres(fresh.url, { max: 4 });
    pools.push(sql);
    return sql;
  };
  const sql = pool();
  try {
    await fn({ sql, url: fresh.url, pool });
  } finally {
    await Promise.all(pools.map((p) => p.end()));
    await fresh.drop();
  }
}

/** A request as a receiver saw it. */
export interface Received {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

/** A local webhook receiver on 127.0.0.1. */
export interface Receiver {
  /** Base URL, such as `http://127.0.0.1:1234`. */
  origin: string;
  /** Every request, in order. */
  requests: Received[];
  /** Sets how the receiver answers from now on. */
  answer(handler: (req: Received) => Response | Promise<Response>): void;
  /** Resolves at the next request. */
  next(): Promise<Received>;
  close(): Promise<void>;
}

/** Starts a receiver that answers 200 until told otherwise. */
export function startReceiver(): Receiver {
  const requests: Received[] = [];
  let handler = (_req: Received): Response | Promise<Response> => new Response("ok");
  let waiters: ((r: Received) => void)[] = [];
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    async (request) => {
      const received: Received = {
        method: request.method,
        path: new URL(request.url).pathname,
        headers: request.headers,
        body: await request.text(),
      };
      requests.push(received);
      const current = waiters;
      waiters = [];
      for (const w of current) w(received);
      return handler(received);
    },
  );
  return {
    origin: `http://127.0.0.1:${server.addr.port}`,
    requests,
    answer: (h) => (handler = h),
    next: () => new Promise((resolve) => waiters.push(resolve)),
    close: () => server.shutdown(),
  };
}

/** Messages `proposals.chat.send` received, per account. */
export interface ChatCapture extends Stoppable {
  messages: { account_id: string; messages: ChatOut[] }[];
  /** The texts sent to the chat, oldest first. */
  texts(): string[];
}

/** Answers `proposals.chat.send` on `bus` and keeps what it got. */
export function captureChat(bus: Bus): ChatCapture {
  const messages: { account_id: string; messages: ChatOut[] }[] = [];
  const sub = serve(
    bus,
    proposalsSubjects.chatSend,
    { queue: "proposals", log: silentLogger },
    (req) => {
      messages.push(req);
      return Promise.resolve({ delivered: req.messages.length });
    },
  );
  return {
    messages,
    texts: () => messages.flatMap((m) => m.messages.map((x) => x.text)),
    stop: () => sub.stop(),
  };
}

/** A logger that keeps every line it writes. */
export function capturingLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  return {
    log: createLogger({ service: "notifier", level: "debug", sink: (line) => lines.push(line) }),
    lines,
  };
}

export { reminderEvent } from "@asst/shared/testing";

/** The parts most delivery tests need, over one database. */
export interface Parts {
  secrets: WebhookSecrets;
  store: EndpointStore;
  inbox: EventInbox;
}

/** An endpoint store and inbox on `sql` with `clock`, loopback allowed. */
export function parts(sql: Sql, clock: TestClock, allowPrivate = true): Parts {
  const secrets = WebhookSecrets.fromBase64Key(TEST_KEY);
  return {
    secrets,
    store: new EndpointStore({ sql, secrets, allowPrivate, now: clock.now }),
    inbox: new EventInbox(sql, clock.now),
  };
}

/** Records an event of `type` (a reminder by default) for `accountId`. */
export async function recordEvent(
  inbox: EventInbox,
  accountId: string,
  now: Date,
  type: EventType = "reminder.fired",
): Promise<EventEnvelope> {
  const event = type === "reminder.fired"
    ? reminderEvent(accountId, "Water the plants", now)
    : type === "price.drop"
    ? priceDropEvent(accountId, now)
    : makeEvent("proposal.resolved", accountId, {
      proposal_id: crypto.randomUUID(),
      kind: "calendar_event",
      status: "confirmed",
      summary: "Book a table",
      created_at: now.toISOString(),
      resolved_at: now.toISOString(),
      delivery: "calendar",
    }, now);
  await inbox.record(event);
  return event;
}
