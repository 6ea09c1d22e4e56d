/**
 * Helpers for tests that need this machine's Postgres and NATS: a fresh database and a unique
 * subject prefix per run.
 * @module
 */
export * from "./src/testing.ts";
