/**
 * SQL of the lead board (seed 001 "Leads dashboard").
 *
 * The board reads one column of the current facility in (order_number, id) order through the partial index
 * `residencies_lead_board_idx (facility_id, status, order_number, id) where is_lead and not is_archived`; only the
 * page's rows join the person, the location, the tour and the expected AN-ACC class.
 */
import { sql, type RawBuilder } from 'kysely';
import type { EnquiryStatus } from 'shared-domain/enums';
import type { LeadDashboardFilter } from 'shared-domain/lead-types';
import type { ScopedDb } from '../../../db/scoped';

/** The card's columns; `r` = residencies (this facility's), `p` = residents. */
export function cardQuery(s: ScopedDb) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .leftJoin('facility_locations as fl', 'fl.id', 'r.preferred_facility_location_id')
    .leftJoin('lead_tours as t', 't.residency_id', 'r.id')
    .leftJoin('users as tu', 'tu.id', 't.tour_facilitator_user_id')
    .select([
      'r.id as residency_id',
      'r.resident_id',
      'r.facility_id',
      'p.first_name',
      'p.last_name',
      'p.sex',
      'p.is_deceased',
      'r.support_status',
      'r.care_type',
      'r.respite_care_level',
      'r.adl',
      'r.beh',
      'r.chc',
      'r.income_asset_status',
      'r.status',
      sql<string>`r.order_number::text`.as('order_number'),
      'r.is_archived',
      'r.is_private_residency',
      'r.contract_signed',
      'r.preferred_facility_location_id',
      'fl.name as location_name',
      'r.created_on_utc',
      'r.requested_admission_date',
      'r.version',
      'r.is_lead',
      'r.admission_date_utc',
      't.id as tour_id',
      't.tour_date_time',
      't.is_completed as tour_is_completed',
      't.tour_facilitator_user_id',
      't.attendees',
      't.version as tour_version',
      sql<string | null>`tu.first_name || ' ' || tu.last_name`.as('tour_facilitator_name'),
      // Read for the page's rows only (a handful per column), by the residency's index.
      sql<
        number | null
      >`(select e.anacc_class from expected_anacc_classifications e where e.residency_id = r.id order by e.id desc limit 1)`.as(
        'anacc_class',
      ),
      sql<boolean>`exists (select 1 from residencies o where o.resident_id = r.resident_id and o.id <> r.id and o.admission_date_utc is not null)`.as(
        'has_previous_residency',
      ),
    ]);
}
export type CardRow = Awaited<ReturnType<typeof cardsByResidencyIds>>[number];

/**
 * The board filter (leadCareType, locationId, gender, anaccClass) as conditions on `r`; `joinedPerson` when `p` is
 * in the query (the export), else the person is read for the filtered rows only.
 */
export function filterConditions(filter: LeadDashboardFilter, joinedPerson: boolean): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  if (filter.leadCareType && filter.leadCareType !== 'All') out.push(sql<boolean>`r.care_type = ${filter.leadCareType}`);
  if (filter.locationId) out.push(sql<boolean>`r.preferred_facility_location_id = ${filter.locationId}`);
  if (filter.gender) {
    out.push(
      joinedPerson
        ? sql<boolean>`p.sex = ${filter.gender}`
        : sql<boolean>`exists (select 1 from residents gp where gp.id = r.resident_id and gp.sex = ${filter.gender})`,
    );
  }
  if (filter.anaccClass) {
    out.push(
      sql<boolean>`(select e.anacc_class from expected_anacc_classifications e where e.residency_id = r.id order by e.id desc limit 1) = ${filter.anaccClass}`,
    );
  }
  return out;
}

/** A page of one column: the status, how many cards to skip and how many to show. */
export interface ColumnPageRequest {
  status: EnquiryStatus;
  skip: number;
  take: number;
}

/** The ids of one column's page in board order (order number, then id): a range scan of residencies_lead_board_idx. */
function columnPageIds(s: ScopedDb, page: ColumnPageRequest, filter: LeadDashboardFilter, cutoff: Date) {
  let ids = s
    .selectFrom('residencies', 'r')
    .select('r.id')
    .where('r.is_lead', '=', sql.lit(true))
    .where('r.is_archived', '=', sql.lit(false))
    .where('r.status', '=', page.status)
    .where('r.created_on_utc', '<=', cutoff);
  for (const condition of filterConditions(filter, false)) ids = ids.where(condition);
  return ids.orderBy('r.order_number').orderBy('r.id').offset(page.skip).limit(page.take);
}

/**
 * Pages of one or more columns in one statement: each column's page is chosen by its own index range scan (an array
 * sub-query, run once), and only the chosen residencies are joined to make cards. Cards in board order per status.
 */
export async function columnPages(
  s: ScopedDb,
  pages: ColumnPageRequest[],
  filter: LeadDashboardFilter,
  cutoff: Date,
): Promise<Map<EnquiryStatus, CardRow[]>> {
  const out = new Map<EnquiryStatus, CardRow[]>(pages.map((p) => [p.status, []]));
  if (!pages.length) return out;
  const chosen = sql.join(
    pages.map((p) => sql`array(${columnPageIds(s, p, filter, cutoff)})`),
    sql` || `,
  );
  const rows = await cardQuery(s)
    .where(sql<boolean>`r.id = any(${chosen})`)
    .orderBy('r.order_number')
    .orderBy('r.id')
    .execute();
  for (const row of rows) out.get(row.status)?.push(row);
  return out;
}

/** One page of a column, in board order (order number, then id). */
export async function columnPage(
  s: ScopedDb,
  status: EnquiryStatus,
  filter: LeadDashboardFilter,
  skip: number,
  take: number,
  cutoff: Date,
): Promise<CardRow[]> {
  return (await columnPages(s, [{ status, skip, take }], filter, cutoff)).get(status) ?? [];
}

/** Cards per column of the facility (the same filter and cutoff as the pages). */
export async function columnCounts(
  s: ScopedDb,
  filter: LeadDashboardFilter,
  cutoff: Date,
  status?: EnquiryStatus,
): Promise<Map<string, number>> {
  let q = s
    .selectFrom('residencies', 'r')
    .select(['r.status', sql<number>`count(*)::int`.as('n')])
    .where('r.is_lead', '=', sql.lit(true))
    .where('r.is_archived', '=', sql.lit(false))
    .where('r.created_on_utc', '<=', cutoff);
  if (status) q = q.where('r.status', '=', status);
  for (const condition of filterConditions(filter, false)) q = q.where(condition);
  const rows = await q.groupBy('r.status').execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Leads of the facility (GET leads, GET leads/archived): the base for `paginate`. */
export function leadsList(s: ScopedDb, archived: boolean) {
  return cardQuery(s).where('r.is_lead', '=', sql.lit(true)).where('r.is_archived', '=', sql.lit(archived));
}

/** Cards by residency id (this facility's only). */
export async function cardsByResidencyIds(s: ScopedDb, ids: number[]) {
  if (!ids.length) return [];
  return cardQuery(s).where('r.id', 'in', ids).execute();
}

/** The facility's active locations (wings), by name. */
export async function activeLocations(s: ScopedDb) {
  return s
    .selectFrom('facility_locations', 'l')
    .select(['l.id', 'l.name'])
    .where('l.is_active', '=', sql.lit(true))
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();
}
