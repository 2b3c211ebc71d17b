/**
 * SQL of the leads area (issue 4). Untyped Kysely like the residents modules (migration 0009's tables are not in
 * src/db/schema.ts). Every query is narrowed to the caller's facility.
 *
 * The board reads one column of one facility in (order_number, id) order through the partial index
 * `residencies_lead_board_idx (facility_id, status, order_number, id) where is_lead and not is_archived`; only the
 * page's rows join the person, the location, the tour and the expected AN-ACC class (laterals by residency).
 */
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { EnquiryStatus } from 'shared-domain/enums';
import type { LeadDashboardFilter } from 'shared-domain/lead-types';

export type Db = Kysely<any> | Transaction<any>;
export const asAny = (db: unknown): Kysely<any> => db as Kysely<any>;

/** The card's columns; `r` = residencies, `p` = residents. */
export function cardQuery(db: Db) {
  return db
    .selectFrom('residencies as r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .leftJoin('facility_locations as fl', 'fl.id', 'r.preferred_facility_location_id')
    .leftJoin('lead_tours as t', 't.residency_id', 'r.id')
    .leftJoin('users as tu', 'tu.id', 't.tour_facilitator_user_id')
    .select([
      'r.id as residency_id', 'r.resident_id', 'r.facility_id', 'p.first_name', 'p.last_name', 'p.sex', 'p.is_deceased',
      'r.support_status', 'r.care_type', 'r.respite_care_level', 'r.adl', 'r.beh', 'r.chc', 'r.income_asset_status', 'r.status',
      sql<string>`r.order_number::text`.as('order_number'), 'r.is_archived', 'r.is_private_residency', 'r.contract_signed',
      'r.preferred_facility_location_id', 'fl.name as location_name', 'r.created_on_utc', 'r.requested_admission_date', 'r.version',
      'r.is_lead', 'r.admission_date_utc',
      't.id as tour_id', 't.tour_date_time', 't.is_completed as tour_is_completed', 't.tour_facilitator_user_id', 't.attendees',
      't.version as tour_version', sql<string | null>`tu.first_name || ' ' || tu.last_name`.as('tour_facilitator_name'),
      sql<number | null>`(select e.anacc_class from expected_anacc_classifications e where e.residency_id = r.id order by e.id desc limit 1)`.as('anacc_class'),
      sql<boolean>`exists (select 1 from residencies o where o.resident_id = r.resident_id and o.id <> r.id and o.admission_date_utc is not null)`.as('has_previous_residency'),
    ]);
}

/** The board filter (seed 001 §7: leadCareType, locationId, gender, anaccClass). */
export function applyFilter<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, filter: LeadDashboardFilter, joinedPerson: boolean): QB {
  let q: any = qb;
  if (filter.leadCareType && filter.leadCareType !== 'All') q = q.where('r.care_type', '=', filter.leadCareType);
  if (filter.locationId) q = q.where('r.preferred_facility_location_id', '=', filter.locationId);
  if (filter.gender) {
    q = joinedPerson
      ? q.where('p.sex', '=', filter.gender)
      : q.where(sql<boolean>`exists (select 1 from residents gp where gp.id = r.resident_id and gp.sex = ${filter.gender})`);
  }
  if (filter.anaccClass) {
    q = q.where(sql<boolean>`(select e.anacc_class from expected_anacc_classifications e where e.residency_id = r.id order by e.id desc limit 1) = ${filter.anaccClass}`);
  }
  return q;
}

/** One page of a column, in board order (order number, then id). */
export async function columnPage(db: Db, facilityId: number, status: EnquiryStatus, filter: LeadDashboardFilter, skip: number, take: number, cutoff: Date) {
  // The page's residencies first (index range scan of the column), then only those rows are joined.
  let ids: any = db.selectFrom('residencies as r').select(['r.id', 'r.order_number'])
    .where('r.facility_id', '=', facilityId).where('r.is_lead', '=', true).where('r.is_archived', '=', false)
    .where('r.status', '=', status).where('r.created_on_utc', '<=', cutoff);
  ids = applyFilter(ids, filter, false).orderBy('r.order_number').orderBy('r.id').offset(skip).limit(take);
  const page = (await ids.execute()) as Array<{ id: number }>;
  if (!page.length) return [];
  const rows = await cardQuery(db).where('r.id', 'in', page.map((x) => x.id)).execute();
  const byId = new Map(rows.map((r: any) => [r.residency_id, r]));
  return page.map((x) => byId.get(x.id)).filter(Boolean) as any[];
}

/** Cards per column of the facility (the same filter and cutoff as the pages). */
export async function columnCounts(db: Db, facilityId: number, filter: LeadDashboardFilter, cutoff: Date, status?: EnquiryStatus): Promise<Map<string, number>> {
  let q: any = db.selectFrom('residencies as r').select(['r.status', sql<number>`count(*)::int`.as('n')])
    .where('r.facility_id', '=', facilityId).where('r.is_lead', '=', true).where('r.is_archived', '=', false)
    .where('r.created_on_utc', '<=', cutoff);
  if (status) q = q.where('r.status', '=', status);
  q = applyFilter(q, filter, false).groupBy('r.status');
  const rows = (await q.execute()) as Array<{ status: string; n: number }>;
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Leads of the facility newest first (GET leads, GET leads/archived): the base for `paginate`. */
export function leadsList(db: Db, facilityId: number, archived: boolean) {
  return cardQuery(db).where('r.facility_id', '=', facilityId).where('r.is_lead', '=', true).where('r.is_archived', '=', archived);
}

/** Cards by residency id. */
export async function cardsByResidencyIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return cardQuery(db).where('r.id', 'in', ids).execute() as Promise<any[]>;
}

/**
 * The resident's lead in this facility: the latest lead residency (open before archived). `lock` locks the row for
 * the transaction. Undefined when the person has no lead here.
 */
export async function findLead(db: Db, facilityId: number, residentId: number, opts: { lock?: boolean } = {}) {
  let q: any = db.selectFrom('residencies as r').innerJoin('residents as p', 'p.id', 'r.resident_id')
    .selectAll('r').select(['p.organisation_id', 'p.version as resident_version'])
    .where('r.resident_id', '=', residentId).where('r.facility_id', '=', facilityId).where('r.is_lead', '=', true)
    .orderBy('r.is_archived', 'asc').orderBy('r.id', 'desc').limit(1);
  if (opts.lock) q = q.forUpdate(['r']);
  return q.executeTakeFirst() as Promise<any | undefined>;
}

/** A lead residency of this facility by its id (optionally locked). */
export async function findLeadByResidencyId(db: Db, facilityId: number, residencyId: number, opts: { lock?: boolean } = {}) {
  let q: any = db.selectFrom('residencies as r').innerJoin('residents as p', 'p.id', 'r.resident_id')
    .selectAll('r').select(['p.organisation_id', 'p.version as resident_version'])
    .where('r.id', '=', residencyId).where('r.facility_id', '=', facilityId);
  if (opts.lock) q = q.forUpdate(['r']);
  return q.executeTakeFirst() as Promise<any | undefined>;
}

export async function tourOf(db: Db, residencyId: number) {
  return db.selectFrom('lead_tours').selectAll().where('residency_id', '=', residencyId).executeTakeFirst() as Promise<any | undefined>;
}

/**
 * Serialises every change of one column's order (facility + status) for the rest of the transaction: a
 * transaction-level advisory lock, so two people reordering the same column take turns and each computes its key
 * from the other's committed result (a consistent total order), while other columns and facilities go on in parallel.
 */
export async function lockColumn(trx: Db, facilityId: number, status: EnquiryStatus): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`${facilityId}|${status}`}))`.execute(trx);
}
const LOCK_SPACE = 40_004;

/** Locks several columns in a fixed order (no deadlock between two moves in opposite directions). */
export async function lockColumns(trx: Db, facilityId: number, statuses: EnquiryStatus[]): Promise<void> {
  for (const s of [...new Set(statuses)].sort()) await lockColumn(trx, facilityId, s);
}

function columnRows(trx: Db, facilityId: number, status: EnquiryStatus, excludeId: number) {
  return trx.selectFrom('residencies').where('facility_id', '=', facilityId).where('is_lead', '=', true)
    .where('is_archived', '=', false).where('status', '=', status).where('id', '<>', excludeId);
}

/** The smallest order number of the column (without one card), or null when empty. */
export async function firstOrderNumber(trx: Db, facilityId: number, status: EnquiryStatus, excludeId: number): Promise<string | null> {
  const row: any = await columnRows(trx, facilityId, status, excludeId).select(sql<string>`order_number::text`.as('o'))
    .orderBy('order_number').orderBy('id').limit(1).executeTakeFirst();
  return row?.o ?? null;
}

/** The first order number of the column strictly greater than `after` (without one card), or null. */
export async function nextOrderNumber(trx: Db, facilityId: number, status: EnquiryStatus, after: string, excludeId: number): Promise<string | null> {
  const row: any = await columnRows(trx, facilityId, status, excludeId).select(sql<string>`order_number::text`.as('o'))
    .where(sql<boolean>`order_number > ${after}::numeric`).orderBy('order_number').orderBy('id').limit(1).executeTakeFirst();
  return row?.o ?? null;
}

/** How many cards of the column (without one card) are at or before `upTo` (null: none). */
export async function countUpTo(trx: Db, facilityId: number, status: EnquiryStatus, upTo: string | null, excludeId: number): Promise<number> {
  if (upTo === null) return 0;
  const row: any = await columnRows(trx, facilityId, status, excludeId).select(sql<number>`count(*)::int`.as('n'))
    .where(sql<boolean>`order_number <= ${upTo}::numeric`).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Renumbers the column (without one card) 1..n in its current order; used when keys grow too long. */
export async function renumberColumn(trx: Db, facilityId: number, status: EnquiryStatus, excludeId: number): Promise<void> {
  await sql`update residencies r set order_number = o.n
      from (select id, row_number() over (order by order_number, id) as n from residencies
             where facility_id = ${facilityId} and is_lead and not is_archived and status = ${status} and id <> ${excludeId}) o
     where r.id = o.id`.execute(trx);
}

/** Users who can facilitate a tour at the facility: active, not system users, organisation managers or members. */
export async function tourFacilitators(db: Db, facilityId: number, organisationId: number) {
  return db.selectFrom('users as u').innerJoin('roles as ro', 'ro.id', 'u.role_id')
    .select(['u.id', sql<string>`u.first_name || ' ' || u.last_name`.as('name')])
    .where('u.organisation_id', '=', organisationId).where('u.is_active', '=', true).where('u.is_system_user', '=', false)
    .where((eb: any) => eb.or([
      eb('ro.is_organisation_manager', '=', true),
      eb.exists(eb.selectFrom('user_facilities as uf').select('uf.user_id').whereRef('uf.user_id', '=', 'u.id').where('uf.facility_id', '=', facilityId)),
    ]))
    .orderBy('u.first_name').orderBy('u.last_name').orderBy('u.id')
    .execute() as Promise<Array<{ id: number; name: string }>>;
}

// ---------------------------------------------------------------- care funding reference data (migration 0009)

export async function anaccPriceOn(db: Db, date: string): Promise<string | null> {
  const row: any = await db.selectFrom('anacc_prices').select(sql<string>`price_per_nwau::text`.as('price'))
    .where('start_date', '<=', date).where((eb: any) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', date)]))
    .orderBy('start_date', 'desc').limit(1).executeTakeFirst();
  return row?.price ?? null;
}

export interface ClassWeight { anaccClass: number; nwau: string; totalCareMinutes: number | null; registeredNurseCareMinutes: number | null; isDefault: boolean }

/** The class weights in force on a date (the latest start on or before it per class). */
export async function classWeightsOn(db: Db, date: string): Promise<ClassWeight[]> {
  const { rows } = await sql<any>`
    select distinct on (anacc_class) anacc_class, nwau::text as nwau, total_care_minutes, registered_nurse_care_minutes, is_default
      from anacc_class_weights
     where start_date <= ${date}::date and (end_date is null or end_date >= ${date}::date)
     order by anacc_class, start_date desc`.execute(db);
  return rows.map((r: any) => ({
    anaccClass: r.anacc_class, nwau: r.nwau, totalCareMinutes: r.total_care_minutes, registeredNurseCareMinutes: r.registered_nurse_care_minutes,
    isDefault: r.is_default,
  }));
}

export async function fixedComponentOn(db: Db, facilityId: number, date: string) {
  return db.selectFrom('facility_anacc_fixed_components').selectAll()
    .select(sql<string | null>`base_care_tariff_nwau::text`.as('nwau_text'))
    .where('facility_id', '=', facilityId).where('start_date', '<=', date)
    .where((eb: any) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', date)]))
    .orderBy('start_date', 'desc').limit(1).executeTakeFirst() as Promise<any | undefined>;
}

/** Beds of the facility in use (active bed in an active room), for the fixed component's numberOfBeds. */
export async function activeBedCount(db: Db, facilityId: number): Promise<number> {
  const row: any = await db.selectFrom('beds as b').innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .select(sql<number>`count(*)::int`.as('n')).where('b.facility_id', '=', facilityId).where('b.is_active', '=', true)
    .where('a.is_active', '=', true).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function latestExpectedAnacc(db: Db, residencyId: number) {
  return db.selectFrom('expected_anacc_classifications').select(['anacc_class', 'classification_date', 'via_anacc_calculator'])
    .where('residency_id', '=', residencyId).orderBy('id', 'desc').limit(1).executeTakeFirst() as Promise<any | undefined>;
}

/** Free beds of the facility on a date: active (bed and room), not out of service then, not held by a current residency. */
export async function freeBeds(db: Db, facilityId: number, date: string) {
  return db.selectFrom('beds as b').innerJoin('accommodations as a', 'a.id', 'b.accommodation_id')
    .leftJoin('facility_locations as l', 'l.id', 'a.facility_location_id')
    .select(['b.id', 'b.name', 'a.id as accommodation_id', 'a.room_number', 'l.id as location_id', 'l.name as location_name'])
    .where('b.facility_id', '=', facilityId).where('a.facility_id', '=', facilityId)
    .where('b.is_active', '=', true).where('a.is_active', '=', true).where('b.is_out_of_service', '=', false)
    .where(sql<boolean>`not exists (select 1 from bed_out_of_service_periods op where op.bed_id = b.id and op.start_date <= ${date}::date and (op.end_date is null or op.end_date >= ${date}::date))`)
    .where(sql<boolean>`not exists (select 1 from residencies o where o.bed_id = b.id and o.admission_date_utc is not null and o.departure_date_utc is null and not o.is_lead and not o.is_archived)`)
    .orderBy(sql`l.name is null`).orderBy('l.name').orderBy(sql`length(a.room_number)`).orderBy('a.room_number').orderBy('b.name').orderBy('b.id')
    .execute() as Promise<any[]>;
}
