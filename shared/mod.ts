/**
 * The small common core every service uses: errors, configuration, logging and tracing, the
 * bus subject contracts and their payloads (subjects, events, tools, permissions), and small
 * primitives (digest, random, secret box, SSRF guard, network ranges, batch loop, coalescer,
 * per-account cache).
 * Heavier parts have their own entry points so a service imports only what it uses:
 * `@asst/shared/bus`, `@asst/shared/db`, `@asst/shared/http`, `@asst/shared/outbound` (the one
 * client for addresses users give), `@asst/shared/time`,
 * `@asst/shared/embedded` and `@asst/shared/testing`.
 * @module
 */
export * from "./src/errors.ts";
export * from "./src/config.ts";
export * from "./src/log.ts";
export * from "./src/tracing.ts";
export * from "./src/contracts.ts";
export * from "./src/subjects.ts";
export * from "./src/events.ts";
export * from "./src/tools.ts";
export * from "./src/permissions.ts";
export * from "./src/networks.ts";
export * from "./src/digest.ts";
export * from "./src/random.ts";
export * from "./src/secret_box.ts";
export * from "./src/ssrf.ts";
export * from "./src/batch_loop.ts";
export * from "./src/coalescer.ts";
export * from "./src/context_cache.ts";
export * from "./src/db_errors.ts";
