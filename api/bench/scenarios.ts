/**
 * The benchmark's scenarios: the request paths (the app's own URLs; the floor serves the same URLs) for a facility
 * and a village, derived deterministically from the database.
 */
import { sql, type Kysely } from 'kysely';
import { LEAD_COLUMNS } from 'shared-domain/leads';
import { melbourneToday } from 'shared-domain/dates';
import { MEDICARE_REQUEST_TYPES, requestTypesOfGroups } from 'shared-domain/funding/medicare-events';
import { monthYearOf } from 'shared-domain/funding/month-year';
import { addMonths } from 'shared-domain/funding/statements';
import type { Database } from '../src/db/schema';

export interface Scenario {
  name: string;
  what: string;
  paths: string[];
}

export const SCENARIO_NAMES = [
  'residents-list',
  'departed-list',
  'dashboard',
  'ilu-dashboard',
  'search',
  'lead-board',
  'lead-column',
  'resident-record',
  'resident-transactions',
  'transactions-balance',
  'medicare-events',
  'statement-list',
  'variance-payments',
  'ilu-residents-list',
  'ilu-finance',
  'sundry-list',
  'movements-report',
  'billing-extract-report',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

const q = encodeURIComponent;
/** The transactions tab's page size (mfe-residents financials/transactions). */
const TRANSACTIONS_TAKE = 25;

/** Search terms from the facility's own residents: 1-5 letter prefixes, first names, "first l", "first last". */
async function searchTerms(db: Kysely<Database>, facilityId: number, n: number): Promise<string[]> {
  const people = (
    await sql<{ first_name: string; last_name: string }>`
      select r.first_name, r.last_name from residencies rs join residents r on r.id = rs.resident_id
       where rs.facility_id = ${facilityId} order by md5(rs.id::text) limit ${n}`.execute(db)
  ).rows;
  return people.map((p, i) => {
    switch (i % 8) {
      case 0:
        return p.last_name.slice(0, 1);
      case 1:
        return p.last_name.slice(0, 2);
      case 2:
        return p.first_name.slice(0, 3);
      case 3:
        return p.last_name.slice(0, 4);
      case 4:
        return p.first_name.slice(0, 5);
      case 5:
        return p.first_name;
      case 6:
        return `${p.first_name} ${p.last_name.slice(0, 1)}`;
      default:
        return `${p.first_name} ${p.last_name}`;
    }
  });
}

export async function buildScenarios(
  db: Kysely<Database>,
  opts: { facilityId: number; iluFacilityId: number; terms?: number; records?: number; allocations?: number },
): Promise<Record<ScenarioName, Scenario>> {
  const f = opts.facilityId;
  const ilu = opts.iluFacilityId;
  // The village's busiest current allocations: the most people, then optional services, schedule rows and entries.
  const allocations = (
    await sql<{ id: number }>`
      select a.id from independent_living_allocations a
       where a.facility_id = ${ilu} and a.occupied_date is not null and a.departure_date is null
       order by (select count(*) from residencies r where r.independent_living_allocation_id = a.id) desc,
                (select count(*) from residency_optional_services x join residencies r on r.id = x.residency_id
                  where r.independent_living_allocation_id = a.id) desc,
                (select count(*) from ilu_dmf_schedule_rows d where d.independent_living_allocation_id = a.id) desc,
                (select count(*) from ilu_ingoing_contributions c where c.independent_living_allocation_id = a.id) desc, a.id
       limit ${opts.allocations ?? 10}`.execute(db)
  ).rows.map((r) => r.id);
  const terms = await searchTerms(db, f, opts.terms ?? 240);
  const residents = (
    await sql<{ resident_id: number }>`
      select resident_id from residencies where facility_id = ${f} and admission_date_utc is not null
         and departure_date_utc is null and not is_lead order by md5(id::text) limit ${opts.records ?? 50}`.execute(db)
  ).rows.map((r) => r.resident_id);
  // The month the variance page shows: the facility's latest month before this one whose variance is built (the last
  // ended month on the benchmark data), else the last ended month.
  const thisMonth = `${melbourneToday().slice(0, 7)}-01`;
  const varianceMonth =
    (
      await sql<{ month: string }>`
        select statement_month::text as month from medicare_statements
         where facility_id = ${f} and statement_month < ${thisMonth}::date and variance_built_on_utc is not null
         order by statement_month desc limit 1`.execute(db)
    ).rows[0]?.month ?? addMonths(thisMonth, -1);
  // The events page's filters as the screen sends them: each list value repeated, the groups as their request types.
  const list = (name: string, values: readonly string[]) => values.map((v) => `&${name}=${q(v)}`).join('');
  const stayEvents = list('eventTypes', requestTypesOfGroups(['Admission', 'Departure']));
  const eventPages = [
    ...[0, 25, 50, 75, 100].map((skip) => `/api/funding/medicare-events?facilityId=${f}&skip=${skip}&take=25`),
    ...[0, 25].map(
      (skip) => `/api/funding/medicare-events?facilityId=${f}${stayEvents}&responseTypes=Accepted&skip=${skip}&take=25`,
    ),
    `/api/funding/medicare-events?facilityId=${f}${list('eventTypes', MEDICARE_REQUEST_TYPES)}${list('responseTypes', ['Rejected', 'Held', 'Error'])}&skip=0&take=25`,
    `/api/funding/medicare-events?facilityId=${f}${list('eventTypes', requestTypesOfGroups(['Leave']))}&fromDate=${varianceMonth}&toDate=${varianceMonth.slice(0, 8)}28&skip=0&take=25`,
  ];
  const columnPages = LEAD_COLUMNS.flatMap((c) =>
    [0, 10, 20, 30, 40].map((skip) => `/api/leads/dashboard/status/?facilityId=${f}&status=${c.status}&skip=${skip}&take=10`),
  );
  return {
    'residents-list': {
      name: 'residents-list',
      what: 'GET residents, pages 1-5 (25 a page) of the current residents',
      paths: [0, 25, 50, 75, 100].map((skip) => `/api/residents?facilityId=${f}&skip=${skip}&take=25`),
    },
    'departed-list': {
      name: 'departed-list',
      what: 'GET residents/departed, the first page (25, latest departure first) with its count',
      paths: [`/api/residents/departed?facilityId=${f}&skip=0&take=25`],
    },
    dashboard: {
      name: 'dashboard',
      what: 'GET dashboard (occupancy, support ratio, residents on leave)',
      paths: [`/api/dashboard?facilityId=${f}`],
    },
    'ilu-dashboard': {
      name: 'ilu-dashboard',
      what: 'GET ilu-dashboard of the village (units, open enquiries, leave)',
      paths: [`/api/ilu-dashboard?facilityId=${opts.iluFacilityId}`],
    },
    search: {
      name: 'search',
      what: `GET residents/search, ${terms.length} terms from the facility's names (1-5 letters, first names, full names)`,
      paths: terms.map((t) => `/api/residents/search?facilityId=${f}&searchStr=${q(t)}`),
    },
    'lead-board': {
      name: 'lead-board',
      what: 'GET leads/dashboard/ (five columns of 10 cards with their counts)',
      paths: [`/api/leads/dashboard/?facilityId=${f}&take=10`],
    },
    'lead-column': {
      name: 'lead-column',
      what: 'GET leads/dashboard/status/ (one column page of 10, skip 0-40, each status)',
      paths: columnPages,
    },
    'resident-record': {
      name: 'resident-record',
      what: `GET residents/{id} (the resident page's record), ${residents.length} current residents`,
      paths: residents.map((id) => `/api/residents/${id}?facilityId=${f}`),
    },
    'resident-transactions': {
      name: 'resident-transactions',
      what: `GET residents/{id}/finance/transactions (the account's first page of ${TRANSACTIONS_TAKE}, latest first, with its count), ${residents.length} current residents`,
      paths: residents.map((id) => `/api/residents/${id}/finance/transactions?facilityId=${f}&skip=0&take=${TRANSACTIONS_TAKE}`),
    },
    'transactions-balance': {
      name: 'transactions-balance',
      what: `GET residents/{id}/finance/transactionsbalance (the balance and the deposit held, explained), ${residents.length} current residents`,
      paths: residents.map((id) => `/api/residents/${id}/finance/transactionsbalance?facilityId=${f}`),
    },
    'medicare-events': {
      name: 'medicare-events',
      what:
        'GET funding/medicare-events (25 a page, newest first): pages 1-5 unfiltered, pages 1-2 of accepted admission and ' +
        'departure events, rejected/held/error events of every type, leave events of a date range',
      paths: eventPages,
    },
    'statement-list': {
      name: 'statement-list',
      what: "GET funding/medicare-statements (the facility's statement months with their totals and variance)",
      paths: [`/api/funding/medicare-statements?facilityId=${f}`],
    },
    'variance-payments': {
      name: 'variance-payments',
      what: `GET funding/variance-statement-payment of ${monthYearOf(varianceMonth)} (every line of both sides with its action, cause and notes, per recipient)`,
      paths: [`/api/funding/variance-statement-payment?facilityId=${f}&monthAndYear=${monthYearOf(varianceMonth)}`],
    },
    'ilu-residents-list': {
      name: 'ilu-residents-list',
      what: "GET allocations, the first page (25) of the village's current residents with their allocations",
      paths: [`/api/allocations?facilityId=${ilu}&skip=0&take=25`],
    },
    'ilu-finance': {
      name: 'ilu-finance',
      what:
        'GET enquiries/finance/fees-and-charges/{id} (the finance screen: unit, prices, dates, DMF schedule, entries, ' +
        `people's payers and optional services, the figures), the village's ${allocations.length} busiest current allocations`,
      paths: allocations.map((id) => `/api/enquiries/finance/fees-and-charges/${id}?facilityId=${ilu}`),
    },
    'sundry-list': {
      name: 'sundry-list',
      what: "GET billing/sundry, the first page (25, latest invoice first) of the facility's sundry charges with its count",
      paths: [`/api/billing/sundry?facilityId=${f}&skip=0&take=25`],
    },
    'movements-report': {
      name: 'movements-report',
      what:
        "GET reporting/movements-report-data (the movements report's first page of 25 with its count): admissions, " +
        "departures, transfers, leave and returns of the facility's whole history",
      paths: [
        `/api/reporting/movements-report-data?facilityId=${f}&fromDateUtcMidnight=2000-01-01&toDateUtcMidnight=${melbourneToday()}&skip=0&take=25`,
      ],
    },
    'billing-extract-report': {
      name: 'billing-extract-report',
      what:
        "GET reporting/billing-extract-data (the billing extract's first page of 25 with its count): the charges of the " +
        "facility's whole ledger (fees, services, sundry charges and their reversals) with their GL account and GST",
      paths: [
        `/api/reporting/billing-extract-data?facilityId=${f}&fromDate=2000-01-01&toDate=${melbourneToday()}&skip=0&take=25`,
      ],
    },
  };
}
