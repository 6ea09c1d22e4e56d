/** A running embedded Postgres. */
export interface EmbeddedPostgres {
  /** A connection URL for postgres.js. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir` behind the Postgres wire protocol on a free loopback port, so that
 * postgres.js stays the only database code path.
 *
 * PGlite is one backend: statements of different connections interleave, so clients must use a
 * single connection (`max: 1`).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  await Deno.mkdir(dataDir, { recursive: true });
  // Loaded here, not on import: a service on a real Postgres never loads PGlite.
  const [{ PGlite }, { PGLiteSocketServer }, { pg_trgm }, { btree_gin }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite-socket"),
    // The extensions the assistant's memory search creates (its migration 010).
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/btree_gin"),
  ]);
  // A development database: small shared buffers keep the WebAssembly memory small.
  const db = await PGlite.create(dataDir, {
    postgresqlconf: ["shared_buffers=16MB"],
    extensions: { pg_trgm, btree_gin },
  });
  // A first start runs initdb in WebAssembly memory that V8, seeing a small heap, would keep for
  // a long while: collect it now when the process allows it (`deno task start` does).
  (globalThis as { gc?: () => void }).gc?.();
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 });
  await server.start();
  const [host, port] = server.getServerConn().split(":");
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
