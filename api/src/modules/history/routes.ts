import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Record history (issue 10, beyond the seed): the audit log of one record, for holders of the history permission. */
export function registerHistoryRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
