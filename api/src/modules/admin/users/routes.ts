import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

/** Users (seed 002 §7 users). */
export function registerUserRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
