/**
 * The platform's integrations and their simulators' background jobs, started once by app.ts: the Medicare simulator
 * (MEDICARE_SIMULATOR_JOB on/off) answers submitted events MEDICARE_SIMULATOR_DELAY_MS after they were submitted
 * (default 2 s; a journey lengthens it to watch an event wait) and tells the live channel which facilities' Medicare
 * events changed; the clinical system simulator (CLINICAL_SIMULATOR_JOB on/off) answers integration jobs. Both answer
 * every facility's requests (no request, no scope). The Services Australia simulator's monthly publication of the
 * payment statements is a scheduled job of the platform's queue (`integrationJobs`, worked by app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { JobDefinition, JobLog } from '../jobs/queue';
import { publishLiveChange } from '../live/index';
import { getClinicalSystem, startClinicalSimulatorJob } from './clinical/gateway';
import { getMedicareGateway, startMedicareSimulatorJob } from './medicare/gateway';
import { paymentStatementsJob } from './medicare/services-australia/statements-job';
import { pollWhileAppRuns } from './poller';

export function startIntegrationJobs(app: FastifyInstance, ctx: AppContext<Database>): void {
  pollWhileAppRuns(app, {
    name: 'medicare simulator job',
    environmentSwitch: 'MEDICARE_SIMULATOR_JOB',
    start: (log) =>
      startMedicareSimulatorJob(ctx.db, {
        log,
        minAgeMs: Number(process.env.MEDICARE_SIMULATOR_DELAY_MS) || undefined,
        onAnswered: (facilityIds) => publishLiveChange(ctx.notifier, 'medicare-events', facilityIds),
      }),
  });
  pollWhileAppRuns(app, {
    name: 'clinical simulator job',
    environmentSwitch: 'CLINICAL_SIMULATOR_JOB',
    start: (log) => startClinicalSimulatorJob(ctx.db, { system: getClinicalSystem(ctx), log }),
  });
}

/** The integrations' scheduled jobs: the simulator's monthly payment statements, while the Medicare gateway is it. */
export function integrationJobs(ctx: AppContext<Database>, log: JobLog): JobDefinition[] {
  if (!getMedicareGateway(ctx).isSimulator) return [];
  // The simulator publishes every facility's statement: the raw database (no request, no scope).
  return [paymentStatementsJob(ctx.db, log)];
}
