import pg from 'pg';

/**
 * The database a journey's server runs on, for checks against independent SQL: when the run seeded a template on a
 * PostgreSQL server (TEST_DATABASE_URL), each file's server has its own database there (lib/server.ts) and the
 * journey reads it; on the embedded database (PGlite, as `npm start` runs) there is none and the checks compare
 * against the API instead.
 */
export interface TestDatabase {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export function connectTestDatabase(url: string | undefined): TestDatabase | null {
  if (!url) return null;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params)).rows as T[];
    },
    close: () => pool.end(),
  };
}
