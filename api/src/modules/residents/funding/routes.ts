import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';

/** Issue 3: funding actions on the record (CRID, ACFI, AN-ACC reassessment and expected AN-ACC, supplements, legal notice, means-tested care fee history). */
export function registerResidentFundingRoutes(_app: FastifyInstance, _ctx: AppContext<Database>): void {}
