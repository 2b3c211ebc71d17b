/**
 * SQL of the resident funding actions (migration 0007). Every query is filtered by the residency, which was resolved
 * for the request's facility (`findResidency`), so another facility's records are never read or written.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { InterestRatePeriod, ReassessmentRequest, SupplementEntry, SupplementType } from 'shared-domain/resident-funding';
import { residencySeenByFacility } from '../residency';

export type Db = Kysely<any> | Transaction<any>;

export interface ResidencyRow {
  residencyId: number;
  residentId: number;
  facilityId: number;
  careType: 'Permanent' | 'Respite' | 'ILU';
  isLead: boolean;
  admissionDateUtc: string | null;
  departureDateUtc: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  sex: string | null;
  state: string | null;
  postCode: string | null;
  careRecipientId: string | null;
  residentVersion: number;
}

/**
 * The resident's residency at the facility (`residents/{id}` is the resident, i.e. the person), chosen as the record's
 * GET residents/{id} chooses it: the latest admitted one, else the latest lead. Undefined when the resident has none at
 * this facility (=> 404).
 */
export async function findResidency(db: Db, residentId: number, facilityId: number): Promise<ResidencyRow | undefined> {
  const row = await db
    .selectFrom('residencies as r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'r.id as residencyId', 'r.resident_id as residentId', 'r.facility_id as facilityId', 'r.care_type as careType', 'r.is_lead as isLead',
      'r.admission_date_utc as admissionDateUtc', 'r.departure_date_utc as departureDateUtc',
      'p.first_name as firstName', 'p.last_name as lastName', 'p.date_of_birth as dateOfBirth', 'p.sex', 'p.state',
      'p.post_code as postCode', 'p.care_recipient_id as careRecipientId', 'p.version as residentVersion',
    ])
    .$call(residencySeenByFacility('r', residentId, facilityId))
    .executeTakeFirst();
  return row as ResidencyRow | undefined;
}

export async function setCareRecipientId(db: Db, residentId: number, careRecipientId: string): Promise<void> {
  await db.updateTable('residents').set({ care_recipient_id: careRecipientId, version: sql`version + 1` }).where('id', '=', residentId).execute();
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

export async function listAcfi(db: Db, residencyId: number): Promise<AcfiRow[]> {
  const rows = await db
    .selectFrom('resident_acfi as a')
    .leftJoin('medicare_submissions as m', 'm.id', 'a.medicare_submission_id')
    .select(['a.id', 'a.source', 'a.submission_date_utc', 'a.adl', 'a.beh', 'a.chc', 'a.unique_event_id', 'm.status', 'a.created_on_utc'])
    .where('a.residency_id', '=', residencyId)
    .orderBy('a.submission_date_utc', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r: any) => ({
    id: Number(r.id), source: r.source, submissionDateUtc: r.submission_date_utc, adl: r.adl, beh: r.beh, chc: r.chc,
    uniqueEventId: r.unique_event_id, medicareStatus: r.status ?? null, createdOnUtc: new Date(r.created_on_utc).toISOString(),
  }));
}

export async function insertAcfi(db: Db, values: Record<string, unknown>): Promise<number> {
  const row = await db.insertInto('resident_acfi').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertAcfiEvent(db: Db, v: { residencyId: number; facilityId: number; date: string; details: unknown; userId: number }): Promise<number> {
  const row = await db
    .insertInto('residency_events')
    .values({ residency_id: v.residencyId, facility_id: v.facilityId, event_type: 21, effective_date: v.date, details: JSON.stringify(v.details), created_by_user_id: v.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function linkAcfiEvent(db: Db, eventId: number, submissionId: number, uniqueEventId: string): Promise<void> {
  await db.updateTable('residency_events').set({ unique_event_id: uniqueEventId }).where('id', '=', eventId).execute();
  await db.updateTable('medicare_submissions').set({ residency_event_id: eventId }).where('id', '=', submissionId).where('residency_event_id', 'is', null).execute();
}

// ---- AN-ACC reassessment requests

function mapRequest(r: any): ReassessmentRequest {
  return { id: Number(r.id), status: r.status, requestDate: r.request_date, anaccReassessmentRequestReason: r.reason, version: r.version };
}

export async function latestReassessmentRequest(db: Db, residencyId: number): Promise<ReassessmentRequest | null> {
  const r = await db.selectFrom('anacc_reassessment_requests').selectAll().where('residency_id', '=', residencyId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return r ? mapRequest(r) : null;
}

export async function findReassessmentRequest(db: Db, residencyId: number, id: number): Promise<ReassessmentRequest | null> {
  const r = await db.selectFrom('anacc_reassessment_requests').selectAll().where('residency_id', '=', residencyId).where('id', '=', id).executeTakeFirst();
  return r ? mapRequest(r) : null;
}

export async function insertReassessmentRequest(db: Db, v: { residencyId: number; facilityId: number; status: string; requestDate: string; reason: string; userId: number }): Promise<ReassessmentRequest> {
  const r = await db
    .insertInto('anacc_reassessment_requests')
    .values({ residency_id: v.residencyId, facility_id: v.facilityId, status: v.status, request_date: v.requestDate, reason: v.reason, created_by_user_id: v.userId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return mapRequest(r);
}

/** Null when the version is stale (the caller answers 409). */
export async function updateReassessmentRequest(db: Db, v: { id: number; residencyId: number; version: number; status: string; requestDate: string; reason: string; userId: number }): Promise<ReassessmentRequest | null> {
  const r = await db
    .updateTable('anacc_reassessment_requests')
    .set({ status: v.status, request_date: v.requestDate, reason: v.reason, updated_by_user_id: v.userId, updated_on_utc: new Date(), version: sql`version + 1` })
    .where('id', '=', v.id)
    .where('residency_id', '=', v.residencyId)
    .where('version', '=', v.version)
    .returningAll()
    .executeTakeFirst();
  return r ? mapRequest(r) : null;
}

// ---- expected AN-ACC

export interface ExpectedAnaccRow { id: number; classificationDate: string; anaccClass: number; viaAnaccCalculator: boolean; createdOnUtc: string }

export async function latestExpectedAnacc(db: Db, residencyId: number): Promise<ExpectedAnaccRow | null> {
  const r: any = await db.selectFrom('expected_anacc_classifications').selectAll().where('residency_id', '=', residencyId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return r ? { id: Number(r.id), classificationDate: r.classification_date, anaccClass: r.anacc_class, viaAnaccCalculator: r.via_anacc_calculator, createdOnUtc: new Date(r.created_on_utc).toISOString() } : null;
}

export async function insertExpectedAnacc(db: Db, v: { residencyId: number; facilityId: number; classificationDate: string; anaccClass: number; viaAnaccCalculator: boolean; userId: number }): Promise<number> {
  const r = await db
    .insertInto('expected_anacc_classifications')
    .values({ residency_id: v.residencyId, facility_id: v.facilityId, classification_date: v.classificationDate, anacc_class: v.anaccClass, via_anacc_calculator: v.viaAnaccCalculator, created_by_user_id: v.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

// ---- supplements

export async function listSupplements(db: Db, residencyId: number, type: SupplementType): Promise<SupplementEntry[]> {
  const rows = await db
    .selectFrom('resident_supplements')
    .select(['id', 'start_date', 'end_date', 'bolus', 'version'])
    .where('residency_id', '=', residencyId)
    .where('supplement_type', '=', type)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r: any) => ({
    id: Number(r.id), startDateUtc: r.start_date, endDateUtc: r.end_date, ...(type === 'EnteralFeeding' ? { bolus: r.bolus } : {}), version: r.version,
  }));
}

export async function insertSupplement(db: Db, v: { residencyId: number; facilityId: number; type: SupplementType; startDate: string; bolus: boolean | null; userId: number }): Promise<number> {
  const r = await db
    .insertInto('resident_supplements')
    .values({ residency_id: v.residencyId, facility_id: v.facilityId, supplement_type: v.type, start_date: v.startDate, bolus: v.bolus, created_by_user_id: v.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** False when the version is stale. */
export async function updateSupplement(db: Db, v: { id: number; residencyId: number; version: number; set: Record<string, unknown> }): Promise<boolean> {
  const r = await db
    .updateTable('resident_supplements')
    .set({ ...v.set, updated_on_utc: new Date(), version: sql`version + 1` })
    .where('id', '=', v.id)
    .where('residency_id', '=', v.residencyId)
    .where('version', '=', v.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) === 1;
}

// ---- legal notice

export async function findLegalNotice(db: Db, residencyId: number): Promise<{ id: number; noticeDate: string; version: number } | null> {
  const r: any = await db.selectFrom('resident_legal_notices').select(['id', 'notice_date', 'version']).where('residency_id', '=', residencyId).executeTakeFirst();
  return r ? { id: Number(r.id), noticeDate: r.notice_date, version: r.version } : null;
}

export async function insertLegalNotice(db: Db, v: { residencyId: number; facilityId: number; noticeDate: string; userId: number }): Promise<number> {
  const r = await db
    .insertInto('resident_legal_notices')
    .values({ residency_id: v.residencyId, facility_id: v.facilityId, notice_date: v.noticeDate, created_by_user_id: v.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateLegalNotice(db: Db, v: { id: number; version: number; noticeDate: string }): Promise<boolean> {
  const r = await db
    .updateTable('resident_legal_notices')
    .set({ notice_date: v.noticeDate, updated_on_utc: new Date(), version: sql`version + 1` })
    .where('id', '=', v.id)
    .where('version', '=', v.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) === 1;
}

export async function interestRates(db: Db, type: 'BaseInterestRate' | 'MaximumPermissibleInterestRate'): Promise<InterestRatePeriod[]> {
  const rows = await db.selectFrom('interest_rates').select(['start_date', 'end_date', 'rate']).where('rate_type', '=', type).orderBy('start_date', 'desc').execute();
  return rows.map((r: any) => ({ startDateUtc: r.start_date, endDateUtc: r.end_date, rate: r.rate }));
}

// ---- means-tested care fee history

export async function listMtcfHistory(db: Db, residencyId: number): Promise<Array<{ id: number; effectiveFromDate: string; value: string }>> {
  const rows = await db
    .selectFrom('resident_mtcf_history')
    .select(['id', 'effective_from_date', 'value'])
    .where('residency_id', '=', residencyId)
    .orderBy('effective_from_date', 'desc')
    .execute();
  return rows.map((r: any) => ({ id: Number(r.id), effectiveFromDate: r.effective_from_date, value: r.value }));
}
