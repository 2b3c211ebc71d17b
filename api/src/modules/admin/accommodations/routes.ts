import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

/** Accommodation types, rooms, units, beds (seed 002 §7 accommodations). */
export function registerAccommodationRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
