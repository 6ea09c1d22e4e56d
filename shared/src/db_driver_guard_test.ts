import assert from "node:assert/strict";
import { isDriverWriteOnClosedSocket } from "./db_driver_guard.ts";

const PROBE = new URL("../testing/driver_write_probe.ts", import.meta.url).pathname;

async function probe(kind: "driver" | "other") {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", PROBE, kind],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}

Deno.test("postgres.js writing to a dropped socket from its timer is logged and the process goes on", async () => {
  const { code, stdout, stderr } = await probe("driver");
  assert.equal(code, 0, stderr);
  assert.match(stdout, /alive/);
  assert.match(stderr, /"level":"warn".*database driver wrote to a closed connection/);
});

Deno.test("any other uncaught error, the same message included, still ends the process", async () => {
  const { code, stdout } = await probe("other");
  assert.notEqual(code, 0);
  assert.doesNotMatch(stdout, /alive/);
});

Deno.test("isDriverWriteOnClosedSocket() knows the driver's error only by its message, type and place", () => {
  const at = (frame: string) => {
    const err = new TypeError("Cannot read properties of null (reading 'write')");
    err.stack = `${err.message}\n    at ${frame}`;
    return err;
  };
  const driver = "Immediate.nextWrite (file:///d/npm/postgres/3.4.9/src/connection.js:255:22)";
  assert.equal(isDriverWriteOnClosedSocket(at(driver)), true);
  assert.equal(
    isDriverWriteOnClosedSocket(at("nextWrite (file:///app/src/connection.js:1:1)")),
    false,
  );
  assert.equal(
    isDriverWriteOnClosedSocket(
      at("Immediate.flush (file:///d/npm/postgres/3.4.9/src/connection.js:9:9)"),
    ),
    false,
  );
  const other = new Error("Cannot read properties of null (reading 'write')");
  other.stack = `x\n    at ${driver}`;
  assert.equal(isDriverWriteOnClosedSocket(other), false);
  assert.equal(isDriverWriteOnClosedSocket("boom"), false);
});
