/**
 * The message bus: the `Bus` interface, the NATS implementation services run on, the in-memory
 * one tests use, and the bus's metrics and trace propagation.
 * @module
 */
export * from "./src/bus.ts";
export * from "./src/nats_bus.ts";
export * from "./src/memory_bus.ts";
export * from "./src/bus_telemetry.ts";
