import type { Logger } from "./log.ts";

/** A job that works in batches: once now, or in a loop until stopped. */
export interface BatchLoop {
  /** Runs one batch now. @returns how many items it handled */
  runOnce(): Promise<number>;
  /** Runs a batch every `intervalMs`, and again at once while batches come back full. */
  start(intervalMs?: number): void;
  /** Ends the loop after the batch in flight. */
  stop(): Promise<void>;
}

/** Options of {@link batchLoop}. */
export interface BatchLoopOptions {
  runOnce: () => Promise<number>;
  /** A batch this full means more may be waiting. */
  batchSize: number;
  /** The pause between batches when `start` is given none, in milliseconds. */
  defaultIntervalMs: number;
  log: Logger;
  /** Logged (at warn) when a batch throws; the loop goes on. */
  failure: string;
}

/**
 * Runs a batch job in a loop that never dies of a failed batch (it is logged and retried), runs
 * again at once while batches are full, and stops cleanly after the batch in flight.
 */
export function batchLoop(options: BatchLoopOptions): BatchLoop {
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | null = null;

  const tick = async (intervalMs: number) => {
    if (stopped) return;
    let handled = 0;
    running = options.runOnce();
    try {
      handled = await running;
    } catch (err) {
      options.log.warn(options.failure, { err });
    } finally {
      running = null;
    }
    if (!stopped) {
      timer = setTimeout(() => tick(intervalMs), handled >= options.batchSize ? 0 : intervalMs);
    }
  };

  return {
    runOnce: options.runOnce,
    start(intervalMs = options.defaultIntervalMs) {
      if (!stopped) return;
      stopped = false;
      void tick(intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
