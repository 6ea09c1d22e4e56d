import assert from "node:assert/strict";
import { createLogger, redactSecrets } from "./log.ts";

function capture(level: "debug" | "info" = "info") {
  const lines: string[] = [];
  const log = createLogger({
    service: "test",
    level,
    sink: (l) => lines.push(l),
    now: () => new Date("2026-01-02T03:04:05Z"),
  });
  return { log, lines };
}

Deno.test("createLogger() writes one JSON object per line with the fields of its children", () => {
  const { log, lines } = capture();
  log.child({ request_id: "r1" }).info("request", { status: 200 });
  assert.equal(lines.length, 1);
  assert.deepEqual(JSON.parse(lines[0]!), {
    time: "2026-01-02T03:04:05.000Z",
    level: "info",
    service: "test",
    msg: "request",
    request_id: "r1",
    status: 200,
  });
});

Deno.test("createLogger() drops lines below its level", () => {
  const { log, lines } = capture("info");
  log.debug("hidden");
  log.warn("shown");
  assert.deepEqual(lines.map((l) => JSON.parse(l).msg), ["shown"]);
});

Deno.test("createLogger() never writes secrets or what a user wrote", () => {
  const { log, lines } = capture();
  const key = "asst_" + "A1b2C3d4".repeat(4) + "abcd";
  log.info(`got ${key}`, {
    authorization: `Bearer ${key}`,
    text: "my passport number is X1234567",
    nested: { signing_secret: "whsec_abcdefghijkl", note: `see ${key}` },
    err: new Error(`bad key ${key}`),
  });
  const line = lines[0]!;
  assert.ok(!line.includes(key.slice(5)), line);
  assert.ok(!line.includes("X1234567"));
  assert.ok(!line.includes("whsec_abcdefghijkl"));
  const parsed = JSON.parse(line);
  assert.equal(parsed.authorization, "[redacted]");
  assert.equal(parsed.text, "[redacted]");
  assert.equal(parsed.nested.signing_secret, "[redacted]");
  assert.equal(parsed.nested.note, "see asst_[redacted]");
  assert.equal(parsed.err.message, "bad key asst_[redacted]");
});

Deno.test("redactSecrets() masks key- and secret-shaped strings only", () => {
  assert.equal(redactSecrets("use asst_abcdef123456 now"), "use asst_[redacted] now");
  assert.equal(redactSecrets("whsec_ZZZZZZZZ"), "whsec_[redacted]");
  assert.equal(redactSecrets("assistant asst_ x"), "assistant asst_ x");
});
