import assert from "node:assert/strict";
import { z } from "zod";
import { ConfigError, env, loadConfig } from "./config.ts";

const schema = z.object({
  PORT: env.port(8080),
  VERBOSE: env.flag(false),
  KEY_PEPPER: z.string().min(32),
  MODE: z.enum(["a", "b"]).default("a"),
});

Deno.test("loadConfig() applies defaults and treats empty values as unset", () => {
  const config = loadConfig(schema, { PORT: "", KEY_PEPPER: "x".repeat(32) });
  assert.deepEqual(config, { PORT: 8080, VERBOSE: false, KEY_PEPPER: "x".repeat(32), MODE: "a" });
});

Deno.test("loadConfig() parses numbers and flags", () => {
  const config = loadConfig(schema, { PORT: "9000", VERBOSE: "yes", KEY_PEPPER: "x".repeat(32) });
  assert.equal(config.PORT, 9000);
  assert.equal(config.VERBOSE, true);
});

Deno.test("loadConfig() names the bad variable and what is expected, in one line", () => {
  assert.throws(() => loadConfig(schema, { PORT: "eighty", KEY_PEPPER: "x".repeat(32) }), (e) => {
    assert.ok(e instanceof ConfigError);
    assert.match(e.message, /^PORT is "eighty": /);
    assert.ok(!e.message.includes("\n"));
    return true;
  });
  assert.throws(() => loadConfig(schema, { PORT: "70000", KEY_PEPPER: "x".repeat(32) }), /^.*PORT/);
  assert.throws(() => loadConfig(schema, { MODE: "c", KEY_PEPPER: "x".repeat(32) }), /MODE is "c"/);
  assert.throws(
    () => loadConfig(schema, { VERBOSE: "maybe", KEY_PEPPER: "x".repeat(32) }),
    /VERBOSE/,
  );
});

Deno.test("loadConfig() never shows the value of a secret", () => {
  assert.throws(() => loadConfig(schema, { KEY_PEPPER: "short-secret" }), (e) => {
    assert.ok(e instanceof ConfigError);
    assert.match(e.message, /^KEY_PEPPER is "\(hidden\)"/);
    assert.ok(!e.message.includes("short-secret"));
    return true;
  });
  assert.throws(() => loadConfig(schema, {}), /KEY_PEPPER is unset/);
});
