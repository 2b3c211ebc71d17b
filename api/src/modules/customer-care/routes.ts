import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** Customer care, system users only (seed 002 §2, §7 "Customer care"): clinical integration and the actual statement upload. */
export function registerCustomerCareRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
