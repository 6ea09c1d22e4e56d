/**
 * Group commit for the hot path: concurrent calls that each need one small statement are sent
 * together as one statement (one round trip, one transaction) instead of one each.
 * @module
 */
import { setImmediate } from "node:timers";

/** Runs a batch: one result per item, in the items' order. */
export type BatchRunner<In, Out> = (items: readonly In[]) => Promise<readonly Out[]>;

/** Options of {@link Coalescer}. */
export interface CoalescerOptions {
  /** Most items in one batch. @default 256 */
  maxBatch?: number;
  /**
   * Whether a batch of several that failed with this error is run again item by item, so that
   * one bad item fails only its own call. Only for errors that prove nothing was done (a
   * statement the database refused and rolled back, see `isStatementRefused`). @default never
   */
  retryAlone?: (err: unknown) => boolean;
}

interface Pending<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

/**
 * Coalesces concurrent calls into batches. An item submitted while no batch is in flight goes
 * out at once, after the callbacks of the event loop's current turn (`setImmediate`): what that
 * turn's I/O brought in (the requests, replies and results read together) shares it. Items
 * submitted while a batch is in flight wait for it and then go out together. No timer: a lone
 * call waits for nothing, and under load each batch holds what arrived during the previous one,
 * so the number of statements follows the database's speed, not the number of calls.
 */
export class Coalescer<In, Out> {
  readonly #run: BatchRunner<In, Out>;
  readonly #maxBatch: number;
  readonly #retryAlone: (err: unknown) => boolean;
  #queue: Pending<In, Out>[] = [];
  #inFlight = false;
  #scheduled = false;

  constructor(run: BatchRunner<In, Out>, options: CoalescerOptions = {}) {
    this.#run = run;
    this.#maxBatch = options.maxBatch ?? 256;
    this.#retryAlone = options.retryAlone ?? (() => false);
  }

  /** Adds an item to the next batch. @returns its result, or the batch's error */
  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#inFlight || this.#scheduled) return;
    this.#scheduled = true;
    // Not a microtask: that would send before the other callbacks of this turn had run, each
    // of which may be another request or reply with an item for the same batch.
    setImmediate(() => {
      this.#scheduled = false;
      void this.#next();
    });
  }

  async #next(): Promise<void> {
    if (this.#inFlight || this.#queue.length === 0) return;
    this.#inFlight = true;
    const batch = this.#queue.splice(0, this.#maxBatch);
    try {
      await this.#send(batch);
    } finally {
      this.#inFlight = false;
      if (this.#queue.length > 0) this.#schedule();
    }
  }

  async #send(batch: Pending<In, Out>[]): Promise<void> {
    let results: readonly Out[];
    try {
      results = await this.#run(batch.map((p) => p.item));
    } catch (err) {
      if (batch.length > 1 && this.#retryAlone(err)) {
        await Promise.all(batch.map((p) => this.#send([p])));
      } else {
        for (const p of batch) p.reject(err);
      }
      return;
    }
    if (results.length !== batch.length) {
      const err = new Error(`a batch of ${batch.length} items gave ${results.length} results`);
      for (const p of batch) p.reject(err);
      return;
    }
    batch.forEach((p, i) => p.resolve(results[i]!));
  }
}
