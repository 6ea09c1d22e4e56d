import { createLogger, type Logger } from "./log.ts";

/**
 * Whether `err` is postgres.js 3.4.9 writing, from its own timer (`nextWrite`), to a connection
 * whose socket it has just dropped: "Cannot read properties of null (reading 'write')". A process
 * frozen and resumed under load (the chaos run's SIGSTOP/SIGCONT) meets it. The fix belongs in the
 * driver (a known family of its bugs, see `connect_timeout` in db.ts); until then, that connection
 * fails its statements for a while and the pool replaces it (503s), where the throw from a timer
 * would end the whole process.
 */
export function isDriverWriteOnClosedSocket(err: unknown): boolean {
  return err instanceof TypeError &&
    err.message === "Cannot read properties of null (reading 'write')" &&
    /\bnextWrite\b[^\n]*\/postgres\/[^/\n]+\/src\/connection\.js/.test(err.stack ?? "");
}

let guarded = false;

/**
 * Keeps the process alive through {@link isDriverWriteOnClosedSocket}, logging it; every other
 * uncaught error still ends the process. Installed once, by the first pool opened.
 */
export function guardDriverWrites(log?: Logger): void {
  if (guarded) return;
  guarded = true;
  globalThis.addEventListener("error", (event) => {
    if (!isDriverWriteOnClosedSocket(event.error)) return;
    event.preventDefault();
    (log ?? createLogger({ service: "database" })).warn(
      "database driver wrote to a closed connection; the pool replaces it",
      { err: event.error },
    );
  });
}
