import type {
  Bus,
  BusHeaders,
  BusMessage,
  ConsumeOptions,
  EventHandler,
  RequestHandler,
  RequestOptions,
  Stoppable,
} from "./bus.ts";
import { NoRespondersError, RequestTimeoutError } from "./bus.ts";
import {
  broadcastHeaders,
  instrumentedHandler,
  instrumentedRequest,
  type SendRequest,
  tracedListener,
} from "./bus_telemetry.ts";

interface StoredEvent {
  seq: number;
  subject: string;
  msg: BusMessage;
}

interface Consumer {
  options: ConsumeOptions;
  /** Sequence of the last event fully handled by this durable. */
  acked: number;
  handlers: EventHandler[];
  running: boolean;
  stopped: boolean;
  deliveries: Map<number, number>;
}

/** How long the in-process stream remembers message ids for de-duplication. */
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

/**
 * The in-process bus of the embedded mode: the same behaviour as {@link Bus} over NATS, without a
 * network. Requests go to one handler of the subject (round robin), broadcasts to all, and events
 * are kept in memory and delivered to each durable consumer at least once, in order.
 */
export class MemoryBus implements Bus {
  #servers = new Map<string, RequestHandler[]>();
  #next = new Map<string, number>();
  #subscribers = new Map<string, Set<(msg: BusMessage) => void>>();
  #events: StoredEvent[] = [];
  #seen = new Map<string, number>();
  #consumers = new Map<string, Consumer>();
  #inFlight = new Set<Promise<unknown>>();
  #draining = false;
  #now: () => number;

  constructor(options: { now?: () => number } = {}) {
    this.#now = options.now ?? Date.now;
  }

  request(subject: string, data: Uint8Array, options: RequestOptions): Promise<BusMessage> {
    return instrumentedRequest(subject, data, options, this.#send);
  }

  readonly #send: SendRequest = async (subject, data, headers, timeoutMs) => {
    const handlers = this.#servers.get(subject);
    if (this.#draining || !handlers || handlers.length === 0) {
      throw new NoRespondersError(subject);
    }
    const index = (this.#next.get(subject) ?? 0) % handlers.length;
    this.#next.set(subject, index + 1);
    const handler = handlers[index]!;
    const work = handler({ data: data.slice(), headers: { ...headers } });
    this.#track(work);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RequestTimeoutError(subject, timeoutMs)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  serve(subject: string, _queue: string, unwrapped: RequestHandler): Stoppable {
    const handler = instrumentedHandler(subject, unwrapped);
    const list = this.#servers.get(subject) ?? [];
    list.push(handler);
    this.#servers.set(subject, list);
    return {
      stop: () => {
        const current = this.#servers.get(subject) ?? [];
        this.#servers.set(subject, current.filter((h) => h !== handler));
        return Promise.resolve();
      },
    };
  }

  broadcast(subject: string, data: Uint8Array, headers?: BusHeaders): void {
    const sent = broadcastHeaders(headers);
    for (const handler of this.#subscribers.get(subject) ?? []) {
      queueMicrotask(() => handler({ data: data.slice(), headers: { ...sent } }));
    }
  }

  subscribe(subject: string, listener: (msg: BusMessage) => void): Stoppable {
    const handler = tracedListener(listener);
    const set = this.#subscribers.get(subject) ?? new Set();
    set.add(handler);
    this.#subscribers.set(subject, set);
    return {
      stop: () => {
        set.delete(handler);
        return Promise.resolve();
      },
    };
  }

  ensureEventStream(): Promise<void> {
    return Promise.resolve();
  }

  publishEvent(subject: string, data: Uint8Array, msgId: string): Promise<{ duplicate: boolean }> {
    const now = this.#now();
    for (const [id, at] of this.#seen) if (now - at > DUPLICATE_WINDOW_MS) this.#seen.delete(id);
    if (this.#seen.has(msgId)) return Promise.resolve({ duplicate: true });
    this.#seen.set(msgId, now);
    const seq = this.#events.length + 1;
    this.#events.push({ seq, subject, msg: { data: data.slice(), headers: { "msg-id": msgId } } });
    for (const consumer of this.#consumers.values()) this.#pump(consumer);
    return Promise.resolve({ duplicate: false });
  }

  consume(options: ConsumeOptions, handler: EventHandler): Promise<Stoppable> {
    let consumer = this.#consumers.get(options.durable);
    if (!consumer) {
      consumer = {
        options,
        acked: 0,
        handlers: [],
        running: false,
        stopped: false,
        deliveries: new Map(),
      };
      this.#consumers.set(options.durable, consumer);
    }
    const c = consumer;
    c.stopped = false;
    c.handlers.push(handler);
    this.#pump(c);
    return Promise.resolve({
      stop: () => {
        c.handlers = c.handlers.filter((h) => h !== handler);
        if (c.handlers.length === 0) c.stopped = true;
        return Promise.resolve();
      },
    });
  }

  onReconnect(_listener: () => void): void {
    // An in-process bus never loses its connection.
  }

  ping(): Promise<void> {
    return this.#draining ? Promise.reject(new Error("The bus is draining")) : Promise.resolve();
  }

  async drain(): Promise<void> {
    this.#draining = true;
    for (const c of this.#consumers.values()) c.stopped = true;
    await Promise.allSettled([...this.#inFlight]);
    this.#servers.clear();
    this.#subscribers.clear();
  }

  #track(p: Promise<unknown>): void {
    this.#inFlight.add(p);
    const done = () => this.#inFlight.delete(p);
    p.then(done, done);
  }

  #pump(c: Consumer): void {
    if (c.running || c.stopped || c.handlers.length === 0) return;
    c.running = true;
    const run = async () => {
      try {
        while (!c.stopped && c.handlers.length > 0) {
          const next = this.#events.find((e) =>
            e.seq > c.acked && subjectMatches(c.options.filterSubject, e.subject)
          );
          if (!next) {
            c.acked = this.#events.length;
            break;
          }
          const count = (c.deliveries.get(next.seq) ?? 0) + 1;
          c.deliveries.set(next.seq, count);
          const handler = c.handlers[next.seq % c.handlers.length]!;
          try {
            await handler({ data: next.msg.data, headers: next.msg.headers }, {
              deliveryCount: count,
            });
            c.acked = next.seq;
            c.deliveries.delete(next.seq);
          } catch {
            await new Promise((r) => setTimeout(r, c.options.retryDelayMs ?? 1000));
          }
        }
      } finally {
        c.running = false;
      }
    };
    this.#track(run());
  }
}

/** NATS subject matching: `*` matches one token, `>` the rest. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split(".");
  const s = subject.split(".");
  for (let i = 0; i < p.length; i++) {
    if (p[i] === ">") return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== "*" && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}
