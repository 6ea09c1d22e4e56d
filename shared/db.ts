/**
 * Postgres: connecting, migrations, and the transactional outbox that publishes events.
 * @module
 */
export * from "./src/db.ts";
export * from "./src/outbox.ts";
