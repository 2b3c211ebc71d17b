/**
 * SQL of building a facility's month of statements: set-based reads of everything the month needs (a handful of
 * queries for the whole facility, never one per resident) and the writes of the statement's lines. Residency-owned rows
 * (leave, classes, supplements, fees) are reached through the facility's residencies, whatever facility wrote them.
 */
import { sql } from 'kysely';
import type { ScopedDb } from '../../../../db/scoped';

/** A facility's month of statements (one medicare_statements row), locked for the build when asked. */
export async function statement(s: ScopedDb, statementId: number, opts: { lock?: boolean } = {}) {
  let q = s
    .selectFrom('medicare_statements', 'st')
    .select([
      'st.id',
      'st.facility_id',
      'st.statement_month',
      'st.expected_built_on_utc',
      'st.actual_total',
      'st.is_reconciliation_finalised',
      'st.version',
    ])
    .where('st.id', '=', statementId);
  if (opts.lock) q = q.forUpdate();
  return q.executeTakeFirstOrThrow();
}

/** The statement of another month of the same facility (the previous month's, for carried-over lines), or undefined. */
export async function statementOfMonth(s: ScopedDb, month: string) {
  return s.selectFrom('medicare_statements', 'st').select(['st.id']).where('st.statement_month', '=', month).executeTakeFirst();
}

export async function facilityName(s: ScopedDb): Promise<string> {
  const row = await s
    .selectFromOrganisation('facilities', 'f')
    .select('f.name')
    .where('f.id', '=', s.facilityId)
    .executeTakeFirstOrThrow();
  return row.name;
}

/**
 * The facility's funded residencies in care on a day of the month (or on pre-entry leave during it): admitted,
 * permanent or respite, not private; the entry on or before the month's last day and no departure before its second day.
 */
export async function residenciesInMonth(s: ScopedDb, monthStart: string, monthEnd: string) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'r.id as residencyId',
      'r.resident_id as residentId',
      'r.care_type as careType',
      sql<string>`r.admission_date_utc::text`.as('entryDate'),
      sql<string | null>`r.departure_date_utc::text`.as('departureDate'),
      sql<string | null>`r.pre_entry_leave_date::text`.as('preEntryLeaveDate'),
      'r.support_level as supportLevel',
      'p.first_name as firstName',
      'p.last_name as lastName',
      'p.care_recipient_id as careRecipientId',
    ])
    .where('r.is_lead', '=', false)
    .where('r.is_private_residency', '=', false)
    .where('r.care_type', 'in', ['Permanent', 'Respite'])
    .where('r.admission_date_utc', 'is not', null)
    .where(sql<boolean>`coalesce(r.pre_entry_leave_date, r.admission_date_utc) <= ${monthEnd}::date`)
    .where((eb) => eb.or([eb('r.departure_date_utc', 'is', null), eb('r.departure_date_utc', '>', monthStart)]))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('r.id')
    .execute();
}

const ofResidencies = (s: ScopedDb, ids: readonly number[]) =>
  s.selectFrom('residencies', 'r').where('r.id', 'in', ids.length ? [...ids] : [-1]);

/** The leave of the residencies from the financial year's start to the month's end (not reversed). */
export async function leavesOf(s: ScopedDb, ids: readonly number[], fyStart: string, monthEnd: string) {
  return ofResidencies(s, ids)
    .innerJoin('leaves as l', 'l.residency_id', 'r.id')
    .select([
      'l.residency_id as residencyId',
      'l.type',
      'l.kind',
      sql<string>`l.start_date::text`.as('startDate'),
      sql<string | null>`l.return_date::text`.as('returnDate'),
    ])
    .where('l.is_reversed', '=', false)
    .where('l.start_date', '<=', monthEnd)
    .where((eb) => eb.or([eb('l.return_date', 'is', null), eb('l.return_date', '>', fyStart)]))
    .orderBy('l.start_date')
    .execute();
}

/** The latest expected AN-ACC class of each residency (the funding tab's one read: the latest row). */
export async function expectedClassesOf(s: ScopedDb, ids: readonly number[]) {
  return ofResidencies(s, ids)
    .innerJoin('expected_anacc_classifications as e', 'e.residency_id', 'r.id')
    .distinctOn('e.residency_id')
    .select(['e.residency_id as residencyId', 'e.anacc_class as anaccClass', sql<string>`e.classification_date::text`.as('date')])
    .orderBy('e.residency_id')
    .orderBy('e.id', 'desc')
    .execute();
}

/** The assessed AN-ACC classes of the residencies effective on or before a day, oldest first. */
export async function assessedClassesOf(s: ScopedDb, ids: readonly number[], until: string) {
  return ofResidencies(s, ids)
    .innerJoin('actual_anacc_classifications as a', 'a.residency_id', 'r.id')
    .select([
      'a.residency_id as residencyId',
      'a.anacc_class as anaccClass',
      sql<string>`a.effective_date::text`.as('effectiveDate'),
    ])
    .where('a.effective_date', '<=', until)
    .orderBy('a.effective_date')
    .orderBy('a.id')
    .execute();
}

/** The residencies' supplements overlapping the month. */
export async function supplementsOf(s: ScopedDb, ids: readonly number[], monthStart: string, monthEnd: string) {
  return ofResidencies(s, ids)
    .innerJoin('resident_supplements as x', 'x.residency_id', 'r.id')
    .select([
      'x.residency_id as residencyId',
      'x.supplement_type as type',
      'x.bolus',
      sql<string>`x.start_date::text`.as('startDate'),
      sql<string | null>`x.end_date::text`.as('endDate'),
    ])
    .where('x.start_date', '<=', monthEnd)
    .where((eb) => eb.or([eb('x.end_date', 'is', null), eb('x.end_date', '>=', monthStart)]))
    .execute();
}

/** The residencies' means-tested care fees per day by effective date, up to the month's end. */
export async function meansTestedFeesOf(s: ScopedDb, ids: readonly number[], monthEnd: string) {
  return ofResidencies(s, ids)
    .innerJoin('resident_finance_effective_dates as e', 'e.residency_id', 'r.id')
    .select([
      'e.residency_id as residencyId',
      sql<string>`e.effective_from_date::text`.as('effectiveDate'),
      sql<string | null>`e.value::text`.as('dailyAmount'),
    ])
    .where('e.effective_date_type', '=', 'MeansTestCareFee')
    .where('e.effective_from_date', '<=', monthEnd)
    .orderBy('e.effective_from_date')
    .orderBy('e.id')
    .execute();
}

/** The facility's fixed components (base care tariff category) overlapping the month. */
export async function fixedComponentsDuring(s: ScopedDb, monthStart: string, monthEnd: string) {
  return s
    .selectFrom('facility_anacc_fixed_components', 'fc')
    .select([
      sql<string>`fc.start_date::text`.as('startDate'),
      sql<string | null>`fc.end_date::text`.as('endDate'),
      'fc.bct_category as bctCategory',
      'fc.mmm_classification as mmmClassification',
    ])
    .where('fc.start_date', '<=', monthEnd)
    .where((eb) => eb.or([eb('fc.end_date', 'is', null), eb('fc.end_date', '>=', monthStart)]))
    .execute();
}

/** The Medicare events of the residencies (the cause finder's evidence), oldest first. */
export async function submissionsOf(s: ScopedDb, ids: readonly number[]) {
  return s
    .selectFrom('medicare_submissions', 'm')
    .select([
      'm.residency_id as residencyId',
      'm.request_type as requestType',
      'm.status',
      'm.payload',
      'm.processed_on_utc as processedOnUtc',
    ])
    .where('m.residency_id', 'in', ids.length ? [...ids] : [-1])
    .where('m.request_type', 'in', ['Entry', 'EntryCorrection', 'Departure', 'DepartureCorrection', 'Leave', 'LeaveReturned'])
    .orderBy('m.id')
    .execute();
}

/** The facility's residencies of care recipients by their care recipient ID (the actual statement's lines). */
export async function residenciesByCareRecipient(s: ScopedDb, careRecipientIds: readonly string[]) {
  if (!careRecipientIds.length) return [];
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'r.id as residencyId',
      'p.care_recipient_id as careRecipientId',
      sql<string>`r.admission_date_utc::text`.as('entryDate'),
    ])
    .where('p.care_recipient_id', 'in', [...careRecipientIds])
    .where('r.admission_date_utc', 'is not', null)
    .orderBy('r.admission_date_utc')
    .execute();
}

// ---------------------------------------------------------------- lines

export interface LineRow {
  id: number;
  statementType: number;
  careType: 'Permanent' | 'Respite';
  careRecipientId: string;
  residencyId: number | null;
  firstName: string;
  lastName: string;
  adjustmentMonth: string;
  paymentType: string;
  paidCare: number;
  unpaidCare: number;
  paidLeaveSocial: number | null;
  paidLeaveHospital: number | null;
  paidLeaveTransition: number | null;
  dailyRate: string | null;
  amountDue: string;
  action: 'None' | 'Accept' | 'Match' | 'MatchAccept' | 'CarryOver' | 'Writeoff' | 'AutoMatched';
  groupIdentifier: string | null;
  cause: string | null;
  carriedOverFromLineId: number | null;
}

/** The lines of a statement (both sides, or one), in the statement's order. */
export async function linesOf(
  s: ScopedDb,
  statementId: number,
  opts: { statementType?: 1 | 2; action?: LineRow['action'] } = {},
) {
  let q = s
    .selectFrom('medicare_statement_lines', 'l')
    .select([
      'l.id',
      'l.statement_type as statementType',
      'l.care_type as careType',
      'l.care_recipient_id as careRecipientId',
      'l.residency_id as residencyId',
      'l.first_name as firstName',
      'l.last_name as lastName',
      sql<string>`l.adjustment_month::text`.as('adjustmentMonth'),
      'l.payment_type as paymentType',
      'l.paid_care as paidCare',
      'l.unpaid_care as unpaidCare',
      'l.paid_leave_social as paidLeaveSocial',
      'l.paid_leave_hospital as paidLeaveHospital',
      'l.paid_leave_transition as paidLeaveTransition',
      sql<string | null>`l.daily_rate::text`.as('dailyRate'),
      sql<string>`l.amount_due::text`.as('amountDue'),
      'l.action',
      sql<string | null>`l.group_identifier::text`.as('groupIdentifier'),
      'l.cause',
      'l.carried_over_from_line_id as carriedOverFromLineId',
    ])
    .where('l.statement_id', '=', statementId);
  if (opts.statementType) q = q.where('l.statement_type', '=', opts.statementType);
  if (opts.action) q = q.where('l.action', '=', opts.action);
  const rows = await q
    .orderBy('l.care_type')
    .orderBy('l.care_recipient_id')
    .orderBy('l.statement_type')
    .orderBy('l.id')
    .execute();
  return rows.map((r): LineRow => ({
    ...r,
    id: Number(r.id),
    carriedOverFromLineId: r.carriedOverFromLineId === null ? null : Number(r.carriedOverFromLineId),
  }));
}

export type NewLine = Omit<LineRow, 'id' | 'action' | 'groupIdentifier' | 'cause'> & {
  action?: LineRow['action'];
  cause?: string | null;
};

/** Inserts lines (in batches: one statement for a few hundred lines). */
export async function insertLines(s: ScopedDb, statementId: number, lines: readonly NewLine[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 500) {
    await s
      .insertInto(
        'medicare_statement_lines',
        lines.slice(i, i + 500).map((l) => ({
          statement_id: statementId,
          statement_type: l.statementType,
          care_type: l.careType,
          care_recipient_id: l.careRecipientId,
          residency_id: l.residencyId,
          first_name: l.firstName,
          last_name: l.lastName,
          adjustment_month: l.adjustmentMonth,
          payment_type: l.paymentType,
          paid_care: l.paidCare,
          unpaid_care: l.unpaidCare,
          paid_leave_social: l.paidLeaveSocial,
          paid_leave_hospital: l.paidLeaveHospital,
          paid_leave_transition: l.paidLeaveTransition,
          daily_rate: l.dailyRate,
          amount_due: l.amountDue,
          action: l.action ?? 'None',
          cause: l.cause ?? null,
          carried_over_from_line_id: l.carriedOverFromLineId,
        })),
      )
      .execute();
  }
}

/** Whether a later month carried over one of the statement's lines of a side (those lines cannot be replaced). */
export async function isCarriedOverLater(s: ScopedDb, statementId: number, statementType: 1 | 2): Promise<boolean> {
  const row = await s
    .selectFrom('medicare_statement_lines', 'l')
    .innerJoin('medicare_statement_lines as later', 'later.carried_over_from_line_id', 'l.id')
    .select('l.id')
    .where('l.statement_id', '=', statementId)
    .where('l.statement_type', '=', statementType)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Removes a side's own lines (not those carried over into it), their notes going with them. */
export async function deleteOwnLines(s: ScopedDb, statementId: number, statementType: 1 | 2): Promise<void> {
  await s
    .deleteFrom('medicare_statement_lines')
    .where('statement_id', '=', statementId)
    .where('statement_type', '=', statementType)
    .where('carried_over_from_line_id', 'is', null)
    .execute();
}

/**
 * The other side's lines that were matched (automatically or by a user) lose their match when this side is replaced:
 * back to None, without group; the variance is built again. Accept, CarryOver and Writeoff stay.
 */
export async function unmatchSide(s: ScopedDb, statementId: number, statementType: 1 | 2): Promise<void> {
  await s
    .updateTable('medicare_statement_lines')
    .set((eb) => ({ action: 'None', group_identifier: null, cause: null, version: eb('version', '+', 1) }))
    .where('statement_id', '=', statementId)
    .where('statement_type', '=', statementType)
    .where('action', 'in', ['AutoMatched', 'Match', 'MatchAccept'])
    .execute();
}

/** Sets, per line id, the action AutoMatched and its group, or the cause of a line left (one statement each). */
export async function applyVariance(
  s: ScopedDb,
  statementId: number,
  matched: ReadonlyMap<number, string>,
  causes: ReadonlyMap<number, string | null>,
  now: Date,
): Promise<void> {
  if (matched.size) {
    const json = JSON.stringify(Object.fromEntries(matched));
    await s
      .updateTable('medicare_statement_lines')
      .set((eb) => ({
        action: 'AutoMatched',
        group_identifier: sql<string>`(${json}::jsonb ->> id::text)::uuid`,
        cause: null,
        actioned_by_user_id: null,
        actioned_on_utc: now,
        version: eb('version', '+', 1),
      }))
      .where('statement_id', '=', statementId)
      .where('id', 'in', [...matched.keys()])
      .execute();
  }
  if (causes.size) {
    const json = JSON.stringify(Object.fromEntries(causes));
    await s
      .updateTable('medicare_statement_lines')
      .set((eb) => ({
        action: 'None',
        group_identifier: null,
        cause: sql<string | null>`${json}::jsonb ->> id::text`,
        version: eb('version', '+', 1),
      }))
      .where('statement_id', '=', statementId)
      .where('id', 'in', [...causes.keys()])
      .execute();
  }
}

/** Removes the carried-over copies whose line is no longer carried over (and that nobody acted on). */
export async function deleteStaleCarriedOver(s: ScopedDb, statementId: number, keepFromIds: readonly number[]): Promise<void> {
  let q = s
    .deleteFrom('medicare_statement_lines')
    .where('statement_id', '=', statementId)
    .where('carried_over_from_line_id', 'is not', null)
    .where('action', '=', 'None');
  if (keepFromIds.length) q = q.where('carried_over_from_line_id', 'not in', [...keepFromIds]);
  await q.execute();
}

export async function saveExpected(
  s: ScopedDb,
  statementId: number,
  values: { total: string; summary: unknown; builtOn: Date },
): Promise<void> {
  await s
    .updateTable('medicare_statements')
    .set((eb) => ({
      expected_total: values.total,
      expected_summary: JSON.stringify(values.summary),
      expected_built_on_utc: values.builtOn,
      variance_built_on_utc: null,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', statementId)
    .execute();
}

export async function saveActualSide(
  s: ScopedDb,
  statementId: number,
  values: { total: string; summary: unknown; providerComments: string },
): Promise<void> {
  await s
    .updateTable('medicare_statements')
    .set((eb) => ({
      actual_total: values.total,
      actual_summary: JSON.stringify(values.summary),
      provider_comments: values.providerComments,
      variance_built_on_utc: null,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', statementId)
    .execute();
}

export async function saveVarianceBuilt(s: ScopedDb, statementId: number, builtOn: Date): Promise<void> {
  await s
    .updateTable('medicare_statements')
    .set((eb) => ({ variance_built_on_utc: builtOn, version: eb('version', '+', 1) }))
    .where('id', '=', statementId)
    .execute();
}

/** Records classes read from a statement's lines (source PaymentStatement); an identical row already there stays. */
export async function insertAssessedClasses(
  s: ScopedDb,
  rows: ReadonlyArray<{ residencyId: number; anaccClass: number; effectiveDate: string; reference: string }>,
): Promise<void> {
  if (!rows.length) return;
  await s
    .insertInto(
      'actual_anacc_classifications',
      rows.map((r) => ({
        residency_id: r.residencyId,
        anacc_class: r.anaccClass,
        effective_date: r.effectiveDate,
        source: 'PaymentStatement' as const,
        reference: r.reference,
      })),
    )
    .onConflict((oc) => oc.columns(['residency_id', 'effective_date', 'anacc_class']).doNothing())
    .execute();
}
