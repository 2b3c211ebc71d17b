/**
 * The monthly fee run job: on the 1st of each month (Australia/Melbourne), every aged-care facility's fee run for the
 * month before, as the scheduled trigger of `runFeeRun` (the same run as the manual "run now", so a month run by hand
 * first is only topped up). The job runs outside any request: it acts on each facility through that facility's scope,
 * as a system user of its organisation.
 */
import type { Kysely } from 'kysely';
import { melbourneToday } from 'shared-domain/dates';
import { previousMonth } from 'shared-domain/finance/fee-run';
import type { Database } from '../../../db/schema';
import { ScopedDb } from '../../../db/scoped';
import { JOB_ACTOR } from '../../../db/audit';
import type { JobDefinition } from '../../../jobs/queue';
import { runFeeRun } from './service';
import type { FeeRun } from 'shared-domain/contracts/finance-ledger';

export const FEE_RUN_QUEUE = 'finance-monthly-fee-run';
/** 03:00 on the 1st of every month, Melbourne time. */
export const FEE_RUN_SCHEDULE = { cron: '0 3 1 * *', tz: 'Australia/Melbourne' } as const;

/** The scheduled run: the previous month of `today` for every aged-care facility (each in its own transaction). */
export async function runScheduledFeeRuns(db: Kysely<Database>, today = melbourneToday()): Promise<FeeRun[]> {
  const facilities = await db
    .selectFrom('facilities')
    .select(['id', 'organisation_id'])
    .where('facility_type', '=', 'AgeCare')
    .orderBy('id')
    .execute();
  const period = previousMonth(today);
  const runs: FeeRun[] = [];
  for (const f of facilities) {
    const s = new ScopedDb(
      db,
      {
        userId: 0,
        organisationId: f.organisation_id,
        facilityId: f.id,
        isOrganisationManager: true,
        isSystemUser: true,
      },
      undefined,
      JOB_ACTOR,
    );
    runs.push(await runFeeRun(s, { period, trigger: 'Scheduled', userId: null }, today));
  }
  return runs;
}

export function feeRunJob(db: Kysely<Database>, log: (message: string, runs: FeeRun[]) => void): JobDefinition {
  return {
    queue: FEE_RUN_QUEUE,
    schedule: FEE_RUN_SCHEDULE,
    // A facility's run that failed fails the job, so pg-boss runs it again later (five times, from 5 minutes apart,
    // doubling): the run is idempotent, so the facilities already charged are only checked again. Each failure is also
    // a Failed run in the facility's list of fee runs (the transactions tab shows it to finance users).
    retry: { limit: 5, delaySeconds: 300, backoff: true },
    handler: async () => {
      const runs = await runScheduledFeeRuns(db);
      const failed = runs.filter((r) => r.status === 'Failed');
      if (failed.length) {
        log('monthly fee run failed for some facilities', failed);
        throw new Error(`The monthly fee run failed for ${failed.length} facilities; it will be retried.`);
      }
    },
  };
}
