/**
 * Helpers for tests that need this machine's Postgres and NATS (a fresh database and a unique
 * subject prefix per run), and the events several services' tests send.
 * @module
 */
export * from "./src/testing.ts";
export * from "./src/event_fixtures.ts";
export * from "./src/ssrf_fixtures.ts";
