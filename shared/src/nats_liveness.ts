import type { MsgHdrs, NatsConnection, Subscription } from "@nats-io/transport-node";
import { ReplierLostError } from "./bus.ts";

/**
 * Whether the replica working on a request is still alive, over NATS core request/reply.
 *
 * A request names, in this header, a subject of the requester's own; the replica that took it
 * publishes an empty message there every {@link HEARTBEAT_EVERY_MS} while its handler runs. A
 * replica killed, frozen or cut off mid-request stops beating, and the requester learns it within
 * {@link REPLIER_LOST_AFTER_MS} instead of waiting out its whole timeout: it sends the request again
 * to another replica where that is safe, and fails with {@link ReplierLostError} (a 503) where it is
 * not. A request answered within a second costs nothing but the header.
 */
export const HEARTBEAT_HEADER = "x-bus-heartbeat";
/**
 * Set (locally, never on the wire) on a reply that came from a replica the request was sent to
 * again after the first was lost: a "still running" answer then means the lost one holds the work.
 */
export const RESENT_HEADER = "x-bus-resent";
/**
 * On a request sent again after its replica was lost: the replica that takes it beats at once, so
 * that landing on a lost replica again (a frozen one stays subscribed until the servers drop it) is
 * seen within {@link FIRST_BEAT_WITHIN_MS} instead of {@link REPLIER_LOST_AFTER_MS}.
 */
export const BEAT_NOW_HEADER = "x-bus-beat-now";
/** How soon the first heartbeat of a request sent again must come. */
export const FIRST_BEAT_WITHIN_MS = 1_000;
/** How often a replica working on a request says so. */
export const HEARTBEAT_EVERY_MS = 1_000;
/**
 * How long after the request (or the last heartbeat) a silent replica counts as lost: four beats,
 * so that a replica whose event loop is busy for a moment, or a bus that drops for less than its
 * grace period, is not taken for dead.
 */
export const REPLIER_LOST_AFTER_MS = 4_000;

/** One request being watched. */
export interface Watch {
  /** The header value to send with the request. */
  header: string;
  /** Rejects with {@link ReplierLostError} when the replica goes silent; never resolves. */
  lost: Promise<never>;
  /** Stops watching (the reply came, or the request failed). */
  stop(): void;
}

/** The requester's side: one subscription for the heartbeats of all its requests. */
export class ReplierWatch {
  readonly #base: string;
  readonly #sub: Subscription;
  readonly #beats = new Map<string, () => void>();
  #next = 0;

  constructor(nc: NatsConnection, prefix: string) {
    this.#base = `${heartbeatRoot(prefix)}${crypto.randomUUID().replaceAll("-", "")}`;
    this.#sub = nc.subscribe(`${this.#base}.*`, {
      callback: (err, msg) => {
        if (!err) this.#beats.get(msg.subject)?.();
      },
    });
  }

  /**
   * Watches one request sent to `subject`: lost once no heartbeat came for `lostAfterMs`, or, the
   * first one, for `firstWithinMs`.
   */
  watch(subject: string, firstWithinMs = REPLIER_LOST_AFTER_MS): Watch {
    const header = `${this.#base}.${(this.#next++).toString(36)}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fail: (err: Error) => void = () => {};
    const lost = new Promise<never>((_, reject) => (fail = reject));
    lost.catch(() => {});
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(new ReplierLostError(subject, ms)), ms);
    };
    arm(firstWithinMs);
    this.#beats.set(header, () => arm(REPLIER_LOST_AFTER_MS));
    return {
      header,
      lost,
      stop: () => {
        clearTimeout(timer);
        this.#beats.delete(header);
      },
    };
  }

  /** Stops receiving heartbeats. */
  close(): void {
    this.#sub.unsubscribe();
  }
}

/**
 * The replica's side: beats to the request's heartbeat subject while `work` runs. A header that
 * does not name a heartbeat subject of this deployment is ignored (the bus publishes nowhere a
 * request asks it to).
 */
export async function beatWhile<T>(
  nc: NatsConnection,
  prefix: string,
  headers: MsgHdrs | undefined,
  work: Promise<T>,
): Promise<T> {
  const to = headers?.get(HEARTBEAT_HEADER);
  if (!to || !to.startsWith(heartbeatRoot(prefix)) || /[\s*>]/.test(to)) return await work;
  const beat = () => {
    if (!nc.isClosed()) nc.publish(to);
  };
  if (headers?.has(BEAT_NOW_HEADER)) beat();
  const timer = setInterval(beat, HEARTBEAT_EVERY_MS);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}

function heartbeatRoot(prefix: string): string {
  return `${prefix}_HB.`;
}
