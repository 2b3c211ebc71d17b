/**
 * The lead board (seed 001 "Leads dashboard"): five columns of cards with their counts, one more page of a column, the
 * filter choices and the open and archived lists. A card carries its expected AN-ACC class with the class's rate
 * today (NWAU x the AN-ACC price per NWAU).
 */
import { melbourneToday } from 'shared-domain/dates';
import type { EnquiryStatus, Sex } from 'shared-domain/enums';
import type {
  LeadColumnQuery,
  LeadDashboardQuery,
  LeadCard,
  LeadColumn,
  LeadDashboard,
  LeadDashboardFilters,
  LeadTourInfo,
} from 'shared-domain/contracts/leads';
import type { LeadDashboardFilter } from 'shared-domain/lead-types';
import { LEAD_COLUMNS, LEAD_DASHBOARD_PAGE_SIZE, anaccRate, instantToTourDateTime } from 'shared-domain/leads';
import { ANACC_CLASSES, anaccClassText } from 'shared-domain/resident-funding';
import type { PagingQuery } from 'shared-domain/contracts/common';
import type { ScopedDb } from '../../../db/scoped';
import { notFound } from '../../../http/errors';
import { paginate, pagingCutoff, type Paged } from '../../../http/paging';
import * as common from '../common/repository';
import { iso } from '../common/service';
import * as repo from './repository';
import type { CardRow } from './repository';

export interface Rates {
  price: string | null;
  nwau: Map<number, string>;
}

/** The AN-ACC price and the class weights on a date: what a card's rate is computed from. */
export async function ratesOn(s: ScopedDb, date: string): Promise<Rates> {
  return common.nwauAndPriceOn(s, date);
}

type TourColumns = Pick<CardRow, 'tour_id' | 'tour_date_time' | 'tour_is_completed' | 'tour_facilitator_name'>;

export function tourInfo(row: TourColumns): LeadTourInfo | null {
  if (row.tour_id === null || row.tour_date_time === null) return null;
  return {
    id: row.tour_id,
    tourDateTime: instantToTourDateTime(row.tour_date_time),
    isCompleted: !!row.tour_is_completed,
    tourFacilitatorUserName: row.tour_facilitator_name ?? null,
  };
}

/** A card from a `repo.cardQuery` row. The expected class's rate is NWAU x the AN-ACC price on the rates' date. */
export function toCard(row: CardRow, rates: Rates): LeadCard {
  const cls = row.anacc_class === null || row.anacc_class === undefined ? null : Number(row.anacc_class);
  const nwau = cls !== null ? rates.nwau.get(cls) : undefined;
  return {
    residentId: row.resident_id,
    residencyId: row.residency_id,
    firstName: row.first_name,
    lastName: row.last_name,
    sex: row.sex ?? null,
    supportStatus: row.support_status ?? null,
    careType: row.care_type,
    respiteCareLevel: row.respite_care_level,
    adl: row.adl,
    beh: row.beh,
    chc: row.chc,
    incomeAssetStatus: row.income_asset_status,
    status: row.status,
    orderNumber: row.order_number,
    hasPreviousResidency: !!row.has_previous_residency,
    isArchived: row.is_archived,
    isPrivateResidency: row.is_private_residency,
    isContractSigned: row.contract_signed,
    isDeceased: row.is_deceased,
    location:
      row.preferred_facility_location_id && row.location_name !== null
        ? { id: row.preferred_facility_location_id, name: row.location_name }
        : null,
    createdOnUtc: iso(row.created_on_utc)!,
    requestedAdmissionDateUtc: row.requested_admission_date ?? null,
    tourInfo: tourInfo(row),
    // The class is shown with its rate; without a rate on today's date (no price or NWAU loaded) the class is left out.
    expectedAnaccVariableComponent:
      cls !== null && nwau && rates.price
        ? { anaccClass: cls, anaccClassText: anaccClassText(cls) ?? `Class ${cls}`, rate: anaccRate(nwau, rates.price) }
        : null,
    version: row.version,
  };
}

/** The card of a residency of this facility (after a change). */
export async function cardOf(s: ScopedDb, residencyId: number): Promise<LeadCard> {
  const [row] = await repo.cardsByResidencyIds(s, [residencyId]);
  if (!row) throw notFound();
  return toCard(row, await ratesOn(s, melbourneToday()));
}

// ---------------------------------------------------------------- board

export type BoardQuery = Partial<Pick<LeadColumnQuery, 'skip' | 'take' | 'notIncludingItemsAfter'>> & LeadDashboardFilter;

/** The filter of a request: a location in it must be one of this facility's (404 otherwise, nothing is read). */
export async function filterOf(s: ScopedDb, q: LeadDashboardFilter): Promise<LeadDashboardFilter> {
  if (q.locationId) await s.resolve.location(q.locationId);
  return {
    leadCareType: q.leadCareType,
    locationId: q.locationId ?? null,
    gender: q.gender ?? null,
    anaccClass: q.anaccClass ?? null,
  };
}

/**
 * Pages of the board's columns with their counts and the cards' rates: one statement (repo.columnPages) when a page
 * has cards; the counts and rates read on their own when none has (an empty board, a page past the end).
 */
async function boardPages(
  s: ScopedDb,
  pages: repo.ColumnPageRequest[],
  filter: LeadDashboardFilter,
  cutoff: Date,
  status?: EnquiryStatus,
) {
  const date = melbourneToday();
  const read = await repo.columnPages(s, pages, filter, cutoff, date);
  if (read.counts) return { cards: read.cards, counts: read.counts, rates: { price: read.price, nwau: read.nwau } };
  const [counts, rates] = await Promise.all([repo.columnCounts(s, filter, cutoff, status), ratesOn(s, date)]);
  return { cards: read.cards, counts, rates };
}

/** GET leads/dashboard/: the first `take` cards of each column, with each column's count (also run by the benchmark). */
export async function dashboardFor(s: ScopedDb, q: BoardQuery | LeadDashboardQuery): Promise<LeadDashboard> {
  const cutoff = pagingCutoff(q.notIncludingItemsAfter);
  const filter = await filterOf(s, q);
  const take = q.take ?? LEAD_DASHBOARD_PAGE_SIZE;
  const { cards, counts, rates } = await boardPages(
    s,
    LEAD_COLUMNS.map((c) => ({ status: c.status, skip: 0, take })),
    filter,
    cutoff,
  );
  const out: Partial<LeadDashboard> = {};
  for (const c of LEAD_COLUMNS) {
    out[c.key] = {
      totalCount: counts.get(c.status) ?? 0,
      result: (cards.get(c.status) ?? []).map((r) => toCard(r, rates)),
      notIncludingItemsAfter: cutoff.toISOString(),
    };
  }
  return out as LeadDashboard;
}

/** GET leads/dashboard/status/: one more page of one column (also run by the benchmark). */
export async function dashboardColumnFor(s: ScopedDb, q: BoardQuery & { status: EnquiryStatus }): Promise<LeadColumn> {
  const cutoff = pagingCutoff(q.notIncludingItemsAfter);
  const filter = await filterOf(s, q);
  const page = { status: q.status, skip: q.skip ?? 0, take: q.take ?? LEAD_DASHBOARD_PAGE_SIZE };
  const { cards, counts, rates } = await boardPages(s, [page], filter, cutoff, q.status);
  return {
    totalCount: counts.get(q.status) ?? 0,
    result: (cards.get(q.status) ?? []).map((r) => toCard(r, rates)),
    notIncludingItemsAfter: cutoff.toISOString(),
  };
}

/** GET leads and GET leads/archived: the facility's open (or archived) leads, newest first, paged. */
export async function listLeads(s: ScopedDb, paging: PagingQuery, archived: boolean): Promise<Paged<LeadCard>> {
  const rates = await ratesOn(s, melbourneToday());
  return paginate(repo.leadsList(s, archived), paging, {
    createdColumn: 'r.created_on_utc',
    order: (qb) => qb.orderBy('r.created_on_utc', 'desc').orderBy('r.id', 'desc'),
    map: (row) => toCard(row, rates),
  });
}

const GENDERS: Sex[] = ['Female', 'Male', 'IntersexOrIndeterminate', 'Unknown'];

/** GET leads/lead-dashboard-filters: the facility's active wings, the genders and the AN-ACC classes. */
export async function dashboardFilters(s: ScopedDb): Promise<LeadDashboardFilters> {
  const locations = await repo.activeLocations(s);
  return {
    leadLocations: locations.map((l) => ({ id: l.id, name: l.name })),
    genders: GENDERS,
    anaccVariableComponents: ANACC_CLASSES.map((c) => ({ anaccClass: c.anaccClass, anaccClassText: c.anaccClassText })),
  };
}
