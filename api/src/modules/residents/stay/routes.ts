import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';

/** Issue 3: the stay (leave, departure and vacate, admission, corrections, reversals, event history) and Medicare submissions. */
export function registerResidentStayRoutes(_app: FastifyInstance, _ctx: AppContext<Database>): void {}
