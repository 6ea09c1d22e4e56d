import type { Recurrence } from "./recurrence.ts";

/** What {@link firstRepeat} found. */
export type FirstRepeat =
  | { kind: "next"; at: Date }
  | { kind: "none" }
  | { kind: "timeout" };

type Reply = { ready: true } | { ok: true; next: string | null } | { ok: false; error: string };

/** How long the worker may take to load before the check fails: loading is not the rule's fault. */
const START_MS = 30_000;

/**
 * The first occurrence of a recurrence after its first time, computed in a worker that is
 * ended after `timeoutMs` of searching: a rule that never matches (February 30th) is searched by
 * the `rrule` package for seconds, which would otherwise block the service. The budget starts once
 * the worker has loaded, so a busy machine loading it slowly does not turn a weekly rule into a
 * timeout.
 * @returns `none` when the rule ends before repeating, `timeout` when the search took too long
 */
export function firstRepeat(r: Recurrence, timeoutMs = 2000): Promise<FirstRepeat> {
  const worker = new Worker(new URL("./_first_repeat_worker.ts", import.meta.url).href, {
    type: "module",
  });
  return new Promise<FirstRepeat>((resolve, reject) => {
    let timer = setTimeout(() => {
      worker.terminate();
      reject(new Error("The recurrence check did not start in time"));
    }, START_MS);
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    worker.onmessage = (e: MessageEvent<Reply>) => {
      const reply = e.data;
      if ("ready" in reply) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          worker.terminate();
          resolve({ kind: "timeout" });
        }, timeoutMs);
        worker.postMessage({
          firstAt: r.firstAt.toISOString(),
          rrule: r.rrule,
          timezone: r.timezone,
        });
        return;
      }
      done();
      if (!reply.ok) reject(new Error(reply.error));
      else {
        resolve(
          reply.next === null ? { kind: "none" } : { kind: "next", at: new Date(reply.next) },
        );
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      done();
      reject(new Error(`The recurrence check failed: ${e.message}`));
    };
  });
}
