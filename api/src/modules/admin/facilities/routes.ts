import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

/** Facilities of the organisation (seed 002 §7 Organisation). */
export function registerFacilityRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
