/**
 * The clinical system (ARCHITECTURE §6): customer care on-boards a facility's residents into it, or updates them there.
 *
 * `ClinicalSystem` is the adapter interface the customer-care area uses. The only implementation in this repository is
 * `ClinicalSystemSimulator`, a LOCAL SIMULATOR of the real service, shaped like the Medicare gateway simulator: a job is
 * stored in `clinical_integration_requests` (status Submitted) inside the caller's transaction, and a background job of
 * the API process answers it a few seconds later: Completed, or Failed when residents are updated at a facility the
 * clinical system has never on-boarded (the real service's answer for an unknown facility). Tests call
 * `processPending` themselves so statuses are deterministic.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ClinicalOperationType } from 'shared-domain/customer-care';
import type { Database } from '../../db/schema';
import { startPolling } from '../poller';
import type { ScopedDb } from '../../db/scoped';

type Db = Kysely<Database> | Transaction<Database>;

/** One resident sent to the clinical system (what the request row keeps of them). */
export interface ClinicalJobResident {
  residentId: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  sex: string | null;
  medicareNumber: string | null;
  careRecipientId: string | null;
}

export interface ClinicalJobInput {
  operationType: ClinicalOperationType;
  residents: ClinicalJobResident[];
  requestedByUserId: number | null;
}

export const UNKNOWN_FACILITY_REASON = 'The clinical system has no record of this facility: on-board its residents first.';

/** The adapter interface. */
export interface ClinicalSystem {
  readonly isSimulator: boolean;
  /** Submits a job for the scope's facility (stored as Submitted in the caller's transaction). */
  submitJob(s: ScopedDb, input: ClinicalJobInput): Promise<{ requestId: number; jobReference: string }>;
  /**
   * Answers the jobs submitted at least `minAgeMs` ago (the simulator's background job; tests call it directly).
   * Returns how many were answered. Every facility's jobs: no request, no scope.
   */
  processPending(db: Db, opts?: { minAgeMs?: number; now?: Date }): Promise<number>;
}

/** The local simulator of the clinical system (named as a simulator in the environment banner). */
export class ClinicalSystemSimulator implements ClinicalSystem {
  readonly isSimulator = true;

  async submitJob(s: ScopedDb, input: ClinicalJobInput): Promise<{ requestId: number; jobReference: string }> {
    const jobReference = `CLIN-SIM-${randomUUID()}`;
    const row = await s
      .insertInto('clinical_integration_requests', {
        operation_type: input.operationType,
        job_reference: jobReference,
        resident_count: input.residents.length,
        residents: JSON.stringify(input.residents),
        requested_by_user_id: input.requestedByUserId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { requestId: row.id, jobReference };
  }

  async processPending(db: Db, opts: { minAgeMs?: number; now?: Date } = {}): Promise<number> {
    const now = opts.now ?? new Date();
    const cutoff = new Date(now.getTime() - (opts.minAgeMs ?? 0));
    const pending = await db
      .selectFrom('clinical_integration_requests')
      .select(['id', 'facility_id', 'operation_type'])
      .where('status', '=', 'Submitted')
      .where('requested_on_utc', '<=', cutoff)
      .orderBy('id')
      .limit(200)
      .execute();
    let answered = 0;
    for (const job of pending) {
      // Updating residents needs the facility on-boarded first: a completed on-boarding, or one answered just before.
      let failed = false;
      if (job.operation_type === 'UpdateResidents') {
        const onboarded = await db
          .selectFrom('clinical_integration_requests')
          .select('id')
          .where('facility_id', '=', job.facility_id)
          .where('operation_type', '=', 'OnboardResidents')
          .where('status', '=', 'Completed')
          .limit(1)
          .executeTakeFirst();
        failed = !onboarded;
      }
      const res = await db
        .updateTable('clinical_integration_requests')
        .set({
          status: failed ? 'Failed' : 'Completed',
          status_reason: failed ? UNKNOWN_FACILITY_REASON : null,
          completed_on_utc: now,
          version: sql`version + 1`,
        })
        .where('id', '=', job.id)
        .where('status', '=', 'Submitted')
        .executeTakeFirst();
      answered += Number(res.numUpdatedRows ?? 0);
    }
    return answered;
  }
}

const systems = new WeakMap<object, ClinicalSystem>();
const defaultSystem = new ClinicalSystemSimulator();

/** The clinical system of an app context (the simulator unless a test or a future real adapter set one). */
export function getClinicalSystem(ctx?: object | null): ClinicalSystem {
  if (!ctx) return defaultSystem;
  return systems.get(ctx) ?? defaultSystem;
}

export function setClinicalSystem(ctx: object, system: ClinicalSystem): void {
  systems.set(ctx, system);
}

/**
 * Starts the simulator's background job: every `intervalMs` it answers jobs older than `minAgeMs`. Returns a stop
 * function. Errors are logged, never thrown (the job must not take the API down).
 */
export function startClinicalSimulatorJob(
  db: Db,
  opts: { intervalMs?: number; minAgeMs?: number; log?: (err: unknown) => void; system?: ClinicalSystem } = {},
): () => void {
  const system = opts.system ?? defaultSystem;
  return startPolling(() => system.processPending(db, { minAgeMs: opts.minAgeMs ?? 3000 }), {
    intervalMs: opts.intervalMs ?? 2000,
    log: opts.log,
  });
}
