import {
  connect,
  type NatsConnection,
  NoRespondersError as NatsNoResponders,
  RequestError,
  TimeoutError,
} from "@nats-io/transport-node";
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  type JetStreamClient,
  type JetStreamManager,
  jetstreamManager,
} from "@nats-io/jetstream";
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
import {
  BusDisconnectedError,
  NoRespondersError,
  ReplierLostError,
  RequestTimeoutError,
} from "./bus.ts";
import {
  broadcastHeaders,
  instrumentedHandler,
  instrumentedRequest,
  type SendRequest,
  tracedListener,
} from "./bus_telemetry.ts";
import type { Logger } from "./log.ts";
import {
  BEAT_NOW_HEADER,
  beatWhile,
  FIRST_BEAT_WITHIN_MS,
  HEARTBEAT_HEADER,
  REPLIER_LOST_AFTER_MS,
  ReplierWatch,
  RESENT_HEADER,
} from "./nats_liveness.ts";
import { ensureConsumer, ensureStream, eventStreamName } from "./nats_streams.ts";
import { fromNatsHeaders, toNatsHeaders } from "./nats_headers.ts";

export { eventStreamName };

/** Options of {@link NatsBus.connect}. */
export interface NatsBusOptions {
  /** Server URLs, comma-separated, such as `nats://127.0.0.1:4222`. */
  servers: string;
  /**
   * Put before every subject, and used to name the event stream, so that several deployments
   * (or test runs) share one NATS without seeing each other. @default ""
   */
  prefix?: string;
  /** A name for the connection, shown by the server. */
  name?: string;
  log: Logger;
  /** How long the stream de-duplicates by message id, in milliseconds. @default 86400000 */
  duplicateWindowMs?: number;
  /**
   * How many servers of a NATS cluster keep the event stream (1, 3 or 5; at most the cluster's
   * size). A stream that exists is scaled to it. @default 1
   */
  streamReplicas?: number;
}

/**
 * How long a request waits for a lost connection to come back, in milliseconds: a request in
 * flight when the connection drops, or sent while it is down, fails with
 * {@link BusDisconnectedError} (503 with `Retry-After` at the gateway) once the bus has been down
 * this long, instead of waiting out its whole timeout; one whose reply comes in time completes.
 */
export const DISCONNECT_GRACE_MS = 2_000;

/**
 * How often the client pings its server, and how many pings may go unanswered: a server (or the
 * network to it) that stopped answering counts as a lost connection within about 6 s — readiness
 * turns 503, requests fail as disconnected, the client reconnects to another server of the
 * cluster — instead of after the library's default of some 4 minutes.
 */
export const CLIENT_PING = { intervalMs: 2_000, maxOut: 2 } as const;

/** The {@link Bus} over NATS core request/reply with queue groups, and JetStream for events. */
export class NatsBus implements Bus {
  readonly #nc: NatsConnection;
  readonly #js: JetStreamClient;
  readonly #jsm: JetStreamManager;
  readonly #prefix: string;
  readonly #log: Logger;
  readonly #duplicateWindowMs: number;
  readonly #streamReplicas: number;
  readonly #stoppers = new Set<Stoppable>();
  readonly #reconnectListeners: Array<() => void> = [];
  /** False from a lost connection until it is back: a request then failed for the bus, not the replier. */
  #connected = true;
  /** How to fail each request waiting for its reply. */
  readonly #waiting = new Set<(err: Error) => void>();
  /** Fails the waiting requests once the connection has been lost for the grace period. */
  #graceTimer: ReturnType<typeof setTimeout> | undefined;
  /** The grace period has passed with the connection still lost: requests fail at once. */
  #downTooLong = false;
  /** Whether the replica working on each request is alive (its heartbeats). */
  readonly #replierWatch: ReplierWatch;

  private constructor(nc: NatsConnection, jsm: JetStreamManager, options: NatsBusOptions) {
    this.#nc = nc;
    this.#jsm = jsm;
    this.#js = jetstream(nc);
    this.#prefix = options.prefix ?? "";
    this.#log = options.log;
    this.#duplicateWindowMs = options.duplicateWindowMs ?? 24 * 60 * 60 * 1000;
    this.#streamReplicas = options.streamReplicas ?? 1;
    this.#replierWatch = new ReplierWatch(nc, this.#prefix);
    void this.#watchStatus();
  }

  /** Connects to NATS; reconnects by itself forever after a lost connection. */
  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const nc = await connect({
      servers: options.servers.split(",").map((s) => s.trim()),
      name: options.name ?? "assistant-interface",
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      pingInterval: CLIENT_PING.intervalMs,
      maxPingOut: CLIENT_PING.maxOut,
      // No Error made for its stack trace on every request (a tenth of the gateway's CPU).
      noAsyncTraces: true,
    });
    const jsm = await jetstreamManager(nc);
    return new NatsBus(nc, jsm, options);
  }

  get streamName(): string {
    return eventStreamName(this.#prefix);
  }

  async #watchStatus(): Promise<void> {
    for await (const s of this.#nc.status()) {
      if (s.type === "reconnect") {
        this.#connected = true;
        this.#downTooLong = false;
        clearTimeout(this.#graceTimer);
        this.#log.info("bus reconnected");
        for (const l of this.#reconnectListeners) l();
      } else if (s.type === "disconnect") {
        this.#connected = false;
        this.#log.warn("bus disconnected");
        clearTimeout(this.#graceTimer);
        this.#graceTimer = setTimeout(() => {
          this.#downTooLong = true;
          for (const fail of [...this.#waiting]) fail(new BusDisconnectedError());
        }, DISCONNECT_GRACE_MS);
      }
    }
  }

  request(subject: string, data: Uint8Array, options: RequestOptions): Promise<BusMessage> {
    return instrumentedRequest(
      subject,
      data,
      options,
      options.resendIfLost ? this.#sendResending : this.#send,
    );
  }

  /**
   * {@link #send}, sent again while its replica is lost mid-request and time is left: NATS gives
   * the request to another replica of the queue group (a killed one has no subscription any more).
   */
  readonly #sendResending: SendRequest = async (subject, data, headers, timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    for (let attempt = 1;; attempt++) {
      try {
        const reply = await this.#sendOnce(
          subject,
          data,
          attempt > 1 ? { ...headers, [BEAT_NOW_HEADER]: "1" } : headers,
          Math.max(1, deadline - performance.now()),
          attempt > 1 ? FIRST_BEAT_WITHIN_MS : REPLIER_LOST_AFTER_MS,
        );
        if (attempt > 1) reply.headers[RESENT_HEADER] = String(attempt - 1);
        return reply;
      } catch (err) {
        if (!(err instanceof ReplierLostError) || deadline - performance.now() < 1_000) throw err;
        this.#log.warn("bus replier lost mid-request, sending again", { subject, attempt });
      }
    }
  };

  readonly #send: SendRequest = (subject, data, headers, timeoutMs) =>
    this.#sendOnce(subject, data, headers, timeoutMs, REPLIER_LOST_AFTER_MS);

  /** One request; lost when its replica's first heartbeat is not in within `firstBeatWithinMs`. */
  async #sendOnce(
    subject: string,
    data: Uint8Array,
    headers: BusHeaders | undefined,
    timeoutMs: number,
    firstBeatWithinMs: number,
  ): Promise<BusMessage> {
    const watch = this.#replierWatch.watch(subject, firstBeatWithinMs);
    try {
      if (this.#downTooLong) throw new BusDisconnectedError();
      const hdrs = toNatsHeaders({ ...headers, [HEARTBEAT_HEADER]: watch.header })!;
      const reply = await Promise.race([
        this.#untilDownTooLong(this.#nc.request(this.#prefix + subject, data, {
          timeout: timeoutMs,
          headers: hdrs,
        })),
        watch.lost,
      ]);
      return { data: reply.data, headers: fromNatsHeaders(reply.headers) };
    } catch (err) {
      if (err instanceof ReplierLostError) throw err;
      if (err instanceof RequestError && err.isNoResponders()) {
        throw new NoRespondersError(subject, { cause: err });
      }
      if (err instanceof NatsNoResponders) throw new NoRespondersError(subject, { cause: err });
      if (err instanceof TimeoutError || (err instanceof RequestError && !err.isNoResponders())) {
        // Without a connection no replier could have answered: the bus is down, nobody was slow.
        if (!this.#connected) throw new BusDisconnectedError({ cause: err });
        throw new RequestTimeoutError(subject, timeoutMs, { cause: err });
      }
      throw err;
    } finally {
      watch.stop();
    }
  }

  /** `reply`, or a {@link BusDisconnectedError} once the connection has been lost too long. */
  #untilDownTooLong<T>(reply: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const fail = (err: Error) => {
        this.#waiting.delete(fail);
        reject(err);
      };
      this.#waiting.add(fail);
      reply.then((value) => {
        this.#waiting.delete(fail);
        resolve(value);
      }, fail);
    });
  }

  serve(subject: string, queue: string, unwrapped: RequestHandler): Stoppable {
    const handler = instrumentedHandler(subject, unwrapped);
    const inFlight = new Set<Promise<void>>();
    const sub = this.#nc.subscribe(this.#prefix + subject, {
      queue: this.#prefix + queue,
      callback: (err, msg) => {
        if (err) {
          this.#log.error("bus subscription failed", { subject, err });
          return;
        }
        const work = (async () => {
          try {
            const reply = await beatWhile(
              this.#nc,
              this.#prefix,
              msg.headers,
              handler({ data: msg.data, headers: fromNatsHeaders(msg.headers) }),
            );
            const hdrs = toNatsHeaders(reply.headers);
            msg.respond(reply.data, hdrs ? { headers: hdrs } : undefined);
          } catch (e) {
            this.#log.error("bus handler threw", { subject, err: e });
          }
        })();
        inFlight.add(work);
        work.finally(() => inFlight.delete(work));
      },
    });
    const stopper: Stoppable = {
      stop: async () => {
        this.#stoppers.delete(stopper);
        if (!sub.isClosed()) await sub.drain();
        await Promise.allSettled([...inFlight]);
      },
    };
    this.#stoppers.add(stopper);
    return stopper;
  }

  broadcast(subject: string, data: Uint8Array, headers?: BusHeaders): void {
    const hdrs = toNatsHeaders(broadcastHeaders(headers));
    this.#nc.publish(this.#prefix + subject, data, hdrs ? { headers: hdrs } : undefined);
  }

  subscribe(subject: string, listener: (msg: BusMessage) => void): Stoppable {
    const handler = tracedListener(listener);
    const sub = this.#nc.subscribe(this.#prefix + subject, {
      callback: (err, msg) => {
        if (!err) handler({ data: msg.data, headers: fromNatsHeaders(msg.headers) });
      },
    });
    const stopper: Stoppable = {
      stop: async () => {
        this.#stoppers.delete(stopper);
        if (!sub.isClosed()) await sub.drain();
      },
    };
    this.#stoppers.add(stopper);
    return stopper;
  }

  async ensureEventStream(): Promise<void> {
    await ensureStream(this.#jsm, {
      name: this.streamName,
      subjects: [`${this.#prefix}events.>`],
      duplicate_window: this.#duplicateWindowMs * 1_000_000,
      num_replicas: this.#streamReplicas,
    });
  }

  async publishEvent(
    subject: string,
    data: Uint8Array,
    msgId: string,
  ): Promise<{ duplicate: boolean }> {
    const ack = await this.#js.publish(this.#prefix + subject, data, { msgID: msgId });
    return { duplicate: ack.duplicate };
  }

  async consume(options: ConsumeOptions, handler: EventHandler): Promise<Stoppable> {
    const durable = `${eventStreamName(this.#prefix)}_${options.durable}`;
    const ackWaitMs = options.ackWaitMs ?? 30_000;
    await ensureConsumer(this.#jsm, this.streamName, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: ackWaitMs * 1_000_000,
      max_deliver: -1,
      filter_subject: this.#prefix + options.filterSubject,
    }, this.#log);
    const consumer = await this.#js.consumers.get(this.streamName, durable);
    const messages = await consumer.consume({ max_messages: 64 });
    const retryDelayMs = options.retryDelayMs ?? 1000;
    const loop = (async () => {
      for await (const m of messages) {
        try {
          await handler(
            { data: m.data, headers: fromNatsHeaders(m.headers) },
            { deliveryCount: m.info.deliveryCount },
          );
          await m.ackAck().catch(() => m.ack());
        } catch (err) {
          this.#log.warn("event handler failed, will retry", { subject: m.subject, err });
          m.nak(retryDelayMs);
        }
      }
    })();
    const stopper: Stoppable = {
      stop: async () => {
        this.#stoppers.delete(stopper);
        await messages.close();
        await loop;
      },
    };
    this.#stoppers.add(stopper);
    return stopper;
  }

  onReconnect(listener: () => void): void {
    this.#reconnectListeners.push(listener);
  }

  async ping(): Promise<void> {
    if (this.#nc.isClosed()) throw new Error("The bus connection is closed");
    // A flush would wait for the connection to come back: readiness must say it is lost now.
    if (!this.#connected) throw new BusDisconnectedError();
    await this.#nc.flush();
  }

  async drain(): Promise<void> {
    clearTimeout(this.#graceTimer);
    await Promise.allSettled([...this.#stoppers].map((s) => s.stop()));
    this.#replierWatch.close();
    if (!this.#nc.isClosed()) await this.#nc.drain();
  }

  /** Deletes this bus's event stream, for tests that clean up after themselves. */
  async deleteEventStream(): Promise<void> {
    await this.#jsm.streams.delete(this.streamName).catch(() => false);
  }
}
