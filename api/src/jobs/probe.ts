/**
 * The job queue's probe (JOB_PROBE=on only; off in every normal run): a queue whose job records that it ran, by which
 * process, in `job_probe_runs`. The fault suite (scripts/faults.mjs) creates that table in its own database, switches
 * the probe on in its replicas, sends probe jobs with known keys before and during a database outage, and afterwards
 * counts each key's runs: the queue must run every job, and once. The table is not part of the product's schema.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobDefinition } from './queue';

export const PROBE_QUEUE = 'platform-job-probe';

/** Whether the probe queue is worked: JOB_PROBE=on. */
export function jobProbeEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.JOB_PROBE === 'on';
}

/** The probe's job definition (none unless enabled): each job's `data.key` and the process are recorded. */
export function probeJobs(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): JobDefinition[] {
  if (!jobProbeEnabled(env)) return [];
  const runner = env.RM_REPLICA || `pid ${process.pid}`;
  return [
    {
      queue: PROBE_QUEUE,
      handler: async (job) => {
        const key = (job.data as { key?: unknown }).key;
        if (typeof key !== 'string') throw new Error('A probe job carries a text key.');
        await sql`insert into job_probe_runs (job_key, job_id, runner) values (${key}, ${job.id}, ${runner})`.execute(db);
      },
    },
  ];
}
