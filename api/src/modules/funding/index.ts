/**
 * Funding: government (Medicare / Services Australia) funding of aged care. One module; sub-features in folders:
 * `rates/` (the organisation's rate schedules and the rates in force on a day), `resident/actions/` (the funding
 * actions of the resident record: CRID, ACFI, AN-ACC reassessment request, expected AN-ACC, supplements, legal notice,
 * MTCF history), `resident/tab/` (the funding tab's figures of a resident or a lead), `estimate/` (a lead's funding
 * estimate), `statements/` (a facility's Medicare statement months, their expected, actual and variance statements,
 * the reconciliation, the balances and the exports, and customer care's statement download and upload) and `events/`
 * (the Medicare events page). Other modules use it
 * only through this file; it imports none of the modules that import it (finance, residents, leads).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { registerFundingEstimateRoutes } from './estimate/routes';
import { registerMedicareEventRoutes } from './events/routes';
import { registerRateRoutes } from './rates/routes';
import { registerResidentFundingRoutes } from './resident/actions/routes';
import { registerFundingTabRoutes } from './resident/tab/routes';
import { registerStatementRoutes } from './statements/routes';

/**
 * What other modules use of funding. The rates in force on a day: finance's fees tab (MPIR, maximum penalty interest
 * and base interest rates, Act 2025 contribution caps) and fee run (MPIR, caps); the MPIR check of an admission (the
 * residents' stay, the leads' admit) and of a transfer; the AN-ACC class weights of the care funding rate in force (the
 * lead board's and card's rates).
 */
export {
  baseInterestRates,
  classWeightsInForceQuery,
  classWeightsOn,
  contributionCapsOn,
  maximumPenaltyInterestRates,
  mpirNotSet,
  mpirRates,
  mpirSetForAgreedRoomPrice,
  type ClassWeight,
} from './rates/index';
/** The residency's latest expected AN-ACC class (funding owns AN-ACC; the leads' record and ACCR read it here). */
export { latestExpectedAnacc } from './resident/tab/repository';
/**
 * The AN-ACC class Services Australia assessed, in force on a day: of one residency (the funding tab) and of many at
 * once (a month's expected statement).
 */
export { actualAnaccClassification, actualAnaccClassificationsOn, type ActualAnaccRow } from './resident/tab/repository';
/**
 * The class in force on a day of each of the facility's residencies, as a derived table (the reports that show a
 * resident's class join it), and the reports' own funding reads: the classification history and the reassessment
 * requests of a period.
 */
export { assessedClassesOnQuery } from './resident/tab/repository';
export {
  classificationHistoryQuery,
  reassessmentRequestsQuery,
  type ClassificationHistoryFilter,
  type ReassessmentRequestsFilter,
} from './reports/repository';
/** A new expected AN-ACC class of the residency: the one write, also for a class the leads' ACCR brings. */
export { insertExpectedAnacc } from './resident/actions/repository';

/** Every funding route, registered once by app.ts. */
export function registerFundingRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  registerRateRoutes(app, ctx);
  registerResidentFundingRoutes(app, ctx);
  registerFundingTabRoutes(app, ctx);
  registerFundingEstimateRoutes(app);
  registerStatementRoutes(app, ctx);
  registerMedicareEventRoutes(app, ctx);
}
