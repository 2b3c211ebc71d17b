/**
 * SQL the leads sub-features share: the lead of a person or of a residency in the current facility, the per-column
 * order keys under their advisory lock, the tour of a lead, the expected AN-ACC class, the AN-ACC reference rates and
 * the system flags. Every query starts from the request's scoped data access (facility-owned tables carry the current
 * facility), so another facility's row is never found.
 */
import { sql } from 'kysely';
import type { EnquiryStatus } from 'shared-domain/enums';
import { memoQuery } from '../../../db/memo';
import type { ScopedDb } from '../../../db/scoped';
import { classWeightsInForceQuery } from '../../funding/index';

/** The lead residency columns and the person's organisation and version (`r` = residencies, `p` = residents). */
function leadQuery(s: ScopedDb) {
  return s
    .selectFrom('residencies', 'r')
    .innerJoin('residents as p', 'p.id', 'r.resident_id')
    .selectAll('r')
    .select(['p.organisation_id', 'p.version as resident_version']);
}
export type LeadRow = NonNullable<Awaited<ReturnType<typeof findLead>>>;

/**
 * The person's lead in this facility (`s.leadHere`: the latest lead residency, open before archived) with the lead
 * columns. `lock` locks the row for the transaction. Undefined when the person has no lead here.
 */
export async function findLead(s: ScopedDb, residentId: number, opts: { lock?: boolean } = {}) {
  let q = s
    .leadHere(residentId)
    .innerJoin('residents as p', 'p.id', 'lead.resident_id')
    .selectAll('lead')
    .select(['p.organisation_id', 'p.version as resident_version']);
  if (opts.lock) q = q.forUpdate(['lead']);
  return q.executeTakeFirst();
}

/** A residency of this facility by its id (optionally locked), with the lead columns. */
export async function findLeadByResidencyId(s: ScopedDb, residencyId: number, opts: { lock?: boolean } = {}) {
  let q = leadQuery(s).where('r.id', '=', residencyId);
  if (opts.lock) q = q.forUpdate(['r']);
  return q.executeTakeFirst();
}

/** The tour of a lead residency (one per lead), optionally locked. */
export async function tourOf(s: ScopedDb, residencyId: number, opts: { lock?: boolean } = {}) {
  // Through the lead: a lead transferred here keeps the tour booked at its earlier facility.
  let q = s
    .selectFrom('residencies', 'r')
    .innerJoin('lead_tours as t', 't.residency_id', 'r.id')
    .selectAll('t')
    .where('r.id', '=', residencyId);
  if (opts.lock) q = q.forUpdate(['t']);
  return q.executeTakeFirst();
}
export type TourRow = NonNullable<Awaited<ReturnType<typeof tourOf>>>;

/** Whether an active location (wing) of this facility has this id. */
export async function isActiveLocation(s: ScopedDb, locationId: number): Promise<boolean> {
  return !!(await s
    .selectFrom('facility_locations', 'l')
    .select('l.id')
    .where('l.id', '=', locationId)
    .where('l.is_active', '=', true)
    .executeTakeFirst());
}

/** A system feature flag (enablePrivateResidents...). */
export async function systemFlag(s: ScopedDb, name: string): Promise<boolean> {
  const row = await s
    .selectFromReference('system_feature_flags', 'f')
    .select('f.value')
    .where('f.name', '=', name)
    .executeTakeFirst();
  return row?.value === true;
}

// ---------------------------------------------------------------- columns and order keys

const LOCK_SPACE = 40_004;

/**
 * Serialises every change of one column's order (facility + status) for the rest of the transaction: a
 * transaction-level advisory lock, so two people reordering the same column take turns and each computes its key
 * from the other's committed result (a consistent total order), while other columns and facilities go on in parallel.
 */
export async function lockColumn(t: ScopedDb, status: EnquiryStatus): Promise<void> {
  await t.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`${t.facilityId}|${status}`}))`);
}

/** Locks several columns in a fixed order (no deadlock between two moves in opposite directions). */
export async function lockColumns(t: ScopedDb, statuses: EnquiryStatus[]): Promise<void> {
  for (const status of [...new Set(statuses)].sort()) await lockColumn(t, status);
}

/** The column's cards (open leads of one status), without one card. */
function columnRows(s: ScopedDb, status: EnquiryStatus, excludeId: number) {
  return s
    .selectFrom('residencies', 'c')
    .where('c.is_lead', '=', true)
    .where('c.is_archived', '=', false)
    .where('c.status', '=', status)
    .where('c.id', '<>', excludeId);
}

/** The smallest order number of the column (without one card), or null when empty. */
export async function firstOrderNumber(s: ScopedDb, status: EnquiryStatus, excludeId: number): Promise<string | null> {
  const row = await columnRows(s, status, excludeId)
    .select(sql<string>`c.order_number::text`.as('o'))
    .orderBy('c.order_number')
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
  return row?.o ?? null;
}

/** The first order number of the column strictly greater than `after` (without one card), or null. */
export async function nextOrderNumber(
  s: ScopedDb,
  status: EnquiryStatus,
  after: string,
  excludeId: number,
): Promise<string | null> {
  const row = await columnRows(s, status, excludeId)
    .select(sql<string>`c.order_number::text`.as('o'))
    .where(sql<boolean>`c.order_number > ${after}::numeric`)
    .orderBy('c.order_number')
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
  return row?.o ?? null;
}

/** How many cards of the column (without one card) are at or before `upTo` (null: none). */
export async function countUpTo(s: ScopedDb, status: EnquiryStatus, upTo: string | null, excludeId: number): Promise<number> {
  if (upTo === null) return 0;
  const row = await columnRows(s, status, excludeId)
    .select(sql<number>`count(*)::int`.as('n'))
    .where(sql<boolean>`c.order_number <= ${upTo}::numeric`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Renumbers the column (without one card) 1..n in its current order; used when keys grow too long. */
export async function renumberColumn(t: ScopedDb, status: EnquiryStatus, excludeId: number): Promise<void> {
  const numbered = columnRows(t, status, excludeId)
    .select(['c.id', sql<string>`row_number() over (order by c.order_number, c.id)`.as('n')])
    .as('o');
  await t
    .updateTable('residencies')
    .from(numbered)
    .set((eb) => ({ order_number: eb.ref('o.n') }))
    .whereRef('residencies.id', '=', 'o.id')
    .execute();
}

/** Puts a lead at `status` with `orderNumber`; `bumpVersion` when the card's own data changed (a new column). */
export async function placeLead(
  t: ScopedDb,
  residencyId: number,
  status: EnquiryStatus,
  orderNumber: string,
  bumpVersion: boolean,
) {
  return t
    .updateTable('residencies')
    .set({ status, order_number: orderNumber, ...(bumpVersion ? { version: sql<number>`version + 1` } : {}) })
    .where('id', '=', residencyId)
    .returning('version')
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------- AN-ACC rates

/**
 * The AN-ACC price per NWAU on a date: the organisation's care funding rate in force (the latest starting on or before
 * it; Funding - Care funding rates, the one source the funding tab and estimate read too), null when none is in force
 * or its price is not entered. One index range step of care_funding_rates (organisation_id, start_date).
 */
export function anaccPriceQuery(s: ScopedDb, date: string) {
  return s
    .selectFromOrganisation('care_funding_rates', 'cfr')
    .select(sql<string | null>`cfr.anacc_price_per_nwau::text`.as('price'))
    .where('cfr.start_date', '<=', date)
    .orderBy('cfr.start_date', 'desc')
    .limit(1);
}

/** The AN-ACC price per NWAU on a date. */
export async function anaccPriceOn(s: ScopedDb, date: string): Promise<string | null> {
  const row = await anaccPriceQuery(s, date).executeTakeFirst();
  return row?.price ?? null;
}

/**
 * The class weights in force on a date (funding's `classWeightsInForceQuery`: the care funding rate record's) and the
 * AN-ACC price, in one statement compiled once (db/memo.ts; the card rates' source): the price rides on every weight
 * row; the price alone is read when no weight is in force.
 */
const ratesQuery = memoQuery(
  'leads.rates',
  (s, { date }: { date: string }) =>
    classWeightsInForceQuery(s, date).select(sql<string | null>`(${anaccPriceQuery(s, date)})`.as('price')),
  { genericPlan: true },
);

export async function nwauAndPriceOn(s: ScopedDb, date: string): Promise<{ price: string | null; nwau: Map<number, string> }> {
  const rows = await ratesQuery(s, { date });
  const price = rows.length ? rows[0].price : await anaccPriceOn(s, date);
  return { price, nwau: new Map(rows.map((r) => [r.anaccClass, r.nwau])) };
}
