/**
 * Resident finance: a resident's fees and account (ledger with the monthly fee run). One module; sub-features
 * in folders. Other modules use it only through this file; the rate schedules are the funding module's.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import type { JobDefinition, JobLog } from '../../jobs/queue';
import { registerFeesRoutes } from './fees/routes';
import { feeRunJob } from './ledger/job';
import { registerLedgerRoutes } from './ledger/routes';

/** A change of bill payer clears the eight drawdown flags of the residency's finance record (seed 000 §4). */
export { clearDrawdowns } from './fees/service';
/**
 * A residency's optional services, for the screens that show and save them besides the fees tab (the
 * independent-living finance screen): read inside the caller's statement (`residencyServicesJson`, mapped with today's
 * rate by `optionalServicesFromJson`), and saved with the fees tab's resolution, rules input and replace.
 */
export { optionalServicesFromJson, optionalServicesToSave, replaceOptionalServices } from './fees/service';
export { residencyServicesJson, type ResidencyServiceJson } from './fees/repository';

/**
 * The charges of the residents' accounts dated in a period (the reporting area's billing and Attache extracts), and
 * each current resident's fees, deposit agreed, paid and held (its financial details report).
 */
export { chargesInPeriod, type ChargesFilter } from './ledger/repository';
export { financialDetailsQuery, type FinancialDetailsFilter } from './fees/repository';

export function registerFinanceRoutes(app: FastifyInstance, ctx: AppContext<Database>): void {
  registerFeesRoutes(app, ctx);
  registerLedgerRoutes(app);
}

/** The module's background jobs, worked by the platform's queue (app.ts): the monthly fee run. */
export function financeJobs(ctx: AppContext<Database>, log: JobLog): JobDefinition[] {
  // eslint-disable-next-line no-restricted-syntax -- the fee run job runs every facility's due runs (no request, no scope)
  return [feeRunJob(ctx.db, (message, runs) => log(message, { runs }))];
}
/** The billing area posts a sundry charge's lines to the residents' accounts (the ledger's one sundry write). */
export { postSundryCharges, type SundryChargePosting } from './ledger/index';
