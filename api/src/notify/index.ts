import pg from 'pg';
import { sql } from 'kysely';
import type { Notifier } from '../context';
import { POOL_CONNECT_TIMEOUT_MS, type DatabaseHandle } from '../db';
import { connectionLossReporter } from '../db/connection-loss';

type Listener = (payload: unknown) => void;

const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;

function quoteChannel(channel: string): string {
  if (!CHANNEL_RE.test(channel)) throw new Error(`Invalid notification channel "${channel}"`);
  return `"${channel}"`;
}

export interface ReadyNotifier extends Notifier {
  /**
   * Resolves once every channel subscribed so far is listened to (LISTEN has been executed); while the LISTEN
   * connection is lost, once it is back.
   */
  ready(): Promise<void>;
}

/** The wait before reconnect attempt `failures` (0 first): 100 ms doubling to 2 s, each with up to a quarter less. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(failures, 10));
  return Math.round(base * (1 - random() / 4));
}
const RECONNECT_FIRST_MS = 100;
/** At most this long between attempts: the notices resume within it (plus a connect) once the database is back. */
const RECONNECT_MAX_MS = 2_000;

function settleable(): { promise: Promise<void>; settle(): void; settled: boolean } {
  let settle!: () => void;
  const state = {
    promise: new Promise<void>((resolve) => (settle = resolve)),
    settled: false,
    settle() {
      state.settled = true;
      settle();
    },
  };
  return state;
}

/**
 * Real-time notices across API replicas on PostgreSQL LISTEN/NOTIFY, JSON payloads. A dedicated pg client listens
 * for the server; PGlite uses its own listen(). Channels listed in `channels` are listened to at once. The server's
 * LISTEN connection is opened again when it is lost (a restart, a terminated backend), with a backoff of 100 ms
 * doubling to 2 s, and listens again on every channel: subscribers (the SSE streams) keep their subscription and
 * receive the notices published once it is back (a notice published while it is lost is not received: NOTIFY is not
 * stored).
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
  /** Resolves once the notices are being received (on a server: the LISTEN connection is up). */
  let connected: () => Promise<void> = async () => undefined;

  if (handle.kind === 'postgres') {
    const url = (handle.pool as pg.Pool & { options: { connectionString: string } }).options.connectionString;
    const report = connectionLossReporter('Notifications (LISTEN)');
    /** The connection listening now; undefined while it is lost and until the next attempt has connected. */
    let client: pg.Client | undefined;
    let failures = 0;
    let timer: NodeJS.Timeout | undefined;
    /** Settled once a connection is listening on every channel; replaced while the connection is lost. */
    let up = settleable();

    const schedule = () => {
      if (closed || timer) return;
      const delay = reconnectDelay(failures++);
      timer = setTimeout(() => {
        timer = undefined;
        void open();
      }, delay);
      timer.unref();
    };

    // One connection at a time: a lost one is ended and forgotten (its 'error' and 'end' both report the loss, once),
    // a new one is opened after a backoff and LISTENs again on every channel subscribed so far.
    const open = async (): Promise<void> => {
      // A server that does not answer fails the attempt after the pools' timeout (the next one follows the backoff).
      const c = new pg.Client({
        connectionString: url,
        application_name: 'rm-notify-listener',
        keepAlive: true,
        connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      });
      let gone = false;
      const lose = (err?: Error) => {
        if (gone) return;
        gone = true;
        if (client === c) client = undefined;
        c.end().catch(() => undefined);
        if (closed) return;
        if (up.settled) up = settleable();
        report(err ?? new Error('Connection terminated'));
        schedule();
      };
      c.on('error', lose);
      c.on('end', () => lose());
      c.on('notification', (msg) => dispatch(msg.channel, msg.payload));
      try {
        await c.connect();
        if (closed || gone) {
          await c.end().catch(() => undefined);
          return;
        }
        // Current before its LISTENs, so a channel subscribed meanwhile is listened to on it as well (twice is harmless).
        client = c;
        for (const ch of [...listening.keys()]) await c.query(`LISTEN ${quoteChannel(ch)}`);
        if (gone) return;
        failures = 0;
        up.settle();
      } catch (err) {
        lose(err as Error);
      }
    };

    await open();
    listen = async (channel) => {
      if (client) await client.query(`LISTEN ${quoteChannel(channel)}`);
    };
    connected = () => up.promise;
    shutdown = async () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
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
      await connected();
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
