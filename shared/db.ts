/**
 * Postgres: connecting, migrations, units of work (one transaction several writers share), and
 * the transactional outbox that publishes events.
 * @module
 */
export * from "./src/db.ts";
export * from "./src/outbox.ts";
export * from "./src/db_unit.ts";
