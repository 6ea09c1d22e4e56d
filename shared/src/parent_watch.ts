/**
 * Noticing that this process's parent is gone. A server started by a process that dies without
 * passing its SIGTERM on (a shell killed by a supervisor, `deno task` killed with SIGKILL) would run
 * on, orphaned, holding its port; so a process looks every second whether its parent is still the
 * one that started it (`Deno.ppid`: no permission needed) and, once it is not, drains and exits as
 * on SIGTERM.
 * @module
 */

/**
 * Calls `onGone` once when this process's parent has changed, that is, the process that started it
 * ended. The timer does not keep the process alive.
 * @returns a function that stops watching
 */
export function whenParentGone(onGone: () => void, everyMs = 1000): () => void {
  const parent = Deno.ppid;
  const timer = setInterval(() => {
    if (Deno.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  Deno.unrefTimer(timer);
  return () => clearInterval(timer);
}
