/**
 * Helpers for tests that need this machine's Postgres and NATS (a fresh database and a unique
 * subject prefix per run), the events several services' tests send, and the fixtures of outbound
 * calls (a fake public address, connection-counting listeners, rebinding resolvers).
 * @module
 */
export * from "./src/testing.ts";
export * from "./src/event_fixtures.ts";
export * from "./src/ssrf_fixtures.ts";
export * from "./src/outbound/outbound_fixtures.ts";
