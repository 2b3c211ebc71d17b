import pg from 'pg';

/**
 * When TEST_DATABASE_URL names a PostgreSQL server, the journeys run the product on a fresh database there and check
 * what the screens show against independent SQL. Without it the product runs on embedded PGlite (as `npm start` does)
 * and the checks compare against the API instead.
 */
export interface TestDatabase {
  url: string;
  query<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase | null> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return null;
  const name = `rm_e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    async query(text, params) {
      return (await pool.query(text, params as any[])).rows;
    },
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
