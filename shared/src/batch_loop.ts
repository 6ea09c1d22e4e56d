/**
 * The one polling worker: a batch job run on an interval, again at once while batches come back
 * full, and soon after {@link BatchLoop.wake}. Runs never overlap, and a run asked for while one
 * is in flight is queued once: asks that arrive together share that one queued run, and none is
 * lost. Used by the outbox relays, the Telegram sender, the webhook worker, reminders, prices and
 * the other sweepers.
 * @module
 */
import type { Logger } from "./log.ts";

/** A job that works in batches: once now, or in a loop until stopped. */
export interface BatchLoop {
  /**
   * Runs the batch function now, outside the loop's queue, for tests that drive batches
   * themselves. @returns how many items it handled
   */
  runOnce(): Promise<number>;
  /**
   * Runs one batch after the one in flight (callers asking at the same time share it).
   * @returns how many items it handled; rejects when the batch throws (the loop logs it too)
   */
  flush(): Promise<number>;
  /** Makes a started loop run soon without waiting for it; nothing before start or after stop. */
  wake(): void;
  /** Runs a batch now and then every `intervalMs`, and again at once while batches are full. */
  start(intervalMs?: number): void;
  /** Ends the loop after the batches in flight or queued. */
  stop(): Promise<void>;
}

/** The clock of {@link batchLoop}'s pauses, injectable for tests. */
export interface LoopTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: LoopTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Options of {@link batchLoop}. */
export interface BatchLoopOptions {
  runOnce: () => Promise<number>;
  /** A batch this full means more may be waiting. @default Infinity (never) */
  batchSize?: number;
  /** The pause between batches when `start` is given none, in milliseconds. */
  defaultIntervalMs: number;
  log: Logger;
  /** Logged (at warn) when a batch throws; the loop goes on. */
  failure: string;
  /** Fields logged with `failure`. */
  fields?: Record<string, unknown>;
  /** @default setTimeout and clearTimeout */
  timers?: LoopTimers;
}

/**
 * A worker that never dies of a failed batch (it is logged and retried), never runs two batches at
 * once, and stops cleanly after the batch in flight.
 */
export function batchLoop(options: BatchLoopOptions): BatchLoop {
  const timers = options.timers ?? realTimers;
  const batchSize = options.batchSize ?? Infinity;
  let state: "idle" | "started" | "stopped" = "idle";
  let intervalMs = options.defaultIntervalMs;
  let timer: unknown = undefined;
  // Everything asked for so far has settled once `tail` has.
  let tail: Promise<unknown> = Promise.resolve();
  // The run that has been asked for but not begun: later asks join it.
  let queued: { result: Promise<number>; logged: Promise<number> } | null = null;

  const ask = () => {
    if (queued) return queued;
    const result = tail.then(() => {
      queued = null;
      return options.runOnce();
    });
    const logged = result.catch((err) => {
      options.log.warn(options.failure, { ...options.fields, err });
      return 0;
    });
    queued = { result, logged };
    tail = logged;
    return queued;
  };

  const pause = (ms: number) => {
    timers.clear(timer);
    timer = timers.set(() => void tick(), ms);
  };

  const tick = async () => {
    if (state !== "started") return;
    timers.clear(timer);
    const handled = await ask().logged;
    if (state === "started") pause(handled >= batchSize ? 0 : intervalMs);
  };

  return {
    runOnce: options.runOnce,
    flush: () => ask().result,
    wake() {
      if (state === "started") void tick();
    },
    start(ms = options.defaultIntervalMs) {
      if (state === "started") return;
      state = "started";
      intervalMs = ms;
      void tick();
    },
    async stop() {
      state = "stopped";
      timers.clear(timer);
      await tail;
    },
  };
}
