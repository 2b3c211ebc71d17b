/**
 * The benchmark's FLOOR (docs/performance.md): each scenario's page answered with the leanest SQL that
 * returns it, without Fastify, the guard or the token. One prepared statement per request (pg named queries
 * `{ name, text, values }`, planned once per connection: the benchmark sets plan_cache_mode = force_generic_plan on
 * the floor's connections): the page's keys come from an index-only range (or a top-N of an index order), only the
 * page's rows are joined, counts cover only what the app counts (current residents, one facility's open leads) from
 * the narrowest index, and the JSON the app answers is built from that one result. Dates and instants leave SQL as
 * text, so the pg driver and PGlite give the same values (the test runs the floor on PGlite too).
 *
 * The floor answers the same JSON as the app for the same request; `compareAnswers` (compare.ts) checks the ids,
 * counts and shape, in the benchmark (a warning) and in test/bench-floor.test.ts (a failure).
 */
import {
  CareType,
  careTypeName,
  type CareTypePicker,
  type DepartureReason,
  type DmfUnitCostCalculationType,
} from 'shared-domain/enums';
import { latestNow } from 'shared-domain/clock';
import { monthBounds } from 'shared-domain/calendar';
import { chargeAmounts, FEE_TYPE_ACCOUNT_KEYS } from 'shared-domain/reports/billing';
import { careTypesOf } from 'shared-domain/reports/filters';
import { daysBetween, melbourneToday, toMelbourneDate } from 'shared-domain/day';
import { accountBalance, accountTotals, depositBalance } from 'shared-domain/finance/fee-run';
import { dmfRowTotals, iluFinanceFigures } from 'shared-domain/ilu';
import { DMF_UNIT_COST_CALCULATION_TYPE_LABELS } from 'shared-domain/labels';
import { LEAD_COLUMNS } from 'shared-domain/leads';
import { rateOn, type ServiceRate } from 'shared-domain/optional-services';
import { residentDisplayLabel } from 'shared-domain/resident-labels';
import { ageOn, bedLabel, searchRow } from '../src/modules/residents/index';
import { supportedRatio } from '../src/modules/shell/service';
import { toCard, type Rates } from '../src/modules/leads/board/service';
import type { CardRow } from '../src/modules/leads/board/repository';
import { monthYearLabel, monthYearOf, firstDayOfMonthYear } from 'shared-domain/funding/month-year';
import { canFinaliseReconciliation } from 'shared-domain/funding/reconciliation';
import type { VarianceNoteEntry } from 'shared-domain/contracts/funding-statements';
import { toEvent, type EventFacts } from '../src/modules/funding/events/service';
import { listItem, paymentLine } from '../src/modules/funding/statements/common';
import type { LineRow } from '../src/modules/funding/statements/repository';
import { recipientsOf } from '../src/modules/funding/statements/reconciliation/service';

/** Runs one prepared statement (name: the statement's name on the connection). */
export type FloorQuery = <R>(name: string, text: string, values: unknown[]) => Promise<R[]>;

const ISO = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const careNumber = (name: string): CareType => CareType[careTypeName(name) ?? 'Permanent'];
const likePrefix = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';

// ---------------------------------------------------------------- resident lists

const LIST_ROW = `rs.id, r.id as resident_id, r.first_name, r.last_name, r.preferred_name, r.date_of_birth::text as date_of_birth,
  rs.care_type, rs.is_lead, rs.is_archived, rs.admission_date_utc::text as admission_date_utc,
  rs.departure_date_utc::text as departure_date_utc, rs.departure_reason, a.room_number, b.name as bed_name,
  ${ISO('rs.created_on_utc')} as created_on_utc, rs.independent_living_allocation_id,
  exists (select 1 from leaves l where l.residency_id = rs.id and l.return_date is null and not l.is_reversed and l.start_date <= $5::date) as is_on_leave`;
const LIST_JOINS = `join residencies rs on rs.id = page.residency_id
  join residents r on r.id = rs.resident_id
  left join beds b on b.id = rs.bed_id
  left join independent_living_allocations ila on ila.id = rs.independent_living_allocation_id
  left join accommodations a on a.id = coalesce(b.accommodation_id, ila.accommodation_id)`;

/** Current residents by name: the index order of resident_search's full-name rows, the page's rows joined after. */
const CURRENT_LIST = `
select c.total, c.facility_type, p.*
  from (select (select count(*)::int from residencies rs
                 where rs.facility_id = $1 and rs.admission_date_utc is not null and rs.departure_date_utc is null
                   and not rs.is_lead and rs.created_on_utc <= $2) as total,
               (select facility_type from facilities where id = $1) as facility_type) c
  left join lateral (
    select ${LIST_ROW}
      from (select s.residency_id, s.sort_last, s.sort_first
              from resident_search s join residencies k on k.id = s.residency_id
             where s.facility_id = $1 and s.bucket = 0 and s.name_key = s.sort_first || ' ' || s.sort_last
               and k.facility_id = $1 and not k.is_lead and k.admission_date_utc is not null and k.departure_date_utc is null
               and k.created_on_utc <= $2
             order by s.sort_last, s.sort_first, s.residency_id offset $3 limit $4) page
      ${LIST_JOINS}
     order by page.sort_last, page.sort_first, page.residency_id) p on true`;

/** Departed residents, latest departure first: a top-N over the departed index, the page's rows joined after. */
const DEPARTED_LIST = `
select c.total, c.facility_type, p.*
  from (select (select count(*)::int from residencies rs
                 where rs.facility_id = $1 and rs.departure_date_utc is not null and not rs.is_lead
                   and rs.admission_date_utc is not null and rs.created_on_utc <= $2) as total,
               (select facility_type from facilities where id = $1) as facility_type) c
  left join lateral (
    select ${LIST_ROW}
      from (select k.id as residency_id, k.departure_date_utc, q.last_name, q.first_name
              from residencies k join residents q on q.id = k.resident_id
             where k.facility_id = $1 and k.departure_date_utc is not null and not k.is_lead
               and k.admission_date_utc is not null and k.created_on_utc <= $2
             order by k.departure_date_utc desc, q.last_name, q.first_name, k.id offset $3 limit $4) page
      ${LIST_JOINS}
     order by page.departure_date_utc desc, page.last_name, page.first_name, page.residency_id) p on true`;

interface ListRow {
  total: number;
  facility_type: 'AgeCare' | 'IndependentLiving';
  id: number | null;
  resident_id: number;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  date_of_birth: string | null;
  care_type: string;
  is_lead: boolean;
  is_archived: boolean;
  admission_date_utc: string | null;
  departure_date_utc: string | null;
  departure_reason: string | null;
  room_number: string | null;
  bed_name: string | null;
  created_on_utc: string;
  independent_living_allocation_id: number | null;
  is_on_leave: boolean;
}

export interface PageQuery {
  skip?: number;
  take?: number;
  notIncludingItemsAfter?: string;
}

async function residentList(q: FloorQuery, facilityId: number, page: PageQuery, departed: boolean) {
  const today = melbourneToday();
  const cutoff = page.notIncludingItemsAfter ? new Date(page.notIncludingItemsAfter) : latestNow();
  const rows = await q<ListRow>(departed ? 'floor_departed' : 'floor_current', departed ? DEPARTED_LIST : CURRENT_LIST, [
    facilityId,
    cutoff.toISOString(),
    page.skip ?? 0,
    page.take ?? 25,
    today,
  ]);
  const facilityType = rows[0].facility_type;
  return {
    result: rows
      .filter((r) => r.id !== null)
      .map((r) => {
        const careType = careNumber(r.care_type);
        return {
          id: r.id!,
          residentId: r.resident_id,
          residencyId: r.id!,
          firstName: r.first_name,
          lastName: r.last_name,
          preferredName: r.preferred_name,
          dateOfBirth: r.date_of_birth,
          age: ageOn(r.date_of_birth, today),
          careType,
          isLead: r.is_lead,
          isArchived: r.is_archived,
          admissionDateUtc: r.admission_date_utc,
          departureDateUtc: r.departure_date_utc,
          departureReason: r.departure_reason as DepartureReason | null,
          roomNumber: r.room_number,
          bedName: r.bed_name,
          displayLabel: residentDisplayLabel(
            {
              careType,
              admissionDateUtc: r.admission_date_utc,
              departureDateUtc: r.departure_date_utc,
              isArchived: r.is_archived,
            },
            facilityType,
          ),
          isOnLeave: r.is_on_leave,
          facilityType,
          createdOnUtc: r.created_on_utc,
          independentLivingAllocationId: r.independent_living_allocation_id,
        };
      }),
    totalCount: rows[0].total,
    notIncludingItemsAfter: cutoff.toISOString(),
  };
}

// ---------------------------------------------------------------- dashboards

/** Open, started leave of the facility's current residents (what both dashboards list). */
const LEAVE_JSON = (types: string) => `(select coalesce(json_agg(json_build_object('residentId', x.rid, 'firstName', x.first_name,
    'lastName', x.last_name, 'type', x.type, 'startDateUtc', x.start_date, 'expectedReturnDateUtc', x.expected_return_date)
    order by x.expected_return_date asc nulls last, x.last_name, x.first_name), '[]')
  from (select r.id as rid, r.first_name, r.last_name, l.type, l.start_date::text as start_date, l.expected_return_date
          from residencies rs join leaves l on l.residency_id = rs.id join residents r on r.id = rs.resident_id
         where rs.facility_id = $1 and rs.admission_date_utc is not null and rs.departure_date_utc is null and not rs.is_lead
           and l.return_date is null and not l.is_reversed and l.start_date <= $2::date and l.type in (${types})) x)`;

const DASHBOARD = `
select (select count(*)::int from beds b where b.facility_id = $1 and b.is_active and not b.is_out_of_service) as beds,
       c.permanent, c.respite, c.supported, c.total, f.support_threshold::text as threshold,
       (select o.device_expiry_date::text from organisations o where o.id = f.organisation_id) as expiry,
       ${LEAVE_JSON(`'Hospital', 'Social', 'Emergency'`)} as leave
  from facilities f,
       (select count(*) filter (where rs.care_type = 'Permanent')::int as permanent,
               count(*) filter (where rs.care_type = 'Respite')::int as respite,
               count(*) filter (where rs.support_level = 'Supported')::int as supported, count(*)::int as total
          from residencies rs
         where rs.facility_id = $1 and rs.admission_date_utc is not null and rs.departure_date_utc is null and not rs.is_lead) c
 where f.id = $1`;

async function dashboard(q: FloorQuery, facilityId: number) {
  const today = melbourneToday();
  const [d] = await q<{
    beds: number;
    permanent: number;
    respite: number;
    supported: number;
    total: number;
    threshold: string;
    expiry: string | null;
    leave: unknown[];
  }>('floor_dashboard', DASHBOARD, [facilityId, today]);
  return {
    facilityResidencyStatistics: {
      residentOccupancyInfo: { registeredBeds: d.beds, respiteResidentCount: d.respite, permanentResidentCount: d.permanent },
      supportedResidentsInfo: {
        supportedRatio: supportedRatio(d.supported, d.total),
        supportThreshold: Number(d.threshold).toFixed(2),
      },
    },
    residentsOnLeave: d.leave,
    numberOfDaysToDeviceExpiry: d.expiry ? daysBetween(today, d.expiry) : null,
  };
}

const ILU_DASHBOARD = `
select (select coalesce(json_agg(json_build_object('accommodationId', a.id, 'roomNumber', a.room_number, 'accommodationName', t.name)
                 order by a.room_number), '[]')
          from accommodations a left join accommodation_types t on t.id = a.accommodation_type_id
         where a.facility_id = $1 and a.is_active and a.ilu_status = 'Available') as available,
       (select count(*)::int from accommodations a where a.facility_id = $1 and a.is_active) as total,
       (select count(*) filter (where a.ilu_status = 'Occupied')::int from accommodations a where a.facility_id = $1 and a.is_active) as occupied,
       (select coalesce(json_agg(json_build_object('id', e.id, 'deposit', e.deposit_paid_date, 'created', ${ISO('e.created_on')},
                 'accommodationId', e.accommodation_id,
                 'room', (select a.room_number from accommodations a where a.id = e.accommodation_id), 'firstId', p.first_id, 'first', p.first_name,
                 'second', p.second_name, 'tour', ${ISO('t.tour')}) order by e.created_on desc, e.id desc), '[]')
          from independent_living_allocations e
          left join lateral (select (array_agg(ar.resident_id order by ar.position, ar.resident_id))[1] as first_id,
                                    (array_agg(r.first_name || ' ' || r.last_name order by ar.position, ar.resident_id))[1] as first_name,
                                    (array_agg(r.first_name || ' ' || r.last_name order by ar.position, ar.resident_id))[2] as second_name
                               from ilu_allocation_residents ar join residents r on r.id = ar.resident_id
                              where ar.independent_living_allocation_id = e.id) p on true
          left join lateral (select max(t.tour_date_time) as tour from ilu_tours t
                              where t.independent_living_allocation_id = e.id and t.completed) t on true
         where e.facility_id = $1 and not e.is_archived and e.occupied_date is null) as enquiries,
       ${LEAVE_JSON(`'Hospital', 'Social', 'Respite'`)} as leave`;

interface IluEnquiry {
  id: number;
  deposit: string | null;
  created: string;
  accommodationId: number | null;
  room: string | null;
  firstId: number | null;
  first: string | null;
  second: string | null;
  tour: string | null;
}

async function iluDashboard(q: FloorQuery, facilityId: number) {
  const today = melbourneToday();
  const [d] = await q<{ available: unknown[]; total: number; occupied: number; enquiries: IluEnquiry[]; leave: unknown[] }>(
    'floor_ilu_dashboard',
    ILU_DASHBOARD,
    [facilityId, today],
  );
  const entry = (e: IluEnquiry) => ({
    firstResidentFullName: e.first,
    secondResidentFullName: e.second,
    independentLivingAllocationId: e.id,
    firstResidentId: e.firstId,
    depositPaidDateUtc: e.deposit,
    tourDateTime: e.tour,
    createdOnUtc: e.created,
    roomNumber: e.room,
  });
  const month = today.slice(0, 7);
  const deposits = d.enquiries.filter((e) => e.deposit && e.accommodationId !== null);
  const toured = d.enquiries.filter((e) => e.tour);
  const thisMonth = d.enquiries.filter((e) => toMelbourneDate(e.created).slice(0, 7) === month);
  return {
    iluFacilityStatistics: {
      iLuOccupancyInfo: { availableAccommodations: d.available, totalUnitCount: d.total, occupiedUnitCount: d.occupied },
      iluEnquiryInfo: {
        depositPaidAndUnitInfos: deposits.map(entry),
        iluTour: { iluTourCompletedList: toured.map(entry) },
        enquiryDetails: thisMonth.map(entry),
        enquiriesThisMonthCount: thisMonth.length,
        enquiriesOnATourCount: toured.length,
        enquiriesWithDepositPaidCount: deposits.length,
      },
    },
    residentsOnLeave: d.leave,
  };
}

// ---------------------------------------------------------------- search

/** The 10 residencies from resident_search alone (index-only range, top-N), then only those 10 joined. */
const SEARCH = `
select rs.id, r.id as "residentId", r.first_name, r.last_name, r.preferred_name, r.date_of_birth::text as date_of_birth, rs.care_type,
       rs.admission_date_utc::text as admission_date_utc, rs.departure_date_utc::text as departure_date_utc, rs.is_lead,
       rs.is_archived, rs.independent_living_allocation_id, a.room_number, f.facility_type
  from (select distinct residency_id, bucket, sort_last, sort_first
          from (select k.residency_id, k.bucket, k.sort_last, k.sort_first from resident_search k
                 where k.facility_id = $1 and k.name_key ~>=~ $4 and k.name_key ~<~ $5 and k.name_key like $2 and k.bucket <= $3
                 order by k.bucket, k.sort_last, k.sort_first, k.residency_id limit 30) keys
         order by bucket, sort_last, sort_first, residency_id limit 10) h
  join residencies rs on rs.id = h.residency_id and rs.facility_id = $1
  join residents r on r.id = rs.resident_id
  join facilities f on f.id = rs.facility_id
  left join beds b on b.id = rs.bed_id
  left join independent_living_allocations ila on ila.id = rs.independent_living_allocation_id
  left join accommodations a on a.id = coalesce(b.accommodation_id, ila.accommodation_id)
 order by h.bucket, h.sort_last, h.sort_first, h.residency_id`;

async function search(q: FloorQuery, facilityId: number, searchStr: string, includeDeparted: boolean) {
  if (!searchStr.trim()) return [];
  const text = searchStr.trim().toLowerCase().replace(/\s+/g, ' ');
  // The prefix as an index range too (byte order): a generic plan cannot turn `like $2` into one.
  const rows = await q<Parameters<typeof searchRow>[0]>('floor_search', SEARCH, [
    facilityId,
    likePrefix(text),
    includeDeparted ? 2 : 1,
    text,
    text + String.fromCodePoint(0x10ffff),
  ]);
  return rows.map(searchRow);
}

// ---------------------------------------------------------------- lead board

/**
 * Columns' counts (index-only over the open leads of one facility) and each asked column's page (index range of
 * (facility, status, order_number, id)); only the page's cards join the person, location, tour, class and rates.
 */
const LEAD_PAGES = `
with cnt as (
  select r.status, count(*)::int as n from residencies r
   where r.facility_id = $1 and r.is_lead and not r.is_archived and r.created_on_utc <= $2 and r.status = any($3::text[])
   group by r.status
), ids as (
  select st.o, x.id, x.order_number
    from unnest($3::text[]) with ordinality st(status, o)
   cross join lateral (select r.id, r.order_number from residencies r
                        where r.facility_id = $1 and r.is_lead and not r.is_archived and r.status = st.status and r.created_on_utc <= $2
                        order by r.order_number, r.id offset $4 limit $5) x
), rate as (
  select c.id, c.anacc_price_per_nwau::text as price from care_funding_rates c
   where c.organisation_id = (select f.organisation_id from facilities f where f.id = $1) and c.start_date <= $6::date
   order by c.start_date desc limit 1
), rates as (
  select (select price from rate) as price, (select id from rate) as rate_id
)
select (select coalesce(json_object_agg(status, n), '{}') from cnt) as counts, rates.price, c.*
  from rates left join lateral (
    select r.id as residency_id, r.resident_id, r.facility_id, p.first_name, p.last_name, p.sex, p.is_deceased, r.support_status,
           r.care_type, r.respite_care_level, r.adl, r.beh, r.chc, r.income_asset_status, r.status, r.order_number::text as order_number,
           r.is_archived, r.is_private_residency, r.contract_signed, r.preferred_facility_location_id, fl.name as location_name,
           ${ISO('r.created_on_utc')} as created_on_utc, r.requested_admission_date::text as requested_admission_date, r.version,
           r.is_lead, r.admission_date_utc::text as admission_date_utc, t.id as tour_id, ${ISO('t.tour_date_time')} as tour_date_time,
           t.is_completed as tour_is_completed, t.tour_facilitator_user_id, t.attendees, t.version as tour_version,
           tu.first_name || ' ' || tu.last_name as tour_facilitator_name, e.anacc_class,
           (select w.nwau::text from care_funding_rate_class_weights w
             where w.care_funding_rate_id = rates.rate_id and w.anacc_class = e.anacc_class) as nwau,
           exists (select 1 from residencies o where o.resident_id = r.resident_id and o.id <> r.id and o.admission_date_utc is not null)
             as has_previous_residency,
           ids.o
      from ids join residencies r on r.id = ids.id
      join residents p on p.id = r.resident_id
      left join facility_locations fl on fl.id = r.preferred_facility_location_id
      left join lead_tours t on t.residency_id = r.id
      left join users tu on tu.id = t.tour_facilitator_user_id
      left join lateral (select x.anacc_class from expected_anacc_classifications x where x.residency_id = r.id order by x.id desc limit 1) e on true
     order by ids.o, ids.order_number, ids.id) c on true`;

type LeadRow = CardRow & { counts: Record<string, number>; price: string | null; nwau: string | null; o: number | null };

async function leadPages(q: FloorQuery, facilityId: number, statuses: string[], skip: number, take: number, cutoff: Date) {
  const rows = await q<LeadRow>('floor_lead_pages', LEAD_PAGES, [
    facilityId,
    cutoff.toISOString(),
    statuses,
    skip,
    take,
    melbourneToday(),
  ]);
  const rates: Rates = { price: rows[0].price, nwau: new Map() };
  for (const r of rows) if (r.anacc_class !== null && r.nwau) rates.nwau.set(Number(r.anacc_class), r.nwau);
  const cards = rows.filter((r) => r.o !== null);
  return {
    counts: rows[0].counts,
    page: (status: string) => cards.filter((r) => r.status === status).map((r) => toCard(r, rates)),
  };
}

async function leadBoard(q: FloorQuery, facilityId: number, take: number) {
  const cutoff = latestNow();
  const { counts, page } = await leadPages(
    q,
    facilityId,
    LEAD_COLUMNS.map((c) => c.status),
    0,
    take,
    cutoff,
  );
  const out: Record<string, unknown> = {};
  for (const c of LEAD_COLUMNS)
    out[c.key] = { totalCount: counts[c.status] ?? 0, result: page(c.status), notIncludingItemsAfter: cutoff.toISOString() };
  return out;
}

async function leadColumn(q: FloorQuery, facilityId: number, status: string, skip: number, take: number) {
  const cutoff = latestNow();
  const { counts, page } = await leadPages(q, facilityId, [status], skip, take, cutoff);
  return { totalCount: counts[status] ?? 0, result: page(status), notIncludingItemsAfter: cutoff.toISOString() };
}

// ---------------------------------------------------------------- resident record

/** The residency the facility sees for the person (latest admitted, else latest) with everything the record shows. */
const RECORD = `
with rs as (
  select * from residencies x where x.facility_id = $1 and x.resident_id = $2
   order by (x.admission_date_utc is not null) desc, x.created_on_utc desc, x.id desc limit 1
)
select r.id, r.version, r.first_name, r.last_name, r.preferred_name, r.title, r.sex, r.date_of_birth::text as date_of_birth, r.email,
       r.street1, r.street2, r.suburb, r.state, r.post_code, r.country_id, c.name as country_name, r.medicare_number,
       r.medicare_expiry_year, r.medicare_member_number, r.care_recipient_id, r.residential_care_id, r.debtor, r.bill_payer_type,
       r.is_deceased, rs.id as residency_id, rs.facility_id, f.facility_type, f.name as facility_name, rs.care_type, rs.is_lead,
       rs.is_archived, rs.is_private_residency, rs.admission_date_utc::text as admission_date_utc,
       rs.requested_admission_date::text as requested_admission_date, rs.expected_departure_date::text as expected_departure_date,
       rs.departure_date_utc::text as departure_date_utc, rs.departure_reason, rs.pre_entry_leave_date::text as pre_entry_leave_date,
       ${ISO('rs.created_on_utc')} as created_on_utc, a.room_number, b.name as bed_name, rs.independent_living_allocation_id,
       rs.bed_id, rs.support_level, rs.contract_signed, rs.income_asset_status,
       (select coalesce(json_agg(json_build_object('kind', k.kind, 'id', k.id, 'title', k.title, 'firstName', k.first_name,
                 'lastName', k.last_name, 'phoneNumber', k.phone_number, 'phoneNumberAlternate', k.phone_number_alternate,
                 'contactNotes', k.contact_notes,
                 'relationships', (select coalesce(json_agg(json_build_object('id', rl.id, 'name', rl.name) order by rl.name), '[]')
                                     from resident_contact_relationships cr join relationships rl on rl.id = cr.relationship_id
                                    where cr.contact_id = k.id),
                 'email', k.email, 'street1', k.street1, 'street2', k.street2, 'suburb', k.suburb, 'state', k.state,
                 'postCode', k.post_code, 'countryId', k.country_id, 'country', kc.name) order by k.kind, k.position, k.id), '[]')
          from resident_contacts k left join countries kc on kc.id = k.country_id where k.resident_id = r.id) as contacts,
       (select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name), '[]')
          from resident_enquiry_sources l join enquiry_sources e on e.id = l.enquiry_source_id where l.resident_id = r.id) as sources,
       (select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name), '[]')
          from resident_religions l join religions e on e.id = l.religion_id where l.resident_id = r.id) as religions,
       (select coalesce(array_agg(s.specialised_care_id order by s.specialised_care_id), '{}')
          from resident_specialised_care s where s.resident_id = r.id) as specialised,
       (select json_build_object('ccEmail', d.cc_email, 'isInvoiceEmail', d.is_invoice_email, 'isInvoicePost', d.is_invoice_post,
                 'paymentMethod', d.payment_method, 'accountName', d.account_name, 'bankName', d.bank_name, 'bsb', d.bsb,
                 'accountNumber', d.account_number, 'isDrawdownDap', d.is_drawdown_dap, 'isDrawdownFees', d.is_drawdown_fees,
                 'isDrawdownExtraServices', d.is_drawdown_extra_services)
          from resident_bill_payer_details d where d.resident_id = r.id) as bill_payer,
       (select ${ISO('ph.photo_taken_date_utc')} from resident_photos ph where ph.resident_id = r.id) as photo,
       (select json_build_object('id', l.id, 'type', l.type, 'kind', l.kind, 'startDateUtc', l.start_date, 'returnDateUtc', l.return_date,
                 'expectedReturnDateUtc', l.expected_return_date, 'leaveStartTimeLocalString', l.start_time_local,
                 'leaveReturnTimeLocalString', l.return_time_local,
                 'isRespiteLeaveWithinOrganisation', l.is_respite_leave_within_organisation, 'isPrivateResidency', rs.is_private_residency,
                 'version', l.version)
          from leaves l where l.residency_id = rs.id and l.return_date is null and not l.is_reversed
         order by l.start_date desc limit 1) as leave,
       (select json_build_object('name', trim(u.first_name || ' ' || u.last_name), 'atUtc', ${ISO('lc.at')})
          from (select a.user_id, a.at, a.id from audit_log a
                 where a.entity = 'resident' and a.entity_id = r.id::text and a.facility_id = $1 and a.user_id is not null
                union all
                select a.user_id, a.at, a.id from audit_log a
                 where a.entity = 'residency' and a.entity_id = rs.id::text and a.facility_id = $1 and a.user_id is not null) lc
          join users u on u.id = lc.user_id and u.organisation_id = f.organisation_id
         order by lc.at desc, lc.id desc limit 1) as last_change
  from rs join residents r on r.id = rs.resident_id
  join facilities f on f.id = rs.facility_id
  left join beds b on b.id = rs.bed_id
  left join independent_living_allocations ila on ila.id = rs.independent_living_allocation_id
  left join accommodations a on a.id = coalesce(b.accommodation_id, ila.accommodation_id)
  left join countries c on c.id = r.country_id`;

type Json = Record<string, unknown>;

async function record(q: FloorQuery, facilityId: number, residentId: number): Promise<Json | null> {
  const [r] = await q<Json & { contacts: Json[]; bill_payer: Json | null }>('floor_record', RECORD, [facilityId, residentId]);
  if (!r) return null;
  const bpt = r.bill_payer_type as string;
  const contact = (c: Json | undefined, isBillPayer: boolean) => {
    if (!c) return null;
    const { kind: _kind, ...details } = c;
    return { ...details, isBillPayer, billPayerDetail: isBillPayer ? r.bill_payer : null };
  };
  const admission = r.admission_date_utc as string | null;
  const departure = r.departure_date_utc as string | null;
  return {
    id: r.id,
    residentId: r.id,
    residencyId: r.residency_id,
    facilityId: r.facility_id,
    facilityType: r.facility_type,
    facilityName: r.facility_name,
    version: r.version,
    firstName: r.first_name,
    lastName: r.last_name,
    preferredName: r.preferred_name,
    title: r.title,
    sex: r.sex,
    dateOfBirth: r.date_of_birth,
    email: r.email,
    street1: r.street1,
    street2: r.street2,
    suburb: r.suburb,
    state: r.state,
    stateDescription: null,
    postCode: r.post_code,
    countryId: r.country_id,
    country: r.country_name,
    careType: careNumber(r.care_type as string),
    isLead: r.is_lead,
    isAdmitted: !!admission,
    isDeparted: !!departure,
    isArchived: r.is_archived,
    isPrivateResidency: r.is_private_residency,
    admissionDateUtc: admission,
    requestedAdmissionDateUtc: r.requested_admission_date,
    expectedDepartureDateUtc: r.expected_departure_date,
    departureDateUtc: departure,
    departureReason: r.departure_reason,
    preEntryLeaveDateUtc: r.pre_entry_leave_date,
    medicareNumber: r.medicare_number,
    medicareExpiryYear: r.medicare_expiry_year,
    medicareMemberNumber: r.medicare_member_number,
    careRecipientId: r.care_recipient_id,
    residentialCareId: r.residential_care_id,
    debtor: r.debtor,
    billPayerType: bpt,
    billPayerDetail: r.bill_payer,
    primaryContact: contact(
      r.contacts.find((c) => c.kind === 'Primary'),
      bpt === 'PrimaryContact',
    ),
    secondaryContact: contact(
      r.contacts.find((c) => c.kind === 'Secondary'),
      bpt === 'SecondaryContact',
    ),
    otherContacts: r.contacts.filter((c) => c.kind === 'Other').map((c) => contact(c, false)),
    enquirySources: r.sources,
    religions: r.religions,
    lastChange: r.last_change,
    specialisedCareIds: r.specialised,
    nameOfCare: null,
    leave: r.leave,
    createdOnUtc: r.created_on_utc,
    assignedAccommodationAndBed: r.room_number
      ? [r.room_number, r.bed_name && r.bed_name !== 'Bed' ? r.bed_name : null].filter(Boolean).join(' ')
      : null,
    roomNumber: r.room_number,
    bedName: r.bed_name,
    independentLivingAllocationId: r.independent_living_allocation_id,
    bedId: r.bed_id,
    isResidentConnectedToExternalSystem: false,
    supportLevel: r.support_level,
    contractSigned: r.contract_signed,
    isDeceased: r.is_deceased,
    incomeAssetStatus: r.income_asset_status,
    hasPhoto: !!r.photo,
    photoTakenDateUtc: r.photo ?? null,
  };
}

// ---------------------------------------------------------------- resident accounts (resident finance)

/** The resident's residency at the facility the way `resolve.resident` picks it: admitted first, then the latest. */
const RESIDENCY = `select r.id from residencies r where r.resident_id = $2 and r.facility_id = $1
  order by (r.admission_date_utc is not null) desc, r.created_on_utc desc, r.id desc limit 1`;

/** The account's page (latest entry first) with its count, both up to the cut-off, from the residency index. */
const TRANSACTIONS = `
with rs as (${RESIDENCY})
select c.total, p.*
  from rs
  cross join lateral (select count(*)::int as total from resident_ledger_entries e
                       where e.residency_id = rs.id and e.created_on_utc <= $3) c
  left join lateral (
    select e.id::int as id, e.entry_date::text as entry_date, to_char(e.period, 'YYYY-MM') as period, e.kind, e.fee_type,
           e.description, e.days, e.account_amount::text as account_amount, e.deposit_amount::text as deposit_amount,
           e.reverses_entry_id::int as reverses_entry_id,
           exists (select 1 from resident_ledger_entries x where x.reverses_entry_id = e.id) as is_reversed,
           e.fee_run_id, e.explanation, ${ISO('e.created_on_utc')} as created_on_utc
      from resident_ledger_entries e
     where e.residency_id = rs.id and e.created_on_utc <= $3
     order by e.entry_date desc, e.id desc offset $4 limit $5) p on true`;

interface EntryRow {
  total: number;
  id: number | null;
  entry_date: string;
  period: string;
  kind: string;
  fee_type: string | null;
  description: string;
  days: number | null;
  account_amount: string;
  deposit_amount: string;
  reverses_entry_id: number | null;
  is_reversed: boolean;
  fee_run_id: number | null;
  explanation: Json | null;
  created_on_utc: string;
}

async function transactions(q: FloorQuery, facilityId: number, residentId: number, page: PageQuery) {
  const cutoff = page.notIncludingItemsAfter ? new Date(page.notIncludingItemsAfter) : latestNow();
  const rows = await q<EntryRow>('floor_transactions', TRANSACTIONS, [
    facilityId,
    residentId,
    cutoff.toISOString(),
    page.skip ?? 0,
    page.take ?? 25,
  ]);
  if (!rows.length) return null;
  return {
    result: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id,
        entryDate: r.entry_date,
        period: r.period,
        kind: r.kind,
        feeType: r.fee_type,
        description: r.description,
        days: r.days,
        accountAmount: r.account_amount,
        depositAmount: r.deposit_amount,
        reversesEntryId: r.reverses_entry_id,
        isReversed: r.is_reversed,
        feeRunId: r.fee_run_id,
        explanation: r.explanation,
        transactionDateUtc: r.created_on_utc,
      })),
    totalCount: rows[0].total,
    notIncludingItemsAfter: cutoff.toISOString(),
  };
}

/** The account's totals by kind (one aggregate over the residency index), explained by the app's own functions. */
const BALANCE = `
with rs as (${RESIDENCY})
select rs.id, t.kind, t.account, t.deposit
  from rs left join lateral (
    select e.kind, sum(e.account_amount)::text as account, sum(e.deposit_amount)::text as deposit
      from resident_ledger_entries e where e.residency_id = rs.id group by e.kind) t on true`;

async function balance(q: FloorQuery, facilityId: number, residentId: number) {
  const rows = await q<{ id: number; kind: string | null; account: string; deposit: string }>('floor_balance', BALANCE, [
    facilityId,
    residentId,
  ]);
  if (!rows.length) return null;
  const totals = accountTotals(rows);
  return { balance: accountBalance(totals), depositBalance: depositBalance(totals) };
}

// ---------------------------------------------------------------- funding

/**
 * The events page's filters as one condition on `m` (null parameters: no filter). Melbourne days, as the app's.
 * $1 facility, $2 cut-off, $3 request types, $4 response types, $5 residents, $6 from day, $7 to day.
 */
const EVENT_FILTER = `m.facility_id = $1 and m.created_on_utc <= $2
  and ($3::text[] is null or m.request_type = any($3)) and ($4::text[] is null or m.status = any($4))
  and ($5::int[] is null or m.resident_id = any($5))
  and ($6::date is null or (m.created_on_utc at time zone 'Australia/Melbourne')::date >= $6)
  and ($7::date is null or (m.created_on_utc at time zone 'Australia/Melbourne')::date <= $7)`;

/** The page of events (newest first) with their count, person, stay event and where the person stands now. */
const MEDICARE_EVENTS = `
select c.total, p.*
  from (select count(*)::int as total from medicare_submissions m where ${EVENT_FILTER}) c
  left join lateral (
    select m.id::int as id, m.unique_event_id, m.request_type, m.status, m.status_reason, m.processing_status, m.processing_reason,
           m.attempts, m.claim_month::text as claim_month, m.resident_id, m.residency_id, m.residency_event_id::int as residency_event_id,
           ${ISO('m.created_on_utc')} as created_on_utc, ${ISO('m.processed_on_utc')} as processed_on_utc, m.version,
           q.first_name, q.last_name, r.palliative_status, r.departure_date_utc::text as departure_date_utc, e.is_reversed, e.leave_id,
           l.id as latest_id, l.facility_id as latest_facility_id, l.is_lead as latest_is_lead,
           l.departure_date_utc::text as latest_departure, l.name as latest_facility_name
      from (select m.* from medicare_submissions m where ${EVENT_FILTER}
             order by m.created_on_utc desc, m.id desc offset $8 limit $9) m
      left join residencies r on r.id = m.residency_id
      left join residents q on q.id = m.resident_id
      left join residency_events e on e.id = m.residency_event_id
      left join lateral (select x.id, x.facility_id, x.is_lead, x.departure_date_utc, f.name
                           from residencies x join facilities f on f.id = x.facility_id
                          where x.resident_id = m.resident_id and not x.is_archived
                            and f.organisation_id = (select organisation_id from facilities where id = $1)
                          order by x.id desc limit 1) l on true
     order by m.created_on_utc desc, m.id desc) p on true`;

type EventFloorRow = EventFacts & {
  total: number;
  latest_id: number | null;
  latest_facility_id: number;
  latest_is_lead: boolean;
  latest_departure: string | null;
  latest_facility_name: string;
};

async function medicareEvents(q: FloorQuery, facilityId: number, p: URLSearchParams, page: PageQuery) {
  const cutoff = page.notIncludingItemsAfter ? new Date(page.notIncludingItemsAfter) : latestNow();
  const list = (name: string) => (p.getAll(name).length ? p.getAll(name) : null);
  const residents = list('selectedResidentIds');
  const rows = await q<EventFloorRow>('floor_medicare_events', MEDICARE_EVENTS, [
    facilityId,
    cutoff.toISOString(),
    list('eventTypes'),
    list('responseTypes'),
    residents && [...new Set(residents.map(Number))],
    p.get('fromDate'),
    p.get('toDate'),
    page.skip ?? 0,
    page.take ?? 25,
  ]);
  return {
    result: rows
      .filter((r) => r.id !== null)
      .map((r) =>
        toEvent(
          facilityId,
          r,
          r.latest_id === null
            ? undefined
            : {
                id: r.latest_id,
                facility_id: r.latest_facility_id,
                is_lead: r.latest_is_lead,
                departure_date_utc: r.latest_departure,
                facility_name: r.latest_facility_name,
              },
        ),
      ),
    totalCount: rows[0].total,
    notIncludingItemsAfter: cutoff.toISOString(),
  };
}

/** The facility's statement months up to this one, newest first (the list's columns only). */
const STATEMENT_LIST = `
select s.id, s.statement_month::text as statement_month, ${ISO('s.fetched_on_utc')} as fetched_on_utc,
       s.expected_total::text as expected_total, s.actual_total::text as actual_total,
       ${ISO('s.variance_built_on_utc')} as variance_built_on_utc, s.is_claim_finalised, s.is_reconciliation_finalised
  from medicare_statements s
 where s.facility_id = $1 and s.statement_month <= $2::date
 order by s.statement_month desc`;

async function statementList(q: FloorQuery, facilityId: number) {
  const rows = await q<{
    id: number;
    statement_month: string;
    fetched_on_utc: string | null;
    expected_total: string | null;
    actual_total: string | null;
    variance_built_on_utc: string | null;
    is_claim_finalised: boolean;
    is_reconciliation_finalised: boolean;
  }>('floor_statement_list', STATEMENT_LIST, [facilityId, `${melbourneToday().slice(0, 7)}-01`]);
  const at = (v: string | null) => (v === null ? null : new Date(v));
  return rows.map((r) =>
    listItem({ ...r, fetched_on_utc: at(r.fetched_on_utc), variance_built_on_utc: at(r.variance_built_on_utc) }),
  );
}

/**
 * The month's statement with every line (once its variance is built) in the screen's order, each with its notes: the
 * lines from the statement index, the notes from the line index.
 */
const VARIANCE_PAYMENTS = `
select s.id as statement_id, s.statement_month::text as statement_month, s.is_claim_finalised, s.is_reconciliation_finalised,
       s.variance_built_on_utc is not null as built, l.*
  from medicare_statements s
  left join lateral (
    select l.id::int as id, l.version, l.statement_type::int as statement_type, l.care_type, l.care_recipient_id, l.first_name, l.last_name,
           l.adjustment_month::text as adjustment_month, l.payment_type, l.paid_care, l.unpaid_care, l.paid_leave_social,
           l.paid_leave_hospital, l.paid_leave_transition, l.daily_rate::text as daily_rate, l.amount_due::text as amount_due,
           l.action, l.group_identifier::text as group_identifier, l.cause, l.carried_over_from_line_id::int as carried_over_from_line_id,
           (select json_agg(json_build_object('id', n.id, 'note', n.note, 'entryDateTime', ${ISO('n.created_on_utc')},
                     'firstName', coalesce(u.first_name, ''), 'lastName', coalesce(u.last_name, ''), 'isCarringOver', n.is_carrying_over)
                     order by n.created_on_utc, n.id)
              from medicare_statement_notes n left join users u on u.id = n.created_by_user_id where n.line_id = l.id) as notes
      from medicare_statement_lines l
     where l.statement_id = s.id and s.variance_built_on_utc is not null
     order by l.care_type, l.last_name, l.first_name, l.care_recipient_id, l.statement_type, l.adjustment_month, l.id) l on true
 where s.facility_id = $1 and s.statement_month = $2::date`;

type VarianceFloorRow = LineRow & {
  statement_id: number;
  statement_month: string;
  is_claim_finalised: boolean;
  is_reconciliation_finalised: boolean;
  built: boolean;
  notes: VarianceNoteEntry[] | null;
};

async function variancePayments(q: FloorQuery, facilityId: number, monthAndYear: string) {
  const first = firstDayOfMonthYear(monthAndYear);
  if (first === null) return null;
  const rows = await q<VarianceFloorRow>('floor_variance_payments', VARIANCE_PAYMENTS, [facilityId, first]);
  if (!rows.length) return null;
  const notes = new Map<number, VarianceNoteEntry[]>();
  for (const r of rows) if (r.notes) notes.set(r.id, r.notes);
  const lines = rows.filter((r) => r.id !== null).map((r) => paymentLine(r, notes));
  const h = rows[0];
  const month = monthYearOf(h.statement_month);
  return {
    statementId: h.statement_id,
    monthAndYear: month,
    statementFullMonthAndYear: monthYearLabel(month),
    isClaimFinalised: h.is_claim_finalised,
    isReconciliationFinalised: h.is_reconciliation_finalised,
    canFinalise: h.built && canFinaliseReconciliation(lines, h.is_reconciliation_finalised),
    respitePaymentVariance: recipientsOf(lines.filter((l) => l.careType === 'Respite')),
    permanentPaymentVariance: recipientsOf(lines.filter((l) => l.careType === 'Permanent')),
  };
}

// ---------------------------------------------------------------- routing

// ---------------------------------------------------------------- the independent-living finance screen

/**
 * The allocation with its unit, the facility's billing flag, the responsible resident and, as JSON, its DMF schedule,
 * ingoing contribution entries and people (each with their bill payer contact's name and their optional services with
 * the services' rates): one statement, the allocation by its key.
 */
const ILU_FEES = `
select ila.id, ila.version, ila.accommodation_id, a.room_number, t.name as unit_type, t.price::text as type_price, l.name as location,
       ila.published_price::text as published_price, ila.agreed_price::text as agreed_price,
       ila.contract_signed_date::text as contract_signed_date, ila.deposit_paid_date::text as deposit_paid_date,
       ila.balance_paid_date::text as balance_paid_date, ila.occupied_date::text as occupied_date,
       ila.departure_date::text as departure_date, ila.settlement_date::text as settlement_date,
       ila.settlement_price::text as settlement_price, ila.is_settled, ila.dmf_calculation_type,
       ila.dmf_minimum_rate::text as dmf_minimum_rate, ila.resident_capital_gain_rate::text as gain_rate,
       ila.resident_capital_loss_rate::text as loss_rate, ila.additional_costs::text as additional_costs,
       ila.calculated_ingoing_contribution::text as calculated, ila.responsible_residency_id, rp.id as responsible_resident_id,
       rp.first_name || ' ' || rp.last_name as responsible_resident, f.is_billing_integrated,
       (select coalesce(json_agg(json_build_object('m', d.effective_month, 'v', d.value::text, 'n', d.fee_order_number)
                 order by d.fee_order_number), '[]')
          from ilu_dmf_schedule_rows d where d.independent_living_allocation_id = ila.id) as schedule,
       (select coalesce(json_agg(json_build_object('id', c.id, 'd', c.effective_from_date, 'v', c.value::text)
                 order by c.effective_from_date, c.id), '[]')
          from ilu_ingoing_contributions c where c.independent_living_allocation_id = ila.id) as ingoing,
       (select coalesce(json_agg(json_build_object('residencyId', rs.id, 'residentId', p.id, 'first', p.first_name, 'last', p.last_name,
                 'payer', p.bill_payer_type,
                 'contact', (select c.first_name || ' ' || c.last_name from resident_contacts c
                              where c.resident_id = p.id and c.kind = case p.bill_payer_type when 'PrimaryContact' then 'Primary'
                                                                     when 'SecondaryContact' then 'Secondary' end
                              order by c.position, c.id limit 1),
                 'services', (select coalesce(json_agg(json_build_object('id', x.id, 'optionalServiceId', x.optional_service_id,
                                  'typeDescription', o.type_description, 'billingPeriod', o.billing_period, 'startDate', x.start_date,
                                  'endDate', x.end_date, 'version', x.version,
                                  'rates', (select json_agg(json_build_object('startDate', r.start_date, 'endDate', r.end_date,
                                                   'value', r.value::text) order by r.start_date)
                                              from optional_service_rates r where r.optional_service_id = o.id))
                                  order by x.start_date, x.id), '[]')
                                from residency_optional_services x join optional_services o on o.id = x.optional_service_id
                               where x.residency_id = rs.id))
                 order by ar.position nulls last, rs.id), '[]')
          from residencies rs join residents p on p.id = rs.resident_id
          left join ilu_allocation_residents ar on ar.independent_living_allocation_id = ila.id and ar.resident_id = rs.resident_id
         where rs.independent_living_allocation_id = ila.id and rs.facility_id = $1) as people
  from independent_living_allocations ila
  join facilities f on f.id = ila.facility_id
  left join accommodations a on a.id = ila.accommodation_id
  left join accommodation_types t on t.id = a.accommodation_type_id
  left join facility_locations l on l.id = a.facility_location_id
  left join residencies rr on rr.id = ila.responsible_residency_id
  left join residents rp on rp.id = rr.resident_id
 where ila.id = $2 and ila.facility_id = $1`;

interface IluFeesRow {
  id: number;
  version: number;
  accommodation_id: number | null;
  room_number: string | null;
  unit_type: string | null;
  type_price: string | null;
  location: string | null;
  published_price: string | null;
  agreed_price: string | null;
  contract_signed_date: string | null;
  deposit_paid_date: string | null;
  balance_paid_date: string | null;
  occupied_date: string | null;
  departure_date: string | null;
  settlement_date: string | null;
  settlement_price: string | null;
  is_settled: boolean;
  dmf_calculation_type: DmfUnitCostCalculationType;
  dmf_minimum_rate: string | null;
  gain_rate: string | null;
  loss_rate: string | null;
  additional_costs: string | null;
  calculated: string | null;
  responsible_residency_id: number | null;
  responsible_resident_id: number | null;
  responsible_resident: string | null;
  is_billing_integrated: boolean;
  schedule: Array<{ m: number; v: string; n: number }>;
  ingoing: Array<{ id: number; d: string; v: string }>;
  people: Array<{
    residencyId: number;
    residentId: number;
    first: string;
    last: string;
    payer: 'Resident' | 'PrimaryContact' | 'SecondaryContact';
    contact: string | null;
    services: Array<{
      id: number;
      optionalServiceId: number;
      typeDescription: string;
      billingPeriod: string;
      startDate: string;
      endDate: string | null;
      version: number;
      rates: ServiceRate[] | null;
    }>;
  }>;
}

async function iluFees(q: FloorQuery, facilityId: number, allocationId: number) {
  const today = melbourneToday();
  const [r] = await q<IluFeesRow>('floor_ilu_fees', ILU_FEES, [facilityId, allocationId]);
  if (!r) return null;
  const schedule = r.schedule.map((x) => ({ effectiveMonth: x.m, value: x.v }));
  const f = iluFinanceFigures({
    calculationType: r.dmf_calculation_type,
    agreedPrice: r.agreed_price,
    settlementPrice: r.settlement_price,
    admissionDate: r.occupied_date,
    vacatingDate: r.departure_date,
    today,
    minimumRate: r.dmf_minimum_rate,
    schedule,
    capitalGainRate: r.gain_rate,
    capitalLossRate: r.loss_rate,
    ingoingEntries: r.ingoing.map((e) => ({ effectiveFromDate: e.d, value: e.v })),
    billingIntegrated: r.is_billing_integrated,
    externalIngoingContribution: r.calculated,
    additionalCosts: r.additional_costs,
  });
  const totals = dmfRowTotals(schedule);
  return {
    independentLivingAllocationId: r.id,
    version: r.version,
    isBillingIntegratedFacility: r.is_billing_integrated,
    assignedAccommodationDto:
      r.accommodation_id === null
        ? null
        : {
            accommodationId: r.accommodation_id,
            unitNumber: r.room_number ?? '',
            unitType: r.unit_type,
            location: r.location,
            independentLivingAllocationId: r.id,
          },
    financialSummaryAndUnitCostsDto: {
      publishedPrice: r.published_price ?? (r.accommodation_id === null ? null : r.type_price),
      responsibleResidentId: r.responsible_resident_id,
      responsibleResident: r.responsible_resident,
      responsibleResidencyId: r.responsible_residency_id,
      contractSignedDateUtc: r.contract_signed_date,
      depositPaidDateUtc: r.deposit_paid_date,
      balancePaidDateUtc: r.balance_paid_date,
      settlementPrice: r.settlement_price,
      settlementDateUtc: r.settlement_date,
      agreedPrice: r.agreed_price,
      residentCapitalGainRate: r.gain_rate,
      residentCapitalLossRate: r.loss_rate,
      additionalCosts: r.additional_costs,
      calculatedIngoingContributionFromTechone: r.calculated,
      dmfCalculationDateUtc: f.calculationDate.value,
      dmfUnitPrice: f.dmfUnitPrice.value,
      ingoingContribution: f.ingoingContribution.value,
      accruedDmf: f.accruedDmf.value,
      capitalGain: f.capitalGain.value,
      estimatedRefund: f.estimatedRefund.value,
    },
    ingoingContributionEntries: r.ingoing.map((e) => ({ id: e.id, effectiveFromDate: e.d, value: e.v })),
    vacatingDateUtc: r.departure_date,
    admissionDateUtc: r.occupied_date,
    isSettled: r.is_settled,
    deferredManagementFeeDto: {
      minimumRate: r.dmf_minimum_rate,
      dmfUnitCostCalculationType: r.dmf_calculation_type,
      dmfUnitCostCalculationTypeDescription: DMF_UNIT_COST_CALCULATION_TYPE_LABELS[r.dmf_calculation_type],
      independentLivingAllocationId: r.id,
      deferredManagementFeesSchedule: r.schedule.length
        ? r.schedule.map((x, i) => ({
            effectiveMonth: x.m,
            value: x.v,
            total: totals[i],
            feeOrderNumber: x.n,
            independentLivingAllocationId: r.id,
          }))
        : [{ effectiveMonth: null, value: null, total: null, feeOrderNumber: 1, independentLivingAllocationId: r.id }],
    },
    iluResidencyFinanceFees: r.people.map((p) => ({
      residencyId: p.residencyId,
      residentId: p.residentId,
      residentName: `${p.first} ${p.last}`,
      billPayerType: p.payer,
      billPayerFullName: p.payer === 'Resident' ? `${p.first} ${p.last}` : p.contact,
      optionalServices: p.services.map((o) => ({
        id: o.id,
        optionalServiceId: o.optionalServiceId,
        typeDescription: o.typeDescription,
        billingPeriod: o.billingPeriod,
        startDate: o.startDate,
        endDate: o.endDate,
        currentRate: rateOn(o.rates ?? [], today),
        applicableRatesList: (o.rates ?? []).map((x) => ({ startDate: x.startDate, endDate: x.endDate ?? null, value: x.value })),
        version: o.version,
      })),
    })),
  };
}

// ---------------------------------------------------------------- billing

/**
 * The sundry charges' page, latest invoice first: the count of the facility's charges up to the cut-off (of the status
 * asked), and the page's keys as a top-N of the list index, the page's rows joined to their users and line counts after.
 * $1 facility, $2 cut-off, $3 status (All, Draft, Posted), $4 skip, $5 take.
 */
const SUNDRY_FILTER = `sc.facility_id = $1 and sc.created_on_utc <= $2
  and ($3::text = 'All' or ($3::text = 'Draft') = (sc.posted_on_utc is null))`;
const SUNDRY_LIST = `
select c.total, p.*
  from (select count(*)::int as total from sundry_charges sc where ${SUNDRY_FILTER}) c
  left join lateral (
    select sc.id, sc.version, sc.description, sc.invoice_date::text as invoice_date, sc.total::text as amount,
           sc.gst_inclusive, sc.split_bill_evenly, ${ISO('sc.created_on_utc')} as created_on_utc,
           ${ISO('sc.modified_on_utc')} as modified_on_utc, ${ISO('sc.posted_on_utc')} as posted_on_utc,
           nullif(trim(concat_ws(' ', mu.first_name, mu.last_name)), '') as modified_by_name,
           nullif(trim(concat_ws(' ', pu.first_name, pu.last_name)), '') as posted_by_name,
           (select count(*)::int from sundry_charge_lines l where l.sundry_charge_id = sc.id) as residents_count
      from (select sc.* from sundry_charges sc where ${SUNDRY_FILTER}
             order by sc.invoice_date desc, sc.id desc offset $4 limit $5) sc
      left join users mu on mu.id = sc.modified_by_user_id
      left join users pu on pu.id = sc.posted_by_user_id
     order by sc.invoice_date desc, sc.id desc) p on true`;

interface SundryFloorRow {
  total: number;
  id: number | null;
  version: number;
  description: string;
  invoice_date: string;
  amount: string;
  gst_inclusive: boolean;
  split_bill_evenly: boolean;
  created_on_utc: string;
  modified_on_utc: string;
  posted_on_utc: string | null;
  modified_by_name: string | null;
  posted_by_name: string | null;
  residents_count: number;
}

async function sundryList(q: FloorQuery, facilityId: number, status: string, page: PageQuery) {
  const cutoff = page.notIncludingItemsAfter ? new Date(page.notIncludingItemsAfter) : latestNow();
  const rows = await q<SundryFloorRow>('floor_sundry_list', SUNDRY_LIST, [
    facilityId,
    cutoff.toISOString(),
    status,
    page.skip ?? 0,
    page.take ?? 25,
  ]);
  return {
    result: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id,
        version: r.version,
        description: r.description,
        invoiceDateUtc: r.invoice_date,
        total: r.amount,
        status: r.posted_on_utc ? 'Posted' : 'Draft',
        draft: !r.posted_on_utc,
        gstInclusive: r.gst_inclusive,
        splitBillEvenly: r.split_bill_evenly,
        residentsCount: r.residents_count,
        createdOnUtc: r.created_on_utc,
        modifiedOnUtc: r.modified_on_utc,
        modifiedByName: r.modified_by_name,
        postedDateUtc: r.posted_on_utc,
        postedByName: r.posted_by_name,
      })),
    totalCount: rows[0]?.total ?? 0,
    notIncludingItemsAfter: cutoff.toISOString(),
  };
}

/**
 * The floor's answer to a request path (the app's path and query, e.g. `/api/residents?facilityId=1&skip=25&take=25`):
 * `undefined` for a path it does not serve, `null` for "not found".
 */
// ---------------------------------------------------------------- reports

/**
 * The movements report's page over a date range: each kind of movement from its own narrow scan (admissions and
 * departures of the facility's residencies, the leaves of those residencies), one union sorted once; only the page's
 * rows are joined to their person and bed; the count over the same union.
 */
const MOVEMENTS = `with stays as (
    select r.id, r.admission_date_utc, r.departure_date_utc, r.departure_to_facility_id, r.departure_reason
      from residencies r
     where r.facility_id = $1 and not r.is_lead and r.admission_date_utc is not null and r.admission_date_utc <= $3::date
       and (r.departure_date_utc is null or r.departure_date_utc >= $2::date) and r.care_type = any($6::text[])),
  m as (
    select s.id as residency_id, 'Admission' as movement, s.admission_date_utc as date, null::text as details, 1 as seq, 0 as ref
      from stays s where s.admission_date_utc >= $2::date
    union all
    select l.residency_id, 'Leave', l.start_date, l.type, 2, l.id from leaves l join stays s on s.id = l.residency_id
     where not l.is_reversed and l.start_date between $2::date and $3::date
    union all
    select l.residency_id, 'Return from leave', l.return_date, l.type, 3, l.id from leaves l join stays s on s.id = l.residency_id
     where not l.is_reversed and l.return_date between $2::date and $3::date
    union all
    select s.id, case when s.departure_to_facility_id is not null then 'Transfer' else 'Departure' end, s.departure_date_utc,
           case when s.departure_to_facility_id is not null
             then (select f.name from facilities f where f.id = s.departure_to_facility_id) else s.departure_reason end, 4, 0
      from stays s where s.departure_date_utc <= $3::date),
  page as (select * from m order by date, seq, residency_id, ref offset $4 limit $5)
  select page.residency_id, page.movement, page.date::text as date, page.details, page.seq, page.ref,
         p.first_name, p.last_name, r.care_type, a.room_number, b.name as bed_name, (select count(*)::int from m) as total
    from page join residencies r on r.id = page.residency_id join residents p on p.id = r.resident_id
    left join beds b on b.id = r.bed_id left join accommodations a on a.id = b.accommodation_id
   order by page.date, page.seq, page.residency_id, page.ref`;

interface MovementRow {
  residency_id: number;
  movement: string;
  date: string;
  details: string | null;
  seq: number;
  ref: number;
  first_name: string;
  last_name: string;
  care_type: string;
  room_number: string | null;
  bed_name: string | null;
  total: number;
}

async function movements(q: FloorQuery, facilityId: number, p: URLSearchParams, page: PageQuery) {
  const careType = p.get('careType');
  const careTypes = careType === 'Permanent' || careType === 'Respite' ? [careType] : ['Permanent', 'Respite'];
  const cutoff = page.notIncludingItemsAfter ? new Date(page.notIncludingItemsAfter) : latestNow();
  const rows = await q<MovementRow>('floor_movements', MOVEMENTS, [
    facilityId,
    p.get('fromDateUtcMidnight'),
    p.get('toDateUtcMidnight'),
    page.skip ?? 0,
    page.take ?? 25,
    careTypes,
  ]);
  let total = rows[0]?.total;
  if (total === undefined) {
    const all = await q<MovementRow>('floor_movements', MOVEMENTS, [
      facilityId,
      p.get('fromDateUtcMidnight'),
      p.get('toDateUtcMidnight'),
      0,
      1,
      careTypes,
    ]);
    total = all[0]?.total ?? 0;
  }
  return {
    result: rows.map((r) => ({
      id: `${r.seq}-${r.residency_id}-${r.ref}`,
      date: r.date,
      movement: r.movement,
      firstName: r.first_name,
      lastName: r.last_name,
      careType: r.care_type,
      bed: r.room_number !== null ? bedLabel(r.room_number, r.bed_name) : null,
      details: r.details,
    })),
    totalCount: total,
    notIncludingItemsAfter: cutoff.toISOString(),
  };
}

/**
 * The billing extract's page over a date range: the page's keys from the facility's charges (an entry of kind Charge,
 * or the reversal of one, of a residency of the care types) as a top-N on (date, id), the count over the same filter
 * without any join that only adds columns; only the page's rows are joined to their person, their fee type's mapped
 * account (or the facility's default account) and their sundry line (by the line's id in the entry's key).
 */
const BILLING_EXTRACT = `with charges as (
    select e.id, e.entry_date, e.residency_id, e.description, e.account_amount, coalesce(o.period, e.period) as period,
           coalesce(o.fee_type, e.fee_type) as fee_type, coalesce(o.line_key, e.line_key) as line_key,
           coalesce(o.days, e.days) as days
      from resident_ledger_entries e
      left join resident_ledger_entries o on o.id = e.reverses_entry_id
      join residencies r on r.id = e.residency_id
     where e.facility_id = $1 and e.entry_date between $2::date and $3::date and (e.kind = 'Charge' or o.kind = 'Charge')
       and r.care_type = any($4::text[]) and e.created_on_utc <= $5::timestamptz),
  page as (select * from charges order by entry_date, id offset $6 limit $7)
  select page.id::text as id, page.entry_date::text as entry_date, page.period::text as period, page.fee_type,
         page.description, page.days, page.account_amount::text as amount, r.id as residency_id, r.care_type,
         p.id as resident_id, p.first_name, p.last_name, p.debtor,
         coalesce(sl.gl_account, g.mapping_value, d.mapping_value) as gl_account,
         (case when page.account_amount < 0 then -sl.gst else sl.gst end)::text as gst,
         (select count(*)::int from charges) as total
    from page
    join residencies r on r.id = page.residency_id
    join residents p on p.id = r.resident_id
    left join unnest($8::text[], $9::text[]) k(fee_type, account_key) on k.fee_type = page.fee_type
    left join gl_account_mappings g on g.facility_id = $1 and g.resman_value = k.account_key
          and g.mapping_group <> 'DefaultAccount' and trim(g.mapping_value) <> ''
    left join gl_account_mappings d on d.facility_id = $1 and d.mapping_group = 'DefaultAccount' and trim(d.mapping_value) <> ''
    left join lateral (
      select l.gst, nullif(trim(a.mapping_value), '') as gl_account
        from sundry_charge_lines l left join gl_account_mappings a on a.id = l.sundry_account_id
       where l.facility_id = $1
         and l.id = case when page.line_key ~ '^sundry:[0-9]{1,9}$' then substr(page.line_key, 8)::int end) sl on true
   order by page.entry_date, page.id`;

interface ChargeRow {
  id: string;
  entry_date: string;
  period: string;
  fee_type: string | null;
  description: string;
  days: number | null;
  amount: string;
  residency_id: number;
  care_type: string;
  resident_id: number;
  first_name: string;
  last_name: string;
  debtor: string | null;
  gl_account: string | null;
  gst: string | null;
  total: number;
}

async function billingExtract(q: FloorQuery, facilityId: number, p: URLSearchParams, page: PageQuery) {
  const cutoff = page.notIncludingItemsAfter ? new Date(page.notIncludingItemsAfter) : latestNow();
  const feeTypes = Object.keys(FEE_TYPE_ACCOUNT_KEYS);
  const values = (skip: number, take: number) => [
    facilityId,
    p.get('fromDate'),
    p.get('toDate'),
    careTypesOf(p.get('careType') as CareTypePicker | null),
    cutoff.toISOString(),
    skip,
    take,
    feeTypes,
    feeTypes.map((t) => FEE_TYPE_ACCOUNT_KEYS[t]),
  ];
  const rows = await q<ChargeRow>('floor_billing_extract', BILLING_EXTRACT, values(page.skip ?? 0, page.take ?? 25));
  const total = rows[0]?.total ?? (await q<ChargeRow>('floor_billing_extract', BILLING_EXTRACT, values(0, 1)))[0]?.total ?? 0;
  return {
    result: rows.map((c) => {
      const period = monthBounds(c.period.slice(0, 7));
      const amounts = chargeAmounts(c.amount, c.gst);
      return {
        id: c.id,
        debtor: c.debtor,
        residentId: c.resident_id,
        residencyId: c.residency_id,
        firstName: c.first_name,
        lastName: c.last_name,
        careType: c.care_type,
        entryDate: c.entry_date,
        fromDate: period.first,
        toDate: period.last,
        feeType: c.fee_type,
        description: c.description,
        days: c.days,
        glAccount: c.gl_account,
        amount: amounts.total,
        gst: amounts.gst,
      };
    }),
    totalCount: total,
    notIncludingItemsAfter: cutoff.toISOString(),
  };
}

export async function floorAnswer(q: FloorQuery, pathAndQuery: string): Promise<unknown> {
  const url = new URL(pathAndQuery, 'http://floor');
  const p = url.searchParams;
  const fid = Number(p.get('facilityId'));
  const num = (name: string, fallback: number) => (p.get(name) === null ? fallback : Number(p.get(name)));
  const page = () => ({
    skip: num('skip', 0),
    take: num('take', 25),
    notIncludingItemsAfter: p.get('notIncludingItemsAfter') ?? undefined,
  });
  switch (url.pathname) {
    case '/api/residents':
      return residentList(q, fid, page(), false);
    case '/api/residents/departed':
      return residentList(q, fid, page(), true);
    case '/api/dashboard':
      return dashboard(q, fid);
    case '/api/ilu-dashboard':
      return iluDashboard(q, fid);
    case '/api/residents/search':
      return search(q, fid, p.get('searchStr') ?? '', false);
    case '/api/residents/search-current-and-departed':
      return search(q, fid, p.get('searchStr') ?? '', true);
    case '/api/leads/dashboard/':
      return leadBoard(q, fid, num('take', 10));
    case '/api/leads/dashboard/status/':
      return leadColumn(q, fid, p.get('status') ?? 'Enquiries', num('skip', 0), num('take', 10));
    case '/api/funding/medicare-events':
      return medicareEvents(q, fid, p, page());
    case '/api/funding/medicare-statements':
      return statementList(q, fid);
    case '/api/funding/variance-statement-payment':
      return variancePayments(q, fid, p.get('monthAndYear') ?? '');
    case '/api/billing/sundry':
      return sundryList(q, fid, p.get('sundryChargeStatus') ?? 'All', page());
    case '/api/reporting/movements-report-data':
      return movements(q, fid, p, page());
    case '/api/reporting/billing-extract-data':
      return billingExtract(q, fid, p, page());
    case '/api/allocations':
      // The village's current residents: the residents list's rows (the one list read), each naming its allocation.
      return residentList(q, fid, page(), false);
  }
  const fees = /^\/api\/enquiries\/finance\/fees-and-charges\/(\d+)$/.exec(url.pathname);
  if (fees) return iluFees(q, fid, Number(fees[1]));
  const m = /^\/api\/residents\/(\d+)$/.exec(url.pathname);
  if (m) return record(q, fid, Number(m[1]));
  const account = /^\/api\/residents\/(\d+)\/finance\/(transactions|transactionsbalance)$/.exec(url.pathname);
  if (account?.[2] === 'transactions') return transactions(q, fid, Number(account[1]), page());
  if (account) return balance(q, fid, Number(account[1]));
  return undefined;
}
