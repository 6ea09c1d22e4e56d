/**
 * A process with the database driver guard installed that throws, from a timer, either the error
 * of postgres.js writing to a dropped socket (`driver`) or another one (`other`), then says
 * `alive` if it is still running a moment later.
 *
 * Usage: deno run shared/testing/driver_write_probe.ts driver|other
 */
import { guardDriverWrites } from "../src/db_driver_guard.ts";
import { createLogger } from "../src/log.ts";
import { setImmediate } from "node:timers";

guardDriverWrites(createLogger({ service: "probe" }));
const error = new TypeError("Cannot read properties of null (reading 'write')");
if (Deno.args[0] === "driver") {
  error.stack = `${error.message}\n    at Immediate.nextWrite ` +
    "(file:///root/.cache/deno/npm/registry.npmjs.org/postgres/3.4.9/src/connection.js:255:22)";
}
setImmediate(() => {
  throw error;
});
setTimeout(() => console.log("alive"), 300);
