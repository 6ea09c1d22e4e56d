/**
 * Worker that computes a recurrence's first repeat, so a rule that never matches (which the
 * `rrule` package searches up to the year 9999) can be given up on without blocking the service.
 * @module
 */
import { nextOccurrence } from "./recurrence.ts";

interface WorkerScope {
  onmessage:
    | ((e: MessageEvent<{ firstAt: string; rrule: string; timezone: string }>) => void)
    | null;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = (e) => {
  const { firstAt, rrule, timezone } = e.data;
  try {
    const at = new Date(firstAt);
    const next = nextOccurrence({ firstAt: at, rrule, timezone }, at);
    scope.postMessage({ ok: true, next: next?.toISOString() ?? null });
  } catch (err) {
    scope.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};

// Loaded: the caller starts the search's time budget from here.
scope.postMessage({ ready: true });
