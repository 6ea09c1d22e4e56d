/**
 * Code shared by the services: the bus and its subject contracts, configuration, logging,
 * errors, database helpers, events and the outbox, permissions, and the service runtime.
 * @module
 */
export * from "./src/bus.ts";
export * from "./src/config.ts";
export * from "./src/contracts.ts";
export * from "./src/db.ts";
export * from "./src/embedded_postgres.ts";
export * from "./src/errors.ts";
export * from "./src/events.ts";
export * from "./src/http.ts";
export * from "./src/log.ts";
export * from "./src/memory_bus.ts";
export * from "./src/nats_bus.ts";
export * from "./src/outbox.ts";
export * from "./src/permissions.ts";
export * from "./src/service.ts";
export * from "./src/ssrf.ts";
export * from "./src/subjects.ts";
export * from "./src/boot.ts";
export * from "./src/tools.ts";
export * from "./src/batch_loop.ts";
export * from "./src/db_errors.ts";
export * from "./src/random.ts";
export * from "./src/secret_box.ts";
export * from "./src/digest.ts";
export * from "./src/metrics.ts";
export * from "./src/http_metrics.ts";
export * from "./src/tracing.ts";
export * from "./src/bus_telemetry.ts";
