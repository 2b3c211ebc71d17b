/**
 * Idempotent writes (docs/decisions.md 68): a route declared `idempotent: true` (src/http/routes.ts) honours an
 * `Idempotency-Key` header. The first request with a key runs the handler in one transaction that also claims the key
 * and stores the answer (status and body exactly as sent), so the key, the effect and the answer are committed together
 * or not at all. A later request of the same user with the same key, for the same request (method, URL with its query,
 * body), gets that stored answer with `Idempotent-Replayed: true` and nothing runs; for a different request it is
 * refused with 422. A request sent while the first is still running waits for it (the key's row) and then gets its
 * answer; if the first was refused (a rule, a stale version: nothing stored), the waiting one runs as a new request.
 * Without the header the route behaves as it would undeclared.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
} from 'shared-domain/idempotency';
import { deleteExpiredKeys } from '../db/idempotency';
import type { Database } from '../db/schema';
import type { ScopedDb } from '../db/scoped';
import type { JobDefinition } from '../jobs/queue';
import { HttpError } from './errors';

/** The header as Node hands it over (lower case). */
export const IDEMPOTENCY_KEY = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** The header's schema, added to an idempotent route's `headers` (validation and OpenAPI). */
export const IDEMPOTENCY_KEY_SCHEMA = {
  type: 'string',
  minLength: 1,
  maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
  pattern: IDEMPOTENCY_KEY_PATTERN,
  description: `Optional. A key the client makes for one submit (a random UUID) and sends again with every retry of it: the write takes effect once, and a repeat with the same key and the same request answers the first answer (header ${IDEMPOTENT_REPLAYED_HEADER}: true); the same key with a different request is refused (422). Keys are the user's own and kept ${IDEMPOTENCY_KEY_TTL_HOURS} hours.`,
  'x-messages': {
    minLength: IDEMPOTENCY_MESSAGES.invalidKey,
    maxLength: IDEMPOTENCY_MESSAGES.invalidKey,
    pattern: IDEMPOTENCY_MESSAGES.invalidKey,
    type: IDEMPOTENCY_MESSAGES.invalidKey,
  },
} as const;

/** A value with its objects' keys in a fixed (sorted) order, so that the same body always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** What makes two requests the same request: method, URL with its query (the facility among it) and the parsed body. */
export function requestHash(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, canonical(request.body ?? null)]))
    .digest('hex');
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Wraps the handler of an idempotent route (`route`: 'POST /api/...'). The handler runs with `request.scoped` set to
 * the transaction's scope: its services' `transaction()` calls join the one that holds the key, so everything it
 * writes commits with the key and its answer. It must answer by returning its body (not by sending it).
 */
export function idempotentHandler(route: string, handler: Handler): Handler {
  return async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY];
    if (typeof key !== 'string') return handler(request, reply);
    const hash = requestHash(request);
    const s: ScopedDb | undefined = request.scoped;
    if (!s) throw new Error(`${route} is idempotent but has no scoped data access (an anonymous route cannot be).`);
    const answer = await s.transaction(async (t) => {
      const stored = await t.claimIdempotencyKey({ key, route, requestHash: hash });
      if (stored) return { ...stored, replayed: true };
      request.scoped = t;
      try {
        const result = await handler(request, reply);
        if (reply.sent) throw new Error(`${route} is idempotent: it answers by returning its body, not by sending it.`);
        // Serialized here by the route's own serializer (its response schema), so the answer stored is the one sent.
        const serialized = reply.serialize(result);
        const body = typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
        await t.storeIdempotentAnswer(key, { status: reply.statusCode, body });
        return { route, requestHash: hash, status: reply.statusCode, body, replayed: false };
      } finally {
        request.scoped = s;
      }
    });
    if (answer.replayed) {
      if (answer.route !== route || answer.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    }
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  };
}

export const IDEMPOTENCY_CLEANUP_QUEUE = 'platform-idempotency-keys-cleanup';

/** The platform's hourly job removing the keys older than they are kept (a request with such a key is a new one anyway). */
export function idempotencyJobs(db: Kysely<Database>): JobDefinition[] {
  return [
    {
      queue: IDEMPOTENCY_CLEANUP_QUEUE,
      schedule: { cron: '23 * * * *', tz: 'UTC' },
      // A failure fails the job (logged by the queue); the next hour's run removes what this one left.
      handler: async () => {
        await deleteExpiredKeys(db);
      },
    },
  ];
}
