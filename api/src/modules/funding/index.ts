/**
 * Funding: the organisation's rate schedules and the rates in force on a day. One module; sub-features in folders.
 * Other modules use it only through this file.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { registerRateRoutes } from './rates/routes';

/** The rates in force on a day (the rate schedules): finance's fees and fee run, the MPIR checks of admission and transfer. */
export * from './rates/index';

/** Every funding route, registered once by app.ts. */
export function registerFundingRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  registerRateRoutes(app, ctx);
}
