import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import type { Database } from './schema';

export type { Database } from './schema';

/** Type OIDs whose parsing is aligned between pg and PGlite. */
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

/** Same value types from both drivers: numeric as string, int8 as number, date as 'YYYY-MM-DD', timestamptz as Date. */
const parsers: Record<number, (value: string) => unknown> = {
  [OID.INT8]: (v) => Number(v),
  [OID.NUMERIC]: (v) => v,
  [OID.DATE]: (v) => v,
  [OID.TIMESTAMP]: (v) => new Date(v.replace(' ', 'T') + 'Z'),
  [OID.TIMESTAMPTZ]: (v) => new Date(v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')),
};

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
  /** PGlite only: run `fn` while holding the single connection (nothing else interleaves). */
  exclusive?<T>(fn: (pglite: PGlite) => Promise<T>): Promise<T>;
}

/** A FIFO mutex: PGlite is one connection, so a Kysely "connection" (and a transaction) must hold it exclusively. */
export class Mutex {
  #locked = false;
  #waiters: Array<() => void> = [];
  async acquire(): Promise<() => void> {
    if (this.#locked) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    this.#locked = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      if (next) next();
      else this.#locked = false;
    };
  }
}

function commandOf(sqlText: string): string {
  const m = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i.exec(sqlText);
  return m ? m[1].toUpperCase() : 'SELECT';
}

/** A pg.Pool look-alike over one PGlite instance, for Kysely's PostgresDialect. */
function pglitePool(db: PGlite, mutex: Mutex) {
  return {
    async connect() {
      const release = await mutex.acquire();
      let done = false;
      return {
        async query(text: string, params: unknown[] = []) {
          if (done) throw new Error('PGlite connection used after release');
          if (params.length === 0 && /;\s*\S/.test(text)) {
            // Multi-statement scripts (migrations) go through the simple protocol.
            const results = await db.exec(text);
            const last = results[results.length - 1];
            return { command: commandOf(text), rowCount: last?.affectedRows ?? 0, rows: last?.rows ?? [] };
          }
          const r = await db.query(text, params as any[]);
          return { command: commandOf(text), rowCount: r.affectedRows ?? 0, rows: r.rows };
        },
        release() {
          if (done) return;
          done = true;
          release();
        },
      };
    },
    async end() {},
  };
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: options.poolSize ?? 20,
      // The API runs short OLTP queries; PostgreSQL's JIT compiler costs more than it saves on them (measured ~16 ms on
      // the ILU dashboard's enquiry query at benchmark scale), so it is off for the API's connections.
      options: '-c jit=off',
      types: {
        getTypeParser: ((oid: number, format?: any) => parsers[oid] ?? pg.types.getTypeParser(oid, format)) as any,
      },
    });
    pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      pool,
      async close() {
        await db.destroy();
      },
    };
  }
  let dataDir: string | undefined;
  if (config.dataDir !== 'memory://' && !config.dataDir.startsWith('memory:')) {
    dataDir = path.join(config.dataDir, 'pgdata');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const pglite = new PGlite({ dataDir, parsers });
  await pglite.waitReady;
  const mutex = new Mutex();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite, mutex) as any }) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    pglite,
    async exclusive(fn) {
      const release = await mutex.acquire();
      try {
        return await fn(pglite);
      } finally {
        release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      const release = await mutex.acquire();
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '..', '..', 'migrations');
const MIGRATION_LOCK_KEY = 7_270_310_002;

/**
 * Applies `migrations/*.sql` in file-name order, each in its own transaction, recorded in `schema_migrations`.
 * Guarded by a PostgreSQL advisory lock so replicas starting together are safe; idempotent.
 */
export async function migrate(db: Kysely<Database>, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(
        conn,
      );
      const done = new Set(
        (await sql<{ name: string }>`select name from schema_migrations`.execute(conn)).rows.map((r) => r.name),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        await sql.raw('begin').execute(conn);
        try {
          await sql.raw(text.trim().endsWith(';') ? text : text + ';').execute(conn);
          await sql`insert into schema_migrations (name) values (${file})`.execute(conn);
          await sql.raw('commit').execute(conn);
        } catch (err) {
          await sql.raw('rollback').execute(conn);
          throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
        }
        applied.push(file);
      }
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
  return applied;
}
