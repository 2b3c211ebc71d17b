/**
 * SQL of the funding tab. Residency-owned rows (finance record, fee entries, ACFI, expected AN-ACC) are read
 * through the residency the facility resolved (`s.resolve.resident`), whatever facility wrote them; the facility's base
 * care tariff category (its fixed component) and beds are the current facility's. The AN-ACC price, the base care
 * tariff NWAU and the class weights are the organisation's care funding rate's (rates/index.ts).
 */
import { sql } from 'kysely';
import type { SupportLevel } from 'shared-domain/enums';
import type { AssessedClassSource } from 'shared-domain/finance/funding';
import { activeBeds } from '../../../../db/occupancy';
import type { ResolvedResident, ScopedDb } from '../../../../db/scoped';
import { ofResidency } from '../../../../db/finance-record';

/** The residency the facility sees for the person, with what the funding tab shows. */
export async function findResidency(s: ScopedDb, person: ResolvedResident) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .select([
      'r.id as residencyId',
      'r.resident_id as residentId',
      'r.care_type as careType',
      'r.is_lead as isLead',
      'r.respite_care_level as respiteCareLevel',
      'r.support_level as supportLevel',
      'r.admission_date_utc as admissionDateUtc',
      'r.departure_date_utc as departureDateUtc',
      'p.first_name as firstName',
      'p.last_name as lastName',
    ])
    .where('r.id', '=', person.residencyId)
    .executeTakeFirstOrThrow();
}
export type ResidencyRow = Awaited<ReturnType<typeof findResidency>>;

export interface FinanceFlags {
  pensionerSupplement: boolean;
  concessionalSupplement: boolean;
  veteranSupplement: boolean;
  /** The row's version; 1 when there is no row yet (the table's default: the first save creates it). */
  version: number;
  exists: boolean;
}

export async function financeFlags(s: ScopedDb, residencyId: number): Promise<FinanceFlags> {
  const row = await ofResidency(s, residencyId)
    .innerJoin('resident_finances as f', 'f.residency_id', 'r.id')
    .select(['f.pensioner_supplement', 'f.concessional_supplement', 'f.veteran_supplement', 'f.version'])
    .executeTakeFirst();
  return {
    pensionerSupplement: row?.pensioner_supplement ?? false,
    concessionalSupplement: row?.concessional_supplement ?? false,
    veteranSupplement: row?.veteran_supplement ?? false,
    version: row?.version ?? 1,
    exists: !!row,
  };
}

export async function supportLevelEntries(
  s: ScopedDb,
  residencyId: number,
): Promise<Array<{ effectiveFromDate: string; supportLevel: SupportLevel | null }>> {
  const rows = await ofResidency(s, residencyId)
    .innerJoin('resident_finance_effective_dates as e', 'e.residency_id', 'r.id')
    .where('e.effective_date_type', '=', 'SupportLevel')
    .select(['e.effective_from_date', 'e.support_level'])
    .orderBy('e.effective_from_date', 'desc')
    .execute();
  return rows.map((r) => ({ effectiveFromDate: r.effective_from_date, supportLevel: r.support_level as SupportLevel | null }));
}

export async function latestAcfi(s: ScopedDb, residencyId: number) {
  const r = await ofResidency(s, residencyId)
    .innerJoin('resident_acfi as a', 'a.residency_id', 'r.id')
    .select(['a.submission_date_utc', 'a.adl', 'a.beh', 'a.chc'])
    .orderBy('a.submission_date_utc', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? { submissionDateUtc: r.submission_date_utc, adl: r.adl, beh: r.beh, chc: r.chc } : null;
}

/** A residency's expected AN-ACC classification (the calculator's or the ACCR's class). */
export interface ExpectedAnaccRow {
  id: number;
  classificationDate: string;
  anaccClass: number;
  viaAnaccCalculator: boolean;
  createdOnUtc: string;
}

/**
 * The residency's latest expected AN-ACC class: the one read of it (the funding tab, the resident's funding, a lead's
 * card and calculator). Through the residency, so a lead or resident transferred here keeps its expected class.
 */
export async function latestExpectedAnacc(s: ScopedDb, residencyId: number): Promise<ExpectedAnaccRow | null> {
  const r = await ofResidency(s, residencyId)
    .innerJoin('expected_anacc_classifications as e', 'e.residency_id', 'r.id')
    .selectAll('e')
    .orderBy('e.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r
    ? {
        id: Number(r.id),
        classificationDate: r.classification_date,
        anaccClass: r.anacc_class,
        viaAnaccCalculator: r.via_anacc_calculator,
        createdOnUtc: new Date(r.created_on_utc).toISOString(),
      }
    : null;
}

/**
 * The assessed class in force on a day of each of the facility's residencies that has one (the latest effective on or
 * before the day; the latest received when two share a day): the one SQL of "the class in force", run by
 * `actualAnaccClassificationsOn` and joined as a derived table by the reports that show a resident's class.
 */
export function assessedClassesOnQuery(s: ScopedDb, day: string) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('actual_anacc_classifications as a', 'a.residency_id', 'r.id')
    .distinctOn('a.residency_id')
    .select(['a.residency_id', 'a.anacc_class', 'a.effective_date', 'a.source', 'a.reference'])
    .where('a.effective_date', '<=', day)
    .orderBy('a.residency_id')
    .orderBy('a.effective_date', 'desc')
    .orderBy('a.id', 'desc');
}

/** A residency's AN-ACC class as Services Australia assessed it (actual_anacc_classifications), in force on a day. */
export interface ActualAnaccRow {
  residencyId: number;
  anaccClass: number;
  effectiveDate: string;
  source: AssessedClassSource;
  /** The notice's or the statement's reference. */
  reference: string | null;
}

/**
 * The assessed class in force on a day of each residency named (the latest effective on or before the day; the latest
 * received when two share a day), by residency; a residency without one is absent. Residencies of the current facility
 * only (a residency transferred here keeps its classes, whatever facility received them). The one read of the assessed
 * class: the funding tab, and the expected statement builder for a month's residents.
 */
export async function actualAnaccClassificationsOn(
  s: ScopedDb,
  residencyIds: readonly number[],
  day: string,
): Promise<Map<number, ActualAnaccRow>> {
  if (!residencyIds.length) return new Map();
  const rows = await assessedClassesOnQuery(s, day)
    .where('r.id', 'in', [...residencyIds])
    .execute();
  return new Map(
    rows.map((a) => [
      a.residency_id,
      {
        residencyId: a.residency_id,
        anaccClass: a.anacc_class,
        effectiveDate: a.effective_date,
        source: a.source as AssessedClassSource,
        reference: a.reference,
      },
    ]),
  );
}

/** The assessed class of one residency in force on a day, or null (`actualAnaccClassificationsOn` for one). */
export async function actualAnaccClassification(s: ScopedDb, residencyId: number, day: string): Promise<ActualAnaccRow | null> {
  return (await actualAnaccClassificationsOn(s, [residencyId], day)).get(residencyId) ?? null;
}

/** The current facility's AN-ACC fixed component in force on a date: its MMM classification and base care tariff category. */
export async function fixedComponentOn(s: ScopedDb, date: string) {
  return s
    .selectFrom('facility_anacc_fixed_components', 'fc')
    .select(['fc.start_date', 'fc.mmm_classification', 'fc.bct_category', 'fc.sa_class', 'fc.funding_basis', 'fc.note'])
    .where('fc.start_date', '<=', date)
    .where((eb) => eb.or([eb('fc.end_date', 'is', null), eb('fc.end_date', '>=', date)]))
    .orderBy('fc.start_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The fixed component's numberOfBeds: the facility's active beds (db/occupancy's one bed rule), out-of-service beds
 * included; the dashboard's "Registered beds" leaves those out.
 */
export async function activeBedCount(s: ScopedDb): Promise<number> {
  const row = await activeBeds(s)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- writes

/** Creating the finance record on first save, and setting its values at the version read (shared with the fees tab). */
export { ensureFinanceRow, updateFinance } from '../../../../db/finance-record';

export async function setRespiteCareLevel(s: ScopedDb, residencyId: number, level: 'Unknown' | 'Low' | 'High'): Promise<void> {
  await s
    .updateTable('residencies')
    .set((eb) => ({ respite_care_level: level, version: eb('version', '+', 1) }))
    .where('id', '=', residencyId)
    .execute();
}
