/**
 * The embedded Postgres (PGlite) the single-process system uses when no database URL is set.
 * Kept apart so that no service's import graph includes PGlite.
 * @module
 */
export * from "./src/embedded_postgres.ts";
