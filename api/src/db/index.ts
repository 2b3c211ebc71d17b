import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import type { Database } from './schema';
import { connectionLossReporter } from './connection-loss';

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
  /** On a server: the same database on connections with plan_cache_mode = force_generic_plan (db/memo.ts). */
  genericDb?: Kysely<Database>;
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

/**
 * Writes to the tables the guard's auth cache holds (src/http/auth-cache.ts: users, roles, role_permissions,
 * user_facilities, facilities, regions) made through this process's connections: listeners run synchronously after
 * such a statement and again after the commit or rollback of its transaction, so the next request reads them afresh.
 */
const AUTH_WRITE_RE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(?:users|roles|role_permissions|user_facilities|facilities|regions)"?(?=[\s(;]|$)/i;
const authWriteMemo = new Map<string, boolean>();
const authWriteListeners = new Set<() => void>();

/** True when `text` may write a table the auth cache holds. */
export function writesAuthData(text: string): boolean {
  let hit = authWriteMemo.get(text);
  if (hit === undefined) {
    if (authWriteMemo.size >= NAME_CACHE_SIZE) authWriteMemo.clear();
    hit = AUTH_WRITE_RE.test(text);
    authWriteMemo.set(text, hit);
  }
  return hit;
}

/** Calls `fn` after every write to the auth tables through this process's database handles; returns the unsubscribe. */
export function onAuthDataWrite(fn: () => void): () => void {
  authWriteListeners.add(fn);
  return () => authWriteListeners.delete(fn);
}

function authDataWritten(): void {
  for (const fn of authWriteListeners) fn();
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** Wraps a connection's `query` so writes to the auth tables reach `onAuthDataWrite` (and again at the end of their transaction). */
function watchAuthWrites<C extends QueryClient>(client: C): C {
  let dirty = false;
  const query = client.query.bind(client);
  client.query = (async (text: string, values?: unknown[]) => {
    const writes = writesAuthData(text);
    if (writes) {
      dirty = true;
      authDataWritten();
    }
    try {
      return await query(text, values);
    } finally {
      if (writes) authDataWritten();
      else if (dirty && /^\s*(?:commit|rollback|end|abort)\b/i.test(text)) {
        dirty = false;
        authDataWritten();
      }
    }
  }) as C['query'];
  return client;
}

/** A pg.Pool look-alike over one PGlite instance, for Kysely's PostgresDialect. */
function pglitePool(db: PGlite, mutex: Mutex) {
  return {
    async connect() {
      const release = await mutex.acquire();
      let done = false;
      return watchAuthWrites({
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
      });
    },
    async end() {},
  };
}

/** How long a request waits for a database connection (a new one, or a free one of the pool) before it is answered 503. */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

/** Statements longer than this are not prepared (a generated text that long is a one-off, e.g. a large multi-row insert). */
export const PREPARED_MAX_TEXT = 16_000;
/** Prepared statements kept per connection (least recently used first out, with DEALLOCATE). */
export const PREPARED_PER_CONNECTION = 250;

/** Names of recent texts (a map lookup is cheaper than hashing the text again): cleared when it reaches this size. */
const NAME_CACHE_SIZE = 2_000;
const names = new Map<string, string>();

/** The statement name of a text: the same text always gets the same name (and a different text another one). */
export function preparedName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAME_CACHE_SIZE) names.clear();
    name = 'k' + createHash('sha1').update(text).digest('base64url').slice(0, 24);
    names.set(text, name);
  }
  return name;
}

/** What the wrapper reads of a pg client beyond its typings: the driver's per-connection record of parsed statements. */
interface PgClientInternals {
  connection: { parsedStatements: Record<string, string> };
}

/** The prepared statements of one connection, least recently used first. */
class PreparedStatements {
  /** name -> text, in use order (a Map iterates in insertion order: re-inserting on use keeps the LRU order). */
  readonly live = new Map<string, string>();
  /** Evicted names still allocated on the server: dropped with DEALLOCATE when the connection is next idle. */
  readonly evicted = new Map<string, string>();
  constructor(
    readonly client: pg.PoolClient,
    readonly max: number,
  ) {}

  get #parsed(): Record<string, string> {
    return (this.client as unknown as PgClientInternals).connection.parsedStatements;
  }

  /** Records a use of `name` (about to be sent named); evicts the least recently used beyond `max`. */
  use(name: string, text: string): void {
    if (this.live.delete(name)) {
      this.live.set(name, text);
      return;
    }
    const stillAllocated = this.evicted.get(name);
    if (stillAllocated !== undefined) {
      // Evicted but not deallocated yet: the server still has it, so it must not be parsed again under the same name.
      this.evicted.delete(name);
      this.#parsed[name] = stillAllocated;
    }
    this.live.set(name, text);
    while (this.live.size > this.max) {
      const [oldest, oldText] = this.live.entries().next().value as [string, string];
      this.live.delete(oldest);
      this.forget(oldest, oldText);
    }
  }

  /**
   * The driver forgets `name` (it is parsed again on its next use) and, when `allocated`, the server drops it. Not
   * allocated: its Parse failed, or the server no longer has it.
   */
  forget(name: string, text: string, allocated = true): void {
    this.live.delete(name);
    if (this.#parsed[name] === undefined) return;
    delete this.#parsed[name];
    if (allocated) this.evicted.set(name, text);
  }

  /** DEALLOCATE the evicted statements; only while the connection is idle (no transaction, nothing aborted). */
  async deallocateEvicted(): Promise<void> {
    if (!this.evicted.size || this.client.getTransactionStatus() !== 'I') return;
    const names = [...this.evicted.keys()];
    this.evicted.clear();
    await this.client.query(names.map((n) => `deallocate "${n}"`).join('; '));
  }
}

/** Errors after which a prepared statement must be parsed again: its cached plan is stale (DDL), or the server lost it. */
const CACHED_PLAN_STALE = '0A000';
const NO_SUCH_STATEMENT = '26000';

/**
 * Prepared statements for every query Kysely sends with parameters: a pg.Pool look-alike whose connections send each
 * such text as a named statement (`{ name: preparedName(text), text, values }`). pg parses a named statement once per
 * connection and PostgreSQL then reuses its parse tree and, once its generic plan is as cheap as the custom ones, its
 * plan (no planning per request). Texts without parameters (begin/commit, migrations, `sql.raw` scripts) keep the
 * simple protocol; overly long texts stay unnamed; each connection keeps at most `max` statements (LRU + DEALLOCATE).
 * A statement whose cached plan went stale (a column added under `select *`) is re-parsed: retried once unnamed when
 * no transaction is open, else the error reaches the caller and the next use parses it again.
 */
export function preparedPool(pool: pg.Pool, max = PREPARED_PER_CONNECTION) {
  const statements = new WeakMap<pg.PoolClient, PreparedStatements>();
  const wrap = (client: pg.PoolClient) =>
    watchAuthWrites({
      async query(text: string, values: unknown[] = []) {
        if (!values.length || text.length > PREPARED_MAX_TEXT) return client.query(text, values);
        let prepared = statements.get(client);
        if (!prepared) statements.set(client, (prepared = new PreparedStatements(client, max)));
        const name = preparedName(text);
        prepared.use(name, text);
        try {
          return await client.query({ name, text, values });
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code !== CACHED_PLAN_STALE && code !== NO_SUCH_STATEMENT) throw err;
          prepared.forget(name, text, code === CACHED_PLAN_STALE);
          if (client.getTransactionStatus() !== 'I') throw err;
          await prepared.deallocateEvicted();
          return client.query(text, values);
        }
      },
      release(err?: Error | boolean) {
        client.release(err);
      },
    });
  return {
    async connect() {
      const client = await pool.connect();
      const prepared = statements.get(client);
      if (prepared?.evicted.size) {
        try {
          await prepared.deallocateEvicted();
        } catch (err) {
          client.release(err as Error);
          throw err;
        }
      }
      return wrap(client);
    },
    end: () => pool.end(),
  };
}

/** A pg.Pool look-alike whose connections report writes to the auth tables (without prepared statements). */
function watchedPool(pool: pg.Pool) {
  return {
    async connect() {
      const client = await pool.connect();
      return watchAuthWrites({
        query: (text: string, values: unknown[] = []) => client.query(text, values),
        release: (err?: Error | boolean) => client.release(err),
      });
    },
    end: () => pool.end(),
  };
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: {
    poolSize?: number;
    /**
     * Named prepared statements on a PostgreSQL server (default true; preparedPool). Off for a connection pooler in
     * transaction mode that does not carry prepared statements across server connections.
     */
    preparedStatements?: boolean;
    /**
     * PGlite only: start from this data directory (a `dumpDataDir` tarball) instead of an empty one. The API tests open
     * every file's database from one migrated snapshot this way (api/scripts/test-templates.ts).
     */
    loadDataDir?: Blob;
  } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const makePool = (max: number, settings: string, name: string) => {
      const pool = new pg.Pool({
        connectionString: config.databaseUrl,
        max,
        options: settings,
        // A database that cannot be reached answers the request 503 after this long rather than holding it until the
        // operating system gives up on the socket (also the longest wait for a free connection of the pool).
        connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
        // A server that vanished without closing its sockets (a host or network lost) is found out on idle connections.
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        types: {
          getTypeParser: ((oid: number, format?: 'text') =>
            parsers[oid] ?? pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
        },
      });
      // Losing the database (a restart, a terminated backend) ends every connection with an 'error' event. An idle
      // connection's reaches the pool, which drops it. A connection lent to a request has no listener of the pool's
      // (pg-pool removes it while the connection is out), and an 'error' event without a listener ends the process:
      // every connection gets its own listener when it is made. The request's query fails with the error (answered
      // 503, http/errors.ts) and the pool drops the connection when it comes back; the next request connects anew.
      const lost = connectionLossReporter(name);
      pool.on('error', lost);
      pool.on('connect', (client) => client.on('error', lost));
      return pool;
    };
    const kysely = (pool: pg.Pool) =>
      new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: (options.preparedStatements === false ? watchedPool(pool) : preparedPool(pool)) as unknown as pg.Pool,
        }),
      });
    // The API runs short OLTP queries; PostgreSQL's JIT compiler costs more than it saves on them (measured ~16 ms on
    // the ILU dashboard's enquiry query at benchmark scale), so it is off for the API's connections.
    const pool = makePool(options.poolSize ?? 20, '-c jit=off', 'PostgreSQL pool');
    const db = kysely(pool);
    // Reads whose one plan suits every value (db/memo.ts `genericPlan`) run on connections that keep it: PostgreSQL's
    // default re-plans a statement on every execution when its custom plans look cheaper (0.7 ms of planning for a
    // 0.25 ms page). Half as many connections as the main pool (the reads are short), opened on first use.
    const genericPool =
      options.preparedStatements === false
        ? undefined
        : makePool(
            Math.max(4, Math.ceil((options.poolSize ?? 20) / 2)),
            '-c jit=off -c plan_cache_mode=force_generic_plan',
            'PostgreSQL generic-plan pool',
          );
    const genericDb = genericPool ? kysely(genericPool) : undefined;
    return {
      db,
      genericDb,
      kind: 'postgres',
      pool,
      async close() {
        await Promise.all([db.destroy(), genericDb?.destroy()]);
      },
    };
  }
  let dataDir: string | undefined;
  if (config.dataDir !== 'memory://' && !config.dataDir.startsWith('memory:')) {
    dataDir = path.join(config.dataDir, 'pgdata');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const pglite = new PGlite({ dataDir, parsers, loadDataDir: options.loadDataDir });
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

/** The advisory lock the demo data is loaded under (main.ts): replicas starting together load it once. */
export const DEMO_DATA_LOCK_KEY = 7_270_310_003;

/**
 * Runs `fn` holding the session advisory lock `key` on a PostgreSQL server (its own connection of the pool, while `fn`
 * uses the others), so that of several processes starting together one runs it at a time. PGlite is one process and
 * one connection: `fn` just runs.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, key: number, fn: () => Promise<T>): Promise<T> {
  if (!handle.pool) return fn();
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
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
