import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "@asst/shared";
import { notifierConfigSchema } from "./config.ts";
import { TEST_KEY } from "../testing/test_env.ts";

Deno.test("the notifier's settings default to https-only webhooks with a 10 s timeout", () => {
  assert.deepEqual(loadConfig(notifierConfigSchema, { WEBHOOK_SECRET_KEY: TEST_KEY }), {
    WEBHOOK_SECRET_KEY: TEST_KEY,
    WEBHOOK_ALLOW_PRIVATE_URLS: false,
    WEBHOOK_TIMEOUT_MS: 10_000,
    WEBHOOK_WORKER_INTERVAL_MS: 500,
  });
  const local = loadConfig(notifierConfigSchema, {
    WEBHOOK_SECRET_KEY: TEST_KEY,
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  });
  assert.equal(local.WEBHOOK_ALLOW_PRIVATE_URLS, true);
});

Deno.test("a missing or malformed WEBHOOK_SECRET_KEY stops the start, without showing the value", () => {
  assert.throws(() => loadConfig(notifierConfigSchema, {}), /WEBHOOK_SECRET_KEY is unset/);
  assert.throws(
    () => loadConfig(notifierConfigSchema, { WEBHOOK_SECRET_KEY: "hunter2" }),
    (err: unknown) =>
      err instanceof ConfigError && /WEBHOOK_SECRET_KEY/.test(err.message) &&
      !err.message.includes("hunter2"),
  );
  assert.throws(
    () =>
      loadConfig(notifierConfigSchema, { WEBHOOK_SECRET_KEY: TEST_KEY, WEBHOOK_TIMEOUT_MS: "-1" }),
    /WEBHOOK_TIMEOUT_MS/,
  );
});
