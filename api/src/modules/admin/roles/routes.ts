import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

/** Roles and the permission matrix (seed 002 §7 roles). */
export function registerRoleRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
