/**
 * The guard's auth cache (docs/decisions.md 21): what `loadAuth` read for a user and a facility (user, role,
 * permissions, the facility when it is one of the user's), kept in memory so a request does not spend a statement on it.
 *
 * Eviction: every write to users, roles, role_permissions, user_facilities, facilities or regions made through this
 * process's database handles empties the cache synchronously (src/db/index.ts `onAuthDataWrite`, after the statement and
 * again after its transaction ends); on a PostgreSQL server, migration 0013's triggers notify `rm_auth_changed` at
 * commit and every process listening empties its cache. Fail safe: on a server the cache is used only while the listener
 * connection is up; when it drops, the cache is off (every request reads the database) until it has listened again.
 * PGlite is one process: in-process eviction covers every write. Entries are also never older than AUTH_CACHE_TTL_MS.
 * A load that started before an eviction is not stored (generation check).
 */
import pg from 'pg';
import { onAuthDataWrite, POOL_CONNECT_TIMEOUT_MS } from '../db';

export const AUTH_CACHE_TTL_MS = 30_000;
export const AUTH_CHANNEL = 'rm_auth_changed';
const AUTH_CACHE_SIZE = 10_000;
const RECONNECT_MS = 1_000;

export class AuthCache<V> {
  #entries = new Map<string, { value: V; until: number }>();
  #generation = 0;
  #enabled: boolean;
  readonly #now: () => number;

  constructor(enabled: boolean, now: () => number = Date.now) {
    this.#enabled = enabled;
    this.#now = now;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** Turns the cache on or off; either way it starts empty. */
  setEnabled(on: boolean): void {
    this.invalidate();
    this.#enabled = on;
  }

  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** The cached value of `key`, else `load()`'s (stored only when nothing was evicted while it loaded). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.#enabled) {
      const hit = this.#entries.get(key);
      if (hit && this.#now() < hit.until) return hit.value;
    }
    const generation = this.#generation;
    const value = await load();
    if (this.#enabled && generation === this.#generation) {
      if (this.#entries.size >= AUTH_CACHE_SIZE) this.#entries.clear();
      this.#entries.set(key, { value, until: this.#now() + AUTH_CACHE_TTL_MS });
    }
    return value;
  }
}

/**
 * An auth cache for the app: on PGlite (no `databaseUrl`) on at once; on a server off until a LISTEN connection
 * (application_name rm-auth-listener) listens on `rm_auth_changed`, off again whenever it is lost (then reconnects).
 * `close()` stops listening and unsubscribes.
 */
export function createAuthCache<V>(
  databaseUrl: string | undefined,
  options: { connectTimeoutMs?: number; reconnectMs?: number } = {},
): { cache: AuthCache<V>; close(): Promise<void> } {
  const { connectTimeoutMs = POOL_CONNECT_TIMEOUT_MS, reconnectMs = RECONNECT_MS } = options;
  const cache = new AuthCache<V>(!databaseUrl);
  const unsubscribe = onAuthDataWrite(() => cache.invalidate());
  if (!databaseUrl) return { cache, close: async () => void unsubscribe() };
  let closed = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    cache.setEnabled(false);
    client.end().catch(() => undefined);
    if (!closed) timer = setTimeout(connect, reconnectMs).unref();
  };
  const connect = () => {
    timer = undefined;
    // A server that does not answer (a lost network: the connection is accepted, or not, and nothing comes back) fails
    // the attempt after the pools' timeout and the next one follows: without it the attempt would wait for ever and the
    // cache stay off after the database is back. Keep-alive finds out a listening connection whose server vanished.
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'rm-auth-listener',
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    current = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', () => cache.invalidate());
    client
      .connect()
      .then(() => client.query(`listen ${AUTH_CHANNEL}`))
      .then(() => {
        if (current === client && !closed) cache.setEnabled(true);
      })
      .catch(() => lost(client));
  };
  connect();
  return {
    cache,
    async close() {
      closed = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      cache.setEnabled(false);
      const client = current;
      current = undefined;
      if (client) await client.end().catch(() => undefined);
    },
  };
}
