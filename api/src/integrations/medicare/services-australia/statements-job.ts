/**
 * The Services Australia simulator's monthly publication, as a platform job (pg-boss cron, Australia/Melbourne): every
 * aged-care facility's payment statement of the month that has just ended, published on the simulator's publication
 * day (the 4th, a little after its nominal moment, `nominalPublication`: what the statement knows is as of then, and the
 * next month's adjustments are computed against what it knew then, so it is not published earlier). A month a
 * facility's finance team fetched first (published on demand) is left as it is; a month missed while the app was down
 * is published by the next run. A real adapter publishes nothing: the job runs only while the gateway is the simulator.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { JobDefinition, JobLog } from '../../../jobs/queue';
import { publishPaymentStatements } from './statements';

export const PAYMENT_STATEMENTS_QUEUE = 'services-australia-payment-statements';
/** 11:15 on the 4th of every month, Melbourne time (after 00:00 UTC on the 4th, the nominal publication, all year). */
export const PAYMENT_STATEMENTS_SCHEDULE = { cron: '15 11 4 * *', tz: 'Australia/Melbourne' } as const;
/** The ended months each run publishes when they are not yet: the one just ended, and the one before if it was missed. */
const MONTHS_PER_RUN = 2;

export function paymentStatementsJob(db: Kysely<Database>, log: JobLog, now: () => Date = () => new Date()): JobDefinition {
  return {
    queue: PAYMENT_STATEMENTS_QUEUE,
    schedule: PAYMENT_STATEMENTS_SCHEDULE,
    // A failed run is retried (each facility's month is published in its own transaction, once).
    retry: { limit: 5, delaySeconds: 300, backoff: true },
    handler: async () => {
      try {
        await publishPaymentStatements(db, now(), MONTHS_PER_RUN);
      } catch (err) {
        log('the payment statements could not all be published; the job will be retried', { error: String(err) });
        throw err;
      }
    },
  };
}
