import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

/** GL account mapping (seed 002 §7 finance/gl-accounts). */
export function registerGlAccountRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
