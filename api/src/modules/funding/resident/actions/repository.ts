/**
 * SQL of the resident funding actions (migration 0007). Every query is narrowed to the current facility by the scoped
 * access and to the residency resolved for the request (`s.resolve.resident`), so another facility's records are never
 * read or written.
 */
import type { Insertable } from 'kysely';
import type { ResidentAcfi } from '../../../../db/database.generated';
import type { ResolvedResident, ScopedDb } from '../../../../db/scoped';
import type {
  ReassessmentRequest,
  ReassessmentRequestStatus,
  SupplementEntry,
  SupplementType,
} from 'shared-domain/resident-funding';

/** The residency the facility sees for the person (`s.resolve.resident`) with what the funding actions need. */
export async function findResidency(s: ScopedDb, person: ResolvedResident) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'r.id as residencyId',
      'r.resident_id as residentId',
      'r.facility_id as facilityId',
      'r.care_type as careType',
      'r.is_lead as isLead',
      'r.admission_date_utc as admissionDateUtc',
      'r.departure_date_utc as departureDateUtc',
      'p.first_name as firstName',
      'p.last_name as lastName',
      'p.date_of_birth as dateOfBirth',
      'p.sex',
      'p.state',
      'p.post_code as postCode',
      'p.care_recipient_id as careRecipientId',
      'p.version as residentVersion',
    ])
    .where('r.id', '=', person.residencyId)
    .executeTakeFirstOrThrow();
}
export type ResidencyRow = Awaited<ReturnType<typeof findResidency>>;

/**
 * The funding records of a residency of the facility are read through the residency: they belong to it whatever
 * facility recorded them (a resident transferred here keeps their ACFI, supplements... history).
 */
function ofResidency(s: ScopedDb, residencyId: number) {
  return s.selectFrom('residencies', 'r').where('r.id', '=', residencyId);
}

export async function setCareRecipientId(s: ScopedDb, person: ResolvedResident, careRecipientId: string): Promise<void> {
  await s
    .person(person)
    .updateResident()
    .set((eb) => ({ care_recipient_id: careRecipientId, version: eb('version', '+', 1) }))
    .execute();
}

// ---- ACFI

export interface AcfiRow {
  id: number;
  source: 'Submitted' | 'Manual';
  submissionDateUtc: string;
  adl: string | null;
  beh: string | null;
  chc: string | null;
  uniqueEventId: string | null;
  medicareStatus: string | null;
  createdOnUtc: string;
}

export async function listAcfi(s: ScopedDb, residencyId: number): Promise<AcfiRow[]> {
  const rows = await ofResidency(s, residencyId)
    .innerJoin('resident_acfi as a', 'a.residency_id', 'r.id')
    .leftJoin('medicare_submissions as m', 'm.id', 'a.medicare_submission_id')
    .select([
      'a.id',
      'a.source',
      'a.submission_date_utc',
      'a.adl',
      'a.beh',
      'a.chc',
      'a.unique_event_id',
      'm.status',
      'a.created_on_utc',
    ])
    .orderBy('a.submission_date_utc', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    source: r.source,
    submissionDateUtc: r.submission_date_utc,
    adl: r.adl,
    beh: r.beh,
    chc: r.chc,
    uniqueEventId: r.unique_event_id,
    medicareStatus: r.status ?? null,
    createdOnUtc: new Date(r.created_on_utc).toISOString(),
  }));
}

export async function insertAcfi(s: ScopedDb, values: Omit<Insertable<ResidentAcfi>, 'facility_id'>): Promise<number> {
  const row = await s.insertInto('resident_acfi', values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The residency event (ACFI submitted, 21) of a submitted ACFI. */
export async function insertAcfiEvent(s: ScopedDb, v: { residencyId: number; date: string; details: unknown }): Promise<number> {
  const row = await s
    .insertInto('residency_events', {
      residency_id: v.residencyId,
      event_type: 21,
      effective_date: v.date,
      details: JSON.stringify(v.details),
      created_by_user_id: s.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function linkAcfiEvent(
  s: ScopedDb,
  residencyId: number,
  eventId: number,
  submissionId: number,
  uniqueEventId: string,
): Promise<void> {
  await s
    .residency({ residencyId })
    .updateTable('residency_events')
    .set({ unique_event_id: uniqueEventId })
    .where('id', '=', eventId)
    .execute();
  await s
    .updateTable('medicare_submissions')
    .set({ residency_event_id: eventId })
    .where('id', '=', submissionId)
    .where('residency_event_id', 'is', null)
    .execute();
}

// ---- AN-ACC reassessment requests

function reassessmentRequests(s: ScopedDb, residencyId: number) {
  return ofResidency(s, residencyId)
    .innerJoin('anacc_reassessment_requests as q', 'q.residency_id', 'r.id')
    .select(['q.id', 'q.status', 'q.request_date', 'q.reason', 'q.version']);
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof reassessmentRequests>['executeTakeFirstOrThrow']>>;

function mapRequest(r: RequestRow): ReassessmentRequest {
  return {
    id: Number(r.id),
    status: r.status,
    requestDate: r.request_date,
    anaccReassessmentRequestReason: r.reason,
    version: r.version,
  };
}

export async function latestReassessmentRequest(s: ScopedDb, residencyId: number): Promise<ReassessmentRequest | null> {
  const r = await reassessmentRequests(s, residencyId).orderBy('q.id', 'desc').limit(1).executeTakeFirst();
  return r ? mapRequest(r) : null;
}

export async function findReassessmentRequest(s: ScopedDb, residencyId: number, id: number): Promise<ReassessmentRequest | null> {
  const r = await reassessmentRequests(s, residencyId).where('q.id', '=', id).executeTakeFirst();
  return r ? mapRequest(r) : null;
}

export async function insertReassessmentRequest(
  s: ScopedDb,
  v: { residencyId: number; status: ReassessmentRequestStatus; requestDate: string; reason: string },
): Promise<ReassessmentRequest> {
  const r = await s
    .insertInto('anacc_reassessment_requests', {
      residency_id: v.residencyId,
      status: v.status,
      request_date: v.requestDate,
      reason: v.reason,
      created_by_user_id: s.userId,
    })
    .returning(['id', 'status', 'request_date', 'reason', 'version'])
    .executeTakeFirstOrThrow();
  return mapRequest(r);
}

/** Null when the version is stale (the caller answers 409). */
export async function updateReassessmentRequest(
  s: ScopedDb,
  v: { id: number; residencyId: number; version: number; status: ReassessmentRequestStatus; requestDate: string; reason: string },
): Promise<ReassessmentRequest | null> {
  const r = await s
    .updateTable('anacc_reassessment_requests')
    .set((eb) => ({
      status: v.status,
      request_date: v.requestDate,
      reason: v.reason,
      updated_by_user_id: s.userId,
      updated_on_utc: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', v.id)
    .where('residency_id', '=', v.residencyId)
    .where('version', '=', v.version)
    .returning(['id', 'status', 'request_date', 'reason', 'version'])
    .executeTakeFirst();
  return r ? mapRequest(r) : null;
}

// ---- expected AN-ACC

export async function insertExpectedAnacc(
  s: ScopedDb,
  v: { residencyId: number; classificationDate: string; anaccClass: number; viaAnaccCalculator: boolean },
): Promise<number> {
  const r = await s
    .insertInto('expected_anacc_classifications', {
      residency_id: v.residencyId,
      classification_date: v.classificationDate,
      anacc_class: v.anaccClass,
      via_anacc_calculator: v.viaAnaccCalculator,
      created_by_user_id: s.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

// ---- supplements

export async function listSupplements(s: ScopedDb, residencyId: number, type: SupplementType): Promise<SupplementEntry[]> {
  const rows = await ofResidency(s, residencyId)
    .innerJoin('resident_supplements as x', 'x.residency_id', 'r.id')
    .select(['x.id', 'x.start_date', 'x.end_date', 'x.bolus', 'x.version'])
    .where('x.supplement_type', '=', type)
    .orderBy('x.start_date', 'desc')
    .orderBy('x.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    startDateUtc: r.start_date,
    endDateUtc: r.end_date,
    ...(type === 'EnteralFeeding' ? { bolus: r.bolus } : {}),
    version: r.version,
  }));
}

export async function insertSupplement(
  s: ScopedDb,
  v: { residencyId: number; type: SupplementType; startDate: string; bolus: boolean | null },
): Promise<number> {
  const r = await s
    .insertInto('resident_supplements', {
      residency_id: v.residencyId,
      supplement_type: v.type,
      start_date: v.startDate,
      bolus: v.bolus,
      created_by_user_id: s.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** False when the version is stale. */
export async function updateSupplement(
  s: ScopedDb,
  v: {
    id: number;
    residencyId: number;
    version: number;
    set: { start_date?: string; end_date?: string; bolus?: boolean | null };
  },
): Promise<boolean> {
  const r = await s
    .updateTable('resident_supplements')
    .set((eb) => ({ ...v.set, updated_on_utc: new Date(), version: eb('version', '+', 1) }))
    .where('id', '=', v.id)
    .where('residency_id', '=', v.residencyId)
    .where('version', '=', v.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) === 1;
}

// ---- legal notice

export async function findLegalNotice(
  s: ScopedDb,
  residencyId: number,
): Promise<{ id: number; noticeDate: string; version: number } | null> {
  const r = await ofResidency(s, residencyId)
    .innerJoin('resident_legal_notices as n', 'n.residency_id', 'r.id')
    .select(['n.id', 'n.notice_date', 'n.version'])
    .executeTakeFirst();
  return r ? { id: Number(r.id), noticeDate: r.notice_date, version: r.version } : null;
}

/** Records the residency's first notice; null when one was recorded meanwhile (one per residency: the caller's 409). */
export async function insertLegalNotice(s: ScopedDb, v: { residencyId: number; noticeDate: string }): Promise<number | null> {
  const r = await s
    .insertInto('resident_legal_notices', {
      residency_id: v.residencyId,
      notice_date: v.noticeDate,
      created_by_user_id: s.userId,
    })
    .onConflict((oc) => oc.column('residency_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r ? Number(r.id) : null;
}

export async function updateLegalNotice(s: ScopedDb, v: { id: number; version: number; noticeDate: string }): Promise<boolean> {
  const r = await s
    .updateTable('resident_legal_notices')
    .set((eb) => ({ notice_date: v.noticeDate, updated_on_utc: new Date(), version: eb('version', '+', 1) }))
    .where('id', '=', v.id)
    .where('version', '=', v.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) === 1;
}

/** Removes the residency's notice when its version is still `version` (false: changed or removed meanwhile). */
export async function deleteLegalNotice(s: ScopedDb, v: { id: number; version: number }): Promise<boolean> {
  const r = await s
    .deleteFrom('resident_legal_notices')
    .where('id', '=', v.id)
    .where('version', '=', v.version)
    .executeTakeFirst();
  return Number(r.numDeletedRows ?? 0) === 1;
}

// ---- means-tested care fee history

export async function listMtcfHistory(
  s: ScopedDb,
  residencyId: number,
): Promise<Array<{ id: number; effectiveFromDate: string; value: string }>> {
  const rows = await ofResidency(s, residencyId)
    .innerJoin('resident_finance_effective_dates as h', 'h.residency_id', 'r.id')
    .where('h.effective_date_type', '=', 'MeansTestCareFee')
    .select(['h.id', 'h.effective_from_date', 'h.value'])
    .orderBy('h.effective_from_date', 'desc')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), effectiveFromDate: r.effective_from_date, value: r.value ?? '0' }));
}
