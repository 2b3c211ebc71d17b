/**
 * The background job queue: pg-boss on the product's own database, PostgreSQL or the embedded PGlite (see
 * docs/decisions.md "Job queue: pg-boss"). A platform service: the modules declare their jobs (`JobDefinition`,
 * exported through their index.ts), the platform gathers them (app.ts) and starts the one queue once the app is ready
 * and stops it when the app closes (`registerJobQueue`). On PGlite, pg-boss's statements take the single connection's
 * turn like every other query. On PostgreSQL pg-boss keeps its own pool, which reconnects after losing the database
 * (a restart): its errors meanwhile are reported once every few seconds, and the workers go on polling.
 */
import type { FastifyInstance } from 'fastify';
import { fromPglite, PgBoss, type Job } from 'pg-boss';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db';
import { connectionLossReporter, isConnectionLoss } from '../db/connection-loss';

/** A queue the app works, with its optional schedule (cron in a time zone: pg-boss creates one job per tick). */
export interface JobDefinition {
  queue: string;
  schedule?: { cron: string; tz: string };
  /** Runs one job; a throw fails the job (pg-boss retries it as configured on the queue). */
  handler: (job: Job<object>) => Promise<void>;
  /** Retries of a failed job (pg-boss: retryLimit, retryDelay in seconds, exponential backoff). */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
}

/** How a job reports what it could not do (logged by the platform at error level, with the details). */
export type JobLog = (message: string, details: Record<string, unknown>) => void;

/** The pg-boss instance on the app's database: its own small pool on PostgreSQL, the shared connection on PGlite. */
export function createBoss(handle: DatabaseHandle, config: Pick<Config, 'databaseUrl'>): PgBoss {
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
  const boss = createBoss(handle, config);
  const lost = connectionLossReporter('Job queue');
  // While the database is lost every poll fails: one line every few seconds says so; other errors are logged each.
  boss.on('error', (err) => (isConnectionLoss(err) ? lost(err) : log(err)));
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

/** The platform's queue: the app's jobs, worked from once the app is ready until it closes. */
export interface JobQueue {
  /** Starts pg-boss and works `jobs` (every module's): once; true for the call that started it, later calls do nothing. */
  start(jobs: readonly JobDefinition[], log: (err: unknown) => void): Promise<boolean>;
  /** Sends a job to a queue (its id; null when pg-boss refused it as a duplicate). Throws when the queue is not running. */
  send(queue: string, data?: object): Promise<string | null>;
  /** Waits for the running jobs (up to 10 s) and stops; nothing when it was not started. */
  stop(): Promise<void>;
}

/** The queue of an app on `handle` (started by `registerJobQueue` when the app is ready). */
export function createJobQueue(handle: DatabaseHandle, config: Pick<Config, 'databaseUrl'>): JobQueue {
  let started: Promise<{ boss: PgBoss; stop: () => Promise<void> }> | undefined;
  return {
    async start(jobs, log) {
      if (started) return false;
      started = startJobQueue(handle, config, jobs, log);
      await started;
      return true;
    },
    async send(queue, data = {}) {
      if (!started) throw new Error(`The job queue is not running: job ${queue} not sent.`);
      return (await started).boss.send(queue, data);
    },
    async stop() {
      const running = started;
      started = undefined;
      if (running) await (await running.catch(() => undefined))?.stop();
    },
  };
}

/**
 * Whether the app works its job queue: yes, unless JOB_QUEUE=off; under the test runner only with JOB_QUEUE=on (the
 * tests call the jobs' handlers, or start the queue themselves).
 */
export function jobQueueEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.JOB_QUEUE;
  return setting !== 'off' && (!env.NODE_TEST_CONTEXT || setting === 'on');
}

/** The platform's part: starts `queue` with the modules' `jobs` once the app is ready (when enabled), stops it on close. */
export function registerJobQueue(
  app: FastifyInstance,
  queue: JobQueue | undefined,
  jobs: readonly JobDefinition[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (!queue) return;
  // Only the app that started the queue stops it (a second app on the same context, as a test's replica, does not).
  let started = false;
  app.addHook('onReady', async () => {
    if (jobQueueEnabled(env)) started = await queue.start(jobs, (err) => app.log.error({ err }, 'job queue error'));
  });
  app.addHook('onClose', async () => {
    if (started) await queue.stop();
  });
}
