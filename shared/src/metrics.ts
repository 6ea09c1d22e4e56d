/**
 * Prometheus metrics: the process's one registry (every service of the process, the embedded
 * mode's four included, registers on it once, at module load), the metrics every service shares,
 * the `/metrics` handler, and gauges read from the database when scraped.
 *
 * No label carries an account id, a key, a URL path with an id, or what a user wrote: HTTP
 * requests are labelled by route pattern, bus requests by subject (without the deployment
 * prefix), and every other label comes from a fixed set or the configuration.
 * @module
 */
import client, { type Gauge, Registry } from "prom-client";
import type { Handler } from "hono";

/** Put before every metric name of ours. */
export const METRIC_PREFIX = "asst_";

/**
 * Makes a registry with the default process metrics (CPU, memory, event loop, open files); a
 * default collector that does not work here is left out rather than failing the scrape.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  try {
    client.collectDefaultMetrics({ register: registry });
  } catch {
    // A runtime without some process facility still gets our own metrics.
  }
  return registry;
}

/** The registry of this process, served on `GET /metrics`. */
export const metricsRegistry: Registry = createMetricsRegistry();

/** A counter on {@link metricsRegistry}. */
export function counter<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): client.Counter<L> {
  return new client.Counter({
    name: METRIC_PREFIX + name,
    help,
    labelNames,
    registers: [metricsRegistry],
  });
}

/** A histogram on {@link metricsRegistry}; `buckets` in seconds. */
export function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets?: number[],
): client.Histogram<L> {
  return new client.Histogram({
    name: METRIC_PREFIX + name,
    help,
    labelNames,
    registers: [metricsRegistry],
    ...(buckets ? { buckets } : {}),
  });
}

/** How long one scrape-time probe may take before its gauges are left out of the scrape. */
export const PROBE_TIMEOUT_MS = 2_000;

/**
 * Probes run when `/metrics` is scraped (typically one indexed query each). Concurrent scrapes
 * share one run; a probe that fails or takes longer than its timeout (by default
 * {@link PROBE_TIMEOUT_MS}) clears what it reported, so a broken database shows as missing series, never as a failed scrape.
 */
export class ScrapeProbes {
  readonly #probes = new Map<() => Promise<void>, () => void>();
  readonly #timeoutMs: number;
  #running: Promise<void> | null = null;

  constructor(options: { timeoutMs?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  }

  /**
   * Adds a probe; `clear` removes what it reported.
   * @returns a function that removes the probe and clears its series
   */
  add(probe: () => Promise<void>, clear: () => void): () => void {
    this.#probes.set(probe, clear);
    return () => {
      this.#probes.delete(probe);
      clear();
    };
  }

  /** Runs every probe once, or joins the run in progress. */
  refresh(): Promise<void> {
    this.#running ??= Promise.all(
      [...this.#probes].map(([probe, clear]) => withTimeout(probe(), this.#timeoutMs).catch(clear)),
    ).then(() => {}).finally(() => this.#running = null);
    return this.#running;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`probe took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The probes run on every scrape of {@link metricsRegistry}. */
export const scrapeProbes = new ScrapeProbes();

/** A gauge on {@link metricsRegistry} whose value {@link scrapeProbes} sets when scraped. */
export function scrapedGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): Gauge<L> {
  return new client.Gauge({
    name: METRIC_PREFIX + name,
    help,
    labelNames,
    registers: [metricsRegistry],
    collect: () => scrapeProbes.refresh(),
  });
}

/**
 * Sets `gauge` (one without labels) from `count` on every scrape, until stopped (a service
 * pushes it with its subscriptions).
 */
export function scrapeCount(gauge: Gauge, count: () => Promise<number>): { stop(): Promise<void> } {
  const remove = scrapeProbes.add(async () => gauge.set(await count()), () => gauge.remove());
  return {
    stop: () => {
      remove();
      return Promise.resolve();
    },
  };
}

/** `GET /metrics`: the registry in the Prometheus text format. */
export const metricsHandler: Handler = async (c) => {
  const body = await metricsRegistry.metrics();
  return c.body(body, 200, { "content-type": metricsRegistry.contentType });
};

/**
 * A cache of metric children by two label values, so that the hot path does one or two `Map`
 * reads instead of prom-client's label hashing.
 */
export class ChildCache<V> {
  readonly #outer = new Map<string, Map<string | number, V>>();
  readonly #make: (a: string, b: string | number) => V;

  constructor(make: (a: string, b: string | number) => V) {
    this.#make = make;
  }

  get(a: string, b: string | number): V {
    let inner = this.#outer.get(a);
    if (!inner) this.#outer.set(a, inner = new Map());
    let v = inner.get(b);
    if (v === undefined) inner.set(b, v = this.#make(a, b));
    return v;
  }
}
