import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

/** Facility optional services (seed 002 §7 facilities/optional-services). */
export function registerOptionalServiceRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
