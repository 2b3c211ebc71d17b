/**
 * Medicare / Services Australia gateway (ARCHITECTURE §6).
 *
 * `MedicareGateway` is the adapter interface the residents and funding areas use. The only implementation in this
 * repository is `MedicareSimulator`, a LOCAL SIMULATOR of the real service: submissions are stored in
 * `medicare_submissions` with status BeingProcessed ('Waiting on response') inside the caller's transaction, and a
 * background job of the API process answers them a few seconds later (Accepted mostly; Rejected with a reason for
 * invalid data; Held or Duplicate occasionally, chosen deterministically from the payload so tests are stable;
 * Superseded when a later submission of the same group for the same residency arrived before the answer).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { MedicareSubmissions } from '../../db/database.generated';
import type { Database } from '../../db/schema';
import { startPolling } from '../poller';
import { ScopedDb } from '../../db/scoped';
import {
  MEDICARE_REQUEST_TYPES,
  isMedicareRequestType,
  medicareEventGroup,
  type MedicareProcessingStatus,
  type MedicareRequestType,
} from 'shared-domain/funding/medicare-events';
import type { MedicareResponseStatus } from 'shared-domain/labels';
import { fetchPublishedStatement } from './services-australia/statements';

// The request types (the stay's events, ACFI, FinaliseClaim, AccommodationBalance), their groups and the response
// statuses (BeingProcessed is shown as 'Waiting on response') are shared-domain's: the events page reads them too.
type MedicareStatus = MedicareResponseStatus;

/** Medicare payload (camelCase JSON). Dates 'YYYY-MM-DD' (Medicare days are Australia/Melbourne days). */
export interface MedicarePayload {
  careRecipientId?: string | null;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string | null;
  careType?: string;
  admissionDate?: string | null;
  departureDate?: string | null;
  departureReason?: string | null;
  leaveType?: string;
  leaveStartDate?: string | null;
  leaveReturnDate?: string | null;
  expectedReturnDate?: string | null;
  /** The unique event id of the event a correction / reversal refers to. */
  originalUniqueEventId?: string | null;
  acfiXml?: string;
  /** FinaliseClaim and AccommodationBalance: how many residents the month's claim or balances name. */
  residentCount?: number;
  [key: string]: unknown;
}

export interface MedicareSubmissionInput {
  facilityId: number;
  residencyId: number | null;
  residentId: number | null;
  requestType: MedicareRequestType;
  payload: MedicarePayload;
  createdByUserId: number | null;
  /** The residency event submitted (optional). */
  residencyEventId?: number | null;
  /** FinaliseClaim and AccommodationBalance: the month ('YYYY-MM-01') the claim or the balances are for. */
  claimMonth?: string | null;
}

export interface MedicareSubmissionRow {
  id: number;
  facilityId: number;
  residencyId: number | null;
  residentId: number | null;
  residencyEventId: number | null;
  uniqueEventId: string;
  requestType: MedicareRequestType;
  payload: MedicarePayload;
  status: MedicareStatus;
  statusReason: string | null;
  createdOnUtc: Date;
  processedOnUtc: Date | null;
  claimMonth: string | null;
  /** An accepted AccommodationBalance event: Services Australia's processing of it. */
  processingStatus: MedicareProcessingStatus | null;
  processingReason: string | null;
  attempts: number;
  retriedOnUtc: Date | null;
}

export interface FetchCridPayload {
  dateOfBirth?: string | null;
  gender?: string | null;
  state?: string | null;
  postCode?: string | null;
  careRecipientId?: string | null;
  firstName?: string;
  lastName?: string;
}
export type FetchCridResult = { ok: true; careRecipientId: string } | { ok: false; errors: string[] };

export interface AcfiResident {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  careRecipientId: string | null;
}
export interface SubmitAcfiInput {
  facilityId: number;
  residencyId: number;
  residentId: number;
  createdByUserId: number | null;
  acfiXml: string;
  resident: AcfiResident;
}
/** ok: stored as an Acfi submission; otherwise `acfiXml` (the file is unreadable) or `mismatches` (seed 000 §8 list). */
export type SubmitAcfiResult =
  { ok: true; submissionId: number; uniqueEventId: string } | { ok: false; acfiXml?: string; mismatches?: string[] };

type Db = Kysely<Database> | Transaction<Database>;
/**
 * Where the gateway reads and writes: a request's scoped access (submissions of the request's facility), or the raw
 * database of the named cross-facility operation `medicareGateway` (the background job answering every facility's
 * submissions; tests).
 */
export type GatewayDb = ScopedDb | Db;

export interface ProcessOptions {
  /** Only answer what was submitted at least this long ago (default 0). */
  minAgeMs?: number;
  now?: Date;
  /** Hears the facilities whose events were answered (the live channel publishes them). */
  onAnswered?: (facilityIds: number[]) => void | Promise<void>;
}

/** The adapter interface. */
export interface MedicareGateway {
  readonly isSimulator: boolean;
  /** Stores the submission (BeingProcessed) in the caller's transaction; returns its id and unique event id. */
  submit(db: GatewayDb, input: MedicareSubmissionInput): Promise<{ id: number; uniqueEventId: string }>;
  /** Care recipient ID look-up (seed 000 §3 "Fetch care recipient ID payload"). */
  fetchCrid(payload: FetchCridPayload): Promise<FetchCridResult>;
  /** Checks the ACFI file against the resident's record and submits it (request type Acfi). */
  submitAcfi(db: GatewayDb, input: SubmitAcfiInput): Promise<SubmitAcfiResult>;
  /**
   * Answers pending submissions and the processing of accepted AccommodationBalance events (the simulator's job; tests
   * call it directly; with a request's scoped access, the request's facility only: "fetch the latest statuses").
   * Returns how many were answered; `onAnswered` hears the facilities whose events changed.
   */
  processPending(db: GatewayDb, opts?: ProcessOptions): Promise<number>;
  /**
   * Submits a failed AccommodationBalance event again under its unique event id (attempts + 1, Processing). False when
   * the event is not one whose processing failed (nothing changed).
   */
  retryProcessing(db: GatewayDb, submissionId: number): Promise<boolean>;
  listForResidency(db: GatewayDb, residencyId: number): Promise<MedicareSubmissionRow[]>;
  /**
   * The payment statement Services Australia published for a facility's month ('YYYY-MM-01'), as its XML file; not
   * published yet while the month runs (ok false, with the message to show). The simulator publishes an ended month on
   * demand (services-australia/statements.ts); a real adapter would download the file from the service.
   */
  fetchPaymentStatement(
    db: GatewayDb,
    facilityId: number,
    statementMonth: string,
  ): Promise<{ ok: true; xml: string; publishedOnUtc: Date } | { ok: false; message: string }>;
}

function hashNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

export function newUniqueEventId(): string {
  return `SIM-${Date.now().toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

/**
 * The simulator's decision for one submission, deterministic from request type and payload:
 * Rejected for invalid data, else Held for 1 in 29 and Duplicate for 1 in 31 payloads (by hash), else Accepted.
 */
export function simulateOutcome(
  requestType: MedicareRequestType,
  payload: MedicarePayload,
): { status: MedicareStatus; reason: string | null } {
  const group = medicareEventGroup(requestType);
  const isReversal = requestType.endsWith('Reversal');
  if ((group === 'Finalise Claim' || group === 'Update Balances') && !payload.claimMonth) {
    return { status: 'Rejected', reason: 'The claim month is missing.' };
  }
  if ((requestType === 'Entry' || requestType === 'EntryCorrection' || group === 'ACFI') && !payload.careRecipientId) {
    return { status: 'Rejected', reason: 'The care recipient ID is missing.' };
  }
  if (!isReversal) {
    if ((requestType === 'Entry' || requestType === 'EntryCorrection') && !payload.admissionDate) {
      return { status: 'Rejected', reason: 'The entry date is missing.' };
    }
    if (group === 'Departure') {
      if (!payload.departureDate) return { status: 'Rejected', reason: 'The departure date is missing.' };
      if (payload.admissionDate && payload.departureDate < payload.admissionDate) {
        return { status: 'Rejected', reason: 'The departure date is before the entry date.' };
      }
    }
    if (group === 'Leave') {
      if (!payload.leaveStartDate) return { status: 'Rejected', reason: 'The leave start date is missing.' };
      if (payload.leaveReturnDate && payload.leaveReturnDate <= payload.leaveStartDate) {
        return { status: 'Rejected', reason: 'The leave return date must be after the leave start date.' };
      }
      if (payload.admissionDate && payload.leaveStartDate < payload.admissionDate) {
        return { status: 'Rejected', reason: 'The leave starts before the entry date.' };
      }
    }
  }
  const { uniqueEventId: _u, originalUniqueEventId: _o, ...stable } = payload;
  const h = hashNumber(`${requestType}|${JSON.stringify(stable)}`);
  if (h % 29 === 0) return { status: 'Held', reason: 'Held for manual assessment by Services Australia.' };
  if (h % 31 === 0) return { status: 'Duplicate', reason: 'An identical event has already been received.' };
  return { status: 'Accepted', reason: null };
}

/** Why the simulator fails an accommodation balance's processing (as Services Australia words such failures). */
export const PROCESSING_FAILURE_REASONS = [
  "A resident's accommodation balance does not match the payments Services Australia holds.",
  'The balances were received after the claim period closed.',
  'A care recipient in the balances has no entry for the month.',
] as const;

/**
 * The simulator's processing of an accepted AccommodationBalance event, deterministic from its unique event id and
 * attempt: a first attempt fails for 1 in 4 events, a retry for 1 in 10 (a retry usually succeeds).
 */
export function simulateProcessing(
  uniqueEventId: string,
  attempts: number,
): { status: 'Processed' | 'ProcessingFailed'; reason: string | null } {
  const h = hashNumber(`${uniqueEventId}|${attempts}`);
  const fails = attempts <= 1 ? h % 4 === 0 : h % 10 === 0;
  if (!fails) return { status: 'Processed', reason: null };
  return { status: 'ProcessingFailed', reason: PROCESSING_FAILURE_REASONS[h % PROCESSING_FAILURE_REASONS.length] };
}

function mapRow(r: Selectable<MedicareSubmissions>): MedicareSubmissionRow {
  if (!isMedicareRequestType(r.request_type)) throw new Error(`Unknown Medicare request type ${r.request_type}`);
  const payload: unknown = typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload;
  return {
    id: Number(r.id),
    facilityId: r.facility_id,
    residencyId: r.residency_id,
    residentId: r.resident_id,
    residencyEventId: r.residency_event_id === null ? null : Number(r.residency_event_id),
    uniqueEventId: r.unique_event_id,
    requestType: r.request_type,
    payload: (payload ?? {}) as MedicarePayload,
    status: r.status,
    statusReason: r.status_reason,
    createdOnUtc: r.created_on_utc,
    processedOnUtc: r.processed_on_utc,
    claimMonth: r.claim_month,
    processingStatus: r.processing_status,
    processingReason: r.processing_reason,
    attempts: r.attempts,
    retriedOnUtc: r.retried_on_utc,
  };
}

function xmlValue(xml: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>\\s*([^<]*?)\\s*</${tag}>`, 'i').exec(xml);
  return m ? m[1] : null;
}

/** The local simulator of the Medicare gateway (named as a simulator in the environment banner). */
export class MedicareSimulator implements MedicareGateway {
  readonly isSimulator = true;

  async submit(db: GatewayDb, input: MedicareSubmissionInput): Promise<{ id: number; uniqueEventId: string }> {
    if (!MEDICARE_REQUEST_TYPES.includes(input.requestType))
      throw new Error(`Unknown Medicare request type ${input.requestType}`);
    const uniqueEventId = newUniqueEventId();
    const values = {
      residency_id: input.residencyId,
      resident_id: input.residentId,
      residency_event_id: input.residencyEventId ?? null,
      unique_event_id: uniqueEventId,
      request_type: input.requestType,
      payload: JSON.stringify(input.payload),
      status: 'BeingProcessed' as const,
      created_by_user_id: input.createdByUserId,
      claim_month: input.claimMonth ?? null,
    };
    let row: { id: number };
    if (db instanceof ScopedDb) {
      // A request submits for its own facility only (the scope writes facility_id).
      if (input.facilityId !== db.facilityId) throw new Error("A Medicare submission is for the request's facility.");
      row = await db.insertInto('medicare_submissions', values).returning('id').executeTakeFirstOrThrow();
    } else {
      row = await db
        .insertInto('medicare_submissions')
        .values({ ...values, facility_id: input.facilityId })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    return { id: Number(row.id), uniqueEventId };
  }

  async fetchCrid(payload: FetchCridPayload): Promise<FetchCridResult> {
    const errors: string[] = [];
    if (!payload.dateOfBirth) errors.push('Date of birth is required to find the care recipient.');
    if (!payload.gender) errors.push('Gender is required to find the care recipient.');
    if (!payload.postCode) errors.push('Post code is required to find the care recipient.');
    if (errors.length) return { ok: false, errors };
    if (payload.careRecipientId) return { ok: true, careRecipientId: payload.careRecipientId };
    const key = `${payload.dateOfBirth}|${String(payload.gender).toLowerCase()}|${payload.state ?? ''}|${payload.postCode}`;
    const h = hashNumber(key);
    // 1 in 13 look-ups finds no record, as the real service does for people not yet registered with My Aged Care.
    if (h % 13 === 0) return { ok: false, errors: ['No care recipient was found with the details provided.'] };
    return { ok: true, careRecipientId: `CR${String(h % 100_000_000).padStart(8, '0')}` };
  }

  async submitAcfi(db: GatewayDb, input: SubmitAcfiInput): Promise<SubmitAcfiResult> {
    const xml = input.acfiXml ?? '';
    if (!/<acfi[\s>]/i.test(xml)) return { ok: false, acfiXml: 'The ACFI file is not a valid ACFI appraisal.' };
    const mismatches: string[] = [];
    const cmp = (tag: string, label: string, expected: string | null) => {
      const v = xmlValue(xml, tag);
      if (v !== null && (expected ?? '').trim().toLowerCase() !== v.trim().toLowerCase())
        mismatches.push(`${label} does not match.`);
    };
    cmp('FirstName', 'First name', input.resident.firstName);
    cmp('LastName', 'Last name', input.resident.lastName);
    cmp('DateOfBirth', 'Date of birth', input.resident.dateOfBirth);
    cmp('CareRecipientId', 'Care recipient ID', input.resident.careRecipientId);
    if (mismatches.length) return { ok: false, mismatches };
    const { id, uniqueEventId } = await this.submit(db, {
      facilityId: input.facilityId,
      residencyId: input.residencyId,
      residentId: input.residentId,
      requestType: 'Acfi',
      createdByUserId: input.createdByUserId,
      payload: {
        careRecipientId: input.resident.careRecipientId,
        firstName: input.resident.firstName,
        lastName: input.resident.lastName,
        dateOfBirth: input.resident.dateOfBirth,
        acfiXml: xml,
      },
    });
    return { ok: true, submissionId: id, uniqueEventId };
  }

  async processPending(db: GatewayDb, opts: ProcessOptions = {}): Promise<number> {
    const now = opts.now ?? new Date();
    const cutoff = new Date(now.getTime() - (opts.minAgeMs ?? 0));
    // A request's scoped access answers its own facility's events only; the job's raw database every facility's.
    const submissions = () =>
      db instanceof ScopedDb ? db.selectFrom('medicare_submissions') : db.selectFrom('medicare_submissions');
    const update = () =>
      db instanceof ScopedDb ? db.updateTable('medicare_submissions') : db.updateTable('medicare_submissions');
    const pending = await submissions()
      .selectAll()
      .where('status', '=', 'BeingProcessed')
      .where('created_on_utc', '<=', cutoff)
      .orderBy('id')
      .limit(200)
      .execute();
    const changed = new Set<number>();
    let count = 0;
    // Latest pending submission per residency and group wins; earlier pending ones of the group are superseded.
    const latest = new Map<string, number>();
    const rows = pending.map(mapRow);
    for (const r of rows) {
      if (r.residencyId === null) continue;
      latest.set(`${r.residencyId}|${medicareEventGroup(r.requestType)}`, r.id);
    }
    for (const row of rows) {
      let outcome: { status: MedicareStatus; reason: string | null };
      const key = `${row.residencyId}|${medicareEventGroup(row.requestType)}`;
      if (
        row.residencyId !== null &&
        latest.get(key) !== row.id &&
        !row.requestType.endsWith('Reversal') &&
        medicareEventGroup(row.requestType) !== 'ACFI'
      ) {
        outcome = { status: 'Superseded', reason: 'A later event for this resident replaced this one.' };
      } else {
        try {
          outcome = simulateOutcome(row.requestType, { ...row.payload, claimMonth: row.claimMonth });
        } catch {
          outcome = { status: 'Error', reason: 'The simulator could not read the event.' };
        }
      }
      // Services Australia processes an accepted accommodation balance afterwards (answered by a later pass).
      const processing = outcome.status === 'Accepted' && row.requestType === 'AccommodationBalance' ? 'Processing' : null;
      const res = await update()
        .set({
          status: outcome.status,
          status_reason: outcome.reason,
          processed_on_utc: now,
          processing_status: processing,
          version: sql`version + 1`,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'BeingProcessed')
        .executeTakeFirst();
      const n = Number(res.numUpdatedRows ?? 0);
      count += n;
      if (n) changed.add(row.facilityId);
    }
    // The processing of accepted accommodation balances accepted (or retried) long enough ago: never in the pass that
    // accepted them (Services Australia processes an event after it accepted it).
    const acceptedNow = rows.map((r) => r.id);
    let processingQuery = submissions().selectAll().where('processing_status', '=', 'Processing');
    if (acceptedNow.length) processingQuery = processingQuery.where('id', 'not in', acceptedNow);
    const processing = await processingQuery
      .where(sql<boolean>`coalesce(retried_on_utc, processed_on_utc) <= ${cutoff}`)
      .orderBy('id')
      .limit(200)
      .execute();
    for (const r of processing) {
      const outcome = simulateProcessing(r.unique_event_id, r.attempts);
      const res = await update()
        .set({ processing_status: outcome.status, processing_reason: outcome.reason, version: sql`version + 1` })
        .where('id', '=', r.id)
        .where('processing_status', '=', 'Processing')
        .executeTakeFirst();
      const n = Number(res.numUpdatedRows ?? 0);
      count += n;
      if (n) changed.add(r.facility_id);
    }
    if (changed.size) await opts.onAnswered?.([...changed].sort((a, b) => a - b));
    return count;
  }

  async retryProcessing(db: GatewayDb, submissionId: number): Promise<boolean> {
    const update = db instanceof ScopedDb ? db.updateTable('medicare_submissions') : db.updateTable('medicare_submissions');
    const res = await update
      .set({
        processing_status: 'Processing',
        processing_reason: null,
        attempts: sql`attempts + 1`,
        retried_on_utc: new Date(),
        version: sql`version + 1`,
      })
      .where('id', '=', submissionId)
      .where('request_type', '=', 'AccommodationBalance')
      .where('processing_status', '=', 'ProcessingFailed')
      .executeTakeFirst();
    return Number(res.numUpdatedRows ?? 0) > 0;
  }

  async fetchPaymentStatement(
    db: GatewayDb,
    facilityId: number,
    statementMonth: string,
  ): Promise<{ ok: true; xml: string; publishedOnUtc: Date } | { ok: false; message: string }> {
    const raw = db instanceof ScopedDb ? db.crossFacility('medicareGateway') : db;
    return fetchPublishedStatement(raw, facilityId, statementMonth);
  }

  async listForResidency(db: GatewayDb, residencyId: number): Promise<MedicareSubmissionRow[]> {
    const base = db instanceof ScopedDb ? db.selectFrom('medicare_submissions') : db.selectFrom('medicare_submissions');
    const rows = await base.selectAll().where('residency_id', '=', residencyId).orderBy('id').execute();
    return rows.map(mapRow);
  }
}

const gateways = new WeakMap<object, MedicareGateway>();
const defaultGateway = new MedicareSimulator();

/** The gateway of an app context (the simulator unless a test or a future real adapter set one). */
export function getMedicareGateway(ctx?: object | null): MedicareGateway {
  if (!ctx) return defaultGateway;
  let g = gateways.get(ctx);
  if (!g) {
    g = defaultGateway;
    gateways.set(ctx, g);
  }
  return g;
}

export function setMedicareGateway(ctx: object, gateway: MedicareGateway): void {
  gateways.set(ctx, gateway);
}

/**
 * Starts the simulator's background job: every `intervalMs` it answers submissions older than `minAgeMs`, and tells
 * `onAnswered` which facilities' events changed. Returns a stop function. Errors are logged, never thrown (the job
 * must not take the API down).
 */
export function startMedicareSimulatorJob(
  db: Db,
  opts: {
    intervalMs?: number;
    minAgeMs?: number;
    log?: (err: unknown) => void;
    gateway?: MedicareGateway;
    onAnswered?: ProcessOptions['onAnswered'];
  } = {},
): () => void {
  const gateway = opts.gateway ?? defaultGateway;
  const process = () => gateway.processPending(db, { minAgeMs: opts.minAgeMs ?? 2000, onAnswered: opts.onAnswered });
  return startPolling(process, {
    intervalMs: opts.intervalMs ?? 3000,
    log: opts.log,
  });
}
