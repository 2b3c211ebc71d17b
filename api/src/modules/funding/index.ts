/**
 * Funding: the organisation's rate schedules and the rates in force on a day. One module; sub-features in folders.
 * Other modules use it only through this file.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { registerFundingEstimateRoutes } from './estimate/routes';
import { registerRateRoutes } from './rates/routes';
import { registerResidentFundingRoutes } from './resident/actions/routes';
import { registerStatementRoutes } from './statements/routes';
import { registerFundingTabRoutes } from './resident/tab/routes';

/** The rates in force on a day (the rate schedules): finance's fees and fee run, the MPIR checks of admission and transfer. */
export * from './rates/index';

/** The residency's latest expected AN-ACC class (funding owns AN-ACC; residents and leads read it here). */
export { latestExpectedAnacc, type ExpectedAnaccRow } from './resident/tab/repository';
/** The facility's AN-ACC fixed component on a date and its beds in use (the fixed component's number of beds). */
export { activeBedCount, fixedComponentOn } from './resident/tab/repository';

/** Every funding route, registered once by app.ts. */
export function registerFundingRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  registerRateRoutes(app, ctx);
  registerResidentFundingRoutes(app, ctx);
  registerFundingTabRoutes(app, ctx);
  registerFundingEstimateRoutes(app);
  registerStatementRoutes(app, ctx);
}
