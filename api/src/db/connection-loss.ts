/**
 * Losing the database: which errors mean "the connection to PostgreSQL is gone or cannot be made right now" (a
 * restart, a failover, a terminated backend, a network cut), as opposed to an error of the statement itself. Such a
 * request is answered 503 with Retry-After (http/errors.ts) and the pools reconnect on their own (db/index.ts), so
 * the client's retry a moment later is served.
 */

/** Seconds a client is asked to wait before trying again while the database is unavailable (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * PostgreSQL codes of a lost or refused connection: admin shutdown / crash shutdown / cannot connect now (a restart),
 * too many connections, and the whole connection exception class 08 (checked by prefix).
 */
const LOST_PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Node socket codes: refused, reset, timed out, broken pipe, host or network unreachable, name lookup failed. */
const LOST_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The driver's own words when a connection died or could not be had: the socket ended ("Connection terminated
 * unexpectedly"), a query on a client that lost its connection, or no connection within the pool's timeout; and the
 * server's refusal of a database closed to connections (ALLOW_CONNECTIONS false during maintenance: code 55000, which
 * other errors of a statement share, so by its words).
 */
const LOST_MESSAGES =
  /^(?:Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout|database ".*" is not currently accepting connections)/;

/** True when `err` (or an error it wraps: `cause`, an AggregateError's `errors`) is the loss of the database connection. */
export function isConnectionLoss(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (LOST_PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || LOST_SOCKET_CODES.has(code)) return true;
  if (typeof e.message === 'string' && LOST_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionLoss(inner, depth + 1))) return true;
  return e.cause !== undefined && e.cause !== err && isConnectionLoss(e.cause, depth + 1);
}

/**
 * A log line for lost connections at most once per `everyMs` per source (a restart drops every connection of every
 * pool at once: one line says it, not forty), with the number of losses since the last line.
 */
export function connectionLossReporter(
  source: string,
  log: (message: string) => void = (message) => console.warn(message),
  everyMs = 5_000,
  now: () => number = Date.now,
): (err: Error) => void {
  let last = -Infinity;
  let quiet = 0;
  return (err) => {
    const t = now();
    if (t - last < everyMs) {
      quiet++;
      return;
    }
    const more = quiet ? ` (and ${quiet} more since the last report)` : '';
    quiet = 0;
    last = t;
    log(`${source}: database connection lost: ${err.message}${more}; it reconnects on next use.`);
  };
}
