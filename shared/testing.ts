/**
 * Helpers for tests (`testing/`): a fresh database and a unique subject prefix per run on this
 * machine's Postgres and NATS, the events several services' tests send, and the fixtures of
 * outbound calls (a fake public address, connection-counting listeners, rebinding resolvers).
 * @module
 */
export * from "./testing/harness.ts";
export * from "./testing/events.ts";
export * from "./testing/private_addresses.ts";
export * from "./testing/outbound.ts";
