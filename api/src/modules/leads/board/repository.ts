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
import { memoQuery } from '../../../db/memo';
import type { ScopedDb } from '../../../db/scoped';
import { classWeightsInForceQuery } from '../../funding/index';
import { anaccPriceQuery } from '../common/repository';

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

/** The board filter as values (null: no condition; all care types is no condition). */
export interface FilterValues {
  careType: string | null;
  locationId: number | null;
  gender: string | null;
  anaccClass: number | null;
}

export function filterValues(filter: LeadDashboardFilter): FilterValues {
  return {
    careType: filter.leadCareType && filter.leadCareType !== 'All' ? filter.leadCareType : null,
    locationId: filter.locationId ? filter.locationId : null,
    gender: filter.gender ? filter.gender : null,
    anaccClass: filter.anaccClass ? filter.anaccClass : null,
  };
}

/**
 * The board filter (leadCareType, locationId, gender, anaccClass) as conditions on `r`; `joinedPerson` when `p` is
 * in the query (the export), else the person is read for the filtered rows only. The values are only compared with
 * (the conditions depend on which are set, not on what they are: the board's statements are memoised).
 */
export function filterConditions(filter: LeadDashboardFilter | FilterValues, joinedPerson: boolean): RawBuilder<boolean>[] {
  const f = 'careType' in filter ? filter : filterValues(filter);
  const out: RawBuilder<boolean>[] = [];
  if (f.careType !== null) out.push(sql<boolean>`r.care_type = ${f.careType}`);
  if (f.locationId !== null) out.push(sql<boolean>`r.preferred_facility_location_id = ${f.locationId}`);
  if (f.gender !== null) {
    out.push(
      joinedPerson
        ? sql<boolean>`p.sex = ${f.gender}`
        : sql<boolean>`exists (select 1 from residents gp where gp.id = r.resident_id and gp.sex = ${f.gender})`,
    );
  }
  if (f.anaccClass !== null) {
    out.push(
      sql<boolean>`(select e.anacc_class from expected_anacc_classifications e where e.residency_id = r.id order by e.id desc limit 1) = ${f.anaccClass}`,
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
function columnPageIds(s: ScopedDb, page: ColumnPageRequest, filter: FilterValues, cutoff: Date) {
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

/** The pages' statement's arguments: the filter, the cutoff, the rates' date and `status<i>`, `skip<i>`, `take<i>` per page. */
type PagesArgs = FilterValues & { cutoff: Date; date: string } & Record<
    `${'status' | 'skip' | 'take'}${number}`,
    string | number
  >;

/** The columns' counts (only the statuses asked for), for the pages' statement. */
function countsOf(s: ScopedDb, filter: FilterValues, cutoff: Date, statuses: EnquiryStatus[]) {
  let q = s
    .selectFrom('residencies', 'r')
    .select(['r.status', sql<number>`count(*)::int`.as('n')])
    .where('r.is_lead', '=', sql.lit(true))
    .where('r.is_archived', '=', sql.lit(false))
    .where('r.created_on_utc', '<=', cutoff)
    .where('r.status', 'in', statuses);
  for (const condition of filterConditions(filter, false)) q = q.where(condition);
  return q.groupBy('r.status');
}

/**
 * Pages of one or more columns in one statement: each column's page is chosen by its own index range scan (an array
 * sub-query, run once), and only the chosen residencies are joined to make cards. Each row also carries what the
 * answer needs besides the cards, so a board or a column is one round trip: the columns' counts (one uncorrelated
 * sub-query, run once), the AN-ACC price on the date and the NWAU of the card's expected class. Compiled once per
 * facility, filter shape and number of pages (db/memo.ts).
 */
const pagesQuery = memoQuery(
  'leads.columnPages',
  (s, a: PagesArgs) => {
    const chosen: RawBuilder<unknown>[] = [];
    const statuses: EnquiryStatus[] = [];
    for (let i = 0; `status${i}` in a; i++) {
      const page = { status: a[`status${i}`] as EnquiryStatus, skip: a[`skip${i}`] as number, take: a[`take${i}`] as number };
      statuses.push(page.status);
      chosen.push(sql`array(${columnPageIds(s, page, a, a.cutoff)})`);
    }
    const counts = countsOf(s, a, a.cutoff, statuses);
    const price = anaccPriceQuery(s, a.date);
    return cardQuery(s)
      .select([
        sql<Record<string, number>>`(select coalesce(json_object_agg(c.status, c.n), '{}') from (${counts}) c)`.as(
          'column_counts',
        ),
        sql<string | null>`(${price})`.as('price'),
        // The NWAU of the card's expected class among the weights in force (funding's one read of them).
        sql<string | null>`(select cw.nwau from (${classWeightsInForceQuery(s, a.date)}) cw
          where ${sql.ref('cw.anaccClass')} = (select e.anacc_class from expected_anacc_classifications e where e.residency_id = r.id order by e.id desc limit 1))`.as(
          'nwau',
        ),
      ])
      .where(sql<boolean>`r.id = any(${sql.join(chosen, sql` || `)})`)
      .orderBy('r.order_number')
      .orderBy('r.id');
  },
  { genericPlan: true },
);

/** The pages' cards per status and, when a page had cards, the counts and the rates' parts the rows carried. */
export interface BoardPages {
  cards: Map<EnquiryStatus, CardRow[]>;
  /** Null when no page had a card (nothing carried them): read them on their own. */
  counts: Map<string, number> | null;
  price: string | null;
  /** Expected class -> NWAU on the date, for the classes of the cards. */
  nwau: Map<number, string>;
}

export async function columnPages(
  s: ScopedDb,
  pages: ColumnPageRequest[],
  filter: LeadDashboardFilter,
  cutoff: Date,
  date: string,
): Promise<BoardPages> {
  const out: BoardPages = { cards: new Map(pages.map((p) => [p.status, []])), counts: null, price: null, nwau: new Map() };
  if (!pages.length) return out;
  const args = { ...filterValues(filter), cutoff, date } as PagesArgs;
  pages.forEach((p, i) => {
    args[`status${i}`] = p.status;
    args[`skip${i}`] = p.skip;
    args[`take${i}`] = p.take;
  });
  const rows = await pagesQuery(s, args);
  for (const { column_counts, price, nwau, ...row } of rows) {
    out.cards.get(row.status)?.push(row);
    out.counts ??= new Map(Object.entries(column_counts).map(([k, n]) => [k, Number(n)]));
    out.price = price;
    if (row.anacc_class !== null && row.anacc_class !== undefined && nwau !== null) out.nwau.set(Number(row.anacc_class), nwau);
  }
  return out;
}

/** Cards per column, of every column or of one (`status`): compiled once per facility and filter shape. */
const countsQuery = memoQuery(
  'leads.columnCounts',
  (s, a: FilterValues & { cutoff: Date; status: string | null }) => {
    let q = s
      .selectFrom('residencies', 'r')
      .select(['r.status', sql<number>`count(*)::int`.as('n')])
      .where('r.is_lead', '=', sql.lit(true))
      .where('r.is_archived', '=', sql.lit(false))
      .where('r.created_on_utc', '<=', a.cutoff);
    if (a.status !== null) q = q.where('r.status', '=', a.status as EnquiryStatus);
    for (const condition of filterConditions(a, false)) q = q.where(condition);
    return q.groupBy('r.status');
  },
  { genericPlan: true },
);

/** Cards per column of the facility (the same filter and cutoff as the pages). */
export async function columnCounts(
  s: ScopedDb,
  filter: LeadDashboardFilter,
  cutoff: Date,
  status?: EnquiryStatus,
): Promise<Map<string, number>> {
  const rows = await countsQuery(s, { ...filterValues(filter), cutoff, status: status ?? null });
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
