import pg from 'pg';
import { sql } from 'kysely';
import type { Notifier } from '../context';
import type { DatabaseHandle } from '../db';

type Listener = (payload: unknown) => void;

const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;

function quoteChannel(channel: string): string {
  if (!CHANNEL_RE.test(channel)) throw new Error(`Invalid notification channel "${channel}"`);
  return `"${channel}"`;
}

export interface ReadyNotifier extends Notifier {
  /** Resolves once every channel subscribed so far is listened to (LISTEN has been executed). */
  ready(): Promise<void>;
}

/**
 * Real-time notices across API replicas on PostgreSQL LISTEN/NOTIFY, JSON payloads. A dedicated pg client listens
 * for the server; PGlite uses its own listen(). Channels listed in `channels` are listened to at once.
 */
export async function createNotifier(
  handle: DatabaseHandle,
  channels: string[] = ['maintenance_notice'],
): Promise<ReadyNotifier> {
  const listeners = new Map<string, Set<Listener>>();
  const listening = new Map<string, Promise<unknown>>();
  let closed = false;

  const dispatch = (channel: string, raw: string | undefined) => {
    let payload: unknown = raw;
    try {
      payload = raw === undefined ? undefined : JSON.parse(raw);
    } catch {
      /* plain text payload */
    }
    for (const l of listeners.get(channel) ?? []) {
      try {
        l(payload);
      } catch (err) {
        console.error('Notification listener failed:', err);
      }
    }
  };

  let listen: (channel: string) => Promise<unknown>;
  let shutdown: () => Promise<void>;

  if (handle.kind === 'postgres') {
    const url = (handle.pool as pg.Pool & { options: { connectionString: string } }).options.connectionString;
    let client: pg.Client | undefined;
    const connect = async (): Promise<pg.Client> => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (msg) => dispatch(msg.channel, msg.payload));
      c.on('error', (err) => {
        if (closed) return;
        console.error('Notification connection lost:', err.message);
        client = undefined;
        setTimeout(() => void reconnect(), 1000).unref();
      });
      await c.connect();
      return c;
    };
    const reconnect = async () => {
      if (closed) return;
      try {
        client = await connect();
        for (const ch of listening.keys()) await client.query(`LISTEN ${quoteChannel(ch)}`);
      } catch (err) {
        console.error('Notification reconnect failed:', (err as Error).message);
        setTimeout(() => void reconnect(), 2000).unref();
      }
    };
    client = await connect();
    listen = async (channel) => {
      if (client) await client.query(`LISTEN ${quoteChannel(channel)}`);
    };
    shutdown = async () => {
      await client?.end().catch(() => undefined);
    };
  } else {
    const unlisteners: Array<() => Promise<void>> = [];
    listen = async (channel) => {
      const run = async () => {
        const un = await handle.pglite!.listen(channel, (payload) => dispatch(channel, payload));
        unlisteners.push(() => un());
      };
      if (handle.exclusive) await handle.exclusive(run);
      else await run();
    };
    shutdown = async () => {
      for (const un of unlisteners) {
        const run = async () => {
          await un().catch(() => undefined);
        };
        if (handle.exclusive) await handle.exclusive(run).catch(() => undefined);
      }
    };
  }

  const ensure = (channel: string) => {
    quoteChannel(channel);
    if (!listening.has(channel)) {
      const p = listen(channel).catch((err) => console.error(`LISTEN ${channel} failed:`, err.message));
      listening.set(channel, p);
    }
  };
  for (const ch of channels) ensure(ch);
  await Promise.all(listening.values());

  return {
    async publish(channel, payload) {
      quoteChannel(channel);
      await sql`select pg_notify(${channel}, ${JSON.stringify(payload ?? null)})`.execute(handle.db);
    },
    subscribe(channel, listener) {
      ensure(channel);
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      return () => {
        set!.delete(listener);
      };
    },
    async ready() {
      await Promise.all(listening.values());
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await shutdown();
    },
  };
}
