/**
 * The background job queue: pg-boss on the product's own database, PostgreSQL or the embedded PGlite (see
 * docs/decisions.md "Job queue: pg-boss"). Jobs are declared by the modules (`JobDefinition`) and started once the
 * app is ready; on PGlite, pg-boss's statements take the single connection's turn like every other query.
 */
import { fromPglite, PgBoss, type Job } from 'pg-boss';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db';

/** A queue the app works, with its optional schedule (cron in a time zone: pg-boss creates one job per tick). */
export interface JobDefinition {
  queue: string;
  schedule?: { cron: string; tz: string };
  /** Runs one job; a throw fails the job (pg-boss retries it as configured on the queue). */
  handler: (job: Job<object>) => Promise<void>;
  /** Retries of a failed job (pg-boss: retryLimit, retryDelay in seconds, exponential backoff). */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
}

/** The pg-boss instance on the app's database: its own small pool on PostgreSQL, the shared connection on PGlite. */
export function createJobQueue(handle: DatabaseHandle, config: Pick<Config, 'databaseUrl'>): PgBoss {
  if (handle.kind === 'postgres' && config.databaseUrl)
    return new PgBoss({ connectionString: config.databaseUrl, max: 3, application_name: 'resident-manager-jobs' });
  const exclusive = handle.exclusive;
  if (!exclusive) throw new Error('The embedded database has no exclusive access: the job queue cannot run on it.');
  return new PgBoss({
    backend: 'pglite',
    db: fromPglite({
      query: (text, params) => exclusive((pglite) => pglite.query(text, params as unknown[])),
      exec: (text) => exclusive((pglite) => pglite.exec(text)),
    }),
  });
}

/** Starts the queue and works the given jobs; `stop` waits for running jobs (up to 10 s). */
export async function startJobQueue(
  handle: DatabaseHandle,
  config: Pick<Config, 'databaseUrl'>,
  jobs: readonly JobDefinition[],
  log: (err: unknown) => void,
): Promise<{ boss: PgBoss; stop: () => Promise<void> }> {
  const boss = createJobQueue(handle, config);
  boss.on('error', log);
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(
      job.queue,
      job.retry
        ? { retryLimit: job.retry.limit, retryDelay: job.retry.delaySeconds, retryBackoff: job.retry.backoff }
        : undefined,
    );
    if (job.schedule) await boss.schedule(job.queue, job.schedule.cron, {}, { tz: job.schedule.tz });
    await boss.work<object>(job.queue, async (batch) => {
      for (const one of batch) await job.handler(one);
    });
  }
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
