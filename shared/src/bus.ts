/** Headers of a bus message. Names are lower-case. */
export type BusHeaders = Record<string, string>;

/** A message on the bus: bytes and headers. */
export interface BusMessage {
  data: Uint8Array;
  headers: BusHeaders;
}

/** A handler of requests on a subject; what it returns is the reply. */
export type RequestHandler = (msg: BusMessage) => Promise<BusMessage>;

/** A handler of a durable event; it returns once the event is safely recorded. */
export type EventHandler = (msg: BusMessage, info: { deliveryCount: number }) => Promise<void>;

/** Something that can be stopped. */
export interface Stoppable {
  stop(): Promise<void>;
}

/** Options of {@link Bus.request}. */
export interface RequestOptions {
  /** How long to wait for a reply, in milliseconds. */
  timeoutMs: number;
  headers?: BusHeaders;
  /**
   * Whether the request may be sent again to another replica when the one working on it stops
   * answering mid-request (killed, frozen, cut off): true only where running it twice is safe (a
   * read, or work the replier runs once by an operation id). Otherwise such a request fails with
   * {@link ReplierLostError}. @default false
   */
  resendIfLost?: boolean;
}

/** Options of {@link Bus.consume}. */
export interface ConsumeOptions {
  /** The durable consumer's name; replicas with the same name share the events. */
  durable: string;
  /** The subjects (relative to the bus prefix) this consumer receives, such as `events.>`. */
  filterSubject: string;
  /** How long a delivery may take before it is sent again, in milliseconds. @default 30000 */
  ackWaitMs?: number;
  /** Delay before a failed event is delivered again, in milliseconds. @default 1000 */
  retryDelayMs?: number;
}

/** The bus is answering no one: no replier on a subject. */
export class NoRespondersError extends Error {
  constructor(subject: string, options?: ErrorOptions) {
    super(`No service answers on "${subject}"`, options);
    this.name = "NoRespondersError";
  }
}

/** A request got no reply in time. */
export class RequestTimeoutError extends Error {
  constructor(subject: string, timeoutMs: number, options?: ErrorOptions) {
    super(`No reply on "${subject}" within ${timeoutMs} ms`, options);
    this.name = "RequestTimeoutError";
  }
}

/**
 * The replica working on a request stopped answering before it replied (it was killed, froze or
 * lost its connection): whether the work was done is unknown.
 */
export class ReplierLostError extends Error {
  constructor(subject: string, silentMs: number, options?: ErrorOptions) {
    super(`The replier on "${subject}" went silent for ${silentMs} ms before replying`, options);
    this.name = "ReplierLostError";
  }
}

/** The bus has lost its connection to the server, so no request can be answered until it is back. */
export class BusDisconnectedError extends Error {
  constructor(options?: ErrorOptions) {
    super("The message bus is disconnected", options);
    this.name = "BusDisconnectedError";
  }
}

/**
 * The message bus the services talk over: NATS in production, an in-process bus of the same
 * behaviour in the embedded mode. Subjects are given without the deployment prefix; the bus adds it.
 */
export interface Bus {
  /**
   * Sends a request and waits for one reply.
   * @throws {NoRespondersError} @throws {RequestTimeoutError} @throws {BusDisconnectedError}
   */
  request(subject: string, data: Uint8Array, options: RequestOptions): Promise<BusMessage>;
  /** Answers requests on `subject`; replicas in the same `queue` share them. */
  serve(subject: string, queue: string, handler: RequestHandler): Stoppable;
  /** Fire-and-forget broadcast to every subscriber (no queue group), at most once. */
  broadcast(subject: string, data: Uint8Array, headers?: BusHeaders): void;
  /** Receives every broadcast on `subject`. */
  subscribe(subject: string, handler: (msg: BusMessage) => void): Stoppable;
  /** Creates or updates the durable event stream that holds `events.>`. */
  ensureEventStream(): Promise<void>;
  /**
   * Appends an event to the durable stream. The same `msgId` within the stream's duplicate window
   * is stored once.
   * @returns whether the stream already had that event
   */
  publishEvent(subject: string, data: Uint8Array, msgId: string): Promise<{ duplicate: boolean }>;
  /** Delivers stream events to `handler` at least once; a handler that throws gets the event again. */
  consume(options: ConsumeOptions, handler: EventHandler): Promise<Stoppable>;
  /** Calls `listener` after a lost connection is back, when missed broadcasts may need catching up. */
  onReconnect(listener: () => void): void;
  /** Resolves when the bus answers a round trip. */
  ping(): Promise<void>;
  /** Stops taking new messages, lets handlers in flight finish, then closes. */
  drain(): Promise<void>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Encodes a value as JSON bytes. */
export function encodeJson(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

/** Decodes JSON bytes; throws a SyntaxError on bad input. */
export function decodeJson(data: Uint8Array): unknown {
  return JSON.parse(decoder.decode(data));
}
